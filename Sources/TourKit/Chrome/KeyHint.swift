/// The one-line key hint at the bottom: `← → page · Enter next · q quit · ? help`.
struct KeyHint {
  let labels: ChromeLabels
  let glyphs: Glyphs

  /// The hint for a line `width` cells wide, items dropped from the end until it fits; with
  /// `scrolls`, the page is taller than the screen and ↑ ↓ is offered first.
  func text(width: Int, onLastPage: Bool, scrolls: Bool) -> String {
    // "next" and "start" are padded to one width, so the centred hint does not shift (and get
    // redrawn whole) when the last page is reached.
    let enterWidth = max(DisplayWidth.of(labels.next), DisplayWidth.of(labels.finish))
    let enter = onLastPage ? labels.finish : labels.next
    var items = [
      "\(glyphs.arrows.left) \(glyphs.arrows.right) \(labels.page)",
      "Enter \(enter)" + String(repeating: " ", count: enterWidth - DisplayWidth.of(enter)),
      "q \(labels.quit)",
      "? \(labels.help)",
    ]
    if scrolls { items.insert("\(glyphs.arrows.up) \(glyphs.arrows.down) \(labels.scroll)", at: 1) }
    while !items.isEmpty {
      let text = items.joined(separator: glyphs.separator)
      if DisplayWidth.of(text) <= width { return text }
      items.removeLast()
    }
    return ""
  }
}
