import Testing

@testable import TourKit

/// A screen of any size the kernel can report is drawn at most
/// ``TourGeometry/maximumSide`` cells each way, and `--size` takes one spelling per size.
@Suite("Screen size limits")
struct ScreenSizeLimitTests {
  @Test(arguments: [(65535, 80), (80, 65535), (65535, 65535), (5000, 5000), (1001, 1000)])
  func giantScreensAreDrawnAtTheMaximum(width: Int, height: Int) {
    let state = TourState(
      tour: Tour.builtinWelcome, width: width, height: height, options: TourOptions())
    let layout = state.geometry.layout
    #expect(layout.width == min(width, TourGeometry.maximumSide))
    #expect(layout.height == min(height, TourGeometry.maximumSide))
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect(canvas.width == layout.width && canvas.height == layout.height)
  }

  @Test func aResizeToAGiantScreenIsClampedToo() {
    var state = TourState(tour: Tour.builtinWelcome, width: 80, height: 24, options: TourOptions())
    state.handle(.resize(width: 65535, height: 65535), at: .zero)
    #expect(state.geometry.layout.width == 1000)
    #expect(state.geometry.layout.height == 1000)
    state.handle(.resize(width: 120, height: 40), at: .seconds(1))
    #expect(state.geometry.layout.width == 120)
    #expect(state.geometry.layout.height == 40)
  }

  @Test func theClampKeepsSizesWithinTheMaximum() {
    #expect(TourGeometry.clamped(width: 80, height: 24) == (80, 24))
    #expect(TourGeometry.clamped(width: 1000, height: 1000) == (1000, 1000))
    #expect(TourGeometry.clamped(width: 65535, height: 3) == (1000, 3))
    #expect(ScreenSize.maximumSide == TourGeometry.maximumSide)
  }

  @Test(arguments: [("80x24", 80, 24), ("40×12", 40, 12), ("1x1", 1, 1), ("1000x1000", 1000, 1000)])
  func sizesParse(text: String, width: Int, height: Int) {
    #expect(ScreenSize(parsing: text) == ScreenSize(width: width, height: height))
  }

  @Test(arguments: [
    "80", "0x10", "x", "80x24x2", "-5x3", "80x24x", "x80x24", "80xx24", "+80x+24", "80X24",
    "1X1", "0080x0024", "080x24", "80x024", "1001x24", "80x1001", " 80x24", "80 x 24",
    "٨٠x24",
  ])
  func badSizes(text: String) {
    #expect(ScreenSize(parsing: text) == nil)
  }
}
