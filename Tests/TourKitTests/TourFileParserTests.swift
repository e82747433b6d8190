import Testing

@testable import TourKit

@Suite("TourFileParser")
struct TourFileParserTests {
  @Test func pagesTitlesAndParagraphs() throws {
    let text = """
      # First
      Line one
      continues.

      Second paragraph.
      ---
      # Second
      Body.
      """
    let tour = try TourFileParser.parse(text: text, path: "t.tour")
    #expect(tour.pages.count == 2)
    #expect(
      tour.pages[0]
        == Page(title: "First", paragraphs: ["Line one continues.", "Second paragraph."]))
    #expect(tour.pages[1] == Page(title: "Second", paragraphs: ["Body."]))
  }

  @Test func pageWithoutTitle() throws {
    let tour = try TourFileParser.parse(text: "Just text.\n", path: "t")
    #expect(tour.pages == [Page(title: "", paragraphs: ["Just text."])])
  }

  @Test func crlfLineEndings() throws {
    let tour = try TourFileParser.parse(text: "# A\r\nbody\r\n---\r\n# B\r\n", path: "t")
    #expect(tour.pages.map(\.title) == ["A", "B"])
  }

  @Test func emptyFileIsAnError() {
    #expect(
      throws: TourFileError(path: "e.tour", line: 1, column: 1, message: "the tour has no pages")
    ) {
      try TourFileParser.parse(text: "\n\n", path: "e.tour")
    }
  }

  @Test func emptyPageNamesItsLine() {
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: "# A\n---\n\n---\n# C\n", path: "p.tour")
    }
    #expect(error?.description == "p.tour:3:1: page 2 is empty (two page breaks in a row?)")
  }

  @Test func invalidUTF8GivesLineAndColumnOfTheBadByte() {
    let bytes = Array("# Ok\nab".utf8) + [0xFF] + Array("c\n".utf8)
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(bytes: bytes, path: "bad.tour")
    }
    #expect(error?.description == "bad.tour:2:3: invalid UTF-8")
  }

  @Test func truncatedMultibyteSequenceIsInvalid() {
    let bytes = Array("# 日本".utf8).dropLast()
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(bytes: Array(bytes), path: "cut.tour")
    }
    #expect(error?.line == 1 && error?.column == 4)
  }

  @Test func builtinWelcomeTourLoads() {
    let tour = Tour.builtinWelcome
    #expect((4...5).contains(tour.pages.count))
    #expect(tour.pages.allSatisfy { !$0.title.isEmpty })
  }
}

/// `align:` in the front matter: how every page's lines sit unless the page's comment says.
@Suite("Tour-wide alignment")
struct TourAlignmentTests {
  static let document = """
    ---
    align: left
    ---
    # Left by the tour

    A paragraph of a long document, read like a manual rather than an onboarding page.
    ---
    <!-- since: 1.4 -->
    # Still left: the comment sets something else
    ---
    <!-- align: center -->
    # Centred by its page
    """

  @Test func theFrontMatterSetsTheDefaultAndAPageCommentOverridesIt() throws {
    let tour = try TourFileParser.parse(text: Self.document, path: "t.md")
    #expect(tour.settings.alignment == .left)
    #expect(tour.pages.map(\.settings.alignment) == [.left, .left, .center])
    #expect(tour.pages[1].settings.since == "1.4")
    let centred = try TourFileParser.parse(text: "# A\n---\n<!-- align: left -->\n# B\n", path: "t")
    #expect(centred.pages.map(\.settings.alignment) == [.center, .left])
  }

  /// What the reader sees: a tour-wide `align: left` draws every page as a page comment would.
  @Test func aLeftAlignedTourLooksLikeLeftAlignedPages() throws {
    let body =
      "# Guide\n\nA paragraph long enough to wrap over two or three lines of the page at 80 columns.\n"
    let tourWide = try TourFileParser.parse(text: "---\nalign: left\n---\n" + body, path: "t")
    let perPage = try TourFileParser.parse(text: "<!-- align: left -->\n" + body, path: "t")
    let centred = try TourFileParser.parse(text: body, path: "t")
    func screen(_ tour: Tour) -> String {
      TourRenderer.plainScreen(
        of: tour, page: 0, size: ScreenSize(width: 80, height: 24),
        options: TourOptions(slideDuration: .zero))
    }
    #expect(screen(tourWide) == screen(perPage))
    #expect(screen(tourWide) != screen(centred))
  }

  @Test func aBadValueIsAnErrorAtItsColumn() {
    #expect(
      throws: TourFileError(
        path: "t.md", line: 2, column: 8, message: "bad align `right`: expected center or left")
    ) {
      try TourFileParser.parse(text: "---\nalign: right\n---\n# A\n", path: "t.md")
    }
  }

  @Test func aTranslationTakesTheOriginalsAlignment() throws {
    let original = try TourFileParser.parse(text: Self.document, path: "t.md")
    let translated = try TourFileParser.parse(
      bytes: Array("# 左\n---\n# 左\n---\n# 左\n".utf8), path: "t.ja.md", original: original)
    #expect(translated.pages.map(\.settings.alignment) == [.left, .left, .left])
  }
}
