import Testing

@testable import TourKit

/// A code block never closed is valid Markdown, and takes every `---` line after it as code:
/// the pages they would start are lost, which `tour --check` says where the block opens.
@Suite("Unclosed code fences")
struct UnclosedFenceTests {
  @Test func theSeparatorsItTakesAreNoted() throws {
    let tour = try TourFileParser.parse(
      text: "# One\n\nText.\n\n---\n# Two\n\n```sh\nls\n\n---\n# Three\n\n---\n\n# Four\n",
      path: "t.md")
    #expect(tour.pages.count == 2)
    #expect(tour.pages[1].notes == [PageNote(line: 8, kind: .unclosedFence(separators: 2))])
    #expect(
      tour.pages[1].notes.first?.description
        == "this code block is never closed: the 2 `---` lines after it are shown as code, "
        + "not as pages")
  }

  @Test func aClosedFenceOrOneThatTakesNoSeparatorIsNotNoted() throws {
    let closed = try TourFileParser.parse(
      text: "# One\n\n```\n---\n```\n\n---\n# Two\n", path: "t.md")
    #expect(closed.pages.count == 2)
    #expect(closed.pages.allSatisfy { $0.notes.isEmpty })
    let open = try TourFileParser.parse(text: "# One\n\n```\nls\n", path: "t.md")
    #expect(open.pages.allSatisfy { $0.notes.isEmpty })
  }
}
