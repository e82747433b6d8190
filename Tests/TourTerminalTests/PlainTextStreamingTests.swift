import Foundation
import Synchronization
import Testing
import TourTerminal

@testable import TourKit

/// `tour --plain FILE` and `tour FILE` without a terminal print a file page by page
/// (`PlainTextFile`): the same text as a loaded tour's, a page per write, nothing written when
/// the file has a problem anywhere, no more writes once one fails, and through the launch gate
/// the pages it picks.
@Suite("Plain text printed page by page")
struct PlainTextStreamingTests {
  /// Collects what is written, one element a write.
  final class Writes: Sendable {
    private let chunks = Mutex<[String]>([])
    let failAfter: Int?
    init(failAfter: Int? = nil) { self.failAfter = failAfter }
    func add(_ text: String) throws {
      try chunks.withLock { chunks in
        if let failAfter, chunks.count >= failAfter { throw CocoaError(.fileWriteOutOfSpace) }
        chunks.append(text)
      }
    }
    var all: [String] { chunks.withLock { $0 } }
  }

  static func options(_ writes: Writes, columns: Int) -> PresentOptions {
    var options = PresentOptions { ["LANG": "C.UTF-8", "COLUMNS": String(columns)][$0] }
    options.textMode = .always
    options.outputDescriptor = open("/dev/null", O_WRONLY)  // not a terminal: no box lines
    let writes = writes
    options.write = { try writes.add($0) }
    return options
  }

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("TourKitTests/Fixtures/real-world/\(name)").path
  }

  @Test(arguments: ["badges.md", "alerts.md", "wide-table.md", "footnotes-strike.md"])
  func theSameTextAsALoadedTourAPageAWrite(name: String) throws {
    let path = Self.fixture(name)
    for columns in [40, 80] {
      let writes = Writes()
      let options = Self.options(writes, columns: columns)
      defer { close(options.outputDescriptor) }
      let file = try PlainTextFile(
        TourFile.open(path, language: LanguagePreference(language: nil)))
      #expect(file.print(options: options).ending == .printed)
      let tour = try Tour.load(contentsOf: path, language: LanguagePreference(language: nil))
      #expect(
        writes.all.joined()
          == PlainTextTour.text(of: tour, width: columns, unicode: true, boxDrawing: false))
      #expect(writes.all.count == tour.pages.count)
    }
  }

  @Test func aProblemAnywhereInTheFileIsFoundBeforeAnythingIsWritten() throws {
    let path = NSTemporaryDirectory() + "tour-stream-\(getpid()).md"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let pages = (1...50).map { "# Page \($0)\n\nText.\n" }.joined(separator: "---\n")
    try (pages + "---\n<!-- allign: left -->\n# Last\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let writes = Writes()
    let options = Self.options(writes, columns: 80)
    defer { close(options.outputDescriptor) }
    let file = try TourFile.open(path, language: LanguagePreference(language: nil))
    #expect(throws: TourFileError.self) { try PlainTextFile(file) }
    #expect(writes.all.isEmpty)
  }

  @Test func afterAFailedWriteNothingMoreIsWritten() throws {
    let writes = Writes(failAfter: 1)
    let options = Self.options(writes, columns: 80)
    defer { close(options.outputDescriptor) }
    let file = try PlainTextFile(
      TourFile.open(Self.fixture("badges.md"), language: LanguagePreference(language: nil)))
    #expect(file.print(options: options).ending == .outputFailed)
    #expect(writes.all.count == 1)
  }

  /// Through the launch gate: an upgrade from 1.0 prints the pages new since, numbered among
  /// themselves, and remembers the version, as for a loaded tour.
  @Test func theGatePrintsThePagesItPicks() throws {
    let path = NSTemporaryDirectory() + "tour-stream-gate-\(getpid()).md"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try """
    ---
    version: 1.2
    ---
    # Welcome
    ---
    <!-- since: 1.1 -->
    # New in 1.1
    ---
    # Usage
    ---
    <!-- since: 1.2 -->
    # New in 1.2
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let store = InMemoryTourStore()
    try store.append(
      AppRecord.Entry(version: "1.0", outcome: .finished, date: "2026-01-01T00:00:00Z"),
      for: AppID("notes"))
    let writes = Writes()
    let options = Self.options(writes, columns: 80)
    defer { close(options.outputDescriptor) }
    let file = try PlainTextFile(TourFile.open(path, language: LanguagePreference(language: nil)))
    let result = try presentIfNeeded(
      file, app: "notes", version: "1.2", store: store, override: nil, options: options)
    #expect(result.ending == .printed)
    let tour = try Tour.load(contentsOf: path, language: LanguagePreference(language: nil))
    #expect(
      writes.all.joined()
        == PlainTextTour.text(
          of: tour.selecting(pages: [1, 3]), width: 80, unicode: true, boxDrawing: false))
    #expect(writes.all.first?.hasPrefix("Page 1 of 2\n\nNew in 1.1") == true, "\(writes.all)")
    #expect(try store.record(for: AppID("notes"))?.highestVersion == Version("1.2"))
  }
}
