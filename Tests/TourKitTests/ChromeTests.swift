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

  @Test func compactRowScrubsProportionally() {
    let indicator = PageIndicator(pageCount: 12, currentPage: 2, row: 11, width: 30)
    #expect(indicator.page(atX: 0, y: 11) == 0)
    #expect(indicator.page(atX: 29, y: 11) == 11)
    #expect(indicator.page(atX: 15, y: 11) == 6)
  }

  @Test func scrubbingClampsPastTheEnds() {
    let indicator = PageIndicator(pageCount: 5, currentPage: 0, row: 21, width: 80)
    #expect(indicator.scrubPage(atX: 0) == 0)
    #expect(indicator.scrubPage(atX: 79) == 4)
    #expect(indicator.scrubPage(atX: 40) == 2)
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
