import Glibc

/// Bytes read from the pty master in one `read`, stamped with when they were read.
struct Chunk {
  /// Time since the process was spawned.
  let time: Duration
  /// The bytes, as the program wrote them to its terminal.
  let bytes: [UInt8]
}

/// A program running on the slave side of a pseudo-terminal, driven from the master side like a
/// terminal emulator would: it reads everything the program draws (with arrival times), types
/// keys, and answers the few terminal queries a program might block on.
///
/// Every instance must end with ``quit(with:)`` or ``kill()``; both reap the child, so no
/// benchmark leaves a process behind. If the benchmark itself dies (Ctrl-C), the kernel closes
/// the master, which hangs up the child's terminal: SIGHUP ends the child too.
final class PtyProcess {
  /// The child's process id.
  let pid: pid_t
  /// All output so far, in arrival order.
  private(set) var chunks: [Chunk] = []
  /// All output so far, as one byte string.
  private(set) var output: [UInt8] = []
  /// Whether the program has put the terminal in application cursor-key mode (`smkx`), in
  /// which a real terminal sends arrows as `ESC O C` instead of `ESC [ C`.
  private(set) var applicationCursorKeys = false
  /// How many terminal queries (cursor position, device attributes) were answered.
  private(set) var queriesAnswered = 0

  private let master: Int32
  private let spawnInstant: ContinuousClock.Instant
  private let clock = ContinuousClock()
  private var tail: [UInt8] = []  // the end of the last chunk, for sequences split across reads
  /// Whether the child has closed the terminal (it exited, or closed its descriptors).
  private(set) var hungUp = false
  private var reaped = false
  private var buffer = [UInt8](repeating: 0, count: 65536)

  /// The end of every run: how the child exited and what it cost.
  struct Exit {
    /// `exit` status, or 128 + signal number when a signal ended it.
    let status: Int32
    /// User plus system CPU time over the child's whole life (from `wait4`).
    let cpu: Duration
  }

  /// Starts `executable` with `arguments` on a new `width` × `height` pty.
  ///
  /// The window size is set on the pty before `exec`, so the program's first `TIOCGWINSZ`
  /// already sees it, as in a real terminal window.
  init(executable: String, arguments: [String], environment: [String], width: Int, height: Int)
    throws(BenchError)
  {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw BenchError("openpty failed: \(String(cString: strerror(errno)))")
    }
    // Everything the child needs is built before fork: between fork and exec only
    // async-signal-safe calls are allowed, so no Swift allocation happens there.
    let argv = CStringArray([executable] + arguments)
    let envp = CStringArray(environment)
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)

    spawnInstant = clock.now
    let child = fork()
    if child == 0 {
      // login_tty: new session, the slave as controlling terminal and as fds 0, 1 and 2.
      if login_tty(slave) != 0 { _exit(126) }
      execve(argv.pointers[0]!, argv.pointers, envp.pointers)
      _exit(127)
    }
    close(slave)
    guard child > 0 else {
      close(master)
      throw BenchError("fork failed: \(String(cString: strerror(errno)))")
    }
    pid = child
    self.master = master
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    kill()
    close(master)
  }

  /// Time since spawn.
  var now: Duration { clock.now - spawnInstant }

  /// The Right arrow as a terminal would send it in the program's current cursor-key mode.
  var rightArrow: [UInt8] { applicationCursorKeys ? [0x1B, 0x4F, 0x43] : [0x1B, 0x5B, 0x43] }
  /// The Left arrow, likewise.
  var leftArrow: [UInt8] { applicationCursorKeys ? [0x1B, 0x4F, 0x44] : [0x1B, 0x5B, 0x44] }

  /// Types `bytes` into the terminal.
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Reads output until `deadline` (time since spawn) or until the child hangs up.
  func pump(until deadline: Duration) {
    while !hungUp && now < deadline { waitForOutput(until: deadline) }
  }

  /// Waits until output arrives or `deadline` passes, and reads what is there.
  func waitForOutput(until deadline: Duration) {
    if hungUp {
      // The master reports POLLHUP at once from now on: sleep instead of spinning.
      usleep(UInt32(max(0, min(1, (deadline - now).milliseconds)) * 1000))
      return
    }
    // select, not poll: poll's timeout is whole milliseconds, too coarse for sampling a key
    // read every 0.25 ms (and ppoll needs _GNU_SOURCE, which Swift's Glibc module lacks).
    var readable = fd_set()
    FileDescriptorSet.insert(master, into: &readable)
    var timeout = timeval(max(deadline - now, .zero))
    if select(master + 1, &readable, nil, nil, &timeout) > 0 { readAvailable() }
  }

  /// Reads output until `condition` holds, or `timeout` passes; returns whether it held.
  func pump(timeout: Duration, until condition: (PtyProcess) -> Bool) -> Bool {
    let deadline = now + timeout
    while !condition(self) {
      if hungUp || now >= deadline { return false }
      waitForOutput(until: deadline)
    }
    return true
  }

  /// Reads output until none has arrived for `quiet`, giving up after `limit`; returns the
  /// time of the last byte (`nil` if there was no output at all).
  func pumpUntilQuiet(_ quiet: Duration, limit: Duration) -> Duration? {
    let end = now + limit
    while !hungUp && now < end {
      let lastActivity = chunks.last?.time ?? .zero
      let quietUntil = lastActivity + quiet
      if now >= quietUntil { break }
      pump(until: min(quietUntil, end))
    }
    return chunks.last?.time
  }

  /// Types `key`, waits for the child to exit on its own (up to `timeout`, reading output so it
  /// never blocks on a full pty), kills it if it did not, and reaps it.
  func quit(with key: [UInt8], timeout: Duration = .seconds(3)) -> Exit {
    send(key)
    let deadline = now + timeout
    while now < deadline {
      if let exit = reap(blocking: false) { return exit }
      waitForOutput(until: min(deadline, now + .milliseconds(5)))
    }
    return kill() ?? Exit(status: -1, cpu: .zero)
  }

  /// Kills the child if it is still running and reaps it.
  @discardableResult
  func kill() -> Exit? {
    guard !reaped else { return nil }
    _ = Glibc.kill(pid, SIGKILL)
    return reap(blocking: true)
  }

  // MARK: - Private

  private func reap(blocking: Bool) -> Exit? {
    guard !reaped else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    let result = wait4(pid, &status, blocking ? 0 : WNOHANG, &usage)
    if result == 0 || (result < 0 && errno == EINTR) { return nil }
    reaped = true
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
    let signal = status & 0x7F
    let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return Exit(status: code, cpu: Duration(usage.ru_utime) + Duration(usage.ru_stime))
  }

  private func readAvailable() {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        let bytes = Array(buffer[0..<count])
        chunks.append(Chunk(time: now, bytes: bytes))
        output += bytes
        watch(bytes)
        continue
      }
      if count < 0 && errno == EINTR { continue }
      // EIO: every slave descriptor is closed, the child is gone.
      if count == 0 || (count < 0 && errno == EIO) { hungUp = true }
      return
    }
  }

  /// Follows the modes and queries in the output, as a terminal emulator does.
  private func watch(_ bytes: [UInt8]) {
    let window = tail + bytes
    let newFrom = tail.count
    tail = Array(window.suffix(8))
    if let mode = TerminalSequences.lastCursorKeyMode(in: window) { applicationCursorKeys = mode }
    for reply in TerminalSequences.replies(to: window, endingAfter: newFrom) {
      send(reply)
      queriesAnswered += 1
    }
  }
}
