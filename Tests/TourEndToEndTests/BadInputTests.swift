import Foundation
import Testing

/// Bad files and bad usage: exit status 2 and a one-line `tour: …` message on standard error,
/// written before the screen is touched. Run without tmux, standard input from /dev/null.
@Suite("Bad input")
struct BadInputTests {
  /// Runs the tour binary with `arguments`, no terminal, a plain environment.
  static func runTour(_ arguments: [String]) async throws -> CommandResult {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "TOUR_REDUCE_MOTION"] {
      environment.removeValue(forKey: name)
    }
    return try await Command.run(try TourBinary.path(), arguments, environment: environment)
  }

  /// The kinds of unusable tour file, and how to make one in `scratch`.
  enum BadFile: String, CaseIterable, CustomTestStringConvertible {
    case missing, directory, empty, blank

    var testDescription: String { rawValue }

    func make(in scratch: ScratchDirectory) throws -> String {
      switch self {
      case .missing: return scratch.path("no-such-tour.md")
      case .directory: return scratch.url.path
      case .empty: return try scratch.write("", to: "empty.md")
      case .blank: return try scratch.write("\n   \n\n", to: "blank.md")
      }
    }
  }

  @Test(
    "an unusable tour file exits 2 with `tour: PATH: …` and writes nothing to stdout",
    arguments: BadFile.allCases)
  func badFile(_ kind: BadFile) async throws {
    let scratch = try ScratchDirectory(prefix: "bad-\(kind.rawValue)")
    let path = try kind.make(in: scratch)
    let result = try await BadInputTests.runTour(["--no-animation", path])
    #expect(result.status == 2, "stderr: \(result.standardError)")
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines.last == "", "one line expected: \(result.standardError)")
    #expect(result.standardError.hasPrefix("tour: \(path):"), "\(result.standardError)")
    #expect(result.stdout.isEmpty, "stdout: \(result.standardOutput.debugDescription)")
    #expect(!result.stdout.contains(0x1B) && !result.stderr.contains(0x1B), "escape bytes written")
  }

  @Test(
    "the reason names the problem",
    arguments: [
      (BadFile.missing, "no such file or directory"), (BadFile.directory, "is a directory"),
    ])
  func reasons(_ kind: BadFile, reason: String) async throws {
    let scratch = try ScratchDirectory(prefix: "reason-\(kind.rawValue)")
    let path = try kind.make(in: scratch)
    let result = try await BadInputTests.runTour([path])
    #expect(result.standardError == "tour: \(path): \(reason)\n")
  }

  @Test("invalid UTF-8 is reported as `tour: FILE:LINE:COL: …`")
  func invalidUTF8() async throws {
    let scratch = try ScratchDirectory(prefix: "bad-utf8")
    let path = try scratch.write(
      bytes: Array("# Title\n\nok ".utf8) + [0xFF, 0x0A], to: "latin1.md")
    let result = try await BadInputTests.runTour([path])
    #expect(result.status == 2)
    let message = result.standardError
    #expect(message.hasPrefix("tour: \(path):3:"), "\(message)")
    #expect(
      message.range(of: #"^tour: .+:\d+:\d+: .+\n$"#, options: .regularExpression) != nil,
      "\(message)")
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "bad usage exits 2 with a one-line message",
    arguments: [["--no-such-option"], ["a.md", "b.md", "--bogus"]])
  func badUsage(_ arguments: [String]) async throws {
    let result = try await BadInputTests.runTour(arguments)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("tour: "), "\(result.standardError)")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)")
    #expect(result.stdout.isEmpty)
  }

  @Test("in a terminal, a missing file is reported on the normal screen: no full-screen mode")
  func missingFileInTerminal() async throws {
    let scratch = try ScratchDirectory(prefix: "missing-tty")
    let path = scratch.path("absent.md")
    try await TmuxSession.withTour([path], waitUntilReady: false) { tour in
      #expect(try await tour.waitForExit() == 2)
      let screen = try await tour.waitForScreen("the error under the shell's output") {
        $0.contains("tour: \(path): no such file or directory")
      }
      let marker = try #require(screen.row(containing: TmuxSession.marker))
      #expect(screen.row(containing: "tour: \(path):") == marker + 1, "\(screen)")
      let flags = try await tour.terminalFlags()
      #expect(!flags.alternateScreen && flags.cursorVisible && !flags.mouseReporting, "\(flags)")
    }
  }
}
