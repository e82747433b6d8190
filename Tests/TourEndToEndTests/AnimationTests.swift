import Testing

/// Page changes with animation on (the default) and with reduced motion.
///
/// Nothing here asserts on timing: an animated change is polled until its page rests, however
/// long a loaded machine takes.
@Suite("Animation")
struct AnimationTests {
  @Test("an animated slide ends at rest on the right page")
  func animatedKey() async throws {
    try await TmuxSession.withTour([], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1)
      try await tour.sendKeys("End")
      try await tour.waitForPage(4)
      // The Start button fades in; it ends fully drawn.
      let layout = tour.layout
      try await tour.waitForScreen("the Start button") {
        StartButtonTests.showsStartButton($0, layout: layout)
      }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 0)
    }
  }

  @Test("an animated dot click and an animated swipe end at rest on the right page")
  func animatedMouse() async throws {
    try await TmuxSession.withTour([], file: Fixture.fivePages) { tour in
      let layout = tour.layout
      try await tour.click(x: layout.dotColumn(3, of: 5), y: layout.dotsRow)
      try await tour.waitForPage(3)
      try await tour.swipe(fromX: 20, toX: 60, y: layout.pageRow)
      try await tour.waitForPage(2)
    }
  }

  @Test("with TOUR_REDUCE_MOTION=1 a page change never shows an in-between frame")
  func reducedMotionFromEnvironment() async throws {
    try await TmuxSession.withTour(
      [], file: Fixture.fivePages, environment: ["TOUR_REDUCE_MOTION": "1"]
    ) {
      tour in
      let titles = Array(Fixture.titles[0...1])
      func isInBetween(_ screen: Screen) -> Bool {
        titles.contains { title in screen.contains(title) && !screen.showsCentred(title, width: 80)
        }
      }
      try await tour.sendKeys("Right")
      // Sample the screen for a while (an animated slide takes ~300 ms): every capture shows
      // one page at rest.
      let clock = ContinuousClock()
      let end = clock.now + .milliseconds(400)
      var samples = 0
      while clock.now < end {
        let screen = try await tour.capture()
        #expect(!isInBetween(screen), "an in-between frame with reduced motion:\(screen)")
        samples += 1
      }
      #expect(samples > 0)
      try await tour.waitForPage(1)
    }
  }
}
