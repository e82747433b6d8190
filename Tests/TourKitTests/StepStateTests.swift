import Testing

@testable import TourKit

/// Steps in the running tour: checks start as their page comes up, run steps when activated,
/// reports of their commands become status, output and answers, Esc stops one, a required step
/// holds its page, and the spinner is paced by the state's deadline. Time is the injected clock.
@Suite("Steps in the running tour")
struct StepStateTests {
  static let tour = """
    # Set up

    <!-- step: git; label: Git is configured; required -->
    <!-- step: folder; label: Create the config folder; run; timeout: 5s -->

    ---

    <!-- when: git = false -->
    # Configure git

    ---

    # Done
    """

  static func state(
    _ text: String = tour, available: Set<String> = ["git", "folder"], reduceMotion: Bool = false
  ) throws -> TourState {
    var options = TourOptions(slideDuration: .zero)
    options.availableSteps = available
    options.reducesMotion = reduceMotion
    return TourState(tour: try Tour.parse(text), width: 60, height: 20, options: options)
  }

  func text(of layout: PageLayout) -> String {
    layout.lines.map(\.text).joined(separator: "\n")
  }

  @Test func theCommentNamesAStepAndNeverACommand() throws {
    let questions = try Tour.parse(Self.tour).questions
    #expect(questions.map(\.key) == ["git", "folder"])
    #expect(questions[0].step == StepSettings(mode: .check))
    #expect(questions[0].isRequired && questions[0].label == "Git is configured")
    #expect(questions[1].step == StepSettings(mode: .run, timeout: .seconds(5)))
  }

  @Test(arguments: [
    ("<!-- step: a; interactive; timeout: 2m -->", StepMode.interactive, Duration.seconds(120)),
    ("<!-- step: a; timeout: 1.5s -->", .check, .milliseconds(1500)),
    ("<!-- step: a; timeout: 90 -->", .check, .seconds(90)),
    ("<!-- step: a -->", .check, StepSettings.defaultTimeout),
  ])
  func modesAndTimeLimits(comment: String, mode: StepMode, timeout: Duration) throws {
    let step = try #require(try Tour.parse("# A\n\n\(comment)\n").questions.first?.step)
    #expect(step.mode == mode && step.timeout == timeout)
  }

  @Test(arguments: [
    ("<!-- step: a; run; interactive -->", "2:20: a step is one of check, run or interactive"),
    ("<!-- step: a; timeout: 0 -->", "2:24: bad timeout `0`"),
    ("<!-- step: a; timeout: 25h -->", "2:24: bad timeout `25h`"),
    ("<!-- step: a; runs -->", "2:15: unknown step option `runs` (did you mean `run`?)"),
    ("<!-- step: -->", "2:11: `step:` needs a key"),
    ("<!-- step a -->", "2:6: `step` needs a colon after it: `step: KEY`"),
    ("> <!-- step: a -->", "2:3: `step: a` must stand at the top level"),
  ])
  func mistakesAreSaidWhereTheyAre(comment: String, message: String) {
    #expect {
      try Tour.parse("# A\n\(comment)\n", name: "t.md")
    } throws: { error in
      "\(error)".contains("t.md:" + message)
    }
  }

  @Test func aCheckStartsAsItsPageComesUpWithTheAnswersSoFar() throws {
    let state = try Self.state()
    #expect(state.stepRuns.map(\.key) == ["git"])
    #expect(state.stepRuns.first?.mode == .check)
    #expect(state.steps["git"]?.status == .running(run: 1, since: .zero))
    // The run step waits for the user.
    #expect(state.steps["folder"] == nil)
  }

  @Test func aReportBecomesOutputUnderTheStepThenItsOutcomeAnAnswer() throws {
    var state = try Self.state()
    let run = try #require(state.stepRuns.first).id
    state.handle(.steps([StepReport(run: run, output: ["checking…"])]), at: .milliseconds(200))
    #expect(text(of: state.layout(ofPage: 0)).contains("checking…"))
    #expect(state.answers["git"] == nil)
    state.handle(
      .steps([StepReport(run: run, output: ["user.name is not set"], ending: .exited(1))]),
      at: .milliseconds(400))
    #expect(state.steps["git"]?.status == .ended(.exited(1)))
    #expect(state.answers["git"] == .flag(false))
    #expect(state.stepRuns.isEmpty)
    #expect(text(of: state.layout(ofPage: 0)).contains("user.name is not set"))
    // `when: git = false`: the help page is shown to those whose check failed.
    #expect(state.geometry.pageCount == 3)
  }

  @Test func aPassedCheckHidesTheHelpPageAndLetsTheTourOn() throws {
    var state = try Self.state()
    state.handle(.steps([StepReport(run: 1, output: [], ending: .exited(0))]), at: .seconds(1))
    #expect(state.answers["git"] == .flag(true))
    #expect(state.geometry.pageCount == 2)
    state.handle(.key(.right), at: .seconds(2))
    #expect(state.targetPage == 1)
  }

  @Test func aRequiredStepHoldsThePageUntilItPassed() throws {
    var state = try Self.state()
    state.handle(.key(.right), at: .seconds(1))
    #expect(state.targetPage == 0)
    #expect(state.refusal == .stepNotPassed)
    state.handle(.steps([StepReport(run: 1, output: [], ending: .exited(2))]), at: .seconds(2))
    state.handle(.key(.right), at: .seconds(3))
    #expect(state.targetPage == 0)
  }

  @Test func aStepWithoutACommandIsNotAvailableAndNeverHolds() throws {
    var state = try Self.state(available: [])
    #expect(state.stepRuns.isEmpty)
    let screen = TourRenderer(colorDepth: .none).render(state, at: .zero).plainText
    #expect(screen.contains("– Git is configured · not available"), "\(screen)")
    state.handle(.key(.right), at: .seconds(1))
    #expect(state.targetPage == 1)
  }

  @Test func rRunsACheckAgainAndEscStopsIt() throws {
    var state = try Self.state()
    state.handle(.steps([StepReport(run: 1, output: [], ending: .exited(1))]), at: .seconds(1))
    state.handle(.key(.character("r")), at: .seconds(2))
    #expect(state.stepRuns.map(\.id) == [2])
    #expect(state.steps["git"]?.status == .running(run: 2, since: .seconds(2)))
    // A late report of the first run changes nothing.
    state.handle(.steps([StepReport(run: 1, output: ["old"], ending: .exited(0))]), at: .seconds(2))
    #expect(state.steps["git"]?.status == .running(run: 2, since: .seconds(2)))
    state.handle(.key(.escape), at: .seconds(3))
    #expect(state.stepRuns.isEmpty)
    #expect(state.steps["git"]?.status == .ended(.cancelled))
    #expect(state.answers["git"] == .flag(false))
    #expect(state.outcome == nil)
    // Nothing runs now: Esc leaves, as everywhere.
    state.handle(.key(.escape), at: .seconds(4))
    #expect(state.outcome == .skipped(atPage: 0))
  }

  @Test func enterRunsARunStepWithTheAnswersSoFarAndGoesOnOnceItPassed() throws {
    var state = try Self.state(
      "# A\n\n<!-- ask: name; text; default: Ada -->\n<!-- step: folder; run -->\n\n---\n\n# B\n")
    state.handle(.key(.tab), at: .zero)
    state.handle(.key(.enter), at: .seconds(1))
    let run = try #require(state.stepRuns.first)
    #expect(run.key == "folder" && run.mode == .run)
    #expect(run.answers.contains { $0 == (name: "TOUR_NAME", value: "Ada") })
    // Enter again while it runs starts nothing more.
    state.handle(.key(.enter), at: .seconds(1))
    #expect(state.stepRuns.count == 1)
    state.handle(.steps([StepReport(run: run.id, output: [], ending: .exited(0))]), at: .seconds(2))
    state.handle(.key(.enter), at: .seconds(3))
    #expect(state.targetPage == 1)
  }

  @Test func aRunStepThatPassedHasThePagesChecksLookAgain() throws {
    var state = try Self.state(
      "# A\n\n<!-- step: folder; label: A folder exists -->\n<!-- step: create; run -->\n",
      available: ["folder", "create"])
    state.handle(.steps([StepReport(run: 1, output: [], ending: .exited(1))]), at: .seconds(1))
    state.handle(.key(.tab), at: .seconds(2))
    state.handle(.key(.enter), at: .seconds(2))
    #expect(state.stepRuns.map(\.key) == ["create"])
    state.handle(.steps([StepReport(run: 2, output: [], ending: .exited(0))]), at: .seconds(3))
    #expect(state.stepRuns.map(\.key) == ["folder"])
    #expect(state.steps["folder"]?.status == .running(run: 3, since: .seconds(3)))
    // A run step that failed changes nothing: the check is not run again for it.
    var failing = try Self.state(
      "# A\n\n<!-- step: folder; label: A folder exists -->\n<!-- step: create; run -->\n",
      available: ["folder", "create"])
    failing.handle(.steps([StepReport(run: 1, output: [], ending: .exited(1))]), at: .seconds(1))
    failing.handle(.key(.tab), at: .seconds(2))
    failing.handle(.key(.enter), at: .seconds(2))
    failing.handle(.steps([StepReport(run: 2, output: [], ending: .exited(1))]), at: .seconds(3))
    #expect(failing.stepRuns.isEmpty)
  }

  @Test func escStopsARunningStepWhereverTheFocusIs() throws {
    var state = try Self.state(
      "# A\n\n<!-- ask: name; text -->\n<!-- step: slow -->\n\n---\n\n# B\n", available: ["slow"])
    #expect(state.stepRuns.map(\.key) == ["slow"])
    // The focus is in the text field: Esc leaves the field, a second stops the step.
    state.handle(.key(.escape), at: .seconds(1))
    state.handle(.key(.escape), at: .seconds(1))
    #expect(state.outcome == nil)
    #expect(state.stepRuns.isEmpty && state.answers["slow"] == .flag(false))
    state.handle(.key(.escape), at: .seconds(2))
    #expect(state.outcome == .skipped(atPage: 0))
  }

  @Test func mustPassIsForgottenOnceTheStepPassed() throws {
    var state = try Self.state()
    state.handle(.key(.right), at: .seconds(1))
    #expect(state.refusal == .stepNotPassed)
    state.handle(.steps([StepReport(run: 1, output: [], ending: .exited(0))]), at: .seconds(2))
    #expect(state.refusal == nil)
  }

  @Test func spaceOnACheckIsThePagesSpace() throws {
    var state = try Self.state(available: ["folder"])
    #expect(state.keyContext == .step)
    state.handle(.key(.character(" ")), at: .seconds(1))
    #expect(state.targetPage == 1)
  }

  @Test func aStepsOnlyToursHelpListsNoQuestionKeys() throws {
    let state = try Self.state("# A\n\n<!-- step: folder -->\n")
    let help = state.helpOverlay.lines.map(\.text)
    #expect(help.contains("On a step"))
    #expect(!help.contains("On a question") && !help.contains("In a text field"))
  }

  @Test func aClickOnARunStepRunsIt() throws {
    var state = try Self.state("# A\n\n<!-- step: folder; run; label: Create it -->\n")
    let screen = TourRenderer(colorDepth: .none).render(state, at: .zero).plainText
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains("Create it") })
    let x = try #require(rows[y].firstRange(of: "Create it")).lowerBound.utf16Offset(in: rows[y])
    state.handle(.pointerDown(x: x, y: y), at: .zero)
    state.handle(.pointerUp(x: x, y: y), at: .milliseconds(50))
    #expect(state.stepRuns.map(\.key) == ["folder"])
  }

  @Test func theSpinnerIsPacedByTheDeadlineAndStillUnderReducedMotion() throws {
    let state = try Self.state()
    #expect(state.nextDeadline(after: .milliseconds(250)) == .milliseconds(300))
    // On a turn exactly, the next turn: never `now` again, which would spin the loop.
    for turn in 1...30 {
      let now = Duration.milliseconds(100 * turn)
      #expect(state.nextDeadline(after: now) == now + .milliseconds(100))
    }
    let still = try Self.state(reduceMotion: true)
    #expect(still.nextDeadline(after: .milliseconds(250)) == .seconds(1))
    let at = { (state: TourState, time: Duration) in
      TourRenderer(colorDepth: .none).render(state, at: time).plainText
    }
    #expect(at(state, .zero).contains("⠋ Git is configured"))
    #expect(at(state, .milliseconds(120)).contains("⠙ Git is configured"))
    #expect(at(state, .milliseconds(2500)).contains("Git is configured · 2s"))
    #expect(at(still, .milliseconds(2500)).contains("○ Git is configured · running… 2s"))
    // Nothing runs: nothing to wake for.
    var ended = state
    ended.handle(.steps([StepReport(run: 1, output: [], ending: .exited(0))]), at: .seconds(3))
    #expect(ended.nextDeadline(after: .seconds(3)) == nil)
  }

  @Test func aStepsOutcomeIsHandedOnButNeverRemembered() throws {
    var state = try Self.state()
    state.handle(.steps([StepReport(run: 1, output: [], ending: .exited(0))]), at: .seconds(1))
    #expect(state.answers.outcomeKeys == ["git", "folder"])
    #expect(
      state.answers.environmentVariables().contains { $0 == (name: "TOUR_GIT", value: "true") })
    // Never preset, never fitted from a record or `--answers-from`.
    let preset = TourState(
      tour: try Tour.parse(Self.tour), width: 60, height: 20, answers: ["git": .flag(true)])
    #expect(preset.answers["git"] == nil)
    #expect(throws: AnswerParseError.self) {
      try preset.tour.questions[0].answer(parsing: "true")
    }
  }

  @Test func checkNotesEachStepAndWarnsOfAPageNoOneReaches() throws {
    let problems = TourCheck.problems(
      in: try Tour.parse(Self.tour), sizes: [ScreenSize(width: 80, height: 24)],
      options: TourOptions())
    let notes = problems.filter(\.namesStep).map(\.finding.description)
    #expect(notes.count == 2 && notes[0].hasPrefix("3:12: note: step `git` (check, required)"))
    let warning = try #require(problems.first { $0.severity == .warning })
    #expect(warning.finding.description.hasPrefix("8:12: warning: `when: git = false` shows"))
    // Not required: the help page is reached, and nothing is said.
    let optional = TourCheck.problems(
      in: try Tour.parse(Self.tour.filling("; required", with: "")),
      sizes: [ScreenSize(width: 80, height: 24)], options: TourOptions())
    #expect(!optional.contains { $0.severity == .warning })
  }

  @Test func nothingRunsWhilePagesArePreviewed() throws {
    var options = TourOptions(slideDuration: .zero)
    options.availableSteps = ["git"]
    options.previewsEveryPage = true
    let state = TourState(tour: try Tour.parse(Self.tour), width: 60, height: 20, options: options)
    #expect(state.stepRuns.isEmpty)
  }
}
