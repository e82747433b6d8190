import Testing

@testable import TourKit

@Suite("Plain text and JSON")
struct PlainTextTests {
  @Test func plainTextGolden() throws {
    let tour = try TourFileParser.parse(
      text: MarkdownGoldenTests.elements + "\n---\n# 日本語\n\nページです。", path: "t")
    let text = PlainTextTour.text(of: tour, width: 60, unicode: true)
    let canvas = Canvas(
      lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    expectSnapshot(canvas, named: "plain-text-60")
    #expect(!text.utf8.contains(0x1B))
    #expect(text.hasPrefix("Page 1 of 2\n\nEvery element\n"))
  }

  @Test func plainTextInJapanese() {
    let text = PlainTextTour.text(
      of: Tour(pages: [Page(title: "A")]), width: 80, unicode: true, labels: .japanese)
    #expect(text == "A\n=\n")
  }

  @Test func jsonRoundTripsEscapesAndUnicode() throws {
    let value = JSONValue.object([
      ("s", .string("quote \" back \\ nl \n tab \t bell \u{7} 日本 😀")), ("n", .number(12)),
      ("a", .array([.bool(true), .null, .number(-1.5)])),
    ])
    let parsed = try JSONValue.parse(Array(value.serialized.utf8))
    #expect(parsed == value)
    #expect(try JSONValue.parse(Array("\"\\ud83d\\ude00\"".utf8)) == .string("😀"))
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\":}", "\"abc", "tru", "{\"a\" 1}", "[1] x", "\"\\ud800\"",
  ])
  func invalidJSONIsRejected(text: String) {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Array(text.utf8)) }
  }
}

extension Canvas {
  /// A canvas holding `lines` of text, as wide as the widest, for text snapshots.
  init(lines: [String]) {
    self.init(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
    for (row, line) in lines.enumerated() { draw(line, x: 0, y: row) }
  }
}
