import Foundation
import Testing

@testable import TourKit

/// A launch that shows nothing reads the record and the pages that ask, not the whole tour.
@Suite("Nothing due")
struct NothingDueTests {
  @Test func nothingIsDueOnceTheVersionWasSeenAndNoOverrideIsGiven() throws {
    let store = InMemoryTourStore()
    func launch(_ version: String, _ override: LaunchGate.Override? = nil) throws -> AppLaunch {
      try AppLaunch(app: "notes", version: version, store: store, override: override) { _ in }
    }
    #expect(try !launch("1.0").isNothingDue)  // never seen
    try launch("1.0").remember(.skipped)
    #expect(try launch("1.0").isNothingDue)
    #expect(try launch("0.9").isNothingDue)  // a downgrade shows nothing either
    #expect(try !launch("1.1").isNothingDue)  // an upgrade may have new pages
    #expect(try !launch("1.0", .force).isNothingDue)
    #expect(try !launch("1.0", .whatsNew(since: Version("0.1")!)).isNothingDue)
    // What the gate itself decides, for any tour.
    let tour = try Tour.parse("# One\n")
    #expect(try launch("1.0").decide(for: tour) == .skip(record: false))
  }

  /// The answers handed on come in the order the tour asks, then those the record keeps
  /// under keys the tour no longer asks: as `--answers` says, whatever order the record has.
  @Test func theAnswersHandedOnFollowTheToursOrder() throws {
    let tour = try Tour.parse(
      """
      # One

      <!-- ask: theme -->
      - ( ) Dark <!-- value: dark -->
      - ( ) Light <!-- value: light -->

      <!-- ask: font; text; default: mono -->
      """)
    let remembered = TourAnswers(
      json: .object([("editor", .string("vim")), ("theme", .string("light"))]))
    let answers = TourAnswers.unshown(
      remembered: remembered, asking: tour.questions, presets: [:])
    #expect(answers.keys == ["theme", "font", "editor"])
    #expect(answers.choice("theme") == "light" && answers.text("font") == "mono")
    #expect(answers.text("editor") == "vim")
  }

  /// The middle page has a mistake but asks nothing: it is searched, not parsed.
  @Test func onlyThePagesThatAskAreParsed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nothing-due-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/t.md"
    let text = """
      ---
      version: 2.0
      ---
      # Theme

      <!--
        ask: theme -->
      - ( ) Dark <!-- value: dark -->
      - (x) Light <!-- value: light -->
      ---
      <!-- align: diagonal -->
      # Broken, asking nothing
      ---
      # Name

      <!-- ask: name; text; default: Ada -->
      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let asking = try Tour.loadQuestions(contentsOf: path, acceptingPipe: false)
    #expect(asking.settings.version == "2.0")
    #expect(asking.pages.isEmpty)
    #expect(asking.questions.map(\.key) == ["theme", "name"])
    let answers = TourAnswers.unshown(
      remembered: TourAnswers(), asking: asking.questions, presets: [:])
    #expect(answers.choice("theme") == "light")
    #expect(answers.text("name") == "Ada")
    // The whole tour is refused for the page that asks nothing.
    #expect(throws: TourFileError.self) {
      try Tour.load(contentsOf: path, language: LanguagePreference(language: nil))
    }
  }
}
