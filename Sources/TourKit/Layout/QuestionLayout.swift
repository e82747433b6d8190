/// The measures questions are laid out with.
enum QuestionLayout {
  /// The cells before an option's marker or a text field: the focus pointer and a blank.
  static let pointerWidth = 2
  /// The widest a text field is drawn; longer text scrolls inside it.
  static let maximumFieldWidth = 40

  /// A text field's width on a page whose text is `width` cells wide.
  static func fieldWidth(forTextWidth width: Int) -> Int {
    max(1, min(width - pointerWidth, maximumFieldWidth))
  }

  /// The focus pointer (`›`) when `shown`, else its place left blank.
  static func pointer(shown: Bool, glyphs: Glyphs) -> PageLayout.Span {
    shown
      ? PageLayout.Span(glyphs.pointer + " ", role: .focusPointer)
      : PageLayout.Span(String(repeating: " ", count: pointerWidth), role: .body)
  }
}
