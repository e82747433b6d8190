import Testing

@testable import TourKit

/// GitHub's extensions through cmark-gfm: tables, strikethrough, task lists, bare URLs and
/// footnotes, and the small things real files have.
@Suite("GitHub-flavoured Markdown")
struct GFMTests {
  func blocks(_ text: String) throws -> [Block] {
    try #require(try TourFileParser.parse(text: text, path: "t.md").pages.first).blocks
  }

  @Test func tableKeepsAlignmentsHeaderRowsAndInlineStyles() throws {
    let blocks = try blocks("| a | b | c | d |\n|---|:--|:-:|--:|\n| `x` | **y** | ~~z~~ |\n")
    let table = TableBlock(
      alignments: [.none, .left, .center, .right],
      header: [[InlineRun("a")], [InlineRun("b")], [InlineRun("c")], [InlineRun("d")]],
      rows: [
        [
          [InlineRun("x", style: .code)], [InlineRun("y", style: .strong)],
          [InlineRun("z", style: .strikethrough)], [],
        ]
      ])
    #expect(blocks == [.table(table)])
  }

  /// cmark-gfm's extensions share one table of special characters across the process: tours
  /// parsed on several threads at once must each still see `~~` and `|`.
  @Test func toursParsedOnSeveralThreadsAtOnceKeepTheirExtensions() async throws {
    let text = "# A\n\n~~gone~~ and | a | b |\n\n| a | b |\n|---|---|\n| ~~x~~ | y |\n"
    let expected = try blocks(text)
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var mismatches = 0
          for _ in 0..<300 {
            let parsed = try? TourFileParser.parse(text: text, path: "t.md").pages.first?.blocks
            if parsed != expected { mismatches += 1 }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func tableIsDrawnWithBoxLinesAndABoldHeader() throws {
    let tour = try TourFileParser.parse(
      text: "| Key | Does |\n|---|--:|\n| q | quit |\n", path: "t")
    let layout = PageLayout(page: tour.pages[0], width: 60, glyphs: Glyphs(unicode: true))
    #expect(
      layout.lines.map(\.text) == [
        "┌─────┬──────┐", "│ Key │ Does │", "├─────┼──────┤", "│ q   │ quit │", "└─────┴──────┘",
      ])
    let header = layout.lines[1].spans.filter { $0.text == "Key" }
    #expect(header.first?.attributes.contains(.bold) == true)
    let ascii = PageLayout(page: tour.pages[0], width: 60, glyphs: Glyphs(unicode: false))
    #expect(ascii.lines.first?.text == "+-----+------+")
    #expect(ascii.lines[1].text == "| Key | Does |")
  }

  @Test func wideCharactersCountTwiceInColumns() throws {
    let tour = try TourFileParser.parse(text: "| キー | x |\n|---|---|\n| 終了 | y |\n", path: "t")
    let layout = PageLayout(page: tour.pages[0], width: 60, glyphs: Glyphs(unicode: true))
    #expect(layout.lines.map { $0.width() }.allSatisfy { $0 == layout.lines[0].width() })
    #expect(layout.lines[3].text == "│ 終了 │ y │")
  }

  @Test func aTableTooWideWrapsItsCellsInsideTheirColumns() throws {
    let text = "| k | what it does |\n|---|---|\n| q | leaves the tour at once, from any page |\n"
    let tour = try TourFileParser.parse(text: text, path: "t")
    let layout = PageLayout(page: tour.pages[0], width: 24, glyphs: Glyphs(unicode: true))
    #expect(layout.lines.allSatisfy { $0.width() <= 24 })
    #expect(layout.lines.contains { $0.text == "│ q │ leaves the tour  │" })
    #expect(layout.clippedTables.isEmpty)
  }

  @Test func aTableThatCannotFitIsClippedAndCheckSaysSo() throws {
    let text = "| a | b |\n|---|---|\n| averyveryverylongword | anotherverylongword |\n"
    let tour = try TourFileParser.parse(text: text, path: "t")
    let layout = PageLayout(page: tour.pages[0], width: 30, glyphs: Glyphs(unicode: true))
    #expect(layout.lines.allSatisfy { $0.width() == 30 && $0.text.hasSuffix("›") })
    #expect(layout.clippedTables.map { [$0.width, $0.room] } == [[47, 30]])
    let problems = TourCheck.problems(
      in: tour, sizes: [ScreenSize(width: 40, height: 12)], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        "1:1: warning: a table is clipped at 40×12: its columns need 47 cells, 36 fit"
      ])
  }

  @Test func strikethroughIsAnAttribute() throws {
    #expect(
      try blocks("a ~~b~~") == [
        .paragraph([InlineRun("a "), InlineRun("b", style: .strikethrough)])
      ])
    let span = PageLayout.Span(InlineRun("b", style: .strikethrough), role: .body)
    #expect(span.attributes.contains(.strikethrough))
  }

  @Test func taskListItemsHaveBoxes() throws {
    let list = ListBlock(
      ordered: false,
      items: [
        ListItem([.paragraph([InlineRun("done")])], checkbox: .checked),
        ListItem([.paragraph([InlineRun("to do")])], checkbox: .unchecked),
        ListItem([.paragraph([InlineRun("plain")])]),
      ])
    #expect(try blocks("- [x] done\n- [ ] to do\n- plain\n") == [.list(list)])
    let page = Page(blocks: [.list(list)])
    let unicode = PageLayout(page: page, width: 40, glyphs: Glyphs(unicode: true))
    #expect(unicode.lines.map(\.text) == ["☑ done", "☐ to do", "• plain"])
    let ascii = PageLayout(page: page, width: 40, glyphs: Glyphs(unicode: false))
    #expect(ascii.lines.map(\.text) == ["[x] done", "[ ] to do", "* plain"])
  }

  @Test func bareURLsAreLinksShownOnce() throws {
    #expect(
      try blocks("see https://example.com/a and www.example.org") == [
        .paragraph([
          InlineRun("see "), InlineRun("https://example.com/a", style: .link), InlineRun(" and "),
          InlineRun("www.example.org", style: .link),
        ])
      ])
  }

  @Test func aLinkToAFragmentShowsNoURL() throws {
    #expect(try blocks("[usage](#usage)") == [.paragraph([InlineRun("usage", style: .link)])])
  }

  @Test func footnotesAreMarkersWithTheirTextAtTheEndOfThePage() throws {
    let tour = try TourFileParser.parse(
      text: "A[^b] and B[^a].\n\n***\n\nC[^a] again[^a].\n\n[^a]: Note a.\n[^b]: Note *b*.\n",
      path: "t")
    #expect(
      tour.pages[0].blocks == [
        .paragraph([
          InlineRun("A"), InlineRun("[1]", style: .url), InlineRun(" and B"),
          InlineRun("[2]", style: .url), InlineRun("."),
        ]),
        .footnotes([
          Footnote(
            number: 1,
            blocks: [
              .paragraph([InlineRun("Note "), InlineRun("b", style: .emphasis), InlineRun(".")])
            ]
          ),
          Footnote(number: 2, blocks: [.paragraph([InlineRun("Note a.")])]),
        ]),
      ])
    // Numbers count per page; a note referred to twice is listed once.
    #expect(
      tour.pages[1].blocks.last
        == .footnotes([Footnote(number: 1, blocks: [.paragraph([InlineRun("Note a.")])])]))
    let layout = PageLayout(page: tour.pages[0], width: 40, glyphs: Glyphs(unicode: true))
    #expect(
      Array(layout.lines.map(\.text).suffix(3)) == ["────────", "[1] Note b.", "[2] Note a."])
  }

  @Test func softBreakBeforeAStyledSpanIsAPlainSpace() throws {
    #expect(
      try blocks("Run\n`x` then\n*y*\n[z](https://z.org)") == [
        .paragraph([
          InlineRun("Run "), InlineRun("x", style: .code), InlineRun(" then "),
          InlineRun("y", style: .emphasis), InlineRun(" "), InlineRun("z", style: .link),
          InlineRun(" (https://z.org)", style: .url),
        ])
      ])
    // Inside one style the space keeps it.
    #expect(try blocks("*a\nb*") == [.paragraph([InlineRun("a b", style: .emphasis)])])
  }

  @Test func tabsInCodeStopEveryEightColumns() throws {
    let tour = try TourFileParser.parse(text: "```\n\tx\nab\tc\n日本\td\n```\n", path: "t")
    let layout = PageLayout(page: tour.pages[0], width: 60, glyphs: Glyphs(unicode: true))
    #expect(layout.lines.map(\.text) == ["         x", " ab      c", " 日本    d"])
  }

  @Test func longURLsBreakAfterSlashesNotInTheHost() {
    let url = "(https://docs.example-host.com/guide/getting-started/install.html#linux)"
    let lines = TextWrapper.wrap([InlineRun("see " + url, style: .url)], width: 30).map(
      \.plainText)
    #expect(
      lines == [
        "see (https://", "docs.example-host.com/guide/", "getting-started/install.html#", "linux)",
      ])
    #expect(TextWrapper.widestWord([InlineRun(url)]) == 22)  // docs.example-host.com/
  }

  @Test func aNoBreakSpaceDoesNotBreak() {
    #expect(TextWrapper.wrap("aaaa bb\u{A0}cc", width: 6) == ["aaaa", "bb\u{A0}cc"])
  }

  @Test func wordsBreakAfterAHyphen() {
    #expect(
      TextWrapper.wrap("export-everything-to-json", width: 12) == [
        "export-", "everything-", "to-json",
      ])
  }
}
