import Foundation
import Testing

@testable import TourKit

@Suite("Fixtures corpus")
struct FixtureCorpusTests {
  @Test func corpusIsThere() {
    #expect(FixtureFiles.tours(in: "valid").count >= 4)
    #expect(FixtureFiles.tours(in: "broken").count >= 15)
  }

  @Test(arguments: FixtureFiles.tours(in: "valid"))
  func validToursLoad(name: String) throws {
    let tour = try TourFileParser.parse(bytes: try FixtureFiles.bytes("valid", name), path: name)
    #expect(tour.pages.count >= 2)
    #expect(tour.pages.allSatisfy { !$0.blocks.isEmpty })
  }

  @Test(arguments: FixtureFiles.tours(in: "broken"))
  func brokenToursGiveTheirOneLineError(name: String) throws {
    let expected = try FixtureFiles.expectedMessage(for: name)
    let bytes = try FixtureFiles.bytes("broken", name)
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(bytes: bytes, path: "broken/\(name)")
    }
    #expect(error?.description == expected)
    #expect(error?.description.contains("\n") == false)
  }

  @Test func unreadableFileAndDirectory() {
    let missing = #expect(throws: TourFileError.self) {
      try Tour.load(contentsOf: "/nonexistent/tour.md")
    }
    #expect(missing?.description == "/nonexistent/tour.md: no such file or directory")
    let directory = #expect(throws: TourFileError.self) {
      try Tour.load(contentsOf: FixtureFiles.directory.path)
    }
    #expect(directory?.description == "\(FixtureFiles.directory.path): is a directory")
  }

  @Test func englishFixtureSettings() throws {
    let tour = try TourFileParser.parse(
      bytes: try FixtureFiles.bytes("valid", "english.md"), path: "e")
    #expect(tour.settings.title == "Notes")
    #expect(tour.settings.version == "1.4")
    #expect(tour.settings.slideDuration == .milliseconds(200))
    #expect(tour.style.startLabel == "Let's go")
    #expect(tour.style.accent == .rgb(0xFF, 0x87, 0x00))
    #expect(tour.style.otherDot == .ansi(8))
    #expect(tour.style.currentDot == .ansi(15))
    #expect(tour.pages.count == 3)  // `---` and `***` both separate pages
    #expect(tour.pages[1].settings.alignment == .left)
  }

  @Test func japaneseFixtureSince() throws {
    let tour = try TourFileParser.parse(
      bytes: try FixtureFiles.bytes("valid", "japanese.md"), path: "j")
    #expect(tour.pages.map(\.settings.since) == [nil, "1.2"])
    #expect(tour.style.startLabel == "始める")
  }
}
