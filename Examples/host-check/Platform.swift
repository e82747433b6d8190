// What host-check inspects in its own process, by operating system: the rest of the example
// imports no C library.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a process that a library must leave as it found them.
enum Platform {
  /// This process's id.
  static var processID: Int32 { getpid() }

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
    var action = sigaction()
    sigaction(signal, nil, &action)
    #if canImport(Darwin)
      let address = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #else
      let address = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #endif
    switch address {
    case 0: return "default"
    case 1: return "ignored"
    default: return "handler@\(String(address, radix: 16))/\(String(action.sa_flags, radix: 16))"
    }
  }

  /// Ignores SIGPIPE and catches SIGUSR1, as many hosts do, to show they are kept.
  static func installHostHandlers() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGUSR1) { _ in }
  }

  /// The whole locale (`setlocale(LC_ALL, NULL)`).
  static var locale: String { setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "?" }

  /// The open descriptors, from /dev/fd (the directory's own descriptor included).
  static var openDescriptors: [Int] {
    guard let directory = opendir("/dev/fd") else { return [] }
    defer { closedir(directory) }
    var descriptors: [Int] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let number = Int(name) { descriptors.append(number) }
    }
    return descriptors.sorted()
  }

  /// How many threads the process has (Linux: /proc/self/task), or `nil` where unknown.
  static var threadCount: Int? {
    guard let directory = opendir("/proc/self/task") else { return nil }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
      if entry.pointee.d_name.0 != UInt8(ascii: ".") { count += 1 }
    }
    return count
  }

  /// Standard input's tty flags (local, input, output), or `nil` when it is not a tty.
  static var ttyFlags: String? {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    return [settings.c_lflag, settings.c_iflag, settings.c_oflag]
      .map { String(UInt64($0), radix: 16) }.joined(separator: "/")
  }

  /// This thread's blocked signals, as a list of numbers.
  static var blockedSignals: [Int32] {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    return (1..<32).filter { sigismember(&mask, $0) == 1 }
  }

  /// Ends the process with `status`.
  static func exitProcess(_ status: Int32) -> Never { exit(status) }
}
