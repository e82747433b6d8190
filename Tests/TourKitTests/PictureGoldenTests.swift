import Foundation
import Testing

@testable import TourKit

/// Golden screens of pages with pictures, with their style layers: the picture's colours are
/// the point. The pictures are the fixtures (red and blue under a transparent band), so the
/// layers stay readable.
@Suite("Picture golden screens")
struct PictureGoldenTests {
  static let tour = """
    # Regions

    ![Red and blue](regions.png)

    A picture with a line of text.

    ---
    <!-- background: #005f87 -->
    # On a coloured page

    ![Red and blue, from a GIF](regions.gif)

    Transparent pixels show the page's colour.

    ---
    # The end

    Press Enter.
    """

  static func state(width: Int, height: Int, page: Int = 0) throws -> TourState {
    var state = TourState(
      tour: try PicturePageTests.tour(tour), width: width, height: height,
      options: TourOptions(pictures: .palette240))
    for _ in 0..<page { state.handle(.key(.right), at: .zero) }
    state.handle(.tick, at: .seconds(1))
    state.preparePictures(with: PictureStore(), at: .seconds(1))
    return state
  }

  @Test(arguments: GoldenScreenTests.sizes)
  func aPicturePage(width: Int, height: Int) throws {
    let canvas = TourRenderer(colorDepth: .palette256).render(
      try Self.state(width: width, height: height), at: .seconds(1))
    expectSnapshot(canvas, named: "picture-\(width)x\(height)", styles: true)
  }

  @Test func midSlideThePictureMovesWithItsPage() throws {
    var state = try Self.state(width: 80, height: 24)
    state.handle(.key(.right), at: .seconds(1))
    // The next page's picture was prepared ahead (two pages on each side are).
    #expect(state.pictureJobs.isEmpty)
    let canvas = TourRenderer(colorDepth: .palette256).render(
      state, at: .seconds(1) + .milliseconds(60))
    expectSnapshot(canvas, named: "picture-mid-slide-80x24", styles: true)
  }

  @Test(arguments: GoldenScreenTests.sizes)
  func aColouredPage(width: Int, height: Int) throws {
    let canvas = TourRenderer(colorDepth: .palette256).render(
      try Self.state(width: width, height: height, page: 1), at: .seconds(1))
    expectSnapshot(canvas, named: "coloured-page-\(width)x\(height)", styles: true)
  }

  @Test func aColouredPageOnEightColours() throws {
    var state = TourState(
      tour: try PicturePageTests.tour(Self.tour), width: 80, height: 24,
      options: TourOptions(slideDuration: .zero, pictures: .basic8))
    state.handle(.key(.right), at: .zero)
    state.preparePictures(with: PictureStore(), at: .zero)
    let canvas = TourRenderer(colorDepth: .basic8).render(state, at: .zero)
    expectSnapshot(canvas, named: "coloured-page-8-colours-80x24", styles: true)
  }

  /// `TERM=xterm`: the welcome picture's pages (two blues) must not vanish into its cyan page,
  /// and its grey dots are white, not yellow.
  @Test func theWelcomePictureReadsOnEightColours() throws {
    var state = TourState(
      tour: Tour.builtinWelcome(for: LanguagePreference(language: nil)), width: 80, height: 24,
      options: TourOptions(slideDuration: .zero, pictures: .basic8))
    state.preparePictures(with: PictureStore(), at: .zero)
    let canvas = TourRenderer(colorDepth: .basic8).render(state, at: .zero)
    expectSnapshot(canvas, named: "welcome-8-colours-80x24", styles: true)
    let page = TerminalColor.indexed(6)
    #expect(canvas[0, 0].style.background == page)
    var seen: [TerminalColor: Int] = [:]
    for y in 3..<13 {
      for x in 0..<80 {
        for color in PictureSamples.visibleColors(canvas[x, y]) { seen[color, default: 0] += 1 }
      }
    }
    // The three pages are blue, their lines and the dots white; nothing is yellow.
    #expect(Set(seen.keys) == [page, .indexed(4), .indexed(7)], "\(seen)")
    #expect(seen[.indexed(4), default: 0] >= 3 * 40, "\(seen)")
  }

  @Test func withoutColourAColouredPageIsPlainAndPicturesAreTheirAltText() throws {
    var state = TourState(
      tour: try PicturePageTests.tour(Self.tour), width: 80, height: 24,
      options: TourOptions(slideDuration: .zero))
    state.handle(.key(.right), at: .zero)
    let canvas = TourRenderer(colorDepth: .none).render(state, at: .zero)
    expectSnapshot(canvas, named: "coloured-page-no-colour-80x24", styles: true)
  }
}
