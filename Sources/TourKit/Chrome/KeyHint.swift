/// The one-line key hint at the bottom: `← → page · Enter next · q quit · ? help` (a one-page
/// tour has no pages to turn, so no `← → page`). The keys are each action's first key in
/// ``KeyBindings``.
struct KeyHint {
  let labels: ChromeLabels
  let glyphs: Glyphs
  /// How many pages the tour has.
  var pageCount = 2
  /// The Start button's label as drawn, when the tour names one (`start:`): what Enter does
  /// on the last page is then said in the button's words (`Enter Let's filter`), not the
  /// chrome's `start`, which would name a button the screen does not show.
  var startLabel: String? = nil

  /// The focus on a text field left with Esc.
  struct LeftField: Equatable, Sendable {
    /// Whether it is its page's only question.
    var isAlone: Bool
  }

  /// The fewest cells of a cut Start label worth showing: fewer, and the items before Enter
  /// (then `? help`) make room rather than leave `Enter L›`.
  static let shortestLabel = 8

  /// The most cells the hint is padded by to be as wide as the last page's.
  static let longestPadding = 8

  /// The hint for a line `width` cells wide, items dropped from the end until it fits; Enter's
  /// item and `? help` go last (help, then Enter): Enter says how to go on, and help is the way
  /// to every key the line has no room for. With `scrolls`, the page is taller than the screen
  /// and ↑ ↓ is offered first.
  ///
  /// On a question (`context`) the hint starts with what moves the focus and chooses; in a
  /// text field, with what leaves it (every other key types there): `Tab` only when
  /// `hasNextQuestion` (another question follows on the page). On the review page with a line
  /// focused (`followsReviewLine`), Enter goes to that line's question and says so. On a
  /// step (`step`), the hint starts with what its keys do as it stands: run it, stop it, run
  /// it again. On a text field left with Esc (`leftField`), Space types into it again, and
  /// ↑ ↓ is offered only when there is another question to move to.
  func text(
    width: Int, onLastPage: Bool, scrolls: Bool, context: KeyContext = .page,
    hasNextQuestion: Bool = false, followsReviewLine: Bool = false, step: StepHint? = nil,
    leftField: LeftField? = nil
  ) -> String {
    let finish = startLabel ?? labels.finish
    let next = followsReviewLine ? labels.goToQuestion : onLastPage ? finish : labels.next
    let enter = item(next, .nextPageOrFinish)
    var items: [String]
    switch context {
    case .textField:
      items = [enter, "Esc " + labels.leaveField]
      if hasNextQuestion { items.insert("Tab " + labels.nextQuestion, at: 1) }
    case .filter:
      // Letters type into the filter: q and ? are not said, Esc clears it.
      let arrows = glyphs.arrows.up + " " + glyphs.arrows.down
      items = [
        arrows + " " + labels.move, "Space " + labels.select, enter, "Esc " + labels.clearFilter,
      ]
    case .step:
      let words = labels.steps
      items = [enter, item(labels.quit, .leave), item(labels.help, .showHelp)]
      // A step's own keys are in its table, not the page's.
      func stepItem(_ words: String, _ action: KeyAction) -> String {
        let key = KeyBindings.stepLines.lazy.flatMap(\.bindings).first { $0.action == action }
        return (key?.keys.first?.name(glyphs: glyphs) ?? "") + " " + words
      }
      switch step {
      case .run?: items[0] = stepItem(words.run, .selectAndGoOn)
      case .running?: items.insert(stepItem(words.stop, .cancelStep), at: 0)
      case .retry?: items.insert(stepItem(words.retry, .retryStep), at: 0)
      case nil: break
      }
      if pageCount > 1 { items.insert(item(labels.page, .previousPage, .nextPage), at: 1) }
    case .question, .page:
      items = [
        item(labels.page, .previousPage, .nextPage), enter, item(labels.quit, .leave),
        item(labels.help, .showHelp),
      ]
      if pageCount < 2 { items.removeFirst() }
      if context == .question {
        let arrows = glyphs.arrows.up + " " + glyphs.arrows.down
        var focusItems = ["Space " + (leftField == nil ? labels.select : labels.typeAgain)]
        if leftField?.isAlone != true { focusItems.insert(arrows + " " + labels.move, at: 0) }
        items.insert(contentsOf: focusItems, at: 0)
      } else if scrolls {
        items.insert(item(labels.scroll, .scrollUp, .scrollDown), at: pageCount < 2 ? 0 : 1)
      }
    }
    let help = self.help
    // A tour's own label may be long: cut so that Enter is still said with the items before it,
    // and `? help` after it, rather than dropped with everything after; but never to fewer
    // than `shortestLabel` cells while the items before it, then help, can make room.
    if let label = startLabel, onLastPage, var index = items.firstIndex(of: enter) {
      func room() -> Int {
        let before = items[..<index].map { $0 + glyphs.separator }.joined()
        let after = items[(index + 1)...].contains(help) ? glyphs.separator + help : ""
        return width - DisplayWidth.of(before)
          - (DisplayWidth.of(enter) - DisplayWidth.of(label)) - DisplayWidth.of(after)
      }
      let shortest = min(DisplayWidth.of(label), KeyHint.shortestLabel)
      while room() < shortest, index > 0 {
        items.remove(at: index - 1)
        index -= 1
      }
      if room() < shortest, let helpIndex = items.lastIndex(of: help), helpIndex > index {
        items.remove(at: helpIndex)
      }
      let room = room()
      if room > DisplayWidth.of(glyphs.clipMarker) {
        items[index] = item(
          DisplayWidth.clipped(label, width: room, marker: glyphs.clipMarker),
          .nextPageOrFinish)
      }
    }
    // The line is padded to the same width whether it says "next" or "start", so the centred
    // hint does not shift (and get redrawn whole) when the last page is reached; as far as
    // the width allows, since a long Start label must not cost the other pages their items;
    // and by `longestPadding` cells at most: a longer label would push the other pages' hint
    // visibly off-centre, and its hint is redrawn anyway.
    let longer = max(DisplayWidth.of(labels.next), DisplayWidth.of(finish))
    let difference = longer - DisplayWidth.of(next)
    let padding = difference <= KeyHint.longestPadding ? max(0, difference) : 0
    while !items.isEmpty {
      let text = items.joined(separator: glyphs.separator)
      let textWidth = DisplayWidth.of(text)
      if textWidth <= width {
        let padding = items.contains(enter) ? min(padding, width - textWidth) : 0
        return text + String(repeating: " ", count: padding)
      }
      // Enter, what goes on from here, and `? help`, the way to every key not said, go last.
      let lastDropped =
        items.lastIndex { $0 != help && $0 != enter } ?? items.lastIndex { $0 != enter }
      items.remove(at: lastDropped ?? items.count - 1)
    }
    return ""
  }
}

extension KeyHint {
  /// `? help`: the item that leads to every key, which the compact arrangement, without a hint
  /// row, still shows beside the dots.
  var help: String { item(labels.help, .showHelp) }

  /// An item: the first key of each of `actions` (``KeyBindings``), then `words`.
  fileprivate func item(_ words: String, _ actions: KeyAction...) -> String {
    actions.compactMap { KeyBindings.firstKey(of: $0)?.name(glyphs: glyphs) }
      .joined(separator: " ") + " " + words
  }
}

/// What the key hint offers on a step, as it stands.
enum StepHint: Equatable {
  /// A run step not run yet, or failed: Enter runs it.
  case run
  /// It runs: Esc stops it.
  case running
  /// A check, or a step that ended: r runs it again.
  case retry
}
