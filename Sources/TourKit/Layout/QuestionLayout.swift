/// The measures questions are laid out with.
package enum QuestionLayout {
  /// The cells before an option's marker or a text field: the focus pointer and a blank.
  package static let pointerWidth = 2
  /// The widest a text field is drawn; longer text scrolls inside it.
  package static let maximumFieldWidth = 40

  /// A text field's width on a page whose text is `width` cells wide.
  package static func fieldWidth(forTextWidth width: Int) -> Int {
    max(1, min(width - pointerWidth, maximumFieldWidth))
  }
}

extension Glyphs {
  /// The marker of an option of a question of `kind`: a radio button for a single choice, a
  /// box otherwise.
  package func marker(for kind: Question.Kind, chosen: Bool) -> String {
    if case .singleChoice = kind { return chosen ? radio.chosen : radio.unchosen }
    return chosen ? checkbox.checked : checkbox.unchecked
  }
}
