import Synchronization
import TourKit

/// What the signal handlers tell the loop. A handler only stores a flag here and writes a
/// byte to the wake-up pipe; the loop does the work, outside the handler.
enum SignalFlags {
  /// The first signal that asked the tour to end, or 0.
  static let ending = Atomic<Int32>(0)
  /// SIGTSTP arrived (`kill -TSTP`; Ctrl-Z is a key in raw mode).
  static let stopRequested = Atomic<Bool>(false)
  /// SIGCONT arrived: the process goes on after a stop.
  static let continued = Atomic<Bool>(false)
  /// SIGWINCH arrived: the window may have another size.
  static let resized = Atomic<Bool>(false)
  /// The wake-up pipe's write end, or -1.
  fileprivate static let wakeDescriptor = Atomic<Int32>(-1)

  /// Wakes the loop's `poll`. Async-signal-safe.
  fileprivate static func wake() {
    let descriptor = wakeDescriptor.load(ordering: .relaxed)
    if descriptor >= 0 { Platform.poke(descriptor) }
  }

  fileprivate static func reset() {
    ending.store(0, ordering: .relaxed)
    stopRequested.store(false, ordering: .relaxed)
    continued.store(false, ordering: .relaxed)
    resized.store(false, ordering: .relaxed)
  }
}

/// The signal dispositions of a full-screen tour, from install to restore.
///
/// - SIGINT, SIGTERM, SIGHUP end the tour: ``present(_:options:)`` returns
///   `.interrupted(signal:)` and the host decides.
/// - SIGQUIT (unless ignored), and SIGPIPE and the other signals whose default action ends
///   the process (when they have it), end the tour too; once everything is restored, the
///   signal is sent again, so the host's own disposition acts on it (by default: the process
///   ends with that signal's status, after the terminal was put back).
/// - SIGTSTP (unless ignored), SIGCONT and SIGWINCH become suspend, resume and resize.
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS) restore the
///   terminal on the alternate signal stack and then chain to the handler that was there
///   (the host's, or the Swift runtime's backtracer), not to the default.
///
/// Everything is installed before the terminal is set up, so ncurses, which only takes
/// signals still at their default, installs none; ``restore()`` puts every one back.
struct Signals {
  /// Signals reported to the host as `.interrupted(signal:)`.
  static let interrupting = [Platform.interrupt, Platform.terminate, Platform.hangUp]
  /// Job control and resizing: handled by the loop, never ending the tour.
  static let jobControl = [
    Platform.terminalStop, Platform.continueAfterStop, Platform.windowChange,
  ]
  /// Every signal the loop handles; blocked while the terminal is set up or restored, so
  /// none interrupts a half-written sequence.
  static let handledByLoop =
    interrupting + [Platform.quit, Platform.brokenPipe] + Platform.otherTerminatingSignals
    + jobControl

  private var saved: [(signal: Int32, action: Platform.SignalAction)] = []
  private let alternateStack: Platform.AlternateStack
  /// The wake-up pipe; the loop polls its read end.
  let wakeDescriptor: Int32
  /// Its write end: signal handlers, and the picture worker, wake the loop through it.
  let wakeWriteDescriptor: Int32

  private init(wake: (read: Int32, write: Int32), alternateStack: Platform.AlternateStack) {
    wakeDescriptor = wake.read
    wakeWriteDescriptor = wake.write
    self.alternateStack = alternateStack
  }

  /// Installs the tour's handlers, remembering the host's; `nil` when the wake-up pipe
  /// cannot be made (out of descriptors).
  static func install() -> Signals? {
    guard let wake = Platform.makeWakePipe() else { return nil }
    SignalFlags.reset()
    SignalFlags.wakeDescriptor.store(wake.write, ordering: .relaxed)
    var signals = Signals(wake: wake, alternateStack: Platform.ensureAlternateStack())
    let ending = Platform.action(calling: endingHandler, blocking: handledByLoop)
    for signal in interrupting { signals.replace(signal, with: ending) }
    signals.replace(Platform.quit, with: ending, unless: Platform.isIgnored)
    for signal in [Platform.brokenPipe] + Platform.otherTerminatingSignals {
      signals.replace(signal, with: ending, unless: { !Platform.isDefault($0) })
    }
    signals.replace(
      Platform.terminalStop, with: Platform.action(calling: stopHandler, blocking: handledByLoop),
      unless: Platform.isIgnored)
    signals.replace(
      Platform.continueAfterStop,
      with: Platform.action(calling: continueHandler, blocking: handledByLoop))
    signals.replace(
      Platform.windowChange, with: Platform.action(calling: resizeHandler, blocking: handledByLoop)
    )
    let crash = Platform.action(forCrash: crashHandler)
    for signal in Platform.crashSignals {
      let previous = Platform.action(for: signal)
      guard !Platform.isIgnored(previous) else { continue }
      hostCrashActions[Int(signal)] = previous
      signals.replace(signal, with: crash)
    }
    return signals
  }

  /// Whether the host should get `signal` again once the tour is over: every ending signal
  /// but the three reported as `.interrupted`.
  static func isSentAgain(_ signal: Int32) -> Bool { !interrupting.contains(signal) }

  /// Puts back every disposition and the alternate stack as they were before ``install()``,
  /// and closes the wake-up pipe.
  func restore() {
    for (signal, action) in saved.reversed() { Platform.setAction(action, for: signal) }
    Platform.restoreAlternateStack(alternateStack)
    SignalFlags.wakeDescriptor.store(-1, ordering: .relaxed)
    Platform.closeDescriptor(wakeDescriptor)
    Platform.closeDescriptor(wakeWriteDescriptor)
  }

  private mutating func replace(
    _ signal: Int32, with action: Platform.SignalAction,
    unless isKept: (Platform.SignalAction) -> Bool = { _ in false }
  ) {
    let previous = Platform.action(for: signal)
    guard !isKept(previous) else { return }
    Platform.setAction(action, for: signal)
    saved.append((signal, previous))
  }
}

/// The host's crash actions, indexed by signal, where the crash handler reads them without
/// allocating (allocated once, on first use, outside any handler).
private nonisolated(unsafe) let hostCrashActions = UnsafeMutablePointer<Platform.SignalAction>
  .allocate(capacity: Platform.signalCount)

private let endingHandler: Platform.SignalHandler = { signal in
  _ = SignalFlags.ending.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
  SignalFlags.wake()
}

private let stopHandler: Platform.SignalHandler = { _ in
  SignalFlags.stopRequested.store(true, ordering: .relaxed)
  SignalFlags.wake()
}

private let continueHandler: Platform.SignalHandler = { _ in
  SignalFlags.continued.store(true, ordering: .relaxed)
  SignalFlags.wake()
}

private let resizeHandler: Platform.SignalHandler = { _ in
  SignalFlags.resized.store(true, ordering: .relaxed)
  SignalFlags.wake()
}

/// Restores the terminal, puts the host's action back and lets it see the crash: a fault
/// happens again when this handler returns; a sent signal (`abort`, `kill`) is raised again,
/// to be delivered once this handler returns.
private let crashHandler: Platform.FatalSignalHandler = { signal, info, _ in
  EmergencyRestore.run()
  Platform.setAction(hostCrashActions[Int(signal)], for: signal)
  if !Platform.isFault(info) { Platform.raiseSignal(signal) }
}
