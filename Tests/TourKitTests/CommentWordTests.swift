import Testing

@testable import TourKit

/// Comments that start with a word tour reads are tour's; remarks that only look alike stay
/// remarks.
@Suite("Comment words")
struct CommentWordTests {
  @Test(arguments: [
    "<!-- When ready, remove this page -->", "<!-- todo: rewrite the intro -->",
    "<!-- then: later -->",
    "<!-- asking around -->", "<!-- TODO: more -->", "<!-- Since v2 this is new -->",
    "<!-- task: rewrite this page -->", "<!-- mask: see the design notes -->",
  ])
  func remarksStayRemarks(comment: String) throws {
    let tour = try TourFileParser.parse(text: "# Page\n\nText.\n\n\(comment)\n", path: "t.md")
    #expect(tour.pages.count == 1)
  }

  @Test(arguments: [
    ("<!-- Ask: theme -->", "unknown comment `Ask:` (did you mean `ask:`?)"),
    ("<!-- aks: theme -->", "unknown comment `aks:` (did you mean `ask:`?)"),
    ("<!-- wehn: theme = dark -->", "unknown page setting `wehn` (did you mean `when`?)"),
    ("<!-- ask theme -->", "`ask` needs a colon after it: `ask: KEY`"),
    ("<!-- asks: theme -->", "unknown comment `asks:` (did you mean `ask:`?)"),
    ("<!-- ak: name; text -->", "unknown comment `ak:` (did you mean `ask:`?)"),
    ("<!-- aask: theme -->", "unknown comment `aask:` (did you mean `ask:`?)"),
  ])
  func slipsAreErrorsAtTheWord(comment: String, message: String) {
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: "# Page\n\nText.\n\n\(comment)\n", path: "t.md")
    }
    #expect(error?.description == "t.md:5:6: \(message)")
  }

  /// An indented comment's words are placed where they stand: the spaces before `<!--` count
  /// once (they counted twice for an `ask`, putting `Bad` two columns right of where it is).
  @Test(arguments: [
    ("  <!-- ask: Bad -->\n- [ ] x\n", "t.md:5:13: bad key `Bad`"),
    ("   <!-- ask: name; text; bogus -->\n", "t.md:5:26: unknown ask option `bogus`"),
    ("  <!-- aks: theme -->\n", "t.md:5:8: unknown comment `aks:`"),
  ])
  func anIndentedCommentsWordsAreWhereTheyStand(comment: String, start: String) {
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: "# Page\n\nText.\n\n\(comment)", path: "t.md")
    }
    #expect(error?.description.hasPrefix(start) == true, "\(error?.description ?? "")")
  }
}
