import TourKit
import TourTerminal

// What host-check inspects in its own process, by operating system, besides what TourKit's and
// TourTerminal's platform files give: the rest of the example imports no C library.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a process that a library must leave as it found them.
extension Platform {
  /// The signals whose dispositions are shown, by name.
  static let signals: [(String, Int32)] = [
    ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("TSTP", SIGTSTP),
    ("CONT", SIGCONT), ("WINCH", SIGWINCH), ("PIPE", SIGPIPE), ("TTIN", SIGTTIN),
    ("TTOU", SIGTTOU), ("ALRM", SIGALRM), ("USR1", SIGUSR1), ("USR2", SIGUSR2),
    ("SEGV", SIGSEGV), ("BUS", SIGBUS), ("ILL", SIGILL), ("TRAP", SIGTRAP), ("ABRT", SIGABRT),
    ("FPE", SIGFPE), ("SYS", SIGSYS),
  ]

  /// `SIG_DFL`, `SIG_IGN`, or the handler's address and flags.
  static func disposition(of signal: Int32) -> String {
    let action = action(for: signal)
    switch handlerAddress(action) {
    case 0: return "default"
    case 1: return "ignored"
    case let address:
      return "handler@\(String(address, radix: 16))/\(String(action.sa_flags, radix: 16))"
    }
  }

  /// Ignores SIGPIPE and catches SIGUSR1, as many hosts do, to show they are kept.
  static func installHostHandlers() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGUSR1) { _ in }
  }

  /// The whole locale (`setlocale(LC_ALL, NULL)`).
  static var locale: String { currentLocale() ?? "?" }

  /// The open descriptors, from /dev/fd (the directory's own descriptor included).
  static var openDescriptors: [Int] {
    directoryEntries("/dev/fd").compactMap { Int($0) }.sorted()
  }

  /// How many threads the process has (Linux: /proc/self/task), or `nil` where unknown.
  static var threadCount: Int? {
    #if os(Linux)
      return directoryEntries("/proc/self/task").count
    #else
      return nil
    #endif
  }

  /// Standard input's tty flags (local, input, output), or `nil` when it is not a tty.
  static var ttyFlags: String? {
    guard let settings = terminalSettings(standardInput) else { return nil }
    return [settings.c_lflag, settings.c_iflag, settings.c_oflag]
      .map { String(UInt64($0), radix: 16) }.joined(separator: "/")
  }

  /// This thread's blocked signals, as a list of numbers.
  static var blockedSignals: [Int32] {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    return (1..<32).filter { sigismember(&mask, $0) == 1 }
  }
}
