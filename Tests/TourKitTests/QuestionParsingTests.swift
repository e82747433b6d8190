import Testing

@testable import TourKit

@Suite("Questions in tour files")
struct QuestionParsingTests {
  private func tour(_ text: String) throws -> Tour {
    try TourFileParser.parse(text: text, path: "t.md")
  }

  @Test func theIssuesExampleReadsAsFourQuestions() throws {
    let tour = try TourFileParser.parse(
      bytes: try FixtureFiles.bytes("valid", "questions.md"), path: "questions.md")
    #expect(tour.questions.map(\.key) == ["theme", "features", "telemetry", "name"])
    let theme = tour.questions[0]
    #expect(theme.isRequired)
    #expect(theme.label == "Theme")
    guard case .singleChoice(let options) = theme.kind else {
      Issue.record("theme is \(theme.kind)")
      return
    }
    #expect(options.map(\.label) == ["Dark", "Light", "Match the terminal"])
    #expect(options.map(\.value) == ["dark", "light", "auto"])
    #expect(options.map(\.isDefault) == [false, false, true])
    #expect(theme.defaultAnswer == .choice("auto"))

    guard case .multipleChoice(let features) = tour.questions[1].kind else {
      Issue.record("features is \(tour.questions[1].kind)")
      return
    }
    #expect(features.map(\.value) == ["sync", "reminders"])
    #expect(tour.questions[1].defaultAnswer == .choices(["sync"]))

    let telemetry = tour.questions[2]
    guard case .yesNo(let box) = telemetry.kind else {
      Issue.record("telemetry is \(telemetry.kind)")
      return
    }
    // No value comment: the value is the text; the one box's text is the prompt.
    #expect(box.value == "Send anonymous usage statistics")
    #expect(telemetry.label == "Send anonymous usage statistics")
    #expect(telemetry.defaultAnswer == .flag(false))

    let name = tour.questions[3]
    guard case .text(let field) = name.kind else {
      Issue.record("name is \(name.kind)")
      return
    }
    #expect(field.placeholder == "Ada Lovelace")
    #expect(field.message == "Two to forty characters")
    #expect(field.pattern?.source == ".{2,40}")
    #expect(tour.pages[1].settings.condition?.description == "theme = dark")
    #expect(tour.pages[3].settings.condition?.description == "features has sync")
  }

  @Test func questionsAreBlocksInPlaceAndTheListIsNotShownTwice() throws {
    let tour = try tour(
      """
      # Theme

      Before.

      <!-- ask: theme -->
      - ( ) Dark
      - ( ) Light

      After.
      """)
    let blocks = tour.pages[0].blocks
    #expect(blocks.count == 4)
    #expect(blocks[1] == .paragraph([InlineRun("Before.")]))
    if case .question(let question) = blocks[2] {
      #expect(question.options.map(\.value) == ["Dark", "Light"])
      #expect(question.defaultAnswer == nil)
    } else {
      Issue.record("block 2 is \(blocks[2])")
    }
    #expect(blocks[3] == .paragraph([InlineRun("After.")]))
  }

  @Test func optionsKeepTheirInlineStylesAndLoseTheBox() throws {
    let tour = try tour(
      """
      <!-- ask: editor; label: Your editor -->
      1. (x) **Vim** is `vi` improved <!-- value: vim -->
      2. ( ) Emacs
      """)
    let question = tour.questions[0]
    #expect(question.label == "Your editor")
    #expect(
      question.options[0].runs == [
        InlineRun("Vim", style: .strong), InlineRun(" is "), InlineRun("vi", style: .code),
        InlineRun(" improved"),
      ])
    #expect(question.options.map(\.value) == ["vim", "Emacs"])
  }

  @Test func keysLabelsAndValuesWithControlCharactersAreEscaped() throws {
    let tour = try tour("<!-- ask: a; label: x\u{1B}[31m -->\n- ( ) y <!-- value: v\u{7} -->\n")
    #expect(tour.questions[0].label == "x\\x1b[31m")
    #expect(tour.questions[0].options[0].value == "v\\x07")
  }

  /// It was an ordinary comment, and its list a plain list, when `<!--` stood alone.
  @Test func anAskCommentMaySpanLines() throws {
    let tour = try tour(
      "# Theme\n\n<!--\n  ask: theme;\n  required\n-->\n- ( ) Dark\n- ( ) Light\n")
    #expect(tour.questions.map(\.key) == ["theme"])
    #expect(tour.questions.first?.isRequired == true)
  }

  /// One entry a line needs no `;`.
  @Test func anAskCommentMayHoldOneEntryALine() throws {
    let tour = try tour("<!--\n  ask: name\n  text\n  placeholder: Ada\n  required\n-->\n")
    guard case .text(let field) = tour.questions.first?.kind else {
      Issue.record("not a text field: \(tour.questions)")
      return
    }
    #expect(tour.questions.first?.key == "name")
    #expect(field.placeholder == "Ada")
    #expect(tour.questions.first?.isRequired == true)
  }

  @Test func aPatternMayHoldSemicolons() throws {
    let tour = try tour("<!-- ask: list; text; pattern: [^;]+(;[^;]+)*; required -->\n")
    guard case .text(let field) = tour.questions[0].kind else {
      Issue.record("not a text field")
      return
    }
    #expect(field.pattern?.source == "[^;]+(;[^;]+)*")
    #expect(tour.questions[0].isRequired)
    #expect(field.pattern?.matches("a;b;c") == true)
    #expect(field.pattern?.matches("a;;b") == false)
  }

  private func asked(_ text: String, original: Tour? = nil) throws -> TranslationQuestions.Asked {
    let tour = try TourFileParser.parse(
      bytes: Array(text.utf8), path: "t.ja.md", original: original)
    var asked = TranslationQuestions.Asked()
    for page in tour.pages { asked.add(page) }
    return asked
  }

  @Test func aTranslationMustAskTheSameKeysAndValues() throws {
    let originalText = "<!-- ask: theme -->\n- ( ) Dark <!-- value: dark -->\n"
    let original = try asked(originalText)
    let good = try asked("<!-- ask: theme -->\n- ( ) ダーク <!-- value: dark -->\n")
    #expect(TranslationQuestions.problems(good, original: original, path: "t.ja.md").isEmpty)
    let labelsAsValues = try asked("# 一\n\n<!-- ask: theme -->\n- ( ) ダーク\n")
    #expect(
      TranslationQuestions.problems(labelsAsValues, original: original, path: "t.ja.md")
        .map(\.description) == [
          "t.ja.md:3:11: this translation gives `theme` the values ダーク; the original's are "
            + "dark (translate labels; keep values with <!-- value: … -->)"
        ])
    let missing = try asked("# 一\n")
    #expect(
      TranslationQuestions.problems(missing, original: original, path: "t.ja.md").map(\.description)
        == ["t.ja.md:1:1: this translation does not ask `theme`, which the original asks"])
  }

  @Test func everyDifferenceOfATranslationIsReportedOnce() throws {
    let original = try asked(
      """
      <!-- ask: theme; required -->
      - (x) Dark <!-- value: dark -->
      - ( ) Light <!-- value: light -->
      <!-- ask: telemetry -->
      - [ ] Send statistics
      <!-- ask: name; text -->
      ---
      <!-- when: theme = dark -->
      # Dark
      """)
    let translation = try asked(
      """
      <!-- ask: theme -->
      - ( ) ダーク <!-- value: dark -->
      - (x) ライト <!-- value: light -->
      <!-- ask: telemetry -->
      - [ ] 統計を送る
      <!-- ask: colour -->
      - ( ) 赤
      ---
      # ダーク
      """)
    let problems = TranslationQuestions.problems(translation, original: original, path: "t.ja.md")
      .map(\.description)
    #expect(
      problems == [
        "t.ja.md:1:1: this translation does not ask `name`, which the original asks",
        "t.ja.md:1:1: this translation shows page 2 always; the original shows it when `theme = dark`",
        "t.ja.md:1:11: this translation asks `theme` as not required; the original requires it",
        "t.ja.md:1:11: this translation starts `theme` at `light`; the original at `dark`",
        "t.ja.md:6:11: this translation asks `colour`, which the original does not ask",
      ], "\(problems)")
  }

  @Test func conditionsTestAnswersTheWayTheirQuestionIsAnswered() throws {
    let base = """
      <!-- ask: theme -->
      - ( ) Dark <!-- value: dark -->
      <!-- ask: telemetry -->
      - [ ] Send statistics
      <!-- ask: features -->
      - [ ] Sync <!-- value: sync -->
      - [ ] Mail <!-- value: mail -->
      ---
      """
    for good in [
      "theme = dark", "theme != dark", "telemetry", "not telemetry", "features has sync",
    ] {
      let tour = try tour(base + "\n<!-- when: \(good) -->\n# Two\n")
      #expect(tour.pages[1].settings.condition?.description == good)
    }
    for (bad, message) in [
      ("theme has dark", "`theme` has one answer: test it with `=` or `!=`"),
      ("features = sync", "`features` has several answers: test it with `has`"),
      ("telemetry = yes", "`telemetry` is a yes/no question: write `telemetry` or `not telemetry`"),
      ("features has post", "`features` has no option `post` (its values: sync, mail)"),
    ] {
      let error = #expect(throws: TourFileError.self) {
        try self.tour(base + "\n<!-- when: \(bad) -->\n# Two\n")
      }
      #expect(error?.message == "when `\(bad)`: \(message)")
    }
  }

  @Test func aConditionOnALaterQuestionIsRefused() {
    let error = #expect(throws: TourFileError.self) {
      try tour("<!-- when: theme = dark -->\n# One\n\n<!-- ask: theme -->\n- ( ) dark\n")
    }
    #expect(error?.message.contains("no earlier page asks `theme`") == true)
  }

  @Test func askInsideAListIsRefused() {
    let error = #expect(throws: TourFileError.self) {
      try tour("- item\n\n  <!-- ask: theme -->\n  - ( ) dark\n")
    }
    #expect(error?.message.contains("must stand at the top level of a page") == true)
  }

  @Test func aChoiceWithTwoDefaultsOrTwoEqualValuesIsRefused() {
    let twoDefaults = #expect(throws: TourFileError.self) {
      try tour("<!-- ask: a -->\n- (x) one\n- (x) two\n")
    }
    #expect(twoDefaults?.message == "two options of `a` are marked (x): one choice has one default")
    let sameValue = #expect(throws: TourFileError.self) {
      try tour("<!-- ask: a -->\n- ( ) one <!-- value: v -->\n- ( ) two <!-- value: v -->\n")
    }
    #expect(sameValue?.message == "two options of `a` have the value `v`")
  }

  @Test func textOptionsOnAChoiceAreRefused() {
    let error = #expect(throws: TourFileError.self) {
      try tour("<!-- ask: a; placeholder: x -->\n- ( ) one\n")
    }
    #expect(error?.message == "`placeholder` is for text fields: add `text` to the ask")
  }
}
