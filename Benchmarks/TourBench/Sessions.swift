/// The scripted sessions the benchmark runs, each on a fresh process that is always reaped.
struct Sessions {
  let deck: Deck
  let settings: Settings

  /// Start, wait for the first frame, flip `settings.flips` times, read the peak RSS, quit.
  func flips(_ subject: Subject, size: TerminalSize) throws(BenchError) -> FlipSessionResult {
    let process = try subject.spawn(size)
    defer { process.kill() }
    let firstFrame = try awaitFirstFrame(process, subject)
    let cpuBefore = ProcFiles.cpuTime(of: process.pid)
    var flips: [Flip] = []
    var page = 0
    for forward in flipDirections() {
      page += forward ? 1 : -1
      let key = forward ? process.rightArrow : process.leftArrow
      flips.append(try flip(process, key: key, ontoLastPage: page == deck.pageCount - 1, subject))
    }
    let cpuAfter = ProcFiles.cpuTime(of: process.pid)
    let flipCPU = cpuBefore.flatMap { before in
      cpuAfter.map { ($0 - before) / max(1, flips.count) }
    }
    let peak = ProcFiles.peakResidentKiB(of: process.pid)
    let exit = try quit(process, subject)
    return FlipSessionResult(
      firstFrame: firstFrame, flips: flips, peakResidentKiB: peak, cpu: exit.cpu,
      flipCPU: flipCPU, queriesAnswered: process.queriesAnswered)
  }

  /// What ``start(_:size:)`` measured.
  struct Start {
    let firstFrame: Duration
    let peakKiB: Int?
    /// The files mapped into the process once its first frame was shown (/proc/PID/maps).
    let mappedFiles: String
  }

  /// Start, wait for the first frame, read the peak RSS and the mapped files, quit.
  func start(_ subject: Subject, size: TerminalSize) throws(BenchError) -> Start {
    let process = try subject.spawn(size)
    defer { process.kill() }
    let firstFrame = try awaitFirstFrame(process, subject)
    let start = Start(
      firstFrame: firstFrame, peakKiB: ProcFiles.peakResidentKiB(of: process.pid),
      mappedFiles: ProcFiles.readText("/proc/\(process.pid)/maps") ?? "")
    _ = try quit(process, subject)
    return start
  }

  /// Start, and as soon as the first page's text is on the screen — while the work it started
  /// (decoding a picture) still goes on — type q: the time from q to the process's exit.
  func quitWhileBusy(_ subject: Subject, size: TerminalSize) throws(BenchError) -> Duration {
    let process = try subject.spawn(size)
    defer { process.kill() }
    let markers = deck.firstPageMarkers
    let shown = process.pump(timeout: settings.startTimeout) { process in
      markers.allSatisfy { TerminalSequences.contains($0, in: process.output) }
    }
    guard shown else {
      throw BenchError("\(subject.label): first page not shown within \(settings.startTimeout)")
    }
    let sent = process.now
    let exit = process.quit(with: subject.quitKey)
    guard exit.status == 0 || exit.status == 1 else {
      throw BenchError("\(subject.label): q ended it with status \(exit.status)")
    }
    return process.now - sent
  }

  /// Start, wait for the first frame, sit idle, then probe input while a flip animates, quit.
  ///
  /// The probe types Right, and Right again `probeDelay` later, while the first flip is still
  /// animating; the latency is from typing the second key until the program has read it (its
  /// `rchar` in /proc/PID/io grows by the key's bytes). A loop that sleeps through its
  /// animation, as a fade built on `usleep` does, reads the key only once the fade is over.
  func idleAndProbe(_ subject: Subject, size: TerminalSize) throws(BenchError) -> IdleSessionResult
  {
    let process = try subject.spawn(size)
    defer { process.kill() }
    let firstFrame = try awaitFirstFrame(process, subject)

    let pid = process.pid
    let bytesBefore = process.output.count
    guard let cpuBefore = ProcFiles.cpuTime(of: pid) else {
      throw BenchError("cannot read /proc/\(pid)")
    }
    process.pump(until: process.now + settings.idle)
    guard let cpuAfter = ProcFiles.cpuTime(of: pid) else {
      throw BenchError("cannot read /proc/\(pid)")
    }
    let idleBytes = process.output.count - bytesBefore

    let key = process.rightArrow
    guard let readBefore = ProcFiles.bytesRead(by: pid) else {
      throw BenchError("cannot read /proc/\(pid)/io")
    }
    let firstSent = process.now
    process.send(key)
    // The first key must have been read, or the second key's wait would include it.
    _ = try awaitRead(process, atLeast: readBefore + key.count, subject)
    process.pump(until: firstSent + settings.probeDelay)
    guard let readMiddle = ProcFiles.bytesRead(by: pid) else {
      throw BenchError("cannot read /proc/\(pid)/io")
    }
    let secondSent = process.now
    process.send(key)
    let latency = try awaitRead(process, atLeast: readMiddle + key.count, subject) - secondSent
    _ = process.pumpUntilQuiet(settings.quiet, limit: .seconds(5))
    _ = try quit(process, subject)
    return IdleSessionResult(
      firstFrame: firstFrame, idleCPU: cpuAfter - cpuBefore, idleBytes: idleBytes,
      inputLatency: latency, queriesAnswered: process.queriesAnswered)
  }

  // MARK: - Steps

  /// The time of the first complete frame: from spawn until the first page's markers are on
  /// screen and the output has then gone quiet; the frame is complete at its last byte.
  ///
  /// "Quiet" makes the definition hold for a frame drawn in several writes and for mdp's fade-in,
  /// whose first writes already hold the text (in black) and whose last one brings the colours.
  private func awaitFirstFrame(_ process: PtyProcess, _ subject: Subject) throws(BenchError)
    -> Duration
  {
    let markers = deck.firstPageMarkers
    let shown = process.pump(timeout: settings.startTimeout) { process in
      markers.allSatisfy { TerminalSequences.contains($0, in: process.output) }
    }
    guard shown else {
      if process.hungUp, let exit = process.kill() {
        throw BenchError(
          "\(subject.label): exited (status \(exit.status)) before showing the first page"
            + tailOf(process))
      }
      throw BenchError(
        "\(subject.label): first page not shown within \(settings.startTimeout)\(tailOf(process))")
    }
    guard let last = process.pumpUntilQuiet(settings.quiet, limit: .seconds(5)) else {
      throw BenchError("\(subject.label): no output")
    }
    return last
  }

  /// Types `key` and collects the output until it goes quiet.
  private func flip(_ process: PtyProcess, key: [UInt8], ontoLastPage: Bool, _ subject: Subject)
    throws(BenchError) -> Flip
  {
    let first = process.chunks.count
    let sent = process.now
    process.send(key)
    guard process.pump(timeout: .seconds(1), until: { $0.chunks.count > first }) else {
      throw BenchError("\(subject.label): a page flip drew nothing within 1 s")
    }
    let last = process.pumpUntilQuiet(settings.quiet, limit: .seconds(5)) ?? sent
    let chunks = process.chunks[first...]
    return Flip(
      bytes: chunks.reduce(0) { $0 + $1.bytes.count },
      frames: Burst.split(chunks, gap: settings.burstGap), settle: last - sent,
      isOntoLastPage: ontoLastPage)
  }

  /// Reads output until the child's `rchar` reaches `count`; returns when it did.
  private func awaitRead(_ process: PtyProcess, atLeast count: Int, _ subject: Subject)
    throws(BenchError)
    -> Duration
  {
    let deadline = process.now + .seconds(5)
    while process.now < deadline {
      if let read = ProcFiles.bytesRead(by: process.pid), read >= count { return process.now }
      // Sample every 0.25 ms: fine enough against a 16.7 ms frame.
      process.waitForOutput(until: process.now + .microseconds(250))
    }
    throw BenchError("\(subject.label): a key was not read within 5 s")
  }

  private func quit(_ process: PtyProcess, _ subject: Subject) throws(BenchError) -> PtyProcess.Exit
  {
    let exit = process.quit(with: subject.quitKey)
    // tour exits 1 when left early, mdp 0; anything from 128 up is a signal (our SIGKILL).
    guard exit.status >= 0 && exit.status < 128 else {
      throw BenchError("\(subject.label): did not exit on q (status \(exit.status))")
    }
    return exit
  }

  /// Right until the last page, then Left to the first, and again: every key flips a page.
  private func flipDirections() -> [Bool] {
    var page = 0
    var forward = true
    var directions: [Bool] = []
    for _ in 0..<settings.flips {
      if forward && page == deck.pageCount - 1 { forward = false }
      if !forward && page == 0 { forward = true }
      directions.append(forward)
      page += forward ? 1 : -1
    }
    return directions
  }

  /// The last bytes of output, for error messages.
  private func tailOf(_ process: PtyProcess) -> String {
    let text = String(decoding: process.output.suffix(200), as: UTF8.self)
    let visible = text.unicodeScalars.map { $0.value < 0x20 ? "·" : String($0) }.joined()
    return visible.isEmpty ? " (no output)" : "; output ends: \(visible)"
  }
}
