import Foundation
import Testing

/// `tour --app ID [--answer KEY=VALUE…] FILE -- COMMAND`: the presets apply to the tour, and
/// COMMAND gets the answers as `TOUR_<KEY>` variables, written as `--answers sh` writes them:
/// the run's, or those remembered when the tour is not shown.
@Suite("tour … -- COMMAND gets the answers")
struct CommandAnswersTests {
  static let tour = """
    # Setup

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->

    <!-- ask: features -->
    - [x] Sync <!-- value: sync -->
    - [ ] Dark mode <!-- value: dark mode -->

    <!-- ask: telemetry -->
    - [ ] Send statistics

    <!-- ask: name; text -->
    ---
    # Done
    """

  /// Prints the four answers in brackets, then exits 3.
  static let command = [
    "sh", "-c",
    #"printf '[%s]' "$TOUR_THEME" "$TOUR_FEATURES" "$TOUR_TELEMETRY" "$TOUR_NAME"; exit 3"#,
  ]

  let scratch: ScratchDirectory
  let binary: String
  let file: String

  init() throws {
    scratch = try ScratchDirectory(prefix: "command-answers")
    binary = try TourBinary.path()
    file = try scratch.write(Self.tour, to: "setup.md")
  }

  /// No terminal, this test's state folder, and a stale variable the answers must replace.
  var environment: [String: String] {
    CommandTests.environment(scratch).merging(["TOUR_THEME": "stale"]) { $1 }
  }

  /// Runs `tour --app demo --app-version 1.0 ARGUMENTS FILE -- COMMAND` without a terminal.
  func runWithoutTerminal(_ arguments: [String]) async throws -> CommandResult {
    try await Command.run(
      binary, ["--app", "demo", "--app-version", "1.0"] + arguments + [file, "--"] + Self.command,
      environment: environment)
  }

  @Test("presets apply to the tour shown, its answers reach COMMAND, then what it remembers")
  func theAnswersReachTheCommand() async throws {
    // Nothing remembered, nothing shown: the defaults and the presets, the stale one replaced.
    let unseen = try await runWithoutTerminal(["--answer", "name=Grace"])
    #expect(unseen.status == 3, "\(unseen.standardError)")
    #expect(unseen.standardOutput == "[][sync][false][Grace]")
    #expect(unseen.standardError.isEmpty)
    // Shown: the preset chose Light, so the required question lets the tour go on.
    try await TmuxSession.withTour(
      [
        "--app", "demo", "--app-version", "1.0", "--answer", "theme=light", "--answer",
        "name=it's me", file, "--",
      ] + Self.command,
      environment: ["XDG_STATE_HOME": scratch.path("state")], width: 100
    ) { session in
      try await session.waitForScreen("the preset") { $0.contains("◉ Light") }
      try await session.sendKeys("Right")
      try await session.waitForScreen("the last page") { $0.contains("Done") }
      try await session.sendKeys("Enter")
      #expect(try await session.waitForExit() == 3)
      try await session.waitForScreen("the command's output") {
        $0.contains("[light][sync][false][it's me]")
      }
    }
    // Not needed any more: what was remembered, a preset over it.
    let remembered = try await runWithoutTerminal([])
    #expect(remembered.standardOutput == "[light][sync][false][it's me]")
    let preset = try await runWithoutTerminal(["--answer", "telemetry=yes"])
    #expect(preset.status == 3)
    #expect(preset.standardOutput == "[light][sync][true][it's me]")
    // TOUR_DISABLE=1 shows nothing and asks nothing, but COMMAND still gets what is known.
    let disabled = try await Command.run(
      binary, ["--app", "demo", "--app-version", "1.0", file, "--"] + Self.command,
      environment: environment.merging(["TOUR_DISABLE": "1"]) { $1 })
    #expect(disabled.standardOutput == "[light][sync][false][it's me]")
  }

  @Test("a remembered answer never sets tour's own settings, and comes cleaned of controls")
  func rememberedAnswersKeepTheUsersSettings() async throws {
    // A record from a tour that asked `disable`, `accessible`, `a-b` and `a_b`, edited to
    // hold control characters.
    let record = #"""
      {"app":"demo","entries":[{"version":"1.0","outcome":"finished","date":"2026-11-29T19:00:00Z",
      "answers":{"theme":"dark","disable":false,"accessible":"0","a-b":"x","a_b":"y",
      "nick":"Ada\u0000Love\u001b]0;owned\u0007\u001b[31mlace\nKing"}}]}
      """#
    try FileManager.default.createDirectory(
      atPath: scratch.path("state/tour"), withIntermediateDirectories: true)
    _ = try scratch.write(record, to: "state/tour/demo.json")
    let command = [
      "sh", "-c",
      #"printf '[%s]' "${TOUR_DISABLE-unset}" "$TOUR_ACCESSIBLE" "$TOUR_A_B" "$TOUR_NICK""#
        + #" "$TOUR_THEME"; printf '%s' "$TOUR_NICK" | od -An -c | tr -d ' \n'"#,
    ]
    let result = try await Command.run(
      binary, ["--app", "demo", "--app-version", "1.0", file, "--"] + command,
      environment: environment.merging(["TOUR_ACCESSIBLE": "1"]) { $1 })
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "[unset][1][x][AdaLove]0;owned[31mlace King][dark]AdaLove]0;owned[31mlaceKing")
    #expect(result.standardError.isEmpty)
    let recalled = try await Command.run(
      binary, ["--app", "demo", "--recall", "--answers", "sh"], environment: environment)
    #expect(
      recalled.standardOutput
        == "TOUR_THEME='dark'\nTOUR_A_B='x'\nTOUR_NICK='AdaLove]0;owned[31mlace King'\n")
  }

  @Test(
    "nothing due: COMMAND's answers come from the launch cache until the tour or record changes")
  func aLaunchThatShowsNothingReadsTheCacheNotTheTour() async throws {
    func remember(_ entries: String) throws {
      try FileManager.default.createDirectory(
        atPath: scratch.path("state/tour"), withIntermediateDirectories: true)
      _ = try scratch.write(#"{"app":"demo","entries":[\#(entries)]}"#, to: "state/tour/demo.json")
    }
    let finished =
      #"{"version":"1.0","outcome":"finished","date":"2026-12-04T00:00:00Z","answers":{"theme":"dark"}}"#
    try remember(finished)
    let cache = scratch.path("cache/tour/demo.launch")
    // The first launch reads the pages that ask, and keeps what it handed on.
    let first = try await runWithoutTerminal([])
    #expect(first.status == 3 && first.standardOutput == "[dark][sync][false][]")
    #expect(first.standardError.isEmpty)
    let kept = try String(contentsOfFile: cache, encoding: .utf8)
    #expect(kept.contains("\0TOUR_THEME=dark\0"))
    #expect(
      try FileManager.default.attributesOfItem(atPath: cache)[.posixPermissions] as? Int == 0o600)
    // The next reads the cache, not the tour: an answer edited into the cache is what COMMAND
    // gets (no tour says "cached").
    _ = try scratch.write(
      kept.replacingOccurrences(of: "TOUR_THEME=dark", with: "TOUR_THEME=cached"),
      to: "cache/tour/demo.launch")
    let fromCache = try await runWithoutTerminal([])
    #expect(fromCache.standardOutput == "[cached][sync][false][]")
    // So does a launch turned off: the same answers, without reading the tour.
    let disabled = try await Command.run(
      binary, ["--app", "demo", "--app-version", "1.0", file, "--"] + Self.command,
      environment: environment.merging(["TOUR_DISABLE": "1"]) { $1 })
    #expect(disabled.standardOutput == "[cached][sync][false][]")
    // A preset is checked against the tour's question, so it reads the tour.
    let preset = try await runWithoutTerminal(["--answer", "telemetry=yes"])
    #expect(preset.standardOutput == "[dark][sync][true][]")
    // The tour file written again (its stamp changes): read again, kept again.
    _ = try scratch.write(Self.tour.replacingOccurrences(of: "Sync", with: "Cloud"), to: "setup.md")
    let edited = try await runWithoutTerminal([])
    #expect(edited.standardOutput == "[dark][sync][false][]")
    #expect(try String(contentsOfFile: cache, encoding: .utf8).contains("\0TOUR_THEME=dark\0"))
    // A record that changed (another run remembered): read again.
    _ = try scratch.write(
      try String(contentsOfFile: cache, encoding: .utf8).replacingOccurrences(
        of: "TOUR_THEME=dark", with: "TOUR_THEME=cached"),
      to: "cache/tour/demo.launch")
    try remember(finished + "," + finished.replacingOccurrences(of: "dark", with: "light"))
    let newRecord = try await runWithoutTerminal([])
    #expect(newRecord.standardOutput == "[light][sync][false][]")
    // A cache that is not one counts as none.
    _ = try scratch.write(
      try String(contentsOfFile: cache, encoding: .utf8).replacingOccurrences(
        of: "TOUR_THEME=", with: "PATH=/tmp:"),
      to: "cache/tour/demo.launch")
    let corrupt = try await runWithoutTerminal([])
    #expect(corrupt.standardOutput == "[light][sync][false][]" && corrupt.standardError.isEmpty)
  }

  @Test("a bad preset: one warning on a terminal, none without; COMMAND runs all the same")
  func aBadPresetDoesNotStopTheCommand() async throws {
    let unshown = try await runWithoutTerminal(["--answer", "theme=blue"])
    #expect(unshown.status == 3)
    #expect(unshown.standardOutput == "[][sync][false][]")
    #expect(unshown.standardError.isEmpty)
    try await TmuxSession.withTour(
      ["--app", "demo", "--app-version", "1.0", "--answer", "theme=blue", file, "--"]
        + Self.command,
      environment: ["XDG_STATE_HOME": scratch.path("state")], width: 120, waitUntilReady: false
    ) { session in
      #expect(try await session.waitForExit() == 3)
      let screen = try await session.waitForScreen("the command's output") {
        $0.contains("[][sync][false][]")
      }
      #expect(
        screen.contains(
          "tour: warning: --answer theme=blue: 'blue' is not one of 'dark', 'light'; showing no "
            + "tour"), "\(screen)")
    }
  }

  @Test("--answers with -- COMMAND: one line, exit 2, COMMAND not run (its output is its own)")
  func answersOutputIsRefused() async throws {
    let result = try await runWithoutTerminal(["--answers", "sh"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "tour: --answers prints on standard output, which is COMMAND's: COMMAND gets the "
        + "answers as TOUR_KEY variables (drop --answers)\n")
  }
}
