import Synchronization
import TourKit

/// Runs the commands of a tour's steps (``PresentOptions/steps``) for a running tour: a check
/// or a run step's in the background, its output caught and reported as it comes, an
/// interactive step's on the terminal
/// (``runInteractive(_:terminalInput:terminalOutput:wake:isEnding:)``).
///
/// The loop hands it the state's ``/TourKit/TourState/stepRuns`` (``sync(_:)``): a run not
/// started yet starts, a run no longer listed is stopped and forgotten. It takes back
/// ``/TourKit/StepReport``s (``takeReports()``): the last lines of a run's output while it
/// runs (at most ten reports a second each, so a chatty command never floods the loop), then
/// the same with how it ended; each report wakes the loop through its wake-up pipe.
///
/// Each command runs in a process group of its own, so that it and whatever it starts are
/// signalled together: past its time limit, when it is no longer listed, when its command
/// ended (a `sleep 100 &` left behind), and at ``stop()``, the group gets SIGTERM, then
/// SIGKILL after ``killGrace``. Nothing a check or a run step started outlives the step, nor
/// the tour. (Two exceptions: what an interactive command leaves running when it ends by
/// itself, such as a browser it opened, is the user's; and a tour that crashes, or is killed
/// with SIGKILL, stops nothing.)
///
/// One thread of its own (``threadName``) reads every running command's output and watches
/// their ends and time limits in one `poll`; it starts with the first run, so a tour without
/// steps has none, and ``stop()`` joins it.
final class StepRunner: Sendable {
  /// How long a step's process group has between SIGTERM and SIGKILL: time for a command to
  /// clean up (remove a lock, say goodbye to a server) that still keeps a quitting tour from
  /// hanging on one that ignores SIGTERM.
  static let killGrace: Duration = .seconds(2)
  /// The least time between two reports of one run's output: ten a second are all a person
  /// can read, and each wakes the loop to lay the page out again.
  static let reportInterval: Duration = .milliseconds(100)
  /// Where the system has no descriptor for a child's end (``Platform/childEndDescriptor(_:)``):
  /// how often the reader looks whether a running command ended.
  static let childCheckInterval: Duration = .milliseconds(50)
  /// The reader thread's name, as `ps -T` and `/proc/PID/task/*/comm` show it.
  static let threadName = "tour-steps"
  /// The name of the thread that waits for an interactive command (`waitpid` blocks).
  static let interactiveWaiterName = "tour-step-wait"
  /// Why a step whose key has no command does not run.
  static let noCommand = "no command for this step"
  /// The signals a command starts with at their default action, whatever the tour and its
  /// host do with them: all of them. `exec` resets a handler (the tour's) but keeps a signal
  /// ignored, and a host's ignored SIGCHLD or SIGPIPE would break a shell script.
  static let defaultSignals = Platform.catchableSignals

  /// A run under way, as the reader thread keeps it.
  private struct Going: Sendable {
    /// The run's ``/TourKit/StepRun/id``, which its reports carry.
    let id: Int
    /// The command's process ID, which is also its process group's.
    let process: Int32
    /// The read end of its output pipe; -1 once at its end (and closed).
    var output: Int32
    /// Readable when the command ends (``Platform/childEndDescriptor(_:)``), or -1.
    var endDescriptor: Int32
    /// When its time is up.
    let deadline: Duration
    /// How the command itself ended, once it has (and was reaped).
    var status: Platform.ChildStatus?
    /// When its group gets SIGKILL, after a SIGTERM.
    var killAt: Duration?
    /// Its group got SIGKILL: the end of the output will come, or never (a process that left
    /// the group holds the pipe): it is not waited for any more.
    var killed = false
    /// It ran past its time limit and was stopped: it ends ``/TourKit/StepEnding/timedOut``
    /// however its command ended.
    var timedOut = false
    /// No longer listed: stopped, and never reported again.
    var forgotten = false
    /// Its output's last lines.
    var tail = StepOutputTail()
    /// When its output was last reported, if it was.
    var reportedAt: Duration?
    /// Output came since the last report.
    var unreported = false
    /// Its final report was made.
    var reportedEnd = false

    /// Whether nothing is left to do: the command ended, its output ended, its group is gone
    /// or killed.
    var isDone: Bool { status != nil && output < 0 && killAt == nil }

    /// How it ended, for its final report.
    var ending: StepEnding {
      if timedOut { return .timedOut }
      switch status {
      case .exited(let code): return .exited(code)
      case .signalled(let signal): return .signalled(signal)
      // Someone else reaped it: how it ended is lost, and it cannot be said to have passed.
      case .lost, .running, .stopped, nil: return .cancelled
      }
    }
  }

  /// What the loop's thread and the reader share.
  private struct Shared {
    /// Runs started by ``sync(_:)``, for the reader to take.
    var started: [Going] = []
    /// Runs no longer listed, for the reader to stop.
    var forgotten: [Int] = []
    /// ``stop()`` was called: the reader ends every run and returns.
    var stopping = false
    /// The latest report of each run since ``takeReports()``.
    var reports: [Int: StepReport] = [:]
    /// The process of each run the reader still watches.
    var processes: [Int: Int32] = [:]
  }

  /// What ``sync(_:)`` remembers between calls (only the loop's thread calls it).
  private struct Bookkeeping {
    /// Every run ever started, or found unable to start: none runs twice.
    var started: Set<Int> = []
    /// The runs started and listed in the last sync, whose processes may be going.
    var listed: Set<Int> = []
    /// ``stop()`` was called: nothing starts any more.
    var stopped = false
  }

  /// The reader thread and its own wake-up pipe.
  private struct Reader {
    /// The thread, to join.
    let thread: Platform.Thread
    /// Its pipe: written to when there is a run to take or forget, or to stop.
    let wake: (read: Int32, write: Int32)
  }

  /// What a step's command runs: the program's path and its arguments (the first is its name).
  private struct Launch {
    /// The program's path (found in `PATH` already).
    let path: String
    /// Its arguments, the first its name.
    let arguments: [String]
    /// Its whole environment, as `NAME=value`.
    let environment: [String]
  }

  /// Each step's command, by key.
  private let commands: [String: StepCommand]
  /// The environment every command starts from, before its run's answers.
  private let environment: [(name: String, value: String)]
  /// The loop's wake-up pipe (write end): a report is there to take.
  private let wakeLoop: Int32
  /// The clock time limits, the grace and the pace of reports are counted on.
  private let now: @Sendable () -> Duration
  private let shared = Mutex(Shared())
  private let bookkeeping = Mutex(Bookkeeping())
  /// The reader thread, once it started and until ``stop()``.
  private let reader = Mutex<Reader?>(nil)
  /// The reader could not start (out of threads or descriptors): runs are reported not
  /// started rather than tried again and again.
  private let readerFailed = Atomic<Bool>(false)

  /// A runner of `commands` (by step key), each started with `environment` (the process
  /// environment, in its order) plus its run's answers, waking the loop by writing to
  /// `wakeLoop`; `now` is the clock time limits are counted on (default: a monotonic one).
  init(
    commands: [String: StepCommand], environment: [(name: String, value: String)],
    wakeLoop: Int32, now: @escaping @Sendable () -> Duration = Platform.stopwatch()
  ) {
    self.commands = commands
    self.environment = environment
    self.wakeLoop = wakeLoop
    self.now = now
  }

  /// Makes the runs under way be the background ones of `runs` (checks and runs; an
  /// interactive run is ``runInteractive(_:terminalInput:terminalOutput:wake:isEnding:)``'s):
  /// starts every run not started before, and stops every run started that is no longer
  /// listed (its group is ended, and it is never reported). A run whose key has no command,
  /// or whose command cannot start, is reported ``/TourKit/StepEnding/notStarted(_:)`` at once.
  func sync(_ runs: [StepRun]) {
    let wanted = Set(runs.map(\.id))
    let (toStart, toForget) = bookkeeping.withLock {
      (book: inout Bookkeeping) -> ([StepRun], [Int]) in
      guard !book.stopped else { return ([], []) }
      let forget = book.listed.subtracting(wanted)
      book.listed.subtract(forget)
      let start = runs.filter { $0.mode != .interactive && !book.started.contains($0.id) }
      book.started.formUnion(start.map(\.id))
      return (start, forget.sorted())
    }
    guard !toStart.isEmpty || !toForget.isEmpty else { return }
    var going: [Going] = []
    var unstarted: [StepReport] = []
    for run in toStart {
      switch start(run) {
      case .success(let started): going.append(started)
      case .failure(let failure):
        unstarted.append(StepReport(run: run.id, output: [], ending: .notStarted(failure.reason)))
      }
    }
    bookkeeping.withLock { $0.listed.formUnion(going.map(\.id)) }
    shared.withLock { shared in
      shared.started += going
      shared.forgotten += toForget
      for id in toForget { shared.reports[id] = nil }
      for run in going { shared.processes[run.id] = run.process }
      for report in unstarted { shared.reports[report.run] = report }
    }
    if !going.isEmpty || !toForget.isEmpty, let wake = reader.withLock({ $0?.wake.write }) {
      Platform.poke(wake)
    }
    if !unstarted.isEmpty { Platform.poke(wakeLoop) }
  }

  /// What the runs did since the last call: the latest report of each, by run.
  func takeReports() -> [StepReport] {
    shared.withLock { shared in
      defer { shared.reports = [:] }
      return shared.reports.values.sorted { $0.run < $1.run }
    }
  }

  /// Stops every run: each process group gets SIGTERM, and SIGKILL if anything of it is still
  /// there after ``killGrace``; every command is reaped and the reader thread joined before
  /// it returns, so nothing the runner started outlives it. A command that ends at SIGTERM
  /// (most do) lets it return at once. Nothing starts after it.
  func stop() {
    bookkeeping.withLock { $0.stopped = true }
    shared.withLock { $0.stopping = true }
    guard let running = reader.withLock({ $0 }) else { return }
    Platform.poke(running.wake.write)
    Platform.joinThread(running.thread)
    reader.withLock { $0 = nil }
    Platform.closeDescriptor(running.wake.read)
    Platform.closeDescriptor(running.wake.write)
  }

  /// Whether the step `key` has a command to run.
  func hasCommand(forKey key: String) -> Bool { commands[key] != nil }

  /// The process (and process group) ID of run `id` while the runner watches it: from its
  /// start until its command, its output and its group are all over. For tests, which check
  /// that nothing of a run is left.
  package func processID(ofRun id: Int) -> Int32? {
    shared.withLock { $0.processes[id] }
  }

  // MARK: - Starting

  /// Why a run did not start, in words for the step.
  private struct StartFailure: Error {
    /// The words shown with the step (``/TourKit/StepEnding/notStarted(_:)``).
    let reason: String
  }

  /// Starts `run`'s command in the background.
  private func start(_ run: StepRun) -> Result<Going, StartFailure> {
    guard let command = commands[run.key] else {
      return .failure(StartFailure(reason: Self.noCommand))
    }
    guard startReaderIfNeeded() else {
      return .failure(StartFailure(reason: "cannot start a thread to run steps"))
    }
    let launch: Launch
    do throws(Platform.SpawnFailure) {
      launch = try self.launch(command, answers: run.answers)
    } catch {
      return .failure(StartFailure(reason: error.message))
    }
    guard let pipe = Platform.makeOutputPipe() else {
      return .failure(StartFailure(reason: Platform.SpawnFailure.last().message))
    }
    // The child has its own copy; the reader sees the end of the output once it and whatever
    // it started have closed theirs.
    defer { Platform.closeDescriptor(pipe.write) }
    let process: Int32
    do throws(Platform.SpawnFailure) {
      process = try Platform.spawn(
        launch.path, arguments: launch.arguments, environment: launch.environment,
        input: .nullDevice, output: pipe.write, error: pipe.write,
        defaultSignals: Self.defaultSignals, newSession: true)
    } catch {
      Platform.closeDescriptor(pipe.read)
      return .failure(StartFailure(reason: error.message))
    }
    return .success(
      Going(
        id: run.id, process: process, output: pipe.read,
        endDescriptor: Platform.childEndDescriptor(process), deadline: now() + run.timeout))
  }

  /// The program, arguments and environment that run `command` with `answers`: a shell line
  /// through `/bin/sh -c`, a program without a `/` found in the child's `PATH`.
  private func launch(_ command: StepCommand, answers: [(name: String, value: String)])
    throws(Platform.SpawnFailure) -> Launch
  {
    var variables = environment
    for answer in answers {
      if let index = variables.firstIndex(where: { $0.name == answer.name }) {
        variables[index].value = answer.value
      } else {
        variables.append(answer)
      }
    }
    let environment = variables.map { "\($0.name)=\($0.value)" }
    switch command {
    case .shell(let line):
      return Launch(path: "/bin/sh", arguments: ["sh", "-c", line], environment: environment)
    case .program(let name, let arguments):
      let path =
        name.contains("/")
        ? name
        : try Platform.findProgram(name, searchPath: variables.last { $0.name == "PATH" }?.value)
      return Launch(path: path, arguments: [name] + arguments, environment: environment)
    }
  }

  /// Starts the reader thread and its pipe with the first run; whether it runs.
  private func startReaderIfNeeded() -> Bool {
    reader.withLock { reader in
      if reader != nil { return true }
      guard !readerFailed.load(ordering: .relaxed) else { return false }
      guard let wake = Platform.makeWakePipe() else {
        readerFailed.store(true, ordering: .relaxed)
        return false
      }
      guard
        let thread = Platform.startThread(
          named: Self.threadName, { [self] in readOutputs(wake: wake.read) })
      else {
        Platform.closeDescriptor(wake.read)
        Platform.closeDescriptor(wake.write)
        readerFailed.store(true, ordering: .relaxed)
        return false
      }
      reader = Reader(thread: thread, wake: wake)
      return true
    }
  }

  // MARK: - The reader thread

  /// The reader thread: takes new and forgotten runs, reads every output that has bytes,
  /// reaps the commands that ended, acts on time limits, reports; then sleeps in `poll` until
  /// an output, an end, its pipe or the next deadline wakes it.
  private func readOutputs(wake: Int32) {
    var going: [Going] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var ready: Set<Int32> = []
    while true {
      let (started, forgotten, stopping) = shared.withLock { shared in
        defer {
          shared.started = []
          shared.forgotten = []
        }
        return (shared.started, shared.forgotten, shared.stopping)
      }
      going += started
      if stopping {
        shutDown(going, buffer: &buffer)
        return
      }
      var now = now()
      for id in forgotten {
        guard let index = going.firstIndex(where: { $0.id == id }) else { continue }
        going[index].forgotten = true
        if going[index].killAt == nil && !going[index].killed { terminate(&going[index], now) }
      }
      for index in going.indices where going[index].output >= 0 {
        if ready.contains(going[index].output) { read(&going[index], into: &buffer) }
      }
      now = self.now()
      var reports: [StepReport] = []
      for index in going.indices {
        if let report = advance(&going[index], now: now, buffer: &buffer) { reports.append(report) }
      }
      let done = going.filter(\.isDone)
      for run in done where run.endDescriptor >= 0 { Platform.closeDescriptor(run.endDescriptor) }
      going.removeAll(where: \.isDone)
      if !reports.isEmpty || !done.isEmpty {
        shared.withLock { shared in
          for report in reports { shared.reports[report.run] = report }
          for run in done { shared.processes[run.id] = nil }
        }
        Platform.poke(wakeLoop)
      }

      let descriptors = [wake] + going.flatMap { [$0.output, $0.endDescriptor] }
      let readiness = Platform.waitForAny(
        descriptors, timeoutMilliseconds: milliseconds(until: nextDeadline(going, now: now)))
      if readiness[0] { Platform.drain(wake) }
      ready = Set(zip(descriptors, readiness).filter { $0.1 && $0.0 >= 0 }.map(\.0))
    }
  }

  /// Reads what `run`'s output has (up to a megabyte a round, so one flood of output cannot
  /// keep the others waiting), closing it at its end.
  private func read(_ run: inout Going, into buffer: inout [UInt8]) {
    for _ in 0..<16 {
      let result = buffer.withUnsafeMutableBytes { Platform.readAvailable(run.output, into: $0) }
      switch result {
      case .bytes(let count):
        buffer.withUnsafeBytes { run.tail.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        run.unreported = true
      case .nothing: return
      case .end:
        Platform.closeDescriptor(run.output)
        run.output = -1
        return
      }
    }
  }

  /// SIGTERM to `run`'s group (and SIGCONT, so a stopped process gets it), SIGKILL to come
  /// after the grace.
  private func terminate(_ run: inout Going, _ now: Duration) {
    Platform.signalGroup(run.process, Platform.terminate)
    Platform.signalGroup(run.process, Platform.continueAfterStop)
    run.killAt = now + Self.killGrace
  }

  /// Moves `run` on at `now`: reaps its command if it ended (and ends what it left in its
  /// group), stops it past its time limit, kills its group past the grace; returns the report
  /// it is time to make, if any.
  private func advance(_ run: inout Going, now: Duration, buffer: inout [UInt8]) -> StepReport? {
    if run.status == nil {
      let status = Platform.reapChild(run.process, waiting: false)
      if status != .running {
        Self.ended(&run, status)
        // The command is over: whatever it left in its group (`sleep 100 &`) goes too, and
        // its output is waited for at most the grace (a process that left the group may hold
        // it open for ever).
        if run.killAt == nil && !run.killed {
          if Platform.signalGroup(run.process, Platform.terminate) {
            Platform.signalGroup(run.process, Platform.continueAfterStop)
          }
          run.killAt = now + Self.killGrace
        }
      }
    }
    if run.status == nil && !run.timedOut && !run.forgotten && now >= run.deadline {
      run.timedOut = true
      terminate(&run, now)
    }
    if let killAt = run.killAt, now >= killAt {
      Platform.signalGroup(run.process, Platform.killSignal)
      run.killAt = nil
      run.killed = true
    }
    if run.status != nil && run.killed && run.output >= 0 {
      read(&run, into: &buffer)
      if run.output >= 0 {
        Platform.closeDescriptor(run.output)
        run.output = -1
      }
    }
    // The group's leftovers need no more waiting once the command and its output are over.
    if run.status != nil && run.output < 0 && !run.killed && run.killAt != nil
      && !Platform.signalGroup(run.process, 0)
    {
      run.killAt = nil
    }
    guard !run.forgotten && !run.reportedEnd else { return nil }
    if run.status != nil && run.output < 0 {
      run.reportedEnd = true
      return StepReport(run: run.id, output: run.tail.text, ending: run.ending)
    }
    guard run.unreported, run.reportedAt.map({ now - $0 >= Self.reportInterval }) ?? true
    else { return nil }
    run.unreported = false
    run.reportedAt = now
    return StepReport(run: run.id, output: run.tail.text)
  }

  /// Records that `run`'s command ended so, and closes the descriptor that said it would
  /// (it stays readable: `poll` would never sleep again).
  private static func ended(_ run: inout Going, _ status: Platform.ChildStatus) {
    run.status = status
    if run.endDescriptor >= 0 {
      Platform.closeDescriptor(run.endDescriptor)
      run.endDescriptor = -1
    }
  }

  /// The next moment something is due for `going`: a time limit, a SIGKILL, a report held
  /// back, a look at a child whose end no descriptor signals; `nil` when nothing is.
  private func nextDeadline(_ going: [Going], now: Duration) -> Duration? {
    var moments: [Duration] = []
    for run in going {
      if run.status == nil && !run.timedOut && !run.forgotten { moments.append(run.deadline) }
      if let killAt = run.killAt { moments.append(killAt) }
      if run.unreported && !run.forgotten && !run.reportedEnd, let reportedAt = run.reportedAt {
        moments.append(reportedAt + Self.reportInterval)
      }
      if run.status == nil && run.endDescriptor < 0 {
        moments.append(now + Self.childCheckInterval)
      }
    }
    return moments.min()
  }

  /// Milliseconds from now until `deadline` for `poll`, rounded up so that a wake is never
  /// before it; -1 (no limit) without one.
  private func milliseconds(until deadline: Duration?) -> Int32 {
    guard let deadline else { return -1 }
    return Int32(min(max(0, ((deadline - now()) / .milliseconds(1)).rounded(.up)), 1e9))
  }

  /// The end: every group gets SIGTERM; the commands have the grace to end (their output is
  /// read and dropped meanwhile, so none blocks writing); then every group still there gets
  /// SIGKILL, and every command is reaped.
  private func shutDown(_ going: [Going], buffer: inout [UInt8]) {
    var going = going
    for index in going.indices where !going[index].killed {
      Platform.signalGroup(going[index].process, Platform.terminate)
      Platform.signalGroup(going[index].process, Platform.continueAfterStop)
    }
    let end = now() + Self.killGrace
    while going.contains(where: { $0.status == nil || $0.output >= 0 }) {
      let now = now()
      guard now < end else { break }
      for index in going.indices where going[index].status == nil {
        let status = Platform.reapChild(going[index].process, waiting: false)
        if status != .running { Self.ended(&going[index], status) }
      }
      guard going.contains(where: { $0.status == nil || $0.output >= 0 }) else { break }
      let descriptors = going.flatMap { [$0.output, $0.endDescriptor] }
      let look = going.contains { $0.status == nil && $0.endDescriptor < 0 }
      let deadline = look ? min(end, now + Self.childCheckInterval) : end
      let readiness = Platform.waitForAny(
        descriptors, timeoutMilliseconds: milliseconds(until: deadline))
      for index in going.indices where going[index].output >= 0 {
        if readiness[2 * index] { read(&going[index], into: &buffer) }
      }
    }
    for run in going {
      Platform.signalGroup(run.process, Platform.killSignal)
      if run.status == nil { _ = Platform.reapChild(run.process, waiting: true) }
      if run.output >= 0 { Platform.closeDescriptor(run.output) }
      if run.endDescriptor >= 0 { Platform.closeDescriptor(run.endDescriptor) }
    }
    shared.withLock { $0.processes = [:] }
  }
}

// MARK: - Interactive runs

extension StepRunner {
  /// What the thread waiting for an interactive command saw, for the thread that runs it.
  private final class ChildStatuses: Sendable {
    private let statuses = Mutex<[Platform.ChildStatus]>([])

    /// Adds what `waitpid` said (on the waiting thread).
    func append(_ status: Platform.ChildStatus) { statuses.withLock { $0.append(status) } }

    /// What was said since the last call, in order (on the thread that runs the command).
    func take() -> [Platform.ChildStatus] {
      statuses.withLock { statuses in
        defer { statuses = [] }
        return statuses
      }
    }
  }

  /// Runs `run`'s command on the terminal and waits for it to end: its standard input is
  /// `terminalInput`, its output and error `terminalOutput`, its signals at their defaults, in
  /// a process group of its own that is the terminal's foreground group while it runs (its
  /// Ctrl-C and Ctrl-Z are its own), the tour's group foreground again after. Full screen is
  /// the caller's to leave before and take back after; nothing here touches ncurses.
  ///
  /// - Past the run's time limit, its group gets SIGTERM, SIGKILL after ``killGrace``:
  ///   ``/TourKit/StepEnding/timedOut``.
  /// - `wake` (the loop's wake-up pipe, read end; -1 for none) is watched meanwhile: when it is
  ///   written and `isEnding` says the tour is to end (SIGTERM came), the command is stopped
  ///   the same way, ``/TourKit/StepEnding/cancelled``. What is read from it is written back
  ///   to the loop's pipe at the end, so the loop still wakes for it.
  /// - Ctrl-Z stops the command, and the tour with it, as `sudo` does: the shell's prompt
  ///   comes back, and `fg` continues both, the command on the terminal. (Where the tour
  ///   cannot stop, in an orphaned process group, the command goes on at once.) A command
  ///   stopped for touching the terminal before it was given it (SIGTTIN, SIGTTOU) is given it
  ///   and continued; one stopped by SIGSTOP is left to whoever sent it, its time limit
  ///   running on.
  /// - When the command ends by itself, what it started in the background is left running
  ///   (a browser opened for a sign-in is the user's); after a time limit or a cancel the whole
  ///   group goes.
  ///
  /// When neither descriptor is this process's controlling terminal (a pipe, another
  /// terminal), the command runs on them the same way, without any foreground to give.
  func runInteractive(
    _ run: StepRun, terminalInput: Int32, terminalOutput: Int32, wake: Int32 = -1,
    isEnding: () -> Bool = { false }
  ) -> StepEnding {
    guard let command = commands[run.key] else { return .notStarted(Self.noCommand) }
    let launch: Launch
    do throws(Platform.SpawnFailure) {
      launch = try self.launch(command, answers: run.answers)
    } catch {
      return .notStarted(error.message)
    }
    let terminal = [terminalInput, terminalOutput].first {
      Platform.foregroundGroup(of: $0) != nil
    }
    let foreground = terminal.flatMap(Platform.foregroundGroup)
    let deadline = now() + run.timeout
    let process: Int32
    do throws(Platform.SpawnFailure) {
      process = try Platform.spawn(
        launch.path, arguments: launch.arguments, environment: launch.environment,
        input: .descriptor(terminalInput), output: terminalOutput, error: terminalOutput,
        defaultSignals: Self.defaultSignals, foreground: terminal)
    } catch {
      return .notStarted(error.message)
    }
    // Where the child could not take the foreground itself before its `exec`: it may have
    // read the terminal already, and stopped (SIGTTIN); the wait below continues it.
    if let terminal { Platform.setForegroundGroup(process, of: terminal) }
    defer {
      if let terminal, let foreground { Platform.setForegroundGroup(foreground, of: terminal) }
    }
    return waitForInteractive(
      process, deadline: deadline, terminal: terminal, foreground: foreground, wake: wake,
      isEnding: isEnding)
  }

  /// Waits for the interactive command `process` (see
  /// ``runInteractive(_:terminalInput:terminalOutput:wake:isEnding:)``): a thread of its own
  /// blocks in `waitpid` and says each stop and the end through a pipe, which this thread
  /// polls beside `wake`, until `deadline`.
  private func waitForInteractive(
    _ process: Int32, deadline: Duration, terminal: Int32?, foreground: Int32?, wake: Int32,
    isEnding: () -> Bool
  ) -> StepEnding {
    let statuses = ChildStatuses()
    guard let pipe = Platform.makeWakePipe() else {
      return Self.ending(waitingWithoutLimit: process)
    }
    defer {
      Platform.closeDescriptor(pipe.read)
      Platform.closeDescriptor(pipe.write)
    }
    guard
      let waiter = Platform.startThread(
        named: Self.interactiveWaiterName,
        {
          while true {
            let status = Platform.reapChild(process, waiting: true, reportingStops: true)
            statuses.append(status)
            Platform.poke(pipe.write)
            if case .stopped = status { continue }
            return
          }
        })
    else { return Self.ending(waitingWithoutLimit: process) }
    defer { Platform.joinThread(waiter) }

    var killAt: Duration?
    var stopping: StepEnding?
    var wokenLoop = false
    defer { if wokenLoop { Platform.poke(wakeLoop) } }
    while true {
      for status in statuses.take() {
        switch status {
        case .stopped(let signal):
          continueStopped(process, signal: signal, terminal: terminal, foreground: foreground)
        case .running: break
        case .exited(let code):
          if let stopping { return finish(process, as: stopping) }
          return .exited(code)
        case .signalled(let signal):
          if let stopping { return finish(process, as: stopping) }
          return .signalled(signal)
        // Someone else reaped it: how it ended is lost, and it cannot be said to have passed.
        case .lost:
          if let stopping { return finish(process, as: stopping) }
          return .cancelled
        }
      }
      let now = now()
      if stopping == nil && now >= deadline {
        stopping = .timedOut
        killAt = Self.terminateGroup(process, now)
      }
      if let at = killAt, now >= at {
        Platform.signalGroup(process, Platform.killSignal)
        killAt = nil
      }
      let next = stopping == nil ? deadline : killAt
      let readiness = Platform.waitForAny(
        [pipe.read, wake], timeoutMilliseconds: milliseconds(until: next))
      if readiness[0] { Platform.drain(pipe.read) }
      if readiness[1] {
        Platform.drain(wake)
        wokenLoop = true
        if stopping == nil && isEnding() {
          stopping = .cancelled
          killAt = Self.terminateGroup(process, self.now())
        }
      }
    }
  }

  /// SIGTERM and SIGCONT to `process`'s group; when SIGKILL is due.
  private static func terminateGroup(_ process: Int32, _ now: Duration) -> Duration {
    Platform.signalGroup(process, Platform.terminate)
    Platform.signalGroup(process, Platform.continueAfterStop)
    return now + killGrace
  }

  /// A stopped or timed-out command ended: what is left of its group had SIGTERM already and
  /// goes now.
  private func finish(_ process: Int32, as ending: StepEnding) -> StepEnding {
    Platform.signalGroup(process, Platform.killSignal)
    return ending
  }

  /// Acts on the stop of an interactive command by `signal` (see
  /// ``runInteractive(_:terminalInput:terminalOutput:wake:isEnding:)``).
  private func continueStopped(
    _ process: Int32, signal: Int32, terminal: Int32?, foreground: Int32?
  ) {
    switch signal {
    case Platform.terminalInputStop, Platform.terminalOutputStop:
      guard let terminal else { return }
      Platform.setForegroundGroup(process, of: terminal)
      // Continued only when it has the terminal now, or it would stop again at once.
      if Platform.foregroundGroup(of: terminal) == process {
        Platform.signalGroup(process, Platform.continueAfterStop)
      }
    case Platform.terminalStop:
      if let terminal, let foreground { Platform.setForegroundGroup(foreground, of: terminal) }
      Platform.stopProcess()
      if let terminal { Platform.setForegroundGroup(process, of: terminal) }
      Platform.signalGroup(process, Platform.continueAfterStop)
    default: break
    }
  }

  /// Without a thread (or a pipe) to wait with: waits for the command to end, without a time
  /// limit, continuing it after any stop.
  private static func ending(waitingWithoutLimit process: Int32) -> StepEnding {
    while true {
      switch Platform.reapChild(process, waiting: true, reportingStops: true) {
      case .exited(let code): return .exited(code)
      case .signalled(let signal): return .signalled(signal)
      case .lost: return .cancelled
      case .running, .stopped: Platform.signalGroup(process, Platform.continueAfterStop)
      }
    }
  }
}
