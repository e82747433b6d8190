import TourKit

/// The checks of a tour printed as plain text, where nobody is there to press a key: each page's
/// checks that have a command run, one after the other, before the page is printed, so that
/// it says how they came out (``/TourKit/PlainTextTour``). Their input and output are
/// `/dev/null`: nothing of theirs gets into the text but their report. A run or interactive
/// step waits for a user and is not run.
///
/// Their outcomes are answers, as on the full screen: a later check's environment and the
/// result (`--answers`, `-- COMMAND`) hold them.
struct PlainTextChecks {
  /// What runs them.
  let executor: any StepExecuting
  /// The answers so far: the presets and defaults, then the outcomes of the checks run.
  private(set) var answers: TourAnswers
  /// The id of the next run: increasing from 1.
  private var nextRun = 1

  /// Checks run by `executor`, starting from `answers`.
  init(executor: any StepExecuting, answers: TourAnswers) {
    self.executor = executor
    self.answers = answers
  }

  /// Runs the checks of `page` (its steps marked available or not) that have a command, top to
  /// bottom, each to its end; returns their reports by key.
  mutating func run(on page: Page) -> [String: StepReport] {
    var reports: [String: StepReport] = [:]
    for question in page.questions {
      guard let step = question.step, step.isAvailable, step.mode == .check else { continue }
      let run = StepRun(
        id: nextRun, key: question.key, mode: .check, timeout: step.timeout,
        answers: answers.environmentVariables())
      nextRun += 1
      var report: StepReport
      if let null = Platform.openNullDevice() {
        report = executor.runToEnd(run, input: null, output: null)
        Platform.closeDescriptor(null)
      } else {
        report = StepReport(run: run.id, output: [], ending: .notStarted("no /dev/null"))
      }
      // A report without an ending (a runner cut short) did not pass, as line by line.
      report.ending = report.ending ?? .cancelled
      reports[question.key] = report
      answers[question.key] = .flag(report.ending == .exited(0))
    }
    return reports
  }
}

extension PlainTextChecks {
  /// `answers` with the outcomes of `tour`'s checks that have a command (`tour` marked so),
  /// on the pages the answers show as each outcome comes in: a run without a terminal, which
  /// shows nothing but still finds out what it can.
  static func outcomes(
    of tour: Tour, from answers: TourAnswers, executor: any StepExecuting
  ) -> TourAnswers {
    guard tour.questions.contains(where: { $0.step?.isAvailable == true }) else { return answers }
    var checks = PlainTextChecks(executor: executor, answers: answers)
    var done: Set<Int> = []
    // The pages shown follow the outcomes: a page a failed check lets in has its checks too.
    while let next = tour.pagesShown(with: checks.answers).first(where: { !done.contains($0) }) {
      done.insert(next)
      _ = checks.run(on: tour.pages[next])
    }
    return checks.answers
  }
}
