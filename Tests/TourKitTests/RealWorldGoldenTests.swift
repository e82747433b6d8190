import Foundation
import Testing
import TourKit

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
    _ tour: Tour, page: Int, width: Int, height: Int, depth: ColorDepth = .palette256
  ) -> Canvas {
    var state = TourState(
      tour: tour, width: width, height: height, options: TourOptions(slideDuration: .zero))
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
}
