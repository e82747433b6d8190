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
