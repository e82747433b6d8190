import Testing

@testable import TourKit

@Suite("Cell")
struct CellTests {
  @Test(arguments: ["a", " ", "é", "日", "e\u{301}", "👩‍💻", "🇯🇵", "❤️", "\u{0}", ""])
  func holdsItsText(text: String) {
    let style = CellStyle(foreground: .indexed(3), attributes: .bold)
    let cell = Cell(text: text, style: style)
    #expect(cell.text == text)
    #expect(cell.style == style)
    #expect(cell.isContinuation == text.isEmpty)
  }

  @Test func oneScalarIsTheScalarAndAClusterIsNot() {
    #expect(Cell(text: "日").scalar == "日")
    #expect(Cell(text: "e\u{301}").scalar == nil)
    #expect(Cell(text: "").scalar == nil)
    // U+0000 is kept as text, not taken for a continuation.
    #expect(Cell(text: "\u{0}").scalar == nil)
  }

  @Test func cellsOfTheSameClusterAreEqualWhereverTheyWereMade() {
    let family = "👩‍👩‍👧"
    let first = Cell(text: family)
    let second = Cell(Character(String(family)))
    #expect(first == second)
    #expect(first != Cell(text: "👩‍💻"))
    #expect(Cell(text: "a") == Cell(scalar: "a"))
    #expect(Cell(text: "a") != Cell(text: "a", style: CellStyle(attributes: .dim)))
  }

  @Test func aMarkJoinedOnLaterChangesTheText() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("e", x: 0, y: 0)
    canvas.draw("\u{301}", x: 1, y: 0)
    #expect(canvas[0, 0].text == "e\u{301}")
    #expect(canvas[0, 0] == Cell(text: "e\u{301}"))
  }
}

@Suite("Scalars that stand alone")
struct StandingAloneTests {
  /// One scalar of each grapheme-breaking class among those that stand alone: other, extended
  /// pictographic, Hangul LV and LVT syllables.
  static let classes: [Unicode.Scalar] = ["a", "↔", "가", "한", "日"]

  /// Everything below U+10000 that is said to stand alone.
  static let standing = (0x20...0xFFFF).compactMap(Unicode.Scalar.init(_:)).filter {
    DisplayWidth.standsAlone($0)
  }

  @Test func eachIsAGraphemeBesideAnyOtherAndTakesCells() {
    #expect(Self.standing.count > 40_000)
    var joined: [String] = []
    for scalar in Self.standing {
      if DisplayWidth.of(scalar) == 0 { joined.append("\(scalar) has no width") }
      for other in Self.classes {
        var pair = String.UnicodeScalarView()
        pair.append(scalar)
        pair.append(other)
        if String(pair).count != 2 { joined.append("\(scalar)\(other)") }
        pair = String.UnicodeScalarView()
        pair.append(other)
        pair.append(scalar)
        if String(pair).count != 2 { joined.append("\(other)\(scalar)") }
      }
    }
    #expect(joined.isEmpty)
  }

  @Test func theyLeaveJoinersMarksAndJamoToGraphemeBreaking() {
    let joining: [Unicode.Scalar] = [
      "\u{301}", "\u{200D}", "\u{FE0F}", "\u{3099}", "\u{FF9E}", "\u{1F1EF}", "\u{1100}",
      "\u{1161}", "\u{AD}", "\u{D}", "\u{A}", "\u{903}", "\u{600}",
    ]
    #expect(joining.allSatisfy { !DisplayWidth.standsAlone($0) })
  }

  @Test func textWithMarksDrawsAsWithoutTheShortcut() {
    var canvas = Canvas(width: 12, height: 1)
    canvas.draw("日\u{3099}e\u{301}→\u{FE0F}한", x: 0, y: 0)
    #expect(canvas[0, 0].text == "日\u{3099}")
    #expect(canvas[2, 0].text == "e\u{301}")
    #expect(canvas[3, 0].text == "→\u{FE0F}")
    // An arrow is not an emoji, so the selector leaves it one cell wide.
    #expect(canvas[4, 0].text == "한")
    #expect(canvas[5, 0].isContinuation)
    #expect(canvas.text(ofRow: 0) == "日\u{3099}e\u{301}→\u{FE0F}한      ")
    #expect(DisplayWidth.of("日\u{3099}e\u{301}→\u{FE0F}한") == 6)
    #expect(DisplayWidth.of("👨‍👩‍👧 ok", rule: WidthRule(apart: [.zwj])) == 9)
    #expect(DisplayWidth.of("👨‍👩‍👧 ok") == 5)
  }

  /// A cut text ends with the marker: the longest start that fits before it, without the
  /// spaces a cut between words would leave; a text that fits is whole.
  @Test func aClippedTextEndsWithItsMarker() {
    #expect(DisplayWidth.clipped("Let us begin", width: 12, marker: "›") == "Let us begin")
    #expect(DisplayWidth.clipped("Let us begin", width: 11, marker: "›") == "Let us beg›")
    #expect(DisplayWidth.clipped("Let us begin", width: 8, marker: "›") == "Let us›")
    #expect(DisplayWidth.clipped("Let us begin", width: 7, marker: "›") == "Let us›")
    #expect(DisplayWidth.clipped("日本語です", width: 6, marker: "›") == "日本›")
  }
}
