import Foundation
import Synchronization
import Testing

@testable import TourKit
@testable import TourTerminal

/// The runner of steps' commands, with real processes: what a command's output and ending
/// become in reports, its environment and descriptors, time limits, and that nothing it
/// started is left once a run is over, forgotten or stopped.
///
/// Every wait is for a condition (a report, a run forgotten), blocking on the loop's wake-up
/// pipe the runner writes to; none is for a fixed time, and no test measures time.
@Suite("StepRunner: steps' commands")
struct StepRunnerTests {
  /// The environment the commands start from: a `PATH` to find `sh`, `seq`, `sleep` in.
  static let environment: [(name: String, value: String)] = [
    ("PATH", "/usr/local/bin:/usr/bin:/bin"), ("GREETING", "hello"), ("TOUR_NAME", "before"),
  ]

  /// A runner, the loop's wake-up pipe it writes to, and the reports it made so far.
  final class Harness {
    let wake: (read: Int32, write: Int32)
    let runner: StepRunner
    /// The latest report of each run.
    private(set) var reports: [Int: StepReport] = [:]
    /// Every report taken, in order.
    private(set) var history: [StepReport] = []

    init(
      _ commands: [String: StepCommand],
      now: @escaping @Sendable () -> Duration = Platform.stopwatch()
    ) {
      let wake = Platform.makeWakePipe()!
      self.wake = wake
      runner = StepRunner(
        commands: commands, environment: StepRunnerTests.environment, wakeLoop: wake.write,
        now: now)
    }

    /// Stops the runner and closes the pipe.
    func close() {
      runner.stop()
      Platform.closeDescriptor(wake.read)
      Platform.closeDescriptor(wake.write)
    }

    /// Takes the runner's reports.
    func take() {
      for report in runner.takeReports() {
        reports[report.run] = report
        history.append(report)
      }
    }

    /// Waits until `condition` holds, taking reports each time the runner wakes the loop; at
    /// most `wakes` wake-ups (each waited for up to 20 s, the net under a hung runner), so a
    /// broken runner fails the test rather than hanging it.
    @discardableResult
    func wait(wakes: Int = 10_000, until condition: () -> Bool) -> Bool {
      for _ in 0..<wakes {
        take()
        if condition() { return true }
        _ = Platform.wait(input: -1, wake: wake.read, timeoutMilliseconds: 20_000)
        Platform.drain(wake.read)
      }
      return condition()
    }

    /// Waits for the final report of run `id`.
    func ending(of id: Int) -> StepReport? {
      wait { reports[id]?.ending != nil }
      return reports[id]
    }

    /// Runs `run` and waits for its final report.
    func run(_ run: StepRun) -> StepReport? {
      runner.sync([run])
      return ending(of: run.id)
    }
  }

  static func run(
    _ id: Int = 1, key: String = "step", timeout: Duration = .seconds(30),
    answers: [(name: String, value: String)] = []
  ) -> StepRun {
    StepRun(id: id, key: key, mode: .check, timeout: timeout, answers: answers)
  }

  /// Whether process `pid` no longer runs: there is none (`kill` says ESRCH), or only its
  /// zombie is left, for whatever reaps orphans (the runner reaps its own children: for them
  /// only ESRCH will do).
  static func isGone(_ pid: Int32, orZombie: Bool = false) -> Bool {
    if kill(pid, 0) == -1 && errno == ESRCH { return true }
    guard orZombie,
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[close...].dropFirst(2).first == "Z"
  }

  /// Waits until process `pid` has ended (its pidfd, readable once it has: a condition, not a
  /// time), then says whether it is gone as ``isGone(_:orZombie:)`` says. A signal sent to a
  /// process is acted on when it next runs: not yet when `kill` returns.
  static func hasEnded(_ pid: Int32) -> Bool {
    let descriptor = Platform.childEndDescriptor(pid)
    if descriptor >= 0 {
      _ = Platform.waitForAny([descriptor], timeoutMilliseconds: 20_000)
      Platform.closeDescriptor(descriptor)
    }
    return isGone(pid, orZombie: true)
  }

  /// Kills `pids` that a failed test left behind.
  static func cleanUp(_ pids: [Int32]) {
    for pid in pids where pid > 0 && !isGone(pid) { kill(pid, SIGKILL) }
  }

  @Test("a command that exits 0 ends .exited(0) with its output's lines")
  func exitsZero() throws {
    let harness = Harness(["step": .shell("printf 'one\\ntwo\\n'")])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(report.ending == .exited(0))
    #expect(report.output == ["one", "two"])
  }

  @Test("a command that exits 3 ends .exited(3), its standard error caught with its output")
  func exitsThree() throws {
    let harness = Harness(["step": .shell("echo out; echo err >&2; echo more; exit 3")])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(report.ending == .exited(3))
    #expect(report.output == ["out", "err", "more"])
  }

  @Test("a command killed by a signal ends .signalled")
  func signalled() throws {
    let harness = Harness(["step": .shell("kill -USR1 $$")])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(report.ending == .signalled(SIGUSR1))
  }

  @Test("100,000 lines of output: the last 5 are kept")
  func manyLines() throws {
    let harness = Harness(["step": .shell("seq 100000")])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(report.ending == .exited(0))
    #expect(report.output == ["99996", "99997", "99998", "99999", "100000"])
  }

  @Test("a 5 MB line without a line feed is cut with a marker; the next line comes whole")
  func longLine() throws {
    let harness = Harness([
      "cut": .shell("head -c 5000000 /dev/zero | tr '\\0' a"),
      "then": .shell("head -c 5000000 /dev/zero | tr '\\0' b; printf '\\nnext\\n'"),
    ])
    defer { harness.close() }
    let cut = try #require(harness.run(Self.run(1, key: "cut")))
    #expect(cut.ending == .exited(0))
    let limit = StepReport.maximumLineLength
    #expect(cut.output == [String(repeating: "a", count: limit - 1) + "…"])
    let then = try #require(harness.run(Self.run(2, key: "then")))
    #expect(then.output == [String(repeating: "b", count: limit - 1) + "…", "next"])
  }

  @Test("a progress bar's \\r starts its line again; \\r\\n ends it; tabs and controls shown")
  func progressAndControls() throws {
    let script =
      "printf '10%%\\r50%%\\r100%%\\n'; printf 'crlf\\r\\n'; printf 'A\\tB\\033[31mred\\001\\n';"
      + " printf '\\377ok\\n'; printf 'partial\\rlast'"
    let harness = Harness(["step": .shell(script)])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(
      report.output == [
        "100%", "crlf", "A       B\\x1b[31mred\\x01", "\u{FFFD}ok", "last",
      ])
  }

  @Test("answers are in the command's environment, replacing variables of the same name")
  func answersInEnvironment() throws {
    let harness = Harness([
      "step": .shell("echo \"$TOUR_NAME\"; echo \"$GREETING\"; echo \"$TOUR_NEW\"")
    ])
    defer { harness.close() }
    let report = try #require(
      harness.run(
        Self.run(answers: [("TOUR_NAME", "Ada Lovelace"), ("TOUR_NEW", "x y")])))
    #expect(report.output == ["Ada Lovelace", "hello", "x y"])
  }

  @Test("standard input is /dev/null: cat ends at once")
  func nullInput() throws {
    let harness = Harness(["step": .program("cat", arguments: [])])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(report.ending == .exited(0))
    #expect(report.output == [])
  }

  @Test("a program runs without a shell, found in PATH")
  func programWithoutShell() throws {
    let harness = Harness([
      "printf": .program("printf", arguments: ["%s\\n", "a b", "$HOME"]),
      "absolute": .program("/bin/echo", arguments: ["*"]),
    ])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run(1, key: "printf")))
    #expect(report.ending == .exited(0))
    #expect(report.output == ["a b", "$HOME"])
    #expect(try #require(harness.run(Self.run(2, key: "absolute"))).output == ["*"])
  }

  @Test("a key without a command, or a program not found, is reported not started at once")
  func notStarted() {
    let harness = Harness(["missing": .program("tour-no-such-program", arguments: [])])
    defer { harness.close() }
    harness.runner.sync([Self.run(1, key: "nothing"), Self.run(2, key: "missing")])
    harness.take()
    #expect(harness.reports[1]?.ending == .notStarted("no command for this step"))
    #expect(harness.reports[2]?.ending == .notStarted("no such file or directory"))
    #expect(harness.runner.processID(ofRun: 1) == nil)
    #expect(harness.runner.processID(ofRun: 2) == nil)
  }

  @Test("a run is started once, however often it is listed")
  func startedOnce() throws {
    let harness = Harness(["step": .shell("echo once")])
    defer { harness.close() }
    let run = Self.run()
    #expect(try #require(harness.run(run)).output == ["once"])
    harness.runner.sync([run])
    harness.runner.sync([run])
    harness.take()
    #expect(harness.history.filter { $0.ending != nil }.count == 1)
  }

  @Test("past its time limit a command is stopped: .timedOut, and its process is gone")
  func timeout() throws {
    let harness = Harness(["step": .shell("sleep 30")])
    defer { harness.close() }
    let run = Self.run(timeout: .milliseconds(300))
    harness.runner.sync([run])
    let pid = try #require(harness.runner.processID(ofRun: run.id))
    defer { Self.cleanUp([pid]) }
    let report = try #require(harness.ending(of: run.id))
    #expect(report.ending == .timedOut)
    #expect(Self.isGone(pid))
  }

  @Test("a check has no terminal: a prompt on /dev/tty fails at once instead of waiting")
  func noControllingTerminal() throws {
    let harness = Harness(["step": .shell("printf 'Password: ' > /dev/tty; read p < /dev/tty")])
    defer { harness.close() }
    let report = try #require(harness.run(Self.run(timeout: .seconds(600))))
    #expect(report.ending != nil && report.ending != .timedOut)
    #expect(report.ending?.passed == false)
  }

  @Test("the time limit is counted on the injected clock: a limit it passes stops the command")
  func timeoutOnTheInjectedClock() throws {
    let clock = Mutex(Duration.zero)
    // Output wakes the runner now and then; the clock alone says when the limit is past.
    let harness = Harness(
      ["step": .shell("while :; do echo tick; sleep 0.05; done")],
      now: { clock.withLock { $0 } })
    defer { harness.close() }
    let run = Self.run(timeout: .seconds(600))
    harness.runner.sync([run])
    let pid = try #require(harness.runner.processID(ofRun: run.id))
    defer { Self.cleanUp([pid]) }
    // Running, on a clock that has not moved: output, no ending.
    #expect(harness.wait { harness.reports[run.id]?.output.contains("tick") == true })
    #expect(harness.reports[run.id]?.ending == nil)
    clock.withLock { $0 = .seconds(601) }
    let report = try #require(harness.ending(of: run.id))
    #expect(report.ending == .timedOut)
    #expect(Self.isGone(pid))
  }

  @Test("a command that ignores SIGTERM is killed after the grace")
  func timeoutIgnored() throws {
    let harness = Harness(["step": .shell("trap '' TERM; echo ready; sleep 30; echo survived")])
    defer { harness.close() }
    let run = Self.run(timeout: .milliseconds(300))
    harness.runner.sync([run])
    let pid = try #require(harness.runner.processID(ofRun: run.id))
    defer { Self.cleanUp([pid]) }
    let report = try #require(harness.ending(of: run.id))
    #expect(report.ending == .timedOut)
    #expect(report.output == ["ready"])
    #expect(Self.isGone(pid))
  }

  @Test("a run no longer listed is stopped, its whole group with it, and never reported")
  func unlisted() throws {
    let harness = Harness(["step": .shell("sleep 30 & echo $!; sleep 30")])
    defer { harness.close() }
    let run = Self.run()
    harness.runner.sync([run])
    let pid = try #require(harness.runner.processID(ofRun: run.id))
    var pids = [pid]
    defer { Self.cleanUp(pids) }
    #expect(harness.wait { harness.reports[run.id]?.output.isEmpty == false })
    let grandchild = try #require(harness.reports[run.id]?.output.first.flatMap { Int32($0) })
    pids.append(grandchild)
    harness.runner.sync([])
    #expect(harness.wait { harness.runner.processID(ofRun: run.id) == nil })
    #expect(Self.isGone(pid))
    #expect(Self.hasEnded(grandchild))
    harness.take()
    #expect(harness.reports[run.id]?.ending == nil)
  }

  @Test("what a command leaves running in its group is ended with it: nothing outlives a step")
  func leftBehind() throws {
    let harness = Harness(["step": .shell("sleep 30 > /dev/null & echo $!")])
    defer { harness.close() }
    let run = Self.run()
    harness.runner.sync([run])
    let report = try #require(harness.ending(of: run.id))
    #expect(report.ending == .exited(0))
    let grandchild = try #require(report.output.first.flatMap { Int32($0) })
    defer { Self.cleanUp([grandchild]) }
    #expect(harness.wait { harness.runner.processID(ofRun: run.id) == nil })
    #expect(Self.hasEnded(grandchild))
  }

  @Test("a grandchild holding the output open does not keep the step going")
  func grandchildHoldsOutput() throws {
    // The grandchild keeps the pipe and ignores SIGTERM: the step ends with the shell's status
    // once the grace is over, and the grandchild is killed.
    let harness = Harness(["step": .shell("(trap '' TERM; sleep 30) & echo $!; exit 5")])
    defer { harness.close() }
    let run = Self.run()
    harness.runner.sync([run])
    let report = try #require(harness.ending(of: run.id))
    #expect(report.ending == .exited(5))
    let grandchild = try #require(report.output.first.flatMap { Int32($0) })
    defer { Self.cleanUp([grandchild]) }
    #expect(Self.hasEnded(grandchild))
  }

  @Test("stop() with commands running ends them all and leaves no process")
  func stop() throws {
    let harness = Harness([
      "sleep": .shell("sleep 30 & echo $!; sleep 30"),
      "stubborn": .shell("trap '' TERM; echo ready; sleep 30"),
    ])
    defer { harness.close() }
    harness.runner.sync([Self.run(1, key: "sleep"), Self.run(2, key: "stubborn")])
    let first = try #require(harness.runner.processID(ofRun: 1))
    let second = try #require(harness.runner.processID(ofRun: 2))
    var pids = [first, second]
    defer { Self.cleanUp(pids) }
    // Both have started: the first has a grandchild, the second ignores SIGTERM (it is killed
    // after the grace).
    #expect(
      harness.wait {
        harness.reports[1]?.output.isEmpty == false && harness.reports[2]?.output == ["ready"]
      })
    let grandchild = try #require(harness.reports[1]?.output.first.flatMap { Int32($0) })
    pids.append(grandchild)
    harness.runner.stop()
    #expect(Self.isGone(first))
    #expect(Self.isGone(second))
    #expect(Self.hasEnded(grandchild))
    // Nothing starts after stop().
    harness.runner.sync([Self.run(3, key: "sleep")])
    #expect(harness.runner.processID(ofRun: 3) == nil)
  }

  @Test("a runner never given a run stops at once")
  func idle() {
    let harness = Harness(["step": .shell("true")])
    harness.close()
  }

  @Test("reports of a chatty command are held back: at most one per interval of the clock")
  func reportsHeldBack() throws {
    // The clock stands still: after the first report of output, none until the end.
    let harness = Harness(["step": .shell("seq 20000")], now: { .zero })
    defer { harness.close() }
    let report = try #require(harness.run(Self.run()))
    #expect(report.output.last == "20000")
    let running = harness.history.filter { $0.ending == nil }
    #expect(running.count <= 1)
  }

  #if os(Linux)
    @Test("the command gets only descriptors 0, 1 and 2, an empty signal mask, no ignored signal")
    func cleanStart() throws {
      // The runner's own pipes and the harness's are open in this process: none reaches the
      // command, nor any signal this process blocks or ignores.
      let harness = Harness([
        "descriptors": .program("ls", arguments: ["/proc/self/fd"]),
        "signals": .shell("grep -E '^Sig(Blk|Ign)' /proc/self/status"),
      ])
      defer { harness.close() }
      let descriptors = try #require(harness.run(Self.run(1, key: "descriptors")))
      // 3 is the folder ls reads.
      #expect(descriptors.output == ["0", "1", "2", "3"])
      let signals = try #require(harness.run(Self.run(2, key: "signals")))
      // The tab after the names is shown as a space.
      #expect(signals.output.first == "SigBlk: 0000000000000000")
      // glibc's posix_spawn leaves its own two signals (32 and 33, below SIGRTMIN, which no
      // program can use) ignored in every child.
      let ignored = try #require(signals.output.last.flatMap { UInt64($0.dropFirst(8), radix: 16) })
      #expect(ignored & ~(UInt64(1) << 31 | UInt64(1) << 32) == 0, "\(signals.output)")
    }

    @Test("a command runs in a process group of its own")
    func ownGroup() throws {
      // The fifth field of /proc/PID/stat is the process group.
      let harness = Harness(["step": .shell("echo $$; cut -d ' ' -f 5 /proc/$$/stat")])
      defer { harness.close() }
      let report = try #require(harness.run(Self.run()))
      #expect(report.output.count == 2)
      #expect(report.output.first == report.output.last)
      #expect(report.output.first != String(getpgrp()))
    }
  #endif

  // MARK: - Interactive runs (without a terminal: the tmux tests run them on one)

  /// A pipe whose read end collects an interactive command's output.
  static func outputPipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    return (ends[0], ends[1])
  }

  /// Everything left in a pipe whose write end is closed.
  static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(
    "an interactive run without a terminal runs on the descriptors given, and its status comes back"
  )
  func interactiveWithoutTerminal() throws {
    let harness = Harness(["login": .shell("read line; echo \"got $line $TOUR_NAME\"; exit 4")])
    defer { harness.close() }
    let input = Self.outputPipe()
    let output = Self.outputPipe()
    _ = "typed\n".withCString { write(input.write, $0, 6) }
    close(input.write)
    let run = StepRun(
      id: 7, key: "login", mode: .interactive, timeout: .seconds(30),
      answers: [("TOUR_NAME", "Ada")])
    let ending = harness.runner.runInteractive(
      run, terminalInput: input.read, terminalOutput: output.write)
    close(input.read)
    close(output.write)
    #expect(ending == .exited(4))
    #expect(Self.readAll(output.read) == "got typed Ada\n")
    close(output.read)
  }

  @Test("an interactive run past its time limit is stopped: .timedOut, its process gone")
  func interactiveTimeout() throws {
    let harness = Harness(["login": .shell("echo $$; exec sleep 30")])
    defer { harness.close() }
    let output = Self.outputPipe()
    let run = StepRun(id: 1, key: "login", mode: .interactive, timeout: .milliseconds(300))
    let ending = harness.runner.runInteractive(
      run, terminalInput: output.read, terminalOutput: output.write)
    close(output.write)
    let pid = try #require(Int32(Self.readAll(output.read).trimmingCharacters(in: .newlines)))
    close(output.read)
    defer { Self.cleanUp([pid]) }
    #expect(ending == .timedOut)
    #expect(Self.isGone(pid))
  }

  @Test("an interactive run is cancelled when the tour is to end, and the loop still wakes")
  func interactiveCancelled() throws {
    let harness = Harness(["login": .shell("exec sleep 30")])
    defer { harness.close() }
    let tourWake = Platform.makeWakePipe()!
    defer {
      Platform.closeDescriptor(tourWake.read)
      Platform.closeDescriptor(tourWake.write)
    }
    // The signal handler's byte, already there.
    Platform.poke(tourWake.write)
    let null = open("/dev/null", O_RDWR)
    defer { close(null) }
    let run = StepRun(id: 1, key: "login", mode: .interactive, timeout: .seconds(30))
    let ending = harness.runner.runInteractive(
      run, terminalInput: null, terminalOutput: null, wake: tourWake.read, isEnding: { true })
    #expect(ending == .cancelled)
    // What the run read from the tour's pipe is written back to the loop's (the harness's).
    #expect(Platform.wait(input: -1, wake: harness.wake.read, timeoutMilliseconds: 0).woken)
  }

  @Test("an interactive run without a command is not started")
  func interactiveWithoutCommand() {
    let harness = Harness([:])
    defer { harness.close() }
    let run = StepRun(id: 1, key: "login", mode: .interactive, timeout: .seconds(30))
    #expect(
      harness.runner.runInteractive(run, terminalInput: -1, terminalOutput: -1)
        == .notStarted("no command for this step"))
  }

  // MARK: - The output's last lines

  @Test("the last lines keep bounded memory whatever comes: 50 MB without a line feed")
  func tailMemory() {
    var tail = StepOutputTail()
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
    var most = 0
    for _ in 0..<(50_000_000 / chunk.count) {
      chunk.withUnsafeBytes { tail.append($0) }
      most = max(most, tail.retainedBytes)
    }
    let lines = [UInt8](String(repeating: "line\n", count: 100_000).utf8)
    lines.withUnsafeBytes { tail.append($0) }
    most = max(most, tail.retainedBytes)
    #expect(most <= 2 * StepOutputTail.maximumLineBytes * (StepReport.maximumLines + 1))
    #expect(tail.text == Array(repeating: "line", count: 5))
  }

  @Test("a \\r\\n split between two reads still ends the line; a \\r alone starts it again")
  func tailSplitReads() {
    var tail = StepOutputTail()
    for piece in ["one\r", "\ntwo\r", "\r\nbar 1\r", "bar 2\r", "bar 3"] {
      Array(piece.utf8).withUnsafeBytes { tail.append($0) }
    }
    #expect(tail.text == ["one", "two", "bar 3"])
    var cut = StepOutputTail()
    // 6,000 bytes: more than a line keeps.
    let long = Array(String(repeating: "é", count: 3000).utf8)
    long.withUnsafeBytes { cut.append($0) }
    #expect(cut.text == [String(repeating: "é", count: StepReport.maximumLineLength - 1) + "…"])
  }

}
