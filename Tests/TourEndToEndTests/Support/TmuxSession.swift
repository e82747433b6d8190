import Foundation

/// A `tour` process running full screen in a private, detached tmux server: send it keys and
/// mouse bytes, read its screen, its terminal modes and, once it has exited, its status.
///
/// With `jobControl`, the pane runs an interactive bash instead, which starts the tour as a
/// job of its own, as a user's shell does: Ctrl-Z gives the terminal back to bash (and the
/// window's SIGWINCH goes to bash, not to the stopped tour), and ``foreground()`` types `fg`.
///
/// The pane runs a small shell script that prints ``marker``, runs the tour with
/// `TERM=xterm-256color` (recording its pid first), writes the tour's exit status to a file and
/// then waits on the terminal, so the screen the tour left behind can still be read. (Not
/// `remain-on-exit` alone: tmux 3.3a wipes the screen and hides the cursor of a pane that has
/// died, so the restored terminal could not be checked.)
///
/// Coordinates are 0-based screen cells, as in ``Screen``; the mouse helpers convert them to the
/// 1-based coordinates of SGR mouse reports.
final class TmuxSession {
  /// The line the shell prints before the tour takes the screen; seen again once it has left
  /// the alternate screen.
  static let marker = "tour-e2e: the shell's screen before the run"

  /// The pane's size now.
  private(set) var width: Int
  private(set) var height: Int
  /// The session's private files: socket, config, scripts, pid and status.
  let scratch: ScratchDirectory

  private let tmux: String
  private let binary: String
  private let socket: String
  private let target = "tour"
  private var panePID: pid_t?
  /// What the pane's command line holds (its script's name), checked before it is killed.
  private let paneMark: String
  private var isClosed = false
  /// The tmux server's pid while ``stallTerminal()`` has it stopped.
  private var stalledServerPID: pid_t?

  // MARK: Life cycle

  /// Starts `tour ARGUMENTS` (or `executable`, another program built on TourKit) (plus a tour
  /// file holding `file`, when given, with `files` next to it: pictures) in a `width` ×
  /// `height` pane, waits for its first frame unless `waitUntilReady` is false, runs `body`,
  /// and then tears the session down whatever happened. With `recordOutput`, every byte the
  /// pane's programs write is kept for ``recordedOutput()``. With `directory`, the program
  /// starts in that folder.
  static func withTour<T>(
    _ arguments: [String] = [], file: String? = nil, files: [String: [UInt8]] = [:],
    environment: [String: String] = [:],
    width: Int = 80, height: Int = 24, waitUntilReady: Bool = true, executable: String? = nil,
    recordOutput: Bool = false, jobControl: Bool = false, directory: String? = nil,
    _ body: (TmuxSession) async throws -> T
  ) async throws -> T {
    await SessionGate.shared.acquire()
    let session: TmuxSession
    do {
      session = try await TmuxSession(
        arguments: arguments, file: file, files: files, environment: environment, width: width,
        height: height, executable: executable, recordOutput: recordOutput,
        jobControl: jobControl, directory: directory)
    } catch {
      await SessionGate.shared.release()
      throw error
    }
    do {
      if waitUntilReady { try await session.waitUntilReady() }
      let result = try await body(session)
      session.close()
      await SessionGate.shared.release()
      return result
    } catch {
      session.close()
      await SessionGate.shared.release()
      throw error
    }
  }

  private init(
    arguments: [String], file: String?, files: [String: [UInt8]], environment: [String: String],
    width: Int, height: Int, executable: String?, recordOutput: Bool, jobControl: Bool,
    directory: String?
  ) async throws {
    guard let tmux = Command.which("tmux") else {
      throw E2EFailure("tmux is not installed (apt-get install tmux); the end-to-end tests need it")
    }
    self.tmux = tmux
    binary = try executable ?? TourBinary.path()
    self.width = width
    self.height = height
    scratch = try ScratchDirectory(prefix: "tmux")
    socket = scratch.path("socket")
    paneMark = jobControl ? "shell.rc" : "run.sh"

    var arguments = arguments
    for (name, bytes) in files { _ = try scratch.write(bytes: bytes, to: name) }
    if let file { arguments.append(try scratch.write(file, to: "tour.md")) }
    try writeScripts(arguments: arguments, environment: environment, directory: directory)
    let config = try scratch.write(
      """
      set -g remain-on-exit on
      set -g status off
      set -g history-limit 100
      """, to: "tmux.conf")

    // The pipe is set in the same command as the session, before the server reads anything
    // the pane wrote, so the recording starts with the first byte.
    let recording =
      recordOutput
      ? [";", "pipe-pane", "-o", "-t", target, "cat >> \(Shell.quote(scratch.path("output")))"]
      : []
    let paneCommand =
      jobControl
      ? "bash --noprofile --rcfile \(Shell.quote(scratch.path("shell.rc"))) -i"
      : "sh \(Shell.quote(scratch.path("run.sh")))"
    let started = try await Command.run(
      tmux,
      [
        "-u", "-S", socket, "-f", config, "new-session", "-d", "-s", target, "-x", "\(width)", "-y",
        "\(height)",
        paneCommand,
      ] + recording, environment: TmuxSession.environment)
    guard started.status == 0 else {
      throw E2EFailure("tmux new-session failed (\(started.status)): \(started.standardError)")
    }
    panePID = try? await pid_t(display("#{pane_pid}").trimmingCharacters(in: .whitespaces))
    if jobControl {
      // Typed once bash shows its prompt under the marker: typed sooner, the terminal echoes
      // the command before bash has printed the marker, which then follows it on the same
      // line, wraps, and is not found on the screen the tour leaves behind.
      try await waitForScreen("the shell's prompt under the marker") { screen in
        guard let marker = screen.rows.firstIndex(where: { $0.contains(TmuxSession.marker) }),
          let last = screen.rows.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) })
        else { return false }
        return marker < last && screen.rows[last].hasPrefix("$")
      }
      try await typeJobCommand("sh \(Shell.quote(scratch.path("exec.sh")))")
    }
  }

  /// With `jobControl`: brings the stopped tour back, as a user does, with the shell's `fg`,
  /// typed once bash has reported the stop and shows its prompt (`$` on the last row it
  /// wrote), as a user types it: keys that arrive before bash has noticed the stop are echoed
  /// by the tty, not by bash.
  func foreground() async throws {
    try await waitForScreen("the shell's prompt after its job report") { screen in
      guard let last = screen.rows.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
        let report = screen.rows.lastIndex(where: { $0.contains("Stopped") })
      else { return false }
      return report < last && screen.rows[last].hasPrefix("$")
    }
    try await typeJobCommand("fg")
  }

  /// Types `command` (which runs the tour in the foreground) into the shell, and then what
  /// notes its status once it has ended; not while it is only stopped (then bash goes on with
  /// the line, and `fg` notes it later).
  private func typeJobCommand(_ command: String) async throws {
    let status = Shell.quote(scratch.path("status"))
    try await sendLiteral(
      "\(command); s=$?; jobs %% > /dev/null 2>&1 "
        + "|| { echo $s > \(status).tmp && mv \(status).tmp \(status); }")
    try await sendKeys("Enter")
  }

  /// The pane's script, and the script that becomes the tour (`exec`) after noting its pid.
  private func writeScripts(
    arguments: [String], environment: [String: String], directory: String?
  ) throws {
    let pidFile = scratch.path("pid")
    let statusFile = scratch.path("status")
    var exec = """
      echo $$ > \(Shell.quote(pidFile + ".tmp")) && mv \(Shell.quote(pidFile + ".tmp")) \(Shell.quote(pidFile))
      unset TOUR_REDUCE_MOTION TOUR_WATCH_POLL NO_COLOR TOUR_BINARY LC_ALL LC_MESSAGES LANGUAGE \
        COLUMNS LINES
      export TERM=xterm-256color LANG=C.UTF-8
      export XDG_CACHE_HOME=\(Shell.quote(scratch.path("cache")))

      """
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      exec += "export \(name)=\(Shell.quote(value))\n"
    }
    if let directory { exec += "cd \(Shell.quote(directory))\n" }
    exec += "exec " + ([binary] + arguments).map(Shell.quote).joined(separator: " ") + "\n"
    _ = try scratch.write(exec, to: "exec.sh")
    _ = try scratch.write(
      """
      printf '%s\\n' \(Shell.quote(TmuxSession.marker))
      sh \(Shell.quote(scratch.path("exec.sh")))
      status=$?
      echo "$status" > \(Shell.quote(statusFile + ".tmp")) && mv \(Shell.quote(statusFile + ".tmp")) \(Shell.quote(statusFile))
      printf 'tour-e2e: exit status %s\\n' "$status"
      read -r _ignored

      """, to: "run.sh")
    // For `jobControl`: a plain interactive bash, which first shows the marker. Without
    // bracketed paste, so that the only terminal modes the recorded output sets are the tour's.
    _ = try scratch.write(
      """
      PS1='$ '
      bind 'set enable-bracketed-paste off'
      printf '%s\\n' \(Shell.quote(TmuxSession.marker))

      """, to: "shell.rc")
  }

  /// Kills this session's tmux server (only its own socket) and makes sure the tour and the
  /// pane's shell are gone, each by its pid.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    resumeTerminal()
    Command.runBlocking(tmux, ["-S", socket, "kill-server"], environment: TmuxSession.environment)
    // The dying pane hangs the tour up (SIGHUP); give it a moment, then insist.
    if let pid = recordedTourPID {
      TmuxSession.reap(pid: pid, ifCommandLineContains: binary)
    }
    if let pid = panePID {
      TmuxSession.reap(pid: pid, ifCommandLineContains: paneMark)
    }
  }

  deinit { close() }

  /// Waits up to a second for `pid` to end, then SIGKILLs it, but only while it still is the
  /// process we started (its command line names `expected`), so a reused pid is never hit.
  private static func reap(pid: pid_t, ifCommandLineContains expected: String) {
    func isOurs() -> Bool {
      ProcessProbe.commandLine(of: pid)?.contains(expected) ?? false
    }
    for _ in 0..<100 where isOurs() { usleep(10_000) }
    if isOurs() { kill(pid, SIGKILL) }
  }

  // MARK: Reading

  /// The screen now.
  func capture() async throws -> Screen {
    Screen(capture: try await tmuxOutput(["capture-pane", "-p", "-t", target]))
  }

  /// Every byte written to the pane so far (with `recordOutput`; the recording lags a little).
  func recordedOutput() -> [UInt8] {
    (FileManager.default.contents(atPath: scratch.path("output"))).map { Array($0) } ?? []
  }

  /// The screen now with its attributes and colours as escape sequences (`capture-pane -e`).
  func captureWithEscapes() async throws -> String {
    try await tmuxOutput(["capture-pane", "-p", "-e", "-t", target])
  }

  /// The screen now as cells with their colours: `capture-pane -e -N`, which keeps blank
  /// cells with a background at the end of a row (`-e` alone drops them).
  func captureCells() async throws -> StyledScreen {
    StyledScreen(capture: try await tmuxOutput(["capture-pane", "-p", "-e", "-N", "-t", target]))
  }

  /// Polls the screen until `condition` holds and returns that screen; fails after `timeout`
  /// with the last screen seen.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Duration = .seconds(5), until condition: (Screen) -> Bool
  ) async throws -> Screen {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let screen = try await capture()
      if condition(screen) { return screen }
      if clock.now >= deadline {
        throw E2EFailure("timed out after \(timeout) waiting for \(what); the screen was:\(screen)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits for the tour's first frame: the alternate screen is on and something is drawn.
  func waitUntilReady(timeout: Duration = .seconds(10)) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      if try await terminalFlags().alternateScreen, !(try await capture()).isBlank { return }
      if let status = exitStatusIfExited() {
        throw E2EFailure(
          "the tour exited with \(status) before drawing; the screen was:\(try await capture())")
      }
      if clock.now >= deadline {
        throw E2EFailure(
          "the tour drew nothing within \(timeout); the screen was:\(try await capture())")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// The terminal modes tmux tracks for the pane.
  struct TerminalFlags: Equatable, CustomStringConvertible {
    var alternateScreen: Bool
    var cursorVisible: Bool
    var mouseReporting: Bool

    var description: String {
      "alternate screen \(alternateScreen ? "on" : "off"), cursor \(cursorVisible ? "shown" : "hidden"), "
        + "mouse reporting \(mouseReporting ? "on" : "off")"
    }
  }

  /// The pane's terminal modes now.
  func terminalFlags() async throws -> TerminalFlags {
    let values = try await display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}")
      .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard values.count == 3 else { throw E2EFailure("unexpected tmux flags '\(values)'") }
    return TerminalFlags(
      alternateScreen: values[0] == "1", cursorVisible: values[1] == "1",
      mouseReporting: values[2] == "1")
  }

  /// Where the pane's cursor is, 0-based.
  func cursorPosition() async throws -> (x: Int, y: Int) {
    let values = try await display("#{cursor_x} #{cursor_y}")
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard values.count == 2 else { throw E2EFailure("unexpected tmux cursor '\(values)'") }
    return (values[0], values[1])
  }

  /// Polls the terminal modes until `condition` holds and returns them; fails after `timeout`.
  @discardableResult
  func waitForFlags(
    _ what: String, timeout: Duration = .seconds(5), until condition: (TerminalFlags) -> Bool
  ) async throws -> TerminalFlags {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let flags = try await terminalFlags()
      if condition(flags) { return flags }
      if clock.now >= deadline {
        throw E2EFailure(
          "timed out after \(timeout) waiting for \(what); the terminal had \(flags)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  // MARK: The tour process

  /// The tour's exit status, if it has exited.
  func exitStatusIfExited() -> Int32? {
    guard let text = try? String(contentsOfFile: scratch.path("status"), encoding: .utf8) else {
      return nil
    }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Whether the tour is still running.
  var isRunning: Bool { exitStatusIfExited() == nil }

  /// Waits for the tour to exit and returns its status; fails after `timeout`.
  func waitForExit(timeout: Duration = .seconds(5)) async throws -> Int32 {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      if let status = exitStatusIfExited() { return status }
      if clock.now >= deadline {
        throw E2EFailure(
          "the tour still ran after \(timeout); the screen was:\(try await capture())")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  private var recordedTourPID: pid_t? {
    (try? String(contentsOfFile: scratch.path("pid"), encoding: .utf8))
      .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// The tour's process id (recorded by the pane's script before it became the tour).
  func tourPID() async throws -> pid_t {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while true {
      if let pid = recordedTourPID { return pid }
      if clock.now >= deadline { throw E2EFailure("the pane never recorded the tour's pid") }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Sends `signal` to the tour process (by its pid, while it is still running).
  func sendSignal(_ signal: Int32) async throws {
    let pid = try await tourPID()
    guard isRunning else { throw E2EFailure("the tour already exited; not signalling pid \(pid)") }
    guard kill(pid, signal) == 0 else {
      throw E2EFailure("kill(\(pid), \(signal)) failed: errno \(errno)")
    }
  }

  // MARK: Input

  /// Sends keys by tmux name (`Right`, `Enter`, `Escape`, `C-c`, `q`, `?` …), in order.
  func sendKeys(_ keys: String...) async throws {
    for key in keys {
      try await tmuxOutput(["send-keys", "-t", target, key])
    }
  }

  /// Types `text` as it is (`send-keys -l`: no key names).
  func sendLiteral(_ text: String) async throws {
    try await tmuxOutput(["send-keys", "-t", target, "-l", text])
  }

  /// Sends raw bytes to the tour, as the terminal would.
  func sendBytes(_ bytes: [UInt8]) async throws {
    let hex = bytes.map { String(format: "%02x", $0) }
    try await tmuxOutput(["send-keys", "-t", target, "-H"] + hex)
  }

  /// Stops this session's tmux server (by its pid): the terminal stops reading what the tour
  /// writes, as a stalled connection does. The pane's output queue is then filled (with NUL
  /// bytes, which terminals ignore), so the tour's next write blocks until
  /// ``resumeTerminal()`` (or closing the session).
  func stallTerminal() async throws {
    let values = try await display("#{pid} #{pane_tty}").split(separator: " ")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard values.count == 2, let pid = pid_t(values[0]), kill(pid, SIGSTOP) == 0 else {
      throw E2EFailure("cannot stop the tmux server (\(values))")
    }
    stalledServerPID = pid
    let descriptor = open(values[1], O_WRONLY | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw E2EFailure("cannot open \(values[1]): errno \(errno)") }
    defer { Foundation.close(descriptor) }
    let chunk = [UInt8](repeating: 0, count: 4096)
    while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }

  /// Lets a server stopped by ``stallTerminal()`` go on.
  func resumeTerminal() {
    if let pid = stalledServerPID { kill(pid, SIGCONT) }
    stalledServerPID = nil
  }

  /// Resizes the window (and so the pane) to `width` × `height`. (`resize-window` also makes
  /// the window's size manual; `window-size manual` in the config file crashes tmux 3.3a.)
  func resize(width: Int, height: Int) async throws {
    try await tmuxOutput(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    self.width = width
    self.height = height
  }

  // MARK: tmux

  /// The environment tmux and its panes run in: this process's, without `TMUX*`, so running the
  /// tests inside a tmux session does not make the client talk to (or nest in) that session,
  /// and without `CI`: a pane is a terminal someone is at (tour takes a CI job's for none).
  static let environment = ProcessInfo.processInfo.environment.filter {
    !$0.key.hasPrefix("TMUX") && $0.key != "CI"
  }

  @discardableResult
  private func tmuxOutput(_ arguments: [String]) async throws -> String {
    let result = try await Command.run(
      tmux, ["-u", "-S", socket] + arguments, environment: TmuxSession.environment)
    guard result.status == 0 else {
      throw E2EFailure(
        "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)"
      )
    }
    return result.standardOutput
  }

  private func display(_ format: String) async throws -> String {
    try await tmuxOutput(["display-message", "-p", "-t", target, format])
  }
}

/// Quoting for the generated shell scripts.
enum Shell {
  /// `text` as one single-quoted sh word.
  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
