import Testing

/// Swiping the page with a held mouse button.
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

  @Test("a drag right on the first page stays on the first page")
  func dragPastStart() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      // One gesture: left first, where the content follows the pointer (so the drag is being
      // handled), then right past the start, where the content stops at its resting place.
      let (row, title, restingColumn) = try await Self.holdFirstPageTenColumnsLeft(tour)
      for x in stride(from: 35, through: 75, by: 5) {
        try await Task.sleep(for: TmuxSession.mouseGap)
        try await tour.drag(toX: x, y: row)
      }
      // 35 columns right of where the drag started: held at the start, not past it.
      try await Task.sleep(for: .milliseconds(300))
      let held = try await tour.capture()
      #expect(held.position(of: title)?.column == restingColumn, "\(held)")
      #expect(held.currentPage == 0, "\(held)")
      try await tour.release(x: 75, y: row)
      // The next key proves the release was handled: it must start from page 1.
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1)
    }
  }

  @Test("the page follows a short drag, and springs back when it is released slowly")
  func shortDragSpringsBack() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let (row, title, restingColumn) = try await Self.holdFirstPageTenColumnsLeft(tour)
      // Let the pointer rest, so the release is slow however the machine is loaded (the
      // release speed only looks at the last ~100 ms), then let go.
      try await Task.sleep(for: .milliseconds(300))
      try await tour.release(x: 30, y: row)
      let screen = try await tour.waitForPage(0)
      #expect(screen.position(of: title)?.column == restingColumn, "\(screen)")
      #expect(tour.isRunning)
    }
  }

  /// Presses on the first page at column 40 and drags to column 30 without letting go, then
  /// waits until the content has moved with the pointer. Returns the row, the first page's
  /// title and the column the title rests at.
  static func holdFirstPageTenColumnsLeft(
    _ tour: TmuxSession
  ) async throws -> (row: Int, title: String, restingColumn: Int) {
    let row = tour.layout.pageRow
    let title = Fixture.titles[0]
    let restingColumn = (tour.width - title.count) / 2
    try await tour.dragWithoutRelease(fromX: 40, toX: 30, y: row, steps: 5)
    try await tour.waitForScreen("the first page dragged 10 columns left") {
      $0.position(of: title)?.column == restingColumn - 10
    }
    return (row, title, restingColumn)
  }
}
