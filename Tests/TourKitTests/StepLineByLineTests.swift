import Testing

@testable import TourKit

/// Steps line by line (accessible mode): a check runs where it stands and says how it came out,
/// a failed one offers `r`, a required one holds its page until it passed, a run step asks
/// before it runs, one with no command is not available, and outcomes are answers that pages
/// follow. The runs are scripted: each report is handed back as a runner would.
@Suite("Steps line by line")
struct StepLineByLineTests {
  static let tour = try! Tour.parse(
    """
    # Sign in

    First GitHub.

    <!-- step: signin; label: Signed in to GitHub -->

    Then your folder.

    <!-- step: folder; label: Create the config folder; run -->

    ---
    <!-- when: signin = false -->
    # Sign in by hand

    Run `gh auth login`.

    ---
    # Done
    """, name: "steps.md")

  /// A turn of the conversation: a line typed (`nil`: the end of input), or what the run the
  /// tour asked for came to.
  enum Turn {
    case line(String?)
    case report(StepEnding, output: [String] = [])
  }

  /// What a conversation wrote (each line typed in angle brackets, each run as `{run ID KEY
  /// MODE}`), how it ended, its answers and the runs it asked for.
  struct Run {
    var transcript = ""
    var ending: TourResult.Ending?
    var answers: TourAnswers
    var runs: [StepRun] = []
  }

  /// Runs `tour` on `turns` until it ends or the turns run out; a turn that does not fit (a
  /// line where a run is due) is recorded as `{unexpected}`.
  static func run(
    _ turns: [Turn], tour: Tour = tour, available: Set<String> = ["signin", "folder"],
    labels: ChromeLabels = .english, unicode: Bool = true
  ) -> Run {
    var conversation = LineByLineTour(
      tour: tour, labels: labels, unicode: unicode, availableSteps: available)
    var step = conversation.start()
    var run = Run(transcript: step.text, answers: conversation.answers)
    for turn in turns where step.ending == nil {
      switch (turn, step.run) {
      case (.report(let ending, let output), let due?):
        run.runs.append(due)
        run.transcript += "{run \(due.id) \(due.key) \(due.mode)}"
        step = conversation.finished(StepReport(run: due.id, output: output, ending: ending))
      case (.line(let line), nil):
        run.transcript += "<\(line ?? "^D")>\n"
        step = conversation.reply(line.map { .line($0) } ?? .end)
      default:
        run.transcript += "{unexpected}"
        return run
      }
      run.transcript += step.text
    }
    run.ending = step.ending
    run.answers = conversation.answers
    return run
  }

  @Test func aCheckRunsWhereItStandsAndSaysItPassed() {
    let run = Self.run([
      .report(.exited(0), output: ["Logged in as ada"]), .line("s"), .line(""), .line(""),
    ])
    #expect(
      run.transcript == """
        Sign in

        First GitHub.

        Checking: Signed in to GitHub … {run 1 signin check}passed
          Logged in as ada

        Then your folder.

        Create the config folder — Enter to run, s to skip: <s>
        Page 1 of 2 — Enter: next, q: quit <>

        Done

        Page 2 of 2 — Enter: start, b: back, q: quit <>

        """)
    #expect(run.ending == .completed)
    #expect(run.answers.flag("signin") == true)
    // Skipped: not run, no outcome.
    #expect(run.answers["folder"] == nil)
  }

  @Test func aFailedCheckSaysHowWithItsOutputAndRRunsItAgain() throws {
    let run = Self.run([
      .report(.exited(1), output: ["not logged in", "run gh auth login"]), .line("r"),
      .report(.exited(0)),
    ])
    #expect(
      run.transcript.contains(
        """
        Checking: Signed in to GitHub … {run 1 signin check}failed (exit 1)
          not logged in
          run gh auth login
        r to retry, Enter to go on: <r>
        Checking: Signed in to GitHub … {run 2 signin check}passed

        Then your folder.
        """), "\(run.transcript)")
    #expect(run.answers.flag("signin") == true)
    #expect(run.runs.map(\.id) == [1, 2])
  }

  @Test func aRequiredStepThatFailedRefusesEnterButLetsTheUserLeave() throws {
    let tour = try Tour.parse("# A\n\n<!-- step: git; label: Git is set up; required -->\n")
    let run = Self.run(
      [.report(.timedOut), .line(""), .line("x"), .line("q")], tour: tour, available: ["git"])
    #expect(
      run.transcript == """
        A

        Checking: Git is set up … {run 1 git check}failed (timed out after 1m00s)
        r to retry, Enter to go on: <>
        This step must pass to continue
        r to retry, Enter to go on: <x>
        r to retry, Enter to go on: <q>

        """)
    #expect(run.ending == .skipped(atPage: 0))
    #expect(run.answers.flag("git") == false)
  }

  @Test func aRunStepIsSkippedWithSOrRunWithEnter() throws {
    let skipped = Self.run([.report(.exited(0)), .line("s")])
    #expect(skipped.runs.map(\.key) == ["signin"])
    #expect(skipped.transcript.hasSuffix("s to skip: <s>\nPage 1 of 2 — Enter: next, q: quit "))
    let ran = Self.run([.report(.exited(0)), .line(""), .report(.exited(0))])
    #expect(
      ran.transcript.contains(
        "Enter to run, s to skip: <>\nCreate the config folder … {run 2 folder run}passed\n"
          + "Page 1 of 2"), "\(ran.transcript)")
    #expect(ran.answers.flag("folder") == true)
    // The answers so far go with the run: the check's outcome among them.
    let folder = try #require(ran.runs.last)
    #expect(folder.answers.contains { $0 == (name: "TOUR_SIGNIN", value: "true") })
    #expect(folder.timeout == StepSettings.defaultTimeout)
  }

  @Test func aRequiredRunStepCannotBeSkippedUntilItPassed() throws {
    let tour = try Tour.parse("# A\n\n<!-- step: dir; label: Make it; run; required -->\n")
    let run = Self.run(
      [.line("s"), .line(""), .report(.exited(3)), .line("r"), .report(.exited(0)), .line("")],
      tour: tour, available: ["dir"])
    #expect(
      run.transcript == """
        A

        Make it (required) — Enter to run, s to skip: <s>
        This step must pass to continue
        Make it (required) — Enter to run, s to skip: <>
        Make it … {run 1 dir run}failed (exit 3)
        r to retry, Enter to go on: <r>
        Make it … {run 2 dir run}passed
        Page 1 of 1 — Enter: start, q: quit <>

        """)
    #expect(run.ending == .completed)
  }

  @Test func anInteractiveStepSaysItsLabelOnlyOnceItsCommandGaveTheTerminalBack() throws {
    let tour = try Tour.parse("# A\n\n<!-- step: login; label: Log in; interactive -->\n")
    let run = Self.run([.line(""), .report(.exited(0))], tour: tour, available: ["login"])
    #expect(
      run.transcript.hasSuffix(
        "Log in — Enter to run, s to skip: <>\n{run 1 login interactive}Log in … passed\n"
          + "Page 1 of 1 — Enter: start, q: quit "), "\(run.transcript)")
  }

  @Test func aStepWithoutACommandIsNotAvailableAndNeverHolds() throws {
    let tour = try Tour.parse("# A\n\n<!-- step: git; label: Git is set up; required -->\n")
    let run = Self.run([.line("")], tour: tour, available: [])
    #expect(
      run.transcript
        == "A\n\nGit is set up: not available\nPage 1 of 1 — Enter: start, q: quit <>\n")
    #expect(run.ending == .completed)
    #expect(run.runs.isEmpty && run.answers["git"] == nil)
  }

  @Test func aPageForThoseWhoseCheckFailedIsToldOnlyAfterAFailure() {
    let passed = Self.run([.report(.exited(0)), .line("s"), .line("")])
    #expect(!passed.transcript.contains("Sign in by hand"))
    let failed = Self.run([.report(.exited(1)), .line(""), .line("s"), .line("")])
    #expect(
      failed.transcript.contains("Page 1 of 3 — Enter: next, q: quit <>\n\nSign in by hand\n"),
      "\(failed.transcript)")
  }

  @Test func theReviewSaysOutcomesAndRunsAStepAgain() throws {
    let tour = try Tour.parse(
      """
      ---
      review: true
      ---
      # A

      <!-- step: git; label: Git is set up -->
      """)
    let run = Self.run(
      [.report(.exited(1)), .line(""), .line(""), .line("1"), .report(.exited(0)), .line("")],
      tour: tour, available: ["git"])
    #expect(
      run.transcript.hasSuffix(
        """
        1) Git is set up: failed
        Enter to finish, or a number to change: <1>
        Checking: Git is set up … {run 2 git check}passed

        Review your answers
        1) Git is set up: passed
        Enter to finish, or a number to change: <>

        """), "\(run.transcript)")
    #expect(run.ending == .completed)
  }

  @Test func aReportAboutAnotherRunChangesNothing() throws {
    var conversation = LineByLineTour(tour: Self.tour, availableSteps: ["signin"])
    let due = try #require(conversation.start().run)
    let stale = conversation.finished(StepReport(run: due.id + 7, output: [], ending: .exited(0)))
    #expect(stale.text.isEmpty && stale.run == due)
    // A line where a run is due reads nothing either.
    #expect(conversation.reply(.line("")).run == due)
    #expect(conversation.answers["signin"] == nil)
  }

  @Test func japaneseWordsAndASCII() {
    let japanese = Self.run([.report(.exited(1), output: ["ログインしていません"])], labels: .japanese)
    #expect(
      japanese.transcript.hasSuffix(
        "確認中: Signed in to GitHub … {run 1 signin check}失敗（終了コード 1）\n  ログインしていません\n"
          + "r で再試行、Enter で進む: "), "\(japanese.transcript)")
    let ascii = Self.run([.report(.exited(0)), .line("")], unicode: false)
    #expect(ascii.transcript.contains("Signed in to GitHub ... {run 1 signin check}passed"))
    #expect(ascii.transcript.contains("Create the config folder - Enter to run, s to skip: "))
  }
}
