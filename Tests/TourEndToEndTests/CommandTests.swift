import Foundation
import Testing

/// `tour --app ID FILE -- COMMAND ARGS…`: COMMAND becomes the process whatever happened to the
/// tour, with its arguments byte for byte, and inherits nothing of tour's.
@Suite("tour … -- COMMAND")
struct CommandTests {
  static let tour = "# Welcome\n\nOne page.\n"

  /// An environment without a terminal, with its own state folder.
  static func environment(_ scratch: ScratchDirectory) -> [String: String] {
    [
      "XDG_STATE_HOME": scratch.path("state"), "XDG_CACHE_HOME": scratch.path("cache"),
      "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
    ]
  }

  @Test("no terminal: COMMAND gets its arguments byte for byte, and its status is tour's")
  func argumentsAndStatusPassThrough() async throws {
    let scratch = try ScratchDirectory(prefix: "command")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let script = try scratch.write(
      "for a; do printf '[%s]' \"$a\" | od -An -c | tr -s ' '; done; exit 7\n", to: "args.sh")
    // The arguments as the shell would pass them, one not UTF-8 (execve takes bytes).
    let result = try await Command.run(
      "/bin/sh",
      [
        "-c",
        "exec \"$0\" --app demo --app-version 1.0 \"$1\" -- sh \"$2\" 'a b' \"$(printf 'x\\377')\" --app",
        try TourBinary.path(), file, script,
      ], environment: Self.environment(scratch))
    #expect(result.status == 7)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    #expect(
      result.standardOutput == " [ a b ]\n [ x 377 ]\n [ - - a p p ]\n", "\(result.standardOutput)")
    // Without a terminal nothing was shown, and nothing remembered.
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/demo.json")))
  }

  @Test("a COMMAND that cannot be run: 127 or 126 and one line, as a shell says it")
  func commandNotRun() async throws {
    let scratch = try ScratchDirectory(prefix: "command-missing")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let binary = try TourBinary.path()
    let missing = try await Command.run(
      binary, ["--app", "demo", file, "--", "no-such-command-here", "x"],
      environment: Self.environment(scratch))
    #expect(missing.status == 127)
    #expect(missing.standardError == "tour: no-such-command-here: command not found\n")
    let notExecutable = try await Command.run(
      binary, ["--app", "demo", file, "--", file], environment: Self.environment(scratch))
    #expect(notExecutable.status == 126)
    #expect(notExecutable.standardError == "tour: \(file): permission denied\n")
  }

  @Test("a folder, or a script whose #! program is missing: 126 and what bash says")
  func commandThatIsAFolderOrLacksItsInterpreter() async throws {
    let scratch = try ScratchDirectory(prefix: "command-interpreter")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let binary = try TourBinary.path()
    let folder = scratch.path("adir")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let isFolder = try await Command.run(
      binary, ["--app", "demo", file, "--", folder], environment: Self.environment(scratch))
    #expect(isFolder.status == 126)
    #expect(isFolder.standardError == "tour: \(folder): is a directory\n")
    let script = try scratch.write("#!/nonexistent -x\necho ran\n", to: "needs-nonexistent")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    let noInterpreter = try await Command.run(
      binary, ["--app", "demo", file, "--", script], environment: Self.environment(scratch))
    #expect(noInterpreter.status == 126)
    #expect(
      noInterpreter.standardError
        == "tour: \(script): /nonexistent: bad interpreter: no such file or directory\n")
    // Found in PATH: the same, not "command not found".
    var environment = Self.environment(scratch)
    environment["PATH"] = scratch.path("") + ":/usr/bin:/bin"
    let inPath = try await Command.run(
      binary, ["--app", "demo", file, "--", "needs-nonexistent"], environment: environment)
    #expect(inPath.status == 126)
    #expect(
      inPath.standardError
        == "tour: needs-nonexistent: /nonexistent: bad interpreter: no such file or directory\n")
  }

  @Test("a mistake on tour's side of -- is one line, and COMMAND still runs")
  func usageMistakesDoNotStopTheCommand() async throws {
    let scratch = try ScratchDirectory(prefix: "command-usage")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let binary = try TourBinary.path()
    let misspelt = try await Command.run(
      binary, ["--ap", "demo", file, "--", "sh", "-c", "echo ran; exit 5"],
      environment: Self.environment(scratch))
    #expect(misspelt.status == 5)
    #expect(misspelt.standardOutput == "ran\n")
    #expect(
      misspelt.standardError
        == "tour: unknown option '--ap' (did you mean '--app'? try 'tour --help'); running the "
        + "command without a tour\n")
    // A `--` before the file still ends the options; the next `--` starts the command.
    let dashed = try await Command.run(
      binary, ["--app", "demo", "--", file, "--", "sh", "-c", "echo dashed"],
      environment: Self.environment(scratch))
    #expect(dashed.status == 0 && dashed.standardOutput == "dashed\n")
    // An option's value is no tour file, so the `--` after it still ends the options.
    let preset = try await Command.run(
      binary, ["--app", "demo", "--answer", "x=1", "--", file, "--", "sh", "-c", "echo preset"],
      environment: Self.environment(scratch))
    #expect(preset.status == 0 && preset.standardOutput == "preset\n", "\(preset.standardError)")
    // Without --app the command has no gate to go through: a usage error, and it still runs.
    let noApp = try await Command.run(
      binary, [file, "--", "sh", "-c", "exit 3"], environment: Self.environment(scratch))
    #expect(noApp.status == 3)
    #expect(noApp.standardError.hasPrefix("tour: -- COMMAND goes after `--app ID"))
    // Nothing after `--`: nothing to run, a plain usage error.
    let empty = try await Command.run(
      binary, ["--app", "demo", file, "--"], environment: Self.environment(scratch))
    #expect(empty.status == 2)
  }

  /// Writes what a process inherits: descriptors, signal mask and dispositions, environment,
  /// tty settings. Linux: /proc. The signals are read by the shell itself, first, with builtins:
  /// a shell blocks every signal while it starts a child and waits for it, so a child reading
  /// them would see that instead. Descriptors are listed before any pipeline, whose pipes the
  /// shell holds while it starts it.
  static let stateScript = """
    out="$1"
    signals=""
    while read -r line; do
      case "$line" in SigBlk* | SigIgn* | SigCgt*) signals="$signals$line
    ";; esac
    done < /proc/$$/status
    ls -l /proc/$$/fd > "$out.fds"
    {
      echo "descriptors:"
      awk 'NR > 1 { print $9, $11 }' "$out.fds" | sed 's|/dev/pts/[0-9]*|/dev/pts/N|'
      printf '%s' "$signals"
      echo "environment:"
      env | grep -v -E '^_=' | sort
      echo "tty:"
      stty -g
    } > "$out.tmp" && mv "$out.tmp" "$out"
    """

  @Test(
    "after a tour with a picture and q, COMMAND inherits what it would without tour",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
  func theCommandInheritsNoTrace() async throws {
    let scratch = try ScratchDirectory(prefix: "command-trace")
    let script = try scratch.write(Self.stateScript, to: "state.sh")
    let file = try scratch.write("# Traced\n\n![A picture](regions.png)\n", to: "tour.md")
    _ = try scratch.write(
      bytes: Array(
        try Data(contentsOf: PictureTests.fixtures.appendingPathComponent("regions.png"))),
      to: "regions.png")
    // One shell runs the script itself, then through tour: both its children, with the same
    // descriptors, signals, environment and terminal to inherit.
    let driver = try scratch.write(
      """
      sh \(Shell.quote(script)) \(Shell.quote(scratch.path("directly")))
      exec \(Shell.quote(try TourBinary.path())) --app trace --app-version 1.0 \(Shell.quote(file)) \
        -- sh \(Shell.quote(script)) \(Shell.quote(scratch.path("through-tour")))
      """, to: "driver.sh")
    try await TmuxSession.withTour(
      [driver], environment: ["XDG_STATE_HOME": scratch.path("state")], executable: "/bin/sh"
    ) { session in
      try await session.waitForScreen("the tour") { $0.contains("Traced") }
      // The picture drawn: its thread ran, its libraries were loaded.
      _ = try await PictureTests.waitForPicture(session, rows: PictureTests.colouredRows)
      try await session.sendKeys("q")
      let status = try await session.waitForExit()
      #expect(status == 0)
    }
    let throughTour = try Self.inherited(scratch.path("through-tour"))
    let directly = try Self.inherited(scratch.path("directly"))
    #expect(throughTour.contains("descriptors:\n0 /dev/pts/N\n1 "))
    #expect(throughTour.contains("SigBlk:\t0000000000000000"))
    #expect(throughTour == directly)
  }

  /// What the state script wrote, with two things no program controls left out: the name of
  /// the file it lists descriptors into, and signals 32 and 33, which glibc takes for itself in every
  /// threaded process before `main` (so what they were is lost in tour as in any program that
  /// runs another).
  static func inherited(_ path: String) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let name = URL(fileURLWithPath: path).lastPathComponent
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      for field in ["SigIgn:\t", "SigCgt:\t"] where line.hasPrefix(field) {
        guard let mask = UInt64(line.dropFirst(field.count), radix: 16) else { return String(line) }
        let glibc: UInt64 = 0b11 << 31
        return field + String(mask & ~glibc, radix: 16)
      }
      return line.replacingOccurrences(of: name + ".fds", with: "OUTPUT")
    }.joined(separator: "\n")
  }

  @Test("TOUR_DISABLE=1 on a terminal: COMMAND at once, nothing on screen, nothing kept")
  func disabled() async throws {
    let scratch = try ScratchDirectory(prefix: "command-disabled")
    let file = try scratch.write(Self.tour, to: "tour.md")
    try await TmuxSession.withTour(
      ["--app", "demo", "--app-version", "1.0", file, "--", "sh", "-c", "echo ran; exit 4"],
      environment: ["XDG_STATE_HOME": scratch.path("state"), "TOUR_DISABLE": "1"],
      waitUntilReady: false, recordOutput: true
    ) { session in
      #expect(try await session.waitForExit() == 4)
      try await session.waitForScreen("the command's output") { $0.contains("ran") }
      #expect(!String(decoding: session.recordedOutput(), as: UTF8.self).contains("\u{1B}[?1049h"))
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/demo.json")))
  }

  /// A CI runner's pseudo-terminal has no one at it: the job runs at once instead of waiting
  /// on a tour; and a yes in any of `--answer`'s words opts out as `1` does.
  @Test(
    "CI=true, or TOUR_DISABLE=true, on a terminal: COMMAND at once, nothing on screen or kept",
    arguments: [["CI": "true"], ["TOUR_DISABLE": "true"], ["CI": "1", "TOUR_DISABLE": "off"]])
  func continuousIntegrationOrAYesOptOut(environment: [String: String]) async throws {
    let scratch = try ScratchDirectory(prefix: "command-ci")
    let file = try scratch.write(Self.tour, to: "tour.md")
    try await TmuxSession.withTour(
      ["--app", "demo", "--app-version", "1.0", file, "--", "sh", "-c", "echo ran; exit 4"],
      environment: ["XDG_STATE_HOME": scratch.path("state")].merging(environment) { $1 },
      waitUntilReady: false, recordOutput: true
    ) { session in
      #expect(try await session.waitForExit() == 4)
      try await session.waitForScreen("the command's output") { $0.contains("ran") }
      #expect(!String(decoding: session.recordedOutput(), as: UTF8.self).contains("\u{1B}[?1049h"))
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/demo.json")))
  }

  @Test("a store that cannot be used: no tour (it would show every time), a warning, COMMAND")
  func brokenStore() async throws {
    let scratch = try ScratchDirectory(prefix: "command-store")
    let file = try scratch.write(Self.tour, to: "tour.md")
    // A file where the state folder should be: nothing can be remembered.
    _ = try scratch.write("not a folder", to: "state")
    try await TmuxSession.withTour(
      ["--app", "demo", "--app-version", "1.0", file, "--", "sh", "-c", "echo ran; exit 6"],
      environment: ["XDG_STATE_HOME": scratch.path("state")], width: 160, waitUntilReady: false
    ) { session in
      #expect(try await session.waitForExit() == 6)
      let screen = try await session.waitForScreen("the command's output") { $0.contains("ran") }
      #expect(
        screen.contains("tour: warning: cannot remember this tour, so it is not shown: "),
        "\(screen)")
      #expect(!screen.contains("Welcome"), "\(screen)")
    }
  }

  @Test("a bad tour file and a store that cannot remember: both said on every run, COMMAND runs")
  func badFileAndBrokenStore() async throws {
    let scratch = try ScratchDirectory(prefix: "command-bad-store")
    let file = try scratch.write("---\naccnet: red\n---\n# Hi\n", to: "tour.md")
    _ = try scratch.write("not a folder", to: "state")
    for run in 1...2 {
      try await TmuxSession.withTour(
        ["--app", "demo", "--app-version", "1.0", file, "--", "sh", "-c", "echo ran; exit 6"],
        environment: ["XDG_STATE_HOME": scratch.path("state")], width: 200, waitUntilReady: false
      ) { session in
        #expect(try await session.waitForExit() == 6)
        let screen = try await session.waitForScreen("the command's output") { $0.contains("ran") }
        #expect(
          screen.contains("tour: warning: cannot remember this tour, so it is not shown: "),
          "run \(run):\(screen)")
        #expect(
          screen.contains(
            "tour.md:2:1: unknown front matter key `accnet` (did you mean `accent`?); showing no tour"
          ), "run \(run):\(screen)")
        #expect(!screen.contains("said once"), "run \(run):\(screen)")
      }
    }
  }

  @Test("--whats-new without --since: the pages new since the version last seen, or why not")
  func whatsNewSinceLastSeen() async throws {
    let scratch = try ScratchDirectory(prefix: "whats-new")
    let file = try scratch.write(
      "# Welcome\n\n---\n<!-- since: 2.0 -->\n# New in 2.0\n", to: "tour.md")
    let binary = try TourBinary.path()
    var environment = Self.environment(scratch)
    environment["TERM"] = "dumb"
    let nothing = try await Command.run(
      binary, ["--app", "demo", "--whats-new", "--app-version", "2.0", "--plain", file],
      environment: environment)
    #expect(nothing.status == 0)
    #expect(nothing.standardOutput.isEmpty)
    #expect(
      nothing.standardError
        == "tour: nothing is remembered for 'demo': no version to show what is new since "
        + "(try --whats-new --since R)\n")
    let seen = try await Command.run(
      binary, ["--app", "demo", "--app-version", "1.0", "--plain", file], environment: environment)
    #expect(seen.status == 0 && seen.standardOutput.contains("Welcome"))
    let record = try String(contentsOfFile: scratch.path("state/tour/demo.json"), encoding: .utf8)
    let preview = try await Command.run(
      binary, ["--app", "demo", "--whats-new", "--app-version", "2.0", "--plain", file],
      environment: environment)
    #expect(preview.status == 0)
    #expect(preview.standardOutput.contains("New in 2.0"))
    #expect(!preview.standardOutput.contains("Welcome"))
    // A preview remembers nothing.
    #expect(
      try String(contentsOfFile: scratch.path("state/tour/demo.json"), encoding: .utf8) == record)
    let noApp = try await Command.run(binary, ["--whats-new", file], environment: environment)
    #expect(noApp.status == 2)
    #expect(noApp.standardError.hasPrefix("tour: --whats-new needs --since R, or --app ID"))
  }
}
