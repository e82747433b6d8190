import Foundation
import Testing

/// `--answers` on a terminal: the full screen drawn on /dev/tty while standard output is a
/// pipe, as fzf and gum do, answered with keys; the answers on the pipe, and nothing there
/// when the user leaves early.
@Suite("Answers out, on a terminal", .serialized)
struct AnswersTerminalTests {
  static let tour = """
    # Setup

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - (x) Light <!-- value: light -->

    <!-- ask: telemetry -->
    - [ ] Send statistics
    ---
    # Name

    <!-- ask: name; text -->
    """

  /// A script for the pane: runs `body` with `$TOUR` the binary under test and the pane's
  /// arguments as `"$@"`, in `scratch`.
  static func wrapper(_ body: String, in scratch: ScratchDirectory) throws -> String {
    let path = try scratch.write(
      "#!/bin/sh\nTOUR=\(Shell.quote(try TourBinary.path()))\ncd \(Shell.quote(scratch.url.path))\n"
        + body + "\n", to: "wrapper.sh")
    guard chmod(path, 0o755) == 0 else { throw E2EFailure("cannot make \(path) executable") }
    return path
  }

  static func contents(_ scratch: ScratchDirectory, _ name: String) -> String? {
    try? String(contentsOfFile: scratch.path(name), encoding: .utf8)
  }

  @Test("tour --answers json f.md | cat > out.json: the screen on the terminal, JSON in the file")
  func jsonThroughAPipe() async throws {
    let scratch = try ScratchDirectory(prefix: "answers-pipe")
    let wrapper = try Self.wrapper(
      #"{ "$TOUR" --answers json "$@"; echo $? > tour-status; } | cat > out.json"#, in: scratch)
    try await TmuxSession.withTour(
      ["--no-animation"], file: Self.tour, executable: wrapper
    ) { tour in
      try await tour.waitForScreen("the first page") { $0.contains("Send statistics") }
      // Up from Light to Dark, Enter chooses it and moves on; Space ticks; → the next page.
      try await tour.sendKeys("Up", "Enter", "Space")
      try await tour.waitForScreen("the box ticked") { $0.contains("☑") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the name page") { $0.contains("Name") && !$0.contains("Setup") }
      try await tour.sendLiteral("Ada q")
      try await tour.waitForScreen("the name typed") { $0.contains("Ada q") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      #expect(Self.contents(scratch, "tour-status") == "0\n")
      #expect(
        Self.contents(scratch, "out.json")
          == #"{"theme":"dark","telemetry":true,"name":"Ada q"}"# + "\n")
      // The terminal is the shell's again.
      try await tour.waitForFlags("the main screen") { !$0.alternateScreen && $0.cursorVisible }
    }
  }

  @Test("saved answers piped in (--answers-from -): the tour on the terminal, shown answered")
  func savedAnswersFromAPipe() async throws {
    let scratch = try ScratchDirectory(prefix: "answers-from-pipe")
    let wrapper = try Self.wrapper(
      #"echo '{"theme":"dark","telemetry":true,"name":"Grace"}' | "$TOUR" --answers json "#
        + #"--answers-from - "$@" > out.json; echo $? > tour-status"#, in: scratch)
    try await TmuxSession.withTour(
      ["--no-animation"], file: Self.tour, executable: wrapper
    ) { tour in
      // The keys come from the terminal although standard input was the pipe: the saved
      // answers are on screen (Dark chosen, the box ticked) and the user can go on.
      try await tour.waitForScreen("the first page, answered") {
        $0.contains("Send statistics") && $0.contains("☑")
      }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the saved name") { $0.contains("Grace") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      #expect(Self.contents(scratch, "tour-status") == "0\n")
      #expect(
        Self.contents(scratch, "out.json")
          == #"{"theme":"dark","telemetry":true,"name":"Grace"}"# + "\n")
    }
  }

  @Test("leaving with q prints nothing on the pipe, exit 1")
  func quitPrintsNothing() async throws {
    let scratch = try ScratchDirectory(prefix: "answers-quit")
    let wrapper = try Self.wrapper(
      #"{ "$TOUR" --answers json "$@"; echo $? > tour-status; } | cat > out.json"#, in: scratch)
    try await TmuxSession.withTour(file: Self.tour, executable: wrapper) { tour in
      try await tour.waitForScreen("the first page") { $0.contains("Send statistics") }
      try await tour.sendKeys("Up", "q")
      #expect(try await tour.waitForExit() == 0)
      #expect(Self.contents(scratch, "tour-status") == "1\n")
      #expect(Self.contents(scratch, "out.json") == "")
    }
  }

  @Test("--accessible on a terminal: lines on the screen, typed answers, JSON in the file")
  func accessibleOnATerminal() async throws {
    let scratch = try ScratchDirectory(prefix: "answers-accessible")
    let wrapper = try Self.wrapper(
      #""$TOUR" --accessible --answers json "$@" > out.json; echo $? > tour-status"#, in: scratch)
    try await TmuxSession.withTour(file: Self.tour, waitUntilReady: false, executable: wrapper) {
      tour in
      func answer(_ line: String, after prompt: String) async throws {
        // The prompt on the last row written, waiting (a screen row's trailing blanks trimmed).
        try await tour.waitForScreen("'\(prompt)'") { screen in
          screen.rows.last { !$0.allSatisfy { $0 == " " } }?.hasSuffix(prompt) == true
        }
        try await tour.sendLiteral(line)
        try await tour.sendKeys("Enter")
      }
      try await answer("1", after: "Theme (required) [2]:")
      try await answer("", after: "Send statistics [y/N]:")
      try await answer("", after: "Page 1 of 2 — Enter: next, q: quit")
      try await answer("Ada", after: "Name:")
      try await answer("", after: "Page 2 of 2 — Enter: start, b: back, q: quit")
      #expect(try await tour.waitForExit() == 0)
      #expect(Self.contents(scratch, "tour-status") == "0\n")
      #expect(
        Self.contents(scratch, "out.json")
          == #"{"theme":"dark","telemetry":false,"name":"Ada"}"# + "\n")
      let screen = try await tour.capture()
      // The options one per line under the label, then the prompt line with the answer typed.
      let answered = try #require(screen.row(containing: "Theme (required) [2]: 1"), "\(screen)")
      #expect(
        Array(screen.rows[(answered - 3)..<answered]).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
          == ["Theme (required)", "1) Dark", "2) Light"], "\(screen)")
      #expect(!(try await tour.terminalFlags()).alternateScreen)
    }
  }

  @Test("eval \"$(tour --answers sh f.md)\" in sh gives exactly the text typed")
  func evalOfTheShellFormat() async throws {
    let scratch = try ScratchDirectory(prefix: "answers-eval")
    let wrapper = try Self.wrapper(
      """
      answers=$("$TOUR" --answers sh "$@") || exit $?
      eval "$answers"
      printf '%s' "$TOUR_NAME" > name.txt
      printf '%s' "$TOUR_THEME" > theme.txt
      """, in: scratch)
    // Quotes, $, backticks, a backslash, keys that page or quit elsewhere, CJK and emoji.
    let typed = #"it's "$HOME" `id` $(echo no) \ q h l ? 日本 👍 & x"#
    try await TmuxSession.withTour(["--no-animation"], file: Self.tour, executable: wrapper) {
      tour in
      try await tour.waitForScreen("the first page") { $0.contains("Send statistics") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the name page") { $0.contains("Name") && !$0.contains("Setup") }
      try await tour.sendLiteral(typed)
      try await tour.waitForScreen("the text typed") { $0.contains("日本 👍 & x") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      #expect(Self.contents(scratch, "name.txt") == typed)
      #expect(Self.contents(scratch, "theme.txt") == "light")
    }
  }
}
