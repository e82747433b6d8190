/// The one-line key hint at the bottom: `← → page · Enter next · q quit · ? help`.
struct KeyHint {
  let labels: ChromeLabels
  let glyphs: Glyphs

  /// The hint for a line `width` cells wide: items are dropped from the end until it fits.
  func text(width: Int, onLastPage: Bool) -> String {
    var items = [
      "\(glyphs.arrows.left) \(glyphs.arrows.right) \(labels.page)",
      "Enter \(onLastPage ? labels.finish : labels.next)",
      "q \(labels.quit)",
      "? \(labels.help)",
    ]
    while !items.isEmpty {
      let text = items.joined(separator: glyphs.separator)
      if DisplayWidth.of(text) <= width { return text }
      items.removeLast()
    }
    return ""
  }
}
