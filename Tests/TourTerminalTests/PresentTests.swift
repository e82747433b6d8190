import Foundation
import Synchronization
import Testing
import TourTerminal

@testable import TourKit

/// `present` on a pseudo-terminal injected through `PresentOptions`: full screen without the
/// terminal of whoever runs the tests, and the process left as it was.
@Suite("present on an injected terminal", .serialized)
struct PresentTests {
  static let tour = Tour(pages: [
    Page(title: "Injected", paragraphs: ["A page on a pseudo-terminal."]),
    Page(
      title: "Second",
      paragraphs: ["The last page, with a sentence long enough to be wrapped at thirty columns."]),
  ])

  /// Collects warnings from any thread.
  final class Warnings: Sendable {
    private let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  static func options(
    _ terminal: PseudoTerminal,
    environment: [String: String] = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8",
    ], warnings: Warnings = Warnings()
  ) -> PresentOptions {
    var options = PresentOptions { environment[$0] }
    options.inputDescriptor = terminal.terminal
    options.outputDescriptor = terminal.terminal
    options.reduceMotion = true
    options.warn = { warnings.add($0) }
    return options
  }

  /// `present` (or `presentIfNeeded`) on a thread of its own (it blocks until the tour ends).
  final class Presentation: Sendable {
    private let result = Mutex<Result<TourResult, any Error>?>(nil)

    convenience init(_ tour: Tour, options: PresentOptions) {
      nonisolated(unsafe) let options = options
      self.init { present(tour, options: options) }
    }

    /// Runs `show` (which presents a tour) on its own thread.
    init(_ show: @escaping @Sendable () throws -> TourResult) {
      Thread { [self] in
        let outcome = Result { try show() }
        result.withLock { $0 = outcome }
      }.start()
    }

    /// Waits for `present` to return, and gives what it returned (or threw).
    func wait(timeout: Duration = .seconds(10)) async throws -> TourResult {
      let clock = ContinuousClock()
      let deadline = clock.now + timeout
      while clock.now < deadline {
        if let outcome = result.withLock({ $0 }) { return try outcome.get() }
        try await Task.sleep(for: .milliseconds(10))
      }
      throw PseudoTerminalError("present did not return within \(timeout)")
    }
  }

  @Test("full screen on the injected terminal, and the process is as it was afterwards")
  func fullScreenLeavesNoTrace() async throws {
    setlocale(LC_ALL, "C")
    let terminal = try PseudoTerminal()
    let before = ProcessSnapshot(terminal: terminal.terminal)
    let presentation = Presentation(Self.tour, options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Injected")
    let written = terminal.written
    #expect(written.containsSequence(Array("\u{1B}[?1049h".utf8)), "no alternate screen")
    #expect(written.containsSequence(Array("\u{1B}[?1002h".utf8)), "no mouse reporting")
    #expect(written.containsSequence(Array("●".utf8)), "no UTF-8 dots: the locale was not set")
    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    let after = ProcessSnapshot(terminal: terminal.terminal)
    #expect(after.locale == "C")
    #expect(after == before, "\(after.differences(from: before))")
    // The main screen comes back last.
    try await terminal.waitForOutput("the main screen") { $0.lastModeChange(1049) == "l" }
    for mode in [1000, 1002, 1006, 2004] {
      #expect(terminal.written.lastModeChange(mode) == "l", "mode \(mode) left on")
    }
    #expect(terminal.written.lastModeChange(25) == "h", "cursor left hidden")
    await terminal.close()
  }

  @Test(
    "keys typed on the injected terminal drive the tour",
    arguments: [
      ("\u{1B}[C\r", TourResult.Ending.completed),
      ("\u{1B}OC\u{1B}[D\u{1B}[1;2Cq", .skipped(atPage: 1)),
      ("\u{03}", .interrupted(signal: SIGINT)),
    ])
  func keys(typed: String, result: TourResult.Ending) async throws {
    let terminal = try PseudoTerminal()
    let presentation = Presentation(Self.tour, options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Injected")
    terminal.type(typed)
    #expect(try await presentation.wait().ending == result)
    await terminal.close()
  }

  @Test("a second present while one is on screen is refused, and draws and warns nothing")
  func secondPresentIsRefused() async throws {
    let first = try PseudoTerminal()
    let second = try PseudoTerminal()
    let presentation = Presentation(Self.tour, options: Self.options(first))
    try await first.waitForOutput(containing: "Injected")
    let warnings = Warnings()
    #expect(
      present(Self.tour, options: Self.options(second, warnings: warnings)).ending
        == .alreadyPresenting)
    #expect(warnings.all.isEmpty, "the result says it")
    #expect(TourResult.Ending.alreadyPresenting.exitStatus == 70)
    first.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    #expect(second.written.isEmpty)
    // Once the first is over, the terminal can be taken again.
    let again = Presentation(Self.tour, options: Self.options(second))
    try await second.waitForOutput(containing: "Injected")
    second.type("q")
    #expect(try await again.wait().ending == .skipped(atPage: 0))
    await first.close()
    await second.close()
  }

  @Test("the injected environment decides: no TERM, or TERM=dumb, means no full screen")
  func injectedEnvironment() async throws {
    let terminal = try PseudoTerminal()
    // A terminal on both sides, but the injected environment has no TERM.
    var options = Self.options(terminal, environment: ["LANG": "C.UTF-8"])
    #expect(present(Self.tour, options: options).ending == .noTerminal)
    options = Self.options(terminal, environment: ["TERM": "dumb", "COLUMNS": "30"])
    options.textMode = .automatic
    #expect(present(Self.tour, options: options).ending == .printed)
    try await terminal.waitForOutput(containing: "Page 2 of 2")
    let text = String(decoding: terminal.written, as: UTF8.self)
    #expect(!text.contains("\u{1B}"), "escape codes in plain text")
    #expect(text.contains("Injected"))
    // The terminal turns each newline into CR LF.
    let lines = text.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 30 }, "wider than the injected COLUMNS: \(lines)")
    #expect(lines.contains { $0.hasPrefix("The last page, with a") }, "\(lines)")
    await terminal.close()
  }

  @Test("plain text that cannot be written is the result, not a warning; nothing remembered")
  func outputFailure() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let warnings = Warnings()
    var options = PresentOptions { _ in nil }
    options.textMode = .always
    options.outputDescriptor = full
    options.warn = { warnings.add($0) }
    #expect(present(Self.tour, options: options).ending == .outputFailed)
    #expect(warnings.all.isEmpty, "the host says what it wants")
    #expect(TourResult.Ending.outputFailed.exitStatus == 74)

    let store = InMemoryTourStore()
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store, options: options)
    #expect(result.ending == .outputFailed)
    #expect(try store.record(for: AppID("notes")) == nil)
  }
}

extension Array where Element == UInt8 {
  /// The last change of DEC private mode `mode` written (`ESC [ ? mode h` or `l`), if any.
  func lastModeChange(_ mode: Int) -> Character? {
    let text = String(decoding: self, as: UTF8.self)
    let on = text.range(of: "\u{1B}[?\(mode)h", options: .backwards)?.lowerBound
    let off = text.range(of: "\u{1B}[?\(mode)l", options: .backwards)?.lowerBound
    switch (on, off) {
    case (nil, nil): return nil
    case (.some, nil): return "h"
    case (nil, .some): return "l"
    case (.some(let on), .some(let off)): return on > off ? "h" : "l"
    }
  }
}

/// What `present` must leave as it found it, as far as a test in a shared process can see:
/// every signal's disposition, the locale, the descriptors open on the test's terminal.
struct ProcessSnapshot: Equatable {
  struct Disposition: Equatable {
    let signal: Int32
    let handler: Int
    let flags: Int64
    let mask: [UInt8]
  }

  var dispositions: [Disposition] = []
  var locale = String(cString: setlocale(LC_ALL, nil))
  var terminalDescriptors: Int

  init(terminal: Int32) {
    #if os(Linux)
      let signals: ClosedRange<Int32> = 1...64
    #else
      let signals: ClosedRange<Int32> = 1...31
    #endif
    for signal in signals {
      var action = sigaction()
      sigaction(signal, nil, &action)
      #if os(Linux)
        let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
      #else
        let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
      #endif
      // The kernel keeps one bit per signal: glibc's sigset_t is larger, the rest is noise.
      let mask = withUnsafeBytes(of: action.sa_mask) { Array($0.prefix(8)) }
      #if os(Linux)
        // glibc adds SA_RESTORER (its return trampoline) to every action it installs, SIG_DFL
        // included; it changes nothing about how the signal is handled.
        let flags = Int64(action.sa_flags) & ~0x0400_0000
      #else
        let flags = Int64(action.sa_flags)
      #endif
      dispositions.append(Disposition(signal: signal, handler: handler, flags: flags, mask: mask))
    }
    var status = stat()
    fstat(terminal, &status)
    let device = status.st_rdev
    terminalDescriptors =
      (Int32(0)..<1024).filter { descriptor in
        var other = stat()
        return fstat(descriptor, &other) == 0 && other.st_rdev == device
          && (other.st_mode & S_IFMT) == S_IFCHR
      }.count
  }

  func differences(from other: ProcessSnapshot) -> String {
    var lines: [String] = []
    if locale != other.locale { lines.append("locale \(other.locale) → \(locale)") }
    if terminalDescriptors != other.terminalDescriptors {
      lines.append(
        "descriptors on the terminal \(other.terminalDescriptors) → \(terminalDescriptors)")
    }
    for (now, then) in zip(dispositions, other.dispositions) where now != then {
      lines.append("signal \(now.signal): \(then) → \(now)")
    }
    return lines.joined(separator: "; ")
  }
}
