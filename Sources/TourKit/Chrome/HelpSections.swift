/// Which groups of keys the help overlay lists besides those of any page: each kind of question
/// says which of them it brings (``QuestionKindBehaviour/helpSections``), so a tour's help lists
/// the keys of a text field only when it has one, those of a filter only when it has a list to
/// filter, and Space's choosing only when it has options or a box. `tour --help-all` lists them
/// all.
package struct HelpSections: OptionSet, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Moving among questions, going on.
  package static let questions = HelpSections(rawValue: 1 << 0)
  /// Choosing an option, ticking a box (Space).
  package static let choices = HelpSections(rawValue: 1 << 1)
  /// Narrowing a list of options by typing (`/`, Backspace, Esc).
  package static let filters = HelpSections(rawValue: 1 << 2)
  /// Typing and editing in a text field.
  package static let textFields = HelpSections(rawValue: 1 << 3)
  /// Running, running again and stopping a step.
  package static let steps = HelpSections(rawValue: 1 << 4)
  /// Following the review page's lines to their questions.
  package static let review = HelpSections(rawValue: 1 << 5)
  /// Every group, as `tour --help-all` lists them.
  package static let all: HelpSections = [
    .questions, .choices, .filters, .textFields, .steps, .review,
  ]

  /// The groups `questions` bring: the union of their kinds'.
  package static func of(_ questions: [Question]) -> HelpSections {
    questions.reduce(into: []) { $0.formUnion($1.kind.behaviour.helpSections) }
  }
}
