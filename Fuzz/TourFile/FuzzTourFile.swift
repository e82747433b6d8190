import FuzzSupport
import TourKit

/// The fuzz target: the bytes are a tour file. A file that parses is laid out and drawn
/// everywhere a tour file reaches: the full screen at rest, mid-slide, scrolled and under the
/// help overlay, `tour --check`, `tour --plain` and `tour --render`, at a size from 1×1 to
/// 300×120 derived from the bytes (`--check` at its default sizes too).
///
/// The size comes from a hash of the whole input rather than from header bytes, so every corpus
/// file is a plain tour file that `tour --render` reproduces as it stands.
func fuzzTourFile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let tour: Tour
  do {
    tour = try TourFileParser.parse(bytes: bytes, path: "fuzz.md")
  } catch {
    TourFileChecks.printable(error.description, keeping: [], what: "the parse error")
    return 0
  }
  require(!tour.pages.isEmpty, "a parsed tour has no pages")
  let hash = fnv1a(bytes)
  let derived = ScreenSize(width: 1 + Int(hash % 300), height: 1 + Int(hash / 300 % 120))
  let unicode = hash & (1 << 40) != 0
  let options = TourOptions(for: tour, reduceMotion: false, unicode: unicode, labels: .english)

  drawScreens(of: tour, size: derived, options: options)
  let problems = TourCheck.problems(
    in: tour, sizes: [derived] + TourCheck.defaultSizes, options: options)
  for problem in problems {
    TourFileChecks.printable(problem.description, keeping: [], what: "a --check problem")
  }
  let plain = PlainTextTour.text(of: tour, width: derived.width, unicode: unicode)
  TourFileChecks.printable(plain, keeping: ["\n"], what: "--plain text")
  for page in pagesToDraw(tour) {
    let screen = TourRenderer.plainScreen(of: tour, page: page, size: derived, options: options)
    TourFileChecks.screen(screen, size: derived)
  }
  return 0
}

/// The first pages, and the last: enough to reach every kind of page without drawing each of
/// a thousand pages (as `tour --render N` does: N right-arrow presses from the first page).
private func pagesToDraw(_ tour: Tour) -> [Int] {
  let count = tour.pages.count
  return Array(0..<min(count, 3)) + (count > 3 ? [count - 1] : [])
}

/// Drives a full-screen tour through what a user sees: the first page, its questions answered
/// (an option chosen, a box ticked, a field typed and pasted into, Enter checking it), the slide
/// to the last page half-way (two pages side by side) with the Start button fading in, the
/// last page scrolled down, and the help overlay; the answers as JSON and shell lines.
private func drawScreens(of tour: Tour, size: ScreenSize, options: TourOptions) {
  let renderer = TourRenderer(colorDepth: .palette256)
  var state = TourState(tour: tour, width: size.width, height: size.height, options: options)
  var now = Duration.zero
  func draw() {
    TourFileChecks.canvas(renderer.render(state, at: now), size: size)
    require(
      (0..<tour.pages.count).contains(state.currentPage(at: now)),
      "the current page is out of range")
  }
  draw()
  for key: TourKey in [.character(" "), .down, .tab, .character("x"), .character("日"), .enter] {
    state.handle(.key(key), at: now)
  }
  state.handle(.paste("pasted\ntext\u{1B}[31m"), at: now)
  draw()
  TourFileChecks.printable(state.answers.json, keeping: [], what: "the answers as JSON")
  TourFileChecks.printable(
    state.answers.shellAssignments(), keeping: ["\n"], what: "the answers as shell lines")
  state.handle(.key(.end), at: now)
  now += options.slideDuration / 2
  state.handle(.tick, at: now)
  draw()
  now += options.slideDuration
  state.handle(.tick, at: now)
  for _ in 0..<3 { state.handle(.key(.down), at: now) }
  draw()
  state.handle(.key(.character("?")), at: now)
  draw()
}

/// FNV-1a over the bytes: a cheap, stable hash to derive a screen size from.
private func fnv1a(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return hash
}
