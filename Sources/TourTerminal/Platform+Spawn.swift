import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Child processes, for the commands of a tour's steps (``StepRunner``): started with
// posix_spawn (never fork: a Swift process has threads and locks a forked child could find
// held), each in a process group of its own, so that it and everything it starts can be
// signalled at once; waited for, signalled, and given the terminal's foreground.
extension Platform {
  /// SIGKILL: what ends a step's process group that outlived its grace.
  static let killSignal = SIGKILL

  /// Every signal whose action can be set: all but SIGKILL and SIGSTOP.
  static var catchableSignals: [Int32] {
    (1..<Int32(signalCount)).filter { $0 != SIGKILL && $0 != SIGSTOP }
  }

  /// The `errno` of a child that could not be started.
  struct SpawnFailure: Error {
    let code: Int32

    /// The system's words for it (`no such file or directory`).
    var message: String { Platform.message(for: code) }

    /// The `errno` the last call left.
    static func last() -> SpawnFailure { SpawnFailure(code: errno) }
  }

  /// What a child's standard input is.
  enum ChildInput {
    /// `/dev/null`: a read gets the end of input at once, so nothing waits on a prompt.
    case nullDevice
    /// A descriptor of the tour's (the terminal).
    case descriptor(Int32)
  }

  /// Starts `path` with `arguments` (the first is the program's name) and `environment`
  /// (`NAME=value` strings), in a new process group whose ID is the child's, and returns its
  /// process ID; throws the `errno` when it cannot start (no such program, not executable, out
  /// of processes).
  ///
  /// The child gets `input` as standard input, `output` and `error` as standard output and
  /// error, and no other descriptor of this process: every descriptor above 2 is closed in it
  /// where the C library can (glibc 2.34 and later, and macOS), and the tour's own are opened
  /// close-on-exec anyway. Its signal mask is empty and `defaultSignals` have their default
  /// action, whatever this thread blocks and the process ignores: the command starts as from
  /// a shell. With `foreground`, a terminal descriptor, the child's group is made the
  /// terminal's foreground group before the command runs, where glibc can (2.35 and later;
  /// the caller makes it so again itself after the start, for the other systems). With
  /// `newSession`, the child leads a new session instead (its group's ID still its own): it
  /// has no controlling terminal, so a command that would prompt on `/dev/tty` fails at once
  /// rather than draw over the tour and wait for a key it never gets.
  static func spawn(
    _ path: String, arguments: [String], environment: [String], input: ChildInput,
    output: Int32, error: Int32, defaultSignals: [Int32], foreground: Int32? = nil,
    newSession: Bool = false
  ) throws(SpawnFailure) -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }

    switch input {
    case .nullDevice: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, error, 2)
    // A new session is a new group too: setting a group on a session's leader would fail.
    var flags = Int32(
      (newSession ? Platform.spawnNewSession : POSIX_SPAWN_SETPGROUP) | POSIX_SPAWN_SETSIGMASK
        | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      // Every descriptor the file actions above do not name is closed in the child.
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      // In this order, as the child carries them out: the foreground given while `foreground`
      // is still open, then every descriptor above 2 closed, the dup2s' sources with the rest.
      if let foreground { _ = GlibcSpawnExtensions.setForeground.map { $0(&actions, foreground) } }
      _ = GlibcSpawnExtensions.closeFrom.map { $0(&actions, 3) }
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = signalSet([])
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = signalSet(defaultSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let argumentStrings = arguments.map { strdup($0) } + [nil]
    let environmentStrings = environment.map { strdup($0) } + [nil]
    defer {
      for string in argumentStrings + environmentStrings { free(string) }
    }
    var child: pid_t = 0
    let code = posix_spawn(
      &child, path, &actions, &attributes, argumentStrings, environmentStrings)
    guard code == 0 else { throw SpawnFailure(code: code) }
    return child
  }

  /// Where `name` (a program without a `/`) is found in `searchPath` (a `PATH` value; `nil`:
  /// `/bin:/usr/bin`, as `execvp` searches), as `execvp` finds it: the first executable
  /// regular file. Throws `EACCES` when only a file that cannot be executed was found,
  /// `ENOENT` when none.
  static func findProgram(_ name: String, searchPath: String?) throws(SpawnFailure) -> String {
    var found = SpawnFailure(code: ENOENT)
    for folder in (searchPath ?? "/bin:/usr/bin").split(
      separator: ":", omittingEmptySubsequences: false)
    {
      // An empty entry is the current folder, as for the shell.
      let path = folder.isEmpty ? name : "\(folder)/\(name)"
      guard let status = try? status(atPath: path, noFollow: false), status.kind == .regular
      else { continue }
      if access(path, X_OK) == 0 { return path }
      found = SpawnFailure(code: EACCES)
    }
    throw found
  }

  /// What ``reapChild(_:waiting:reportingStops:)`` learnt of a child.
  enum ChildStatus: Equatable {
    /// It is still running (only when not waiting).
    case running
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signalled(Int32)
    /// This signal stopped it (only when reporting stops).
    case stopped(Int32)
    /// It is not this process's child any more: someone else reaped it (a host's SIGCHLD
    /// handler waiting for every child, or SIGCHLD ignored), and how it ended is lost.
    case lost
  }

  /// `waitpid` for `child`, retried after signals: waits for it to end (or stop, with
  /// `reportingStops`) when `waiting`, else says ``ChildStatus/running`` at once. A child that
  /// ended is reaped: its process ID is free again.
  static func reapChild(_ child: Int32, waiting: Bool, reportingStops: Bool = false)
    -> ChildStatus
  {
    let options = (waiting ? 0 : WNOHANG) | (reportingStops ? WUNTRACED : 0)
    var status: Int32 = 0
    while true {
      let result = waitpid(child, &status, options)
      if result == 0 { return .running }
      if result == child { break }
      if errno != EINTR { return .lost }
    }
    // The status word as glibc and the BSDs lay it out (WIFEXITED and the rest are macros
    // Swift cannot import): the low 7 bits are the ending signal, 0 for an exit, 0x7F for a
    // stop; the next 8 are the exit status, or the stopping signal.
    let low = status & 0x7F
    let high = (status >> 8) & 0xFF
    if low == 0 { return .exited(high) }
    if low == 0x7F { return .stopped(high) }
    return .signalled(low)
  }

  /// Sends `signal` to every process of the process group `group`; whether there was one
  /// (a group whose processes have all ended and been reaped is gone).
  @discardableResult
  static func signalGroup(_ group: Int32, _ signal: Int32) -> Bool {
    killpg(group, signal) == 0
  }

  /// This process's process group.
  static var processGroup: Int32 { getpgrp() }

  /// The foreground process group of the terminal on `descriptor`; `nil` when it is not this
  /// process's controlling terminal (or not a terminal), so its foreground is not ours to give.
  static func foregroundGroup(of descriptor: Int32) -> Int32? {
    let group = tcgetpgrp(descriptor)
    return group > 0 ? group : nil
  }

  /// Makes `group` the foreground process group of the terminal on `descriptor`, with
  /// SIGTTOU blocked meanwhile: from a background group (the tour's, while a step's command
  /// had the terminal) the call would otherwise stop the whole tour, as job-control shells
  /// know.
  static func setForegroundGroup(_ group: Int32, of descriptor: Int32) {
    let mask = block([SIGTTOU])
    defer { setSignalMask(mask) }
    while tcsetpgrp(descriptor, group) != 0 && errno == EINTR {}
  }

  /// A descriptor that becomes readable when `child` ends (Linux's pidfd, closed on `exec`), so
  /// a `poll` can wait for a child's end beside its output; -1 where there is none (macOS, a
  /// kernel older than 5.3, a glibc older than 2.36): then the caller looks now and then.
  static func childEndDescriptor(_ child: Int32) -> Int32 {
    #if canImport(Darwin)
      return -1
    #else
      return GlibcSpawnExtensions.pidfdOpen.map { $0(child, 0) } ?? -1
    #endif
  }

  /// A pipe for a child's output: both ends closed on `exec` (the child gets the write end as
  /// its standard output and error through the spawn's dup2s alone), the read end
  /// non-blocking, so the reader takes what is there and goes back to `poll`.
  static func makeOutputPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  /// The whole process environment now, in its order, as names and values (`environ`): what a
  /// step's command starts from.
  static func processEnvironmentList() -> [(name: String, value: String)] {
    #if canImport(Darwin)
      // `environ` is not visible to a macOS library, only through this call.
      let list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron()?.pointee
      guard var entry = list else { return [] }
    #else
      let list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
      guard var entry = list else { return [] }
    #endif
    var variables: [(name: String, value: String)] = []
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
      }
      entry += 1
    }
    return variables
  }
}

#if !canImport(Darwin)
  /// glibc calls newer than the oldest glibc Swift supports, looked up when first needed
  /// rather than linked, so the binary still loads on a glibc without them (the runner then
  /// does without: descriptors are closed on `exec` anyway, the parent gives the terminal's
  /// foreground, children are looked at now and then). glibc declares the first two only for
  /// `_GNU_SOURCE`, which Swift's Glibc module is not built with.
  private enum GlibcSpawnExtensions {
    typealias FileActionCall =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34): closes every descriptor from
    /// a number up in the child.
    static let closeFrom = lookUp(
      "posix_spawn_file_actions_addclosefrom_np", as: FileActionCall.self)
    /// `posix_spawn_file_actions_addtcsetpgrp_np` (glibc 2.35): makes the child's group the
    /// foreground of a terminal before `exec`, every signal still blocked in the child.
    static let setForeground = lookUp(
      "posix_spawn_file_actions_addtcsetpgrp_np", as: FileActionCall.self)
    /// `pidfd_open` (glibc 2.36, Linux 5.3).
    static let pidfdOpen = lookUp("pidfd_open", as: PidfdOpen.self)

    private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
      // RTLD_DEFAULT (a null handle): the libraries already loaded, in their order.
      guard let address = dlsym(nil, name) else { return nil }
      return unsafeBitCast(address, to: type)
    }
  }
#endif

extension Platform {
  /// `POSIX_SPAWN_SETSID`: the child calls `setsid` (glibc 2.26 and later, musl, macOS 10.15
  /// and later).
  static let spawnNewSession = Int32(0x80)
}
