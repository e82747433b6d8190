import Testing

@testable import TourKit

/// The help overlay on a screen too small for its list: it scrolls by rows, a screenful at a
/// time with the screenful keys, never shows a row's keys without what they do at its bottom,
/// and says how it scrolls and closes without cutting the words.
@Suite("Help overlay")
struct HelpOverlayTests {
  static let sizes = [(36, 11), (40, 12), (30, 10), (80, 12)]

  static func state(width: Int, height: Int, labels: ChromeLabels = .english) throws -> TourState {
    var state = try QuestionGoldenTests.state(
      QuestionGoldenTests.english, width: width, height: height, labels: labels)
    state.handle(.key(.character("?")), at: .zero)
    return state
  }

  /// Paging down from the top shows every line of the list, each row whole at the bottom
  /// unless it is taller than the box, and ends at the last scroll; paging up comes back.
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
      if shown.upperBound < overlay.lines.count {
        let rowsShown = overlay.rowStarts.filter { shown.contains($0) }.count
        #expect(!overlay.lines[shown.upperBound].continuesRow || rowsShown == 1, "\(shown)")
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
