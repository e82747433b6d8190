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
}
