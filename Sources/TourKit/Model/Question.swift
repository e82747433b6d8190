/// A question a page asks: announced in the tour file by an `ask` comment, answered by the
/// user, and handed to the host by its ``key``.
///
/// ```markdown
/// <!-- ask: theme; required -->
/// - ( ) Dark <!-- value: dark -->
/// - (x) Match the terminal <!-- value: auto -->
/// ```
public struct Question: Equatable, Sendable {
  /// The name the answer is handed over under (`theme`): lower-case letters, digits, `-`
  /// and `_`, unique in the tour.
  public var key: String
  /// What is asked, and how it is answered.
  public var kind: Kind
  /// Whether the tour may not go past the question's page until it is answered: an option
  /// chosen, at least one box ticked, the one box of a yes/no question ticked (a consent), a
  /// text field filled in (and matching its pattern).
  public var isRequired: Bool
  /// The question's short name for prompts and hints (`label:`), or the key made readable
  /// (`release-channel` → `Release channel`).
  public var label: String
  /// Where its key is written in its file (1-based), for messages.
  @SourceDetail package var line: Int
  /// See ``line``.
  @SourceDetail package var column: Int

  /// What a question asks for.
  public enum Kind: Equatable, Sendable {
    /// One of the options (`( )` / `(x)` items): the answer is the chosen option's value.
    case singleChoice([QuestionOption])
    /// Any of the options (a task list of two or more `[ ]` / `[x]` items): the answer is the
    /// ticked options' values, in the list's order.
    case multipleChoice([QuestionOption])
    /// Yes or no (a task list of one item): the answer is whether its box is ticked.
    case yesNo(QuestionOption)
    /// One line of text.
    case text(TextFieldSettings)
    /// A step (`<!-- step: signin -->`): a command the host supplies, run to check or set
    /// something up; the answer is whether it passed.
    case step(StepSettings)
  }

  /// Creates a question.
  init(
    key: String, kind: Kind, isRequired: Bool = false, label: String? = nil, line: Int = 0,
    column: Int = 0
  ) {
    self.key = key
    self.kind = kind
    self.isRequired = isRequired
    self.label = label ?? Question.readableLabel(forKey: key)
    self.line = line
    self.column = column
  }

  /// The options to choose among: none for a text field, one for a yes/no question.
  public var options: [QuestionOption] { kind.behaviour.options }

  /// Whether its answer is a secret (a text field's `secret`): the launch gate never remembers
  /// it, and ``TourAnswers/secretKeys`` names it.
  public var isSecret: Bool { kind.behaviour.isSecret }

  /// The answer before the user gives one: the `(x)` option, the `[x]` boxes, the `default:`
  /// text; `nil` for a single choice with no `(x)`, which stays unanswered until chosen.
  public var defaultAnswer: TourAnswer? { kind.behaviour.defaultAnswer }

  /// `release-channel` → `Release channel`: a key as a prompt says it when no `label:` does.
  static func readableLabel(forKey key: String) -> String {
    let words = key.map { $0 == "-" || $0 == "_" ? " " : $0 }
    return String(words.prefix(1)).uppercased() + String(words.dropFirst())
  }
}

/// One option of a choice or yes/no question: a list item.
public struct QuestionOption: Equatable, Sendable {
  /// The item's text as shown, with its inline styles.
  var runs: [InlineRun]
  /// What the host receives when it is chosen: the item's `<!-- value: … -->`, or its text.
  public var value: String
  /// Whether it is chosen before the user chooses (`(x)`, `[x]`).
  public var isDefault: Bool

  /// Creates an option.
  init(runs: [InlineRun], value: String, isDefault: Bool = false) {
    self.runs = runs
    self.value = value
    self.isDefault = isDefault
  }

  /// The item's text without styles.
  public var label: String { runs.plainText }
}

/// A text field's settings, from its `ask` comment.
public struct TextFieldSettings: Equatable, Sendable {
  /// Shown dimmed while the field is empty (`placeholder:`).
  public var placeholder: String
  /// The text the field starts with (`default:`).
  public var defaultText: String
  /// What a filled-in answer must match, whole (`pattern:`); an empty answer to a question
  /// that is not required is not checked.
  public var pattern: AnswerPattern?
  /// What is said when the answer does not match (`message:`); `nil` says it in the chrome's
  /// words.
  public var message: String?
  /// Whether the answer is a secret (`secret`: a token, a password): drawn as bullets, read
  /// without echo line by line, handed to the host but never remembered by the launch gate.
  /// A secret has no ``defaultText``.
  public var isSecret: Bool

  /// Creates settings.
  init(
    placeholder: String = "", defaultText: String = "", pattern: AnswerPattern? = nil,
    message: String? = nil, isSecret: Bool = false
  ) {
    self.placeholder = placeholder
    self.defaultText = defaultText
    self.pattern = pattern
    self.message = message
    self.isSecret = isSecret
  }

  /// The most characters a text answer holds: typing and pasting stop there.
  public static let maximumLength = 256
}
