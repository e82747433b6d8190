import Foundation
import Testing

/// Standard output that cannot be written is an error: exit 74, one line on stderr, and the
/// launch gate remembers nothing. (Before the fix `tour --plain F > /dev/full` exited 0, and
/// with `--app` the version was recorded as finished.)
@Suite("Output errors")
struct OutputErrorTests {
  static let tour = "# One\n\nThe first page.\n\n---\n\n# Two\n\nThe second page.\n"

  @Test(
    "plain text, --render, --check and --help into a full disk exit 74",
    arguments: [
      ["--plain", "FILE"], ["FILE"], ["--render", "1", "FILE"], ["--check", "FILE"], ["--help"],
      ["--help-all"],
    ])
  func fullDisk(arguments: [String]) async throws {
    let scratch = try ScratchDirectory(prefix: "full")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let result = try await Command.run(
      try TourBinary.path(), arguments.map { $0 == "FILE" ? file : $0 },
      environment: ["TERM": "dumb", "LANG": "C.UTF-8", "HOME": scratch.path("home")],
      standardOutput: "/dev/full")
    #expect(result.status == 74, "\(result.standardError)")
    // One wording for every way out, an error and not a warning.
    #expect(
      result.standardError == "tour: cannot write to standard output: no space left on device\n",
      "\(result.standardError)")
  }

  @Test("with --app, a tour that could not be printed is not remembered")
  func nothingRemembered() async throws {
    let scratch = try ScratchDirectory(prefix: "full-app")
    let file = try scratch.write(Self.tour, to: "tour.md")
    let environment = [
      "TERM": "dumb", "LANG": "C.UTF-8", "HOME": scratch.path("home"),
      "XDG_STATE_HOME": scratch.path("state"),
    ]
    let arguments = ["--plain", "--app", "x", "--app-version", "1.0", file]
    let failed = try await Command.run(
      try TourBinary.path(), arguments, environment: environment, standardOutput: "/dev/full")
    #expect(failed.status == 74, "\(failed.standardError)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/tour/x.json")))
    // The same run with somewhere to write shows the tour and remembers it.
    let shown = try await Command.run(try TourBinary.path(), arguments, environment: environment)
    #expect(shown.status == 0 && shown.standardOutput.contains("The second page."))
    #expect(FileManager.default.fileExists(atPath: scratch.path("state/tour/x.json")))
  }
}
