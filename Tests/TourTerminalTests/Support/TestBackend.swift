import TourTerminal

@testable import TourKit

/// A terminal for ``SessionLoop`` without a terminal: it plays a script of wakes at given
/// times on a clock of its own, which moves only when the loop waits (to the next scripted
/// time, or to the deadline the loop asked for when nothing is scripted before it), and
/// records what the loop did: every frame presented, every wait and its deadline, the widths
/// asked, the picture work scheduled, the stops, the steps' runs asked for. Steps' commands
/// never run: their reports are scripted.
///
/// No real time passes, so a test of the loop's timing is exact and never sleeps.
final class TestBackend: TerminalBackend {
  /// Something scripted to happen at a moment.
  enum Step {
    /// The wait returns these.
    case wake([TerminalWake])
    /// The window takes this size (``readSize()`` returns it from now on), and SIGWINCH comes.
    case window(width: Int, height: Int)
    /// The picture worker finishes every job last scheduled (done here, by a real store).
    case picturesDone
    /// The test does something while the loop waits (saves a watched file).
    case act(() -> Void)
  }

  /// A frame the loop presented, and when.
  struct Frame {
    let time: Duration
    let canvas: Canvas

    /// The frame's text, rows joined by newlines.
    var text: String { canvas.text }
  }

  let size: (width: Int, height: Int)
  let colorDepth: ColorDepth
  let unicode: Bool
  let lineDrawing = false
  private(set) var now: Duration = .zero

  /// What ``askWidths(_:)`` answers: whether the terminal can be asked.
  var canAskWidths = true
  /// The window's size as ``readSize()`` reads it.
  private(set) var window: (width: Int, height: Int)
  private var script: [(time: Duration, step: Step)] = []
  private let store = PictureStore()
  private var picturesReady: [PictureUpdate] = []

  /// Every frame presented, in order.
  private(set) var frames: [Frame] = []
  /// Each wait's deadline (`nil`: none), in order.
  private(set) var deadlines: [Duration?] = []
  /// The probes the loop wrote.
  private(set) var probes: [WidthProbe] = []
  /// The picture work the loop scheduled, each time it changed.
  private(set) var scheduled: [[PictureJob]] = []
  /// How many times the loop stopped (``suspend()``), resumed and invalidated the screen.
  private(set) var suspensions = 0
  private(set) var resumptions = 0
  private(set) var invalidations = 0
  /// The step runs the loop asked for (``syncSteps(_:)``), each time they changed.
  private(set) var stepRunsSeen: [[StepRun]] = []
  /// What ``takeStepReports()`` returns next (then it is emptied): a test sets it, from an
  /// `.act` step for a report that comes at a given time.
  var pendingStepReports: [StepReport] = []
  /// How an interactive run ends, by step key: ``syncSteps(_:)`` "runs" each interactive run
  /// once, adding a report with this ending to ``pendingStepReports`` (a key not here ends
  /// ``/TourKit/StepEnding/notStarted(_:)``, as one without a command, and the screen stays),
  /// and says the screen was handed over.
  var interactiveEndings: [String: StepEnding] = [:]
  /// The interactive runs run, in order.
  private(set) var interactiveRuns: [StepRun] = []
  /// Whether the loop waited with no deadline once the script was over: it would have blocked
  /// until input (the backend ended it as a hang-up).
  private(set) var idledAfterScript = false
  /// Whether the loop kept waking without the script or time moving on (a busy loop).
  private(set) var ranAway = false

  /// A `width` × `height` terminal of `colorDepth`, Unicode as `unicode` says.
  init(
    width: Int = 80, height: Int = 24, colorDepth: ColorDepth = .palette256, unicode: Bool = true
  ) {
    size = (width, height)
    window = (width, height)
    self.colorDepth = colorDepth
    self.unicode = unicode
  }

  /// Scripts `step` for `time`; steps at the same time come in one wait, in order.
  func at(_ time: Duration, _ step: Step) {
    script.append((time, step))
    script.sort { $0.time < $1.time }
  }

  /// Scripts `wakes` for `time`.
  func at(_ time: Duration, _ wakes: TerminalWake...) { at(time, .wake(wakes)) }

  /// Scripts keys typed as `text` (its UTF-8 bytes) for `time`.
  func at(_ time: Duration, typing text: String) { at(time, .bytes(Array(text.utf8))) }

  /// The last frame presented.
  var lastFrame: Frame? { frames.last }

  func wait(until deadline: Duration?) -> [TerminalWake] {
    deadlines.append(deadline)
    if deadlines.count > 100_000 {
      ranAway = true
      return [.inputEnded]
    }
    guard let next = script.first, deadline.map({ next.time <= $0 }) ?? true else {
      if let deadline {
        now = max(now, deadline)
        return []
      }
      idledAfterScript = true
      return [.inputEnded]
    }
    now = max(now, next.time)
    var wakes: [TerminalWake] = []
    while let step = script.first, step.time <= now {
      script.removeFirst()
      switch step.step {
      case .wake(let more): wakes += more
      case .window(let width, let height):
        window = (width, height)
        wakes.append(.resized)
      case .picturesDone:
        picturesReady += (scheduled.last ?? []).map(store.perform)
      case .act(let action): action()
      }
    }
    return wakes
  }

  func present(_ canvas: Canvas) { frames.append(Frame(time: now, canvas: canvas)) }
  func invalidate() { invalidations += 1 }
  func readSize() -> (width: Int, height: Int)? { window }

  func askWidths(_ probe: WidthProbe) -> Bool {
    guard canAskWidths else { return false }
    probes.append(probe)
    return true
  }

  func suspend() { suspensions += 1 }
  func resume() { resumptions += 1 }

  func schedulePictures(_ jobs: [PictureJob]) {
    if jobs != scheduled.last ?? [] { scheduled.append(jobs) }
  }

  func takePictures() -> [PictureUpdate] {
    defer { picturesReady = [] }
    return picturesReady
  }

  func discardUnreportedPictures() { picturesReady = [] }

  func syncSteps(_ runs: [StepRun]) -> Bool {
    if runs != stepRunsSeen.last ?? [] { stepRunsSeen.append(runs) }
    var handedOver = false
    for run in runs
    where run.mode == .interactive && !interactiveRuns.contains(where: { $0.id == run.id }) {
      interactiveRuns.append(run)
      let ending = interactiveEndings[run.key]
      pendingStepReports.append(
        StepReport(
          run: run.id, output: [], ending: ending ?? .notStarted("no command for this step")))
      // Without a command the screen is never handed over.
      if ending != nil { handedOver = true }
    }
    return handedOver
  }

  func takeStepReports() -> [StepReport] {
    defer { pendingStepReports = [] }
    return pendingStepReports
  }
}
