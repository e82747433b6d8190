import Testing

@testable import TourKit

@Suite("Pager: offsets, clamps, current page, snapping")
struct PagerTests {
  let pager = Pager(pageCount: 4, pageWidth: 80)

  @Test func restingOffsetsAreWholePages() {
    #expect(pager.restingOffset(ofPage: 0) == 0)
    #expect(pager.restingOffset(ofPage: 2) == 160)
    #expect(pager.restingOffset(ofPage: 9) == 240)
    #expect(pager.restingOffset(ofPage: -1) == 0)
  }

  @Test func offsetIsClampedToFirstAndLastPage() {
    #expect(pager.clamp(-30) == 0)
    #expect(pager.clamp(500) == 240)
    #expect(pager.clamp(123.5) == 123.5)
  }

  @Test(arguments: [
    (0.0, 0), (39.0, 0), (40.0, 0), (41.0, 1), (119.0, 1), (121.0, 2), (240.0, 3), (999.0, 3),
    (-50.0, 0),
  ])
  func currentPageCoversMostOfTheScreen(offset: Double, page: Int) {
    #expect(pager.currentPage(atOffset: offset) == page)
  }

  @Test func dragOfAThirdTurnsThePage() {
    #expect(pager.snapTarget(startPage: 1, distance: 27, velocity: 0) == 2)
    #expect(pager.snapTarget(startPage: 1, distance: -27, velocity: 0) == 0)
  }

  @Test func shortSlowDragSnapsBack() {
    #expect(pager.snapTarget(startPage: 1, distance: 26, velocity: 10) == 1)
    #expect(pager.snapTarget(startPage: 1, distance: -20, velocity: -10) == 1)
  }

  @Test func flickTurnsThePageEvenWhenShort() {
    #expect(pager.snapTarget(startPage: 1, distance: 5, velocity: 120) == 2)
    #expect(pager.snapTarget(startPage: 1, distance: -5, velocity: -120) == 0)
  }

  @Test func twitchIsNotAFlick() {
    #expect(pager.snapTarget(startPage: 1, distance: 1, velocity: 500) == 1)
  }

  @Test func flickAgainstTheDragDoesNotTurn() {
    #expect(pager.snapTarget(startPage: 1, distance: 10, velocity: -200) == 1)
  }

  @Test func atMostOnePagePerSwipe() {
    #expect(pager.snapTarget(startPage: 0, distance: 230, velocity: 900) == 1)
    #expect(pager.snapTarget(startPage: 3, distance: -230, velocity: -900) == 2)
  }

  @Test func swipesAreClampedAtBothEnds() {
    #expect(pager.snapTarget(startPage: 3, distance: 60, velocity: 200) == 3)
    #expect(pager.snapTarget(startPage: 0, distance: -60, velocity: -200) == 0)
  }

  @Test func degenerateSizesStayValid() {
    let tiny = Pager(pageCount: 0, pageWidth: 0)
    #expect(tiny.pageCount == 1)
    #expect(tiny.currentPage(atOffset: 10) == 0)
  }
}

@Suite("OffsetAnimation: time-driven ease-out")
struct OffsetAnimationTests {
  let animation = OffsetAnimation(from: 0, to: 80, start: .ms(1000), duration: .ms(300))

  @Test func startsAndEndsExactly() {
    #expect(animation.value(at: .ms(1000)) == 0)
    #expect(animation.value(at: .ms(1300)) == 80)
    #expect(animation.value(at: .ms(5000)) == 80)
    #expect(animation.value(at: .ms(900)) == 0)
  }

  @Test func easesOutFastFirst() {
    let third = animation.value(at: .ms(1100))
    #expect(third > 80.0 / 3)  // ahead of linear
    var previous = -1.0
    for ms in stride(from: 1000, through: 1300, by: 10) {
      let value = animation.value(at: .ms(ms))
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func finishesByTimeNotFrames() {
    #expect(!animation.isFinished(at: .ms(1299)))
    #expect(animation.isFinished(at: .ms(1300)))
  }
}

@Suite("Swipe: follows the pointer, measures release speed")
struct SwipeTests {
  @Test func followsThePointerColumnForColumn() {
    var swipe = Swipe(x: 60, offset: 80, page: 1, at: .zero)
    swipe.move(to: 50, at: .ms(20))
    #expect(swipe.offset == 90)
    #expect(swipe.distance == 10)
    swipe.move(to: 70, at: .ms(40))
    #expect(swipe.offset == 70)
  }

  @Test func velocityOverTheLastHundredMilliseconds() {
    var swipe = Swipe(x: 60, offset: 0, page: 0, at: .zero)
    swipe.move(to: 40, at: .ms(500))  // slow drag
    swipe.move(to: 30, at: .ms(550))  // then 10 columns in 50 ms
    #expect(swipe.velocity(at: .ms(550)) == 200)
  }

  @Test func holdingStillBeforeReleaseIsNoFlick() {
    var swipe = Swipe(x: 60, offset: 0, page: 0, at: .zero)
    swipe.move(to: 40, at: .ms(20))
    #expect(swipe.velocity(at: .ms(400)) == 0)
  }
}
