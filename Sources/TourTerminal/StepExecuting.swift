import TourKit

/// Runs one step to its end, blocking: check and run steps with their output caught,
/// interactive ones on `input` and `output`. What accessible mode (``AccessibleSession``) and
/// plain text (``PlainTextChecks``) run steps through: both wait for each step before they go
/// on, where the full screen keeps drawing while its steps run.
package protocol StepExecuting {
  /// `run`'s command run to its end: its output's last lines and how it ended (a command
  /// that cannot be started ended ``/TourKit/StepEnding/notStarted(_:)``).
  func runToEnd(_ run: StepRun, input: Int32, output: Int32) -> StepReport
}

/// A ``StepExecuting`` that is a closure: a test's fake, or a stand-in.
package struct ClosureStepExecutor: StepExecuting {
  /// Runs a step as ``runToEnd(_:input:output:)`` does.
  package let run: (StepRun, Int32, Int32) -> StepReport

  /// An executor running steps with `run`.
  package init(run: @escaping (StepRun, Int32, Int32) -> StepReport) {
    self.run = run
  }

  package func runToEnd(_ run: StepRun, input: Int32, output: Int32) -> StepReport {
    self.run(run, input, output)
  }
}

extension PresentOptions {
  /// What runs the tour's steps to their end (their commands are ``steps``), for accessible
  /// mode and plain text: the one place every blocking run comes from.
  var stepExecutor: any StepExecuting {
    // LEAD: wire StepRunner here
    ClosureStepExecutor { run, _, _ in
      StepReport(run: run.id, output: [], ending: .notStarted("steps are not wired yet"))
    }
  }
}
