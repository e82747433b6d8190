import Foundation
import Synchronization

/// What a finished command printed and how it ended.
struct CommandResult: Sendable {
  /// The exit status, or 128 + the signal number when a signal ended it.
  let status: Int32
  let stdout: Data
  let stderr: Data

  var standardOutput: String { String(decoding: stdout, as: UTF8.self) }
  var standardError: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs other programs (tmux, the tour binary) with `posix_spawn` and waits for them by pid.
///
/// Not `Foundation.Process`: on Linux it notices a child's exit through a socket the child
/// inherits, so a command that leaves a daemon behind (`tmux new-session` starts the server)
/// never "exits"; and children spawned from a test thread inherit its blocked signals. Here
/// children get an empty signal mask, default signal actions, no inherited descriptors beyond
/// 0-2, and output goes to files, so no pipe can fill up and stall them.
enum Command {
  /// Runs `executable` with `arguments` and returns once it exits.
  ///
  /// Standard input is /dev/null; standard output goes to `standardOutput` when given (say
  /// /dev/full), else it is collected. A command still running at `timeout` is killed (by its
  /// pid) and reported as an error.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    standardOutput: String? = nil, timeout: Duration = .seconds(10)
  ) async throws -> CommandResult {
    let scratch = try ScratchDirectory(prefix: "cmd")
    let outPath = standardOutput ?? scratch.path("stdout")
    let errPath = scratch.path("stderr")
    let pid = try spawn(
      executable, arguments, environment: environment, stdout: outPath, stderr: errPath)

    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var pause = Duration.microseconds(500)
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if result == -1 && errno != EINTR {
        throw E2EFailure("waitpid(\(pid)) failed: errno \(errno)")
      }
      if clock.now >= deadline {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw E2EFailure(
          "'\(executable) \(arguments.joined(separator: " "))' still ran after \(timeout); killed it"
        )
      }
      try await Task.sleep(for: pause)
      pause = min(pause * 2, .milliseconds(10))
    }
    return CommandResult(
      status: exitStatus(status),
      stdout: FileManager.default.contents(atPath: outPath) ?? Data(),
      stderr: FileManager.default.contents(atPath: errPath) ?? Data())
  }

  /// Runs a short command synchronously, output discarded (for clean-up that cannot await).
  @discardableResult
  static func runBlocking(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) -> Int32 {
    guard
      let pid = try? spawn(
        executable, arguments, environment: environment, stdout: "/dev/null", stderr: "/dev/null")
    else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return exitStatus(status)
  }

  #if !os(Linux)
    /// Runs a short command synchronously and returns what it printed, or `nil` when it
    /// failed (for probes that cannot await).
    static func outputBlocking(_ executable: String, _ arguments: [String]) -> String? {
      guard let scratch = try? ScratchDirectory(prefix: "probe"),
        let pid = try? spawn(
          executable, arguments, environment: nil, stdout: scratch.path("stdout"),
          stderr: "/dev/null")
      else { return nil }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      guard exitStatus(status) == 0,
        let output = FileManager.default.contents(atPath: scratch.path("stdout"))
      else { return nil }
      return String(decoding: output, as: UTF8.self)
    }
  #endif

  /// The full path of a program on PATH.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// A wait status as a shell reports it: the exit code, or 128 + the signal that ended it.
  private static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34+), looked up at run time because
  /// the Glibc module does not export it; macOS has none (POSIX_SPAWN_CLOEXEC_DEFAULT there).
  private typealias AddCloseFrom = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
  private static let addCloseFrom: AddCloseFrom? = {
    guard
      let symbol = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    else { return nil }
    return unsafeBitCast(symbol, to: AddCloseFrom.self)
  }()

  /// Starts `executable` with standard input from /dev/null and its output into the files (or
  /// FIFOs) at `stdout` and `stderr`; returns its pid, for the caller to wait on.
  static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String]?,
    stdout: String, stderr: String
  ) throws -> pid_t {
    // Opaque pointers on Darwin, structs in glibc.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = addCloseFrom?(&actions, 3)

    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [
      SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGUSR1,
      SIGUSR2,
    ] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    #if canImport(Darwin)
      // Only the descriptors the file actions open are inherited.
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let environment = environment ?? ProcessInfo.processInfo.environment
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw E2EFailure("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    return pid
  }
}

/// A private temporary directory, deleted when the value goes away.
final class ScratchDirectory {
  let url: URL
  private static let counter = Counter()

  init(prefix: String) throws {
    let name =
      "tour-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(ScratchDirectory.counter.next())-\(prefix)"
    url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to a file named `name` in the directory and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// Writes raw `bytes` to a file named `name` in the directory and returns its path.
  func write(bytes: [UInt8], to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file.path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// A thread-safe counter for unique names.
final class Counter: Sendable {
  private let value = Mutex(0)
  func next() -> Int {
    value.withLock { value in
      value += 1
      return value
    }
  }
}
