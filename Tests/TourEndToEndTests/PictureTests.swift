import Foundation
import Testing

/// Pictures on pages, in a real terminal: drawn as coloured block cells, sliding with their
/// page, redrawn at a new size after a resize; a missing or oversized picture shows its alt
/// text; `--check`, `--render` and plain text say what they should.
@Suite("Pictures")
struct PictureTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("TourKitTests/Fixtures/pictures")
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Fuzz/Corpus/Picture")

  static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  /// The three fixtures (a PNG, a JPEG and a GIF with transparency, each red on the left and
  /// blue on the right), and a huge header and a missing file.
  static func files() throws -> [String: [UInt8]] {
    [
      "regions.png": try bytes(fixtures.appendingPathComponent("regions.png")),
      "regions.jpg": try bytes(fixtures.appendingPathComponent("regions.jpg")),
      "regions.gif": try bytes(fixtures.appendingPathComponent("regions.gif")),
      "huge.png": try bytes(corpus.appendingPathComponent("huge-30000x30000.png")),
    ]
  }

  static let titles = ["A PNG", "A JPEG", "A GIF", "Missing", "Too large"]
  static let tour = """
    # A PNG

    ![Red and blue, a PNG](regions.png)

    The first picture.

    ---
    # A JPEG

    ![Red and blue, a JPEG](regions.jpg)

    The second picture.

    ---
    # A GIF

    ![Red and blue, a GIF](regions.gif)

    The third picture.

    ---
    # Missing

    ![The sync screen](sync.png)

    This one is not there.

    ---
    # Too large

    ![A decompression bomb](huge.png)

    This one claims 30,000 × 30,000 pixels.
    """

  static let red = (255, 0, 0)
  static let blue = (0, 0, 255)

  /// Checks that rows `rows` show a picture whose left part is red and right part blue, and
  /// returns its columns.
  @discardableResult
  static func expectRedAndBlue(
    _ screen: StyledScreen, rows: ClosedRange<Int>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [Int] {
    var columns: [Int] = []
    for y in rows {
      let picture = screen.pictureColumns(inRow: y)
      columns = picture
      guard let left = picture.first, let right = picture.last, right - left >= 8 else {
        Issue.record("no picture in row \(y)", sourceLocation: sourceLocation)
        return []
      }
      let middle = (left + right) / 2
      for x in [left, left + 1, right - 1, right] {
        let target = x < middle ? red : blue
        #expect(
          screen.visibleColors(x: x, y: y).contains { StyledScreen.color($0, isNear: target) },
          "row \(y) column \(x): \(String(describing: screen[x, y]))",
          sourceLocation: sourceLocation)
      }
    }
    return columns
  }

  /// The rows of the picture's coloured part at 80×24 (rows 3–13 hold it, the top quarter
  /// transparent).
  static let colouredRows = 8...12

  @Test("the picture is drawn as coloured cells, after a slide too, and after a resize")
  func picturesOnPages() async throws {
    try await TmuxSession.withTour(file: Self.tour, files: try Self.files()) { tour in
      try await tour.waitForPage(0, titles: Self.titles)
      let first = try await tour.captureCells()
      let columns = Self.expectRedAndBlue(first, rows: Self.colouredRows)
      #expect(columns.first == 29 && columns.last == 50, "columns \(columns)")
      // Transparent pixels show the terminal's background.
      #expect(first.pictureColumns(inRow: 3).isEmpty)

      for page in 1...2 {
        try await tour.sendKeys("Right")
        try await tour.waitForPage(page, titles: Self.titles)
        // The picture may be drawn a frame after the text; wait for it.
        let screen = try await Self.waitForPicture(tour, rows: Self.colouredRows)
        Self.expectRedAndBlue(screen, rows: Self.colouredRows)
      }

      try await tour.resize(width: 60, height: 18)
      let resized = try await tour.waitForScreen("the GIF page at 60×18") {
        $0.currentPage == 2 && $0.showsCentred("A GIF", width: 60)
      }
      _ = resized
      // 60×18: 9 rows of page; the picture has 5 of them, 10 columns, centred.
      let screen = try await Self.waitForPicture(tour, rows: 5...6) { columns in
        columns.count == 10
      }
      let small = Self.expectRedAndBlue(screen, rows: 5...6)
      #expect(small.first == 25 && small.last == 34, "columns \(small)")
    }
  }

  /// Polls the screen until rows `rows` show a picture (that `columns` accepts).
  static func waitForPicture(
    _ tour: TmuxSession, rows: ClosedRange<Int>, columns: ([Int]) -> Bool = { $0.count > 8 }
  ) async throws -> StyledScreen {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while true {
      let screen = try await tour.captureCells()
      if rows.allSatisfy({ columns(screen.pictureColumns(inRow: $0)) }) { return screen }
      guard clock.now < deadline else {
        let found = rows.map { "row \($0): \(screen.pictureColumns(inRow: $0))" }
        throw E2EFailure(
          "no picture in rows \(rows) (\(found.joined(separator: "; "))): "
            + "\(try await tour.capture())")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  @Test("mid-swipe both pages' pictures are on screen, moved with their pages")
  func picturesSlideWithTheirPages() async throws {
    try await TmuxSession.withTour(file: Self.tour, files: try Self.files()) { tour in
      try await tour.waitForPage(0, titles: Self.titles)
      _ = try await Self.waitForPicture(tour, rows: Self.colouredRows)
      // Held 40 columns to the left: page 1's picture (29–50) is at −11…10, its blue half on
      // screen; page 2's (the JPEG has no transparent band: 29 columns, 25–53) at 65…93, its
      // red half on screen.
      try await tour.dragWithoutRelease(fromX: 60, toX: 20, y: 10)
      let screen = try await Self.waitForPicture(tour, rows: Self.colouredRows) { columns in
        columns.first == 0 && columns.contains(65)
      }
      for y in Self.colouredRows {
        let columns = screen.pictureColumns(inRow: y)
        #expect(columns.filter { $0 < 40 } == Array(0...10), "row \(y): \(columns)")
        #expect(columns.filter { $0 >= 40 }.first == 65, "row \(y): \(columns)")
        #expect(
          screen.visibleColors(x: 5, y: y).contains { StyledScreen.color($0, isNear: Self.blue) })
        #expect(
          screen.visibleColors(x: 70, y: y).contains { StyledScreen.color($0, isNear: Self.red) })
      }
      try await tour.release(x: 20, y: 10)
      try await tour.waitForPage(1, titles: Self.titles)
    }
  }

  @Test("a missing picture and a 30,000 × 30,000 header show their alt text in a frame")
  func picturesThatCannotBeShown() async throws {
    try await TmuxSession.withTour(
      ["--no-animation"], file: Self.tour, files: try Self.files()
    ) { tour in
      try await tour.waitForPage(0, titles: Self.titles)
      try await tour.sendKeys("4")
      let missing = try await tour.waitForPage(3, titles: Self.titles)
      #expect(missing.contains("│ ▣ The sync screen │"), "\(missing)")
      try await tour.sendKeys("5")
      let huge = try await tour.waitForScreen("the placeholder of the huge picture") {
        $0.contains("│ ▣ A decompression bomb │")
      }
      #expect(huge.contains("This one claims"))
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit() == 1)
    }
  }

  @Test("NO_COLOR and TERM=vt100 show every picture as its alt text in a frame")
  func noColourShowsAltText() async throws {
    for environment in [["NO_COLOR": "1"], ["TERM": "vt100"]] {
      // vt100 has no alternate screen: the first frame is waited for by its text.
      try await TmuxSession.withTour(
        ["--no-animation"], file: Self.tour, files: try Self.files(), environment: environment,
        waitUntilReady: false
      ) { tour in
        let screen = try await tour.waitForScreen("the alt text with \(environment)") {
          $0.contains("Red and blue, a PNG")
        }
        #expect(screen.contains("Red and blue, a PNG"))
        let styled = try await tour.captureCells()
        for y in 0..<24 { #expect(styled.pictureColumns(inRow: y).isEmpty, "row \(y)") }
      }
    }
  }

  @Test("a coloured page fills the screen in its colour and its title reads on it")
  func colouredPage() async throws {
    let file = "<!-- background: #005f87 -->\n# Coloured\n\nText on it.\n\n---\n# Plain\n"
    try await TmuxSession.withTour(["--no-animation"], file: file) { tour in
      let screen = try await tour.waitForScreen("the coloured page") { $0.contains("Coloured") }
      let position = try #require(screen.position(of: "Coloured"))
      let styled = try await tour.captureCells()
      // #005f87 is palette colour 24; the title keeps the accent (75), the text is white.
      #expect(styled[position.column, position.row]?.background == 24)
      #expect(styled[position.column, position.row]?.foreground == 75)
      let text = try #require(screen.position(of: "Text on it."))
      #expect(styled[text.column, text.row]?.background == 24)
      #expect(styled[text.column, text.row]?.foreground == 231)
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the plain page") { $0.contains("Plain") }
      let plain = try await tour.captureCells()
      let title = try #require(try await tour.capture().position(of: "Plain"))
      #expect(plain[title.column, title.row]?.background == nil)
    }
  }

  @Test("--check names each picture that cannot be shown with FILE:LINE:COL, and exits 1")
  func checkReportsPictures() async throws {
    let scratch = try ScratchDirectory(prefix: "check")
    for (name, bytes) in try Self.files() { _ = try scratch.write(bytes: bytes, to: name) }
    let path = try scratch.write(Self.tour, to: "tour.md")
    let result = try await Command.run(try TourBinary.path(), ["--check", path])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("\(path):24:1: error: image not found: sync.png"), "\(lines)")
    #expect(
      lines.contains(
        "\(path):31:1: error: image too large: huge.png (30000×30000 pixels; the limit is 50 megapixels)"
      ), "\(lines)")
    #expect(!lines.contains { $0.contains("regions") }, "\(lines)")
  }

  @Test("--render prints the picture in two tones of blocks; plain text says [image: alt]")
  func renderAndPlainText() async throws {
    let scratch = try ScratchDirectory(prefix: "render")
    for (name, bytes) in try Self.files() { _ = try scratch.write(bytes: bytes, to: name) }
    let path = try scratch.write(Self.tour, to: "tour.md")
    let render = try await Command.run(try TourBinary.path(), ["--render", "3", path])
    #expect(render.status == 0)
    let rows = render.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let blocks = rows.filter { row in
      row.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
    }
    #expect(!blocks.isEmpty, "\(render.standardOutput)")
    // Red and blue are both dark: the opaque part (rows 6–13, 22 columns) is solid blocks,
    // the transparent band above it blank.
    let solid = rows.filter { $0.contains(String(repeating: "█", count: 22)) }
    #expect(solid.count == 8, "\(render.standardOutput)")
    #expect(!render.standardOutput.contains("\u{1B}"))
    let plain = try await Command.run(try TourBinary.path(), ["--plain", path])
    #expect(plain.standardOutput.contains("[image: Red and blue, a GIF]"))
    #expect(plain.standardOutput.contains("[image: The sync screen]"))
  }
}
