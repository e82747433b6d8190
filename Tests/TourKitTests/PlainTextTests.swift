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

  /// A field's placeholder read like an answer under the question (`you@example.com`): it is
  /// an example, as accessible mode says it, in the chrome's language; a default is the answer
  /// the field holds, shown as it is.
  @Test func anEmptyFieldsPlaceholderReadsAsAnExample() throws {
    let page = """
      What is your email?

      <!-- ask: email; text; placeholder: you@example.com -->

      <!-- ask: name; text; placeholder: Ada; default: Grace -->
      """
    let tour = try TourFileParser.parse(text: page, path: "t.md")
    for boxDrawing in [true, false] {
      let text = PlainTextTour.text(of: tour, width: 60, unicode: true, boxDrawing: boxDrawing)
      #expect(
        text == "What is your email?\n\n  (e.g. you@example.com)\n\n  Grace\n", "\(text)")
    }
    let japanese = PlainTextTour.text(of: tour, width: 60, unicode: true, labels: .japanese)
    #expect(japanese.contains("  （例: you@example.com）\n"), "\(japanese)")
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

/// Plain text keeps to its width and loses nothing. On a terminal, tables as on screen: cells
/// wrap in narrowed columns; a table whose words alone cannot fit is printed as records, one
/// per row, where the screen cuts it. (Before, `COLUMNS=40 tour --plain` dropped whole
/// columns of a benchmark table, and a long title ran past the width in each page's header.)
@Suite("Plain text keeps to its width")
struct PlainTextWidthTests {
  static let wide = """
    # Wide

    | Option | Default | Description |
    |---|---|---|
    | `--output-directory` | `./build/output` | Where the generated files are written |
    | `--verbose` | off | Prints every step |
    """

  func lines(_ markdown: String, width: Int, boxDrawing: Bool = true) throws -> [String] {
    let tour = try TourFileParser.parse(text: markdown, path: "t.md")
    return PlainTextTour.text(of: tour, width: width, unicode: true, boxDrawing: boxDrawing)
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

  @Test func aTableWhoseWordsCannotFitIsPrintedAsRecords() throws {
    let lines = try lines(Self.wide, width: 40)
    #expect(!lines.contains { $0.contains("│") || $0.contains("›") }, "\(lines)")
    #expect(
      Array(lines.drop { $0 != "Option: `--output-directory`" }) == [
        "Option: `--output-directory`", "Default: `./build/output`",
        "Description: Where the generated files", "  are written", "Option: `--verbose`",
        "Default: off", "Description: Prints every step",
      ], "\(lines)")
    // Code keeps its lines whole in plain text: copied from a log, it still runs.
    let code = try self.lines("```\n" + String(repeating: "x", count: 70) + "\n```", width: 40)
    #expect(code.contains { $0.hasSuffix(String(repeating: "x", count: 70)) }, "\(code)")
  }
}

/// Plain text that is not going to a terminal (a pipe, a file, a screen reader's log) has no
/// box-drawing characters, which screen readers read aloud: tables are columns two spaces
/// apart or records, quotes are marked `> `; and no table ever loses a cell.
@Suite("Plain text without a terminal")
struct PlainTextWithoutATerminalTests {
  /// A benchmark table as READMEs have them (zstd's), too wide for 40 columns, and a quote.
  static var benchmark: String {
    get throws {
      String(decoding: try FixtureFiles.bytes("real-world", "benchmark-table.md"), as: UTF8.self)
    }
  }

  /// Every fixture of the real-world corpus and the elements page, with their tables, quotes,
  /// code, footnotes and alerts.
  static func documents() throws -> [(name: String, markdown: String)] {
    try FixtureFiles.tours(in: "real-world").map { name in
      (name, String(decoding: try FixtureFiles.bytes("real-world", name), as: UTF8.self))
    } + [("elements", MarkdownGoldenTests.elements)]
  }

  static func text(_ markdown: String, width: Int, boxDrawing: Bool) throws -> String {
    PlainTextTour.text(
      of: try TourFileParser.parse(text: markdown, path: "t.md"), width: width, unicode: true,
      boxDrawing: boxDrawing)
  }

  @Test(arguments: [30, 40, 80])
  func noBoxDrawingCharacter(width: Int) throws {
    for (name, markdown) in try Self.documents() {
      let text = try Self.text(markdown, width: width, boxDrawing: false)
      let boxes = text.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }
      #expect(boxes.isEmpty, "\(name) at \(width): \(String(String.UnicodeScalarView(boxes)))")
    }
    let quote = try Self.text("> A quote\n> on two lines.\n", width: width, boxDrawing: false)
    #expect(quote == "> A quote on two lines.\n")
  }

  /// Every cell, header included, is in the text at every width: without box lines each one
  /// whole (a column, or a record's value, wrapped at most), with them (a terminal, where
  /// cells wrap inside their columns) every character of it; nothing is cut.
  @Test(arguments: [24, 30, 40, 60, 80])
  func noTableLosesACell(width: Int) throws {
    func compact<S: StringProtocol>(_ text: S) -> String {
      String(text.filter { !$0.isWhitespace })
    }
    for (name, markdown) in try Self.documents() {
      let tour = try TourFileParser.parse(text: markdown, path: "t.md")
      var cells: [String] = []
      for case .table(let table) in tour.pages.flatMap(\.blocks) {
        for cell in table.header + table.rows.flatMap({ $0 }) {
          cells.append(
            compact(
              PlainTextTour.text(
                of: Tour(pages: [Page(blocks: [.paragraph(cell)])]), width: 1000, unicode: true)))
        }
      }
      let plain = compact(try Self.text(markdown, width: width, boxDrawing: false))
      for cell in cells where !cell.isEmpty {
        #expect(plain.contains(cell), "\(name) at \(width): `\(cell)`")
      }
      let boxed = try Self.text(markdown, width: width, boxDrawing: true)
      var counts: [Character: Int] = [:]
      for character in compact(boxed) { counts[character, default: 0] += 1 }
      for character in cells.joined() {
        counts[character, default: 0] -= 1
      }
      #expect(counts.values.allSatisfy { $0 >= 0 }, "\(name) at \(width): \(boxed)")
      #expect(!boxed.contains("›") && !plain.contains("›"), "\(name) at \(width): a cut")
    }
  }

  @Test func aTableThatFitsIsColumnsTwoSpacesApart() throws {
    let text = try Self.text(try Self.benchmark, width: 80, boxDrawing: false)
    #expect(
      text.split(separator: "\n").dropFirst(2) == [
        "Compressor name  Ratio  Compression  Decompress.",
        "zstd 1.5.7 -1    2.896  510 MB/s     1550 MB/s",
        "brotli 1.1.0 -1  2.883  290 MB/s     425 MB/s",
        "[zlib] 1.3.1 -1  2.743  105 MB/s     390 MB/s",
        "> Measured on one machine.",
      ])
  }

  @Test func aTableTooWideIsRecordsOnePerRow() throws {
    let text = try Self.text(try Self.benchmark, width: 40, boxDrawing: false)
    #expect(
      text.hasSuffix(
        """
        Compressor name: zstd 1.5.7 -1
        Ratio: 2.896
        Compression: 510 MB/s
        Decompress.: 1550 MB/s

        Compressor name: brotli 1.1.0 -1
        Ratio: 2.883
        Compression: 290 MB/s
        Decompress.: 425 MB/s

        Compressor name: [zlib] 1.3.1 -1
        Ratio: 2.743
        Compression: 105 MB/s
        Decompress.: 390 MB/s

        > Measured on one machine.

        """), "\(text)")
    // On a terminal the same table: the box lines cannot fit either. The quote keeps its bar.
    #expect(
      try Self.text(try Self.benchmark, width: 40, boxDrawing: true)
        == text.replacingOccurrences(of: "> Measured", with: "┃ Measured"))
  }

  /// The records themselves, as the line-by-line mode reuses them: a value too long wraps under
  /// an indent of two, a column without a header is named by its number, headers are bold.
  @Test func recordsOfATable() {
    let table = TableBlock(
      alignments: [.none, .right],
      header: [[InlineRun("Name")], []],
      rows: [
        [
          [InlineRun("zstd", style: .strong)], [InlineRun("a value long enough to wrap at twenty")],
        ],
        [[InlineRun("lz4")], []],
      ])
    let lines = TableRecords.lines(of: table, width: 20)
    #expect(
      lines.map { String(repeating: " ", count: $0.indent) + $0.text } == [
        "Name: zstd", "Column 2: a value", "  long enough to", "  wrap at twenty", "",
        "Name: lz4", "Column 2:",
      ])
    #expect(lines[0].spans.first?.attributes.contains(.bold) == true)
    #expect(lines.allSatisfy { $0.indent + $0.width() <= 20 })
  }
}
