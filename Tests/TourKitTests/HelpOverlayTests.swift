import Testing

@testable import TourKit

/// The help overlay on a screen too small for its list: it scrolls by rows, a screenful at a
/// time with the screenful keys, never shows a row's keys without what they do, nor a heading
/// without its rows, at its bottom, and says how it scrolls and closes without cutting words.
@Suite("Help overlay")
struct HelpOverlayTests {
  static let sizes = [(36, 11), (40, 12), (30, 10), (80, 12)]

  static func state(width: Int, height: Int, labels: ChromeLabels = .english) throws -> TourState {
    var state = try QuestionGoldenTests.state(
      QuestionGoldenTests.english, width: width, height: height, labels: labels)
    state.handle(.key(.character("?")), at: .zero)
    return state
  }

  /// Paging down from the top shows every line of the list, never a row's keys alone or a
  /// heading at the bottom, and ends at the last scroll; paging up comes back.
  @Test(arguments: sizes)
  func screenfulsShowEveryRowWhole(width: Int, height: Int) throws {
    let state = try Self.state(width: width, height: height)
    let overlay = state.helpOverlay
    #expect(overlay.maximumScroll > 0)
    var scroll = 0
    var seen = Set<Int>()
    var positions = [0]
    while true {
      let shown = overlay.shownLines(from: overlay.rowStarts[scroll])
      seen.formUnion(shown)
      if shown.upperBound < overlay.lines.count, shown.count > 1 {
        // A cut row shows its keys and a line of what they do at least; a heading does not
        // end the box.
        #expect(!overlay.lines[shown.upperBound - 1].isHeading, "\(shown)")
        if overlay.lines[shown.upperBound].continuesRow {
          let start = try #require(overlay.rowStarts.last { $0 < shown.upperBound })
          #expect(shown.upperBound - start >= 2 || start == shown.lowerBound, "\(shown)")
        }
      }
      let next = overlay.scroll(from: scroll, screens: 1)
      if next == scroll { break }
      #expect(next > scroll)
      scroll = next
      positions.append(scroll)
    }
    #expect(scroll == overlay.maximumScroll)
    #expect(seen == Set(overlay.lines.indices), "lines never shown at \(width)×\(height)")
    while scroll > 0 {
      let previous = overlay.scroll(from: scroll, screens: -1)
      #expect(previous < scroll)
      scroll = previous
    }
  }

  /// PgDn and Space page down, PgUp and Backspace up, End and Home go to either end; the
  /// arrows still move a row; any other key closes.
  @Test func theScreenfulKeysPageTheHelp() throws {
    var state = try Self.state(width: 40, height: 12)
    let overlay = state.helpOverlay
    state.handle(.key(.pageDown), at: .zero)
    let page = overlay.scroll(from: 0, screens: 1)
    #expect(state.isHelpShown && state.helpScroll == page && page > 1)
    state.handle(.key(.character(" ")), at: .zero)
    #expect(state.helpScroll == overlay.scroll(from: page, screens: 1))
    state.handle(.key(.end), at: .zero)
    #expect(state.helpScroll == overlay.maximumScroll)
    state.handle(.key(.pageUp), at: .zero)
    #expect(state.helpScroll == overlay.scroll(from: overlay.maximumScroll, screens: -1))
    state.handle(.key(.home), at: .zero)
    #expect(state.helpScroll == 0)
    state.handle(.key(.down), at: .zero)
    #expect(state.helpScroll == 1)
    state.handle(.key(.character("x")), at: .zero)
    #expect(!state.isHelpShown && state.targetPage == 0)
  }

  /// Too narrow for `↑ ↓ scroll · any other key closes` on one line: two, neither cut (in
  /// English and Japanese at 30 columns); one where it fits (Chinese).
  @Test(arguments: [(ChromeLabels.english, 2), (.japanese, 2), (.chinese, 1)])
  func aNarrowFooterTakesTwoLines(labels: ChromeLabels, lines: Int) throws {
    let state = try Self.state(width: 30, height: 12, labels: labels)
    let rows = TourRenderer(colorDepth: .palette256).render(state, at: .zero).text
      .split(separator: "\n")
    let scroll = "↑ ↓ \(labels.scroll)"
    let scrollRow = try #require(rows.firstIndex { $0.contains("│ \(scroll) ") }, "\(rows)")
    if lines == 2 {
      #expect(rows[scrollRow + 1].contains("│ \(labels.helpFooterOtherKeys) "), "\(rows)")
    } else {
      #expect(rows[scrollRow].contains("\(scroll) · \(labels.helpFooterOtherKeys)"), "\(rows)")
    }
    #expect(!rows.contains { $0.contains("›") }, "\(rows)")
  }
}

extension HelpOverlayTests {
  /// On the smallest screen tour draws (20×9) the footer wraps rather than being cut.
  @Test func theSmallestScreenCutsNoFooter() throws {
    let state = try Self.state(width: 20, height: 9)
    let rows = TourRenderer(colorDepth: .palette256).render(state, at: .zero).text
      .split(separator: "\n")
    let footer = rows.suffix(4).joined(separator: " ")
    #expect(footer.contains("any other key") && footer.contains("closes"), "\(rows)")
    #expect(!rows.contains { $0.contains("key c›") }, "\(rows)")
  }
}

/// The compact arrangement (a short screen) has no hint row: `? help` ends the dots' row, or
/// the `3/40` counter's, so that the way to every key is still offered; not when hints are
/// off. The counter's row scrubs up to it, not under it.
@Suite("Help in the compact arrangement")
struct CompactHelpTests {
  static func dotsRow(pages: Int, width: Int = 40, hints: Bool = true) -> String {
    let tour = Tour(
      pages: (1...pages).map { Page(title: "Page \($0)", paragraphs: ["One.", "Two.", "Three."]) })
    var options = TourOptions(slideDuration: .zero, unicode: true, labels: .english)
    options.showsHints = hints
    let state = TourState(tour: tour, width: width, height: 12, options: options)
    #expect(state.geometry.layout.hintRow == nil)
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    return canvas.text(ofRow: state.geometry.layout.dotsRow)
  }

  @Test func theDotsRowOffersHelp() {
    #expect(Self.dotsRow(pages: 3).hasSuffix("○  ○          ? help "))
    #expect(Self.dotsRow(pages: 1).hasSuffix("? help "))
    #expect(Self.dotsRow(pages: 40).hasSuffix("1/40           ? help "))
    #expect(!Self.dotsRow(pages: 40, hints: false).contains("help"))
    #expect(!Self.dotsRow(pages: 3, hints: false).contains("help"))
    // No room beside the dots: not drawn over them.
    #expect(!Self.dotsRow(pages: 6, width: 24).contains("help"))
  }

  /// With a count in the dots' place, the help's mouse rows say what the count does, not
  /// the dots.
  @Test func theHelpSaysWhatTheCountDoes() {
    func helpText(pages: Int) -> String {
      let tour = Tour(pages: (1...pages).map { Page(title: "Page \($0)", paragraphs: ["One."]) })
      var state = TourState(
        tour: tour, width: 60, height: 24,
        options: TourOptions(slideDuration: .zero, unicode: true, labels: .english))
      state.handle(.key(.character("?")), at: .zero)
      return TourRenderer(colorDepth: .palette256).render(state, at: .zero).text
    }
    let counted = helpText(pages: 40)
    #expect(counted.contains("click beside 3/40") && counted.contains("drag along 3/40"))
    #expect(!counted.contains("click a dot") && !counted.contains("drag the dots"))
    let dotted = helpText(pages: 5)
    #expect(dotted.contains("click a dot") && !dotted.contains("3/40"))
  }

  /// A press on `? help` is not a page turn; a drag from the counter's row to its scrubber's
  /// end, and past it, reaches the last page.
  @Test func theCounterScrubsUpToHelp() {
    let indicator = PageIndicator(
      pageCount: 40, currentPage: 0, row: 11, width: 40, help: ("? help", 6))
    #expect(indicator.help == PageIndicator.Label(text: "? help", x: 33, width: 6))
    for x in 33..<39 {
      #expect(indicator.isOnHelp(x: x, y: 11), "column \(x)")
      #expect(indicator.page(atX: x, y: 11) == nil, "column \(x)")
    }
    #expect(!indicator.isOnHelp(x: 32, y: 11) && !indicator.isOnHelp(x: 39, y: 11))
    #expect(indicator.page(atX: 32, y: 11) == 1)
    #expect(indicator.scrubPage(atX: 33, pressedAt: 0, from: 0) == 39)
    #expect(indicator.scrubPage(atX: 39, pressedAt: 0, from: 0) == 39)
    #expect(indicator.scrubPage(atX: 16, pressedAt: 0, from: 0) == 19)
  }

  /// A click on `? help` opens the help, as `?` does; while a field is typed into, where `?`
  /// types, it is not offered.
  @Test func helpAtTheRowsEndIsClickedOpenAndHidesWhileTyping() throws {
    let tour = try Tour.parse(
      (1...40).map { "# Page \($0)\n\nOne.\n\nTwo.\n\nThree.\n\nFour.\n\nFive.\n\nSix." }
        .joined(separator: "\n\n---\n\n") + "\n\n<!-- ask: name; text -->\n")
    var state = TourState(
      tour: tour, width: 40, height: 12,
      options: TourOptions(slideDuration: .zero, unicode: true, labels: .english))
    let row = state.geometry.layout.dotsRow
    let rowText = { (state: TourState) in
      TourRenderer(colorDepth: .palette256).render(state, at: .zero).text(ofRow: row)
    }
    #expect(rowText(state).hasSuffix("1/40           ? help "))
    state.handle([.pointerDown(x: 35, y: row), .pointerUp(x: 35, y: row)], at: .zero)
    #expect(state.isHelpShown)
    #expect(state.currentPage(at: .zero) == 0)
    state.handle(.key(.escape), at: .zero)
    #expect(!state.isHelpShown)
    state.handle(.key(.end), at: .zero)
    #expect(state.keyContext == .textField)
    #expect(!rowText(state).contains("help"), "\(rowText(state))")
    state.handle([.pointerDown(x: 35, y: row), .pointerUp(x: 35, y: row)], at: .zero)
    #expect(!state.isHelpShown)
  }
}
