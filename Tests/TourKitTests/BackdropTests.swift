import Testing

@testable import TourKit

/// Text on a coloured page keeps its colour only when it is readable there: WCAG 2's AA
/// contrast, 3:1 for bold text (titles, headings) and 4.5:1 for the rest; otherwise it is
/// black or white, whichever contrasts more with the page.
@Suite("Coloured pages: readable text")
struct BackdropTests {
  static let accent = TerminalColor.indexed(75)  // #5fafff, the default accent
  static let yellow = Backdrop(
    background: .indexed(228), black: .indexed(16), white: .indexed(231))  // #ffff87
  static let blue = Backdrop(
    background: .indexed(24), black: .indexed(16), white: .indexed(231))  // #005f87

  @Test func aFaintBoldTitleTakesTheInk() {
    // The accent on #ffff87 is 2.2:1: it was kept under the former 2:1 rule.
    #expect((2...2.3).contains(Backdrop.contrast(Self.accent, .indexed(228))))
    let title = Self.yellow.adapted(CellStyle(foreground: Self.accent, attributes: .bold))
    #expect(title.foreground == .indexed(16))
    #expect(title.background == .indexed(228))
  }

  @Test func boldTextNeedsThreeToOneAndOtherTextFourAndAHalf() {
    // The accent on #005f87 is just over 3:1: a bold title keeps it, body text does not.
    #expect((3...3.1).contains(Backdrop.contrast(Self.accent, .indexed(24))))
    #expect(
      Self.blue.adapted(CellStyle(foreground: Self.accent, attributes: .bold)).foreground
        == Self.accent)
    #expect(Self.blue.adapted(CellStyle(foreground: Self.accent)).foreground == .indexed(231))
    // White on #005f87 is well over 4.5:1; text of the terminal's default colour takes the ink.
    #expect(Self.blue.adapted(CellStyle(foreground: .indexed(231))).foreground == .indexed(231))
    #expect(Self.blue.adapted(CellStyle()).foreground == .indexed(231))
    #expect(Self.yellow.adapted(CellStyle()).foreground == .indexed(16))
  }

  @Test func theTitleOfAYellowPageIsBlack() throws {
    let tour = try Tour.parse("<!-- background: #ffff87 -->\n# A yellow page\n\nSome text.")
    let state = TourState(tour: tour, width: 80, height: 24)
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    let row = try #require((0..<24).first { canvas.text(ofRow: $0).contains("A yellow page") })
    let column = try #require(canvas.text(ofRow: row).firstIndex(of: "A"))
    let x = canvas.text(ofRow: row).distance(from: canvas.text(ofRow: row).startIndex, to: column)
    #expect(canvas[x, row].style.background == .indexed(228))
    #expect(canvas[x, row].style.foreground == .indexed(16))
  }
}
