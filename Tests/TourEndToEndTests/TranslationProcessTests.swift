import Foundation
import Testing

/// A translation that asks otherwise than its original, through the binary: `--check` of the
/// translation alone reports every difference, and at run time the original is shown in its
/// place, so the answers' keys are the same in every language.
@Suite("Translations that ask otherwise, through the binary")
struct TranslationProcessTests {
  /// `notes.md`, which asks `theme`, and `notes.ja.md`, which asks `colour` instead and has a
  /// page more: the fixtures the unit tests load.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("TourKitTests/Fixtures/translations")

  let scratch: ScratchDirectory
  let binary: String
  let file: String
  let translated: String

  init() throws {
    scratch = try ScratchDirectory(prefix: "translation-questions")
    binary = try TourBinary.path()
    let scratch = scratch
    let copy = { (name: String) throws -> String in
      try scratch.write(
        String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8), to: name)
    }
    file = try copy("notes.md")
    translated = try copy("notes.ja.md")
  }

  /// Japanese, its own state folder, no terminal.
  var environment: [String: String] {
    [
      "XDG_STATE_HOME": scratch.path("state"), "HOME": scratch.path("home"),
      "LANG": "ja_JP.UTF-8", "TERM": "dumb",
    ]
  }

  /// Each difference `tour --check notes.md` reports.
  var differences: String {
    "\(translated):1:1: error: 3 pages, but \(file) has 2 pages: a translation shows the same "
      + "pages\n"
      + "\(translated):1:1: error: this translation does not ask `theme`, which the original "
      + "asks\n"
      + "\(translated):3:11: error: this translation asks `colour`, which the original does not "
      + "ask\n"
  }

  @Test func checkingATranslationAloneComparesItWithItsOriginal() async throws {
    let alone = try await Command.run(
      binary, ["--check", "--size", "80x24", translated], environment: ["TERM": "dumb"])
    // Each difference is an error (exit 2, as tour(1) says of errors), and a translation with
    // errors is not said to fit.
    #expect(alone.status == 2)
    #expect(alone.standardOutput == differences)
    #expect(alone.standardError.isEmpty)
    // Named with its original: checked with it, each difference said once.
    let both = try await Command.run(
      binary, ["--check", "--size", "80x24", file, translated], environment: ["TERM": "dumb"])
    #expect(both.status == 2)
    #expect(both.standardOutput == "\(file): 2 pages fit at 80×24\n" + differences)
  }

  @Test(.enabled(if: AnswersProcessTests.setsid != nil))
  func theAnswersAreKeyedByTheOriginalInEveryLanguage() async throws {
    let result = try await Command.run(
      try #require(AnswersProcessTests.setsid),
      ["-w", binary, "--answers", "json", "--answer", "theme=dark", file],
      environment: environment)
    #expect(result.status == 0)
    #expect(result.standardOutput == #"{"theme":"dark"}"# + "\n")
  }

  @Test func theOriginalIsShownAndTheTranslationNotUsedIsSaid() async throws {
    let shown = try await Command.run(binary, ["--plain", file], environment: environment)
    #expect(shown.status == 0)
    #expect(shown.standardOutput.contains("Theme") && !shown.standardOutput.contains("テーマ"))
    #expect(
      shown.standardError
        == "tour: warning: \(translated): not used: its questions differ from \(file)'s "
        + "(1:1: this translation does not ask `theme`, which the original asks)\n")
    // A wrapped command gets the original's key; once seen, the gate's runs say nothing.
    let env = Command.which("env") ?? "/usr/bin/env"
    let first = try await Command.run(
      binary, ["--plain", "--app", "notes", "--answer", "theme=dark", file, "--", env],
      environment: environment)
    #expect(first.standardOutput.contains("TOUR_THEME=dark\n"))
    #expect(!first.standardOutput.contains("TOUR_COLOUR"))
    #expect(first.standardError.contains("\(translated): not used"))
    let again = try await Command.run(
      binary, ["--plain", "--app", "notes", file, "--", env], environment: environment)
    #expect(again.standardOutput.contains("TOUR_THEME=dark\n"))
    #expect(again.standardError.isEmpty)
  }
}
