import Testing

/// The Start button: only on the last page, and a click on it finishes the tour.
@Suite("Start button")
struct StartButtonTests {
  /// Whether the Start button's box is drawn where the roomy layout puts it.
  static func showsStartButton(_ screen: Screen, layout: RoomyLayout) -> Bool {
    let rows = layout.startButtonRows
    let column = layout.startButtonColumn
    return screen.column(of: "╭─────────╮", inRow: rows.lowerBound) == column
      && screen.column(of: "│  Start  │", inRow: rows.lowerBound + 1) == column
      && screen.column(of: "╰─────────╯", inRow: rows.upperBound) == column
  }

  @Test("Start is absent before the last page and present on it, centred above the dots")
  func onlyOnLastPage() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      for page in 0..<4 {
        if page > 0 { try await tour.sendKeys("Right") }
        let screen = try await tour.waitForPage(page)
        #expect(!screen.contains("Start"), "Start shown on page \(page + 1):\(screen)")
        #expect(!screen.contains("╭"), "a box drawn on page \(page + 1):\(screen)")
      }
      try await tour.sendKeys("Right")
      try await tour.waitForPage(4)
      let layout = tour.layout
      // The whole frame: the button, and the key hint below it (a capture can land between
      // the two when the terminal receives the frame in more than one write).
      try await tour.waitForScreen("the Start button and the hint 'Enter start'") {
        StartButtonTests.showsStartButton($0, layout: layout)
          && $0[row: layout.hintRow].contains("Enter start")
      }
      // Back one page: it goes again.
      try await tour.sendKeys("Left")
      let before = try await tour.waitForPage(3)
      #expect(!before.contains("Start"), "\(before)")
    }
  }

  @Test("a click on Start finishes with 0 and restores the terminal")
  func clickStart() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let layout = try await StartButtonTests.goToStart(tour)
      try await tour.click(x: layout.startButtonCentre.x, y: layout.startButtonCentre.y)
      #expect(try await tour.waitForExitAndRestoredTerminal() == 0)
    }
  }

  @Test("a click where Start would be, on an earlier page, does not finish")
  func clickWhereStartWouldBe() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let centre = tour.layout.startButtonCentre
      try await tour.click(x: centre.x, y: centre.y)
      // The next key proves the click was handled; the tour must still be on page 1.
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1)
      #expect(tour.isRunning)
    }
  }

  @Test("pressing Start and releasing off it does not finish")
  func releaseOffStart() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      let layout = try await StartButtonTests.goToStart(tour)
      try await tour.press(x: layout.startButtonCentre.x, y: layout.startButtonCentre.y)
      try await tour.release(x: 5, y: 3)
      try await tour.sendKeys("Left")
      try await tour.waitForPage(3)
      #expect(tour.isRunning)
    }
  }

  /// Goes to the last page and waits for the Start button; returns the layout to click in.
  static func goToStart(_ tour: TmuxSession) async throws -> RoomyLayout {
    try await tour.sendKeys("End")
    try await tour.waitForPage(4)
    let layout = tour.layout
    try await tour.waitForScreen("the Start button") { showsStartButton($0, layout: layout) }
    return layout
  }
}
