import Foundation
import Testing

/// `--answers`, `--answer`, `--recall` and `--accessible` through the real binary, without a
/// terminal: presets and defaults printed (or the required keys named), a whole tour answered
/// from a pipe, the shell format read back by `eval` in a POSIX shell, the gate's recall.
@Suite("Answers out, without a terminal")
struct AnswersProcessTests {
  static let tour = """
    # Setup

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->
    - (x) Match the terminal <!-- value: auto -->

    <!-- ask: features -->
    - [x] Sync <!-- value: sync -->
    - [ ] Dark mode <!-- value: dark mode -->

    <!-- ask: telemetry -->
    - [ ] Send statistics
    ---
    <!-- when: theme = dark -->
    # Dark

    At night.
    ---
    # Name

    <!-- ask: name; text -->
    """

  static let required = """
    # Terms

    <!-- ask: protocol; required -->
    - ( ) HTTPS <!-- value: https -->
    - ( ) SSH <!-- value: ssh -->

    <!-- ask: name; text -->

    <!-- ask: consent; required -->
    - [ ] I accept
    """

  /// Text no shell may reinterpret: quotes, `$`, backticks, a backslash, a line break,
  /// non-ASCII, a trailing space.
  static let hostile = "it's \"$HOME\" `id` $(echo no) \\n \\\n日本 👍🏽 ; x "

  /// `setsid -w`, which runs a command with no controlling terminal at all (no /dev/tty).
  static let setsid = Command.which("setsid")
  /// A POSIX shell: dash where installed (Debian's /bin/sh), else /bin/sh.
  static let posixShell = Command.which("dash") ?? "/bin/sh"

  let scratch: ScratchDirectory
  let binary: String
  let file: String

  init() throws {
    scratch = try ScratchDirectory(prefix: "answers")
    binary = try TourBinary.path()
    file = try scratch.write(Self.tour, to: "setup.md")
  }

  var environment: [String: String] {
    ["XDG_STATE_HOME": scratch.path("state"), "HOME": scratch.path("home"), "LANG": "C.UTF-8"]
  }

  /// Runs tour with `arguments` in a session of its own: no terminal to ask on.
  func runWithoutTerminal(_ arguments: [String], environment extra: [String: String] = [:])
    async throws -> CommandResult
  {
    try await Command.run(
      try #require(Self.setsid), ["-w", binary] + arguments,
      environment: environment.merging(extra) { $1 })
  }

  /// Runs `script` in the POSIX shell with `$1` the binary and the `arguments` after it.
  func shell(_ script: String, _ arguments: [String]) async throws -> CommandResult {
    try await Command.run(
      Self.posixShell, ["-c", script, "sh", binary] + arguments, environment: environment)
  }

  @Test(.enabled(if: AnswersProcessTests.setsid != nil))
  func withoutATerminalThePresetsAndDefaultsArePrinted() async throws {
    let defaults = try await runWithoutTerminal(["--answers", "json", file])
    #expect(defaults.status == 0)
    #expect(defaults.standardError.isEmpty)
    #expect(
      defaults.standardOutput
        == #"{"theme":"auto","features":["sync"],"telemetry":false,"name":""}"# + "\n")
    let presets = try await runWithoutTerminal([
      "--answers", "sh", "--answer", "theme=dark", "--answer", "features=sync,dark mode",
      "--answer", "telemetry=yes", "--answer", "name=Ada", file,
    ])
    #expect(presets.status == 0)
    #expect(
      presets.standardOutput == """
        TOUR_THEME='dark'
        TOUR_FEATURES='sync dark mode'
        TOUR_TELEMETRY='true'
        TOUR_NAME='Ada'

        """)
  }

  @Test(.enabled(if: AnswersProcessTests.setsid != nil))
  func withoutATerminalEveryRequiredKeyLeftUnansweredIsNamed() async throws {
    let file = try scratch.write(Self.required, to: "terms.md")
    let none = try await runWithoutTerminal(["--answers", "json", file])
    #expect(none.status == 2)
    #expect(none.standardOutput.isEmpty)
    #expect(
      none.standardError
        == "tour: no terminal to ask on (not even /dev/tty), and required questions have no "
        + "answer: protocol, consent (give them with --answer KEY=VALUE or --answers-from FILE)\n")
    let one = try await runWithoutTerminal(["--answers", "json", "--answer", "consent=y", file])
    #expect(one.status == 2)
    #expect(one.standardError.contains("a required question has no answer: protocol (give it"))
    let all = try await runWithoutTerminal([
      "--answers", "json", "--answer", "consent=y", "--answer", "protocol=ssh", file,
    ])
    #expect(all.status == 0)
    #expect(all.standardOutput == #"{"protocol":"ssh","name":"","consent":true}"# + "\n")
    // TOUR_DISABLE=1: nothing shown either, the same rule.
    let disabled = try await runWithoutTerminal(
      ["--answers", "json", file], environment: ["TOUR_DISABLE": "1"])
    #expect(disabled.status == 2 && disabled.standardError.contains("TOUR_DISABLE=1 asks nothing"))
  }

  @Test func aBadPresetIsOneLineSayingWhatIsAccepted() async throws {
    let cases: [(String, String)] = [
      ("theme=blue", "tour: --answer theme=blue: 'blue' is not one of 'dark', 'light', 'auto'\n"),
      (
        "colour=blue",
        "tour: --answer colour=blue: the tour asks no question 'colour' (it asks theme, "
          + "features, telemetry, name)\n"
      ),
      ("telemetry=maybe", "tour: --answer telemetry=maybe: 'maybe' is not yes or no\n"),
      (
        "features=sync,\u{1B}x",
        "tour: --answer features=sync,\\x1bx: '\\x1bx' is not one of 'sync', 'dark mode'\n"
      ),
    ]
    for (preset, message) in cases {
      let result = try await Command.run(
        binary, ["--answers", "json", "--answer", preset, file], environment: environment)
      #expect(result.status == 2, "\(preset)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError == message)
    }
  }

  @Test func helpListsTheOptionsWithin80Columns() async throws {
    let help = try await Command.run(binary, ["--help-all"])
    #expect(help.status == 0)
    for option in [
      "--answers json|sh", "--answer KEY=VALUE", "--recall", "--accessible", "TOUR_ACCESSIBLE",
      "ACCESSIBLE", "TOUR_DISABLE",
    ] {
      #expect(help.standardOutput.contains(option), "--help-all lacks \(option)")
    }
    for line in help.standardOutput.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
    // The example as it is typed: `\n` escapes for printf, not line breaks.
    #expect(
      help.standardOutput.contains(
        #"  printf '\n2\n\n' | tour --accessible --answers json setup.md"# + "\n"))
  }

  @Test func usageMistakesAreRefused() async throws {
    let cases: [([String], String)] = [
      (["--answers", "yaml", file], "--answers takes json or sh, got 'yaml'"),
      (["--answer", "theme", file], "--answer takes KEY=VALUE like theme=dark, got 'theme'"),
      (["--answers", "json", "--check", file], "--answers goes with showing a tour"),
      (["--answers", "json", "--render", "1", file], "--answers goes with showing a tour"),
      (["--answers", "json", "--plain", file], "use --accessible --answers json"),
      (["--accessible", "--plain", file], "choose one"),
      (["--recall", "--answers", "json"], "it needs --app ID and --answers"),
      (["--app", "x", "--recall"], "it needs --app ID and --answers"),
      (["--app", "x", "--recall", "--answers", "sh", file], "takes only --app ID"),
      (["--app", "x", "--reset", "--answers", "sh"], "--reset alone shows no tour"),
    ]
    for (arguments, message) in cases {
      let result = try await Command.run(binary, arguments, environment: environment)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
      #expect(
        result.standardError.hasPrefix("tour: ") && result.standardError.contains(message),
        "\(arguments): \(result.standardError)")
    }
  }

  @Test(.enabled(if: AnswersProcessTests.setsid != nil))
  func theShellFormatGivesBackExactlyTheValueInAPOSIXShell() async throws {
    // A preset is taken as typed: its line break is a space, as in a text field.
    let typed = String(Self.hostile.map { $0 == "\n" ? " " : $0 })
    let result = try await shell(
      """
      answers=$(setsid -w "$1" --answers sh --answer "name=$2" --answer "features=dark mode" \
        "$3" < /dev/null) || exit 9
      eval "$answers"
      printf '%s|%s|%s' "$TOUR_NAME" "$TOUR_FEATURES" "$TOUR_THEME"
      """, [Self.hostile, file])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == typed + "|dark mode|auto")
    let json = try await runWithoutTerminal([
      "--answers", "json", "--answer", "name=" + Self.hostile, file,
    ])
    let object = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
    #expect(object?["name"] as? String == typed)
  }

  @Test func aScriptAnswersAWholeTourLineByLine() async throws {
    // Dark; features 2 and 1; telemetry yes; on; on (the dark page); a name; finish.
    let typed = "it's \"$HOME\" `id` 日本 ; x"
    let result = try await shell(
      #"printf '1\n2 1\ny\n\n\n%s\n\n' "$2" | "$1" --accessible --answers json "$3""#,
      [typed, file])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    #expect(object?["theme"] as? String == "dark")
    #expect(object?["features"] as? [String] == ["sync", "dark mode"])
    #expect(object?["telemetry"] as? Bool == true)
    #expect(object?["name"] as? String == typed)
    // The lines went to standard error, no escape code among them.
    #expect(result.standardError.contains("Page 2 of 3 — Enter: next, b: back, q: quit \n"))
    #expect(!result.standardError.contains("\u{1B}"))
    // And through eval: exactly the text typed.
    let evaluated = try await shell(
      #"answers=$(printf '\n\n\n\n%s\n\n' "$2" | "$1" --accessible --answers sh "$3") || exit 9"#
        + "\n" + #"eval "$answers"; printf '%s' "$TOUR_NAME""#, [typed, file])
    #expect(evaluated.status == 0 && evaluated.standardOutput == typed)
  }

  @Test func theEndOfInputIsQuitAndPrintsNothing() async throws {
    let result = try await shell(#"printf '1\n' | "$1" --accessible --answers json "$2""#, [file])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasSuffix("(one or more numbers, 0 for none) [1]: \n"))
  }

  /// What a screen reader reads, on a pipe as on a terminal: no box drawing, no line of
  /// symbols; a table as `Header: value` lines, a quote marked `> `.
  @Test func accessiblePagesHaveNoBoxDrawing() async throws {
    let file = try scratch.write(
      "# Keys\n\n| Key | Action |\n|---|---|\n| q | quit |\n\n> a quote\n", to: "keys.md")
    let result = try await shell(#"echo | "$1" --accessible "$2" | cat"#, [file])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "Keys\n\nKey: q\nAction: quit\n\n> a quote\n\nPage 1 of 1 — Enter: start, q: quit \n")
  }

  /// `TOUR_ACCESSIBLE=1` and `ACCESSIBLE` act as `--accessible` does, as a launch gate without
  /// a terminal too (which shows nothing otherwise): the tour is asked line by line from the
  /// pipe, on standard error, and its answers printed.
  @Test(
    .enabled(if: AnswersProcessTests.setsid != nil), arguments: ["TOUR_ACCESSIBLE", "ACCESSIBLE"])
  func theEnvironmentActsAsAccessible(variable: String) async throws {
    let input = #"printf '2\n0\nn\n\nGrace\n\n' | "#
    let gate = ["--app-version", "1.0", "--answers", "json", file]
    let flag = try await shell(
      input + #"setsid -w "$@""#, ["--app", "flag", "--accessible"] + gate)
    let variable = try await shell(
      input + #"\#(variable)=1 setsid -w "$@""#, ["--app", "variable"] + gate)
    #expect(flag.status == 0, "\(flag.standardError)")
    #expect(
      flag.standardOutput
        == #"{"theme":"light","features":[],"telemetry":false,"name":"Grace"}"# + "\n")
    #expect(flag.standardError.contains("Theme (required)\n1) Dark\n"))
    #expect(variable.status == flag.status)
    #expect(variable.standardOutput == flag.standardOutput)
    #expect(variable.standardError == flag.standardError)
  }

  /// Leaving (q, or the end of input) while a required question is unanswered is not a tour
  /// seen: the next run asks again. Once they are answered, q is remembered as ever.
  @Test(.enabled(if: AnswersProcessTests.setsid != nil))
  func leavingARequiredQuestionUnansweredIsAskedAgain() async throws {
    let file = try scratch.write(Self.required, to: "terms.md")
    let run = #"printf "$2" | setsid -w "$1" --app terms --app-version 1.0 --accessible "$3""#
    for _ in 1...2 {
      let left = try await shell(run, ["", file])
      #expect(left.status == 1, "\(left.standardError)")
      #expect(left.standardOutput.hasPrefix("Terms\n"), "\(left.standardOutput)")
    }
    let answered = try await shell(run, [#"1\n\ny\nq\n"#, file])
    #expect(answered.status == 1, "\(answered.standardError)")
    #expect(answered.standardOutput.hasSuffix("Page 1 of 1 — Enter: start, q: quit \n"))
    let seen = try await shell(run, ["", file])
    #expect(seen.status == 0 && seen.standardOutput.isEmpty, "\(seen.standardOutput)")
  }

  @Test(.enabled(if: AnswersProcessTests.setsid != nil))
  func theGateRemembersAndRecalls() async throws {
    let gate = ["--app", "notes", "--app-version", "1.0"]
    let empty = try await runWithoutTerminal(
      Array(gate.prefix(2)) + ["--recall", "--answers", "json"])
    #expect(empty.status == 0 && empty.standardOutput == "{}\n")
    let emptySh = try await runWithoutTerminal(
      Array(gate.prefix(2)) + ["--recall", "--answers", "sh"])
    #expect(emptySh.status == 0 && emptySh.standardOutput.isEmpty)
    // Without a terminal the gate shows nothing and remembers nothing, but prints the answers.
    let unshown = try await runWithoutTerminal(gate + ["--answers", "json", file])
    #expect(unshown.status == 0 && unshown.standardOutput.contains(#""theme":"auto""#))
    let stillEmpty = try await runWithoutTerminal([
      "--app", "notes", "--recall", "--answers", "json",
    ])
    #expect(stillEmpty.standardOutput == "{}\n")
    // Answered line by line from a pipe, in its own session: remembered.
    let answered = try await shell(
      #"printf '2\n0\nn\n\nGrace\n\n' | setsid -w "$@""#,
      gate + ["--accessible", "--answers", "json", file])
    #expect(answered.status == 0, "\(answered.standardError)")
    let expected = #"{"theme":"light","features":[],"telemetry":false,"name":"Grace"}"# + "\n"
    #expect(answered.standardOutput == expected)
    let recalled = try await runWithoutTerminal(["--app", "notes", "--recall", "--answers", "json"])
    #expect(recalled.status == 0 && recalled.standardOutput == expected)
    let recalledSh = try await runWithoutTerminal(["--app", "notes", "--recall", "--answers", "sh"])
    #expect(
      recalledSh.standardOutput
        == "TOUR_THEME='light'\nTOUR_FEATURES=''\nTOUR_TELEMETRY='false'\nTOUR_NAME='Grace'\n")
    // Not needed any more: the wrapper still gets the answers, with a preset over them.
    let notNeeded = try await runWithoutTerminal(
      gate + ["--answers", "json", "--answer", "telemetry=yes", file])
    #expect(notNeeded.status == 0)
    #expect(
      notNeeded.standardOutput
        == #"{"theme":"light","features":[],"telemetry":true,"name":"Grace"}"# + "\n")
  }
}
