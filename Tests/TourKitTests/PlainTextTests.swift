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

/// Plain text keeps to its width. Tables as on screen: cells wrap in narrowed columns, and only
/// a table whose words alone cannot fit is cut with `›`. (Before, `COLUMNS=40 tour --plain`
/// printed a 48-column table: plain text never cut tables, so one that could not fit ran on;
/// and a long title ran past the width in each page's header.)
@Suite("Plain text keeps to its width")
struct PlainTextWidthTests {
  static let wide = """
    # Wide

    | Option | Default | Description |
    |---|---|---|
    | `--output-directory` | `./build/output` | Where the generated files are written |
    | `--verbose` | off | Prints every step |
    """

  func lines(_ markdown: String, width: Int) throws -> [String] {
    let tour = try TourFileParser.parse(text: markdown, path: "t.md")
    return PlainTextTour.text(of: tour, width: width, unicode: true)
      .split(separator: "\n").map(String.init)
  }

  @Test(arguments: [40, 32, 60, 80])
  func noLineIsWiderThanTheText(width: Int) throws {
    for (name, markdown) in [
      ("wide", Self.wide),
      (
        "wide-table.md",
        String(decoding: try FixtureFiles.bytes("real-world", "wide-table.md"), as: UTF8.self)
      ),
      (
        "key-table-ja.md",
        String(decoding: try FixtureFiles.bytes("real-world", "key-table-ja.md"), as: UTF8.self)
      ),
    ] {
      let lines = try lines(markdown, width: width)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(name) at \(width): \(lines)")
    }
  }

  @Test func aLongTitleInTheHeaderWraps() throws {
    let lines = try lines(
      "---\ntitle: The complete guide to everything this program does\n---\n# A\n---\n# B\n",
      width: 40)
    #expect(
      lines.prefix(2) == ["The complete guide to everything this", "program does · Page 1 of 2"])
  }

  @Test func aTableWhoseWordsFitWrapsItsCellsAndIsWhole() throws {
    let lines = try lines(Self.wide, width: 60)
    #expect(
      lines.contains("│ `--verbose`       │ off              │ Prints every step │"), "\(lines)")
    #expect(!lines.joined().contains("›"))
  }

  @Test func aTableWhoseWordsCannotFitIsCutAtTheWidth() throws {
    let lines = try lines(Self.wide, width: 40)
    let table = lines.filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("├") }
    #expect(!table.isEmpty)
    #expect(table.allSatisfy { DisplayWidth.of($0) == 40 && $0.hasSuffix("›") }, "\(table)")
    // Code keeps its lines whole in plain text: copied from a log, it still runs.
    let code = try self.lines("```\n" + String(repeating: "x", count: 70) + "\n```", width: 40)
    #expect(code.contains { $0.hasSuffix(String(repeating: "x", count: 70)) }, "\(code)")
  }
}
