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

  @Test("over a busy page the help is a modal: the page dimmed, no text next to its frame")
  func modalOverABusyPage() async throws {
    let busy =
      "# Busy\n\n"
      + String(repeating: "words filling the page from one side to the other ", count: 30)
    try await TmuxSession.withTour(["--no-animation"], file: busy) { tour in
      try await tour.waitForScreen("the busy page") { $0.contains("words filling") }
      try await tour.sendKeys("?")
      let help = try await tour.waitForScreen("the help overlay") {
        $0.contains("any key closes this help")
      }
      let top = try #require(help.row(containing: "╭"), "\(help)")
      let bottom = try #require(help.row(containing: "╰"), "\(help)")
      let left = try #require(help.column(of: "╭", inRow: top))
      let right = try #require(help.column(of: "╮", inRow: top))
      func cell(_ column: Int, _ row: Int) -> Character {
        let line = Array(help[row: row])
        return column < line.count ? line[column] : " "
      }
      // Page text runs under where the box is: it would touch the frame but for the margin.
      #expect((top...bottom).contains { cell(left - 3, $0) != " " }, "\(help)")
      for row in top - 1...bottom + 1 {
        let margin =
          row < top || row > bottom
          ? Array(left - 2...right + 2)
          : [
            left - 2, left - 1, right + 1, right + 2,
          ]
        #expect(margin.allSatisfy { cell($0, row) == " " }, "row \(row):\(help)")
      }
      let escaped = try await tour.captureWithEscapes()
      #expect(escaped.contains("\u{1B}[2m"), "the page behind is not dimmed")
    }
  }
}
