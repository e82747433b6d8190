import Testing

@testable import TourKit

@Suite("TourState: keys")
struct TourStateKeyTests {
  @Test(arguments: [
    TourKey.right, .pageDown, .character(" "), .character("l"), .enter,
  ])
  func forwardKeysGoToTheNextPage(key: TourKey) {
    var state = Fixtures.state()
    state.handle(.key(key), at: .zero)
    #expect(state.targetPage == 1)
  }

  @Test(arguments: [TourKey.left, .pageUp, .backspace, .character("h")])
  func backKeysGoToThePreviousPage(key: TourKey) {
    var state = Fixtures.state()
    state.handle(.key(.end), at: .zero)
    state.handle(.key(key), at: .ms(10))
    #expect(state.targetPage == 2)
  }

  @Test func homeEndAndVimKeys() {
    var state = Fixtures.state()
    state.handle(.key(.character("G")), at: .zero)
    #expect(state.targetPage == 3)
    state.handle(.key(.character("g")), at: .ms(10))
    #expect(state.targetPage == 0)
    state.handle(.key(.end), at: .ms(20))
    #expect(state.targetPage == 3)
    state.handle(.key(.home), at: .ms(30))
    #expect(state.targetPage == 0)
  }

  @Test func digitsJumpToExistingPagesOnly() {
    var state = Fixtures.state()
    state.handle(.key(.character("3")), at: .zero)
    #expect(state.targetPage == 2)
    state.handle(.key(.character("9")), at: .ms(10))
    #expect(state.targetPage == 2)
  }

  @Test func pagingIsClampedAtBothEnds() {
    var state = Fixtures.state()
    state.handle(.key(.left), at: .zero)
    #expect(state.targetPage == 0)
    state.handle([.key(.end), .key(.right)], at: .ms(10))
    #expect(state.targetPage == 3)
  }

  @Test func enterFinishesOnlyOnTheLastPage() {
    var state = Fixtures.state()
    state.handle(.key(.enter), at: .zero)
    #expect(state.outcome == nil)
    state.handle([.key(.end), .key(.enter)], at: .ms(10))
    #expect(state.outcome == .finished)
  }

  @Test(arguments: [TourKey.character("q"), .escape])
  func quitKeysSkipOnTheCurrentPage(key: TourKey) {
    var state = Fixtures.state(options: TourOptions(slideDuration: .zero))
    state.handle([.key(.right), .key(key)], at: .zero)
    #expect(state.outcome == .skipped(atPage: 1))
  }

  @Test func helpOpensAndAnyKeyClosesItWithoutActing() {
    var state = Fixtures.state()
    state.handle(.key(.character("?")), at: .zero)
    #expect(state.isHelpShown)
    state.handle(.key(.character("q")), at: .ms(10))
    #expect(!state.isHelpShown)
    #expect(state.outcome == nil)
    #expect(state.targetPage == 0)
  }

  @Test func arrowsScrollATallHelpAndOtherKeysCloseIt() {
    var state = Fixtures.state(width: 40, height: 12)
    state.handle(.key(.character("?")), at: .zero)
    state.handle([.key(.down), .key(.character("j")), .wheel(.next)], at: .zero)
    #expect(state.helpScroll == 3)
    state.handle(.key(.up), at: .zero)
    #expect(state.helpScroll == 2)
    #expect(state.isHelpShown && state.targetPage == 0)
    state.handle(.key(.right), at: .zero)
    #expect(!state.isHelpShown && state.targetPage == 0)
    state.handle(.key(.character("?")), at: .zero)
    #expect(state.helpScroll == 0)  // opens at the top again
  }

  @Test func nothingHappensAfterTheOutcome() {
    var state = Fixtures.state()
    state.handle([.key(.character("q")), .key(.right)], at: .zero)
    #expect(state.targetPage == 0)
  }
}

@Suite("TourState: animated paging")
struct TourStateAnimationTests {
  @Test func slideTakesAboutThreeHundredMilliseconds() {
    var state = Fixtures.state()
    state.handle(.key(.right), at: .ms(1000))
    #expect(state.offset(at: .ms(1000)) == 0)
    let middle = state.offset(at: .ms(1150))
    #expect(middle > 0 && middle < 80)
    #expect(state.offset(at: .ms(1300)) == 80)
    #expect(state.nextDeadline(after: .ms(1100)) == .ms(1100) + TourState.frameInterval)
  }

  @Test func idleStateHasNoDeadline() {
    var state = Fixtures.state()
    #expect(state.nextDeadline(after: .zero) == nil)
    state.handle(.key(.right), at: .zero)
    state.handle(.tick, at: .ms(400))
    #expect(state.nextDeadline(after: .ms(400)) == nil)
  }

  @Test func newInputRetargetsFromWhereTheContentIs() {
    var state = Fixtures.state()
    state.handle(.key(.right), at: .zero)
    let reached = state.offset(at: .ms(100))
    state.handle(.key(.right), at: .ms(100))
    #expect(state.targetPage == 2)
    #expect(state.offset(at: .ms(100)) == reached)  // no jump
    #expect(state.offset(at: .ms(400)) == 160)
  }

  @Test func reversingMidSlideHeadsBackSmoothly() {
    var state = Fixtures.state()
    state.handle(.key(.right), at: .zero)
    let reached = state.offset(at: .ms(150))
    state.handle(.key(.left), at: .ms(150))
    #expect(state.offset(at: .ms(150)) == reached)
    #expect(state.offset(at: .ms(450)) == 0)
  }

  @Test func reducedMotionChangesInstantly() {
    var state = Fixtures.state(options: TourOptions(slideDuration: .zero))
    state.handle(.key(.right), at: .zero)
    #expect(state.offset(at: .zero) == 80)
    #expect(state.nextDeadline(after: .zero) == nil)
  }

  @Test func repeatingTheSameTargetKeepsTheSlide() {
    var state = Fixtures.state()
    state.handle(.key(.end), at: .zero)
    let before = state.offset(at: .ms(200))
    state.handle(.key(.end), at: .ms(100))
    #expect(state.offset(at: .ms(200)) == before)
  }
}

@Suite("TourState: pointer")
struct TourStatePointerTests {
  /// Presses at (`from`, 10), drags to each column 20 ms apart, releases at the last.
  func drag(_ state: inout TourState, from: Int, through columns: [Int], startingAt start: Int = 0)
  {
    state.handle(.pointerDown(x: from, y: 10), at: .ms(start))
    for (index, x) in columns.enumerated() {
      state.handle(.pointerMoved(x: x, y: 10), at: .ms(start + 20 * (index + 1)))
    }
    state.handle(.pointerUp(x: columns.last ?? from, y: 10), at: .ms(start + 20 * columns.count))
  }

  @Test func contentFollowsThePointerWhileHeld() {
    var state = Fixtures.state()
    state.handle([.pointerDown(x: 60, y: 10)], at: .zero)
    state.handle(.pointerMoved(x: 50, y: 10), at: .ms(20))
    #expect(state.offset(at: .ms(20)) == 10)
    state.handle(.pointerMoved(x: 70, y: 10), at: .ms(40))
    #expect(state.offset(at: .ms(40)) == 0)  // clamped: no bounce before the first page
  }

  @Test func dragLeftByAThirdTurnsToTheNextPage() {
    var state = Fixtures.state()
    drag(&state, from: 60, through: [50, 40, 32], startingAt: 0)
    state.handle(.tick, at: .ms(500))  // slow: paused before release
    #expect(state.targetPage == 1)
    #expect(state.offset(at: .ms(1000)) == 80)
  }

  @Test func shortSlowDragSnapsBack() {
    var state = Fixtures.state()
    state.handle(.pointerDown(x: 60, y: 10), at: .zero)
    state.handle(.pointerMoved(x: 55, y: 10), at: .ms(100))
    state.handle(.pointerMoved(x: 50, y: 10), at: .ms(300))
    state.handle(.pointerUp(x: 50, y: 10), at: .ms(600))
    #expect(state.targetPage == 0)
    #expect(state.offset(at: .ms(600)) == 10)
    #expect(state.offset(at: .ms(1000)) == 0)
  }

  @Test func quickShortFlickTurnsThePage() {
    var state = Fixtures.state()
    drag(&state, from: 60, through: [57, 54])  // 6 columns in 40 ms = 150 columns/s
    #expect(state.targetPage == 1)
  }

  @Test func dragRightGoesBack() {
    var state = Fixtures.state(options: TourOptions(slideDuration: .zero))
    state.handle(.key(.end), at: .zero)
    drag(&state, from: 20, through: [30, 40, 50], startingAt: 100)
    #expect(state.targetPage == 2)
  }

  @Test func oneSwipeTurnsAtMostOnePage() {
    var state = Fixtures.state()
    drag(&state, from: 79, through: [60, 40, 20, 0])
    #expect(state.targetPage == 1)
  }

  @Test func clickOnADotGoesToItsPage() throws {
    var state = Fixtures.state()
    let dot = try #require(state.geometry.indicator(currentPage: 0).column(ofDot: 3))
    let row = state.geometry.layout.dotsRow
    state.handle([.pointerDown(x: dot, y: row), .pointerUp(x: dot, y: row)], at: .zero)
    #expect(state.targetPage == 3)
    #expect(state.offset(at: .ms(100)) < 240)  // animated, not a jump
  }

  @Test func pressAndDragAlongTheDotsScrubs() throws {
    var state = Fixtures.state()
    let indicator = state.geometry.indicator(currentPage: 0)
    let row = state.geometry.layout.dotsRow
    let first = try #require(indicator.column(ofDot: 0))
    state.handle(.pointerDown(x: first, y: row), at: .zero)
    state.handle(.pointerMoved(x: first + 3, y: row), at: .ms(30))
    #expect(state.targetPage == 1)
    state.handle(.pointerMoved(x: first + 9, y: row), at: .ms(60))
    #expect(state.targetPage == 3)
    state.handle(.pointerMoved(x: 79, y: row), at: .ms(90))
    state.handle(.pointerUp(x: 79, y: row), at: .ms(90))
    #expect(state.targetPage == 3)
  }

  @Test func clickOnStartFinishesOnlyWhenShown() {
    var state = Fixtures.state()
    let frame = state.geometry.startButtonFrame
    let (x, y) = (frame.x + 2, frame.y + 1)
    state.handle([.pointerDown(x: x, y: y), .pointerUp(x: x, y: y)], at: .zero)
    #expect(state.outcome == nil)  // hidden on the first page
    state.handle(.key(.end), at: .ms(10))
    state.handle(.tick, at: .ms(400))
    state.handle([.pointerDown(x: x, y: y), .pointerUp(x: x, y: y)], at: .ms(500))
    #expect(state.outcome == .finished)
  }

  @Test func releasingOffTheButtonCancelsTheClick() {
    var state = Fixtures.state(options: TourOptions(slideDuration: .zero))
    state.handle(.key(.end), at: .zero)
    let frame = state.geometry.startButtonFrame
    state.handle(.pointerDown(x: frame.x + 2, y: frame.y + 1), at: .ms(10))
    state.handle(.pointerUp(x: 0, y: 0), at: .ms(20))
    #expect(state.outcome == nil)
  }

  @Test func wheelPagesOncePerGesture() {
    var state = Fixtures.state()
    state.handle(.wheel(.next), at: .zero)
    state.handle(.wheel(.next), at: .ms(20))  // same burst: no second page
    state.handle(.wheel(.next), at: .ms(40))
    #expect(state.targetPage == 1)
    state.handle(.wheel(.next), at: .ms(400))  // a new gesture
    #expect(state.targetPage == 2)
    state.handle(.wheel(.previous), at: .ms(800))
    #expect(state.targetPage == 1)
  }

  @Test func wheelScrollsATallPageThenTurnsOnTheNextGesture() throws {
    let long = (1...40).map { "Line \($0)." }.joined(separator: "\n\n")
    let tour = try TourFileParser.parse(text: "\(long)\n---\n# Two\n", path: "t")
    var state = Fixtures.state(tour)
    let bottom = state.geometry.maximumScroll(ofPage: 0)
    var time = Duration.zero
    while state.scrollOffsets[0] < bottom {
      state.handle(.wheel(.next), at: time)
      time += .ms(20)
    }
    #expect(state.scrollOffsets[0] == bottom)
    state.handle(.wheel(.next), at: time)  // the same burst reaches the end: stay
    #expect(state.targetPage == 0)
    state.handle(.wheel(.next), at: time + .ms(500))
    #expect(state.targetPage == 1)
  }

  /// Space and PgDn read a long page a screenful at a time, two lines of the last screenful
  /// still in view, and turn the page only at its bottom; PgUp and Backspace the same upwards,
  /// turning back only at the top. On a page that fits they turn the page at once.
  @Test(arguments: [
    (TourKey.character(" "), TourKey.backspace), (TourKey.pageDown, TourKey.pageUp),
  ])
  func screenfulKeysScrollThenTurn(down: TourKey, up: TourKey) throws {
    let long = (1...40).map { "Line \($0)." }.joined(separator: "\n\n")
    let tour = try TourFileParser.parse(text: "# One\n---\n\(long)\n---\n# Three\n", path: "t")
    var state = Fixtures.state(tour, width: 40, height: 12)
    state.handle(.key(down), at: .zero)
    #expect(state.targetPage == 1, "page 1 fits: the page turns")
    // 40×12 is compact: 10 rows for a page before the last, 8 lines shown between the markers,
    // 6 scrolled by a screenful.
    let screenful = state.geometry.screenful(ofPage: 1)
    #expect(screenful == 6)
    let bottom = state.geometry.maximumScroll(ofPage: 1)
    var offsets: [Int] = []
    var time = Duration.zero
    while state.targetPage == 1 {
      time += .ms(100)
      state.handle(.key(down), at: time)
      offsets.append(state.scrollOffsets[1])
    }
    #expect(state.targetPage == 2, "past the bottom the page turns")
    let expected = Array(stride(from: screenful, to: bottom, by: screenful)) + [bottom, bottom]
    #expect(offsets == expected, "\(offsets), bottom \(bottom)")
    // Each screenful starts with the last two lines of the one before.
    let shown = state.geometry.contentRows(ofPage: 1) - 2
    #expect(screenful == shown - 2)

    state.handle(.key(up), at: time + .ms(100))
    #expect(state.targetPage == 1 && state.scrollOffsets[1] == bottom, "back at its bottom")
    var upOffsets: [Int] = []
    time += .ms(200)
    while state.targetPage == 1 {
      time += .ms(100)
      state.handle(.key(up), at: time)
      upOffsets.append(state.scrollOffsets[1])
    }
    #expect(state.targetPage == 0, "past the top the page turns back")
    #expect(upOffsets.last == 0 && upOffsets.dropLast().last == 0, "\(upOffsets)")
    #expect(
      zip(upOffsets, upOffsets.dropFirst()).allSatisfy { $0 - $1 == screenful || $1 == 0 },
      "\(upOffsets)")
  }

  @Test func theBurstThatTurnsThePageDoesNotScrollTheNewOne() throws {
    let long = (1...40).map { "Line \($0)." }.joined(separator: "\n\n")
    let tour = try TourFileParser.parse(text: "# One\n---\n\(long)\n", path: "t")
    var state = Fixtures.state(tour)
    for notch in 0..<4 { state.handle(.wheel(.next), at: .ms(20 * notch)) }
    #expect(state.targetPage == 1)
    #expect(state.scrollOffsets[1] == 0)
    state.handle(.wheel(.next), at: .ms(600))  // the next gesture scrolls
    #expect(state.scrollOffsets[1] == TourState.wheelScrollLines)
  }
}

@Suite("TourState: Start button and resize")
struct TourStateChromeTests {
  @Test func startFadesInWhenTheLastPageBecomesCurrent() {
    var state = Fixtures.state()
    state.handle(.key(.end), at: .zero)
    #expect(state.startButton.alpha(at: .zero) == 0)
    // The last page covers most of the screen part-way through the slide: the fade starts then.
    var time = Duration.zero
    while !state.startButton.isShowing {
      time += TourState.frameInterval
      state.handle(.tick, at: time)
    }
    #expect(state.currentPage(at: time) == 3)
    #expect(state.startButton.alpha(at: time + .ms(500)) == 1)
  }

  @Test func startFadesOutWhenLeavingTheLastPage() {
    var state = Fixtures.state()
    state.handle(.key(.end), at: .zero)
    // Ticks every frame, as the executable's loop does while something moves.
    for frame in 1...60 { state.handle(.tick, at: TourState.frameInterval * frame) }
    #expect(state.startButton.alpha(at: .ms(1000)) == 1)
    state.handle(.key(.left), at: .ms(1000))
    var time = Duration.ms(1000)
    while state.startButton.isShowing {
      time += TourState.frameInterval
      state.handle(.tick, at: time)
    }
    #expect(state.currentPage(at: time) == 2)
    #expect(state.startButton.alpha(at: time + .ms(100)) == 0.5)
    #expect(state.startButton.alpha(at: time + .ms(200)) == 0)
  }

  @Test func reducedMotionShowsAndHidesStartAtOnce() {
    var state = Fixtures.state(options: TourOptions(slideDuration: .zero))
    state.handle(.key(.end), at: .zero)
    #expect(state.startButton.alpha(at: .zero) == 1)
    state.handle(.key(.left), at: .ms(10))
    #expect(state.startButton.alpha(at: .ms(10)) == 0)
  }

  @Test func pagesBeforeTheLastUseTheStartButtonsRows() throws {
    let lines = (1...17).map { "Line \($0)." }.joined(separator: "\n\n")  // 33 lines
    let tour = try TourFileParser.parse(text: "\(lines)\n---\n\(lines)\n", path: "t")
    let geometry = Fixtures.state(tour, width: 80, height: 40).geometry
    #expect(geometry.contentRows(ofPage: 0) == geometry.contentRows(ofPage: 1) + 4)
    #expect(geometry.maximumScroll(ofPage: 0) == 0)  // 33 lines in 35 rows
    #expect(geometry.maximumScroll(ofPage: 1) > 0)  // the last page keeps room for Start
  }

  @Test func onePageTourShowsStartAtOnce() {
    let tour = Tour(pages: [Page(title: "Only")])
    let state = Fixtures.state(tour, options: TourOptions(slideDuration: .zero))
    #expect(state.startButton.alpha(at: .zero) == 1)
  }

  @Test func resizeKeepsThePageAndSnapsToTheNewWidth() {
    var state = Fixtures.state()
    state.handle(.key(.character("3")), at: .zero)
    state.handle(.resize(width: 60, height: 20), at: .ms(100))
    #expect(state.targetPage == 2)
    #expect(state.offset(at: .ms(100)) == 120)
    #expect(state.nextDeadline(after: .ms(100)) == nil)
  }

  @Test func resizeDuringADragCancelsIt() {
    var state = Fixtures.state()
    state.handle([.pointerDown(x: 50, y: 5), .pointerMoved(x: 30, y: 5)], at: .zero)
    #expect(state.offset(at: .zero) == 20)  // the drag is under way
    state.handle(.resize(width: 40, height: 12), at: .ms(10))
    #expect(state.offset(at: .ms(10)) == 0)
    // The rest of the old drag moves nothing, and its release turns no page.
    state.handle(.pointerMoved(x: 10, y: 5), at: .ms(20))
    #expect(state.offset(at: .ms(20)) == 0)
    state.handle(.pointerUp(x: 0, y: 5), at: .ms(30))
    #expect(state.targetPage == 0)
    #expect(state.offset(at: .ms(1000)) == 0)
  }
}
