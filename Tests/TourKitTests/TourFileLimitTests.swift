import Foundation
import Testing

@testable import TourKit

/// Tour files are read with a size limit, and only from files and pipes.
@Suite("Tour file limits")
struct TourFileLimitTests {
  @Test(arguments: ["/dev/zero", "/dev/urandom"])
  func deviceIsRefusedAtOnce(path: String) {
    #expect(throws: TourFileError(path: path, message: "is a device, not a tour file")) {
      try Tour.load(contentsOf: path, language: LanguagePreference(language: nil))
    }
  }

  @Test func fileOverTheLimitIsRefusedWithoutReadingIt() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-limit-\(UUID().uuidString).md").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("# Big\n".utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Sparse: 64 MiB and one byte on disk in no time.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(Tour.maximumFileSize) + 1)
    try handle.close()
    #expect(
      throws: TourFileError(path: path, message: "is larger than 64 MiB, the limit for a tour file")
    ) { try Tour.load(contentsOf: path, language: LanguagePreference(language: nil)) }
  }

  @Test func tenMegabyteTourLoads() throws {
    let page =
      "# Page\n\nSome **bold** text and `code`. " + String(repeating: "Lorem ipsum. ", count: 150)
    let text = Array(repeating: page, count: 5_100).joined(separator: "\n\n---\n\n")
    #expect(text.utf8.count >= 10_000_000)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-ten-\(UUID().uuidString).md").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tour = try Tour.load(contentsOf: path, language: LanguagePreference(language: nil))
    #expect(tour.pages.count == 5_100)
  }
}
