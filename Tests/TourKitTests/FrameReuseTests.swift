import Testing

@testable import TourKit

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

  /// Copying only the columns drawn on is copying the whole band: against the cell-by-cell copy,
  /// on canvases with wide characters drawn here and there, bands cutting them, blanks of one
  /// style or two.
  @Test func copyingTheColumnsDrawnOnIsCopyingTheBand() {
    var random = SplitMix(seed: 7)
    let texts = ["a", "日", "本語", "xy z", "🇯🇵", "é"]
    let styles = [
      CellStyle.plain, CellStyle(background: .indexed(24)), CellStyle(attributes: .bold),
    ]
    func canvas(width: Int, height: Int, blanks: CellStyle) -> Canvas {
      var canvas = Canvas(width: width, height: height, style: blanks)
      for _ in 0..<random.next(below: 6) {
        canvas.draw(
          texts[random.next(below: texts.count)], x: random.next(below: width + 2) - 1,
          y: random.next(below: height), style: styles[random.next(below: styles.count)])
      }
      return canvas
    }
    for _ in 0..<3000 {
      let width = 1 + random.next(below: 9)
      let blanks = random.next(below: 4) == 0 ? styles[1] : styles[0]
      let source = canvas(width: width, height: 1 + random.next(below: 3), blanks: styles[0])
      var target = canvas(width: 1 + random.next(below: 9), height: 3, blanks: blanks)
      if random.next(below: 3) == 0 { target.reset(width: target.width, height: 3, style: blanks) }
      let (sourceX, x) = (random.next(below: width + 2) - 1, random.next(below: 12) - 2)
      let (y, columns) = (random.next(below: 4) - 1, random.next(below: 11))
      var expected = target
      Self.copyCellByCell(
        from: source, sourceX: sourceX, toX: x, y: y, columns: columns, into: &expected)
      target.copy(from: source, sourceX: sourceX, toX: x, y: y, columns: columns)
      let same = target == expected
      #expect(same, "\(source.text) at \(sourceX), \(columns) wide, to \(x), \(y)")
    }
  }

  /// ASCII text drawn a run at a time is ASCII text drawn a character at a time, over wide
  /// characters it cuts or covers.
  @Test func asciiRunsAreDrawnAsCharacterByCharacter() {
    var random = SplitMix(seed: 11)
    for _ in 0..<3000 {
      let width = 1 + random.next(below: 9)
      var canvas = Canvas(width: width, height: 1)
      for _ in 0..<random.next(below: 4) {
        canvas.draw(
          ["日", "本語", "🇯🇵", "a"][random.next(below: 4)], x: random.next(below: width), y: 0)
      }
      let text = String(repeating: "x", count: random.next(below: 7)) + "y z"
      let x = random.next(below: width + 6) - 4
      var expected = canvas
      for (offset, character) in text.enumerated() where (0..<width).contains(x + offset) {
        let column = x + offset
        let cluster = expected.cluster(atX: column, y: 0)
        if cluster.width > 1 {
          for cut in cluster.x..<cluster.x + cluster.width {
            expected[cut, 0] = Cell(text: " ", style: expected[cut, 0].style)
          }
        }
        expected[column, 0] = Cell(text: String(character), style: CellStyle(attributes: .bold))
      }
      let end = canvas.draw(text, x: x, y: 0, style: CellStyle(attributes: .bold))
      let same = canvas == expected
      #expect(same, "\(text) at \(x) over \(canvas.text)")
      #expect(end == x + text.count)
    }
  }

  /// ``Canvas/copy(from:sourceX:toX:y:columns:)`` as it was before it looked at what was drawn:
  /// every cell of the band, one at a time.
  static func copyCellByCell(
    from source: Canvas, sourceX: Int, toX x: Int, y: Int, columns: Int, into canvas: inout Canvas
  ) {
    let start = max(sourceX, 0, sourceX - x)
    let end = min(sourceX + columns, source.width, sourceX + canvas.width - x)
    guard start < end else { return }
    for row in 0..<min(source.height, canvas.height - y) where y + row >= 0 {
      let band = start + x - sourceX..<end + x - sourceX
      for edge in [band.lowerBound, band.upperBound - 1] {
        let cluster = canvas.cluster(atX: edge, y: y + row)
        guard cluster.width > 1,
          cluster.x < band.lowerBound || cluster.x + cluster.width > band.upperBound
        else { continue }
        for column in cluster.x..<cluster.x + cluster.width {
          canvas[column, y + row] = Cell(text: " ", style: canvas[column, y + row].style)
        }
      }
      var from = start
      while from < end {
        let cluster = source.cluster(atX: from, y: row)
        let whole = cluster.x >= start && cluster.x + cluster.width <= end
        for column in from..<min(end, cluster.x + cluster.width) {
          var cell = source[column, row]
          if !whole { cell = Cell(text: " ", style: cell.style) }
          canvas[column + x - sourceX, y + row] = cell
        }
        from = cluster.x + cluster.width
      }
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failure shows again.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
