import Glibc
import Synchronization

/// The last termination-type signal received (SIGINT, SIGTERM, SIGHUP), or 0.
///
/// Set by the handler, read by the main loop: the handler itself does nothing unsafe.
let pendingSignal = Atomic<Int32>(0)
/// Set when the process continues after a stop (SIGCONT), so the loop redraws everything.
let continuedAfterStop = Atomic<Bool>(false)

/// Signal handling for a full-screen tour: signals become flags the loop reads, and the host
/// program's own handlers are put back afterwards.
struct Signals {
  private var saved: [(Int32, sigaction)] = []

  /// The signals that end a tour (exit status 128 + number).
  static let terminating = [SIGINT, SIGTERM, SIGHUP]
  /// Signals that mean a crash: the terminal is restored before the process dies.
  static let fatal = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  /// Installs the handlers, remembering the previous ones. Called before the terminal is set
  /// up, so ncurses leaves SIGINT and SIGTERM alone (it only takes signals still at their
  /// default) and the exit statuses are ours.
  ///
  /// The handlers are installed without `SA_RESTART`, so a blocking read returns at once and
  /// the loop sees the flag instead of waiting for the next key.
  static func install() -> Signals {
    pendingSignal.store(0, ordering: .relaxed)
    var signals = Signals()
    for signal in terminating {
      signals.set(signal) { number in pendingSignal.store(number, ordering: .relaxed) }
    }
    signals.set(SIGCONT) { _ in continuedAfterStop.store(true, ordering: .relaxed) }
    for signal in fatal {
      signals.set(signal) { number in
        EmergencyRestore.run()
        Glibc.signal(number, SIG_DFL)
        raise(number)
      }
    }
    return signals
  }

  /// Puts back the handlers that were there before ``install()``.
  func restore() {
    for (signal, var action) in saved.reversed() { sigaction(signal, &action, nil) }
  }

  private mutating func set(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    saved.append((signal, previous))
  }
}
