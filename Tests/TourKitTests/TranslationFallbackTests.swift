import Foundation
import Testing

@testable import TourKit

/// A translation that asks otherwise than its original is not shown: the answers' keys never
/// depend on the user's language. Both load paths, the file's and the embedded one.
@Suite("Translations that ask otherwise")
struct TranslationFallbackTests {
  /// A tour that asks `theme` (`Fixtures/translations/notes.md`).
  static let original = fixture("notes.md")

  /// Its translation, which asks `colour` instead, and has a page more.
  static let otherKey = fixture("notes.ja.md")

  static func fixture(_ name: String) -> String {
    String(decoding: (try? FixtureFiles.bytes("translations", name)) ?? [], as: UTF8.self)
  }

  /// Asks what the original asks, in its own words.
  static let faithful = otherKey.replacingOccurrences(of: "colour", with: "theme")
    .replacingOccurrences(of: "テーマ", with: "主題")

  /// A folder holding `w.md` and each of `files`, removed when `body` returns.
  static func inFolder(
    _ files: [String: String], _ body: (String) throws -> Void
  ) throws {
    let directory = "/tmp/tour-translation-fallback-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    for (name, text) in files.merging(["w.md": original], uniquingKeysWith: { $1 }) {
      try text.write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
    }
    try body(directory)
  }

  /// The pages read to compare a translation with its original are the pages shown: each
  /// file is parsed once, whichever is chosen.
  @Test func eachFileIsParsedOnce() throws {
    try Self.inFolder(["w.ja.md": Self.faithful]) { directory in
      let path = "\(directory)/w.md"
      let translation = try TourFile.open(path, language: LanguagePreference(language: "ja"))
      #expect(translation.path == "\(directory)/w.ja.md")
      let kept = try #require(translation.keptReading)
      let parsedAgain = try TourFileParser.parse(
        bytes: Array(Self.faithful.utf8), path: translation.path,
        original: try TourFileParser.parse(bytes: Array(Self.original.utf8), path: path))
      #expect(kept.pages == parsedAgain.pages)
      #expect(try translation.load().pages == parsedAgain.pages)
      #expect(try translation.load().questions.map(\.key) == parsedAgain.questions.map(\.key))
    }
    // A translation not used: the original read to compare is the one returned.
    try Self.inFolder(["w.ja.md": Self.otherKey]) { directory in
      let original = try TourFile.open(
        "\(directory)/w.md", language: LanguagePreference(language: "ja"))
      #expect(original.path == "\(directory)/w.md")
      #expect(original.keptReading?.pages.first?.title == "Theme")
      #expect(try original.load().questions.map(\.key) == ["theme"])
    }
  }

  @Test(
    "Tour.load shows the original in place of a translation that asks another key, and says why")
  func loadFallsBackToTheOriginal() throws {
    try Self.inFolder(["w.ja.md": Self.otherKey]) { directory in
      var warnings: [String] = []
      let tour = try Tour.load(
        contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja")
      ) { warnings.append($0) }
      #expect(tour.pages.first?.title == "Theme")
      #expect(tour.questions.map(\.key) == ["theme"])
      #expect(
        warnings == [
          "\(directory)/w.ja.md: not used: its questions differ from \(directory)/w.md's "
            + "(1:1: this translation does not ask `theme`, which the original asks)"
        ])
      // Without a place for warnings, the same choice, unsaid.
      let unsaid = try Tour.load(
        contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja"))
      #expect(unsaid.pages.first?.title == "Theme")
    }
  }

  @Test("the next translation is tried: a faithful w.ja.md after a w.ja_JP.md that asks otherwise")
  func theNextCandidateIsTried() throws {
    let missing = Self.otherKey.replacingOccurrences(
      of: "<!-- ask: colour -->\n- ( ) ダーク <!-- value: dark -->\n- ( ) ライト <!-- value: light -->\n",
      with: "")
    try Self.inFolder(["w.ja_JP.md": missing, "w.ja.md": Self.faithful]) { directory in
      var warnings: [String] = []
      let tour = try Tour.load(
        contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja", region: "JP")
      ) { warnings.append($0) }
      #expect(tour.pages.first?.title == "主題")
      #expect(tour.settings.version == "1.0")
      #expect(warnings.count == 1)
      #expect(warnings.first?.hasPrefix("\(directory)/w.ja_JP.md: not used: ") == true)
      #expect(warnings.first?.hasSuffix("does not ask `theme`, which the original asks)") == true)
    }
  }

  @Test("a faithful translation is shown and nothing is said")
  func aFaithfulTranslationIsShown() throws {
    try Self.inFolder(["w.ja.md": Self.faithful]) { directory in
      var warnings: [String] = []
      let tour = try Tour.load(
        contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja")
      ) { warnings.append($0) }
      #expect(tour.pages.first?.title == "主題")
      #expect(warnings.isEmpty)
    }
  }

  @Test("an original that does not parse leaves its translation shown: nothing to compare with")
  func anUnparsableOriginalLeavesTheTranslation() throws {
    try Self.inFolder(["w.ja.md": Self.otherKey]) { directory in
      try "# Theme\n<!-- ask: theme\n".write(
        toFile: "\(directory)/w.md", atomically: true, encoding: .utf8)
      var warnings: [String] = []
      let tour = try Tour.load(
        contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja")
      ) { warnings.append($0) }
      #expect(tour.pages.first?.title == "テーマ")
      #expect(warnings.isEmpty)
    }
  }

  @Test("an embedded translation that asks otherwise is not shown either")
  func embeddedFallsBackToTheOriginal() {
    let embedded = EmbeddedTour(
      checkedFile: "tour.md",
      texts: ["tour.md": Self.original, "tour.ja.md": Self.otherKey, "tour.zh.md": Self.faithful],
      pictures: [:])
    var warnings: [String] = []
    let tour = Tour(embedded: embedded, language: LanguagePreference(language: "ja")) {
      warnings.append($0)
    }
    #expect(tour.pages.first?.title == "Theme")
    #expect(tour.questions.map(\.key) == ["theme"])
    #expect(
      warnings == [
        "tour.ja.md: not used: its questions differ from tour.md's "
          + "(1:1: this translation does not ask `theme`, which the original asks)"
      ])
    #expect(
      Tour(embedded: embedded, language: LanguagePreference(language: "ja")).pages.first?.title
        == "Theme")
    let chinese = Tour(embedded: embedded, language: LanguagePreference(language: "zh")) { _ in
      Issue.record("a faithful translation was warned about")
    }
    #expect(chinese.pages.first?.title == "主題")
  }

  @Test("a translation's name leads to its original beside it, by the rule that finds translations")
  func theOriginalOfATranslation() throws {
    try Self.inFolder(["w.ja.md": Self.faithful]) { directory in
      let japan = LanguagePreference.original(of: "\(directory)/w.ja_JP.md")
      #expect(japan?.path == "\(directory)/w.md" && japan?.language == "ja")
      #expect(LanguagePreference.original(of: "\(directory)/w.ja.md")?.path == "\(directory)/w.md")
      // Not a language tag, no such original, no tag at all.
      for name in ["w.backup.md", "w.JA.md", "x.ja.md", "w.md", ".ja.md"] {
        #expect(LanguagePreference.original(of: "\(directory)/\(name)") == nil, "\(name)")
      }
    }
  }
}
