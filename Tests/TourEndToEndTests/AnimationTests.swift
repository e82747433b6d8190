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

  /// The tour slides for 5 s (`animation: 5000`), so a slide cannot slip between two captures
  /// however loaded the machine is: with reduced motion every capture until the next page
  /// rests shows a page at rest; without it, the same sampling sees the slide (which proves the
  /// sampling can see one). That nothing moves once the page rests is the loop's
  /// (`SessionPacingTests`: no frame and no deadline after it).
  @Test("with TOUR_REDUCE_MOTION=1 a page change never shows an in-between frame")
  func reducedMotionFromEnvironment() async throws {
    let slow = "---\nanimation: 5000\n---\n" + Fixture.fivePages
    let reduced = try await Self.inBetweenFrames(file: slow, reduceMotion: true)
    #expect(
      reduced.isEmpty, "an in-between frame with reduced motion:\(reduced.map(\.description))")
    let animated = try await Self.inBetweenFrames(file: slow, reduceMotion: false)
    #expect(!animated.isEmpty, "the sampling saw no slide with animation on")
  }

  /// Presses Right on the first page and captures the screen until the second page rests or,
  /// with animation, until a capture shows the slide (3 s at most, well inside the 5 s
  /// slide); returns the captures that show a page between two resting places.
  static func inBetweenFrames(file: String, reduceMotion: Bool) async throws -> [Screen] {
    let environment = reduceMotion ? ["TOUR_REDUCE_MOTION": "1"] : [:]
    return try await TmuxSession.withTour([], file: file, environment: environment) { tour in
      let titles = Array(Fixture.titles[0...1])
      func isInBetween(_ screen: Screen) -> Bool {
        titles.contains { screen.contains($0) && !screen.showsCentred($0, width: 80) }
      }
      try await tour.waitForPage(0)
      try await tour.sendKeys("Right")
      let clock = ContinuousClock()
      let giveUp = clock.now + .seconds(3)
      var rested = false
      var inBetween: [Screen] = []
      while clock.now < giveUp, !rested, reduceMotion || inBetween.isEmpty {
        let screen = try await tour.capture()
        if isInBetween(screen) { inBetween.append(screen) }
        rested = screen.currentPage == 1 && screen.showsCentred(titles[1], width: 80)
      }
      if reduceMotion {
        #expect(rested, "the second page did not rest within 3 s")
      }
      return inBetween
    }
  }
}
