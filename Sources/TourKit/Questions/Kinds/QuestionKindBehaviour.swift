/// Everything about one kind of question, in the one type that stands for it (`SingleChoiceKind`,
/// `TextKind`, …), the way charmbracelet/huh gives each field a file of its own: what it asks and
/// accepts, what keys do while it has the focus, how it is laid out and drawn, how the
/// line-by-line mode asks it. ``Question/Kind/behaviour`` is where a kind is registered.
///
/// The rest of TourKit asks a question's behaviour and never switches on its kind: a new kind is
/// a new file and one line of that registration.
protocol QuestionKindBehaviour: Sendable {
  // MARK: What it asks

  /// The kind this is the behaviour of.
  var kind: Question.Kind { get }
  /// The kind in words, for messages: `a single choice`.
  var name: String { get }
  /// The options to choose among: none for a text field, one for a yes/no question.
  var options: [QuestionOption] { get }
  /// Texts it shows besides its options' (a field's placeholder and default), for measuring the
  /// emoji a tour holds.
  var texts: [String] { get }
  /// The answer before the user gives one, `nil` when it starts unanswered.
  var defaultAnswer: TourAnswer? { get }
  /// Whether its answer is a secret: masked when drawn, never remembered.
  var isSecret: Bool { get }
  /// Whether the launch gate remembers its answer: not a secret's, not a step's outcome.
  var isRemembered: Bool { get }
  /// Whether its options' values are what its answer holds: a translation must keep them. A
  /// yes/no question's answer is a flag, whatever its item's value says.
  var answersWithValues: Bool { get }

  // MARK: Answers

  /// What keeps `answer` (`nil`: none given) from being accepted, `nil` when it is fine.
  func problem(with answer: TourAnswer?, isRequired: Bool) -> AnswerProblem?
  /// The answer `text` gives, as `--answer KEY=VALUE` reads it; throws what would be accepted.
  func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer
  /// The answer a saved JSON `value` gives (`nil` for `null`), as `--answers-from` reads it.
  func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer?
  /// `answer` (a preset, a remembered answer) as an answer to it, `nil` when it does not fit.
  func fitting(_ answer: TourAnswer) -> TourAnswer?
  /// Why a page's `when:` cannot test it with `test` (the question asked under `key`), `nil`
  /// when it can.
  func conditionProblem(_ test: PageCondition.Test, key: String) -> String?
  /// `answer` in words for the review page (`review: true`) and its line-by-line form: what
  /// the user chose as they read it (labels, not values); `nil` when nothing is answered. A
  /// kind whose answer must not be shown (a secret) describes it here as `••••`.
  func reviewText(of answer: TourAnswer?, labels: ChromeLabels) -> String?

  // MARK: Keys

  /// The groups of keys the help overlay lists for a tour that asks it.
  var helpSections: HelpSections { get }
  /// Whether what is typed into it is drawn as typed (a text field's text, a list's filter):
  /// then it may hold any emoji sequence, and the terminal is asked how wide it draws each
  /// kind (``WidthRule/Kind/kinds(in:)``).
  var drawsWhatIsTyped: Bool { get }

  /// Where the focus goes in it when it takes the focus: option `option` (clamped), else the
  /// one `answer` chose; a caret when it is typed into at once.
  func focusPlace(answer: TourAnswer?, option: Int?) -> (option: Int, caret: Int?)
  /// What `action` does while it has the focus; ``QuestionKeyResult/notHandled`` leaves the
  /// action to the state (moving among questions, paging).
  func handle(_ action: KeyAction, _ focused: inout FocusedQuestion) -> QuestionKeyResult
  /// Types `text` into it; `false` when it takes no typing.
  func type(_ text: String, _ focused: inout FocusedQuestion) -> Bool
  /// What is said under it when the focus leaves it for another question (a text its pattern
  /// refuses), `nil` for nothing.
  func problemOnLeaving(_ focused: FocusedQuestion) -> AnswerProblem?
  /// While it is typed into, the first character its field (`width` cells) shows after a key,
  /// when it showed from `previous` before: kept between keys, so that the view moves only
  /// when the caret reaches its edge. 0 for a kind without a field.
  func fieldStart(
    _ focused: FocusedQuestion, previous: Int, width: Int, glyphs: Glyphs, rule: WidthRule
  ) -> Int
  /// While it is typed into, the caret for a click `column` cells into its field (`width`
  /// cells), whose view starts at character `start`: before the character there, or at the
  /// end past the text; `nil` outside the field or for a kind without one.
  func caret(
    atColumn column: Int, of focused: FocusedQuestion, from start: Int, width: Int,
    glyphs: Glyphs, rule: WidthRule
  ) -> Int?

  // MARK: Layout and drawing

  /// Its lines as it starts (defaults, nothing focused) at text width `width`, each marked with
  /// the part it shows (``LineControl``, question number `number`).
  func layOut(_ question: Question, number: Int, width: Int, glyphs: Glyphs, rule: WidthRule)
    -> [PageLayout.Line]
  /// `line`, one it laid out (marked `control`), as it shows now.
  func draw(_ line: PageLayout.Line, control: LineControl, look: QuestionLook) -> PageLayout.Line
  /// Its `lines` (question number `question`, with the focus) as they show while `filter` is
  /// typed to narrow them, none wider than `width` cells measured by `rule`; a kind that takes
  /// no filter leaves them.
  func lines(
    _ lines: [PageLayout.Line], filteredBy filter: String, question: Int, width: Int,
    rule: WidthRule, labels: ChromeLabels, glyphs: Glyphs
  ) -> [PageLayout.Line]
  /// The kind as plain text shows it: what a style says on screen said in words (`example`,
  /// `" (e.g. {text})"`, around an empty field's placeholder).
  func markedAsText(example: String) -> Question.Kind

  // MARK: Line by line

  /// Whether a line typed at its prompt is all answer: `q` and `b` are text then, not leaving
  /// or going back.
  var takesAnyLine: Bool { get }
  /// What is said before its prompt line (a choice's numbered options), or nothing.
  func lineByLineOptions(of question: Question, labels: ChromeLabels) -> String
  /// What its prompt line says after the question's label: what an empty line keeps, in
  /// brackets, and how to answer.
  func lineByLinePrompt(answer: TourAnswer?, label: String, labels: ChromeLabels, dash: String)
    -> String
  /// The answer a typed `line` gives (`nil`: longer than the reader keeps); an empty line keeps
  /// `current`. Throws what would be accepted; required questions are checked by the caller.
  func interpret(_ line: String?, current: TourAnswer?, labels: ChromeLabels)
    throws(LineByLineRefusal) -> TourAnswer?
}

extension QuestionKindBehaviour {
  var texts: [String] { [] }
  var isSecret: Bool { false }
  var isRemembered: Bool { !isSecret }
  var answersWithValues: Bool { true }
  func type(_ text: String, _ focused: inout FocusedQuestion) -> Bool { false }
  func problemOnLeaving(_ focused: FocusedQuestion) -> AnswerProblem? { nil }
  func fieldStart(
    _ focused: FocusedQuestion, previous: Int, width: Int, glyphs: Glyphs, rule: WidthRule
  ) -> Int { 0 }
  func caret(
    atColumn column: Int, of focused: FocusedQuestion, from start: Int, width: Int,
    glyphs: Glyphs, rule: WidthRule
  ) -> Int? { nil }
  func markedAsText(example: String) -> Question.Kind { kind }
  func lines(
    _ lines: [PageLayout.Line], filteredBy filter: String, question: Int, width: Int,
    rule: WidthRule, labels: ChromeLabels, glyphs: Glyphs
  ) -> [PageLayout.Line] { lines }
  var takesAnyLine: Bool { false }
  func lineByLineOptions(of question: Question, labels: ChromeLabels) -> String { "" }

  /// A saved `value` read by `answer(parsing:)` when it is a string; `takes` says what else the
  /// kind would accept.
  func savedString(_ value: JSONValue, takes: String) throws(AnswerParseError) -> TourAnswer? {
    switch value {
    case .null: return nil
    case .string(let text): return try answer(parsing: text)
    default: throw AnswerParseError("\(value.serialized) is not \(takes)")
    }
  }
}
