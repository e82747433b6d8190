import Testing

@testable import TourKit

/// Pages written for Jekyll, Hugo or MkDocs show as tours: their own front matter keys are
/// ignored, each noted by `tour --check` at its place; a key one slip from tour's own is still
/// an error.
@Suite("Front matter of other tools")
struct FrontMatterKeyTests {
  static let jekyllPage = """
    ---
    layout: post
    title: Porting to a new distribution
    category: docs
    tags:
      - linux
      - init
    description: >
      A long value folded
      over two lines.
    date: 2024-01-02
    ---
    # Porting

    Text.
    """

  @Test func anotherToolsKeysAreIgnoredAndRememberedWhereWritten() throws {
    let tour = try TourFileParser.parse(text: Self.jekyllPage, path: "p.md")
    #expect(tour.settings.title == "Porting to a new distribution")
    #expect(tour.pages.count == 1)
    #expect(
      tour.ignoredKeys.map { "\($0.line):\($0.column):\($0.key)" }
        == ["2:1:layout", "4:1:category", "5:1:tags", "8:1:description", "11:1:date"])
  }

  @Test(arguments: [
    ("acent: red", "unknown front matter key `acent` (did you mean `accent`?)"),
    ("accnet: red", "unknown front matter key `accnet` (did you mean `accent`?)"),
    ("Title: Notes", "unknown front matter key `Title` (did you mean `title`?)"),
    ("hint: off", "unknown front matter key `hint` (did you mean `hints`?)"),
  ])
  func aNearMissIsStillAnErrorAtItsKey(line: String, message: String) {
    #expect(throws: TourFileError(path: "t.md", line: 3, column: 3, message: message)) {
      try TourFileParser.parse(text: "---\ntitle: A\n  \(line)\n---\n# A\n", path: "t.md")
    }
  }

  /// `date` is two edits from `dot`, `alias` from `align`: other tools' keys, not slips.
  @Test(arguments: ["date: 2024-01-02", "alias: old-name", "slug: porting", "nav_order: 3"])
  func anotherToolsKeyNearATourKeyIsIgnored(line: String) throws {
    let tour = try TourFileParser.parse(text: "---\n\(line)\n---\n# A\n", path: "t.md")
    #expect(tour.ignoredKeys.count == 1)
  }

  /// A line of text with a colon is no key: the closing `---` was forgotten.
  @Test func aSentenceWithAColonIsNotAKey() {
    #expect(
      throws: TourFileError(
        path: "t.md", line: 3, column: 1, message: "expected `key: value` in front matter")
    ) {
      try TourFileParser.parse(
        text: "---\ntitle: A\nNote this: it is text\n---\n# A\n", path: "t.md")
    }
  }

  @Test func checkNotesEachIgnoredKeyWithoutFailing() throws {
    let tour = try TourFileParser.parse(text: Self.jekyllPage, path: "p.md")
    let problems = TourCheck.problems(
      in: tour, sizes: [ScreenSize(width: 80, height: 24)], options: TourOptions())
    #expect(
      problems.map(\.description).prefix(2) == [
        "2:1: note: front matter key `layout` is not tour's: it is ignored",
        "4:1: note: front matter key `category` is not tour's: it is ignored",
      ])
    #expect(problems.count == 5)
    #expect(problems.allSatisfy { !$0.fails })
  }

  @Test func sizesAreReadInOrder() throws {
    let tour = try TourFileParser.parse(
      text: "---\nsizes: 80x24, 100x30\n---\n# A\n", path: "t.md")
    #expect(
      tour.checkSizes == [ScreenSize(width: 80, height: 24), ScreenSize(width: 100, height: 30)])
  }

  /// Written as the YAML around it is written: a flow list, a trailing comma, a size twice.
  @Test(arguments: ["[80x24, 100x30]", "80x24, 100x30,", "80x24, 100x30, 80x24"])
  func sizesReadAsAListWhateverItsForm(value: String) throws {
    let tour = try TourFileParser.parse(text: "---\nsizes: \(value)\n---\n# A\n", path: "t.md")
    #expect(
      tour.checkSizes == [ScreenSize(width: 80, height: 24), ScreenSize(width: 100, height: 30)])
  }

  @Test func aBadSizeIsAnErrorAtTheValue() {
    #expect(
      throws: TourFileError(
        path: "t.md", line: 2, column: 8,
        message:
          "bad size `100by30` in sizes: expected sizes like 80x24, 100x30, from 1x1 to 1000x1000")
    ) {
      try TourFileParser.parse(text: "---\nsizes: 80x24, 100by30\n---\n# A\n", path: "t.md")
    }
  }

  /// A translation is checked at its original's sizes unless it says otherwise.
  @Test func aTranslationTakesItsOriginalsSizes() throws {
    let original = try TourFileParser.parse(text: "---\nsizes: 100x30\n---\n# A\n", path: "t.md")
    let translation = try TourFileParser.parse(
      bytes: Array("# A\n".utf8), path: "t.ja.md", original: original)
    #expect(translation.checkSizes == [ScreenSize(width: 100, height: 30)])
  }
}
