/// One line of text (`ask … text`): the answer is the text. A field typed into as soon as it
/// has the focus; its text has one home, the answers, and the focus holds only the caret, an
/// index into it. Line by line, the line typed is the answer.
struct TextKind: QuestionKindBehaviour {
  /// The field's placeholder, default, pattern and message.
  let field: TextFieldSettings

  var kind: Question.Kind { .text(field) }
  var name: String { "a text field" }
  var options: [QuestionOption] { [] }
  var texts: [String] { [field.placeholder, field.defaultText] }
  var isSecret: Bool { field.isSecret }
  /// The `default:` text.
  var defaultAnswer: TourAnswer? { .text(field.defaultText) }

  // MARK: Answers

  /// Required: not empty. Filled in: matching the pattern, if any; an empty answer to a
  /// question that is not required is not checked.
  func problem(with answer: TourAnswer?, isRequired: Bool) -> AnswerProblem? {
    guard case .text(let text)? = answer, !text.isEmpty else { return isRequired ? .empty : nil }
    if let pattern = field.pattern, !pattern.matches(text) {
      return .doesNotMatch(message: field.message)
    }
    return nil
  }

  /// Any text the pattern takes, as if typed (``TextEditing/sanitized(_:)``: line breaks as
  /// spaces, control characters left out).
  func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    let text = TextEditing.sanitized(text)
    guard text.count <= TextFieldSettings.maximumLength else {
      throw AnswerParseError(
        "the text is longer than \(TextFieldSettings.maximumLength) characters")
    }
    let answer = TourAnswer.text(text)
    if case .doesNotMatch(let message)? = problem(with: answer, isRequired: false) {
      let why = message.map { ": " + $0 } ?? " the pattern " + (field.pattern?.source ?? "")
      throw AnswerParseError("'\(text)' does not match" + why)
    }
    return answer
  }

  func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer? {
    try savedString(value, takes: "a string")
  }

  /// A preset or remembered text (or a choice: a record does not tell them apart), as if typed.
  func fitting(_ answer: TourAnswer) -> TourAnswer? {
    switch answer {
    case .text(let text), .choice(let text):
      return .text(String(TextEditing.sanitized(text).prefix(TextFieldSettings.maximumLength)))
    default: return nil
    }
  }

  func conditionProblem(_ test: PageCondition.Test, key: String) -> String? {
    switch test {
    case .equals, .differs: return nil
    default: return "`\(key)` has one answer: test it with `=` or `!=`"
    }
  }

  /// The text as typed; `nil` when empty. A secret is `••••` whatever its length: the review
  /// says it is given, never what it is or how long.
  func reviewText(of answer: TourAnswer?, labels: ChromeLabels) -> String? {
    guard case .text(let text)? = answer, !text.isEmpty else { return nil }
    return field.isSecret ? "••••" : text
  }

  // MARK: Keys

  /// Moving among questions, and typing and editing.
  var helpSections: HelpSections { [.questions, .textFields] }
  /// A secret draws one mask glyph a character, never what was typed.
  var drawsWhatIsTyped: Bool { !field.isSecret }

  /// Typed into at once, the caret at the end of its text.
  func focusPlace(answer: TourAnswer?, option: Int?) -> (option: Int, caret: Int?) {
    (0, text(of: answer).count)
  }

  /// While typed into: the caret keys and deletions edit the text, Esc stops typing (saying
  /// under the field when the text does not match), Enter goes on unless the answer is refused.
  /// Left with Esc: Space types into it again.
  func handle(_ action: KeyAction, _ focused: inout FocusedQuestion) -> QuestionKeyResult {
    guard let caret = focused.caret else {
      switch action {
      case .select:
        focused.caret = text(of: focused.answer).count
        return .handled
      case .selectAndGoOn: return .goOn
      default: return .notHandled
      }
    }
    var editing = TextEditing(text(of: focused.answer), cursor: caret)
    switch action {
    case .selectAndGoOn:
      switch problem(with: focused.answer, isRequired: focused.question.isRequired) {
      case nil: return .goOn
      case .doesNotMatch(let message)?:
        focused.shownProblem = .doesNotMatch(message: message)
        return .handled
      case let problem?: return .refused(problem)
      }
    case .leaveField:
      focused.shownProblem = problemOnLeaving(focused)
      focused.caret = nil
      return .handled
    case .caretLeft: editing.move(by: -1)
    case .caretRight: editing.move(by: 1)
    case .caretStart: editing.moveToStart()
    case .caretEnd: editing.moveToEnd()
    case .deleteBackward: editing.deleteBackward()
    case .deleteForward: editing.deleteForward()
    case .clearField: editing.clear()
    case .deleteWord: editing.deleteWordBackward()
    default: return .notHandled
    }
    focused.answer = .text(editing.text)
    focused.caret = editing.cursor
    return .handled
  }

  /// Types at the caret while the field is typed into.
  func type(_ text: String, _ focused: inout FocusedQuestion) -> Bool {
    guard let caret = focused.caret else { return false }
    var editing = TextEditing(self.text(of: focused.answer), cursor: caret)
    editing.insert(text)
    focused.answer = .text(editing.text)
    focused.caret = editing.cursor
    return true
  }

  /// Where the field's view starts once a key has moved the caret or changed the text, from
  /// where it started before: it moves only as far as keeps the caret in it.
  func fieldStart(
    _ focused: FocusedQuestion, previous: Int, width: Int, glyphs: Glyphs, rule: WidthRule
  ) -> Int {
    view(of: focused, from: previous, width: width, glyphs: glyphs, rule: rule)?.shown
      .lowerBound ?? 0
  }

  /// The caret for a click `column` cells into the field, as it shows from `start`.
  func caret(
    atColumn column: Int, of focused: FocusedQuestion, from start: Int, width: Int,
    glyphs: Glyphs, rule: WidthRule
  ) -> Int? {
    guard column >= 0, column < width,
      let view = view(of: focused, from: start, width: width, glyphs: glyphs, rule: rule)
    else { return nil }
    var used = 0
    for index in view.shown {
      used += DisplayWidth.of(view.characters[index], rule: rule)
      if column < used { return index }
    }
    return view.shown.upperBound
  }

  /// While the field is typed into, its characters as drawn (a secret's as mask glyphs) and
  /// those its view shows, from character `start` before.
  private func view(
    of focused: FocusedQuestion, from start: Int, width: Int, glyphs: Glyphs, rule: WidthRule
  ) -> (characters: [Character], shown: Range<Int>)? {
    guard let caret = focused.caret else { return nil }
    let text = shown(text(of: focused.answer), glyphs: glyphs)
    let shown = TextEditing(text, cursor: caret).visibleRange(
      width: width, rule: rule, from: start)
    return (Array(text), shown)
  }

  /// A text its pattern refuses, when the field is left while typed into.
  func problemOnLeaving(_ focused: FocusedQuestion) -> AnswerProblem? {
    guard focused.caret != nil,
      case .doesNotMatch(let message)? = problem(
        with: focused.answer, isRequired: focused.question.isRequired)
    else { return nil }
    return .doesNotMatch(message: message)
  }

  private func text(of answer: TourAnswer?) -> String {
    if case .text(let text)? = answer { text } else { "" }
  }

  // MARK: Layout and drawing

  /// The field (its default text, or its placeholder dimmed), at most
  /// ``QuestionLayout/maximumFieldWidth`` wide; under it, when its answer can be refused, a
  /// line kept for saying why, so that the page does not move when it is said.
  func layOut(_ question: Question, number: Int, width: Int, glyphs: Glyphs, rule: WidthRule)
    -> [PageLayout.Line]
  {
    let fieldWidth = QuestionLayout.fieldWidth(forTextWidth: width)
    var lines = [
      PageLayout.Line(
        spans: [QuestionLayout.pointer(shown: false, glyphs: glyphs)]
          + spans(text: field.defaultText, caret: nil, width: fieldWidth, rule: rule),
        control: .field(question: number, width: fieldWidth))
    ]
    if field.pattern != nil || question.isRequired {
      lines.append(PageLayout.Line(spans: [], control: .fieldProblem(question: number)))
    }
    return lines
  }

  /// The field with its text now and, while typed into, its caret; the line under it with why
  /// its answer was refused.
  func draw(_ line: PageLayout.Line, control: LineControl, look: QuestionLook) -> PageLayout.Line {
    var line = line
    switch control {
    case .field(_, let width):
      line.spans =
        [QuestionLayout.pointer(shown: look.focus != nil, glyphs: look.glyphs)]
        + spans(
          text: shown(text(of: look.answer), glyphs: look.glyphs), caret: look.focus?.caret,
          from: look.focus?.fieldStart ?? 0, width: width, rule: look.rule)
    case .fieldProblem:
      line.spans =
        look.problem.map {
          [
            PageLayout.Span(
              look.glyphs.problemMark + " " + look.labels.text(for: $0), role: .answerProblem)
          ]
        } ?? []
    case .option, .filter, .step, .stepOutput:
      break
    }
    return line
  }

  /// `text` as the field shows it: a secret as one mask glyph a character, so that the caret's
  /// index and the scrolling work on the mask as they would on the text.
  private func shown(_ text: String, glyphs: Glyphs) -> String {
    field.isSecret ? String(repeating: glyphs.secretMask, count: text.count) : text
  }

  /// A field `width` cells wide: its text (or placeholder, dimmed, while empty), and while it
  /// is typed into (`caret`), the caret as a reversed cell, the text scrolled to keep it in
  /// from where it showed from character `start` (``TextEditing/visibleRange(width:rule:from:)``).
  func spans(text: String, caret: Int?, from start: Int = 0, width: Int, rule: WidthRule)
    -> [PageLayout.Span]
  {
    typealias Span = PageLayout.Span
    func padding(after spans: [Span]) -> [Span] {
      let used = spans.reduce(0) { $0 + DisplayWidth.of($1.text, rule: rule) }
      return spans + [Span(String(repeating: " ", count: max(0, width - used)), role: .field)]
    }
    if text.isEmpty {
      let placeholder = DisplayWidth.prefix(of: field.placeholder, width: width, rule: rule)
      guard caret != nil else {
        return padding(after: [Span(placeholder, role: .fieldPlaceholder)])
      }
      // The caret sits on the placeholder's first character.
      return padding(after: [
        Span(placeholder.first.map(String.init) ?? " ", role: .fieldCursor),
        Span(String(placeholder.dropFirst()), role: .fieldPlaceholder),
      ])
    }
    let characters = Array(text)
    let editing = TextEditing(text, cursor: caret ?? 0)
    let shown = editing.visibleRange(width: width, rule: rule, from: caret == nil ? 0 : start)
    guard caret != nil else {
      return padding(after: [Span(String(characters[shown]), role: .field)])
    }
    let at = editing.cursor
    let under = at < shown.upperBound ? String(characters[at]) : " "
    let after = at < shown.upperBound ? String(characters[(at + 1)..<shown.upperBound]) : ""
    return padding(after: [
      Span(String(characters[shown.lowerBound..<at]), role: .field),
      Span(under, role: .fieldCursor), Span(after, role: .field),
    ])
  }

  /// An empty field's placeholder in `example`'s words, so plain text does not read it as an
  /// answer.
  func markedAsText(example: String) -> Question.Kind {
    guard field.defaultText.isEmpty, !field.placeholder.isEmpty else { return kind }
    var field = field
    field.placeholder = String(example.filling("{text}", with: field.placeholder).trimmingSpaces)
    return .text(field)
  }

  // MARK: Line by line

  /// The placeholder as an example while the answer is empty, else the answer in brackets:
  /// what an empty line keeps. A secret's answer is never said: the brackets say only that one
  /// is set.
  func lineByLinePrompt(answer: TourAnswer?, label: String, labels: ChromeLabels, dash: String)
    -> String
  {
    let current = text(of: answer)
    if current.isEmpty {
      return field.placeholder.isEmpty
        ? "" : labels.accessible.example.filling("{text}", with: field.placeholder)
    }
    return field.isSecret ? labels.accessible.secretSet : " [\(current)]"
  }

  /// `q` and `b` are text here.
  var takesAnyLine: Bool { true }

  /// The line as typed into the full screen's field (control characters left out); a line of
  /// spaces keeps `current`.
  func interpret(_ line: String?, current: TourAnswer?, labels: ChromeLabels)
    throws(LineByLineRefusal) -> TourAnswer?
  {
    guard let line, line.count <= TextFieldSettings.maximumLength else {
      throw LineByLineRefusal(
        message: labels.accessible.tooLong.filling(
          "{count}", with: String(TextFieldSettings.maximumLength)))
    }
    let text = TextEditing.sanitized(line)
    return text.trimmingSpaces.isEmpty ? current : .text(text)
  }
}
