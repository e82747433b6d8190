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
    StepRunnerExecutor(commands: steps)
  }
}

/// Runs each step to its end on a ``StepRunner`` of its own, blocking the caller: what
/// accessible mode and plain text wait on.
///
/// Those modes install no signal handler, so a Ctrl-C (or SIGTERM, SIGHUP, SIGQUIT) would end
/// tour and leave the step's process group, which is not the terminal's, running. While a
/// step runs those signals are blocked on this thread and looked for every
/// ``signalCheckInterval``: one that arrives stops the step (its group ended, as the full
/// screen ends it), then the mask is put back and the signal acts as the host's disposition
/// says. Nothing stays changed after a run.
struct StepRunnerExecutor: StepExecuting {
  /// The commands, by step key.
  let commands: [String: StepCommand]

  /// How often a signal that arrived during a step is looked for: well within the 100 ms a
  /// Ctrl-C is answered in.
  static let signalCheckInterval: Int32 = 25
  /// The signals that stop a step run line by line before they act.
  static let stopping = [
    Platform.interrupt, Platform.terminate, Platform.hangUp, Platform.quit,
  ]

  func runToEnd(_ run: StepRun, input: Int32, output: Int32) -> StepReport {
    guard let wake = Platform.makeWakePipe() else {
      return StepReport(run: run.id, output: [], ending: .notStarted("cannot make a pipe"))
    }
    defer {
      Platform.closeDescriptor(wake.read)
      Platform.closeDescriptor(wake.write)
    }
    let runner = StepRunner(
      commands: commands, environment: Platform.processEnvironmentList(), wakeLoop: wake.write)
    if run.mode == .interactive {
      // On the terminal: the terminal's own Ctrl-C goes to the command, its foreground.
      let ending = runner.runInteractive(run, terminalInput: input, terminalOutput: output)
      return StepReport(run: run.id, output: [], ending: ending)
    }
    let mask = Platform.block(Self.stopping)
    defer { Platform.setSignalMask(mask) }
    runner.sync([run])
    var last = StepReport(run: run.id, output: [])
    while true {
      _ = Platform.waitForAny([wake.read], timeoutMilliseconds: Self.signalCheckInterval)
      Platform.drain(wake.read)
      if let report = runner.takeReports().last(where: { $0.run == run.id }) {
        last = report
        if report.ending != nil {
          runner.stop()
          return report
        }
      }
      if Platform.isPending(Self.stopping) {
        runner.stop()
        last.ending = .cancelled
        return last
      }
    }
  }
}
