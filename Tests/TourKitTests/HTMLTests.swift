import Testing

@testable import TourKit

/// The HTML README files use: its text shown with the nearest style, line breaks, images, the
/// blocks it stands for; what cannot be shown is noted for `tour --check`.
@Suite("HTML in tour files")
struct HTMLTests {
  func page(_ text: String) throws -> Page {
    try #require(try TourFileParser.parse(text: text, path: "t.md").pages.first)
  }

  @Test(arguments: ["<br>", "<br/>", "<br />", "<BR>", "<br clear=\"all\">"])
  func everyFormOfBrBreaksTheLine(tag: String) throws {
    #expect(try page("one\(tag)two").blocks == [.paragraph([InlineRun("one\ntwo")])])
    #expect(TextWrapper.wrap("one\ntwo", width: 40) == ["one", "two"])
  }

  @Test func inlineTagsKeepTheirTextInTheNearestStyle() throws {
    let text =
      "<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <code>c</code> <kbd>K</kbd> "
      + "<sub>1</sub><sup>2</sup> <s>x</s>"
    #expect(
      try page(text).blocks == [
        .paragraph([
          InlineRun("b", style: .strong), InlineRun(" "), InlineRun("s", style: .strong),
          InlineRun(" "), InlineRun("i", style: .emphasis), InlineRun(" "),
          InlineRun("e", style: .emphasis), InlineRun(" "), InlineRun("c", style: .code),
          InlineRun(" "), InlineRun("K", style: .keyboard), InlineRun(" 12 "),
          InlineRun("x", style: .strikethrough),
        ])
      ])
  }

  @Test func anchorsAreLinks() throws {
    #expect(
      try page("Read <a href=\"https://x.org/doc\">the docs</a>.").blocks == [
        .paragraph([
          InlineRun("Read "), InlineRun("the docs", style: .link),
          InlineRun(" (https://x.org/doc)", style: .url), InlineRun("."),
        ])
      ])
  }

  @Test func blockHTMLShowsAsTheMatchingElement() throws {
    let text = """
      <h1 align="center">My Tool</h1>

      <p align="center">A <b>fast</b> tool.<br>For you.</p>

      <details>
      <summary>More</summary>

      Hidden text.

      </details>
      """
    #expect(
      try page(text).blocks == [
        .heading(level: 1, [InlineRun("My Tool")]),
        .paragraph([
          InlineRun("A "), InlineRun("fast", style: .strong), InlineRun(" tool.\nFor you."),
        ]),
        .paragraph([InlineRun("More", style: .strong)]),
        .paragraph([InlineRun("Hidden text.")]),
      ])
    #expect(try page(text).title == "My Tool")
  }

  @Test func anImageAloneIsAnImageBlockWithItsSize() throws {
    let text = """
      <p align="center">
        <img src="logo.png" alt="Logo" width="200" height="80">
      </p>

      <h1><img src="icon.png" alt="" width="32"><br>Title</h1>
      """
    #expect(
      try page(text).blocks == [
        .image(ImageBlock(alt: "Logo", source: "logo.png", width: "200", height: "80")),
        .image(ImageBlock(alt: "", source: "icon.png", width: "32")),
        .heading(level: 1, [InlineRun("Title")]),
      ])
    #expect(
      try page("![Logo](logo.png)").blocks == [.image(ImageBlock(alt: "Logo", source: "logo.png"))])
    #expect(
      try page("<img src=\"a.png\" alt=\"A\">").blocks == [
        .image(ImageBlock(alt: "A", source: "a.png"))
      ])
  }

  @Test func badgesInARowStayInlineWithoutTheirLinks() throws {
    let text = """
      <p align="center">
        <a href="https://ci.example.com"><img src="ci.svg" alt="CI"></a>
        <a href="LICENSE"><img src="mit.svg" alt="MIT"></a>
      </p>
      """
    let blocks = try page(text).blocks
    guard case .paragraph(let runs) = try #require(blocks.first) else {
      Issue.record("not a paragraph: \(blocks)")
      return
    }
    #expect(runs.plainText.split(separator: " ") == ["[CI]", "[MIT]"])
  }

  /// A Python package's badge row: anchors over several lines, images with and without alt
  /// text. The white space around an image is no link text, so no URL shows; an image without
  /// alt text shows its file name.
  @Test func badgesWithoutAltTextShowTheirFileNamesAndNoURL() throws {
    let text = """
      <p align="center">
      <a href="https://pypi.org/project/example/">
          <img src="https://img.shields.io/pypi/v/example.svg">
      </a>
      <a href="https://pepy.tech/project/example">
          <img src="https://static.pepy.tech/badge/example" alt="Download Count Total">
      </a>
      <a href="https://ci.example.com"><img src="ci.svg"></a>
      </p>
      """
    let blocks = try page(text).blocks
    guard case .paragraph(let runs) = try #require(blocks.first) else {
      Issue.record("not a paragraph: \(blocks)")
      return
    }
    #expect(
      TextWrapper.wrap(runs, width: 80).map(\.plainText) == [
        "[example.svg] [Download Count Total] [ci.svg]"
      ])
    // A row of badges none of which has alt text still shows: the heading is followed by it.
    let row =
      "<p><a href=\"u\">\n<img src=\"x.svg\">\n</a> <a href=\"v\"><img src=\"y.svg\"></a></p>"
    let rowBlocks = try page("# A\n\n" + row).blocks
    guard case .paragraph(let rowRuns) = try #require(rowBlocks.last) else {
      Issue.record("not a paragraph: \(rowBlocks)")
      return
    }
    #expect(TextWrapper.wrap(rowRuns, width: 80).map(\.plainText) == ["[x.svg] [y.svg]"])
    // `alt=""` marks a picture as decoration: a row of them still shows nothing.
    let decoration = row.replacingOccurrences(of: ".svg\"", with: ".svg\" alt=\"\"")
    #expect(try page("# A\n\n" + decoration).blocks.count == 1)
  }

  /// Reference-link badges on consecutive lines (zstd's README): the line break between them is
  /// a space between the badges, not part of the next one's alt text.
  @Test func badgesOnConsecutiveLinesAreSeparatedBySpaces() throws {
    let text = """
      [![Build Status][a]][b]
      [![Fuzzing Status][a]][b]

      [a]: https://example.com/badge.svg "Title"
      [b]: https://example.com/ci
      """
    let blocks = try page(text).blocks
    guard case .paragraph(let runs) = try #require(blocks.first) else {
      Issue.record("not a paragraph: \(blocks)")
      return
    }
    #expect(runs.plainText == "[Build Status] [Fuzzing Status]")
  }

  @Test func wordsAreNeverGluedTogether() throws {
    let text = "<table><tr><td>one</td><td>two</td></tr><tr><td>three</td></tr></table>"
    #expect(
      try page(text).blocks.map {
        guard case .paragraph(let runs) = $0 else { return "" }
        return TextWrapper.wrap(runs, width: 80).map(\.plainText).joined()
      } == ["one two", "three"])
    #expect(try page("a<br>b<p>c</p>").blocks.count == 1)  // inline HTML in a paragraph
  }

  @Test func entitiesAreDecoded() throws {
    #expect(
      try page("<p>Fish &amp; chips &mdash; &#169; &#x1F600; &nbsp;ok &lt;b&gt;</p>").blocks == [
        .paragraph([InlineRun("Fish & chips — © 😀 \u{A0}ok <b>")])
      ])
  }

  @Test func commentsStayIgnoredAndPageSettingsStillWork() throws {
    let page = try page("<!-- align: left -->\n# A\n\n<!-- just a note -->\n\nText <!-- inline -->")
    #expect(page.settings.alignment == .left)
    #expect(
      page.blocks == [.heading(level: 1, [InlineRun("A")]), .paragraph([InlineRun("Text ")])])
    #expect(page.notes.isEmpty)
  }

  @Test func preIsCodeAndScriptsShowNothing() throws {
    #expect(
      try page("<pre>\nline one\n  two\n</pre>").blocks == [
        .code(language: "", text: "line one\n  two\n")
      ])
    #expect(
      try page("<div>shown<script>var x = 1</script></div>").blocks == [
        .paragraph([InlineRun("shown")])
      ])
  }

  @Test func checkListsHTMLItCannotShow() throws {
    let text =
      "# A\n\nWatch <video src=\"a.mp4\">the clip</video>.\n\n<iframe src=\"x\"></iframe>\n"
    let tour = try TourFileParser.parse(text: text, path: "t")
    #expect(
      tour.pages[0].notes == [
        PageNote(line: 3, kind: .unshownHTML(tag: "video")),
        PageNote(line: 5, kind: .unshownHTML(tag: "iframe")),
      ])
    #expect(tour.pages[0].blocks[1] == .paragraph([InlineRun("Watch the clip.")]))
    let problems = TourCheck.problems(in: tour, sizes: [], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        "3:1: warning: HTML <video> cannot be shown in a terminal (its text is shown)",
        "5:1: warning: HTML <iframe> cannot be shown in a terminal (its text is shown)",
      ])
  }
}
