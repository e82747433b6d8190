/// The one-line key hint at the bottom: `← → page · Enter next · q quit · ? help` (a one-page
/// tour has no pages to turn, so no `← → page`). The keys are each action's first key in
/// ``KeyBindings``.
struct KeyHint {
  let labels: ChromeLabels
  let glyphs: Glyphs
  /// How many pages the tour has.
  var pageCount = 2

  /// The hint for a line `width` cells wide, items dropped from the end until it fits; with
  /// `scrolls`, the page is taller than the screen and ↑ ↓ is offered first.
  ///
  /// On a question (`context`) the hint starts with what moves the focus and chooses; in a
  /// text field, with what leaves it (every other key types there): `Tab` only when
  /// `hasNextQuestion` (another question follows on the page).
  func text(
    width: Int, onLastPage: Bool, scrolls: Bool, context: KeyContext = .page,
    hasNextQuestion: Bool = false
  ) -> String {
    // Each item names the first key of its actions (KeyBindings).
    func item(_ words: String, _ actions: KeyAction...) -> String {
      actions.compactMap { KeyBindings.firstKey(of: $0)?.name(glyphs: glyphs) }
        .joined(separator: " ") + " " + words
    }
    let next = onLastPage ? labels.finish : labels.next
    var items: [String]
    switch context {
    case .textField:
      items = ["Enter " + next, "Esc " + labels.leaveField]
      if hasNextQuestion { items.insert("Tab " + labels.nextQuestion, at: 1) }
    case .question, .page:
      items = [
        item(labels.page, .previousPage, .nextPage),
        item(next, .nextPageOrFinish),
        item(labels.quit, .leave),
        item(labels.help, .showHelp),
      ]
      if pageCount < 2 { items.removeFirst() }
      if context == .question {
        let arrows = glyphs.arrows.up + " " + glyphs.arrows.down
        items.insert(contentsOf: [arrows + " " + labels.move, "Space " + labels.select], at: 0)
      } else if scrolls {
        items.insert(item(labels.scroll, .scrollUp, .scrollDown), at: pageCount < 2 ? 0 : 1)
      }
    }
    // The line is padded to the same width whether it says "next" or "start", so the centred
    // hint does not shift (and get redrawn whole) when the last page is reached.
    let longer = max(DisplayWidth.of(labels.next), DisplayWidth.of(labels.finish))
    let shorter = DisplayWidth.of(onLastPage ? labels.finish : labels.next)
    while !items.isEmpty {
      let text = items.joined(separator: glyphs.separator)
      let padded = text + String(repeating: " ", count: longer - shorter)
      if DisplayWidth.of(padded) <= width { return padded }
      items.removeLast()
    }
    return ""
  }
}
