import Testing

/// The tours the tests show, and where things sit on screen.
enum Fixture {
  /// The titles of ``fivePages``, one per page.
  static let titles = ["Page One", "Page Two", "Page Three", "Page Four", "Page Five"]

  /// A five-page tour file whose pages are easy to tell apart.
  static let fivePages: String = titles.enumerated().map { index, title in
    "# \(title)\n\nBody text of page \(index + 1).\n"
  }.joined(separator: "---\n")

  /// The titles of the built-in welcome tour, in order.
  static let builtinTitles = [
    "Welcome to tour", "Turn the page", "Swipe with the mouse", "Run a step",
    "You are ready",
  ]
}

/// The roomy layout (the one used at 80×24 and 60×20 for the tours here), 0-based rows/columns.
struct RoomyLayout {
  let width: Int
  let height: Int

  /// The row of the page dots.
  var dotsRow: Int { height - 3 }
  /// The rows of the Start button's box.
  var startButtonRows: ClosedRange<Int> { (height - 7)...(height - 5) }
  /// The row of the key hint.
  var hintRow: Int { height - 1 }
  /// The column of the Start box's left edge (`╭─────────╮` is 11 wide).
  var startButtonColumn: Int { (width - 11) / 2 }
  /// A cell in the middle of the Start button.
  var startButtonCentre: (x: Int, y: Int) { (width / 2, height - 6) }
  /// A row in the middle of the page area, where a drag swipes.
  var pageRow: Int { 8 }

  /// The column of dot `page` of `count` dots: one every 3 columns, centred.
  func dotColumn(_ page: Int, of count: Int) -> Int {
    (width - ((count - 1) * 3 + 1)) / 2 + page * 3
  }
}

extension TmuxSession {
  /// The roomy layout at the pane's size now.
  var layout: RoomyLayout { RoomyLayout(width: width, height: height) }

  /// Waits until page `index` (0-based) rests on screen: its title centred, its dot filled.
  @discardableResult
  func waitForPage(
    _ index: Int, titles: [String] = Fixture.titles, timeout: Duration = .seconds(5)
  ) async throws -> Screen {
    let width = self.width
    return try await waitForScreen(
      "page \(index + 1) (\"\(titles[index])\") at rest", timeout: timeout
    ) {
      $0.currentPage == index && $0.showsCentred(titles[index], width: width)
    }
  }

  /// Waits for the tour to exit and checks the terminal is back as the shell left it: main
  /// screen (with the shell's earlier output), cursor shown, mouse reporting off.
  /// Returns the exit status.
  func waitForExitAndRestoredTerminal(sourceLocation: SourceLocation = #_sourceLocation)
    async throws
    -> Int32
  {
    let status = try await waitForExit()
    let flags = try await waitForFlags("the main screen") { !$0.alternateScreen }
    #expect(!flags.alternateScreen, "\(flags)", sourceLocation: sourceLocation)
    #expect(
      flags.cursorVisible, "the cursor is still hidden: \(flags)", sourceLocation: sourceLocation)
    #expect(
      !flags.mouseReporting, "mouse reporting is still on: \(flags)", sourceLocation: sourceLocation
    )
    let screen = try await waitForScreen("the shell's earlier output") {
      $0.contains(TmuxSession.marker)
    }
    #expect(
      !screen.contains("○") && !screen.contains("●"), "tour dots left on the main screen:\(screen)",
      sourceLocation: sourceLocation)
    return status
  }
}
