import Foundation
import Testing

/// Examples/wrapper/mytool, the recipe for a CLI in any language, run as installed (its two
/// paths pointed at a scratch folder): the real tool runs in every case, with its own exit
/// status and output, except Ctrl-C during the tour; the tour's steps run the commands the
/// recipe gives them.
@Suite("The wrapper recipe (Examples/wrapper)")
struct WrapperTests {
  /// The real tool: says what it got, notes that it ran, exits 42; `mytool init` (the tour's
  /// run step) writes its config and says so instead.
  static let realTool = """
    #!/bin/sh
    if [ "$1" = init ]; then
      config="${XDG_CONFIG_HOME:-$HOME/.config}/mytool"
      mkdir -p "$config" && echo 'theme = "auto"' > "$config/config.toml" || exit 1
      echo "config written"
      exit 0
    fi
    printf 'mytool ran with %s arguments:' "$#"
    for argument; do printf ' [%s]' "$argument"; done
    echo
    echo ran > "$(dirname "$0")/ran"
    exit 42
    """
  static let line = "mytool ran with 2 arguments: [a] [b c]"
  static let output = line + "\n"

  /// The recipe gives its steps commands, so the tour must name them: a `--step` for a key it
  /// lacks would show no tour.
  static let tour = """
    # Welcome to mytool

    One page.

    <!-- step: config; label: mytool is set up -->
    <!-- step: init; label: Set it up (mytool init); run -->
    """

  /// A scratch install: `bin/mytool` (the recipe), `libexec/mytool` (the real tool),
  /// `share/tour.md`, and `tour-bin/tour` (the tour under test) for a PATH that has it.
  struct Install {
    let scratch: ScratchDirectory
    var wrapper: String { scratch.path("bin/mytool") }
    var ran: Bool { FileManager.default.fileExists(atPath: scratch.path("libexec/ran")) }

    init(tour: String = WrapperTests.tour) throws {
      scratch = try ScratchDirectory(prefix: "wrapper")
      let fileManager = FileManager.default
      for folder in ["bin", "libexec", "share", "tour-bin", "state"] {
        try fileManager.createDirectory(
          atPath: scratch.path(folder), withIntermediateDirectories: true)
      }
      let recipe = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/wrapper/mytool")
      let script = try String(contentsOf: recipe, encoding: .utf8)
        .replacingOccurrences(of: "/usr/share/mytool/tour.md", with: scratch.path("share/tour.md"))
        .replacingOccurrences(
          of: "/usr/libexec/mytool/mytool", with: scratch.path("libexec/mytool"))
      _ = try scratch.write(script, to: "bin/mytool")
      _ = try scratch.write(WrapperTests.realTool, to: "libexec/mytool")
      _ = try scratch.write(tour, to: "share/tour.md")
      for file in ["bin/mytool", "libexec/mytool"] {
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path(file))
      }
      try fileManager.createSymbolicLink(
        atPath: scratch.path("tour-bin/tour"), withDestinationPath: try TourBinary.path())
    }

    /// The environment of a user with tour installed (or not), and a state folder of their own.
    func environment(tourInstalled: Bool = true) -> [String: String] {
      [
        "PATH": (tourInstalled ? scratch.path("tour-bin") + ":" : "") + "/usr/bin:/bin",
        "XDG_STATE_HOME": scratch.path("state"), "HOME": scratch.path("home"),
        "XDG_CONFIG_HOME": scratch.path("config"), "LANG": "C.UTF-8",
      ]
    }

    /// The config `mytool init` writes.
    var config: String { scratch.path("config/mytool/config.toml") }

    /// What the store remembers of mytool, as JSON text ("" when nothing).
    var record: String {
      (try? String(contentsOfFile: scratch.path("state/tour/mytool.json"), encoding: .utf8)) ?? ""
    }
  }

  @Test("tour not installed: the tool runs alone, its output and status intact")
  func tourMissing() async throws {
    for folder in ["/usr/bin", "/bin"] {
      try #require(
        !FileManager.default.fileExists(atPath: folder + "/tour"),
        "a tour is installed in \(folder): this test needs a PATH without one")
    }
    let install = try Install()
    let result = try await Command.run(
      install.wrapper, ["a", "b c"],
      environment: install.environment(tourInstalled: false).merging(["TERM": "xterm-256color"]) {
        $1
      })
    #expect(result.status == 42)
    #expect(result.standardOutput == Self.output)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
  }

  @Test("no terminal (mytool | jq): the tool runs, the tour file not even read, nothing kept")
  func noTerminal() async throws {
    // A bad tour file: without a terminal it is never read, so nothing is said.
    let install = try Install(tour: "---\naccnet: red\n---\n# Hi\n")
    var environment = install.environment()
    environment["TERM"] = "xterm-256color"
    let result = try await Command.run(install.wrapper, ["a", "b c"], environment: environment)
    #expect(result.status == 42)
    #expect(result.standardOutput == Self.output)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    #expect(install.record.isEmpty)
  }

  @Test("q: the tour shows, then the tool runs with its status and output")
  func leftWithQ() async throws {
    let install = try Install()
    try await TmuxSession.withTour(
      ["a", "b c"], environment: install.environment(), executable: install.wrapper
    ) { session in
      try await session.waitForScreen("the tour") { $0.contains("Welcome to mytool") }
      try await session.sendKeys("q")
      #expect(try await session.waitForExit() == 42)
      try await session.waitForScreen("the tool's output") { $0.contains(Self.line) }
    }
    #expect(install.ran)
    #expect(install.record.contains("\"outcome\":\"skipped\""), "\(install.record)")
  }

  @Test("finished: the tool runs; the next launch goes straight to it")
  func finished() async throws {
    let install = try Install()
    try await TmuxSession.withTour(
      ["a", "b c"], environment: install.environment(), executable: install.wrapper
    ) { session in
      try await session.waitForScreen("the tour") { $0.contains("Welcome to mytool") }
      // Enter goes from the check to the button, runs it, then finishes.
      try await session.sendKeys("Enter", "Enter")
      try await session.waitForScreen("the run step passed") {
        $0.contains("✓ Set it up (mytool init)")
      }
      try await session.sendKeys("Enter")
      #expect(try await session.waitForExit() == 42)
      try await session.waitForScreen("the tool's output") { $0.contains(Self.line) }
    }
    #expect(install.record.contains("\"outcome\":\"finished\""), "\(install.record)")
    try await TmuxSession.withTour(
      ["a", "b c"], environment: install.environment(), waitUntilReady: false,
      executable: install.wrapper
    ) { session in
      #expect(try await session.waitForExit() == 42)
      let screen = try await session.waitForScreen("the tool's output") {
        $0.contains(Self.line)
      }
      #expect(!screen.contains("Welcome to mytool"))
      #expect(!(try await session.terminalFlags().alternateScreen))
    }
  }

  @Test("the steps: the check fails, the button runs mytool init, then r finds the config")
  func steps() async throws {
    let install = try Install()
    try await TmuxSession.withTour(
      ["a", "b c"], environment: install.environment(), executable: install.wrapper
    ) { session in
      try await session.waitForScreen("the check failed") {
        $0.contains("✗ mytool is set up · exit 1")
      }
      try await session.sendKeys("Down", "Enter")
      let screen = try await session.waitForScreen("the run step passed") {
        $0.contains("✓ Set it up (mytool init)")
      }
      #expect(screen.contains("config written"), "\(screen)")
      #expect(
        (try? String(contentsOfFile: install.config, encoding: .utf8)) == "theme = \"auto\"\n")
      try await session.sendKeys("Up", "r")
      try await session.waitForScreen("the check passed") { $0.contains("✓ mytool is set up") }
      try await session.sendKeys("q")
      #expect(try await session.waitForExit() == 42)
    }
  }

  @Test("Ctrl-C during the tour: 130, and the tool does not run")
  func interrupted() async throws {
    let install = try Install()
    try await TmuxSession.withTour(
      ["a", "b c"], environment: install.environment(), executable: install.wrapper
    ) { session in
      try await session.waitForScreen("the tour") { $0.contains("Welcome to mytool") }
      try await session.sendKeys("C-c")
      #expect(try await session.waitForExit() == 130)
      let screen = try await session.capture()
      #expect(!screen.contains("mytool ran"), "\(screen)")
    }
    #expect(!install.ran)
    #expect(install.record.isEmpty)
  }

  @Test("a bad tour file: one warning, once for the version, and the tool runs every time")
  func badTourFile() async throws {
    let install = try Install(tour: "---\naccnet: red\n---\n# Hi\n")
    let warning =
      "tour: warning: \(install.scratch.path("share/tour.md")):2:1: unknown front matter key "
      + "`accnet` (did you mean `accent`?); showing no tour (said once for version 1.4)"
    for run in 1...2 {
      try await TmuxSession.withTour(
        ["a", "b c"], environment: install.environment(), width: 200, waitUntilReady: false,
        executable: install.wrapper
      ) { session in
        #expect(try await session.waitForExit() == 42)
        let screen = try await session.waitForScreen("the tool's output") {
          $0.contains(Self.line)
        }
        #expect(screen.contains(warning) == (run == 1), "run \(run):\(screen)")
        #expect(!screen.contains("warning") || run == 1, "run \(run):\(screen)")
      }
    }
    #expect(install.record.contains("\"outcome\":\"unreadable\""), "\(install.record)")
  }
}
