import Foundation
import Testing

/// Steps on a real terminal: commands given with `--step`, run in process groups of their own,
/// their status, output and outcome on the page; an interactive step handed the terminal and
/// the tour coming back; quitting leaving no process behind; a flood of output in flat memory;
/// line by line through a pipe.
@Suite("Steps, on a terminal", .serialized)
struct StepTerminalTests {
  static let tour = """
    # Set up

    <!-- step: git; label: Git knows who you are; required -->
    <!-- step: config; label: Create the config file; run -->

    ---

    <!-- when: git = false -->
    # Configure git

    Run git config.

    ---

    # Done
    """

  @Test("a check fails with its output shown, r retries once it is fixed, then the tour goes on")
  func aCheckFailsThenPassesOnRetry() async throws {
    let scratch = try ScratchDirectory(prefix: "step-check")
    let marker = scratch.path("configured")
    let check = "test -e \(Shell.quote(marker)) || { echo 'user.email is not set'; exit 1; }"
    try await TmuxSession.withTour(
      ["--no-animation", "--step", "git=\(check)", "--step", "config=true"], file: Self.tour,
      waitUntilReady: false
    ) { tour in
      let failed = try await tour.waitForScreen("the check failed") {
        $0.contains("✗ Git knows who you are · exit 1")
      }
      #expect(failed.contains("user.email is not set"), "\(failed)")
      // Required and failed: the page holds.
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the refusal") { $0.contains("This step must pass") }
      // Fixed outside the tour, then r.
      FileManager.default.createFile(atPath: marker, contents: Data())
      try await tour.sendKeys("r")
      try await tour.waitForScreen("the check passed") { $0.contains("✓ Git knows who you are") }
      // Passed: the page for a failed check is gone, the tour goes on to Done.
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the last page") { $0.contains("Done") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
    }
  }

  @Test("a failed check shows the page its when: names; the outcome is in --answers json")
  func aFailedCheckShowsItsHelpPage() async throws {
    let scratch = try ScratchDirectory(prefix: "step-when")
    let wrapper = try AnswersTerminalTests.wrapper(
      #""$TOUR" --answers json --step git=false --step config=true "$@" > out.json"#,
      in: scratch)
    try await TmuxSession.withTour(
      ["--no-animation"], file: Self.tour.replacingOccurrences(of: "; required", with: ""),
      waitUntilReady: false, executable: wrapper
    ) { tour in
      try await tour.waitForScreen("the check failed") { $0.contains("✗ Git knows who you are") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the help page") { $0.contains("Configure git") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the last page") { $0.contains("Done") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
    }
    #expect(
      AnswersTerminalTests.contents(scratch, "out.json") == #"{"git":false,"config":null}"# + "\n")
  }

  @Test("a run step runs on Enter, with the answers so far as TOUR_ variables")
  func aRunStepCreatesAFileWithAnAnswer() async throws {
    let scratch = try ScratchDirectory(prefix: "step-run")
    let file = scratch.path("config.toml")
    let tour = """
      # Config

      <!-- ask: name; text; default: Ada -->
      <!-- step: config; label: Write the config; run -->
      """
    try await TmuxSession.withTour(
      [
        "--no-animation", "--step",
        "config=printf 'name = %s\\n' \"$TOUR_NAME\" > \(Shell.quote(file))",
      ], file: tour
    ) { tour in
      try await tour.sendKeys("Tab")
      try await tour.waitForScreen("the run step focused") { $0.contains("Enter run") }
      try await tour.sendKeys("Enter")
      try await tour.waitForScreen("the step passed") { $0.contains("✓ Write the config") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "name = Ada\n")
  }

  @Test("the built-in tour's steps run tour's own commands: a folder made in TMPDIR, checked")
  func theBuiltinTourRunsItsOwnSteps() async throws {
    let scratch = try ScratchDirectory(prefix: "step-welcome")
    let folder = scratch.path("tour-welcome")
    try await TmuxSession.withTour(["--no-animation"], environment: ["TMPDIR": scratch.url.path]) {
      tour in
      try await tour.sendKeys("4")
      try await tour.waitForScreen("the check failed: no folder yet") {
        $0.contains("✗ A scratch folder exists · exit 1")
      }
      try await tour.sendKeys("Down", "Enter")
      try await tour.waitForScreen("the run step passed") { $0.contains("✓ Create it") }
      #expect(FileManager.default.fileExists(atPath: folder))
      // The check is not run again by itself: ↑ and r run it.
      try await tour.sendKeys("Up", "r")
      try await tour.waitForScreen("the check passed") {
        $0.contains("✓ A scratch folder exists")
      }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit() == 1)
    }
    // A --step for one of its keys goes over tour's own command.
    try await TmuxSession.withTour(
      ["--no-animation", "--step", "scratch=echo from the user; exit 3"],
      environment: ["TMPDIR": scratch.url.path]
    ) { tour in
      try await tour.sendKeys("4")
      let screen = try await tour.waitForScreen("the user's check failed") {
        $0.contains("✗ A scratch folder exists · exit 3")
      }
      #expect(screen.contains("from the user"), "\(screen)")
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit() == 1)
    }
  }

  @Test("an interactive step has the terminal, then the tour is back on the same page")
  func anInteractiveStepHandsTheTerminalOver() async throws {
    let scratch = try ScratchDirectory(prefix: "step-interactive")
    let file = scratch.path("typed")
    let tour = """
      # One

      ---

      # Sign in

      <!-- step: login; label: Sign in; interactive -->
      """
    try await TmuxSession.withTour(
      [
        "--no-animation", "--step",
        "login=printf 'your name? '; read x; echo \"$x\" > \(Shell.quote(file))",
      ], file: tour, recordOutput: true
    ) { tour in
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the step's page") { $0.contains("Enter run") }
      try await tour.sendKeys("Enter")
      try await tour.waitForScreen("the command's prompt") {
        $0.contains("your name?") && !$0.contains("Sign in")
      }
      // The terminal is the command's, in its usual modes: what is typed is echoed.
      let handed = try await tour.recordedModes { !$0.areFullScreen }
      #expect(!handed.areFullScreen, "\(handed)")
      try await tour.sendLiteral("grace")
      try await tour.waitForScreen("the echo") { $0.contains("your name? grace") }
      try await tour.sendKeys("Enter")
      try await tour.waitForScreen("the page again") { $0.contains("✓ Sign in") }
      let back = try await tour.recordedModes { $0.areFullScreen }
      #expect(back.areFullScreen, "\(back)")
      // The same page: the second of two.
      #expect(try await tour.capture().contains("○  ●"))
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "grace\n")
  }

  @Test("q while a step runs sleep 30 leaves at once and leaves no process behind")
  func quittingStopsTheStep() async throws {
    let scratch = try ScratchDirectory(prefix: "step-quit")
    let pids = try Self.fifo(in: scratch)
    let tour = "# Wait\n\n<!-- step: slow; label: Waiting a long time -->\n"
    var recorded = ""
    try await TmuxSession.withTour(
      [
        "--no-animation", "--step",
        "slow=sleep 30 & echo $$ $! > \(Shell.quote(pids)); wait",
      ], file: tour, waitUntilReady: false
    ) { tour in
      try await tour.waitForScreen("the step running") { $0.contains("Esc stop") }
      // Read from a pipe: done once the step has written its processes' IDs.
      recorded = try Self.readPipe(pids)
      try await tour.sendKeys("q")
      // q leaves the tour unfinished: exit 1.
      #expect(try await tour.waitForExit() == 1)
    }
    let numbers = recorded.split(separator: " ").compactMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    #expect(numbers.count == 2, "\(recorded)")
    for pid in numbers {
      #expect(!Self.isRunning(pid), "process \(pid) outlived the tour")
    }
  }

  @Test("100,000 lines of output: the last lines shown, memory as flat as for ten")
  func aFloodOfOutputKeepsMemoryFlat() async throws {
    func peak(lines: Int) async throws -> Int {
      let tour = "# Flood\n\n<!-- step: flood; label: Printing -->\n"
      return try await TmuxSession.withTour(
        ["--no-animation", "--step", "flood=seq 1 \(lines)"], file: tour, waitUntilReady: false
      ) { tour in
        let screen = try await tour.waitForScreen("the step passed") {
          $0.contains("✓ Printing")
        }
        #expect(screen.contains(String(lines)), "\(screen)")
        #expect(!screen.contains(String(lines - 5)), "\(screen)")
        let peak = try Self.peakResidentKilobytes(of: try await tour.tourPID())
        try await tour.sendKeys("q")
        _ = try await tour.waitForExit()
        return peak
      }
    }
    let small = try await peak(lines: 10)
    let flood = try await peak(lines: 100_000)
    // The runner keeps the last lines only: what 100,000 lines cost is no more than noise.
    #expect(flood - small < 2_048, "peak \(flood) kB against \(small) kB for ten lines")
  }

  @Test("--accessible through a pipe: the check's outcome and output in words")
  func lineByLineThroughAPipe() async throws {
    let scratch = try ScratchDirectory(prefix: "step-lines")
    let file = try scratch.write(Self.tour, to: "t.md")
    let result = try await Command.run(
      "/bin/sh",
      [
        "-c", #"printf '\n\n\n\n\n' | "$1" --accessible --answers json --step git="$2" "$3""#,
        "sh", try TourBinary.path(), "echo 'user.email is not set'; exit 1", file,
      ])
    #expect(result.standardError.contains("Checking: Git knows who you are"), "\(result)")
    #expect(result.standardError.contains("failed (exit 1)"), "\(result)")
    #expect(result.standardError.contains("user.email is not set"), "\(result)")
  }

  @Test("--accessible on a terminal: SIGINT during a step stops it, and tour ends as SIGINT says")
  func lineByLineCtrlCStopsTheStep() async throws {
    let scratch = try ScratchDirectory(prefix: "step-lines-int")
    let pids = try Self.fifo(in: scratch)
    let tour = "# Wait\n\n<!-- step: slow; label: Waiting a long time -->\n"
    var recorded = ""
    try await TmuxSession.withTour(
      ["--accessible", "--step", "slow=sleep 30 & echo $$ $! > \(Shell.quote(pids)); wait"],
      file: tour, waitUntilReady: false
    ) { tour in
      try await tour.waitForScreen("the check running") { $0.contains("Checking: Waiting") }
      recorded = try Self.readPipe(pids)
      // What Ctrl-C sends the terminal's foreground group (the pane's script too, which would
      // go with it): SIGINT, to tour alone. The step's group is not the terminal's.
      try await tour.sendSignal(SIGINT)
      #expect(try await tour.waitForExit() == 128 + SIGINT)
    }
    let numbers = recorded.split(separator: " ")
      .compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(numbers.count == 2)
    for pid in numbers {
      #expect(!Self.isRunning(pid), "process \(pid) outlived the tour")
    }
  }

  @Test("a check that prompts on /dev/tty fails at once: it has no terminal to draw on")
  func aCheckHasNoTerminal() async throws {
    let tour = "# A\n\n<!-- step: pw; label: Password -->\n"
    try await TmuxSession.withTour(
      ["--no-animation", "--step", "pw=printf 'Password: ' > /dev/tty; read p < /dev/tty"],
      file: tour, waitUntilReady: false
    ) { tour in
      let screen = try await tour.waitForScreen("the check failed") {
        $0.contains("✗ Password · exit 2")
      }
      #expect(!screen.contains("Password: "), "\(screen)")
      try await tour.sendKeys("q")
      _ = try await tour.waitForExit()
    }
  }

  @Test(
    "without a terminal --answers json runs the checks: a required one that passed is answered",
    .enabled(if: AnswersProcessTests.setsid != nil))
  func withoutATerminalChecksRun() async throws {
    let scratch = try ScratchDirectory(prefix: "step-noterm")
    let file = try scratch.write(
      "# A\n\n<!-- step: git; required -->\n<!-- step: later; run; required -->\n",
      to: "t.md")
    let setsid = try #require(AnswersProcessTests.setsid)
    let binary = try TourBinary.path()
    let passed = try await Command.run(
      setsid, ["-w", binary, "--answers", "json", "--step", "git=true", file])
    #expect(passed.status == 0, "\(passed)")
    #expect(passed.standardOutput == #"{"git":true,"later":null}"# + "\n")
    let failed = try await Command.run(
      setsid, ["-w", binary, "--answers", "json", "--step", "git=false", file])
    #expect(failed.status == 2)
    #expect(failed.standardError.contains("required step git did not pass"), "\(failed)")
  }

  /// Whether `pid` is a process that runs: gone, or a zombie (ended; a container's first
  /// process may never reap what was orphaned to it), it is not.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(close, offsetBy: 2)] != "Z"
  }

  /// The peak resident set of `pid`, in kilobytes (`VmHWM`).
  static func peakResidentKilobytes(of pid: pid_t) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    return try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
  }

  /// What is written to the named pipe at `path`, read until its writer closes it: blocks
  /// until a writer opens it.
  static func readPipe(_ path: String) throws -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw E2EFailure("cannot open \(path)") }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A named pipe in `scratch`: a step writes to it, and the test's read returns once it has
  /// (a condition, with no polling).
  static func fifo(in scratch: ScratchDirectory) throws -> String {
    let path = scratch.path("pids")
    guard mkfifo(path, 0o600) == 0 else { throw E2EFailure("cannot make the pipe \(path)") }
    return path
  }
}
