import Foundation
import Testing

/// Ctrl-Z: the terminal is handed back while the tour is stopped, and taken again on SIGCONT.
/// The stop is SIGTSTP's, as the terminal's own Ctrl-Z: a job of a shell with job control
/// stops; a tour in an orphaned process group (no such shell above it) does not.
@Suite("Suspend and resume")
struct SuspendTests {
  @Test("Ctrl-Z restores the terminal; SIGCONT brings the tour back on the same page")
  func suspendAndResume() async throws {
    try await TmuxSession.withTour(
      ["--no-animation"], file: Fixture.fivePages, jobControl: true
    ) { tour in
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

      // The stop is SIGTSTP's: bash says "Stopped", not "Stopped (signal)", and its status is
      // 128 + 20.
      try await tour.waitForScreen("the shell's job report") { $0.contains("Stopped") }
      try await tour.sendLiteral("echo \"stopped=$s\"")
      try await tour.sendKeys("Enter")
      let report = try await tour.waitForScreen("the stop's status") {
        $0.contains("stopped=148")
      }
      #expect(!report.contains("Stopped (signal)"), "\(report)")
      try await tour.foreground()
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

  @Test("in an orphaned process group Ctrl-Z stops nothing: the tour goes on")
  func ctrlZInAnOrphanedProcessGroupDoesNotStop() async throws {
    // The pane's shell has no job control: the tour's process group has no parent in the
    // session outside it, so nothing could resume a stop.
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      try await tour.sendKeys("C-z")
      try await tour.sendKeys("Right")
      try await tour.waitForPage(2)
      let flags = try await tour.waitForFlags("the tour's screen") { $0.alternateScreen }
      #expect(flags.mouseReporting, "\(flags)")
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
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
    // In a shell with job control, so that a SIGTSTP stops (see the orphaned case above).
    try await TmuxSession.withTour(
      ["--no-animation"], file: Fixture.fivePages, jobControl: true
    ) { tour in
      try await tour.sendKeys("2")
      try await tour.waitForPage(1)
      switch stop {
      case .key: try await tour.sendKeys("C-z")
      case .terminalStop: try await tour.sendSignal(SIGTSTP)
      case .stop: try await tour.sendSignal(SIGSTOP)
      }
      try await tour.waitForScreen("the shell's job report") { $0.contains("Stopped") }
      try await tour.resize(width: 50, height: 14)
      try await tour.waitForScreen("the shell's prompt") { $0.rows.contains { $0.hasPrefix("$") } }
      try await tour.foreground()
      try await tour.waitForFlags("the tour's screen again") { $0.alternateScreen }
      try await Self.expectLaidOutForNewSize(tour)
      try await tour.sendKeys("Right")
      try await tour.waitForPage(2)
      try await tour.sendKeys("q")
      // The shell's job reports pushed its earlier output off the small screen.
      #expect(try await tour.waitForExit() == 1)
      let flags = try await tour.waitForFlags("the main screen") { !$0.alternateScreen }
      #expect(flags.cursorVisible && !flags.mouseReporting, "\(flags)")
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
