import Foundation
import Testing

/// The launch gate and plain-text mode through the real binary, without a terminal.
@Suite("Launch gate and plain text, through the binary")
struct LaunchGateProcessTests {
  static let tour = """
    # Welcome

    Hello.

    ---
    <!-- since: 2.0 -->
    # New in 2.0

    Shiny.
    """

  /// An environment with its own state folder, and no terminal.
  func environment(_ scratch: ScratchDirectory) -> [String: String] {
    [
      "XDG_STATE_HOME": scratch.path("state"), "HOME": scratch.path("home"), "LANG": "C.UTF-8",
      "TERM": "dumb",
    ]
  }

  @Test func fiftyLaunchesRecordingAtOnceKeepEveryRecord() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "gate-load")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let environment = environment(scratch)
    let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
      for index in 0..<50 {
        group.addTask {
          try await Command.run(
            // --force: every launch shows and records, whatever the others recorded first.
            binary, ["--plain", "--force", "--app", "load", "--app-version", "1.0.\(index)", file],
            environment: environment, timeout: .seconds(60)
          ).status
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses.count == 50 && statuses.allSatisfy { $0 == 0 })
    let data = try Data(contentsOf: URL(fileURLWithPath: scratch.path("state/tour/load.json")))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entries = try #require(json["entries"] as? [[String: Any]])
    let versions = Set(entries.compactMap { $0["version"] as? String })
    #expect(entries.count == 50)
    #expect(versions == Set((0..<50).map { "1.0.\($0)" }))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state/tour"))
    #expect(leftovers.sorted() == ["load.json", "load.lock"])
  }

  @Test func gateShowsOnceThenNothingThenWhatsNew() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "gate-flow")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let environment = environment(scratch)
    func run(_ arguments: [String]) async throws -> CommandResult {
      try await Command.run(binary, arguments + [file], environment: environment)
    }
    // No terminal: nothing printed (a wrapper's output stays its own), nothing remembered.
    let unremembered = try await run(["--app", "flow", "--app-version", "1.0"])
    #expect(unremembered.status == 0)
    #expect(unremembered.standardOutput.isEmpty && unremembered.standardError.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/flow.json")))
    // Without the gate, the same run prints the pages.
    let ungated = try await run([])
    #expect(ungated.status == 0 && ungated.standardOutput.contains("Welcome\n"))
    // --plain remembers.
    let first = try await run(["--plain", "--app", "flow", "--app-version", "1.0"])
    #expect(first.status == 0 && first.standardOutput.contains("Welcome"))
    let again = try await run(["--plain", "--app", "flow", "--app-version", "1.0"])
    #expect(again.status == 0 && again.standardOutput.isEmpty && again.standardError.isEmpty)
    let upgrade = try await run(["--plain", "--app", "flow", "--app-version", "2.0"])
    #expect(upgrade.standardOutput == "New in 2.0\n==========\n\nShiny.\n")
    let downgrade = try await run(["--plain", "--app", "flow", "--app-version", "1.5"])
    #expect(downgrade.status == 0 && downgrade.standardOutput.isEmpty)
    let forced = try await run(["--plain", "--app", "flow", "--app-version", "2.0", "--force"])
    #expect(forced.standardOutput.contains("Welcome"))
    // The highest version remembered counts, not the last: a forced older run changes nothing.
    let older = try await run(["--plain", "--app", "flow", "--app-version", "1.0", "--force"])
    #expect(older.standardOutput.contains("Welcome"))
    let stillSeen = try await run(["--plain", "--app", "flow", "--app-version", "2.0"])
    #expect(stillSeen.status == 0 && stillSeen.standardOutput.isEmpty)
    let reset = try await Command.run(
      binary, ["--app", "flow", "--reset"], environment: environment)
    #expect(reset.status == 0)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/flow.json")))
  }

  @Test func resetWithAMissingTourFileChangesNothing() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "gate-reset")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let record = scratch.path("state/tour/z.json")
    let seen = try await Command.run(
      binary, ["--plain", "--app", "z", "--app-version", "1.0", file],
      environment: environment(scratch))
    #expect(seen.status == 0 && FileManager.default.fileExists(atPath: record))
    let missing = try await Command.run(
      binary, ["--app", "z", "--app-version", "1.0", "--reset", scratch.path("missing.md")],
      environment: environment(scratch))
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("missing.md"))
    #expect(FileManager.default.fileExists(atPath: record))
  }

  /// Shown, the tour would be shown at every launch: nothing is, with one warning.
  @Test func readOnlyStateFolderShowsNothingWithOneWarning() async throws {
    let scratch = try ScratchDirectory(prefix: "gate-readonly")
    let file = try scratch.write(Self.tour, to: "tour.md")
    // Refused even to root: by procfs on Linux, by the read-only root folder on macOS.
    let result = try await Command.run(
      try TourBinary.path(), ["--plain", "--app", "ro", "--app-version", "1.0", file],
      environment: ["XDG_STATE_HOME": "/proc/tour-readonly", "TERM": "dumb", "LANG": "C.UTF-8"])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    let warnings = result.standardError.split(separator: "\n")
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasPrefix("tour: warning: cannot remember this tour, so it is not shown: ")
        == true)
  }

  @Test func versionComesFromTheFileWhenNotGiven() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "gate-file-version")
    let file = try scratch.write("---\nversion: 1.2\n---\n" + Self.tour, to: "tour.md")
    let result = try await Command.run(
      binary, ["--plain", "--app", "fv", file], environment: environment(scratch))
    #expect(result.status == 0 && result.standardOutput.contains("Welcome"))
    let data = try Data(contentsOf: URL(fileURLWithPath: scratch.path("state/tour/fv.json")))
    #expect(String(decoding: data, as: UTF8.self).contains("\"version\":\"1.2\""))
  }

  @Test func translationsAreCheckedAndTakeTheOriginalsVersion() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "translations")
    let file = try scratch.write("---\nversion: 1.2\n---\n# One\n---\n# Two\n", to: "w.md")
    _ = try scratch.write("# 一\n", to: "w.ja.md")
    let check = try await Command.run(binary, ["--check", file], environment: ["TERM": "dumb"])
    #expect(check.status == 2)
    #expect(check.standardOutput.contains("w.ja.md:1:1: error: 1 page, but \(file) has 2"))
    var environment = environment(scratch)
    environment["LANG"] = "ja_JP.UTF-8"
    let shown = try await Command.run(
      binary, ["--plain", "--app", "ja", file], environment: environment)
    #expect(shown.status == 0 && shown.standardOutput.contains("一"))
    let data = try Data(contentsOf: URL(fileURLWithPath: scratch.path("state/tour/ja.json")))
    #expect(String(decoding: data, as: UTF8.self).contains("\"version\":\"1.2\""))
  }

  @Test func whatsNewWithNothingNewSaysSo() async throws {
    let scratch = try ScratchDirectory(prefix: "gate-nothing-new")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--whats-new", "--since", "2.0", "--app-version", "2.1", file],
      environment: environment(scratch))
    #expect(result.status == 0 && result.standardOutput.isEmpty)
    #expect(result.standardError == "tour: no page is new since 2.0 (up to 2.1)\n")
  }

  @Test func corruptRecordWarnsOnceAndStillShows() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "gate-corrupt")
    let file = try scratch.write(Self.tour, to: "tour.md")
    try FileManager.default.createDirectory(
      atPath: scratch.path("state/tour"), withIntermediateDirectories: true)
    _ = try scratch.write("{not json", to: "state/tour/bad.json")
    let result = try await Command.run(
      binary, ["--plain", "--app", "bad", "--app-version", "1.0", file],
      environment: environment(scratch))
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Welcome"))
    let warnings = result.standardError.split(separator: "\n")
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("tour: warning: ") == true)
  }

  @Test func noHomeShowsNothingWithOneWarning() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "gate-nohome")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let result = try await Command.run(
      binary, ["--plain", "--app", "x", "--app-version", "1.0", file], environment: ["TERM": "dumb"]
    )
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "tour: warning: cannot remember this tour, so it is not shown: HOME is not set, "
        + "so there is nowhere to remember tours (TOUR_DISABLE=1 turns tours off)\n")
  }

  @Test(arguments: [
    (
      ["--app", "a/b", "--app-version", "1.0"], "tour: bad app ID 'a/b': it must not contain `/`\n"
    ),
    (["--app", "../x", "--reset"], "tour: bad app ID '../x': it must not contain `/`\n"),
    (
      ["--app", "x", "--app-version", "one"],
      "tour: --app-version takes a version like 1.4 or 2.0.1-beta.1, got 'one'\n"
    ),
    (
      ["--app", "x"],
      "tour: --app needs --app-version V (the app's version now), or a `version:` in the tour file\n"
    ),
    (
      ["--force", "--whats-new", "--since", "1", "--app", "x", "--app-version", "2"],
      "tour: --force and --whats-new exclude each other: choose one\n"
    ),
    (["--check", "--render", "1", "x.md"], "tour: --check and --render exclude each other\n"),
    (["-"], "tour: a tour cannot come from standard input (the keys do): name a file\n"),
    (["--frobnicate"], "tour: unknown option '--frobnicate' (try 'tour --help')\n"),
    (["--\u{1B}]0;x\u{07}"], "tour: unknown option '--\\x1b]0;x\\x07' (try 'tour --help')\n"),
    (
      ["--app", "x", "--version", "1.0"],
      "tour: --version prints tour's own version; the app's version is --app-version 1.0 (try 'tour --help')\n"
    ),
    (
      ["--version", "2.0", "x.md"],
      "tour: --version prints tour's own version; the app's version is --app-version 2.0 (try 'tour --help')\n"
    ),
    (
      ["--app", "x", "--version"],
      "tour: --version prints tour's own version; the app's version is --app-version V (try 'tour --help')\n"
    ),
    (["--app-version", "1.0"], "tour: --app-version V goes with --app ID or --whats-new\n"),
    (
      ["--app", "x\u{85}", "--app-version", "1"],
      "tour: bad app ID 'x\\u0085': it must not contain control characters\n"
    ),
    (
      ["--app", "a\nb", "--reset"],
      "tour: bad app ID 'a\\x0ab': it must not contain control characters\n"
    ),
    (
      ["--app-version", "1.0\u{1B}[2J", "--app", "x"],
      "tour: --app-version takes a version like 1.4 or 2.0.1-beta.1, got '1.0\\x1b[2J'\n"
    ),
    (["--plian"], "tour: unknown option '--plian' (did you mean '--plain'? try 'tour --help')\n"),
    // It was accepted and ignored.
    (
      ["--size", "80x24", "x.md"],
      "tour: --size goes with --check or --render; a tour is shown at the terminal's size "
        + "(try 'tour --render 1 --size 80x24 FILE')\n"
    ),
    (
      ["--plain", "--size", "100x30"],
      "tour: --size goes with --check or --render; plain text is as wide as COLUMNS "
        + "(try 'COLUMNS=100 tour --plain')\n"
    ),
  ])
  func badUsageExitsTwoWithOneLine(arguments: [String], message: String) async throws {
    let result = try await Command.run(
      try TourBinary.path(), arguments, environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    #expect(result.standardError == message)
    #expect(result.standardOutput.isEmpty)
  }

  @Test(arguments: ["80x24x", "x80x24", "80xx24", "+80x+24", "80x24\u{1B}", "80X24", "0080x0024"])
  func sizeIsDigitsOnly(size: String) async throws {
    let result = try await Command.run(
      try TourBinary.path(), ["--render", "1", "--size", size], environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "tour: --size takes WIDTHxHEIGHT like 80x24, from 1x1 to 1000x1000, got '"
        + size.replacingOccurrences(of: "\u{1B}", with: "\\x1b") + "'\n")
  }

  @Test func plainOutputHasNoEscapeBytesAndFollowsColumns() async throws {
    let result = try await Command.run(
      try TourBinary.path(), [],
      environment: ["TERM": "xterm-256color", "COLUMNS": "40", "LANG": "C.UTF-8"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains(0x1B))
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first == "Page 1 of 5")
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func helpAndVersion() async throws {
    let binary = try TourBinary.path()
    // --help is one screen (UsageTests); --help-all says everything.
    let help = try await Command.run(binary, ["--help-all"])
    #expect(help.status == 0)
    for topic in ["usage: tour", "exit status", "environment", "NO_COLOR", "--app ID", "mouse"] {
      #expect(help.standardOutput.contains(topic), "--help-all lacks \(topic)")
    }
    let version = try await Command.run(binary, ["--version"])
    #expect(version.status == 0 && version.standardOutput.hasPrefix("tour "))
  }

  @Test func exampleBuildsAndRuns() async throws {
    let binary = try TourBinary.path()
    let example = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(
      "hello-cli"
    ).path
    guard FileManager.default.isExecutableFile(atPath: example) else {
      Issue.record("hello-cli was not built next to tour (make test builds every target)")
      return
    }
    let scratch = try ScratchDirectory(prefix: "hello")
    let environment = ["XDG_STATE_HOME": scratch.path("state"), "TERM": "dumb", "LANG": "C.UTF-8"]
    let first = try await Command.run(example, [], environment: environment)
    #expect(first.status == 0)
    // No terminal: the tour stays out of the host's output, and is still due next time.
    #expect(first.standardOutput == "hello, world (theme: auto)\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/hello-cli.json")))
  }

  @Test func exampleReportsABadTourFileInOneLine() async throws {
    let example = URL(fileURLWithPath: try TourBinary.path()).deletingLastPathComponent()
      .appendingPathComponent("hello-cli").path
    let scratch = try ScratchDirectory(prefix: "hello-bad")
    let file = try scratch.write("---\naccnet: red\n---\n# Hi\n", to: "tour.md")
    let environment = ["XDG_STATE_HOME": scratch.path("state"), "TERM": "dumb"]
    let result = try await Command.run(example, [file], environment: environment)
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "hello-cli: \(file):2:1: unknown front matter key `accnet` (did you mean `accent`?)\n")
    #expect(result.standardOutput.isEmpty)
    let missing = try await Command.run(
      example, [scratch.path("none.md")], environment: environment)
    #expect(missing.status == 2)
    #expect(
      missing.standardError == "hello-cli: \(scratch.path("none.md")): no such file or directory\n")
  }

  @Test func exampleShowsItsTourOnceInATerminal() async throws {
    let example = URL(fileURLWithPath: try TourBinary.path()).deletingLastPathComponent()
      .appendingPathComponent("hello-cli").path
    let scratch = try ScratchDirectory(prefix: "hello-tty")
    let environment = [
      "XDG_STATE_HOME": scratch.path("state"), "XDG_CONFIG_HOME": scratch.path("config"),
    ]
    try await TmuxSession.withTour(environment: environment, executable: example) { tour in
      try await tour.waitForScreen("the example's first page") { $0.contains("Hello!") }
      try await tour.sendKeys("Enter")
      // Its setup page, left as it is: Right passes it by.
      try await tour.waitForScreen("its setup page") { $0.contains("A config folder exists") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("its last page") { $0.contains("Pick a theme") }
      // ↑ ↑ from the default (Match the terminal) to Dark; Enter chooses it and finishes.
      try await tour.sendKeys("Up", "Up", "Enter")
      #expect(try await tour.waitForExit() == 0)
      try await tour.waitForScreen("the CLI's own output") {
        $0.contains("hello, world (theme: dark)")
      }
    }
    // Second launch: straight to work, nothing full screen.
    try await TmuxSession.withTour(
      environment: environment, waitUntilReady: false, executable: example
    ) { tour in
      #expect(try await tour.waitForExit() == 0)
      // The theme chosen at the first launch, remembered.
      let screen = try await tour.waitForScreen("the CLI's output") {
        $0.contains("hello, world (theme: dark)")
      }
      #expect(!screen.contains("Hello!"))
    }
  }
}
