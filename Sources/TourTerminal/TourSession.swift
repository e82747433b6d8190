import TourKit

/// Runs a tour full screen: sets the process and the terminal up, runs the ``SessionLoop`` on
/// an ``NcursesBackend``, and restores everything around it.
struct TourSession {
  let tour: Tour
  let options: PresentOptions

  /// Shows the tour; throws when the terminal cannot be set up (before anything is drawn).
  ///
  /// Every change to the process is undone before it returns: signal dispositions and the
  /// alternate signal stack, the locale, tty settings and terminal modes, the ncurses screen,
  /// the wake-up pipe; the picture thread and the steps' commands are stopped. Signals are
  /// blocked while the terminal is set up and restored, so none lands in a half-written
  /// sequence; those that arrive then reach the host's handlers after.
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

    let pictures = PictureWorker(
      wakeLoop: signals.wakeWriteDescriptor, store: options.pictureStore ?? PictureStore())
    // The steps' commands are the host's: they start from the process's own environment, as
    // any command the host runs would, not from `options.environment` (what the tour reads
    // its settings from, which tests replace). Read only for a tour that has commands to run.
    let steps = StepRunner(
      commands: options.steps,
      environment: options.steps.isEmpty ? [] : Platform.processEnvironmentList(),
      wakeLoop: signals.wakeWriteDescriptor)
    let backend = NcursesBackend(
      terminal: terminal,
      reader: InputReader(
        input: options.inputDescriptor, wakeDescriptor: signals.wakeDescriptor,
        watchDescriptor: options.liveReload?.watcher.descriptor ?? -1),
      pictures: pictures, steps: steps)
    let result = SessionLoop(tour: tour, options: options).run(on: backend)
    // Every way out of the loop, an ending signal's too, comes here: the commands still
    // running get SIGTERM now (most end at once; one that ignores it holds the tour at most
    // the grace), and none is left when `present` returns.
    steps.stop()

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
}
