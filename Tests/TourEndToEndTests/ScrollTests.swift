import Testing

/// Pages taller than the screen scroll: ↑ ↓ j k a line, Space PgDn Backspace PgUp a screenful,
/// and the wheel; the screenful keys and the wheel scroll before they turn the page.
@Suite("Scrolling long pages")
struct ScrollTests {
  /// A first page of about 60 rows, then a short one.
  static let longTour: String =
    "# Long Page\n\n"
    + (1...30).map { "Paragraph line \($0 < 10 ? "0" : "")\($0).\n" }.joined(separator: "\n")
    + "---\n# After\n\nThe end.\n"

  @Test("j and Down scroll a long page and k and Up scroll it back; the page stays")
  func keysScroll() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: ScrollTests.longTour) { tour in
      let top = try await tour.waitForScreen("the top of the long page") {
        $0.contains("Long Page") && $0.contains("↓ more") && $0.currentPage == 0
      }
      #expect(!top.contains("↑ more"), "\(top)")
      #expect(!top.contains("Paragraph line 30."), "\(top)")
      try await tour.sendKeys("j", "Down", "j", "Down")
      try await tour.waitForScreen("the long page scrolled down") {
        $0.contains("↑ more") && !$0.contains("Long Page") && $0.currentPage == 0
      }
      try await tour.sendKeys("k", "Up", "k", "Up")
      try await tour.waitForScreen("the top of the long page again") {
        $0.contains("Long Page") && !$0.contains("↑ more") && $0.currentPage == 0
      }
    }
  }

  @Test("Space and PgDn scroll a long page by a screenful and turn only at its bottom; PgUp back")
  func screenfulKeys() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: ScrollTests.longTour) { tour in
      try await tour.waitForScreen("the top of the long page") {
        $0.contains("Long Page") && $0.contains("↓ more") && $0.currentPage == 0
      }
      try await tour.sendKeys("Space")
      let second = try await tour.waitForScreen("the second screenful of the long page") {
        $0.contains("↑ more") && !$0.contains("Long Page") && $0.currentPage == 0
      }
      #expect(!second.contains("The end."), "\(second)")
      // To the bottom a screenful at a time: the page stays until its end is on screen.
      // Each press waits for its screenful, so no press comes before the last one's is drawn.
      var presses = 0
      var screen = try await tour.capture()
      while !screen.contains("Paragraph line 30.") {
        let before = screen.rows
        try await tour.sendKeys("NPage")
        presses += 1
        screen = try await tour.waitForScreen("the next screenful, still on the long page") {
          $0.rows != before && $0.currentPage == 0
        }
        if presses > 10 { throw E2EFailure("PgDn never reached the end of the long page") }
      }
      let bottom = try await tour.waitForScreen("the end of the long page") {
        $0.contains("Paragraph line 30.") && !$0.contains("↓ more") && $0.currentPage == 0
      }
      #expect(bottom.currentPage == 0)
      try await tour.sendKeys("Space")
      try await tour.waitForPage(1, titles: ["Long Page", "After"])
      // Backspace turns back to the long page where it was left: its end.
      try await tour.sendKeys("BSpace")
      try await tour.waitForScreen("the end of the long page again") {
        $0.currentPage == 0 && $0.contains("Paragraph line 30.")
      }
      try await tour.sendKeys("PPage")
      try await tour.waitForScreen("a screenful up, still the long page") {
        $0.currentPage == 0 && !$0.contains("Paragraph line 30.") && $0.contains("↓ more")
      }
    }
  }

  @Test("a burst of wheel notches scrolls a long page to its end and no further")
  func wheelScrollsThenPages() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: ScrollTests.longTour) { tour in
      let row = tour.layout.pageRow
      for _ in 0..<3 { try await tour.wheel(.wheelDown, x: 40, y: row) }
      try await tour.waitForScreen("the long page scrolled, not turned") {
        $0.contains("↑ more") && $0.currentPage == 0
      }
      // Far more notches than the page has lines, in one burst: it reaches the end and stays,
      // so a fast wheel never runs past a page into the next.
      for _ in 0..<40 { try await tour.wheel(.wheelDown, x: 40, y: row) }
      // The next gesture after a pause turning the page, which keeps its place, is timing:
      // `SessionPointerTests` on the loop's injected clock.
      try await tour.waitForScreen("the end of the long page, not the next page") {
        $0.currentPage == 0 && $0.contains("Paragraph line 30.") && !$0.contains("↓ more")
      }
    }
  }
}
