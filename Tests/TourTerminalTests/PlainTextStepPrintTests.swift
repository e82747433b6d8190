import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

/// Steps printed as plain text, without a terminal: each page's checks run before it is
/// printed, on `/dev/null`, and say how they came out; run steps are not run; outcomes are
/// answers. The same from a loaded tour and from a file printed page by page.
@Suite("Plain text runs checks")
struct PlainTextStepPrintTests {
  typealias Writes = PlainTextStreamingTests.Writes

  static let text = """
    # Sign in

    <!-- step: signin; label: Signed in to GitHub -->

    <!-- step: folder; label: Create the config folder; run -->
    ---
    # Git

    <!-- step: git; label: Git is configured -->

    <!-- step: login; label: Log in; interactive -->
    """

  static let expected = """
    Page 1 of 2

    Sign in
    =======

      ✓ Signed in to GitHub
        Logged in as ada

      ○ Create the config folder (not run)

    Page 2 of 2

    Git
    ===

      ✗ Git is configured — failed (exit 1)
        user.name is not set

      Log in: not available

    """

  static func options(_ writes: Writes) -> PresentOptions {
    var options = PlainTextStreamingTests.options(writes, columns: 60)
    options.steps = [
      "signin": .shell("gh auth status"), "folder": .shell("mkdir -p ~/.config/x"),
      "git": .program("git", arguments: ["config", "user.name"]),
    ]
    return options
  }

  static func steps() -> FakeSteps {
    FakeSteps([
      "signin": [(.exited(0), ["Logged in as ada"])],
      "git": [(.exited(1), ["user.name is not set"])],
    ])
  }

  /// What both printers must have done with `steps`, and returned in `result`.
  static func expectChecksRan(_ steps: FakeSteps, result: TourResult, options: PresentOptions) {
    let calls = steps.all
    #expect(calls.map(\.run.key) == ["signin", "git"])
    #expect(calls.allSatisfy { $0.run.mode == .check && $0.inputIsNull })
    #expect(calls.allSatisfy { $0.input != options.inputDescriptor })
    // A later check's environment holds an earlier one's outcome.
    #expect(calls[1].run.answers.contains { $0 == (name: "TOUR_SIGNIN", value: "true") })
    #expect(result.ending == .printed)
    #expect(result.answers.flag("signin") == true && result.answers.flag("git") == false)
    #expect(result.answers["folder"] == nil && result.answers["login"] == nil)
  }

  @Test func aFilePrintedPageByPage() throws {
    let path = NSTemporaryDirectory() + "tour-steps-\(getpid()).md"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
    let writes = Writes()
    let options = Self.options(writes)
    defer { close(options.outputDescriptor) }
    let file = try PlainTextFile(TourFile.open(path, language: LanguagePreference(language: nil)))
    let steps = Self.steps()
    let result = file.print(options: options, executor: steps.executor)
    #expect(writes.all.joined() == Self.expected, "\(writes.all.joined())")
    Self.expectChecksRan(steps, result: result, options: options)
  }

  @Test func aLoadedTour() throws {
    let writes = Writes()
    let options = Self.options(writes)
    defer { close(options.outputDescriptor) }
    let steps = Self.steps()
    let result = printPlainText(
      try Tour.parse(Self.text), options: options, executor: steps.executor)
    #expect(writes.all.joined() == Self.expected, "\(writes.all.joined())")
    #expect(writes.all.count == 2)
    Self.expectChecksRan(steps, result: result, options: options)
  }

  @Test func withoutCommandsNothingRuns() throws {
    let writes = Writes()
    var options = Self.options(writes)
    defer { close(options.outputDescriptor) }
    options.steps = [:]
    let steps = Self.steps()
    let result = printPlainText(
      try Tour.parse(Self.text), options: options, executor: steps.executor)
    #expect(steps.all.isEmpty)
    #expect(writes.all.joined().contains("  Signed in to GitHub: not available\n"))
    #expect(result.answers["signin"] == nil)
  }
}
