import Testing

@testable import TourKit

@Suite("PageIndicator: dots layout and hit-testing")
struct PageIndicatorTests {
  @Test func dotsAreCentredThreeColumnsApart() throws {
    let indicator = PageIndicator(pageCount: 5, currentPage: 0, row: 21, width: 80)
    // span = 4 * 3 + 1 = 13 → first dot at (80 - 13) / 2 = 33
    #expect(indicator.form == .dots(firstX: 33))
    #expect(indicator.column(ofDot: 4) == 45)
  }

  @Test(arguments: [(32, 0), (33, 0), (34, 0), (35, 1), (36, 1), (37, 1), (45, 4), (46, 4)])
  func eachDotOwnsItsColumnAndOneEitherSide(x: Int, page: Int) {
    let indicator = PageIndicator(pageCount: 5, currentPage: 0, row: 21, width: 80)
    #expect(indicator.page(atX: x, y: 21) == page)
  }

  @Test func missesOutsideTheDots() {
    let indicator = PageIndicator(pageCount: 5, currentPage: 0, row: 21, width: 80)
    #expect(indicator.page(atX: 31, y: 21) == nil)
    #expect(indicator.page(atX: 47, y: 21) == nil)
    #expect(indicator.page(atX: 33, y: 20) == nil)
  }

  @Test func onePageShowsNoDots() {
    let indicator = PageIndicator(pageCount: 1, currentPage: 0, row: 21, width: 80)
    #expect(indicator.form == .hidden)
    #expect(indicator.page(atX: 40, y: 21) == nil)
  }

  @Test func tooManyDotsBecomeCompactCount() {
    let indicator = PageIndicator(pageCount: 12, currentPage: 2, row: 11, width: 30)
    #expect(indicator.form == .compact(x: 13, text: "3/12"))
  }

  /// As on UIPageControl: a press left of the counter goes back a page, right of it on a
  /// page, on it nowhere.
  @Test func aPressBesideTheCounterTurnsOnePage() {
    let indicator = PageIndicator(pageCount: 12, currentPage: 2, row: 11, width: 30)
    for x in 0..<13 { #expect(indicator.page(atX: x, y: 11) == 1, "\(x)") }
    for x in 13..<17 { #expect(indicator.page(atX: x, y: 11) == 2, "\(x)") }
    for x in 17..<30 { #expect(indicator.page(atX: x, y: 11) == 3, "\(x)") }
    #expect(indicator.page(atX: 30, y: 11) == nil)
    #expect(indicator.page(atX: 5, y: 10) == nil)
    let first = PageIndicator(pageCount: 12, currentPage: 0, row: 11, width: 30)
    #expect(first.page(atX: 0, y: 11) == 0)
    let last = PageIndicator(pageCount: 12, currentPage: 11, row: 11, width: 30)
    #expect(last.page(atX: 29, y: 11) == 11)
  }

  /// A drag along the counter's row passes pages in proportion to the distance, from the
  /// page it was pressed on: the row's whole width is all the pages; past the ends, the
  /// first or last.
  @Test func aDragAlongTheCounterPassesPagesInProportion() {
    let indicator = PageIndicator(pageCount: 12, currentPage: 2, row: 11, width: 30)
    #expect(indicator.scrubPage(atX: 15, pressedAt: 15, from: 2) == 2)
    #expect(indicator.scrubPage(atX: 20, pressedAt: 15, from: 2) == 4)
    #expect(indicator.scrubPage(atX: 10, pressedAt: 15, from: 2) == 0)
    #expect(indicator.scrubPage(atX: 29, pressedAt: 0, from: 0) == 11)
    #expect(indicator.scrubPage(atX: 0, pressedAt: 29, from: 11) == 0)
    #expect(indicator.scrubPage(atX: 1000, pressedAt: 15, from: 2) == 11)
  }

  @Test func scrubbingClampsPastTheEnds() {
    let indicator = PageIndicator(pageCount: 5, currentPage: 0, row: 21, width: 80)
    #expect(indicator.scrubPage(atX: 0, pressedAt: 40, from: 2) == 0)
    #expect(indicator.scrubPage(atX: 79, pressedAt: 40, from: 2) == 4)
    #expect(indicator.scrubPage(atX: 40, pressedAt: 33, from: 0) == 2)
  }
}

@Suite("StartButton: fade timeline")
struct StartButtonTests {
  @Test func fadesInOverHalfASecond() {
    var button = StartButton()
    button.setShowing(true, at: .ms(1000), animated: true)
    #expect(button.alpha(at: .ms(1000)) == 0)
    #expect(button.alpha(at: .ms(1250)) == 0.5)
    #expect(button.alpha(at: .ms(1500)) == 1)
    #expect(button.isFading(at: .ms(1499)))
    #expect(!button.isFading(at: .ms(1500)))
  }

  @Test func fadesOutOverAFifthOfASecond() {
    var button = StartButton()
    button.setShowing(true, at: .zero, animated: false)
    button.setShowing(false, at: .ms(100), animated: true)
    #expect(button.alpha(at: .ms(100)) == 1)
    #expect(button.alpha(at: .ms(200)) == 0.5)
    #expect(button.alpha(at: .ms(300)) == 0)
  }

  @Test func interruptedFadeTurnsAroundFromWhereItIs() {
    var button = StartButton()
    button.setShowing(true, at: .zero, animated: true)
    button.setShowing(false, at: .ms(250), animated: true)  // at alpha 0.5
    #expect(button.alpha(at: .ms(250)) == 0.5)
    #expect(button.alpha(at: .ms(300)) == 0.25)
    #expect(button.alpha(at: .ms(350)) == 0)
  }

  @Test func withoutAnimationChangesAtOnce() {
    var button = StartButton()
    button.setShowing(true, at: .ms(10), animated: false)
    #expect(button.alpha(at: .ms(10)) == 1)
  }

  @Test func frameIsCentredAboveTheDots() {
    let frame = StartButton.frame(label: "Start", screenWidth: 80, bottomRow: 19)
    #expect(frame == Rect(x: 34, y: 17, width: 11, height: 3))
  }
}
