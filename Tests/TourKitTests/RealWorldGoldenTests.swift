import Foundation
import Testing

@testable import TourKit

/// Golden screens of the real-world corpus (`Fixtures/real-world`): pages shaped like what
/// authors paste from their READMEs, every page at 80×24 and 40×12; a style layer where style
/// is the point.
@Suite("Golden screens: real-world pages")
struct RealWorldGoldenTests {
  static let names = FixtureFiles.tours(in: "real-world")

  static func tour(_ name: String) throws -> Tour {
    try TourFileParser.parse(bytes: try FixtureFiles.bytes("real-world", name), path: name)
  }

  static func screen(
    _ tour: Tour, page: Int, width: Int, height: Int, depth: ColorDepth = .palette256,
    widths: WidthRule = .unicode
  ) -> Canvas {
    var state = TourState(
      tour: tour, width: width, height: height,
      options: TourOptions(slideDuration: .zero, widths: widths))
    for _ in 0..<page { state.handle(.key(.right), at: .zero) }
    return TourRenderer(colorDepth: depth).render(state, at: .zero)
  }

  @Test func corpusIsThere() {
    #expect(Self.names.count >= 10)
  }

  @Test(arguments: names)
  func everyPageAtBothSizes(name: String) throws {
    let tour = try Self.tour(name)
    let base = String(name.dropLast(3))
    for page in tour.pages.indices {
      for (width, height) in [(80, 24), (40, 12)] {
        let suffix = tour.pages.count > 1 ? "-p\(page + 1)" : ""
        expectSnapshot(
          Self.screen(tour, page: page, width: width, height: height),
          named: "real-\(base)\(suffix)-\(width)x\(height)")
      }
    }
  }

  @Test func softBreaksWithStyles() throws {
    let tour = try Self.tour("soft-breaks.md")
    expectSnapshot(
      Self.screen(tour, page: 0, width: 80, height: 24), named: "real-soft-breaks-styles",
      styles: true)
  }

  @Test func tableHeaderAndKeysWithStyles() throws {
    let tour = try Self.tour("key-table-en.md")
    expectSnapshot(
      Self.screen(tour, page: 0, width: 80, height: 24), named: "real-key-table-en-styles",
      styles: true)
  }

  /// Code blocks (`tabs.md`) and inline code (`soft-breaks.md`) under `NO_COLOR` and on 8
  /// colours: a bar beside the block, inline code reversed, neither like bold nor like text.
  @Test(arguments: ["tabs.md", "soft-breaks.md"], [ColorDepth.none, .basic8])
  func codeWithoutColoursWithStyles(name: String, depth: ColorDepth) throws {
    let tour = try Self.tour(name)
    expectSnapshot(
      Self.screen(tour, page: 0, width: 80, height: 24, depth: depth),
      named: "real-\(name.dropLast(3))-\(depth == .none ? "no-color" : "8-colours")-styles",
      styles: true)
  }

  /// Badge rows (`badges.md`: zstd's reference-link badges on consecutive lines, a Python
  /// package's HTML badges with and without alt text, Markdown badges) read as their alt texts
  /// with a space between, wrap between badges, and show no URL: in `--render`, on the full
  /// screen (the golden screens of `everyPageAtBothSizes`) and in plain text.
  @Test func badgeRowsReadAsTheirAltTexts() throws {
    let tour = try Self.tour("badges.md")
    var texts: [String] = []
    for (width, height) in [(80, 24), (40, 12), (30, 12)] {
      for page in tour.pages.indices {
        texts.append(
          TourRenderer.plainScreen(
            of: tour, page: page, size: ScreenSize(width: width, height: height),
            options: TourOptions(slideDuration: .zero)))
      }
    }
    for width in [80, 40, 30] {
      texts.append(PlainTextTour.text(of: tour, width: width, unicode: true))
    }
    for text in texts {
      #expect(!text.contains("http"), "\(text)")
      #expect(!text.contains("]["), "\(text)")
      for line in text.split(separator: "\n") {
        // Every badge is whole on its line: brackets open and close on the same line.
        #expect(
          line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
      }
    }
    let render = TourRenderer.plainScreen(
      of: tour, page: 0, size: ScreenSize(width: 80, height: 24),
      options: TourOptions(slideDuration: .zero))
    #expect(render.contains("[Build Status] [Build status] [Build status]"))
    #expect(render.contains("[Fuzzing Status]"))
    let plain = PlainTextTour.text(of: tour, width: 40, unicode: true)
    expectSnapshot(
      Canvas(
        lines: plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)),
      named: "real-badges-plain-40")
  }

  /// Emoji of every kind by the widths of tmux 3.3a (skin tones, VS16 and keycaps apart) and of
  /// xterm (every kind apart), with styles: the table's columns and the centring follow.
  @Test(arguments: [("tmux", Clusters.tmux), ("xterm", Clusters.xterm)])
  func emojiByATerminalsWidths(terminal: String, widths: WidthRule) throws {
    let tour = try Self.tour("emoji-every-kind.md")
    for (width, height) in [(80, 24), (40, 12)] {
      expectSnapshot(
        Self.screen(tour, page: 0, width: width, height: height, widths: widths),
        named: "real-emoji-every-kind-\(terminal)-\(width)x\(height)", styles: width == 80)
    }
  }

  /// The emoji page half-way through a slide to the next and back: at every frame the clusters
  /// cut by the screen edge or the seam between pages are blanks, the others whole.
  @Test(arguments: [(80, 24), (40, 12)])
  func emojiMidSlide(width: Int, height: Int) throws {
    let tour = try Self.tour("emoji-every-kind.md")
    var state = TourState(tour: tour, width: width, height: height)
    state.handle(.key(.right), at: .zero)
    let renderer = TourRenderer(colorDepth: .palette256)
    expectSnapshot(
      renderer.render(state, at: .milliseconds(60)),
      named: "real-emoji-every-kind-mid-slide-\(width)x\(height)", styles: width == 80)
    state.handle(.key(.left), at: .milliseconds(400))
    expectSnapshot(
      renderer.render(state, at: .milliseconds(520)),
      named: "real-emoji-every-kind-mid-slide-back-\(width)x\(height)")
  }
}
