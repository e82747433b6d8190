import Foundation
import Testing

/// `tour --check` through the binary: what it prints and its exit status.
@Suite("--check, through the binary")
struct CheckCommandTests {
  @Test func checkShowsAFileNameWithControlCharactersEscaped() async throws {
    let scratch = try ScratchDirectory(prefix: "check-name")
    let good = try scratch.write("# Fine\n\nShort.\n", to: "we\u{1B}[31mird.md")
    let bad = try scratch.write("# Pic\n\n![x](gone.png)\n", to: "ba\u{9B}d.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", good, bad],
      environment: ["TERM": "dumb"])
    #expect(result.status == 1)
    let directory = scratch.path("x").dropLast()
    #expect(
      result.standardOutput
        == "\(directory)we\\x1b[31mird.md: 1 page fits at 80×24\n"
        + "\(directory)ba\\u009bd.md:3:1: image not found: gone.png\n")
  }

  @Test func aPageThatScrollsIsReportedButDoesNotFail() async throws {
    let scratch = try ScratchDirectory(prefix: "check-long")
    let lines = (1...30).map { "Line \($0)." }.joined(separator: "\n\n")
    let file = try scratch.write("# Long\n\n\(lines)\n", to: "long.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "\(file): page 1 at 80×24: 61 lines overflow 15 rows (the page will scroll)\n")
  }
}
