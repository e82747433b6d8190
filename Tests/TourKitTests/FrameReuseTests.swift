import Testing
import TourKit

/// Frames drawn into the buffers of earlier ones, as a session's loop draws them, are the frames
/// drawn afresh, and what ``Canvas/changedColumns(ofRow:since:)`` reports is every change.
@Suite("Frames drawn over earlier ones")
struct FrameReuseTests {
  /// Pages of different heights, wide characters, a coloured page, a page that scrolls.
  static let tour: Tour = {
    let text = """
      # One

      The first page, plain.

      ---

      <!-- background: #005f87 -->
      # 灯台 on blue

      日本語の文と English side by side: 守夜人每小时检查一次灯光。

      ---

      # Tall

      \((1...40).map { "Line \($0) of a page taller than the screen." }.joined(separator: "\n\n"))

      ---

      # Last

      The Start button is drawn below.
      """
    return (try? Tour.parse(text)) ?? Tour(pages: [])
  }()

  @Test(arguments: [(80, 24), (41, 13), (200, 60)])
  func framesDrawnOverEarlierOnesAreTheFramesDrawnAfresh(width: Int, height: Int) throws {
    #expect(Self.tour.pages.count == 4)
    let renderer = TourRenderer(colorDepth: .palette256)
    var state = TourState(tour: Self.tour, width: width, height: height)
    var frame = Canvas(width: 0, height: 0)
    var shown = Canvas(width: 0, height: 0)
    var buffers = RenderBuffers()
    var previous: Canvas?
    var time = Duration.zero
    // Slides forward and back (every step of each), a scroll, the help overlay, a resize.
    let keys: [TourKey] = [.right, .right, .down, .down, .right, .left, .left, .left]
    for (index, key) in keys.enumerated() {
      state.handle(.key(key), at: time)
      if index == 5 { state.handle(.key(.character("?")), at: time) }
      if index == 6 {
        state.handle(.key(.character("?")), at: time)
        state.handle(.resize(width: width + 3, height: height + 1), at: time)
      }
      for _ in 0..<25 {
        time += .milliseconds(17)
        renderer.render(state, at: time, into: &frame, buffers: &buffers)
        let fresh = renderer.render(state, at: time)
        let same = frame == fresh
        try #require(same, "after key \(index), at \(time)")
        if let previous, previous.width == frame.width, previous.height == frame.height {
          for row in 0..<frame.height {
            let changed = frame.changedColumns(ofRow: row, since: previous)
            let expected = (0..<frame.width).filter { frame[$0, row] != previous[$0, row] }
            #expect(changed?.first == expected.first && changed?.last == expected.last)
          }
        }
        for row in 0..<frame.height {
          let changed = frame.changedColumns(ofRow: row, since: nil)
          let expected = (0..<frame.width).filter { frame[$0, row] != .blank }
          #expect(changed?.first == expected.first && changed?.last == expected.last)
        }
        previous = frame
        swap(&frame, &shown)
      }
    }
  }

  @Test func resetBlanksWhatWasDrawnInTheNewStyle() {
    let blue = CellStyle(background: .indexed(24))
    var canvas = Canvas(width: 6, height: 3)
    canvas.draw("日本", x: 1, y: 1)
    canvas.reset(width: 6, height: 3)
    #expect(canvas == Canvas(width: 6, height: 3))
    canvas.draw("x", x: 0, y: 2)
    canvas.reset(width: 6, height: 4, style: blue)
    #expect(canvas == Canvas(width: 6, height: 4, style: blue))
    canvas.reset(width: 6, height: 2, style: blue)
    #expect(canvas == Canvas(width: 6, height: 2, style: blue))
    canvas.reset(width: 4, height: 2)
    #expect(canvas == Canvas(width: 4, height: 2))
  }

  @Test func copyingBlankRowsOntoBlanksOfAnotherStyleCopiesThem() {
    let blue = CellStyle(background: .indexed(24))
    let page = Canvas(width: 4, height: 2)
    var screen = Canvas(width: 4, height: 3, style: blue)
    screen.copy(from: page, sourceX: 0, toX: 0, y: 1, columns: 4)
    #expect(screen[0, 0].style == blue)
    #expect(screen[0, 1] == .blank && screen[3, 2] == .blank)
    #expect(screen.changedColumns(ofRow: 0, since: nil) == 0..<4)
    #expect(screen.changedColumns(ofRow: 1, since: nil) == nil)
    let blueScreen = Canvas(width: 4, height: 3, style: blue)
    #expect(screen.changedColumns(ofRow: 0, since: blueScreen) == nil)
    #expect(screen.changedColumns(ofRow: 2, since: blueScreen) == 0..<4)
  }
}
