import Testing

/// Swiping the page with a held mouse button, through tmux's mouse reports. How a drag past
/// the first page is held and how a slow release springs back depend on when the pointer
/// moves: `SessionPointerTests` script those moments on the loop's injected clock.
@Suite("Swipes")
struct SwipeTests {
  @Test("a drag left by half the width swipes to the next page")
  func dragLeft() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let row = tour.layout.pageRow
      try await tour.swipe(fromX: 60, toX: 20, y: row)
      try await tour.waitForPage(1)
      try await tour.swipe(fromX: 60, toX: 20, y: row)
      try await tour.waitForPage(2)
    }
  }

  @Test("a drag right by half the width swipes back")
  func dragRight() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("3")
      try await tour.waitForPage(2)
      try await tour.swipe(fromX: 20, toX: 60, y: tour.layout.pageRow)
      try await tour.waitForPage(1)
    }
  }
}
