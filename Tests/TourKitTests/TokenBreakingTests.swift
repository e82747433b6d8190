import Testing

@testable import TourKit

/// What a reader copies from a README stays whole on a line: no break after a hyphen that
/// starts a word (UAX #14's LB20a: `jq -M`, `ls -la`), and an inline code span, an option, a URL
/// or an e-mail address moves to the next line whole, breaking only when wider than a line.
@Suite("Line breaks around options, code and addresses")
struct TokenBreakingTests {
  /// The cases found in real READMEs, each at the width that broke it.
  @Test(arguments: [
    ("pipe it to jq -M to keep", 15, ["pipe it to jq", "-M to keep"]),
    ("run ls -la here", 9, ["run ls", "-la here"]),
    ("then pass --force-tour to see it", 18, ["then pass", "--force-tour to", "see it"]),
    (
      "write to <git-security@googlegroups.com> first", 36,
      ["write to", "<git-security@googlegroups.com>", "first"]
    ),
  ])
  func aTokenIsNotBrokenAtItsHyphens(text: String, width: Int, lines: [String]) {
    #expect(TextWrapper.wrap(text, width: width) == lines)
  }

  /// An ordinary hyphenated word still breaks after its hyphens, a colon after it included.
  @Test func aHyphenatedWordStillBreaks() {
    #expect(
      TextWrapper.wrap("a well-known export-everything", width: 14) == [
        "a well-known", "export-", "everything",
      ])
    #expect(TextWrapper.wrap("the well-known: one", width: 14) == ["the well-", "known: one"])
  }

  /// An option in brackets or quotes is still an option.
  @Test func anOptionAfterOpeningPunctuationStaysWhole() {
    #expect(TextWrapper.wrap("see it (--force-tour)", width: 18) == ["see it", "(--force-tour)"])
  }

  @Test func aCodeSpanMovesToTheNextLineWhole() {
    let runs = [
      InlineRun("Pipe the output through "), InlineRun("jq -M", style: .code),
      InlineRun(" to read it."),
    ]
    #expect(
      TextWrapper.wrap(runs, width: 26).map(\.plainText) == [
        "Pipe the output through", "jq -M to read it.",
      ])
    let option = [InlineRun("Use "), InlineRun("--force-tour", style: .code), InlineRun(" now")]
    #expect(TextWrapper.wrap(option, width: 14).map(\.plainText) == ["Use", "--force-tour", "now"])
  }

  /// Wider than a line, a token breaks where it can: a code span at its spaces, then at its
  /// hyphens, then between characters.
  @Test func aTokenWiderThanALineBreaksWhereNothingElseFits() {
    let code = [InlineRun("git commit --no-verify-signatures", style: .code)]
    #expect(
      TextWrapper.wrap(code, width: 12).map(\.plainText) == [
        "git commit", "--no-verify-", "signatures",
      ])
    #expect(TextWrapper.wrap("--force-tour", width: 8) == ["--force-", "tour"])
  }

  /// A table's column is as narrow as the widest part a line may break a token into.
  @Test func aTableColumnMeasuresTheTokensParts() {
    let cell = [InlineRun("notes export-everything-to-json", style: .code)]
    #expect(TextWrapper.widestWord(cell) == "everything-".count)
  }

  /// What a reader sees at 40 columns: each token on one line.
  @Test func aReadmeParagraphAt40Columns() throws {
    let tour = try TourFileParser.parse(
      text: """
        <!-- align: left -->
        # Reporting bugs

        Pipe the output through `jq -M` to keep colours out, or list it with `ls -la`. Pass
        --force-tour to see it again. Write to <git-security@googlegroups.com> for security
        issues.
        """, path: "bugs.md")
    let state = Fixtures.state(tour, width: 40, height: 18)
    expectSnapshot(
      TourRenderer(colorDepth: .palette256).render(state, at: .zero),
      named: "token-breaking-40x18")
  }
}

/// A tab inside a code span, kept whole by the wrapper, is a space like any other tab in a line
/// (found by the TourFile fuzz target: plain text held a tab).
@Suite("Tabs in kept-together text")
struct TabsInCodeSpanTests {
  @Test func aTabInACodeSpanIsASpace() throws {
    let tour = try TourFileParser.parse(text: "x `fooo\tbar` y <code>a\tb</code>\n", path: "t.md")
    let plain = PlainTextTour.text(of: tour, width: 80, unicode: true)
    #expect(!plain.contains("\t"), "\(plain.debugDescription)")
    #expect(plain.contains("fooo bar"))
  }
}
