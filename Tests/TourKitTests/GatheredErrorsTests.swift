import Testing

@testable import TourKit

/// Reading a tour file for `tour --check` and the EmbedTour build goes on past each error
/// the rest of the file can be read past, and reports them all at their places; loading a tour
/// to show it still stops at the first, with the same error as ever.
@Suite("Every error of a file")
struct GatheredErrorsTests {
  @Test func everyErrorIsFoundAtItsPlaceInOneReading() throws {
    let read = try TourFileParser.parseGatheringErrors(
      bytes: Array(ManyMistakes.text.utf8), path: "t.md")
    #expect(TourFinding.sorted(read.errors).map(\.description) == ManyMistakes.loadingErrors)
    #expect(read.errorCount == ManyMistakes.loadingErrors.count)
    // What was refused is left out; the rest of the file is read.
    #expect(read.tour.pages.count == 3)
    #expect(read.tour.questions.map(\.key) == ["theme"])
  }

  @Test func loadingToShowStillStopsAtTheFirstError() {
    // The page is read before its questions are checked against the others: its bad key
    // comes first.
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: ManyMistakes.text, path: "t.md")
    }
    #expect(
      error?.description
        == "t.md:15:13: bad key `Bad`: use lower-case letters, digits, - and _ (at most 64)")
  }

  @Test func aFileWithoutErrorsHasNone() throws {
    let read = try TourFileParser.parseGatheringErrors(
      bytes: Array("# One\n---\n# Two\n".utf8), path: "t.md")
    #expect(read.errors.isEmpty && read.errorCount == 0)
    #expect(read.tour.pages.count == 2)
  }

  /// A mistaken setting is left out and the front matter read on, then the pages: one
  /// reading says them all, each at its place.
  @Test func errorsInTheFrontMatterAreGatheredWithThePages() throws {
    let text = """
      ---
      accnet: red
      version: x.y
      title: One
      title: Two
      sizes:
      accent: green
      ---
      <!-- ask: Bad -->
      - [ ] x
      """
    let read = try TourFileParser.parseGatheringErrors(bytes: Array(text.utf8), path: "t.md")
    #expect(
      read.errors.map(\.description) == [
        "2:1: error: unknown front matter key `accnet` (did you mean `accent`?)",
        "3:10: error: bad version `x.y`: expected numbers like 1.4 or 2.0.1-beta.1",
        "5:1: error: `title` is set twice",
        "6:1: error: `sizes` has no value",
        "9:11: error: bad key `Bad`: use lower-case letters, digits, - and _ (at most 64)",
      ])
    // The settings around the mistakes are read: the first title, the accent after them.
    #expect(read.tour.settings.title == "One")
    #expect(read.tour.style.accent == TourColor(parsing: "green"))
    // Loading to show throws the first.
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: text, path: "t.md")
    }
    #expect(error?.line == 2 && error?.column == 1)
  }

  /// A line that is no setting ends the settings (a forgotten `---` is the likely reason), and
  /// the pages are still read; a front matter never closed stops reading.
  @Test func aLineThatIsNoSettingEndsTheFrontMatter() throws {
    let text = "---\ntitle: One\nThis is text\nmore text: x\n---\n<!-- ask: Bad -->\n- [ ] x\n"
    let read = try TourFileParser.parseGatheringErrors(bytes: Array(text.utf8), path: "t.md")
    #expect(read.errors.map(\.line) == [3, 6])
    #expect(read.errors.first?.message.hasPrefix("expected `key: value` in front matter") == true)
    let unclosed = #expect(throws: TourFileError.self) {
      try TourFileParser.parseGatheringErrors(
        bytes: Array("---\ntitle: One\n# Page\n".utf8), path: "t.md")
    }
    #expect(unclosed?.line == 1)
  }

  /// A question refused for its options or its list keeps its key: a later question under
  /// it is still a duplicate, found in the same run, and a `when:` naming it is no second
  /// mistake.
  @Test func aRefusedQuestionStillHoldsItsKey() throws {
    let text = """
      # A

      <!-- ask: name; text; pattern: (a -->

      <!-- ask: plan -->
      No list here.
      ---
      <!-- when: plan -->
      # B

      <!-- ask: plan -->
      - [ ] Pro

      <!-- ask: name; text -->
      """
    let read = try TourFileParser.parseGatheringErrors(bytes: Array(text.utf8), path: "t.md")
    #expect(
      read.errors.map(\.description) == [
        "3:32: error: bad pattern `(a`: unmatched (",
        "5:11: error: `ask: plan` has nothing to ask: put a list of ( ) or [ ] items on the next "
          + "line, or add `text` for a text field",
        "11:11: error: `plan` is asked twice (first on line 5): keys are unique in a tour",
        "14:11: error: `name` is asked twice (first on line 3): keys are unique in a tour",
      ])
  }

  /// Each option of a list is read on its own: two options in error are two errors of one
  /// reading, and the question is refused.
  @Test func everyOptionInErrorIsReported() throws {
    let text = """
      # A

      <!-- ask: theme -->
      - ( ) Dark <!-- value: dark -->
      - ( ) Darker <!-- value: dark -->
      - ( ) Nested
        - under it
      - ( ) Light
      """
    let read = try TourFileParser.parseGatheringErrors(bytes: Array(text.utf8), path: "t.md")
    #expect(
      read.errors.map(\.description) == [
        "5:1: error: two options of `theme` have the value `dark`",
        "6:1: error: an option of `theme` is one line of text, with nothing under it",
      ])
    #expect(read.tour.questions.isEmpty)
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: text, path: "t.md")
    }
    #expect(error?.line == 5)
  }

  /// A file of thousands of mistakes keeps the first hundred and counts the rest.
  @Test func errorsPastTheLimitAreCountedNotKept() throws {
    let page = "# P\n\n<!-- ask: Bad -->\n- [ ] x\n"
    let text = Array(repeating: page, count: 250).joined(separator: "---\n")
    let read = try TourFileParser.parseGatheringErrors(bytes: Array(text.utf8), path: "t.md")
    #expect(read.errors.count == TourFinding.printedLimit)
    #expect(read.errorCount == 250)
    let lines = TourFinding.lines(read.errors, in: "t.md", total: read.errorCount)
    #expect(lines.count == TourFinding.printedLimit + 1)
    #expect(lines.last == "t.md: 150 more not shown")
  }

  /// An empty page is said once, and the pages around it are read; a file without pages is
  /// one error.
  @Test func anEmptyPageIsOneError() throws {
    let read = try TourFileParser.parseGatheringErrors(
      bytes: Array("# A\n---\n\n---\n# B\n".utf8), path: "t.md")
    #expect(
      read.errors.map(\.description) == ["3:1: error: page 2 is empty (two page breaks in a row?)"])
    #expect(read.tour.pages.count == 2)
    let none = try TourFileParser.parseGatheringErrors(
      bytes: Array("---\ntitle: T\n---\n".utf8), path: "t.md")
    #expect(none.errors.map(\.message) == ["the tour has no pages"])
  }

  /// Two mistakes in one comment are two errors of one run, however the comment is read: a
  /// bad key beside a bad pattern, a bad `when:` beside a misspelled setting, two misspelled
  /// options (found by a new-user trial: only the first of each comment was reported).
  @Test func everyMistakeOfOneCommentIsFound() throws {
    let text = """
      # One

      <!-- ask: Editor-Two; text; pattern: [a-z -->

      ---
      <!-- when: editor == vim; allign: left -->
      # Two

      <!-- ask: plan; reqired; lable: x -->
      - ( ) A
      """
    let read = try TourFileParser.parseGatheringErrors(bytes: Array(text.utf8), path: "t.md")
    #expect(
      read.errors.map(\.description) == [
        "3:11: error: bad key `Editor-Two`: use lower-case letters, digits, - and _ (at most 64)",
        "3:38: error: bad pattern `[a-z`: unmatched [",
        "6:12: error: bad when `editor == vim`: the test is one `=` (did you mean `editor = vim`?)",
        "6:27: error: unknown page setting `allign` (did you mean `align`?)",
        "9:17: error: unknown ask option `reqired` (did you mean `required`?)",
        "9:26: error: unknown ask option `lable` (did you mean `label`?)",
      ])
  }
}
