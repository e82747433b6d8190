import Testing

@testable import TourKit

@Suite("Tour answers")
struct TourAnswersTests {
  static let questions = try! Tour.parse(
    """
    <!-- ask: theme -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->
    <!-- ask: features -->
    - [x] Sync <!-- value: sync -->
    - [ ] Mail <!-- value: mail -->
    <!-- ask: telemetry -->
    - [ ] Statistics
    <!-- ask: full-name; text; default: Ada -->
    """
  ).questions

  @Test func everyKeyHasAPlaceInTheToursOrder() {
    let answers = TourAnswers(questions: Self.questions)
    #expect(answers.keys == ["theme", "features", "telemetry", "full-name"])
    #expect(answers["theme"] == nil)
    #expect(
      answers.json == #"{"theme":null,"features":["sync"],"telemetry":false,"full-name":"Ada"}"#)
  }

  @Test func answersThatDoNotFitTheirQuestionLeaveTheDefault() {
    let answers = TourAnswers(
      questions: Self.questions,
      answers: [
        "theme": .text("light"), "features": .choices(["mail", "gone", "sync"]),
        "telemetry": .text("yes"), "full-name": .choice("Grace"),
      ])
    #expect(answers["theme"] == .choice("light"))
    #expect(answers["features"] == .choices(["sync", "mail"]))
    #expect(answers["telemetry"] == .flag(false))
    #expect(answers["full-name"] == .text("Grace"))
    let unknown = TourAnswers(questions: Self.questions, answers: ["theme": .text("blue")])
    #expect(unknown["theme"] == nil)
  }

  @Test func shellAssignmentsGiveBackAnyTextThroughEval() throws {
    let hostile = "it's $HOME `id` \"q\" \\ \n日本 ; rm -rf /"
    // Read back from a record, as JSON has it: quoted whatever it holds; its line break is a
    // space, as in typed text.
    let answers = TourAnswers(
      json: .object([
        ("theme", .string("dark")), ("features", .array([.string("sync")])),
        ("telemetry", .bool(false)), ("full-name", .string(hostile)),
      ]))
    let script = answers.shellAssignments()
    #expect(
      script == """
        TOUR_THEME='dark'
        TOUR_FEATURES='sync'
        TOUR_TELEMETRY='false'
        TOUR_FULL_NAME='it'\\''s $HOME `id` "q" \\  日本 ; rm -rf /'

        """)
  }

  @Test func rememberedTextIsCleanedAsTypedTextIs() {
    // A record anyone can edit: a NUL, a title and a colour escape, a line break.
    let hostile = "Ada\u{0}Love\u{1B}]0;owned\u{7}\u{1B}[31mlace\nKing\u{9B}2J"
    let answers = TourAnswers(
      json: .object([
        ("nick", .string(hostile)), ("tags", .array([.string("a\u{1B}[0m"), .string("b\r\n")])),
      ]))
    #expect(answers.text("nick") == "AdaLove]0;owned[31mlace King2J")
    #expect(answers.choices("tags") == ["a[0m", "b "])
    #expect(
      answers.shellAssignments()
        == "TOUR_NICK='AdaLove]0;owned[31mlace King2J'\nTOUR_TAGS='a[0m b '\n")
  }

  @Test func tourSettingsAndTakenNamesAreNeverGivenByAnswers() {
    // Remembered from a tour that still asked these keys: none may set TOUR_DISABLE or
    // TOUR_ACCESSIBLE, and of `a-b` and `a_b` the first keeps TOUR_A_B.
    let answers = TourAnswers(
      json: .object([
        ("disable", .bool(false)), ("accessible", .string("0")), ("reduce-motion", .string("0")),
        ("watch_poll", .string("0")), ("debug-crash", .string("segv")), ("a-b", .string("x")),
        ("a_b", .string("y")), ("theme", .string("dark")),
      ]))
    #expect(answers.environmentVariables().map(\.name) == ["TOUR_A_B", "TOUR_THEME"])
    #expect(answers.environmentVariables().first?.value == "x")
    #expect(answers.shellAssignments() == "TOUR_A_B='x'\nTOUR_THEME='dark'\n")
    // Under another prefix nothing is tour's own.
    #expect(answers.environmentVariables(prefix: "APP_").count == 7)
  }

  @Test func everySettingTourReadsIsAReservedName() {
    #expect(
      Set(TourVariable.allCases.map(\.rawValue)) == [
        "TOUR_DISABLE", "TOUR_ACCESSIBLE", "TOUR_REDUCE_MOTION", "TOUR_WATCH_POLL",
        "TOUR_DEBUG_CRASH",
      ])
    #expect(TourVariable.isReserved(TourVariable.answerName(forKey: "reduce-motion")))
    #expect(!TourVariable.isReserved(TourVariable.answerName(forKey: "theme")))
  }

  @Test func jsonRoundTripsThroughTheStoresRecord() throws {
    // As JSON has them: a line break read back is a space, as in typed text.
    let answers = TourAnswers(
      json: .object([
        ("theme", .string("dark")), ("features", .array([.string("sync")])),
        ("telemetry", .bool(false)), ("full-name", .string("A \"quoted\"\nname")),
      ]))
    let record = AppRecord(
      app: "notes",
      entries: [AppRecord.Entry(version: "1.0", outcome: .finished, date: "d", answers: answers)])
    let json = try JSONValue.parse(Array(record.json.serialized.utf8))
    let read = try #require(AppRecord(json: json))
    #expect(read.answers.choice("theme") == "dark")
    #expect(read.answers.choices("features") == ["sync"])
    #expect(read.answers.flag("telemetry") == false)
    #expect(read.answers.text("full-name") == "A \"quoted\" name")
    // Fitted to the questions again, the text is the choice it was, and the text as if typed.
    let fitted = TourAnswers(questions: Self.questions, answers: read.answers.byKey)
    #expect(
      fitted
        == TourAnswers(
          questions: Self.questions,
          answers: ["theme": .choice("dark"), "full-name": .text("A \"quoted\" name")]))
  }

  @Test func laterRunsAnswersWinAndEarlierKeysStay() {
    let first = TourAnswers(json: .object([("theme", .string("dark")), ("a", .bool(true))]))
    let second = TourAnswers(json: .object([("theme", .string("light")), ("b", .string("x"))]))
    let merged = first.merging(second)
    #expect(merged.keys == ["theme", "a", "b"])
    #expect(merged.choice("theme") == "light")
  }

  @Test func presetsAreParsedByTheirQuestion() throws {
    let theme = Self.questions[0]
    #expect(try theme.answer(parsing: "dark") == .choice("dark"))
    #expect(throws: AnswerParseError("'blue' is not one of 'dark', 'light'")) {
      try theme.answer(parsing: "blue")
    }
    #expect(try Self.questions[1].answer(parsing: "mail, sync") == .choices(["sync", "mail"]))
    #expect(try Self.questions[2].answer(parsing: "YES") == .flag(true))
    #expect(try Self.questions[3].answer(parsing: "Grace") == .text("Grace"))
  }

  /// A text given rather than typed (a Swift preset, `--answer`, a remembered answer) is taken
  /// as typed text is: line breaks and tabs as spaces, other control characters left out.
  @Test func givenTextIsSanitizedAsTypedTextIs() throws {
    let given = "Ada\nLove\r\nlace\tthe\u{1B}[31m first\u{7}\u{0}\u{85}!"
    let typed = "Ada Love lace the[31m first!"
    var field = TextEditing("")
    field.insert(given)
    #expect(field.text == typed)
    let preset = TourAnswers(questions: Self.questions, answers: ["full-name": .text(given)])
    #expect(preset.text("full-name") == typed)
    let question = try #require(Self.questions.first { $0.key == "full-name" })
    #expect(try question.answer(parsing: given) == .text(typed))
  }
}

/// A host that asks the questions its own way, with TourKit's public API alone (the TourKit
/// article "Answering a tour's questions your own way" walks through these steps).
@Suite("Answers asked a host's own way")
struct AnswersOfAHostsOwnWayTests {
  static let tour = """
    # Set up

    <!-- ask: theme -->
    - ( ) Dark <!-- value: dark -->
    - (x) Light <!-- value: light -->

    <!-- ask: telemetry -->
    - [x] Send anonymous usage statistics

    ---
    <!-- when: theme = dark -->
    # Dark it is

    ---
    # Done
    """

  @Test func answersFitTheToursQuestionsAndDecideItsPages() throws {
    let tour = try Tour.parse(Self.tour, name: "tour.md")
    #expect(tour.questions.map(\.key) == ["theme", "telemetry"])
    let answers = TourAnswers(
      for: tour,
      answers: ["theme": .choice("dark"), "telemetry": .flag(false), "unknown": .text("x")])
    #expect(answers.json == #"{"theme":"dark","telemetry":false}"#)
    let shown = { (answers: TourAnswers) in
      tour.pages.filter { page in
        page.settings.condition.map { $0.isMet(by: answers[$0.key]) } ?? true
      }.map(\.title)
    }
    #expect(shown(answers) == ["Set up", "Dark it is", "Done"])
    // Answers that do not fit leave the defaults: Light, so the dark page is left out.
    let unfit = TourAnswers(
      for: tour, answers: ["theme": .choice("blue"), "telemetry": .text("no")])
    #expect(unfit.json == #"{"theme":"light","telemetry":true}"#)
    #expect(shown(unfit) == ["Set up", "Done"])
  }

  @Test func theLaunchGateRemembersThemForTheNextLaunch() throws {
    let tour = try Tour.parse(Self.tour, name: "tour.md")
    let store = InMemoryTourStore()
    var warnings: [String] = []
    let first = try AppLaunch(app: "mytool", version: "1.4", store: store) { warnings.append($0) }
    guard case .show = first.decide(for: tour) else {
      Issue.record("a first launch shows the tour")
      return
    }
    first.remember(.finished, answers: TourAnswers(for: tour, answers: ["theme": .choice("dark")]))
    let next = try AppLaunch(app: "mytool", version: "1.4", store: store) { warnings.append($0) }
    guard case .skip = next.decide(for: tour) else {
      Issue.record("the tour is not due again at the same version")
      return
    }
    #expect(next.rememberedAnswers.choice("theme") == "dark")
    #expect(next.rememberedAnswers.flag("telemetry") == true)
    #expect(warnings.isEmpty)
  }
}
