import Testing

@testable import TourKit

/// Whole screens as text, compared with golden files under `Snapshots/`.
/// Re-record with `TOUR_RECORD_SNAPSHOTS=1 swift test`.
@Suite("Golden screens")
struct GoldenScreenTests {
  static let sizes = [(80, 24), (40, 12)]

  func render(
    _ state: TourState, at now: Duration, colorDepth: ColorDepth = .palette256
  ) -> Canvas {
    TourRenderer(colorDepth: colorDepth).render(state, at: now)
  }

  @Test(arguments: sizes)
  func firstPage(width: Int, height: Int) {
    let state = Fixtures.preparedState(.builtinWelcome, width: width, height: height)
    expectSnapshot(render(state, at: .zero), named: "welcome-first-\(width)x\(height)")
  }

  @Test(arguments: sizes)
  func midSlideShowsBothPages(width: Int, height: Int) {
    var state = Fixtures.preparedState(.builtinWelcome, width: width, height: height)
    state.handle(.key(.right), at: .zero)
    expectSnapshot(render(state, at: .ms(60)), named: "welcome-mid-slide-\(width)x\(height)")
  }

  @Test(arguments: sizes)
  func lastPageWithStart(width: Int, height: Int) {
    var state = Fixtures.state(.builtinWelcome, width: width, height: height)
    state.handle(.key(.end), at: .zero)
    for frame in 1...60 { state.handle(.tick, at: TourState.frameInterval * frame) }
    expectSnapshot(render(state, at: .seconds(1)), named: "welcome-last-\(width)x\(height)")
  }

  @Test(arguments: sizes)
  func japanesePage(width: Int, height: Int) {
    let state = Fixtures.state(Fixtures.cjk, width: width, height: height)
    expectSnapshot(render(state, at: .zero), named: "japanese-\(width)x\(height)")
  }

  @Test(arguments: sizes)
  func chinesePage(width: Int, height: Int) {
    var state = Fixtures.state(
      Fixtures.cjk, width: width, height: height, options: TourOptions(slideDuration: .zero))
    state.handle(.key(.right), at: .zero)
    expectSnapshot(render(state, at: .zero), named: "chinese-\(width)x\(height)")
  }

  @Test(arguments: [(30, 8), (1, 1), (12, 3)])
  func tooSmallNotice(width: Int, height: Int) {
    let state = Fixtures.state(.builtinWelcome, width: width, height: height)
    expectSnapshot(render(state, at: .zero), named: "too-small-\(width)x\(height)")
  }

  @Test func helpOverlay() {
    var state = Fixtures.preparedState(.builtinWelcome)
    state.handle(.key(.character("?")), at: .zero)
    expectSnapshot(render(state, at: .zero), named: "help-80x24")
  }

  /// The help overlay over a page full of text: a modal, the page dimmed behind it and cleared
  /// around its frame, so no word runs into it.
  @Test(arguments: sizes)
  func helpOverlayOverABusyPage(width: Int, height: Int) throws {
    let tour = try TourFileParser.parse(
      bytes: try FixtureFiles.bytes("real-world", "wide-table.md"), path: "wide-table.md")
    var state = Fixtures.state(tour, width: width, height: height)
    state.handle(.key(.character("?")), at: .zero)
    expectSnapshot(
      render(state, at: .zero), named: "help-over-page-\(width)x\(height)", styles: true)
  }

  @Test func helpOverlayOnASmallScreenScrolls() {
    var state = Fixtures.state(.builtinWelcome, width: 40, height: 12)
    state.handle(.key(.character("?")), at: .zero)
    expectSnapshot(render(state, at: .zero), named: "help-40x12")
    for _ in 0..<30 { state.handle(.key(.down), at: .zero) }
    expectSnapshot(render(state, at: .zero), named: "help-40x12-end")
    #expect(state.isHelpShown)
  }

  @Test func asciiGlyphs() {
    var state = Fixtures.state(
      .builtinWelcome, options: TourOptions(slideDuration: .zero, unicode: false))
    state.handle(.key(.end), at: .zero)
    expectSnapshot(render(state, at: .zero, colorDepth: .basic8), named: "ascii-last-80x24")
  }

  /// A VT100 (`TERM=vt100`): ASCII, but boxes in the terminal's own line drawing (the canvas
  /// holds the box characters the terminal layer sends as its line-drawing set).
  @Test func lineDrawingGlyphs() throws {
    let options = TourOptions(slideDuration: .zero, unicode: false, lineDrawing: true)
    var state = Fixtures.state(.builtinWelcome, options: options)
    state.handle(.key(.end), at: .zero)
    expectSnapshot(render(state, at: .zero, colorDepth: .none), named: "line-drawing-last-80x24")
    let table = try TourFileParser.parse(
      bytes: try FixtureFiles.bytes("real-world", "key-table-en.md"), path: "key-table-en.md")
    let tableState = Fixtures.state(table, width: 40, height: 12, options: options)
    expectSnapshot(
      render(tableState, at: .zero, colorDepth: .none), named: "line-drawing-table-40x12")
  }

  /// `tour --watch` after a save that does not parse: the last good tour, on the page it was
  /// on, under a banner with the error (wrapped to two rows at 40 columns).
  @Test(arguments: sizes)
  func reloadErrorBanner(width: Int, height: Int) throws {
    var state = Fixtures.state(
      .builtinWelcome, width: width, height: height, options: TourOptions(slideDuration: .zero))
    state.handle(.key(.right), at: .zero)
    let error = #expect(throws: TourFileError.self) {
      try Tour.parse("---\ntitle: Notes\nacent: red\n---\n# Notes\n", name: "docs/notes.md")
    }
    state.handle(.reloadFailed(try #require(error)), at: .zero)
    expectSnapshot(
      render(state, at: .zero), named: "reload-error-\(width)x\(height)", styles: true)
  }

  @Test func compactIndicatorForManyPages() {
    let tour = Tour(pages: (1...15).map { Page(title: "Page \($0)") })
    let state = Fixtures.state(tour, width: 40, height: 12)
    expectSnapshot(render(state, at: .zero), named: "compact-dots-40x12")
  }
}

@Suite("Rendered styles")
struct RenderedStyleTests {
  @Test func dotsHaveDistinctStyles() throws {
    let state = Fixtures.state()
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    let indicator = state.geometry.indicator(currentPage: 0)
    let row = state.geometry.layout.dotsRow
    let current = canvas[try #require(indicator.column(ofDot: 0)), row]
    let other = canvas[try #require(indicator.column(ofDot: 1)), row]
    #expect(current.text == "●" && other.text == "○")
    #expect(current.style != other.style)
  }

  @Test func startFadeRampsColourOn256Colours() {
    let theme = Theme(style: TourStyle(), colorDepth: .palette256)
    let steps = [0.125, 0.5, 0.875].map { theme.style(.startButton(alpha: $0)).foreground }
    #expect(Set(steps).count == 3)
    #expect(theme.style(.startButton(alpha: 1)).attributes.contains(.bold))
  }

  @Test(arguments: [ColorDepth.basic8, .none])
  func startFadeIsDimNormalBoldOnFewColours(depth: ColorDepth) {
    let theme = Theme(
      style: TourStyle(), colorDepth: depth)
    #expect(theme.style(.startButton(alpha: 0.2)).attributes == .dim)
    #expect(theme.style(.startButton(alpha: 0.5)).attributes == [])
    #expect(theme.style(.startButton(alpha: 0.9)).attributes == .bold)
  }

  @Test func noColourMeansDefaultColoursEverywhere() {
    var state = Fixtures.state(options: TourOptions(slideDuration: .zero))
    state.handle(.key(.end), at: .zero)
    let canvas = TourRenderer(colorDepth: .none)
      .render(state, at: .zero)
    #expect(
      canvas.cells.allSatisfy {
        $0.style.foreground == .terminalDefault && $0.style.background == .terminalDefault
      })
  }

  @Test func startButtonIsAbsentBeforeTheLastPage() {
    let state = Fixtures.state()
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect(!canvas.text.contains("Start"))
  }
}
