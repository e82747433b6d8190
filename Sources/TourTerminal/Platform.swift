import CNcurses
import TourKit

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
  static let standardError: Int32 = STDERR_FILENO

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
    /// The file watcher has changes to read.
    var watched = false
  }

  /// Waits up to `timeoutMilliseconds` (-1: forever) until `input`, `wake` or `watch` can be
  /// read; a descriptor of -1 is not waited on.
  static func wait(input: Int32, wake: Int32, watch: Int32 = -1, timeoutMilliseconds: Int32)
    -> Readiness
  {
    let readable = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
    var targets = [input, wake, watch].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&targets, nfds_t(targets.count), timeoutMilliseconds) > 0 else { return Readiness() }
    return Readiness(
      input: targets[0].revents & readable != 0, woken: targets[1].revents & readable != 0,
      watched: targets[2].revents & readable != 0)
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
      let name: String
      let run: @Sendable () -> Void
      init(_ name: String, _ run: @escaping @Sendable () -> Void) {
        self.name = name
        self.run = run
      }
    }
    var all = sigset_t()
    sigfillset(&all)
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let argument = Unmanaged.passRetained(Body(name, body)).toOpaque()
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
        let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
        // Named from inside: macOS names only the calling thread.
        tour_name_this_thread(body.name)
        body.run()
        return nil
      }, argument)
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

  // MARK: - Watching files (tour --watch)

  /// The `errno` of a failed call that set up a watch.
  struct WatchFailure: Error {
    let code: Int32

    /// What went wrong, naming the system limit when one was reached.
    var message: String {
      #if canImport(Glibc) || canImport(Musl)
        if code == ENOSPC {
          return "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)"
        }
        if code == EMFILE {
          return "too many open files or inotify instances (fs.inotify.max_user_instances)"
        }
      #endif
      return Platform.message(for: code)
    }
  }

  /// Where a watched entry is: a folder, and a name in it.
  struct WatchedEntry: Hashable {
    var directory: String
    var name: String
  }

  /// The kernel's file-system events for some names in some folders, read without blocking
  /// from one descriptor the loop's `poll` waits on.
  ///
  /// Folders are watched rather than the files themselves: an editor that saves by writing a
  /// new file and renaming it over the old one (or by deleting and recreating it) leaves a
  /// watch on the old file's inode watching nothing. On Linux this is inotify, one watch per
  /// folder. macOS has no per-name folder events: kqueue watches each folder (entries added,
  /// removed, renamed) and each watched file there (written, extended, attributes, deleted,
  /// renamed), and any event re-examines every watched name; that branch is written to
  /// build, not verified.
  final class FileEvents {
    /// The descriptor to `poll` for input: readable when events are waiting.
    let descriptor: Int32
    private var entries: Set<WatchedEntry>

    #if canImport(Glibc) || canImport(Musl)
      /// The folder of each inotify watch, in each spelling given (`.` and the absolute path
      /// of the same folder share a watch).
      private var folders: [Int32: [String]] = [:]
      private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_MOVED_TO | IN_DELETE
          | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

      /// Watches `entries`; throws the `errno` of the first folder that cannot be watched.
      init(_ entries: Set<WatchedEntry>) throws(WatchFailure) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchFailure(code: errno) }
        self.descriptor = descriptor
        self.entries = entries
        for directory in Set(entries.map(\.directory)) {
          // Thrown once every property is set, so deinit closes the descriptor.
          guard addWatch(directory) else { throw WatchFailure(code: errno) }
        }
      }

      /// Watches `added` too, as far as their folders can be watched (others are left out).
      func watch(_ added: Set<WatchedEntry>) {
        let watchedFolders = Set(folders.values.joined())
        for entry in added.subtracting(entries) {
          if watchedFolders.contains(entry.directory) || addWatch(entry.directory) {
            entries.insert(entry)
          }
        }
      }

      /// Adds a watch on `directory`; `false` (and `errno`) when it cannot be watched.
      private func addWatch(_ directory: String) -> Bool {
        let watch = inotify_add_watch(descriptor, directory, FileEvents.mask)
        guard watch >= 0 else { return false }
        if folders[watch]?.contains(directory) != true {
          folders[watch, default: []].append(directory)
        }
        return true
      }

      /// The events waiting, for watched names only.
      func read() -> [(entry: WatchedEntry, kind: FileChange.Kind)] {
        var changes: [(WatchedEntry, FileChange.Kind)] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
          let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, into: $0) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { return changes }
          var offset = 0
          let header = MemoryLayout<inotify_event>.size
          while offset + header <= count {
            let event = buffer.withUnsafeBytes {
              $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + Int(event.len))]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + Int(event.len)
            changes += self.changes(mask: event.mask, watch: event.wd, name: name)
          }
        }
      }

      /// What one inotify event means for the watched names.
      private func changes(mask: UInt32, watch: Int32, name: String)
        -> [(WatchedEntry, FileChange.Kind)]
      {
        // Events were lost: anything may have changed.
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return entries.map { ($0, .written) } }
        let directories = folders[watch] ?? []
        if name.isEmpty {
          // The folder itself went away (or its watch did): so did everything watched in it.
          let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
          guard mask & gone != 0 else { return [] }
          return entries.filter { directories.contains($0.directory) }.map { ($0, .disappeared) }
        }
        let kind: FileChange.Kind =
          mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0
          ? .disappeared : mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 ? .appeared : .written
        return directories.map { WatchedEntry(directory: $0, name: name) }
          .filter(entries.contains).map { ($0, kind) }
      }

      deinit { _ = close(descriptor) }
    #elseif canImport(Darwin)
      /// Every folder and file descriptor registered with kqueue.
      private var registered: Set<Int32> = []
      /// The descriptor watching each watched file that exists.
      private var files: [WatchedEntry: Int32] = [:]

      /// Watches `entries`; throws the `errno` of the first folder that cannot be watched.
      init(_ entries: Set<WatchedEntry>) throws(WatchFailure) {
        let descriptor = kqueue()
        guard descriptor >= 0 else { throw WatchFailure(code: errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        self.entries = entries
        for directory in Set(entries.map(\.directory)) {
          // Thrown once every property is set, so deinit closes what was opened.
          guard register(directory, events: NOTE_WRITE | NOTE_DELETE | NOTE_RENAME) != nil else {
            throw WatchFailure(code: errno)
          }
        }
        for entry in entries { watchFile(entry) }
      }

      /// Watches `added` too, as far as their folders can be watched (others are left out).
      func watch(_ added: Set<WatchedEntry>) {
        let watchedFolders = Set(entries.map(\.directory))
        for entry in added.subtracting(entries) {
          guard
            watchedFolders.contains(entry.directory)
              || register(entry.directory, events: NOTE_WRITE | NOTE_DELETE | NOTE_RENAME) != nil
          else { continue }
          entries.insert(entry)
          watchFile(entry)
        }
      }

      /// Any event re-examines every watched name: it is written, it appeared, or it is gone.
      func read() -> [(entry: WatchedEntry, kind: FileChange.Kind)] {
        var event = kevent()
        var zero = timespec()
        var any = false
        while kevent(descriptor, nil, 0, &event, 1, &zero) > 0 { any = true }
        guard any else { return [] }
        return entries.map { entry -> (entry: WatchedEntry, kind: FileChange.Kind) in
          var status = stat()
          let exists = stat(entry.directory + "/" + entry.name, &status) == 0
          let wasWatched = files[entry] != nil
          // Gone, or replaced by a file renamed over it: drop the old file's watch.
          if let file = files[entry] {
            var watchedStatus = stat()
            if !exists || fstat(file, &watchedStatus) != 0 || watchedStatus.st_ino != status.st_ino
            {
              files[entry] = nil
              registered.remove(file)
              _ = close(file)
            }
          }
          guard exists else { return (entry, .disappeared) }
          watchFile(entry)
          return (entry, wasWatched ? .written : .appeared)
        }
      }

      private func watchFile(_ entry: WatchedEntry) {
        guard files[entry] == nil else { return }
        let events = NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME
        files[entry] = register(entry.directory + "/" + entry.name, events: events)
      }

      /// Opens `path` for events only and registers it; its descriptor, or `nil`.
      private func register(_ path: String, events: Int32) -> Int32? {
        // Never waiting for a FIFO's writer, nor taking a terminal as the controlling one.
        let file = open(path, O_EVTONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard file >= 0 else { return nil }
        var change = kevent(
          ident: UInt(file), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
          fflags: UInt32(events), data: 0, udata: nil)
        guard kevent(descriptor, &change, 1, nil, 0, nil) == 0 else {
          let code = errno
          _ = close(file)
          errno = code
          return nil
        }
        registered.insert(file)
        return file
      }

      deinit {
        for file in registered { _ = close(file) }
        _ = close(descriptor)
      }
    #endif
  }

  /// The file a symbolic link at `path` leads to (`realpath`), or `nil` when `path` is not a
  /// symbolic link or leads nowhere.
  static func symbolicLinkTarget(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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

  /// Writes `line` and a newline to `descriptor`; to standard error after what the host's
  /// stdio holds for it, so lines come out in the order they were made. A failure is ignored:
  /// there is nowhere left to say it.
  static func writeLine(_ line: String, to descriptor: Int32) {
    if descriptor == standardError { fflush(tour_stderr()) }
    _ = writeAll(descriptor, Array((line + "\n").utf8))
  }

  /// The file name the program was started as (`mytool` for `/usr/bin/mytool`), or `nil`.
  static var programName: String? {
    guard let path = CommandLine.arguments.first,
      let name = path.split(separator: "/").last, !name.isEmpty
    else { return nil }
    return String(name)
  }

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

/// `read(2)`, for code inside a type whose own `read` hides it.
private func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}
