import Testing

@testable import TourKit

/// Issue 8's reproducers and the limits that bound work for any input: deep nesting is read
/// without recursion and flattened past the limit, sizes past the limits are shown as plain
/// text, and `tour --check` says where. Big inputs are made here, not committed.
@Suite("Bounded work for any input")
struct RobustnessTests {
  /// How deep blocks nest, found without recursion.
  static func depth(of blocks: [Block]) -> Int {
    var deepest = 0
    var pending = blocks.map { ($0, 1) }
    while let (block, level) = pending.popLast() {
      deepest = max(deepest, level)
      switch block {
      case .quote(let inner): pending += inner.map { ($0, level + 1) }
      case .list(let list): pending += list.items.flatMap(\.blocks).map { ($0, level + 1) }
      case .footnotes(let notes): pending += notes.flatMap(\.blocks).map { ($0, level + 1) }
      default: break
      }
    }
    return deepest
  }

  /// Parses, lays out at both sizes, renders, prints as text and checks `text`: none of it may
  /// crash; returns the tour.
  @discardableResult
  static func survives(_ text: String) throws -> Tour {
    let tour = try TourFileParser.parse(text: text, path: "deep.md")
    for (width, height) in [(80, 24), (40, 12)] {
      let state = TourState(tour: tour, width: width, height: height, options: TourOptions())
      _ = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    }
    _ = PlainTextTour.text(of: tour, width: 80, unicode: true)
    _ = TourCheck.problems(in: tour, sizes: TourCheck.defaultSizes, options: TourOptions())
    // Equality and deinit walk the model recursively: they must be bounded too.
    #expect(tour == (try TourFileParser.parse(text: text, path: "deep.md")))
    return tour
  }

  /// Each reproducer, and the marker its flattened containers show as text.
  @Test(arguments: [
    ("- ", 12_000, "-"), ("> ", 18_000, ">"), ("> - ", 9_000, "> -"), ("1. ", 8_000, "1."),
    ("* ", 10_000, "-"),
  ])
  func deepContainersAreFlattened(marker: String, count: Int, shown: String) throws {
    let tour = try Self.survives(String(repeating: marker, count: count) + "x\n")
    let page = tour.pages[0]
    // Eight levels of lists and quotes (items are not levels), then the flattened text.
    #expect(Self.depth(of: page.blocks) == TourFileLimits.nestingDepth + 1)
    #expect(page.notes == [PageNote(line: 1, kind: .nestingFlattened)])
    // Nothing is dropped: the deeper markers are text, and the x is there.
    let text = PlainTextTour.text(of: tour, width: 80, unicode: true)
    #expect(text.contains("x"))
    #expect(text.contains(shown))
  }

  @Test func deepIndentedListIsFlattened() throws {
    let text = (0..<2_000).map { String(repeating: " ", count: 2 * $0) + "- item \($0)\n" }
      .joined()
    let tour = try Self.survives(text)
    #expect(Self.depth(of: tour.pages[0].blocks) == TourFileLimits.nestingDepth + 1)
    let plain = PlainTextTour.text(of: tour, width: 80, unicode: true)
    #expect(plain.contains("item 0") && plain.contains("item 9"))
    #expect(tour.pages[0].notes.first == PageNote(line: 9, kind: .nestingFlattened))
  }

  @Test func deepEmphasisIsReadWithoutRecursion() throws {
    let stars = String(repeating: "*", count: 60_001)
    let tour = try Self.survives(stars + "x" + stars + "\n")
    guard case .paragraph(let runs) = tour.pages[0].blocks[0] else {
      Issue.record("not a paragraph")
      return
    }
    #expect(runs == [InlineRun("x", style: [.strong, .emphasis])])
  }

  @Test func deepImagesShowTheirAltText() throws {
    let tour = try Self.survives(
      String(repeating: "![", count: 20_000) + "x" + String(repeating: "](u)", count: 20_000))
    #expect(tour.pages[0].blocks == [.image(ImageBlock(alt: "x", source: "u"))])
  }

  @Test func issueReproducersTooBigForOnePageAreShownAsText() throws {
    // 130,000-deep emphasis and 65,000-deep images are longer than a page's Markdown.
    let stars = String(repeating: "*", count: 130_000)
    let tour = try Self.survives("# Deep\n" + stars + "x" + stars + "\n")
    #expect(tour.pages[0].notes == [PageNote(line: 2, kind: .pageTooLong)])
    #expect(tour.pages[0].blocks.first == .heading(level: 1, [InlineRun("Deep")]))
    let images =
      String(repeating: "![", count: 65_000) + "x" + String(repeating: "](u)", count: 65_000)
    try Self.survives(images)
  }

  @Test func aPageLongerThanTheLimitEndsAsPlainTextWithWhatIsLeftSaid() throws {
    let line = String(repeating: "word ", count: 19) + "end\n"  // 99 bytes
    let text = "# Long\n\n" + String(repeating: line, count: 6_000)  // ~600 KB
    let tour = try TourFileParser.parse(text: text, path: "t")
    #expect(tour.pages.count == 1)
    let page = tour.pages[0]
    let cut = try #require(page.notes.first)
    #expect(cut.kind == .pageTooLong)
    guard case .paragraph(let runs) = try #require(page.blocks.last) else {
      Issue.record("no plain text at the end")
      return
    }
    #expect(runs.last?.text.hasSuffix("more not shown]") == true)
    #expect(runs.last?.style == .url)
    let problems = TourCheck.problems(in: tour, sizes: [], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        "\(cut.line):1: warning: the page is longer than 128 KB of Markdown: from here on it is "
          + "shown as plain text"
      ])
  }

  @Test func pagesPastTheToursMarkdownNodesAreOnePlainPage() throws {
    // A node every two bytes: code spans and the spaces between them (~8,000 nodes a page).
    let page = "# Page\n\n" + String(repeating: "`a` ", count: 4_000) + "\n"
    let text = Array(repeating: page, count: 200).joined(separator: "---\n")  // ~3.2 MB
    let tour = try TourFileParser.parse(text: text, path: "t")
    let last = try #require(tour.pages.last)
    #expect(last.notes.map(\.kind) == [.tourTooLong])
    let parsed = tour.pages.dropLast()
    #expect(parsed.allSatisfy { $0.notes.isEmpty })
    // Reading stops once the nodes are spent: well before the file's 200 pages, and not before
    // the budget covers what was read (at most 9,000 nodes a page).
    #expect(parsed.count < 200 && parsed.count >= TourFileLimits.tourMarkdownWork / 9_000)
  }

  @Test func aTableThatWouldMakeTooManyCellsIsText() throws {
    let header =
      "|" + String(repeating: "a|", count: 200) + "\n|" + String(repeating: "-|", count: 200)
    let tour = try Self.survives(header + "\n" + String(repeating: "x\n", count: 1_000))
    #expect(tour.pages[0].notes == [PageNote(line: 1, kind: .tablesAsText)])
    #expect(!tour.pages[0].blocks.contains { if case .table = $0 { true } else { false } })
    let wideRow = "| a | b |\n|---|---|\n|" + String(repeating: "x|", count: 300) + "\n"
    #expect(try Self.survives(wideRow).pages[0].notes.map(\.kind) == [.tablesAsText])
    // An ordinary table is a table.
    #expect(TableGuard.allowsTables(in: Array("| a | b |\n|---|---|\n| 1 | 2 |\n".utf8)[...]))
  }

  @Test func manyFootnotesAndLinksStayLinear() throws {
    let count = 3_000
    let references = (0..<count).map { "n[^\($0)]" }.joined(separator: " ")
    let definitions = (0..<count).map { "[^\($0)]: note \($0)" }.joined(separator: "\n")
    let tour = try Self.survives(references + "\n\n" + definitions + "\n")
    guard case .footnotes(let notes) = try #require(tour.pages[0].blocks.last) else {
      Issue.record("no footnotes")
      return
    }
    #expect(notes.count == count && notes.last?.number == count)
  }

  @Test func htmlNestedOrUnclosedStaysBounded() throws {
    let n = 6_000
    // Inline: bold never closed, stray end tags, links in links.
    try Self.survives(
      String(repeating: "<b>", count: n) + "x" + String(repeating: "</i>", count: n) + "\n\n"
        + String(repeating: "<a href=\"u\">", count: n) + "y" + String(repeating: "</a>", count: n))
    // A block: nested divs and lists, many line breaks.
    let tour = try Self.survives(
      "<div>\n" + String(repeating: "<div><ul><li>", count: n) + "deep"
        + String(repeating: "<br>", count: n) + "\n</div>\n")
    #expect(Self.depth(of: tour.pages[0].blocks) <= 2)  // HTML lists do not nest
  }
}
