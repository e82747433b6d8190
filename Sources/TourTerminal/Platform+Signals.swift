import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Signal dispositions, masks and the alternate signal stack, for ``Signals``.
extension Platform {
  /// A signal's disposition: its handler, the signals blocked while it runs, and flags.
  package typealias SignalAction = sigaction
  typealias SignalSet = sigset_t
  typealias SignalHandler = @convention(c) (Int32) -> Void
  typealias FatalSignalHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  static let interrupt = SIGINT
  static let terminate = SIGTERM
  static let hangUp = SIGHUP
  /// SIGQUIT: it ends the tour, and is sent again once the screen is restored.
  package static let quit = SIGQUIT
  static let brokenPipe = SIGPIPE
  static let terminalStop = SIGTSTP
  /// A background process reading from its terminal: stops it by default.
  static let terminalInputStop = SIGTTIN
  /// A background process writing to (or setting) its terminal with `TOSTOP`: stops it.
  static let terminalOutputStop = SIGTTOU
  static let continueAfterStop = SIGCONT
  static let windowChange = SIGWINCH

  /// Signals that mean a crash: raised by the CPU or by `abort`, never to be waited on.
  static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

  /// Other signals whose default action ends the process, besides INT, TERM, HUP, QUIT and
  /// PIPE, which ``Signals`` names itself.
  static var otherTerminatingSignals: [Int32] {
    var signals = [SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]
    #if canImport(Darwin)
      signals.append(SIGEMT)
    #else
      signals += [SIGIO, SIGPWR, SIGSTKFLT]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }

  /// The number of signal numbers (`NSIG`): storage indexed by signal needs this many slots.
  static let signalCount = 65

  /// The current action for `signal`.
  package static func action(for signal: Int32) -> SignalAction {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return action
  }

  /// Installs `action` for `signal`. Async-signal-safe.
  package static func setAction(_ action: SignalAction, for signal: Int32) {
    var action = action
    sigaction(signal, &action, nil)
  }

  /// The default action (`SIG_DFL`), nothing blocked while it runs.
  package static var defaultAction: SignalAction {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    return action
  }

  /// An action that calls `handler` with the given set blocked while it runs, restarting
  /// interrupted system calls (the host's threads never see `EINTR` because of us).
  static func action(calling handler: SignalHandler, blocking blocked: [Int32]) -> SignalAction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    action.sa_mask = signalSet(blocked)
    action.sa_flags = SA_RESTART
    return action
  }

  /// An action for a crash: `handler` runs on the alternate signal stack (a stack overflow
  /// leaves no room on the normal one) with every other signal blocked.
  static func action(forCrash handler: FatalSignalHandler) -> SignalAction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handler
    #else
      action.__sigaction_handler.sa_sigaction = handler
    #endif
    sigfillset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_ONSTACK
    return action
  }

  /// Whether `action` is the default one (`SIG_DFL`, and no `SA_SIGINFO` handler).
  static func isDefault(_ action: SignalAction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && handlerAddress(action) == 0
  }

  /// Whether `action` ignores the signal (`SIG_IGN`).
  package static func isIgnored(_ action: SignalAction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && handlerAddress(action) == 1
  }

  /// The address of `action`'s handler: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
  package static func handlerAddress(_ action: SignalAction) -> Int {
    #if canImport(Darwin)
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #else
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }

  /// Whether a signal came from the CPU (a fault, which happens again when the handler
  /// returns) rather than from `kill`, `raise` or `abort` (which must be sent again).
  static func isFault(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info else { return false }
    return info.pointee.si_code > 0
  }

  static func signalSet(_ signals: [Int32]) -> SignalSet {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }

  /// Blocks `signals` on this thread; returns the mask to put back.
  static func block(_ signals: [Int32]) -> SignalSet {
    var set = signalSet(signals)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    return previous
  }

  /// Unblocks `signals` on this thread; returns the mask to put back. Async-signal-safe.
  static func unblock(_ signals: [Int32]) -> SignalSet {
    var set = signalSet(signals)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    return previous
  }

  /// Puts back a mask returned by ``block(_:)``.
  static func setSignalMask(_ mask: SignalSet) {
    var mask = mask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Whether any of `signals` is pending on this thread or the process (blocked, so not yet
  /// delivered).
  static func isPending(_ signals: [Int32]) -> Bool {
    var pending = sigset_t()
    sigpending(&pending)
    return signals.contains { sigismember(&pending, $0) == 1 }
  }

  /// Sends `signal` to this thread. Async-signal-safe.
  static func raiseSignal(_ signal: Int32) { _ = raise(signal) }

  /// Ends the process with SIGABRT.
  static func abortProcess() -> Never { abort() }

  /// Stops the process group until SIGCONT, as the terminal's own Ctrl-Z does outside raw mode:
  /// SIGTSTP with its default action, so that a shell sees an ordinary stop (status 148), then
  /// the handler and mask as they were. Nothing stops when SIGTSTP is ignored, or in an
  /// orphaned process group (no shell with job control above it could resume it), where the
  /// kernel discards SIGTSTP.
  static func stopProcess() {
    let handler = action(for: SIGTSTP)
    guard !isIgnored(handler) else { return }
    setAction(defaultAction, for: SIGTSTP)
    var unblocked = signalSet([SIGTSTP])
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &mask)
    kill(0, SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    setAction(handler, for: SIGTSTP)
  }

  // MARK: - The alternate signal stack

  /// A signal stack installed for the tour, and the one it replaced.
  struct AlternateStack {
    fileprivate let previous: stack_t
    fileprivate let memory: UnsafeMutableRawPointer?
  }

  /// Makes sure this thread has an alternate signal stack (the Swift runtime usually set one
  /// up already; then it is kept).
  static func ensureAlternateStack() -> AlternateStack {
    var current = stack_t()
    sigaltstack(nil, &current)
    guard current.ss_flags & Int32(SS_DISABLE) != 0 || current.ss_sp == nil else {
      return AlternateStack(previous: current, memory: nil)
    }
    let size = 256 * 1024
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    return AlternateStack(previous: current, memory: memory)
  }

  /// Puts back the stack that was there before ``ensureAlternateStack()``.
  static func restoreAlternateStack(_ stack: AlternateStack) {
    guard let memory = stack.memory else { return }
    var previous = stack.previous
    sigaltstack(&previous, nil)
    memory.deallocate()
  }
}
