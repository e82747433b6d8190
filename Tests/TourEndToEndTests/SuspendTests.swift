import Foundation
import Testing

/// Ctrl-Z: the terminal is handed back while the tour is stopped, and taken again on SIGCONT.
@Suite("Suspend and resume")
struct SuspendTests {
  @Test("Ctrl-Z restores the terminal; SIGCONT brings the tour back on the same page")
  func suspendAndResume() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      try await tour.sendKeys("C-z")
      let suspended = try await tour.waitForFlags("the main screen while stopped") {
        !$0.alternateScreen
      }
      #expect(suspended.cursorVisible && !suspended.mouseReporting, "\(suspended)")
      try await tour.waitForScreen("the shell's screen while stopped") {
        $0.contains(TmuxSession.marker)
      }
      #expect(tour.isRunning, "the tour exited instead of stopping")

      // The pane's shell has no job control, so play `fg` by hand.
      try await tour.sendSignal(SIGCONT)
      let resumed = try await tour.waitForFlags("the tour's screen again") {
        $0.alternateScreen && $0.mouseReporting
      }
      #expect(!resumed.cursorVisible, "\(resumed)")
      try await tour.waitForPage(1)
      try await tour.sendKeys("Right")
      try await tour.waitForPage(2)
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  /// Checks the page is laid out for the pane's size now: page 2 centred at that width, its
  /// dots on the dots row and the key hint on the last row.
  static func expectLaidOutForNewSize(_ tour: TmuxSession) async throws {
    let layout = tour.layout
    let screen = try await tour.waitForScreen(
      "page 2 laid out for \(layout.width)×\(layout.height)"
    ) {
      $0.currentPage == 1 && $0.showsCentred(Fixture.titles[1], width: layout.width)
        && $0.dotsRow == layout.dotsRow
        && $0.dotColumns == (0..<5).map { layout.dotColumn($0, of: 5) }
        && $0[row: layout.hintRow].contains("quit")
    }
    #expect(screen.rows.count == layout.height, "\(screen)")
  }

  /// How the tour is stopped: the Ctrl-Z key, `kill -TSTP`, or `kill -STOP` (which the tour
  /// never sees; it only sees the SIGCONT).
  enum Stop: String, CaseIterable {
    case key, terminalStop, stop
  }

  @Test(
    "a resize while stopped is followed on SIGCONT: the page is laid out for the new size",
    arguments: Stop.allCases)
  func resizeWhileStopped(stop: Stop) async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      switch stop {
      case .key: try await tour.sendKeys("C-z")
      case .terminalStop: try await tour.sendSignal(SIGTSTP)
      case .stop: try await tour.sendSignal(SIGSTOP)
      }
      if stop != .stop {
        try await tour.waitForFlags("the main screen while stopped") { !$0.alternateScreen }
      } else {
        try await Task.sleep(for: .milliseconds(100))
      }
      try await tour.resize(width: 50, height: 14)
      try await Task.sleep(for: .milliseconds(100))
      try await tour.sendSignal(SIGCONT)
      try await tour.waitForFlags("the tour's screen again") { $0.alternateScreen }
      try await Self.expectLaidOutForNewSize(tour)
      try await tour.sendKeys("Right")
      try await tour.waitForPage(2)
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  @Test("Ctrl-Z, a resize, then the shell's fg: the page is laid out for the new size")
  func resizeWhileStoppedInAShell() async throws {
    try await TmuxSession.withTour(
      ["--no-animation"], file: Fixture.fivePages, jobControl: true
    ) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      try await tour.sendKeys("C-z")
      try await tour.waitForScreen("the shell's job report") { $0.contains("Stopped") }
      // The window's SIGWINCH goes to the shell, in the foreground now, not to the tour.
      try await tour.resize(width: 50, height: 14)
      try await tour.waitForScreen("the shell's prompt") { $0.rows.contains { $0.hasPrefix("$") } }
      try await tour.foreground()
      try await tour.waitForFlags("the tour's screen again") { $0.alternateScreen }
      try await Self.expectLaidOutForNewSize(tour)
      // A SIGWINCH with no change of size changes nothing.
      try await tour.sendSignal(SIGWINCH)
      try await Self.expectLaidOutForNewSize(tour)
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit() == 1)
    }
  }
}
