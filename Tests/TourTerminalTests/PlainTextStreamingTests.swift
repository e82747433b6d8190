import Foundation
import Synchronization
import Testing
import TourKit
import TourTerminal

/// `tour --plain FILE` and `tour FILE` without a terminal print a file page by page
/// (`printPlainText(of:options:)`): the same text as a loaded tour's, a page per write, nothing
/// written when the file has a problem anywhere, and no more writes once one fails.
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
      let file = try TourFile.open(path, language: LanguagePreference(language: nil))
      #expect(try printPlainText(of: file, options: options) == .printed)
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
    #expect(throws: TourFileError.self) { try printPlainText(of: file, options: options) }
    #expect(writes.all.isEmpty)
  }

  @Test func afterAFailedWriteNothingMoreIsWritten() throws {
    let writes = Writes(failAfter: 1)
    let options = Self.options(writes, columns: 80)
    defer { close(options.outputDescriptor) }
    let file = try TourFile.open(
      Self.fixture("badges.md"), language: LanguagePreference(language: nil))
    #expect(try printPlainText(of: file, options: options) == .outputFailed)
    #expect(writes.all.count == 1)
  }
}
