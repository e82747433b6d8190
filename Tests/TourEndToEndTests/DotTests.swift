import Testing

/// The page dots: clicking and scrubbing them, and the wheel.
@Suite("Page dots and wheel")
struct DotTests {
  @Test(
    "a click on dot 3, or a column either side of it, goes to page 3",
    arguments: [-1, 0, 1])
  func clickDotThree(offset: Int) async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let layout = tour.layout
      try await tour.click(x: layout.dotColumn(2, of: 5) + offset, y: layout.dotsRow)
      let screen = try await tour.waitForPage(2)
      #expect(screen.dotColumns == (0..<5).map { layout.dotColumn($0, of: 5) }, "\(screen)")
    }
  }

  @Test("clicks on the first and last dots reach both ends")
  func clickEnds() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let layout = tour.layout
      try await tour.click(x: layout.dotColumn(4, of: 5), y: layout.dotsRow)
      try await tour.waitForPage(4)
      try await tour.click(x: layout.dotColumn(0, of: 5), y: layout.dotsRow)
      try await tour.waitForPage(0)
    }
  }

  @Test("pressing on a dot and dragging along the row scrubs to the dot under the pointer")
  func scrub() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let layout = tour.layout
      try await tour.swipe(
        fromX: layout.dotColumn(0, of: 5), toX: layout.dotColumn(3, of: 5), y: layout.dotsRow,
        steps: 9)
      try await tour.waitForPage(3)
    }
  }

  /// Gestures told apart by a pause (the next page, and up for the previous one) are timing:
  /// `SessionPointerTests` on the loop's injected clock.
  @Test("the wheel pages through short pages, a burst of notches one page")
  func wheel() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let row = tour.layout.pageRow
      // A burst of notches (a fast wheel, a touchpad) is one gesture: one page.
      for _ in 0..<3 { try await tour.wheel(.wheelDown, x: 40, y: row) }
      try await tour.waitForPage(1)
    }
  }
}
