import Glibc

/// Runs helper commands (git, apt-get, `--version`) with `posix_spawnp`.
enum Command {
  /// Runs `arguments` and returns its standard output, or `nil` if it could not run or failed.
  /// Its standard error is discarded.
  static func capture(_ arguments: [String]) -> String? {
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return nil }
    // Close-on-exec, so the child holds only the dup2'd copy and EOF arrives when it exits.
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    let pid = spawn(arguments, &actions)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard let pid else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    guard wait(pid) == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs `arguments` with its output sent to our standard error (so stdout keeps only the
  /// table); returns its exit status, or `nil` if it could not start.
  static func run(_ arguments: [String]) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    guard let pid = spawn(arguments, &actions) else { return nil }
    return wait(pid)
  }

  private static func spawn(_ arguments: [String], _ actions: inout posix_spawn_file_actions_t)
    -> pid_t?
  {
    let argv = CStringArray(arguments)
    var pid: pid_t = 0
    let result = withExtendedLifetime(argv) {
      posix_spawnp(&pid, arguments[0], &actions, nil, argv.pointers, environ)
    }
    return result == 0 ? pid : nil
  }

  private static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
