import Testing

@testable import TourKit

/// A first frame lays out the page it shows, not the whole tour: a long tour starts as fast as
/// a short one. Only a screen too short for the roomy arrangement whatever the pages needs
/// every page's height to choose it.
@Suite("Pages laid out when first shown")
struct LazyLayoutTests {
  /// 300 pages of a few paragraphs each.
  static let longTour: Tour = {
    let page = "# Page\n\nA paragraph of text that wraps at eighty columns, and then another one.\n"
    let text = (1...300).map { "\(page)\nPage \($0).\n" }.joined(separator: "\n---\n\n")
    return (try? Tour.parse(text)) ?? Tour(pages: [])
  }()

  @Test(arguments: [(80, 24), (200, 60), (40, 20)])
  func theFirstFrameLaysOutOnlyTheFirstPage(width: Int, height: Int) {
    #expect(Self.longTour.pages.count == 300)
    let state = TourState(tour: Self.longTour, width: width, height: height)
    _ = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect(state.geometry.pagesLaidOut == 1)
  }

  @Test func aFlipLaysOutThePageItShows() {
    var state = TourState(tour: Self.longTour, width: 80, height: 24)
    let renderer = TourRenderer(colorDepth: .palette256)
    _ = renderer.render(state, at: .zero)
    state.handle(.key(.right), at: .zero)
    _ = renderer.render(state, at: .seconds(5))
    #expect(state.geometry.pagesLaidOut == 2)
  }

  /// Below 20 rows the arrangement depends on the tallest page, so every page is laid out.
  @Test func aShortScreenLaysOutEveryPage() {
    let state = TourState(tour: Self.longTour, width: 80, height: 12)
    #expect(state.geometry.pagesLaidOut == 300)
  }
}
