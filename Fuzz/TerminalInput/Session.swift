import FuzzSupport
import TourKit

/// The full-screen loop without a terminal: the decoder, the tour state and the clock, with
/// the invariants that must hold after every step.
struct Session {
  private var decoder = InputDecoder()
  private var state: TourState
  private var now = Duration.zero
  private var size = (width: 80, height: 24)
  private let renderer = TourRenderer(colorDepth: .palette256)

  /// Screens are drawn up to this many cells (300×120): drawing dominates the run time, and the
  /// tour-file target draws screens of every size to 300×120. Larger ones are laid out only.
  private static let largestDrawnScreen = 300 * 120

  /// Starts one of the test tours, with animation, glyphs, hints and language chosen by the
  /// bits of `animationChoice`.
  init(tourChoice: UInt8, animationChoice: UInt8) {
    let tours = Session.tours
    let labels: [ChromeLabels] = [.english, .japanese, .chinese]
    let options = TourOptions(
      slideDuration: animationChoice & 1 == 0 ? TourOptions.defaultSlideDuration : .zero,
      unicode: animationChoice & 2 == 0, labels: labels[Int(animationChoice >> 2) % labels.count],
      showsHints: animationChoice & 0x80 == 0)
    state = TourState(
      tour: tours[Int(tourChoice) % tours.count], width: size.width, height: size.height,
      options: options)
  }

  /// Tours shaped like real ones, and the edges of paging: one page, more pages than digit
  /// keys, a page far taller than any screen.
  private static let tours: [Tour] = [
    .builtinWelcome,
    .builtinWelcome(for: LanguagePreference(language: "ja")),
    .builtinWelcome(for: LanguagePreference(language: "zh")),
    Tour(pages: [Page(title: "Only", paragraphs: ["One page, so Start shows at once."])]),
    Tour(pages: (1...12).map { Page(title: "Page \($0)", paragraphs: ["Text of page \($0)."]) }),
    Tour(pages: [
      Page(title: "Tall", paragraphs: (1...30).map { "Paragraph \($0) of a page that scrolls." }),
      Page(title: "絵文字 🎉", paragraphs: ["ようこそ。用方向键翻页。"]),
    ]),
  ]

  /// Lets `pause` pass as the loop does: it wakes at the decoder's deadline (held bytes are
  /// resolved then) and at animation frames.
  mutating func wait(_ pause: Duration) {
    let end = now + pause
    while let deadline = decoder.deadline, deadline <= end {
      now = max(now, deadline)
      apply(decoder.decode([], at: now))
      if let left = decoder.deadline {
        fatalError("bytes still held at their deadline \(deadline), now until \(left)")
      }
    }
    if let frame = state.nextDeadline(after: now), frame <= end {
      require(frame >= now, "the next frame \(frame) is before now \(now)")
      now = frame
      tick()
    }
    now = end
  }

  /// One read of `bytes` at the current time.
  mutating func read(_ bytes: ArraySlice<UInt8>) {
    apply(decoder.decode(Array(bytes), at: now))
    if !bytes.isEmpty, let deadline = decoder.deadline {
      require(deadline > now, "held bytes are due at once")
    }
  }

  /// The terminal changed size. (A tour that has ended ignores it: the loop is over.)
  mutating func resize(to size: (width: Int, height: Int)) {
    handle(.resize(width: size.width, height: size.height))
    if state.outcome == nil { self.size = size }
  }

  /// An animation frame.
  mutating func tick() { handle(.tick) }

  /// Draws the screen, if it is not absurdly large, and checks its size.
  func render() {
    guard size.width * size.height <= Session.largestDrawnScreen else { return }
    let canvas = renderer.render(state, at: now)
    require(
      canvas.width == size.width && canvas.height == size.height,
      "a \(size) screen was drawn as \(canvas.width)×\(canvas.height)")
  }

  /// A pause past any deadline, then `q`: the decoder must yield the q key, and q (twice: the
  /// first may close the help overlay) must end the tour.
  mutating func quitAfterPause() {
    wait(InputDecoder.pasteTimeout + .milliseconds(1))
    require(decoder.deadline == nil, "bytes still held after a long pause")
    for _ in 0..<2 {
      let inputs = decoder.decode(Array("q".utf8), at: now)
      require(inputs == [.event(.key(.character("q")))], "q after a pause gave \(inputs)")
      apply(inputs)
    }
    require(state.outcome != nil, "q did not end the tour")
  }

  private mutating func apply(_ inputs: [TerminalInput]) {
    for input in inputs {
      // Ctrl-C and Ctrl-Z are the terminal layer's; the fuzzer carries on.
      guard case .event(let event) = input else { continue }
      switch event {
      case .key(.character(let character)):
        require(
          !character.unicodeScalars.contains(where: \.isControlCharacter),
          "a key holds a control character: \(character.unicodeScalars.map(\.value))")
      case .pointerDown(let x, let y), .pointerMoved(let x, let y), .pointerUp(let x, let y):
        require(x >= 0 && y >= 0, "a mouse report at (\(x), \(y))")
      default: break
      }
      handle(event)
    }
  }

  private mutating func handle(_ event: TourEvent) {
    let outcome = state.outcome
    state.handle(event, at: now)
    if let outcome { require(state.outcome == outcome, "an ended tour changed its outcome") }
    let pages = 0..<state.tour.pages.count
    require(pages.contains(state.targetPage), "target page \(state.targetPage) of \(pages)")
    require(state.offset(at: now).isFinite, "the content offset is not finite")
    require(pages.contains(state.currentPage(at: now)), "current page out of \(pages)")
  }
}
