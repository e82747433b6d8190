/// Steps in the running tour: checks started as their page comes up, run steps started by the
/// user, reports of their commands, stopping one, and the runs the terminal layer is to keep
/// going (``stepRuns``). The state never runs anything: it lists what should run, and what
/// ran comes back as ``TourEvent/steps(_:)``.
extension TourState {
  /// The runs of steps that should be going now, oldest first: the terminal layer starts those
  /// it has not started and stops those no longer listed (a step stopped with Esc). An
  /// interactive run is run on the terminal as soon as it is listed.
  package var stepRuns: [StepRun] {
    steps.values.compactMap(\.run).sorted { $0.id < $1.id }
  }

  /// Starts the checks of the target page that are not running: its page came up. Not while
  /// every page is previewed (`--render`, `--check`), where nothing runs.
  mutating func startChecks(at now: Duration) {
    for question in questions(onPage: targetPage) {
      if let step = question.step, step.mode == .check { startStep(question, at: now) }
    }
  }

  /// Starts `question`'s step unless it runs already or has no command: its status says it
  /// runs from `now`, and ``stepRuns`` lists a new run with the answers so far.
  mutating func startStep(_ question: Question, at now: Duration) {
    guard let step = question.step, step.isAvailable, !options.previewsEveryPage,
      steps[question.key]?.run == nil
    else { return }
    let run = StepRun(
      id: nextStepRun, key: question.key, mode: step.mode, timeout: step.timeout,
      answers: answers.environmentVariables())
    nextStepRun += 1
    var progress = steps[question.key] ?? StepProgress()
    progress.status = .running(run: run.id, since: now)
    progress.run = run
    steps[question.key] = progress
  }

  /// Stops the focused step when it runs, else every step of the target page that runs; they
  /// then count as failed. Returns whether one was running: Esc stops steps before it leaves.
  mutating func stopRunningSteps(at now: Duration) -> Bool {
    let page = questions(onPage: targetPage)
    let focused = focus.flatMap { page[safe: $0.question] }
    let running = page.filter { steps[$0.key]?.run != nil }
    let stopped = focused.map { question in running.filter { $0.key == question.key } } ?? []
    for question in stopped.isEmpty ? running : stopped {
      end(question.key, .cancelled, at: now)
    }
    return !running.isEmpty
  }

  /// Takes in what steps' commands did: their output so far, and how they ended. A report
  /// about a run no longer under way (stopped, or before a reload) is dropped.
  mutating func apply(_ reports: [StepReport], at now: Duration) {
    for report in reports {
      guard let key = steps.first(where: { $0.value.run?.id == report.run })?.key else {
        continue
      }
      steps[key]?.output = report.output
      if let ending = report.ending { end(key, ending, at: now) }
    }
  }

  /// Ends `key`'s run with `ending`: its outcome is its answer (`true` when it passed), which
  /// may show or hide pages that follow.
  private mutating func end(_ key: String, _ ending: StepEnding, at now: Duration) {
    let mode = steps[key]?.run?.mode
    steps[key]?.status = .ended(ending)
    steps[key]?.run = nil
    setAnswer(.flag(ending.passed), forKey: key)
    // "This step must pass" said while it ran is answered once the page's steps all passed.
    if refusal == .stepNotPassed, noStepHoldsThePage { refusal = nil }
    // A run step that passed set something up: the page's checks that have not passed look
    // again (a check that a folder exists, after the button that creates it).
    guard ending.passed, mode != .check,
      questions(onPage: targetPage).contains(where: { $0.key == key })
    else { return }
    for question in questions(onPage: targetPage)
    where question.step?.mode == .check && answers[question.key] != .flag(true) {
      startStep(question, at: now)
    }
  }

  /// When the spinner of a step in view turns next (its elapsed time, under reduced motion,
  /// each second), or `nil` when no step in view runs.
  func stepDeadline(after now: Duration) -> Duration? {
    let running = questions(onPage: targetPage).compactMap { question -> Duration? in
      guard case .running(_, let since)? = steps[question.key]?.status else { return nil }
      return since
    }
    guard let since = running.min() else { return nil }
    let interval = options.reducesMotion ? Duration.seconds(1) : StepKind.spinnerInterval
    // In whole nanoseconds: a Double quotient of two durations can fall just short of a whole
    // number at a turn, which would make the deadline `now` again, and the loop spin.
    let turns = max(0, (now - since).nanoseconds) / interval.nanoseconds + 1
    return since + interval * turns
  }

  /// Page `page`'s layout with the output of its steps' last runs under their lines.
  func addingStepOutput(to layout: PageLayout, page: Int) -> PageLayout {
    var layout = layout
    for (number, question) in questions(onPage: page).enumerated() {
      guard let output = steps[question.key]?.output, !output.isEmpty,
        let lines = layout.lineRange(ofQuestion: number),
        case .step(_, let width)? = layout.lines[lines.lowerBound].control
      else { continue }
      layout = layout.replacingLines(
        lines,
        with: [layout.lines[lines.lowerBound]]
          + StepKind.outputLines(
            output, question: number, width: width, glyphs: options.glyphs, rule: options.widths))
    }
    return layout
  }
}

extension TourState {
  /// Whether no step of the target page still keeps the tour there.
  var noStepHoldsThePage: Bool {
    !questions(onPage: targetPage).contains {
      $0.step != nil && $0.problem(with: answers[$0.key]) != nil
    }
  }

  /// What the key hint offers on the focused step, `nil` when no step has the focus.
  var focusedStepHint: StepHint? {
    guard let focus, let question = questions(onPage: targetPage)[safe: focus.question],
      let step = question.step, step.isAvailable
    else { return nil }
    switch steps[question.key]?.status ?? .waiting {
    case .running: return .running
    case .ended(let ending) where step.mode != .check && !ending.passed: return .run
    case .waiting where step.mode != .check: return .run
    // A check that never ran (every page previewed): nothing to run again.
    case .waiting: return nil
    default: return .retry
    }
  }
}

extension Duration {
  /// The duration in whole nanoseconds (toward zero).
  var nanoseconds: Int64 {
    components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
  }
}

extension Array {
  /// The element at `index`, or `nil` past the ends.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
