import Foundation
import Testing

/// A GitHub key table on a real terminal: box lines that line up, a bold header, CJK columns,
/// and a table too wide for a small terminal wrapped inside its columns.
@Suite("Tables")
struct TableTests {
  static let file = """
    # Keys

    | Key | Action | Scope |
    |:----|:-------|:-----:|
    | <kbd>Ctrl</kbd>+<kbd>N</kbd> | Create a **new** note | global |
    | `q` | Quit | list |
    | `?` | Show every key | global |
    ---
    # キー

    | キー | 操作 |
    |---|---|
    | `n` | 新しいメモを作成します |
    """

  /// Waits until a table showing `text` is on screen; returns the screen and the table's rows,
  /// top line to bottom line.
  static func table(on tour: TmuxSession, showing text: String) async throws -> (
    screen: Screen, rows: ClosedRange<Int>
  ) {
    let screen = try await tour.waitForScreen("the table") { $0.contains(text) && $0.contains("└") }
    let top = try #require(screen.row(containing: "┌"), "\(screen)")
    let bottom = try #require(screen.row(containing: "└"), "\(screen)")
    return (screen, top...bottom)
  }

  /// The columns of `│` in each row of `rows`.
  static func bars(in screen: Screen, rows: ClosedRange<Int>) -> [[Int]] {
    rows.map { row in
      var columns: [Int] = []
      var column = 0
      for character in screen[row: row] {
        if character == "│" || character == "┬" || character == "┼" || character == "┴"
          || character == "┌" || character == "┐" || character == "├" || character == "┤"
          || character == "└" || character == "┘"
        {
          columns.append(column)
        }
        column += DisplayColumns.width(of: character)
      }
      return columns
    }
  }

  @Test("a key table is drawn with box lines that line up and a bold header")
  func keyTable() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.file) { tour in
      let (screen, rows) = try await Self.table(on: tour, showing: "Create a new note")
      let top = rows.lowerBound
      #expect(rows.count == 7, "\(screen)")  // top, header, rule, three rows, bottom
      let bars = Self.bars(in: screen, rows: rows)
      #expect(bars.allSatisfy { $0 == bars[0] && $0.count == 4 }, "\(screen)")
      #expect(screen[row: top + 1].contains("│ Key    │ Action"), "\(screen)")
      #expect(screen[row: top + 3].contains("│ Ctrl+N │ Create a new note │ global │"), "\(screen)")
      #expect(screen[row: top + 4].contains("│  list  │"), "\(screen)")  // centred column
      let escaped = try await tour.captureWithEscapes()
      let header = try #require(
        escaped.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(top + 1).first)
      #expect(header.contains("\u{1B}[1mKey"), "the header is not bold: \(header)")
      try await tour.sendKeys("Right")
      // The first page's table gone, so no row of it is read with the second's mid-redraw.
      _ = try await tour.waitForScreen("the first table gone") { !$0.contains("Ctrl+N") }
      let (japanese, jrows) = try await Self.table(on: tour, showing: "新しいメモを作成します")
      #expect(jrows.count == 5, "\(japanese)")
      let jbars = Self.bars(in: japanese, rows: jrows)
      #expect(jbars.allSatisfy { $0 == jbars[0] && $0.count == 3 }, "\(japanese)")
    }
  }

  @Test("on a narrow terminal the table wraps its cells inside its columns")
  func narrow() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.file, width: 36, height: 20) {
      tour in
      let (screen, rows) = try await Self.table(on: tour, showing: "┌")
      let bars = Self.bars(in: screen, rows: rows)
      #expect(bars.allSatisfy { $0 == bars[0] && $0.count == 4 }, "\(screen)")
      #expect(bars[0].last ?? 99 < 34, "\(screen)")  // inside the margins
      #expect(screen.contains("│ Create a   │") && screen.contains("│ new note   │"), "\(screen)")
    }
  }

  @Test("a table whose words cannot fit keeps its columns and is clipped like code")
  func clipped() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.file, width: 30, height: 20) {
      tour in
      let (screen, rows) = try await Self.table(on: tour, showing: "┌")
      #expect(
        rows.allSatisfy {
          screen[row: $0].trimmingCharacters(in: .whitespaces).hasSuffix("›")
        },
        "\(screen)")
      #expect(screen.contains("│ Ctrl+N │ Create │"), "\(screen)")
    }
  }

  /// A benchmark table as READMEs have them (zstd's), too wide for 40 columns, and a quote:
  /// the real-world fixture.
  static var benchmark: String {
    get throws {
      try String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent(
            "TourKitTests/Fixtures/real-world/benchmark-table.md"), encoding: .utf8)
    }
  }

  @Test(
    "plain text into a pipe has no box drawing: a table that fits is columns, a wider one records")
  func plainTextIntoAPipe() async throws {
    let scratch = try ScratchDirectory(prefix: "plain-table")
    let file = try scratch.write(try Self.benchmark + "\n" + Self.file, to: "tables.md")
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment.removeValue(forKey: "LC_ALL")
    for (columns, expected) in [
      ("40", ["Compressor name: zstd 1.5.7 -1", "Decompress.: 425 MB/s"]),
      ("80", ["Compressor name  Ratio  Compression  Decompress.", "Ctrl+N  Create a new note"]),
    ] {
      environment["COLUMNS"] = columns
      let result = try await Command.run(
        try TourBinary.path(), ["--plain", file], environment: environment)
      #expect(result.status == 0)
      let text = result.standardOutput
      #expect(!text.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "\(text)")
      for line in expected { #expect(text.contains(line), "\(line) at \(columns):\n\(text)") }
      #expect(text.contains("> Measured on one machine."), "\(text)")
    }
  }

  @Test("plain text on a terminal keeps the box lines; a table too wide is records there too")
  func plainTextOnATerminal() async throws {
    try await TmuxSession.withTour(
      ["--plain"], file: try Self.benchmark, environment: ["COLUMNS": "40"], width: 40,
      height: 30,
      waitUntilReady: false
    ) { tour in
      let screen = try await tour.waitForScreen("the plain text") {
        $0.contains("Decompress.: 425 MB/s") && $0.contains("┃ Measured on one machine.")
      }
      #expect(screen.contains("Compressor name: brotli 1.1.0 -1"), "\(screen)")
    }
  }
}
