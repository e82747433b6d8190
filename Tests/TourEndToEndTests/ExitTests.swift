import Foundation
import Testing

/// How the tour ends, its exit status, and the terminal it leaves behind.
@Suite("Exit status and terminal restore")
struct ExitTests {
  @Test("Enter on the last page finishes with 0 and leaves the alternate screen")
  func enterOnLastPage() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("End")
      try await tour.waitForPage(4)
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 0)
    }
  }

  @Test("q leaves early with 1 and restores the terminal")
  func quit() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1)
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  @Test("Esc leaves early with 1 and restores the terminal")
  func escape() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("Escape")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  @Test("Ctrl-C exits with 130 and restores the terminal")
  func controlC() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("C-c")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 130)
    }
  }

  @Test(
    "a termination signal exits with 128 + its number and restores the terminal",
    arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
  func signal(signal: Int32, expected: Int32) async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendSignal(signal)
      #expect(try await tour.waitForExitAndRestoredTerminal() == expected)
    }
  }

  @Test("SIGTERM during an animated slide still exits with 143 and restores the terminal")
  func signalWhileAnimating() async throws {
    try await TmuxSession.withTour([], file: Fixture.fivePages) { tour in
      try await tour.sendKeys("End")
      try await tour.sendSignal(SIGTERM)
      #expect(try await tour.waitForExitAndRestoredTerminal() == 143)
    }
  }
}
