import Foundation
import Testing

/// `tour --split h1|h2|h3` through the binary: a README without `---` shown as pages, one at
/// each heading of that level or higher.
@Suite("--split, through the binary")
struct SplitCommandTests {
  static let readme =
    "# notes\n\nA tool.\n\n## Install\n\nBuild it.\n\n---\n\nOr not.\n\n## Usage\n\nRun it.\n"

  @Test func plainTextShowsAPageAtEachHeading() async throws {
    let scratch = try ScratchDirectory(prefix: "split-plain")
    let file = try scratch.write(Self.readme, to: "README.md")
    let whole = try await Command.run(
      try TourBinary.path(), ["--plain", file], environment: ["TERM": "dumb"])
    #expect(whole.standardOutput.contains("Page 1 of 2"), "\(whole.standardOutput)")
    let split = try await Command.run(
      try TourBinary.path(), ["--plain", "--split", "h2", file], environment: ["TERM": "dumb"])
    #expect(split.status == 0)
    #expect(split.standardOutput.contains("Page 3 of 3"), "\(split.standardOutput)")
    #expect(split.standardOutput.contains("Page 2 of 3\n\nInstall\n"), "\(split.standardOutput)")
  }

  @Test func checkCountsThePagesCut() async throws {
    let scratch = try ScratchDirectory(prefix: "split-check")
    let file = try scratch.write(Self.readme, to: "README.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--split", "h1", "--size", "80x24", file],
      environment: ["TERM": "dumb"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "\(file): 1 page fits at 80×24\n")
  }

  @Test(arguments: [
    (["--split", "h4", "f.md"], "tour: --split takes h1, h2 or h3, got 'h4'\n"),
    (
      ["--split", "h2"],
      "tour: --split cuts a tour file into pages at its headings: name the file "
        + "(try 'tour --split h2 README.md')\n"
    ),
    (
      ["--splt", "h2", "f.md"],
      "tour: unknown option '--splt' (did you mean '--split'? try 'tour --help')\n"
    ),
  ])
  func aBadSplitIsAUsageError(arguments: [String], message: String) async throws {
    let result = try await Command.run(
      try TourBinary.path(), arguments, environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    #expect(result.standardError == message)
  }
}
