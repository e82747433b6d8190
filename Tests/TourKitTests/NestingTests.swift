import Testing

@testable import TourKit

/// The nesting limit counts the levels a reader sees: each list and each quote is one level
/// (a list's items are not levels of their own), so eight of them, in any mix, are read in
/// full, and only a ninth is flattened, with `tour --check` naming its line.
@Suite("Nesting 8 levels")
struct NestingTests {
  enum Level {
    case bullet, ordered, quote

    /// What opens the level on its first line.
    var marker: String {
      switch self {
      case .bullet: return "- "
      case .ordered: return "1. "
      case .quote: return "> "
      }
    }

    /// What continues the level on the lines after: an item's indent, or the quote's `> `.
    var continuation: String {
      switch self {
      case .bullet: return "  "
      case .ordered: return "   "
      case .quote: return "> "
      }
    }
  }

  /// The page's title before the nesting, so file lines are not cmark's.
  static let title = "# Nesting\n\n"
  static let titleLines = 2

  /// One line per level, each inside the one before: `level N` on line N after the title.
  static func markdown(_ levels: [Level]) -> String {
    var text = title
    for (index, level) in levels.enumerated() {
      let indent = levels[..<index].map(\.continuation).joined()
      text += indent + level.marker + "level \(index + 1)\n"
    }
    return text
  }

  /// The blocks levels `index...` read as, when all of them are real containers.
  static func expected(_ levels: [Level], from index: Int = 0, flattened: [Level] = []) -> Block {
    var content: [Block] = [.paragraph([InlineRun("level \(index + 1)")])]
    if index + 1 < levels.count {
      content.append(expected(levels, from: index + 1, flattened: flattened))
    } else {
      // Past the limit: each flattened level's marker as text in front of its paragraph.
      for (offset, level) in flattened.enumerated() {
        content.append(
          .paragraph([InlineRun(level.marker), InlineRun("level \(levels.count + offset + 1)")]))
      }
    }
    switch levels[index] {
    case .bullet: return .list(ListBlock(ordered: false, items: [ListItem(content)]))
    case .ordered: return .list(ListBlock(ordered: true, items: [ListItem(content)]))
    case .quote: return .quote(content)
    }
  }

  static func page(_ levels: [Level]) throws -> Page {
    let tour = try TourFileParser.parse(text: markdown(levels), path: "nesting.md")
    return try #require(tour.pages.first)
  }

  static let title1: Block = .heading(level: 1, [InlineRun("Nesting")])

  static let eightLevels: [[Level]] = [
    Array(repeating: .bullet, count: 8),
    Array(repeating: .ordered, count: 8),
    Array(repeating: .quote, count: 8),
    [.quote, .bullet, .quote, .ordered, .bullet, .quote, .ordered, .bullet],
    [.bullet, .ordered, .bullet, .ordered, .quote, .quote, .bullet, .ordered],
  ]

  @Test(
    "eight levels of lists, quotes or a mix are read in full, with no note",
    arguments: eightLevels)
  func eightLevelsAreReadInFull(levels: [Level]) throws {
    let page = try Self.page(levels)
    #expect(page.blocks == [Self.title1, Self.expected(levels)])
    #expect(page.notes.isEmpty, "\(page.notes)")
    #expect(RobustnessTests.depth(of: page.blocks) == TourFileLimits.nestingDepth + 1)
  }

  @Test(
    "a ninth level is flattened into the eighth, and the note names its line",
    arguments: eightLevels.flatMap { levels in
      [Level.bullet, .ordered, .quote].map { levels + [$0] }
    })
  func ninthLevelIsFlattened(levels: [Level]) throws {
    let page = try Self.page(levels)
    let real = Array(levels.prefix(TourFileLimits.nestingDepth))
    #expect(page.blocks == [Self.title1, Self.expected(real, flattened: [levels[8]])])
    #expect(page.notes == [PageNote(line: Self.titleLines + 9, kind: .nestingFlattened)])
    #expect(
      TourCheck.problems(in: Tour(pages: [page]), sizes: [], options: TourOptions())
        .map(\.description) == [
          "11:1: warning: lists and quotes nest more than 8 deep: the deeper ones are shown flattened"
        ])
  }

  @Test("a list's items at the eighth level are all real items")
  func severalItemsAtTheEighthLevel() throws {
    let levels = Array(repeating: Level.bullet, count: 8)
    let text = Self.markdown(levels) + String(repeating: "  ", count: 7) + "- level 8b\n"
    let tour = try TourFileParser.parse(text: text, path: "nesting.md")
    let page = try #require(tour.pages.first)
    #expect(page.notes.isEmpty, "\(page.notes)")
    let plain = PlainTextTour.text(of: tour, width: 80, unicode: true)
    #expect(!plain.contains("- level"), "\(plain)")
    #expect(plain.contains("• level 8b"), "\(plain)")
  }
}
