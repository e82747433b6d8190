import TourKit

/// Runs a tour full screen: the loop of wait → decode → handle → render → present, and the
/// set-up and restore around it.
///
/// The loop blocks on input while nothing moves, and while something does it wakes at the
/// state's next deadline, so an idle tour costs no CPU and the screen is drawn at most 60 times
/// a second, whatever the input rate.
///
/// Under `tour --watch` (``PresentOptions/liveReload``) the file watcher is one more input: its
/// changes feed a ``ReloadSchedule``, whose deadline joins the loop's, and a due reload reaches
/// the state as an event like any other. A watcher that polls has no descriptor: its
/// ``PollSchedule``'s deadline joins the loop's instead, and it is read when due.
///
/// A tour holding emoji sequences whose width terminals disagree on first asks the terminal
/// how it draws them (``WidthProbe``); the first frame waits for the answer up to
/// ``widthAnswerWait``, and an answer that comes later lays the tour out again.
struct TourSession {
  let tour: Tour
  let options: PresentOptions

  /// How long the first frame waits for the terminal's widths: a local terminal answers in
  /// well under a millisecond, one over SSH in a round trip.
  static let widthAnswerWait: Duration = .milliseconds(100)

  /// Shows the tour; throws when the terminal cannot be set up (before anything is drawn).
  ///
  /// Every change to the process is undone before it returns: signal dispositions and the
  /// alternate signal stack, the locale, tty settings and terminal modes, the ncurses screen,
  /// the wake-up pipe. Signals are blocked while the terminal is set up and restored, so none
  /// lands in a half-written sequence; those that arrive then reach the host's handlers after.
  func run(terminalType: String) throws(Terminal.SetupError) -> TourResult {
    let locale = LocaleScope(environment: options.environment)
    let hostMask = Platform.block(Signals.handledByLoop)
    guard let signals = Signals.install() else {
      Platform.setSignalMask(hostMask)
      locale.restore()
      throw Terminal.SetupError(message: "cannot make a pipe for signals")
    }
    let terminal: Terminal
    // From here until the screen is restored, no default warning is written to it.
    HeldWarnings.hold()
    do {
      terminal = try Terminal(
        input: options.inputDescriptor, output: options.outputDescriptor,
        terminalType: terminalType, unicode: locale.unicode, noColor: options.noColor)
    } catch {
      HeldWarnings.release()
      signals.restore()
      Platform.setSignalMask(hostMask)
      locale.restore()
      throw error
    }
    let sizeBefore = terminal.size
    Platform.setSignalMask(hostMask)

    let pictures = PictureWorker(wakeLoop: signals.wakeWriteDescriptor)
    let result = loop(
      terminal,
      reader: InputReader(
        input: options.inputDescriptor, wakeDescriptor: signals.wakeDescriptor,
        watchDescriptor: options.liveReload?.watcher.descriptor ?? -1),
      pictures: pictures)

    _ = Platform.block(Signals.handledByLoop)
    let resized = terminal.size != sizeBefore
    let failure = terminal.restore()
    HeldWarnings.release()
    // After the screen is back: the worker finishes the picture it is on (a large photo can
    // take a moment), and its thread is gone before `present` returns.
    pictures.stop()
    signals.restore()
    Platform.setSignalMask(hostMask)
    locale.restore()
    if failure != 0 {
      options.warn("cannot restore the terminal: \(Platform.message(for: failure))")
    }
    for warning in pictures.warnings() { options.warn(warning) }
    for signal in Self.signalsForHost(result: result, resized: resized) {
      Platform.raiseSignal(signal)
    }
    return result
  }

  /// What the host's handlers did not see while the tour's were installed: a resize; the
  /// signal that ended the tour, unless it is one reported as `.interrupted` (SIGQUIT, SIGPIPE
  /// … act on the host as they would have: by default, the process ends); and a signal that
  /// arrived after the tour had ended for another reason, before the host's handlers were back.
  private static func signalsForHost(result: TourResult, resized: Bool) -> [Int32] {
    var signals = resized ? [Platform.windowChange] : []
    let ending = SignalFlags.ending.load(ordering: .relaxed)
    if case .interrupted(let signal) = result.ending, ending == 0 || ending == signal {
      if Signals.isSentAgain(signal) { signals.append(signal) }
    } else if ending != 0 {
      signals.append(ending)
    }
    if SignalFlags.stopRequested.load(ordering: .relaxed) {
      signals.append(Platform.terminalStop)
    }
    return signals
  }

  /// How long the first frame waits for the first page's pictures: a 1000×700 photo is
  /// decoded and converted in about 50 ms; a larger one shows its alt text until it is ready.
  static let pictureWait: Duration = .milliseconds(50)

  private func loop(_ terminal: Terminal, reader: InputReader, pictures: PictureWorker)
    -> TourResult
  {
    var reader = reader
    let clock = ContinuousClock()
    let origin = clock.now
    func now() -> Duration { clock.now - origin }

    let size = terminal.size
    let tourOptions = TourOptions(
      for: tour, reduceMotion: options.reduceMotion, unicode: terminal.unicode,
      lineDrawing: terminal.lineDrawing, labels: options.labels,
      pictures: PictureColorMode(terminal.colorDepth))
    var state = TourState(
      tour: tour, width: size.width, height: size.height, options: tourOptions,
      answers: options.answers)
    func ended(_ ending: TourResult.Ending) -> TourResult {
      TourResult(ending, answers: state.answers)
    }
    var decoder = InputDecoder()
    var reloads = ReloadSchedule()
    var polls = options.liveReload?.watcher.pollingInterval.map {
      PollSchedule(interval: $0, from: now())
    }
    let renderer = TourRenderer(colorDepth: terminal.colorDepth)
    let presenter = Presenter(output: terminal.output, lineDrawing: terminal.lineDrawing)
    var probe = WidthProbe(kinds: WidthRule.Kind.kinds(in: tour), screenHeight: size.height)
    if let asked = probe, !terminal.askWidths(asked) { probe = nil }
    pictures.schedule(state.pictureJobs)
    // The first frame waits a moment for the terminal's widths and the first page's pictures
    // (never for input: keys that arrive meanwhile are handled, and drawn with it).
    let start = now()
    let widthsLatest = start + TourSession.widthAnswerWait
    let picturesLatest = start + TourSession.pictureWait
    // Frames are at least a frame interval apart: input that arrives sooner (a burst of mouse
    // motion) is handled at once but drawn at the next frame time, so drawing stays ≤ 60/s.
    // The first frame is due at once, unless it waits for the widths or the pictures.
    var lastFrame = now() - TourState.frameInterval
    var undrawn = true
    var hasDrawn = false
    func isWaitingForFirstFrame(at time: Duration) -> Bool {
      guard !hasDrawn else { return false }
      return (probe != nil && time < widthsLatest)
        || (state.isPreparingPictures(onPage: state.targetPage) && time < picturesLatest)
    }
    // The size the tour is laid out for. The window is compared with this, not with ncurses'
    // screen, which ncurses may already have resized by itself (on `fg`).
    var laidOut = size
    // A resize, or the end of a stop (the window may have changed meanwhile, and the SIGWINCH
    // went to the shell): the window's size read again, everything redrawn, and the tour laid
    // out again when the size is not the one it is laid out for.
    func followWindowSize() {
      presenter.invalidate()
      guard let window = terminal.readSize(), window != laidOut else { return }
      laidOut = window
      state.handle(.resize(width: window.width, height: window.height), at: now())
    }
    // Ctrl-Z or SIGTSTP; the SIGCONT that ends the stop needs nothing more than the size.
    func suspend() {
      terminal.suspend()
      SignalFlags.continued.store(false, ordering: .relaxed)
      followWindowSize()
    }

    while true {
      var deadline = state.nextDeadline(after: lastFrame)
      if undrawn {
        let due =
          isWaitingForFirstFrame(at: now())
          ? max(widthsLatest, picturesLatest) : lastFrame + TourState.frameInterval
        deadline = min(deadline ?? .seconds(Int64.max), due)
      }
      if let pending = decoder.deadline { deadline = min(deadline ?? pending, pending) }
      if let reload = reloads.deadline { deadline = min(deadline ?? reload, reload) }
      if let poll = polls?.deadline { deadline = min(deadline ?? poll, poll) }
      let timeout = deadline.map { deadline in
        Int32(min(max(0, ((deadline - now()) / .milliseconds(1)).rounded(.up)), 1e9))
      }
      let bytes: [UInt8]
      switch reader.wait(timeoutMilliseconds: timeout ?? -1) {
      case .bytes(let read, let watched):
        bytes = read
        let pollDue = polls?.takeDue(at: now()) ?? false
        if watched || pollDue, let live = options.liveReload {
          reloads.note(live.watcher.changes(), at: now())
        }
      case .end: return ended(.interrupted(signal: Platform.hangUp))
      }

      let signal = SignalFlags.ending.load(ordering: .relaxed)
      if signal != 0 { return ended(.interrupted(signal: signal)) }
      if SignalFlags.stopRequested.exchange(false, ordering: .relaxed) { suspend() }
      if SignalFlags.continued.exchange(false, ordering: .relaxed) {
        terminal.resume()
        followWindowSize()
      }
      if SignalFlags.resized.exchange(false, ordering: .relaxed) { followWindowSize() }

      for input in decoder.decode(bytes, at: now()) {
        #if DEBUG
          DebugCrash.crashIfAsked(environment: options.environment)
        #endif
        switch input {
        case .interrupt: return ended(.interrupted(signal: Platform.interrupt))
        case .suspend: suspend()
        case .event(let event):
          state.handle(event, at: now())
        case .cursorPosition(let row, let column):
          if let rule = probe?.receive(row: row, column: column) {
            probe = nil
            state.handle(.terminalWidths(rule), at: now())
          }
        }
      }
      let prepared = pictures.takeUpdates()
      if !prepared.isEmpty { state.handle(.pictures(prepared), at: now()) }
      if let live = options.liveReload, reloads.takeDue(at: now()) {
        // Work begun before the save may hold a picture's old file: done again after.
        pictures.discardUnreported()
        state.handle(live.reload(), at: now())
      }
      state.handle(.tick, at: now())
      pictures.schedule(state.pictureJobs)

      switch state.outcome {
      case .finished: return ended(.completed)
      case .skipped(let page): return ended(.skipped(atPage: page))
      case nil:
        let time = now()
        if isWaitingForFirstFrame(at: time) {
          undrawn = true
        } else if time - lastFrame >= TourState.frameInterval {
          presenter.present(renderer.render(state, at: time))
          hasDrawn = true
          lastFrame = time
          undrawn = false
        } else {
          undrawn = true
        }
      }
    }
  }
}
