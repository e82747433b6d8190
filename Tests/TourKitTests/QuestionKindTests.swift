import Testing

@testable import TourKit

/// Every kind of question through its one type (``QuestionKindBehaviour``), as registered by
/// ``Question/Kind/behaviour``: what holds for all of them, then each kind's keys and
/// line-by-line reading, asked of the kind directly.
@Suite("Question kinds")
struct QuestionKindTests {
  static func option(_ label: String, _ value: String, default isDefault: Bool = false)
    -> QuestionOption
  {
    QuestionOption(runs: [InlineRun(label)], value: value, isDefault: isDefault)
  }

  static let themes = [option("Dark", "dark"), option("Light", "light", default: true)]
  static let features = [option("Sync", "sync", default: true), option("Mail", "mail")]

  /// One question of each kind that is answered. The switch has no default, so a kind added to
  /// ``Question/Kind`` does not compile here until it has an example, and with it every test
  /// of this suite that iterates them. A step is run, not answered (no default, no answer
  /// typed): `StepKindTests` hold its rules.
  static let examples: [Question.Kind] = {
    let kinds: [Question.Kind] = [
      .singleChoice(themes), .multipleChoice(features), .yesNo(option("Send stats", "stats")),
      .text(TextFieldSettings(placeholder: "Ada", defaultText: "Grace")),
    ]
    for kind in kinds {
      switch kind {
      case .singleChoice, .multipleChoice, .yesNo, .text: break
      case .step: Issue.record("a step is not answered: StepKindTests hold its rules")
      }
    }
    return kinds
  }()

  static let look = (glyphs: Glyphs(unicode: true), rule: WidthRule.unicode)

  // MARK: Every kind

  @Test(arguments: examples)
  func theRegistrationGivesEachKindItsOwnType(kind: Question.Kind) {
    let behaviour = kind.behaviour
    #expect(behaviour.kind == kind)
    let others = Self.examples.filter { $0 != kind }.map(\.behaviour.name)
    #expect(!others.contains(behaviour.name))
  }

  @Test(arguments: examples)
  func aDefaultAnswerIsAcceptedAndReadBackFromItsText(kind: Question.Kind) throws {
    let behaviour = kind.behaviour
    let answer = try #require(behaviour.defaultAnswer)
    // (Required, a yes/no question's unticked default is not accepted: it is a consent.)
    #expect(behaviour.problem(with: answer, isRequired: false) == nil)
    #expect(behaviour.fitting(answer) == answer)
    // A multiple choice's values are read comma-separated, as `TourAnswer.text` writes them.
    #expect(try behaviour.answer(parsing: answer.text) == answer)
    #expect(behaviour.problem(with: nil, isRequired: true) != nil)
    #expect(behaviour.problem(with: nil, isRequired: false) == nil)
  }

  /// Laid out once: the line the layout makes is what the kind draws for the question at its
  /// default, unfocused; every line is marked as the question's.
  @Test(arguments: examples)
  func theLayoutIsTheDrawingAtTheDefault(kind: Question.Kind) {
    let question = Question(key: "key", kind: kind, label: "Send stats")
    let lines = kind.behaviour.layOut(
      question, number: 3, width: 30, glyphs: Self.look.glyphs, rule: Self.look.rule)
    #expect(!lines.isEmpty)
    let look = QuestionLook(
      question: question, answer: kind.behaviour.defaultAnswer, focus: nil, problem: nil,
      labels: .english, glyphs: Self.look.glyphs, rule: Self.look.rule)
    for line in lines {
      #expect(line.control?.question == 3)
      guard let control = line.control else { continue }
      #expect(kind.behaviour.draw(line, control: control, look: look).text == line.text)
    }
  }

  @Test(arguments: examples)
  func aLineByLinePromptSaysWhatAnEmptyLineKeeps(kind: Question.Kind) throws {
    let behaviour = kind.behaviour
    let answer = behaviour.defaultAnswer
    #expect(try behaviour.interpret("", current: answer, labels: .english) == answer)
    #expect(throws: LineByLineRefusal.self) {
      try behaviour.interpret(nil, current: answer, labels: .english)
    }
  }

  // MARK: Keys

  static func focused(_ kind: Question.Kind, required: Bool = false, option: Int = 0)
    -> FocusedQuestion
  {
    let question = Question(key: "key", kind: kind, isRequired: required)
    let place = kind.behaviour.focusPlace(answer: kind.behaviour.defaultAnswer, option: option)
    return FocusedQuestion(
      question: question, answer: kind.behaviour.defaultAnswer,
      focus: QuestionFocus(question: 0, option: place.option, caret: place.caret))
  }

  @Test func aSingleChoiceMovesAmongItsOptionsAndChoosesWithSpaceOrEnter() {
    let kind = SingleChoiceKind(options: Self.themes)
    var focused = Self.focused(kind.kind)
    #expect(kind.handle(.previousOption, &focused) == .notHandled)
    #expect(kind.handle(.nextOption, &focused) == .handled)
    #expect(focused.option == 1)
    #expect(kind.handle(.nextOption, &focused) == .notHandled)
    #expect(kind.handle(.previousOption, &focused) == .handled)
    #expect(kind.handle(.select, &focused) == .handled)
    #expect(focused.answer == .choice("dark"))
    focused.option = 1
    #expect(kind.handle(.selectAndGoOn, &focused) == .goOn)
    #expect(focused.answer == .choice("light"))
    #expect(kind.handle(.caretLeft, &focused) == .notHandled)
  }

  @Test func aMultipleChoiceTicksInTheListsOrderAndEnterOnlyGoesOn() {
    let kind = MultipleChoiceKind(options: Self.features)
    var focused = Self.focused(kind.kind, option: 1)
    #expect(kind.handle(.select, &focused) == .handled)
    #expect(focused.answer == .choices(["sync", "mail"]))
    focused.option = 0
    #expect(kind.handle(.select, &focused) == .handled)
    #expect(focused.answer == .choices(["mail"]))
    #expect(kind.handle(.selectAndGoOn, &focused) == .goOn)
    #expect(focused.answer == .choices(["mail"]))
  }

  @Test func aYesNoBoxIsTickedAndUntickedBySpace() {
    let kind = YesNoKind(option: Self.option("Send stats", "stats"))
    var focused = Self.focused(kind.kind)
    #expect(kind.handle(.select, &focused) == .handled)
    #expect(focused.answer == .flag(true))
    #expect(kind.handle(.select, &focused) == .handled)
    #expect(focused.answer == .flag(false))
    #expect(kind.problem(with: focused.answer, isRequired: true) == .notTicked)
  }

  @Test func aTextFieldEditsItsAnswerAtTheCaretIndex() throws {
    let kind = TextKind(field: TextFieldSettings(defaultText: "日本"))
    var focused = Self.focused(kind.kind)
    #expect(focused.caret == 2)
    #expect(kind.handle(.caretLeft, &focused) == .handled)
    #expect(kind.type("👍🏽x", &focused))
    #expect(focused.answer == .text("日👍🏽x本"))
    #expect(focused.caret == 3)
    #expect(kind.handle(.deleteBackward, &focused) == .handled)
    #expect(kind.handle(.caretStart, &focused) == .handled)
    #expect(kind.handle(.deleteForward, &focused) == .handled)
    #expect(focused.answer == .text("👍🏽本"))
    #expect(focused.caret == 0)
    // Not a choice: the arrows are the state's (the question before or after).
    #expect(kind.handle(.nextOption, &focused) == .notHandled)
  }

  @Test func aTextFieldSaysWhyItsAnswerIsRefused() throws {
    let pattern = try AnswerPattern("[0-9]+")
    let kind = TextKind(field: TextFieldSettings(pattern: pattern, message: "Digits"))
    var focused = Self.focused(kind.kind, required: true)
    // Empty and required: Enter is refused in the key hint's place.
    #expect(kind.handle(.selectAndGoOn, &focused) == .refused(.empty))
    #expect(kind.type("12a", &focused))
    // Not matching: said under the field, and the tour stays.
    #expect(kind.handle(.selectAndGoOn, &focused) == .handled)
    #expect(focused.shownProblem == .doesNotMatch(message: "Digits"))
    #expect(kind.problemOnLeaving(focused) == .doesNotMatch(message: "Digits"))
    // Esc: typing stops, the problem is said, and Space types again, the caret at the end.
    focused.shownProblem = nil
    #expect(kind.handle(.leaveField, &focused) == .handled)
    #expect(focused.caret == nil)
    #expect(focused.shownProblem == .doesNotMatch(message: "Digits"))
    #expect(!kind.type("x", &focused))
    #expect(kind.problemOnLeaving(focused) == nil)
    #expect(kind.handle(.select, &focused) == .handled)
    #expect(focused.caret == 3)
    #expect(kind.handle(.deleteBackward, &focused) == .handled)
    #expect(kind.handle(.selectAndGoOn, &focused) == .goOn)
  }

  // MARK: The text field's drawing

  /// The caret is an index: the text before it, the character under it reversed, the rest;
  /// a window scrolled to keep it on the field's last cell, wide characters counted two.
  @Test func aTextFieldDrawsItsCaretAtItsIndex() {
    let kind = TextKind(field: TextFieldSettings())
    func drawn(_ text: String, caret: Int?, width: Int) -> [String] {
      kind.spans(text: text, caret: caret, width: width, rule: .unicode).map(\.text)
    }
    #expect(drawn("日本語ab", caret: 1, width: 8) == ["日", "本", "語ab", ""])
    #expect(drawn("日本語ab", caret: 5, width: 6) == ["語ab", " ", "", " "])
    #expect(drawn("日本語ab", caret: 2, width: 4) == ["本", "語", "", ""])
    #expect(drawn("日本語ab", caret: nil, width: 5) == ["日本", " "])
    let roles = kind.spans(text: "ab", caret: 0, width: 4, rule: .unicode).map(\.role)
    #expect(roles == [.field, .fieldCursor, .field, .field])
  }

  // MARK: Line by line

  @Test func aSingleChoiceReadsANumberOrAValue() throws {
    let kind = SingleChoiceKind(options: Self.themes)
    #expect(try kind.interpret(" 1 ", current: nil, labels: .english) == .choice("dark"))
    #expect(try kind.interpret("２", current: nil, labels: .english) == .choice("light"))
    #expect(try kind.interpret("light", current: nil, labels: .english) == .choice("light"))
    #expect(throws: LineByLineRefusal.self) {
      try kind.interpret("3", current: nil, labels: .english)
    }
    #expect(
      kind.lineByLinePrompt(answer: .choice("light"), label: "", labels: .english, dash: "")
        == " [2]")
    #expect(!kind.takesAnyLine)
  }

  @Test func aMultipleChoiceReadsNumbersOrValues() throws {
    let kind = MultipleChoiceKind(options: Self.features)
    #expect(
      try kind.interpret("2, 1", current: nil, labels: .english) == .choices(["sync", "mail"]))
    #expect(try kind.interpret("0", current: nil, labels: .english) == .choices([]))
    #expect(try kind.interpret("mail", current: nil, labels: .english) == .choices(["mail"]))
    #expect(throws: LineByLineRefusal.self) {
      try kind.interpret("1 mail", current: nil, labels: .english)
    }
    let prompt = kind.lineByLinePrompt(
      answer: .choices(["mail"]), label: "", labels: .english, dash: "")
    #expect(prompt == " (one or more numbers, 0 for none) [2]")
  }

  @Test func aYesNoReadsTheLanguagesWords() throws {
    let kind = YesNoKind(option: Self.option("Send stats", "stats"))
    var labels = ChromeLabels.english
    labels.accessible.yesWords = ["oui"]
    #expect(try kind.interpret("oui", current: nil, labels: labels) == .flag(true))
    #expect(try kind.interpret("n", current: .flag(true), labels: labels) == .flag(false))
    #expect(throws: LineByLineRefusal.self) {
      try kind.interpret("maybe", current: nil, labels: labels)
    }
    #expect(
      kind.lineByLinePrompt(answer: .flag(true), label: "Stats", labels: labels, dash: " — ")
        == " — Send stats [Y/n]")
  }

  @Test func aTextFieldTakesAnyLineAsTyped() throws {
    let kind = TextKind(field: TextFieldSettings(placeholder: "Ada"))
    #expect(kind.takesAnyLine)
    #expect(try kind.interpret("q", current: nil, labels: .english) == .text("q"))
    #expect(try kind.interpret("a\tb\u{7}", current: nil, labels: .english) == .text("a b"))
    #expect(try kind.interpret("   ", current: .text("x"), labels: .english) == .text("x"))
    let long = String(repeating: "a", count: TextFieldSettings.maximumLength + 1)
    #expect(throws: LineByLineRefusal.self) {
      try kind.interpret(long, current: nil, labels: .english)
    }
    #expect(
      kind.lineByLinePrompt(answer: nil, label: "", labels: .english, dash: "") == " (e.g. Ada)")
  }
}
