/// Steps line by line: run, not answered. A check runs where it stands in the page's text
/// (`Checking: Signed in to GitHub … passed`); a run or interactive step asks first
/// (`Create the config folder — Enter to run, s to skip: `); one with no command is said to be
/// not available and gone past. A failed step's output follows its outcome, two spaces in, then
/// `r to retry, Enter to go on: `; a required one is not gone past until it passed.
///
/// The tour never runs anything: a ``LineByLineTour/Step`` holding a ``StepRun`` asks the
/// caller to, and ``LineByLineTour/finished(_:)`` takes what came of it. The outcome is the
/// step's answer (`true` when it passed), which may show or hide pages that follow, as on the
/// full screen.
extension LineByLineTour {
  /// Takes the report of the step's run the tour waits for: says how it ended and its output,
  /// and goes on past it when it passed, or asks whether to retry it when it failed. A report
  /// about another run changes nothing.
  package mutating func finished(_ report: StepReport) -> Step {
    guard case .stepRunning(let place, let run) = waiting, run.id == report.run else {
      return withRun(Step(""))
    }
    let question = step(at: place)
    // A run hands back its ending; one that did not (a runner cut short) did not pass.
    let ending = report.ending ?? .cancelled
    answers[question.key] = .flag(ending.passed)
    followAnswers()
    let words = labels.steps
    // An interactive command had the terminal: its label was not said before it ran.
    var text = run.mode == .interactive ? question.label + ellipsis : ""
    if ending.passed {
      text += words.passed + "\n"
    } else {
      let timeout = question.step?.timeout ?? StepSettings.defaultTimeout
      text += words.failed.filling("{why}", with: words.why(ending, timeout: timeout)) + "\n"
    }
    text += report.output.map { "  " + $0 + "\n" }.joined()
    guard ending.passed else {
      waiting = .stepRetry(place)
      return Step(text + words.retryPrompt)
    }
    let step = Step(text + goOn(after: place))
    return withRun(step)
  }

  /// Step `question`, reached at `place`: not available (said, and gone past), a check (run at
  /// once), or a run or interactive step (its prompt).
  mutating func reach(step question: Question, at place: StepPlace) -> String {
    guard let step = question.step, step.isAvailable else {
      return labels.steps.notAvailableLine.filling("{label}", with: question.label) + "\n"
        + goOn(after: place)
    }
    if step.mode == .check { return startRun(of: question, at: place) }
    waiting = .stepPrompt(place)
    return runPrompt(for: question)
  }

  /// Starts a run of step `question`: the tour waits for its report. A check says what it
  /// checks, a run step what it does, and the outcome follows on the same line; an interactive
  /// step says nothing before its command takes the terminal.
  private mutating func startRun(of question: Question, at place: StepPlace) -> String {
    let step = question.step ?? StepSettings()
    let run = StepRun(
      id: nextRun, key: question.key, mode: step.mode, timeout: step.timeout,
      answers: answers.environmentVariables())
    nextRun += 1
    waiting = .stepRunning(place, run)
    switch step.mode {
    case .check: return labels.steps.checking.filling("{label}", with: question.label) + ellipsis
    case .run: return question.label + ellipsis
    case .interactive: return ""
    }
  }

  /// A run step's prompt answered: Enter runs it, `s` skips it (unless it must pass and has
  /// not), `q` leaves, `b` goes back a page.
  mutating func runPromptReply(_ input: Input, at place: StepPlace) -> Step {
    let question = step(at: place)
    let prompt = runPrompt(for: question)
    switch word(of: input) {
    case "": return Step(startRun(of: question, at: place))
    case "s": return Step(pastStep(question, at: place, prompt: prompt))
    default: return leaveOrBack(input, at: place, prompt: prompt)
    }
  }

  /// The prompt after a failed step answered: `r` runs it again, Enter goes on (unless it must
  /// pass), `q` leaves, `b` goes back a page.
  mutating func retryReply(_ input: Input, at place: StepPlace) -> Step {
    let question = step(at: place)
    let prompt = labels.steps.retryPrompt
    switch word(of: input) {
    case "r": return Step(startRun(of: question, at: place))
    case "": return Step(pastStep(question, at: place, prompt: prompt))
    default: return leaveOrBack(input, at: place, prompt: prompt)
    }
  }

  /// Past step `question`: on, unless it is required and has not passed (said, then `prompt`
  /// again).
  private mutating func pastStep(_ question: Question, at place: StepPlace, prompt: String)
    -> String
  {
    guard question.problem(with: answers[question.key]) == nil else {
      return labels.steps.mustPass + "\n" + prompt
    }
    return goOn(after: place)
  }

  /// `q`: leave; `b` on a page: the page before; anything else: `prompt` again, which says
  /// what it takes.
  private mutating func leaveOrBack(_ input: Input, at place: StepPlace, prompt: String)
    -> Step
  {
    switch (word(of: input), place) {
    case ("q", _): return Step("", ending: .skipped(atPage: position))
    case ("b", .page): return back(orAskAgain: prompt)
    default: return Step(prompt)
    }
  }

  /// What follows a step gone past: the page's next question (or its prompt), or the review
  /// again.
  private mutating func goOn(after place: StepPlace) -> String {
    switch place {
    case .page(let index): return ask(question: index + 1)
    case .review:
      waiting = .review
      return "\n" + reviewText
    }
  }

  /// The step at `place`.
  private func step(at place: StepPlace) -> Question {
    switch place {
    case .page(let index): questions[index]
    case .review(let question): question
    }
  }

  /// `Create the config folder — Enter to run, s to skip: `, with `(required)` after the label
  /// of a step that must pass.
  private func runPrompt(for question: Question) -> String {
    question.label + (question.isRequired ? labels.accessible.required : "") + dash
      + labels.steps.runPrompt
  }

  /// Between what a step does and how it ended: ` … `, ` ... ` in ASCII.
  private var ellipsis: String { unicode ? " … " : " ... " }

  /// The line typed, trimmed and in lower case; `?` for one too long, which is no key.
  private func word(of input: Input) -> String {
    if case .line(let line) = input { line.trimmingSpaces.lowercased() } else { "?" }
  }
}
