import TourKit

/// Accessible mode's loop (``PresentOptions/isAccessible``): a ``/TourKit/LineByLineTour``
/// written to the output and answered line by line from the input, terminal or pipe.
///
/// It changes nothing in the process (no terminal mode, no signal handler: Ctrl-C does what the
/// host's disposition says), but for the line of a secret, read with echo off
/// (``HiddenEcho``, which puts everything back), and it reads no byte past the line it needs (``LineReader``: after
/// a line too long, a pipe's bytes read past it are lost), so a host that reads its standard
/// input afterwards gets the rest.
///
/// A step's command runs while the tour waits (``StepExecuting``): a check's and a run step's
/// output is caught, an interactive one has the input and the output until it ends.
struct AccessibleSession {
  let tour: Tour
  let options: PresentOptions
  /// What runs the steps that have a command (``PresentOptions/steps``), each to its end.
  let executor: any StepExecuting

  /// Tells the tour until it ends: finished on the last page, `q`, or the end of the input
  /// (like `q`, with the answers given so far).
  func run() -> TourResult {
    var tour = LineByLineTour(
      tour: self.tour, answers: options.answers, labels: options.labels,
      width: options.plainTextWidth, unicode: options.plainTextIsUnicode,
      availableSteps: Set(options.steps.keys))
    // A terminal that is both the input and the output shows the line break the user typed;
    // anywhere else it is written, so that every prompt keeps a line of its own.
    let echoesLineBreak =
      Platform.isTerminal(options.inputDescriptor) && Platform.isTerminal(options.outputDescriptor)
    var reader = LineReader(descriptor: options.inputDescriptor)
    defer { reader.giveBackUnread() }
    var step = tour.start()
    while true {
      if step.ending != nil || step.run != nil {
        do {
          try options.writeText(step.text)
        } catch {
          return TourResult(.outputFailed, answers: tour.answers)
        }
        if let ending = step.ending { return TourResult(ending, answers: tour.answers) }
        if let run = step.run {
          // An interactive command reads the input next: a file gets back what was read past
          // the last line.
          if run.mode == .interactive { reader.giveBackUnread() }
          let report = executor.runToEnd(
            run, input: options.inputDescriptor, output: options.outputDescriptor)
          step = tour.finished(report)
        }
        continue
      }
      // A prompt and the line that answers it (`nil`: the prompt could not be written). A
      // secret's line is not echoed on a terminal (a pipe's is read as any other), and its
      // prompt goes out with echo already off, as getpass(3) writes its own: what is typed the
      // moment the prompt shows is not echoed either.
      let text = step.text
      func answer() -> LineReader.Line? {
        guard (try? options.writeText(text)) != nil else { return nil }
        return reader.next()
      }
      let answered =
        tour.isAskingSecret ? HiddenEcho.reading(on: options.inputDescriptor, answer) : answer()
      guard let line = answered, endLine(line, echoesLineBreak: echoesLineBreak) else {
        return TourResult(.outputFailed, answers: tour.answers)
      }
      step = tour.reply(line.input)
    }
  }

  /// Ends the answer's line on the output where the terminal did not show the line break (not
  /// a terminal both ways, or a line ended by the end of the input), so that every prompt keeps
  /// a line of its own. False when the output cannot be written.
  private func endLine(_ line: LineReader.Line, echoesLineBreak: Bool) -> Bool {
    guard !echoesLineBreak || !line.endsWithLineBreak else { return true }
    return (try? options.writeText("\n")) != nil
  }
}
