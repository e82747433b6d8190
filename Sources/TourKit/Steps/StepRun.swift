/// How a step acts, as its `step` comment says.
public enum StepMode: String, Equatable, Sendable, CaseIterable {
  /// Runs when its page comes up, and again on `r`: it finds out (`gh auth status`).
  case check
  /// A button that runs when the user activates it (Enter, a click): it does something
  /// (creates a folder).
  case run
  /// A button that hands the terminal to its command and comes back to the page after it
  /// (`gh auth login`, with its own prompts).
  case interactive
}

/// One run of a step's command that a running tour wants: the state asks for it by listing it
/// in ``TourState/stepRuns``, the terminal layer starts it, and reports come back as
/// ``TourEvent/steps(_:)``. A run the state stops listing (cancelled, the tour ending) is
/// stopped.
package struct StepRun: Equatable, Sendable {
  /// Unique in the session, increasing: a report names the run it is about, so one about a run
  /// the state no longer waits for is dropped.
  package var id: Int
  /// The step's key, which names its command.
  package var key: String
  /// Whether it runs in the background with its output caught, or on the terminal.
  package var mode: StepMode
  /// How long it may run before it is stopped as a failure.
  package var timeout: Duration
  /// The answers so far as `TOUR_KEY` variables, added to the command's environment.
  package var answers: [(name: String, value: String)]

  /// Creates a run.
  package init(
    id: Int, key: String, mode: StepMode, timeout: Duration,
    answers: [(name: String, value: String)] = []
  ) {
    self.id = id
    self.key = key
    self.mode = mode
    self.timeout = timeout
    self.answers = answers
  }

  package static func == (left: StepRun, right: StepRun) -> Bool {
    left.id == right.id && left.key == right.key && left.mode == right.mode
      && left.timeout == right.timeout
      && left.answers.map(\.name) == right.answers.map(\.name)
      && left.answers.map(\.value) == right.answers.map(\.value)
  }
}

/// What a running step's command has done: its last lines of output so far, and how it ended
/// once it has.
package struct StepReport: Equatable, Sendable {
  /// The ``StepRun/id`` it is about.
  package var run: Int
  /// The last lines of its output (standard output and standard error together), at most
  /// ``maximumLines``, each at most ``maximumLineLength`` characters, control characters
  /// escaped.
  var output: [String]
  /// How it ended; `nil` while it runs.
  package var ending: StepEnding?

  /// Creates a report.
  package init(run: Int, output: [String], ending: StepEnding? = nil) {
    self.run = run
    self.output = output
    self.ending = ending
  }

  /// The most output lines kept: the last ones, shown under the step.
  package static let maximumLines = 5
  /// The most characters kept of an output line; the rest is cut with a marker.
  package static let maximumLineLength = 200
}

/// How a step's command ended.
public enum StepEnding: Equatable, Sendable {
  /// It exited with this status: 0 passed.
  case exited(Int32)
  /// A signal ended it.
  case signalled(Int32)
  /// It ran past its time limit and was stopped.
  case timedOut
  /// The user stopped it (Esc), or the tour ended while it ran.
  case cancelled
  /// It could not be started (why, in words).
  case notStarted(String)

  /// Whether the step passed: its command exited with status 0.
  public var passed: Bool { self == .exited(0) }
}
