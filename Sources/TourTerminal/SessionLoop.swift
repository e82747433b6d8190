import TourKit

/// A full-screen tour's loop: wait → decode → handle → render → present, on any
/// ``TerminalBackend``, until the tour ends.
///
/// The loop blocks on the backend while nothing moves, and while something does it wakes at the
/// state's next deadline, so an idle tour costs no CPU and the screen is drawn at most 60 times
/// a second, whatever the input rate (``FrameSchedule``).
///
/// Under `tour --watch` (``PresentOptions/liveReload``) the file watcher is one more input: its
/// changes feed a ``ReloadSchedule``, whose deadline joins the loop's, and a due reload reaches
/// the state as an event like any other. A watcher that polls has no descriptor: its
/// ``PollSchedule``'s deadline joins the loop's instead, and it is read when due.
///
/// Steps' commands run off the loop in the same way as pictures are prepared: the state lists
/// the runs it wants (``TourState/stepRuns``), the backend starts those it has not and stops
/// those no longer listed, and what they print and how they end reach the state as
/// ``TourEvent/steps(_:)``. An interactive step has the terminal to itself while it runs.
///
/// A tour holding emoji sequences whose width terminals disagree on first asks the terminal
/// how it draws them (``WidthProbe``); the first frame waits for the answer up to
/// ``FrameSchedule/widthAnswerWait``, and an answer that comes later lays the tour out again.
package struct SessionLoop {
  /// The tour shown.
  package let tour: Tour
  /// What the host asked for: motion, labels, preset answers, live reload.
  package let options: PresentOptions

  /// A loop showing `tour` as `options` say.
  package init(tour: Tour, options: PresentOptions) {
    self.tour = tour
    self.options = options
  }

  /// Runs the tour on `backend` until it is finished, skipped or interrupted, and returns how
  /// it ended with the answers given.
  package func run(on backend: some TerminalBackend) -> TourResult {
    let size = backend.size
    var tourOptions = TourOptions(
      for: tour, reduceMotion: options.reduceMotion, unicode: backend.unicode,
      lineDrawing: backend.lineDrawing, labels: options.labels,
      pictures: PictureColorMode(backend.colorDepth))
    tourOptions.availableSteps = Set(options.steps.keys)
    var state = TourState(
      tour: tour, width: size.width, height: size.height, options: tourOptions,
      answers: options.answers)
    func ended(_ ending: TourResult.Ending) -> TourResult {
      TourResult(ending, answers: state.answers)
    }
    var decoder = InputDecoder()
    var reloads = ReloadSchedule()
    var polls = options.liveReload?.watcher.pollingInterval.map {
      PollSchedule(interval: $0, from: backend.now)
    }
    let renderer = TourRenderer(colorDepth: backend.colorDepth)
    // A frame is drawn into the canvas of the one before last, which the backend no longer
    // holds (it keeps the last, to compare the next with): drawing allocates nothing.
    var frame = Canvas(width: 0, height: 0)
    var shown = Canvas(width: 0, height: 0)
    var buffers = RenderBuffers()
    var probe = WidthProbe(kinds: WidthRule.Kind.kinds(in: tour), screenHeight: size.height)
    if let asked = probe, !backend.askWidths(asked) { probe = nil }
    backend.schedulePictures(state.pictureJobs)
    // The first frame waits a moment for the terminal's widths and the first page's pictures
    // (never for input: keys that arrive meanwhile are handled, and drawn with it).
    var frames = FrameSchedule(start: backend.now)
    func waits() -> FrameSchedule.FirstFrameWaits {
      FrameSchedule.FirstFrameWaits(
        widths: probe != nil, pictures: state.isPreparingPictures(onPage: state.targetPage))
    }
    // The size the tour is laid out for. The window is compared with this, not with the
    // terminal's screen, which ncurses may already have resized by itself (on `fg`).
    var laidOut = size
    // A resize, or the end of a stop (the window may have changed meanwhile, and the SIGWINCH
    // went to the shell): the window's size read again, everything redrawn, and the tour laid
    // out again when the size is not the one it is laid out for.
    func followWindowSize() {
      backend.invalidate()
      guard let window = backend.readSize(), window != laidOut else { return }
      laidOut = window
      state.handle(.resize(width: window.width, height: window.height), at: backend.now)
    }
    // Ctrl-Z or SIGTSTP; the SIGCONT that ends the stop needs nothing more than the size.
    func suspend() {
      backend.suspend()
      followWindowSize()
    }

    while true {
      var deadline = frames.deadline(for: state, at: backend.now, waitingFor: waits())
      if let pending = decoder.deadline { deadline = min(deadline ?? pending, pending) }
      if let reload = reloads.deadline { deadline = min(deadline ?? reload, reload) }
      if let poll = polls?.deadline { deadline = min(deadline ?? poll, poll) }
      let wakes = backend.wait(until: deadline)
      if wakes.contains(.inputEnded) { return ended(.interrupted(signal: Platform.hangUp)) }
      let pollDue = polls?.takeDue(at: backend.now) ?? false
      if wakes.contains(.filesChanged) || pollDue, let live = options.liveReload {
        reloads.note(live.watcher.changes(), at: backend.now)
      }
      for case .endingSignal(let signal) in wakes {
        return ended(.interrupted(signal: signal))
      }
      if wakes.contains(.stopRequested) { suspend() }
      if wakes.contains(.continued) {
        backend.resume()
        followWindowSize()
      }
      if wakes.contains(.resized) { followWindowSize() }

      // Decoded even when none came: a sequence held back (a lone Esc) may be due.
      let bytes = wakes.flatMap { wake -> [UInt8] in
        guard case .bytes(let bytes) = wake else { return [] }
        return bytes
      }
      for input in decoder.decode(bytes, at: backend.now) {
        #if DEBUG
          DebugCrash.crashIfAsked(environment: options.environment)
        #endif
        switch input {
        case .interrupt: return ended(.interrupted(signal: Platform.interrupt))
        case .suspend: suspend()
        case .event(let event):
          state.handle(event, at: backend.now)
        case .cursorPosition(let row, let column):
          if let rule = probe?.receive(row: row, column: column) {
            probe = nil
            state.handle(.terminalWidths(rule), at: backend.now)
          }
        }
      }
      let prepared = backend.takePictures()
      if !prepared.isEmpty { state.handle(.pictures(prepared), at: backend.now) }
      let reports = backend.takeStepReports()
      if !reports.isEmpty { state.handle(.steps(reports), at: backend.now) }
      if let live = options.liveReload, reloads.takeDue(at: backend.now) {
        // Work begun before the save may hold a picture's old file: done again after.
        backend.discardUnreportedPictures()
        state.handle(live.reload(), at: backend.now)
      }
      state.handle(.tick, at: backend.now)
      backend.schedulePictures(state.pictureJobs)
      // An interactive step runs on the terminal now: the screen comes back redrawn, at the
      // window's size, with the step's outcome.
      if backend.syncSteps(state.stepRuns) {
        followWindowSize()
        state.handle(.steps(backend.takeStepReports()), at: backend.now)
      }

      switch state.outcome {
      case .finished: return ended(.completed)
      case .skipped(let page): return ended(.skipped(atPage: page))
      case nil:
        let time = backend.now
        if frames.takeFrame(at: time, waitingFor: waits()) {
          renderer.render(state, at: time, into: &frame, buffers: &buffers)
          backend.present(frame)
          swap(&frame, &shown)
        }
      }
    }
  }
}
