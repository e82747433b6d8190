import Testing
import TourTerminal

@testable import TourKit

/// Answers through the embedding API: typed on an injected terminal, preset, remembered by the
/// launch gate, and nothing at all when the user opted out. In ``PresentTests``, whose tests run
/// one at a time: a process shows one tour at a time.
extension PresentTests {
  static let questionTour = try! Tour.parse(
    """
    # Theme

    <!-- ask: theme -->
    - ( ) Dark <!-- value: dark -->
    - (x) Light <!-- value: light -->

    <!-- ask: telemetry -->
    - [ ] Send statistics
    ---
    # Name

    <!-- ask: name; text -->
    """, name: "answers.md")

  @Test func answersTypedOnTheTerminalComeBackTyped() async throws {
    let terminal = try PseudoTerminal()
    let presentation = Presentation(
      Self.questionTour, options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Theme")
    // Dark (↑ from the default, Light), Enter: on to telemetry; Space ticks it; → the name.
    terminal.type("\u{1B}[A\r \u{1B}[C")
    try await terminal.waitForOutput(containing: "Name")
    terminal.type("Ada q\r")
    let result = try await presentation.wait()
    #expect(result.ending == .completed)
    #expect(result.answers.choice("theme") == "dark")
    #expect(result.answers.flag("telemetry") == true)
    #expect(result.answers.text("name") == "Ada q")
    #expect(result.answers.json == #"{"theme":"dark","telemetry":true,"name":"Ada q"}"#)
    await terminal.close()
  }

  @Test func leavingEarlyReturnsTheAnswersSoFar() async throws {
    let terminal = try PseudoTerminal()
    let presentation = Presentation(
      Self.questionTour, options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Theme")
    terminal.type("\u{1B}[A q")
    let result = try await presentation.wait()
    #expect(result.ending == .skipped(atPage: 0))
    #expect(result.answers.choice("theme") == "dark")
    await terminal.close()
  }

  @Test func presetsStartTheQuestionsAndComeBackWithoutATerminal() {
    var options = PresentOptions { _ in nil }
    options.answers = ["theme": .choice("dark"), "name": .text("Grace"), "nope": .flag(true)]
    let result = present(Self.questionTour, options: options)
    #expect(result.ending == .noTerminal)
    #expect(result.answers.keys == ["theme", "telemetry", "name"])
    #expect(result.answers.choice("theme") == "dark")
    #expect(result.answers.flag("telemetry") == false)
    #expect(result.answers.text("name") == "Grace")
  }

  @Test func theGateRemembersAFinishedRunsAnswersAndStartsFromThem() throws {
    let store = InMemoryTourStore()
    var options = PresentOptions { _ in nil }
    options.textMode = .always
    options.write = { _ in }
    options.answers = ["theme": .choice("dark")]
    let first = try presentIfNeeded(
      Self.questionTour, app: "notes", version: "1.0", store: store, options: options)
    #expect(first.ending == .printed)
    let record = try store.record(for: AppID("notes"))
    #expect(record?.answers.choice("theme") == "dark")

    // Read without presenting, and fitted to the tour when it starts again.
    let launch = try AppLaunch(app: "notes", version: "1.0", store: store, warn: { _ in })
    #expect(launch.rememberedAnswers.choice("theme") == "dark")
    options.answers = [:]
    let again = try presentIfNeeded(
      Self.questionTour, app: "notes", version: "1.0", store: store, options: options)
    #expect(again.ending == .notNeeded)
    #expect(again.answers.choice("theme") == "dark")
    let forced = try presentIfNeeded(
      Self.questionTour, app: "notes", version: "1.0", store: store, override: .force,
      options: options)
    #expect(forced.answers.choice("theme") == "dark")
  }

  @Test func aWhatsNewRunMergesItsNewAnswersWithTheRemembered() throws {
    let store = InMemoryTourStore(records: [
      AppRecord(
        app: "notes",
        entries: [
          AppRecord.Entry(
            version: "1.0", outcome: .finished, date: "2026-01-01T00:00:00Z",
            answers: TourAnswers(json: .object([("theme", .string("dark"))])))
        ])
    ])
    let upgrade = try Tour.parse(
      """
      # One
      ---
      <!-- since: 2.0 -->
      # New: sync

      <!-- ask: sync -->
      - [x] Sync between machines
      """)
    var options = PresentOptions { _ in nil }
    options.textMode = .always
    options.write = { _ in }
    let result = try presentIfNeeded(
      upgrade, app: "notes", version: "2.0", store: store, options: options)
    #expect(result.ending == .printed)
    // The tour's own, in its order, then what the record remembers under keys it no longer
    // asks.
    #expect(result.answers.keys == ["sync", "theme"])
    #expect(result.answers.flag("sync") == true)
    let record = try store.record(for: AppID("notes"))
    #expect(record?.answers.keys == ["theme", "sync"])
  }

  @Test func tourDisableShowsAndRemembersNothing() throws {
    let store = InMemoryTourStore()
    var written = ""
    var options = PresentOptions { $0 == "TOUR_DISABLE" ? "1" : nil }
    options.textMode = .always
    options.write = { written += $0 }
    #expect(options.isDisabled)
    let result = try presentIfNeeded(
      Self.questionTour, app: "notes", version: "1.0", store: store, options: options)
    #expect(result.ending == .disabled)
    #expect(result.exitStatus == 0)
    #expect(result.answers.choice("theme") == "light")
    #expect(present(Self.questionTour, options: options).ending == .disabled)
    #expect(written.isEmpty)
    #expect(try store.record(for: AppID("notes")) == nil)
  }
}
