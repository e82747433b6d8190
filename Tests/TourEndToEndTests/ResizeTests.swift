import Testing

/// Resizing the terminal under a running tour.
@Suite("Resize")
struct ResizeTests {
  @Test("a resize keeps the current page and lays it out for the new size")
  func resizeKeepsPage() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("3")
      try await tour.waitForPage(2)

      try await tour.resize(width: 60, height: 20)
      let layout = tour.layout
      let small = try await tour.waitForPage(2)
      #expect(small.rows.count == 20, "\(small)")
      #expect(small.dotsRow == layout.dotsRow, "\(small)")
      #expect(small.dotColumns == (0..<5).map { layout.dotColumn($0, of: 5) }, "\(small)")

      try await tour.resize(width: 80, height: 24)
      let large = try await tour.waitForPage(2)
      #expect(large.dotColumns == (0..<5).map { tour.layout.dotColumn($0, of: 5) }, "\(large)")
      // Still paging from page 3.
      try await tour.sendKeys("Right")
      try await tour.waitForPage(3)
    }
  }

  @Test("a giant window is drawn in its top-left 1000×1000 cells; q restores the terminal at once")
  func giantWindow() async throws {
    // 10000 is tmux's largest side: 10000×10000 took gigabytes and left q unanswered.
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      for (width, height) in [(10000, 80), (80, 10000), (10000, 10000)] {
        try await tour.resize(width: width, height: height)
        // The title centred in the 1000 columns drawn, the dots on the last rows of the 1000
        // rows drawn.
        let (drawnWidth, drawnHeight) = (min(width, 1000), min(height, 1000))
        try await tour.waitForScreen("page 1 at \(width)×\(height)", timeout: .seconds(30)) {
          guard let title = $0.position(of: Fixture.titles[0]), let dots = $0.dotsRow else {
            return false
          }
          return abs(title.column * 2 + Fixture.titles[0].count - drawnWidth) <= 2
            && dots < drawnHeight && dots > drawnHeight - 6
        }
      }
      // q is answered: the 1000×1000 clamp (checked above on what is drawn) keeps the frames
      // small. The limit is a failure, not a budget: a budget of 2 s failed at 3.1 s under a
      // loaded full run; the release build takes a few milliseconds.
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit(timeout: .seconds(30)) == 1)
      try await tour.waitForFlags("the terminal restored") { !$0.alternateScreen }
    }
  }

  @Test("after a resize the Start button is where it is drawn: clicking it finishes")
  func startButtonFollowsResize() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("End")
      try await tour.waitForPage(4)
      try await tour.resize(width: 60, height: 20)
      let layout = tour.layout
      try await tour.waitForScreen("the Start button at 60x20") {
        $0.currentPage == 4 && StartButtonTests.showsStartButton($0, layout: layout)
      }
      try await tour.click(x: layout.startButtonCentre.x, y: layout.startButtonCentre.y)
      #expect(try await tour.waitForExitAndRestoredTerminal() == 0)
    }
  }
}

/// The notice shown instead of the tour when the terminal is too small.
@Suite("Terminal too small")
struct TooSmallTests {
  /// The notice's two lines: "Terminal too small" and "need W×H, have w×h".
  static func notice(in screen: Screen) -> (need: (Int, Int), have: (Int, Int))? {
    guard screen.contains("Terminal too small"),
      let line = screen.rows.first(where: { $0.contains("need ") && $0.contains("have ") })
    else { return nil }
    let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard numbers.count == 4 else { return nil }
    return ((numbers[0], numbers[1]), (numbers[2], numbers[3]))
  }

  @Test(
    "a window too small for the tour shows the notice, and the tour comes back on the same page")
  func noticeAndRecovery() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      try await tour.resize(width: 30, height: 4)
      let screen = try await tour.waitForScreen("the too-small notice") {
        TooSmallTests.notice(in: $0) != nil
      }
      let notice = try #require(TooSmallTests.notice(in: screen))
      #expect(notice.have.0 == 30 && notice.have.1 == 4, "\(screen)")
      #expect(notice.need.0 > 0 && notice.need.1 > 4, "\(screen)")
      #expect(screen.dotCount == 0, "dots drawn under the notice:\(screen)")
      #expect(screen.contains("×"), "\(screen)")

      try await tour.resize(width: 80, height: 24)
      try await tour.waitForPage(1)
      #expect(tour.isRunning)
    }
  }

  @Test("the size the notice asks for is enough")
  func neededSizeFits() async throws {
    try await TmuxSession.withTour(
      ["--no-animation"], file: Fixture.fivePages, width: 30, height: 4
    ) {
      tour in
      let screen = try await tour.waitForScreen("the too-small notice") {
        TooSmallTests.notice(in: $0) != nil
      }
      let need = try #require(TooSmallTests.notice(in: screen)).need
      try await tour.resize(width: need.0, height: need.1)
      try await tour.waitForScreen("the tour at the size the notice asked for, \(need.0)x\(need.1)")
      {
        !$0.contains("Terminal too small") && $0.contains(Fixture.titles[0]) && $0.currentPage == 0
      }
    }
  }

  @Test("at 15x5 the notice shows, and enlarging the window brings the tour back")
  func tinyWindow() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("4")
      try await tour.waitForPage(3)
      try await tour.resize(width: 15, height: 5)
      let screen = try await tour.waitForScreen("the (possibly clipped) too-small notice") {
        $0.contains("Terminal too") && $0.dotCount == 0
      }
      // At 15 columns the words wrap and each size gets a line of its own.
      #expect(screen.contains("Terminal too") && screen.contains("small"), "\(screen)")
      #expect(screen.contains("need 20×9"), "\(screen)")
      #expect(screen.contains("have 15×5"), "\(screen)")
      try await tour.resize(width: 80, height: 24)
      try await tour.waitForPage(3)
    }
  }
}
