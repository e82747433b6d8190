import Testing

@testable import TourKit

/// An image written without alt text is called by its title, else its file name: alone, its
/// frame says what it is; in a row of sponsor logos, each shows; and a linked badge on the web
/// reads `[Build status]` among the text rather than as a large frame.
@Suite("Images without alt text")
struct ImageWithoutAltTests {
  static func blocks(_ markdown: String) throws -> [Block] {
    try TourFileParser.parse(text: markdown, path: "t.md").pages[0].blocks
  }

  @Test(arguments: [
    ("![](img/logo.png)", "logo.png"),
    ("![](img/logo.png \"Our logo\")", "Our logo"),
    ("![](img/logo.png \"width=40%\")", "logo.png"),
    ("![ ](https://example.com/a/shot.jpg?v=2#top)", "shot.jpg"),
    ("<img src=\"img/logo.png\">", "logo.png"),
    ("<img src=\"img/logo.png\" title=\"Our logo\">", "Our logo"),
    ("![](https://img.example/made%20with-love.svg)", "made with-love.svg"),
    ("![](odd%07name.png)", "odd\\x07name.png"),
  ])
  func aPictureAloneIsNamedByItsTitleOrFile(markdown: String, alt: String) throws {
    guard case .image(let image) = try Self.blocks(markdown).first else {
      Issue.record("not an image: \(try Self.blocks(markdown))")
      return
    }
    #expect(image.alt == alt)
  }

  @Test func aRowOfLinkedLogosShowsEachOne() throws {
    let blocks = try Self.blocks(
      "## Sponsors\n\n[![](https://x.example/acme.svg)](https://acme.example) "
        + "[![](https://x.example/globex.png)](https://globex.example)\n")
    guard blocks.count == 2, case .paragraph(let runs) = blocks[1] else {
      Issue.record("the row vanished: \(blocks)")
      return
    }
    #expect(runs.plainText == "[acme.svg] [globex.png]")
  }

  /// A badge alone in its paragraph reads like the badges of a row.
  @Test func aLinkedBadgeOnTheWebIsText() throws {
    let blocks = try Self.blocks(
      "[![Build status](https://ci.example/badge.svg)](https://ci.example)\n")
    #expect(
      blocks == [.paragraph([InlineRun("[Build status]", style: [.link, .url, .keepTogether])])])
  }

  /// A linked picture in the tour's folder still shows as a picture.
  @Test func aLinkedLocalPictureIsStillAPicture() throws {
    let blocks = try Self.blocks("[![Logo](logo.png)](https://example.com)\n")
    #expect(blocks == [.image(ImageBlock(alt: "Logo", source: "logo.png"))])
  }

  /// `tour --check` says where an image lacks alt text and what it shows instead, without
  /// failing; an `<img alt="">`, decoration on purpose, is not noted.
  @Test func checkNotesEachImageWithoutAltText() throws {
    let tour = try TourFileParser.parse(
      text: "# Sponsors\n\n[![](https://x.example/acme.svg)](https://acme.example) and "
        + "<img src=\"https://x.example/dot.gif\" alt=\"\">\n", path: "t.md")
    let problems = TourCheck.problems(
      in: tour, sizes: [ScreenSize(width: 80, height: 24)], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        "3:2: note: image has no alt text: it shows as `acme.svg`"
      ])
    #expect(problems.allSatisfy { !$0.fails })
  }
}
