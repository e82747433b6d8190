import Testing

/// Terminals without an alternate screen: a DEC VT100 (ASCII chrome, its own line drawing)
/// and the Linux console. What the tour drew must not stay behind when it leaves.
@Suite("Terminals without an alternate screen")
struct ClassicTerminalTests {
  @Test(
    "leaving clears what the tour drew and the prompt starts a clean line",
    arguments: ["vt100", "linux"])
  func leavingClearsTheScreen(terminal: String) async throws {
    try await TmuxSession.withTour(
      ["--no-animation"], file: Fixture.fivePages, environment: ["TERM": terminal],
      waitUntilReady: false
    ) { tour in
      try await tour.waitForScreen("the first page") {
        $0.contains("Page One") && $0.contains("quit")
      }
      try await tour.sendKeys("End")
      let last = try await tour.waitForScreen("the last page") {
        $0.contains("Page Five") && $0.contains("Start")
      }
      let escaped = try await tour.captureWithEscapes()
      if terminal == "vt100" {
        // No Unicode: ASCII dots and arrows; the Start box in the VT100's line-drawing set
        // (shift out, `lqqk`), not Unicode.
        #expect(last.contains("<- -> page") && !last.contains("●"), "\(last)")
        #expect(escaped.contains("\u{0E}lqqqqqqqqqk"), "\(escaped)")
      } else {
        #expect(last.contains("╭─────────╮") && last.contains("●"), "\(last)")
      }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit() == 1)
      let screen = try await tour.waitForScreen("the exit status") {
        $0.contains("tour-e2e: exit status 1")
      }
      #expect(screen[row: 0] == "tour-e2e: exit status 1", "\(screen)")
      #expect(screen.rows.dropFirst().allSatisfy { $0.allSatisfy { $0 == " " } }, "\(screen)")
      let cursor = try await tour.cursorPosition()
      #expect(cursor.x == 0 && cursor.y == 1, "the shell's next line: \(cursor)")
    }
  }
}
