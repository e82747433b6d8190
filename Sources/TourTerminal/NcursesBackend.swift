import TourKit

/// The session's loop on a real terminal: ncurses draws (``Presenter``), ``InputReader`` waits
/// in `poll` on the terminal, the wake-up pipe and the file watcher, the signal handlers'
/// flags (``SignalFlags``) become wakes, ``PictureWorker`` prepares pictures on its thread,
/// ``StepRunner`` runs the steps' commands (an interactive one on the terminal, handed over
/// to it), and the clock is the continuous clock from the backend's creation.
///
/// It only runs the loop's side of a terminal: setting the terminal up and restoring it, the
/// signal dispositions, the picture thread's end and the steps' are
/// ``TourSession/run(terminalType:)``'s.
final class NcursesBackend: TerminalBackend {
  private let terminal: Terminal
  private var reader: InputReader
  private let presenter: Presenter
  private let pictures: PictureWorker
  private let steps: StepRunner
  /// The interactive runs already run: each runs once, however long the state lists it.
  private var interactiveRunsDone: Set<Int> = []
  /// Their endings, until ``takeStepReports()``.
  private var interactiveReports: [StepReport] = []
  /// The time since the backend was made.
  private let elapsed = Platform.stopwatch()

  /// A backend drawing on `terminal`, reading through `reader`, preparing pictures on
  /// `pictures`, running steps' commands on `steps`.
  init(terminal: Terminal, reader: InputReader, pictures: PictureWorker, steps: StepRunner) {
    self.terminal = terminal
    self.reader = reader
    self.pictures = pictures
    self.steps = steps
    presenter = Presenter(output: terminal.output, lineDrawing: terminal.lineDrawing)
  }

  var size: (width: Int, height: Int) { terminal.size }
  var colorDepth: ColorDepth { terminal.colorDepth }
  var unicode: Bool { terminal.unicode }
  var lineDrawing: Bool { terminal.lineDrawing }
  var now: Duration { elapsed() }

  func wait(until deadline: Duration?) -> [TerminalWake] {
    // `poll` counts whole milliseconds: rounded up, so a wake is never before its deadline.
    let timeout = deadline.map { deadline in
      Int32(min(max(0, ((deadline - now) / .milliseconds(1)).rounded(.up)), 1e9))
    }
    var wakes: [TerminalWake]
    switch reader.wait(timeoutMilliseconds: timeout ?? -1) {
    case .bytes(let bytes, let watched):
      wakes = bytes.isEmpty ? [] : [.bytes(bytes)]
      if watched { wakes.append(.filesChanged) }
    case .end:
      // The tour ends: the signal flags are left for ``TourSession`` to pass on to the host.
      return [.inputEnded]
    }
    let signal = SignalFlags.ending.load(ordering: .relaxed)
    // The tour ends: the stop, continue and resize flags are left for the host, as above.
    if signal != 0 { return wakes + [.endingSignal(signal)] }
    if SignalFlags.stopRequested.exchange(false, ordering: .relaxed) {
      wakes.append(.stopRequested)
    }
    if SignalFlags.continued.exchange(false, ordering: .relaxed) { wakes.append(.continued) }
    if SignalFlags.resized.exchange(false, ordering: .relaxed) { wakes.append(.resized) }
    return wakes
  }

  func present(_ canvas: Canvas) { presenter.present(canvas) }
  func invalidate() { presenter.invalidate() }
  func readSize() -> (width: Int, height: Int)? { terminal.readSize() }
  func askWidths(_ probe: WidthProbe) -> Bool { terminal.askWidths(probe) }

  func suspend() {
    terminal.suspend()
    // The SIGCONT that ended the stop needs nothing more than the caller's redraw.
    SignalFlags.continued.store(false, ordering: .relaxed)
  }

  func resume() { terminal.resume() }

  func schedulePictures(_ jobs: [PictureJob]) { pictures.schedule(jobs) }
  func takePictures() -> [PictureUpdate] { pictures.takeUpdates() }
  func discardUnreportedPictures() { pictures.discardUnreported() }

  func syncSteps(_ runs: [StepRun]) -> Bool {
    steps.sync(runs.filter { $0.mode != .interactive })
    var handedOver = false
    for run in runs where run.mode == .interactive && !interactiveRunsDone.contains(run.id) {
      interactiveRunsDone.insert(run.id)
      let ending: StepEnding
      if !steps.hasCommand(forKey: run.key) {
        // Nothing to run: the screen stays.
        ending = .notStarted(StepRunner.noCommand)
      } else if SignalFlags.ending.load(ordering: .relaxed) != 0 {
        // The tour is ending: the command would only be stopped at once.
        ending = .cancelled
      } else {
        ending = terminal.handOver {
          steps.runInteractive(
            run, terminalInput: terminal.input, terminalOutput: terminal.output,
            wake: reader.wakeDescriptor,
            isEnding: { SignalFlags.ending.load(ordering: .relaxed) != 0 })
        }
        // A Ctrl-Z during the command stopped the tour too; the SIGCONT that ended that stop
        // needs nothing more than the caller's redraw.
        SignalFlags.continued.store(false, ordering: .relaxed)
        presenter.invalidate()
        handedOver = true
      }
      interactiveReports.append(StepReport(run: run.id, output: [], ending: ending))
    }
    return handedOver
  }

  func takeStepReports() -> [StepReport] {
    defer { interactiveReports = [] }
    return steps.takeReports() + interactiveReports
  }
}
