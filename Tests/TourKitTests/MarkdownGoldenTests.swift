import Testing

@testable import TourKit

/// Golden screens of every Markdown element, and of a tall page scrolling.
@Suite("Golden screens: Markdown")
struct MarkdownGoldenTests {
  static let elements = """
    # Every element

    Text with **strong**, *emphasis*, `code` and a [link](https://example.com).

    ## Second level

    ### Third level

    - a bullet
    - a bullet long enough to wrap onto a second line with a hanging indent
      1. nested numbered
      2. nested numbered

    > A quote, with a bar.

    ```swift
    let tour = Tour.builtinWelcome
    print(tour.pages.count) // a comment long enough to be clipped at the right edge
    ```

    ![A diagram of the flow](flow.png)
    """

  func screen(_ markdown: String, width: Int, height: Int, scroll: Int = 0) throws -> Canvas {
    let tour = try TourFileParser.parse(text: markdown, path: "golden.md")
    var state = TourState(
      tour: tour, width: width, height: height, options: TourOptions(slideDuration: .zero))
    for _ in 0..<scroll { state.handle(.key(.down), at: .zero) }
    return TourRenderer(colorDepth: .palette256).render(state, at: .zero)
  }

  @Test func everyElementAt100x40() throws {
    expectSnapshot(
      try screen(Self.elements, width: 100, height: 40), named: "markdown-elements-100x40")
  }

  @Test func tallPageShowsMoreBelow() throws {
    expectSnapshot(try screen(Self.elements, width: 80, height: 24), named: "markdown-tall-80x24")
  }

  @Test func tallPageScrolledToTheEnd() throws {
    expectSnapshot(
      try screen(Self.elements, width: 80, height: 24, scroll: 99), named: "markdown-tall-end-80x24"
    )
  }

  @Test func smallScreenScrolledPartWay() throws {
    expectSnapshot(
      try screen(Self.elements, width: 40, height: 12, scroll: 7), named: "markdown-scrolled-40x12")
  }

  @Test func leftAlignedPage() throws {
    let markdown =
      "<!-- align: left -->\n# Left\n\nA paragraph that starts at the left edge of the block and wraps."
    expectSnapshot(try screen(markdown, width: 80, height: 24), named: "markdown-align-left-80x24")
  }

  @Test func japaneseListAndCode() throws {
    let markdown = """
      # 使い方

      - `notes add` でメモを書きます。
      - `notes sync` で、ほかのマシンと同期します。

      ```
      notes add "牛乳を買う"
      ```
      """
    expectSnapshot(try screen(markdown, width: 40, height: 12), named: "markdown-japanese-40x12")
  }

  @Test func codeAndLinkStyles() throws {
    let canvas = try screen(
      "A `span` and [link](https://x.org)\n\n```\nblock\n```", width: 60, height: 20)
    let cells = canvas.cells.filter { !$0.isContinuation }
    let span = try #require(cells.first { $0.text == "s" })
    let url = try #require(cells.first { $0.text == "(" })
    let link = try #require(cells.first { $0.text == "k" })
    #expect(span.style.background == .indexed(236))
    #expect(url.style.foreground == .indexed(244))
    #expect(link.style.attributes.contains(.underline))
  }
}
