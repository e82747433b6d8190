import CNcurses
import Glibc
import TourKit

/// Runs a tour full screen: the loop of wait → decode → handle → render → present.
///
/// The loop blocks on input while nothing moves, and while something does it wakes at the
/// state's next deadline, so an idle tour costs no CPU and an animation runs at ≤ 60 frames/s.
struct TourSession {
  let tour: Tour
  let reduceMotion: Bool
  let labels: ChromeLabels
  let noColor: Bool

  /// Shows the tour and returns the process exit status.
  func run() -> Int32 {
    Signals.install()
    let terminal: Terminal
    do {
      terminal = try Terminal(noColor: noColor)
    } catch {
      fputs("tour: \(error.message)\n", tour_stderr())
      return ExitStatus.usage
    }
    Signals.installCrashHandlers()
    let status = loop(terminal)
    terminal.restore()
    return status
  }

  private func loop(_ terminal: Terminal) -> Int32 {
    let clock = ContinuousClock()
    let origin = clock.now
    func now() -> Duration { clock.now - origin }

    let size = terminal.size
    let options = TourOptions(
      for: tour, reduceMotion: reduceMotion, unicode: terminal.unicode, labels: labels)
    var state = TourState(tour: tour, width: size.width, height: size.height, options: options)
    let renderer = TourRenderer(colorDepth: terminal.colorDepth)
    let presenter = Presenter()
    presenter.present(renderer.render(state, at: now()))

    while true {
      let timeout = state.nextDeadline(after: now()).map { deadline in
        Int32(max(0, ((deadline - now()) / .milliseconds(1)).rounded(.up)))
      }
      let inputs = InputDecoder.read(timeoutMilliseconds: timeout ?? -1)

      let signal = pendingSignal.load(ordering: .relaxed)
      if signal != 0 { return Signals.exitStatus(for: signal) }
      if continuedAfterStop.exchange(false, ordering: .relaxed) {
        terminal.resume()
        presenter.invalidate()
      }

      for input in inputs {
        switch input {
        case .interrupt: return Signals.exitStatus(for: SIGINT)
        case .suspend:
          terminal.suspend()
          presenter.invalidate()
        case .event(let event):
          if case .resize = event { presenter.invalidate() }
          state.handle(event, at: now())
        }
      }
      state.handle(.tick, at: now())

      switch state.outcome {
      case .finished: return ExitStatus.finished
      case .skipped: return ExitStatus.skipped
      case nil: presenter.present(renderer.render(state, at: now()))
      }
    }
  }
}
