import Testing

@testable import TourKit

/// A README without `---` cut into pages at its headings (`split: h2`, `tour --split h2`): a
/// page starts at each heading of that level or a higher one, thematic breaks are rules on the
/// page, and what comes before the first such heading is a page of its own unless it is empty.
@Suite("Pages cut at headings")
struct PageSplitTests {
  static let readme = """
    # notes

    A small tool.

    ## Install

    Build it.

    ---

    Or download it.

    ## Usage

    ### Adding

    > ## A quote's heading
    > starts no page.

    ```sh
    # a comment, not a heading
    ```
    """

  static func titles(_ tour: Tour) -> [String] {
    tour.pages.map { page in
      page.blocks.compactMap { block -> String? in
        if case .heading(let level, let runs) = block { "h\(level) \(runs.plainText)" } else { nil }
      }.joined(separator: ", ")
    }
  }

  @Test func aPageStartsAtEachHeadingOfTheLevelOrHigher() throws {
    let tour = try TourFileParser.parse(text: "---\nsplit: h2\n---\n" + Self.readme, path: "r.md")
    #expect(Self.titles(tour) == ["h1 notes", "h2 Install", "h2 Usage, h3 Adding"])
    #expect(tour.pages.map(\.line) == [4, 8, 16])
  }

  @Test func thematicBreaksAreRulesOnThePage() throws {
    let tour = try TourFileParser.parse(text: "---\nsplit: h2\n---\n" + Self.readme, path: "r.md")
    #expect(tour.pages[1].blocks.contains(.rule))
    #expect(tour.pages[1].blocks.count == 4)
  }

  @Test func h3CutsAtEveryHeadingDownToThree() throws {
    let tour = try TourFileParser.parse(text: "---\nsplit: h3\n---\n" + Self.readme, path: "r.md")
    #expect(Self.titles(tour) == ["h1 notes", "h2 Install", "h2 Usage", "h3 Adding"])
  }

  /// Without `split`, the same file is cut at its `---` line, as always.
  @Test func withoutSplitTheRuleSeparatesPages() throws {
    let tour = try TourFileParser.parse(text: Self.readme, path: "r.md")
    #expect(tour.pages.count == 2)
  }

  @Test func textBeforeTheFirstHeadingIsAPageOfItsOwn() throws {
    let tour = try TourFileParser.parse(
      text: "---\nsplit: h1\n---\nA badge line.\n\n# One\n\nText.\n\n# Two\n", path: "r.md")
    #expect(Self.titles(tour) == ["", "h1 One", "h1 Two"])
    let noIntro = try TourFileParser.parse(
      text: "---\nsplit: h1\n---\n\n# One\n\n# Two\n", path: "r.md")
    #expect(Self.titles(noIntro) == ["h1 One", "h1 Two"])
  }

  /// A page's settings stand above its heading, and start its page.
  @Test func aSettingsCommentGoesWithTheHeadingBelowIt() throws {
    let tour = try TourFileParser.parse(
      text: "---\nsplit: h2\n---\n# A\n\nText.\n\n<!-- since: 1.4 -->\n## New\n\nMore.\n",
      path: "r.md")
    #expect(Self.titles(tour) == ["h1 A", "h2 New"])
    #expect(tour.pages.map(\.settings.since) == [nil, "1.4"])
    #expect(tour.pages.allSatisfy { $0.notes.isEmpty })
  }

  /// `tour --split` over the front matter's.
  @Test func theCommandLineSplitReplacesTheFrontMatters() throws {
    let source = SourceText(Array(("---\nsplit: h1\n---\n" + Self.readme).utf8))
    var pages = 0
    let (tour, _) = try TourFileParser.read(
      source, path: "r.md", original: nil, split: PageSplit(setting: "h3")
    ) { _ in
      pages += 1
      return true
    }
    #expect(pages == 4)
    #expect(tour.split?.level == 3)
  }

  @Test func aTranslationIsCutAsItsOriginal() throws {
    let original = try TourFileParser.parse(text: "---\nsplit: h2\n---\n# A\n", path: "t.md")
    let translation = try TourFileParser.parse(
      bytes: Array("# A\n\n## B\n".utf8), path: "t.ja.md", original: original)
    #expect(translation.pages.count == 2)
  }

  @Test(arguments: ["h4", "2", "heading", "off"])
  func aBadSplitIsAnErrorAtItsValue(value: String) {
    #expect(
      throws: TourFileError(
        path: "r.md", line: 2, column: 8,
        message: "bad split `\(value)`: expected h1, h2 or h3")
    ) {
      try TourFileParser.parse(text: "---\nsplit: \(value)\n---\n# A\n", path: "r.md")
    }
  }

  /// The rule spans the text it separates, drawn with the box's line.
  @Test func aRuleIsDrawnAcrossTheText() throws {
    let tour = try TourFileParser.parse(
      text: "---\nsplit: h2\nalign: left\n---\n# A\n\nabove\n\n***\n\nbelow\n", path: "r.md")
    let screen = TourRenderer.plainScreen(
      of: tour, page: 0, size: ScreenSize(width: 40, height: 20),
      options: TourOptions(slideDuration: .zero))
    #expect(screen.contains(String(repeating: "─", count: 36)), "\(screen)")
  }
}
