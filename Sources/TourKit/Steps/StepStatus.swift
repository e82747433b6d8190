/// Where a step of a running tour stands.
package enum StepStatus: Equatable, Sendable {
  /// Not run: its page not reached yet (a check), or not activated (a run step).
  case waiting
  /// Its command runs: run `run` (``StepRun/id``), started at `since` on the tour's clock.
  case running(run: Int, since: Duration)
  /// Its command ended so.
  case ended(StepEnding)
}

/// A step of a running tour: where it stands, the run under way, and the last lines of output
/// of its last run (shown under it).
package struct StepProgress: Equatable, Sendable {
  /// Where it stands.
  package var status: StepStatus = .waiting
  /// The run under way, as it was asked for (the answers at that time); `nil` when none is.
  package var run: StepRun?
  /// The last lines of output of its last run.
  var output: [String] = []
}

extension Question {
  /// The step's settings, for a step; `nil` for a question.
  package var step: StepSettings? {
    if case .step(let step) = kind { step } else { nil }
  }
}

extension Tour {
  /// This tour with each step marked available or not (``StepSettings/isAvailable``) by
  /// whether `available` names it: whether the program showing it supplied its command.
  package func markingSteps(available: Set<String>) -> Tour {
    guard questions.contains(where: { $0.step != nil }) else { return self }
    var tour = self
    tour.questions = questions.map { $0.markingStep(available: available) }
    tour.pages = pages.map { $0.markingSteps(available: available) }
    return tour
  }
}

extension Page {
  /// This page with each step marked as ``Tour/markingSteps(available:)`` marks them: for a
  /// page read on its own (plain text printed as a file is read).
  package func markingSteps(available: Set<String>) -> Page {
    var page = self
    page.blocks = blocks.map { block in
      if case .question(let question) = block {
        .question(question.markingStep(available: available))
      } else {
        block
      }
    }
    return page
  }
}

extension Question {
  /// This question, when a step, marked available or not by whether `available` names it.
  fileprivate func markingStep(available: Set<String>) -> Question {
    guard var step else { return self }
    step.isAvailable = available.contains(key)
    var question = self
    question.kind = .step(step)
    return question
  }
}
