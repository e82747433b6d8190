import Foundation
import Synchronization
import Testing
import TourTerminal

@testable import TourKit

/// A what's-new run on a terminal says Continue; problems at run time (a broken store, a
/// terminal that cannot be set up) are warnings in the result, never a throw.
extension PresentTests {
  /// `presentIfNeeded` for app `notes` on a thread of its own.
  static func gate(
    _ tour: Tour, version: String, store: any TourStore, options: PresentOptions
  ) -> Presentation {
    nonisolated(unsafe) let options = options
    return Presentation {
      try presentIfNeeded(tour, app: "notes", version: version, store: store, options: options)
    }
  }

  static let versions = try! Tour.parse(
    """
    # Welcome

    ---
    <!-- since: 2.0 -->
    # New in 2.0
    """)

  static func seen(_ version: String) -> InMemoryTourStore {
    InMemoryTourStore(records: [
      AppRecord(
        app: "notes",
        entries: [
          AppRecord.Entry(version: version, outcome: .finished, date: "2026-12-01T10:00:00Z")
        ])
    ])
  }

  @Test("an upgrade's button says Continue, in the chrome's language; a first run's says Start")
  func whatsNewSaysContinue() async throws {
    for (language, word) in [("C.UTF-8", "Continue"), ("ja_JP.UTF-8", "続ける")] {
      let terminal = try PseudoTerminal()
      let upgrade = Self.gate(
        Self.versions, version: "2.0", store: Self.seen("1.0"),
        options: Self.options(terminal, environment: ["TERM": "xterm-256color", "LANG": language]))
      try await terminal.waitForOutput(containing: "New in 2.0")
      try await terminal.waitForOutput(containing: word)
      #expect(!String(decoding: terminal.written, as: UTF8.self).contains("Start"))
      terminal.type("\r")
      #expect(try await upgrade.wait().ending == .completed)
      await terminal.close()
    }
    let terminal = try PseudoTerminal()
    let first = Self.gate(
      Self.versions, version: "2.0", store: InMemoryTourStore(), options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Start")
    #expect(!String(decoding: terminal.written, as: UTF8.self).contains("Continue"))
    terminal.type("q")
    #expect(try await first.wait().ending == .skipped(atPage: 0))
    await terminal.close()
  }

  @Test("whats-new-start: in the front matter names an upgrade's button")
  func whatsNewStartNamesTheButton() async throws {
    let tour = try Tour.parse(
      "---\nwhats-new-start: Got it\n---\n# Welcome\n\n---\n<!-- since: 2.0 -->\n# New in 2.0\n")
    let terminal = try PseudoTerminal()
    let upgrade = Self.gate(
      tour, version: "2.0", store: Self.seen("1.0"), options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Got it")
    terminal.type("q")
    #expect(try await upgrade.wait().ending == .skipped(atPage: 0))
    await terminal.close()
  }

  @Test("a terminal that cannot be set up is a warning in the result, and nothing is thrown")
  func terminalProblemsAreInTheResult() async throws {
    let terminal = try PseudoTerminal()
    let warnings = Warnings()
    let run = Self.gate(
      Self.versions, version: "1.0", store: InMemoryTourStore(),
      options: Self.options(
        terminal, environment: ["TERM": "no-such-terminal-type", "LANG": "C.UTF-8"],
        warnings: warnings))
    let result = try await run.wait()
    #expect(result.ending == .noTerminal)
    #expect(result.warnings.count == 1, "\(result.warnings)")
    #expect(result.warnings == warnings.all)
    #expect(result.warnings.first?.hasSuffix("; not showing the tour") == true)
    await terminal.close()
  }
}

/// Problems of the store at run time, without a terminal.
@Suite("presentIfNeeded: run-time problems are in the result")
struct PresentProblemTests {
  @Test(
    "a store that cannot be used, or a corrupt record: warnings in the result, and the host goes on"
  )
  func storeProblemsAreInTheResult() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tour-problems-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{".utf8).write(to: folder.appendingPathComponent("notes.json"))
    let stores: [(any TourStore, String)] = [
      (
        FileTourStore(environment: { _ in nil }),
        "cannot remember this tour, so it is not shown: HOME is not set"
      ),
      (FileTourStore(directory: folder.path), "\(folder.path)/notes.json: not valid JSON"),
    ]
    for (index, (store, warning)) in stores.enumerated() {
      var options = PresentOptions { _ in nil }
      options.textMode = .always
      options.write = { _ in }
      let given = Mutex<[String]>([])
      options.warn = { line in given.withLock { $0.append(line) } }
      let result = try presentIfNeeded(
        PresentTests.versions, app: "notes", version: "1.0", store: store, options: options)
      #expect(result.ending == (index == 0 ? .notNeeded : .printed))
      #expect(result.warnings.count == 1, "\(result.warnings)")
      #expect(result.warnings.first?.hasPrefix(warning) == true, "\(result.warnings)")
      // Still given to `warn` as before: the result only notes them too.
      #expect(given.withLock { $0 } == result.warnings)
    }
    // Nothing went wrong: no warnings.
    var options = PresentOptions { _ in nil }
    options.textMode = .never
    let quiet = try presentIfNeeded(
      PresentTests.versions, app: "notes", version: "1.0", store: InMemoryTourStore(),
      options: options)
    #expect(quiet.ending == .noTerminal && quiet.warnings.isEmpty)
  }
}
