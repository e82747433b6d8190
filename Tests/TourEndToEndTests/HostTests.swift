import Foundation
import Testing

/// A host program embedding the tour (Examples/host-check) behaves after `present` as it did
/// before: same signal dispositions, locale, descriptors, threads and tty flags; and as a job
/// of an interactive shell, Ctrl-Z and `fg` bring back its own screen with echo on.
@Suite("A host after present")
struct HostTests {
  @Test("the host's state is unchanged, and Ctrl-Z then fg return to its screen with echo on")
  func hostIsAsBefore() async throws {
    let hostCheck = try TourBinary.sibling("host-check")
    try await TmuxSession.withTour(
      ["--norc", "--noprofile", "-i"], environment: ["PS1": "host-shell> "], width: 200, height: 40,
      waitUntilReady: false, executable: "/bin/bash", recordOutput: true
    ) { shell in
      try await shell.waitForScreen("the shell's prompt") { $0.contains("host-shell>") }
      try await shell.type(hostCheck)
      try await shell.waitForFlags("the tour on the alternate screen") {
        $0.alternateScreen && $0.mouseReporting
      }
      try await shell.waitForScreen("the tour") { $0.contains("Press q to go back") }
      try await shell.sendKeys("q")
      let screen = try await shell.waitForScreen("the host's report") {
        $0.contains("host state:")
      }
      #expect(screen.contains("result: skipped(atPage: 0)"), "\(screen)")
      #expect(screen.contains("host state: unchanged"), "\(screen)")
      #expect(screen.contains("locale=C "), "\(screen)")

      // The host reads its input, echoed by the tty.
      try await shell.type("hello")
      try await shell.waitForScreen("the host's echo") { $0.contains("read: hello") }

      try await shell.sendKeys("C-z")
      try await shell.waitForScreen("the shell's job report") { $0.contains("Stopped") }
      try await shell.type("fg")
      // Keys that reach the tty before bash has taken the `fg` line in are not echoed: its line
      // editor reads with echo off and leaves them queued. bash names the job it continues once
      // the tty is back in the mode the job reads in.
      try await shell.waitForScreen("bash naming the job it continues") { screen in
        guard let fgRow = screen.rows.lastIndex(where: { $0.contains("host-shell> fg") }) else {
          return false
        }
        return screen.rows[(fgRow + 1)...].contains { $0.contains(hostCheck) }
      }
      try await shell.sendKeys("a", "g", "a", "i", "n")
      try await shell.waitForScreen("typed text echoed") { $0.contains("again") }
      try await shell.sendKeys("Enter")
      let after = try await shell.waitForScreen("the host's echo after fg") {
        $0.contains("read: again")
      }
      // The host has run since fg (it read and echoed the line): whatever the tour's code
      // would have done on the continue is done by now.
      let flags = try await shell.terminalFlags()
      #expect(!flags.alternateScreen && flags.cursorVisible && !flags.mouseReporting, "\(flags)")
      #expect(!after.contains("Press q to go back"), "the tour came back:\(after)")
      let modes = try await shell.recordedModes { $0.areRestored }
      #expect(modes.areRestored, "\(modes)")
      try await shell.sendKeys("C-d")
      try await shell.waitForScreen("the host's end") { $0.contains("host-check: end of input") }
    }
  }
}

extension TmuxSession {
  /// Types `text` literally, then Enter.
  func type(_ text: String) async throws {
    try await sendLiteral(text)
    try await sendKeys("Enter")
  }
}
