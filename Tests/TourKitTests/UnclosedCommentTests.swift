import Testing

@testable import TourKit

/// A comment without its `-->` takes the rest of its page (or list item, or quote) with it in
/// Markdown: tour refuses the file and says where it starts.
@Suite("Unclosed comments")
struct UnclosedCommentTests {
  private func error(_ text: String) -> TourFileError? {
    #expect(throws: TourFileError.self) { try TourFileParser.parse(text: text, path: "notes.md") }
  }

  @Test func anOpenAskIsAnErrorWhereItStartsNotAVanishedQuestion() {
    let text = "# One\n---\n# Two\n\n<!-- ask: theme\n- ( ) Dark\n- ( ) Light\n---\n# Three\n"
    #expect(
      error(text)?.description
        == "notes.md:5:1: this comment is never closed (-->): the rest of the page is hidden")
  }

  @Test func anOpenSettingsCommentOrOrdinaryCommentIsAnErrorAtItsColumn() {
    #expect(error("<!-- when: theme = dark\n# Two\n")?.line == 1)
    let indented = error("# One\n\ntext\n\n  <!-- TODO: say more\n\nmore text\n")
    #expect(indented.map { [$0.line, $0.column] } == [5, 3])
  }

  @Test func inAListOrQuoteOnlyTheRestOfItIsHidden() {
    let quoted = error("# One\n\n> said\n>\n> <!-- draft\n> hidden\n\nshown\n")
    #expect(
      quoted?.description
        == "notes.md:5:3: this comment is never closed (-->): the rest of the list or quote it "
        + "is in is hidden")
    #expect(error("- item\n\n  <!-- draft\n- next\n")?.line == 3)
  }

  /// The `-->` forgotten where the next line's comment closes it: the error is the forgotten
  /// one, not what the next line looks like as part of it (`unknown ask option …`).
  @Test func aCommentClosedByTheNextCommentsCloserIsAnErrorWhereItStarts() {
    let text = """
      # Pick a theme

      <!-- ask: theme; required
      - ( ) Dark <!-- value: dark -->
      - ( ) Light <!-- value: light -->
      """
    #expect(
      error(text)?.description
        == "notes.md:3:1: this comment is not closed (-->) before the one on line 4 opens: "
        + "what is between them is hidden")
    #expect(error("# One\n\n<!-- draft\n\n<!-- when: x -->\n")?.line == 3)
    #expect(UnclosedComment.lineOfCommentOpenedInside("<!-- a --> <!-- b -->") == nil)
    #expect(UnclosedComment.lineOfCommentOpenedInside("<!-- a <!-- b -->") == 0)
  }

  @Test func anOptionsOpenValueCommentIsAnError() {
    let open = error("<!-- ask: theme -->\n- ( ) Dark <!-- value: dark\n- ( ) Light\n")
    #expect(
      open?.description
        == "notes.md:2:1: the `value` comment of an option of `theme` is never closed (-->): "
        + "it shows in the option's text")
    #expect(error("<!-- ask: a -->\n- ( ) A <!--value :a\n")?.line == 2)
  }

  @Test func closedCommentsAndTextThatOnlyLooksLikeOneLoad() throws {
    let tour = try TourFileParser.parse(
      text: """
        <!--
        align: left
        -->
        # One
        <!-->
        <!-- a --> text
        <!--- b --->

        <!-- ask: x -->
        - ( ) a <!-- value: b -->
        - ( ) `<!--` starts a comment, <!-- valued is not a value comment
        """, path: "t.md")
    #expect(tour.pages.count == 1)
    #expect(tour.pages[0].settings.alignment == .left)
    guard case .singleChoice(let options) = tour.questions.first?.kind else {
      Issue.record("no question: \(tour.questions)")
      return
    }
    #expect(
      options.map(\.value) == ["b", "<!-- starts a comment, <!-- valued is not a value comment"])
  }

  /// Past ``TourFileLimits/pageMarkdownBytes`` a page is shown as text: a comment open where
  /// the Markdown read stops may be closed in that text.
  @Test func aCommentClosedPastThePagesMarkdownLimitLoads() throws {
    let filler = String(repeating: "hidden words\n", count: TourFileLimits.pageMarkdownBytes / 13)
    let tour = try TourFileParser.parse(text: "# One\n\n<!--\n\(filler)-->\nshown\n", path: "t.md")
    #expect(tour.pages.first?.notes.map(\.kind) == [.pageTooLong])
  }

  @Test func manyOpeningsAreReadInOnePass() {
    let openings = String(repeating: "<!-- ", count: 20_000)
    #expect(error("<!-- ask: a -->\n- ( ) \(openings)<!-- value: b\n")?.line == 2)
    #expect(error("# A\n\n\(openings)\n")?.line == 3)
  }
}
