import CNcurses

// Everything TourTerminal needs from the operating system, in one place: the rest of the
// module calls `Platform` and never imports the C library itself.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("TourTerminal needs a POSIX C library")
#endif

/// Thin, portable wrappers over POSIX calls: descriptors, the tty, signals, the locale.
enum Platform {
  // MARK: - Descriptors

  static let standardInput: Int32 = STDIN_FILENO
  static let standardOutput: Int32 = STDOUT_FILENO

  /// Whether `descriptor` is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Writes all of `bytes`, retrying after signals (`EINTR`), partial writes and a full
  /// non-blocking descriptor (`EAGAIN`, waiting up to a second each time). Returns 0, or the
  /// `errno` that stopped it. Async-signal-safe: it calls only `write` and `poll`.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let code = written < 0 ? errno : EIO
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var target = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&target, 1, 1000) > 0 { continue }
      }
      return code
    }
    return 0
  }

  /// Writes all of `bytes`; 0 or the `errno` (see the other `writeAll`).
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { writeAll(descriptor, $0) }
  }

  /// What one `read` returned.
  enum ReadResult {
    case bytes(Int)
    /// Nothing now (`EINTR`, `EAGAIN`): try again later.
    case nothing
    /// End of input, or an error such as `EIO` after a hang-up.
    case end
  }

  /// Reads what is available into `buffer`.
  static func readAvailable(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer)
    -> ReadResult
  {
    let count = read(descriptor, buffer.baseAddress, buffer.count)
    if count > 0 { return .bytes(count) }
    if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { return .nothing }
    return .end
  }

  /// What ``wait(input:wake:timeoutMilliseconds:)`` saw.
  struct Readiness {
    /// The input has bytes, or has hung up (a read will tell which).
    var input = false
    /// The wake-up pipe was written to (a signal arrived).
    var woken = false
  }

  /// Waits up to `timeoutMilliseconds` (-1: forever) until `input` or `wake` can be read.
  static func wait(input: Int32, wake: Int32, timeoutMilliseconds: Int32) -> Readiness {
    let readable = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
    var targets = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&targets, nfds_t(targets.count), timeoutMilliseconds) > 0 else { return Readiness() }
    return Readiness(
      input: targets[0].revents & readable != 0, woken: targets[1].revents & readable != 0)
  }

  /// A pipe whose ends are non-blocking and closed on `exec`: a signal handler writes a byte
  /// to wake the loop's `poll`.
  static func makeWakePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }

  /// Writes one byte to a wake-up pipe, keeping `errno` as it was. Async-signal-safe.
  static func poke(_ descriptor: Int32) {
    let saved = errno
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
    errno = saved
  }

  /// Reads a non-blocking descriptor until it is empty.
  static func drain(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }

  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

  // MARK: - Streams (ncurses writes through a FILE)

  typealias Stream = UnsafeMutablePointer<FILE>

  /// A stdio stream on a duplicate of `descriptor` (closed on `exec`), so closing it leaves
  /// the original open.
  static func openStream(duplicating descriptor: Int32, mode: String) -> Stream? {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { return nil }
    guard let stream = fdopen(copy, mode) else {
      _ = close(copy)
      return nil
    }
    return stream
  }

  static func closeStream(_ stream: Stream) { fclose(stream) }

  /// Flushes the C library's buffered standard output (the host's `print`), so bytes written
  /// straight to the descriptor come after it.
  static func flushStandardOutput() { fflush(tour_stdout()) }

  // MARK: - The tty

  typealias TerminalSettings = termios

  /// The tty settings of `descriptor`, if it is a terminal.
  static func terminalSettings(_ descriptor: Int32) -> TerminalSettings? {
    var settings = termios()
    return tcgetattr(descriptor, &settings) == 0 ? settings : nil
  }

  /// Applies tty settings now, retrying after signals. Async-signal-safe. Returns 0 or the
  /// `errno`.
  @discardableResult
  static func setTerminalSettings(_ descriptor: Int32, _ settings: TerminalSettings) -> Int32 {
    var settings = settings
    while tcsetattr(descriptor, TCSANOW, &settings) != 0 {
      if errno != EINTR { return errno }
    }
    return 0
  }

  /// `settings` with input made raw as ncurses' `raw`, `noecho` and `nonl` make it: bytes
  /// one at a time, no echo, no signals from keys, no flow control, CR not turned into NL.
  /// Output processing is left alone.
  static func rawInput(_ settings: TerminalSettings) -> TerminalSettings {
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// The window size of the terminal on `descriptor`, in cells.
  static func windowSize(_ descriptor: Int32) -> (width: Int, height: Int)? {
    var size = winsize()
    #if canImport(Darwin)
      // TIOCGWINSZ is a function-like macro on Darwin, which Swift cannot import.
      let request: UInt = 0x4008_7468
    #else
      let request = UInt(TIOCGWINSZ)
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  // MARK: - Signals

  typealias SignalAction = sigaction
  typealias SignalSet = sigset_t
  typealias SignalHandler = @convention(c) (Int32) -> Void
  typealias FatalSignalHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  static let interrupt = SIGINT
  static let terminate = SIGTERM
  static let hangUp = SIGHUP
  static let quit = SIGQUIT
  static let brokenPipe = SIGPIPE
  static let terminalStop = SIGTSTP
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
  static func action(for signal: Int32) -> SignalAction {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return action
  }

  /// Installs `action` for `signal`. Async-signal-safe.
  static func setAction(_ action: SignalAction, for signal: Int32) {
    var action = action
    sigaction(signal, &action, nil)
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
  static func isIgnored(_ action: SignalAction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && handlerAddress(action) == 1
  }

  private static func handlerAddress(_ action: SignalAction) -> Int {
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

  /// Puts back a mask returned by ``block(_:)``.
  static func setSignalMask(_ mask: SignalSet) {
    var mask = mask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Sends `signal` to this thread. Async-signal-safe.
  static func raiseSignal(_ signal: Int32) { _ = raise(signal) }

  /// Ends the process with SIGABRT.
  static func abortProcess() -> Never { abort() }

  /// Stops the whole process until SIGCONT. SIGSTOP, not SIGTSTP: the kernel discards a
  /// default-action SIGTSTP in an orphaned process group, and a tour must stop when asked.
  static func stopProcess() { kill(getpid(), SIGSTOP) }

  // MARK: - Threads

  /// A thread started by ``startThread(_:)``, to be joined.
  typealias Thread = pthread_t

  /// Starts a thread named `name` (at most 15 bytes) running `body` with every signal blocked,
  /// so signals keep going to the thread that runs the tour's loop; `nil` when the system
  /// cannot start one.
  static func startThread(named name: String, _ body: @escaping @Sendable () -> Void) -> Thread? {
    final class Body {
      let run: @Sendable () -> Void
      init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
    var all = sigset_t()
    sigfillset(&all)
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let argument = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let started = pthread_create(
      &thread, nil,
      { argument in
        #if canImport(Darwin)
          let argument: UnsafeMutableRawPointer? = argument
        #endif
        Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
        return nil
      }, argument)
    #if canImport(Darwin)
      _ = started
    #else
      if started == 0 { tour_name_thread(thread, name) }
    #endif
    guard started == 0 else {
      Unmanaged<Body>.fromOpaque(argument).release()
      return nil
    }
    return thread
  }

  /// Waits for a thread started by ``startThread(_:)`` to end.
  static func joinThread(_ thread: Thread) { pthread_join(thread, nil) }

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

  // MARK: - Locale

  /// The whole locale now (`setlocale(LC_ALL, NULL)`), to put back later.
  static func currentLocale() -> String? {
    setlocale(LC_ALL, nil).map { String(cString: $0) }
  }

  /// Puts back a locale returned by ``currentLocale()``.
  static func restoreLocale(_ locale: String) { setlocale(LC_ALL, locale) }

  /// Sets the character type (what ncursesw needs for wide characters) to `name`.
  static func setCharacterType(_ name: String) { setlocale(LC_CTYPE, name) }

  /// UTF-8 character types to fall back on, by the names Linux and macOS give them.
  static let utf8CharacterTypes = ["C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"]

  /// Whether the system has a locale `name` whose character type is UTF-8 (asked without
  /// changing the process locale).
  static func isUTF8Locale(_ name: String) -> Bool {
    guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { return false }
    defer { freelocale(locale) }
    guard let codeset = nl_langinfo_l(nl_item(CODESET), locale) else { return false }
    let codesetName = String(cString: codeset).uppercased()
    return codesetName == "UTF-8" || codesetName == "UTF8"
  }

  // MARK: - Errors and the environment

  /// The system's text for an `errno`, in lower case like tour's other messages.
  static func message(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// A variable of the process environment.
  static func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Writes a line to standard error (through stdio, like the host's own messages).
  static func printError(_ line: String) { fputs(line + "\n", tour_stderr()) }

  /// The current time as UTC ISO 8601 (`2026-11-29T19:02:22Z`).
  static func utcTimestamp() -> String {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
