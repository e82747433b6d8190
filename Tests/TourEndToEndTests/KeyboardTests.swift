import Testing

/// Paging with the keyboard.
@Suite("Keyboard paging")
struct KeyboardTests {
  @Test("tour alone shows the built-in welcome tour with five centred dots")
  func builtinTour() async throws {
    try await TmuxSession.withTour(["--no-animation"]) { tour in
      let screen = try await tour.waitForPage(0, titles: Fixture.builtinTitles)
      let layout = tour.layout
      #expect(screen.dotsRow == layout.dotsRow, "\(screen)")
      #expect(screen.dotColumns == (0..<5).map { layout.dotColumn($0, of: 5) }, "\(screen)")
      #expect(screen[row: layout.hintRow].contains("q quit"), "\(screen)")
      #expect(
        !screen.contains(TmuxSession.marker), "the tour is not on the alternate screen:\(screen)")
    }
  }

  @Test("Right and Left arrows turn the page")
  func arrows() async throws {
    try await TmuxSession.withTour(["--no-animation"]) { tour in
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1, titles: Fixture.builtinTitles)
      try await tour.sendKeys("Right")
      try await tour.waitForPage(2, titles: Fixture.builtinTitles)
      try await tour.sendKeys("Left")
      try await tour.waitForPage(1, titles: Fixture.builtinTitles)
      try await tour.sendKeys("Left")
      try await tour.waitForPage(0, titles: Fixture.builtinTitles)
      #expect(tour.isRunning)
    }
  }

  @Test("l, Space, PgDn and Enter go forward; h, Backspace and PgUp go back")
  func nextAndPreviousKeys() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      var page = 0
      for key in ["l", "Space", "NPage", "Enter"] {
        try await tour.sendKeys(key)
        page += 1
        try await tour.waitForPage(page)
      }
      for key in ["h", "BSpace", "PPage"] {
        try await tour.sendKeys(key)
        page -= 1
        try await tour.waitForPage(page)
      }
      #expect(tour.isRunning)
    }
  }

  @Test("Home, End, g, G and digits jump")
  func jumps() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("End")
      try await tour.waitForPage(4)
      try await tour.sendKeys("Home")
      try await tour.waitForPage(0)
      try await tour.sendKeys("G")
      try await tour.waitForPage(4)
      try await tour.sendKeys("g")
      try await tour.waitForPage(0)
      try await tour.sendKeys("4")
      try await tour.waitForPage(3)
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      // No page 9: ignored. The next key proves the 9 was read and did nothing.
      try await tour.sendKeys("9", "l")
      try await tour.waitForPage(2)
      #expect(tour.isRunning)
    }
  }

  @Test("paging stops at both ends")
  func edges() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("Left", "Left", "Right")
      try await tour.waitForPage(1)
      try await tour.sendKeys("End", "Right", "Right", "Left")
      try await tour.waitForPage(3)
      #expect(tour.isRunning)
    }
  }

  @Test("Alt+key (Esc then the key in one burst) neither quits nor pages")
  func altKeysAreIgnored() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      // From the middle page, so that keys going back would show too.
      try await tour.sendKeys("3")
      try await tour.waitForPage(2)
      try await tour.sendKeys("M-l", "M-x", "M-q", "M-BSpace", "M-Enter", "M-Left", "M-h")
      try await tour.sendKeys("Right")  // something that does act, to know the rest was read
      let screen = try await tour.waitForPage(3)
      #expect(screen.currentPage == 3 && tour.isRunning, "\(screen)")
    }
  }
}
