import Glibc
import Synchronization

/// The last termination-type signal received (SIGINT, SIGTERM, SIGHUP), or 0.
///
/// Set by the handler, read by the main loop: the handler itself does nothing unsafe.
let pendingSignal = Atomic<Int32>(0)
/// Set when the process continues after a stop (SIGCONT), so the loop redraws everything.
let continuedAfterStop = Atomic<Bool>(false)

/// Signal handling for a full-screen program: turn signals into flags the loop reads.
enum Signals {
  /// Installs the handlers. Called before the terminal is set up, so ncurses leaves SIGINT and
  /// SIGTERM alone (it only takes signals still at their default) and our exit codes stand.
  ///
  /// The handlers are installed without `SA_RESTART`, so a blocking read returns at once and
  /// the loop sees the flag instead of waiting for the next key.
  static func install() {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      setHandler(signal) { number in pendingSignal.store(number, ordering: .relaxed) }
    }
    setHandler(SIGCONT) { _ in continuedAfterStop.store(true, ordering: .relaxed) }
  }

  /// Installs fatal-signal handlers that put the terminal back before the process dies, so even
  /// a crash leaves the terminal as it was found.
  static func installCrashHandlers() {
    for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      setHandler(signal) { number in
        EmergencyRestore.run()
        Glibc.signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// The conventional exit status of a process ended by `signal`: 128 + its number.
  static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

  private static func setHandler(
    _ signal: Int32, _ handler: @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }
}
