import CNcurses
import Glibc
import TourKit

/// Runs a tour full screen: the loop of wait → decode → handle → render → present.
///
/// The loop blocks on input while nothing moves, and while something does it wakes at the
/// state's next deadline, so an idle tour costs no CPU and the screen is drawn at most 60 times
/// a second, whatever the input rate.
struct TourSession {
  let tour: Tour
  let options: PresentOptions

  /// Shows the tour; throws when the terminal cannot be set up (before anything is drawn).
  func run() throws(Terminal.SetupError) -> TourResult {
    let signals = Signals.install()
    defer { signals.restore() }
    let terminal = try Terminal(noColor: options.noColor)
    let result = loop(terminal)
    terminal.restore()
    return result
  }

  private func loop(_ terminal: Terminal) -> TourResult {
    let clock = ContinuousClock()
    let origin = clock.now
    func now() -> Duration { clock.now - origin }

    let size = terminal.size
    let tourOptions = TourOptions(
      for: tour, reduceMotion: options.reduceMotion, unicode: terminal.unicode,
      labels: options.labels)
    var state = TourState(tour: tour, width: size.width, height: size.height, options: tourOptions)
    let renderer = TourRenderer(colorDepth: terminal.colorDepth)
    let presenter = Presenter()
    presenter.present(renderer.render(state, at: now()))
    // Frames are at least a frame interval apart: input that arrives sooner (a burst of mouse
    // motion) is handled at once but drawn at the next frame time, so drawing stays ≤ 60/s.
    var lastFrame = now()
    var undrawn = false

    while true {
      var deadline = state.nextDeadline(after: lastFrame)
      if undrawn {
        deadline = min(deadline ?? .seconds(Int64.max), lastFrame + TourState.frameInterval)
      }
      let timeout = deadline.map { deadline in
        Int32(max(0, ((deadline - now()) / .milliseconds(1)).rounded(.up)))
      }
      let inputs = InputDecoder.read(timeoutMilliseconds: timeout ?? -1)

      let signal = pendingSignal.load(ordering: .relaxed)
      if signal != 0 { return .interrupted(signal: signal) }
      if continuedAfterStop.exchange(false, ordering: .relaxed) {
        terminal.resume()
        presenter.invalidate()
      }

      for input in inputs {
        switch input {
        case .interrupt: return .interrupted(signal: SIGINT)
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
      case .finished: return .completed
      case .skipped(let page): return .skipped(atPage: page)
      case nil:
        let time = now()
        if time - lastFrame >= TourState.frameInterval {
          presenter.present(renderer.render(state, at: time))
          lastFrame = time
          undrawn = false
        } else {
          undrawn = true
        }
      }
    }
  }
}
