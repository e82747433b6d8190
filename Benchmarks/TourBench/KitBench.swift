import TourKit

/// Timings of TourKit alone, in-process: no terminal, no ncurses.
struct KitResults {
  /// Laying out the deck at the frame size (`TourState.init` builds the `TourGeometry`).
  var layout: Summary?
  /// Rendering one frame of an already laid-out state.
  var render: Summary?
  /// The same, into the canvas of the frame before last and the same page buffers, as a
  /// session's loop draws.
  var renderReused: Summary?
  /// Both: what a resize costs before the frame can be shown.
  var layoutAndRender: Summary?
  /// Parsing the generated tour from a `String` (`TourFileParser.parse(text:path:)`).
  var load: Summary?
  /// Parsing it from the file's bytes, as `tour FILE` does: UTF-8 validation, then the above.
  var loadBytes: Summary?
  /// Compiling the largest-shaped pattern a text field accepts (`(.{1,100}){1,10}`, with RE2).
  var patternCompile: Summary?
  /// Matching it against the longest answer, 255 two-byte characters and one more.
  var patternMatch: Summary?
}

/// Times TourKit's hot paths with `ContinuousClock`, one sample per iteration, and reports the
/// median: a frame is ~1 ms, far above the clock's overhead, and the median shrugs off the
/// iterations a context switch lands in.
enum KitBench {
  static func run(deck: Deck, settings: Settings) throws(BenchError) -> KitResults {
    let size = settings.frameSize
    let renderer = TourRenderer(colorDepth: .palette256)
    var results = KitResults()

    // Pages are laid out when first drawn: the layout of one frame is the state plus page 1.
    let layout = measure(settings.frameIterations, checksum: { $0.lines.count }) {
      TourState(tour: deck.tour, width: size.width, height: size.height).geometry.page(0)
    }
    let state = TourState(tour: deck.tour, width: size.width, height: size.height)
    guard !state.geometry.isTooSmall else { throw BenchError("the deck does not fit \(size)") }
    let render = measure(settings.frameIterations, checksum: checksum) {
      renderer.render(state, at: .zero)
    }
    var frame = Canvas(width: 0, height: 0)
    var shown = Canvas(width: 0, height: 0)
    var buffers = RenderBuffers()
    let reused = measure(settings.frameIterations, checksum: checksum) { () -> Canvas in
      renderer.render(state, at: .zero, into: &frame, buffers: &buffers)
      swap(&frame, &shown)
      return shown
    }
    let both = measure(settings.frameIterations, checksum: checksum) {
      renderer.render(TourState(tour: deck.tour, width: size.width, height: size.height), at: .zero)
    }

    let text = deck.repeated(toPages: settings.loadPages)
    let parsed: Tour
    do {
      parsed = try TourFileParser.parse(text: text, path: "generated")
    } catch {
      throw BenchError("the generated \(settings.loadPages)-page tour does not parse: \(error)")
    }
    guard parsed.pages.count == settings.loadPages else {
      throw BenchError(
        "the generated tour has \(parsed.pages.count) pages, not \(settings.loadPages)")
    }
    let load = measure(settings.loadIterations, checksum: { $0?.pages.count ?? 0 }) {
      try? TourFileParser.parse(text: text, path: "generated")
    }

    results.layout = Summary(layout)
    results.render = Summary(render)
    results.renderReused = Summary(reused)
    results.layoutAndRender = Summary(both)
    let bytes = Array(text.utf8)
    let loadBytes = measure(settings.loadIterations, checksum: { $0?.pages.count ?? 0 }) {
      try? TourFileParser.parse(bytes: bytes, path: "generated")
    }
    results.load = Summary(load)
    results.loadBytes = Summary(loadBytes)

    // Sixteen variants in turn, so that the eight compiled patterns kept never hold the next:
    // every iteration compiles.
    let variants = (0..<16).map { "(.{1,100}){1,10}x\($0)" }
    var next = 0
    let compile = measure(settings.loadIterations, checksum: { $0 == nil ? 0 : 1 }) {
      next = (next + 1) % variants.count
      return try? AnswerPattern(variants[next])
    }
    guard let pattern = try? AnswerPattern("(.{1,100}){1,10}") else {
      throw BenchError("the benchmark's pattern does not compile")
    }
    let answer = String(repeating: "é", count: 255) + "x"
    let match = measure(settings.loadIterations, checksum: { $0 ? 1 : 0 }) {
      pattern.matches(answer)
    }
    results.patternCompile = Summary(compile)
    results.patternMatch = Summary(match)
    return results
  }

  /// Runs `body` `iterations` times after a short warm-up; the time of each run in ms.
  ///
  /// A number derived from each result (outside the timed part) goes into ``sink``: a value
  /// that escapes to a global cannot be optimised away, and neither can the work that made it.
  private static func measure<T>(_ iterations: Int, checksum: (T) -> Int, _ body: () -> T)
    -> [Double]
  {
    let clock = ContinuousClock()
    for _ in 0..<max(1, iterations / 10) { sink &+= checksum(body()) }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let start = clock.now
      let value = body()
      let elapsed = clock.now - start
      sink &+= checksum(value)
      samples.append(elapsed.milliseconds)
    }
    return samples
  }

  /// A number that depends on every cell's text, so the whole frame has to be drawn.
  private static func checksum(_ canvas: Canvas) -> Int {
    canvas.cells.reduce(0) { $0 &+ $1.text.utf8.count }
  }

  /// Where results go so the optimiser must compute them.
  nonisolated(unsafe) private static var sink = 0
}
