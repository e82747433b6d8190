import Testing
import TourKit

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
