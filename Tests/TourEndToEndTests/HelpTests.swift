import Testing

/// The `?` help overlay.
@Suite("Help overlay")
struct HelpTests {
  @Test("? opens the help, any key closes it, and the page stays")
  func openAndClose() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      try await tour.sendKeys("?")
      let help = try await tour.waitForScreen("the help overlay") {
        $0.contains("Keys and mouse") && $0.contains("any key closes this help")
      }
      #expect(help.contains("leave the tour"), "\(help)")
      #expect(help.contains("╭") && help.contains("╯"), "\(help)")
      try await tour.sendKeys("x")
      let screen = try await tour.waitForPage(1)
      #expect(!screen.contains("Keys and mouse"), "\(screen)")
      #expect(tour.isRunning)
    }
  }

  @Test("with the help up, q closes the help instead of quitting; the next q quits")
  func quitKeyClosesHelpFirst() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("?")
      try await tour.waitForScreen("the help overlay") { $0.contains("Keys and mouse") }
      try await tour.sendKeys("q")
      try await tour.waitForScreen("the help closed") {
        !$0.contains("Keys and mouse") && $0.currentPage == 0
      }
      #expect(tour.isRunning)
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  @Test("a page key with the help up only closes the help")
  func pageKeyClosesHelpOnly() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("?")
      try await tour.waitForScreen("the help overlay") { $0.contains("Keys and mouse") }
      try await tour.sendKeys("Right")
      try await tour.waitForPage(0)
      try await tour.waitForScreen("the help closed") { !$0.contains("Keys and mouse") }
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1)
    }
  }
}
