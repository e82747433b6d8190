import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// The session's loop on a scripted terminal with a clock moved by hand: frames at most one a
/// frame interval while something moves, none and no deadline while nothing does, and every
/// input handled even when it is not drawn at once.
@Suite("Session loop: frame pacing")
struct SessionPacingTests {
  static let fivePages = Tour(
    pages: (1...5).map { Page(title: "Page \($0)", paragraphs: ["Body text of page \($0)."]) })

  static func ms(_ value: Int) -> Duration { .milliseconds(value) }

  /// Runs `tour` on `backend`, motion reduced as `reduceMotion` says.
  static func run(
    _ tour: Tour = fivePages, on backend: TestBackend, reduceMotion: Bool = false
  ) -> TourResult {
    var options = PresentOptions(environment: { _ in nil })
    options.reduceMotion = reduceMotion
    return SessionLoop(tour: tour, options: options).run(on: backend)
  }

  /// The title a frame shows centred on its own row, if any: the page at rest.
  static func restingTitle(_ frame: TestBackend.Frame?) -> String? {
    guard let canvas = frame?.canvas else { return nil }
    for y in 0..<canvas.height {
      let row = canvas.text(ofRow: y)
      let title = row.trimmingCharacters(in: .whitespaces)
      guard title.hasPrefix("Page "), title.count == 6 else { continue }
      let left = row.prefix { $0 == " " }.count
      if left == (canvas.width - title.count) / 2 { return title }
    }
    return nil
  }

  @Test("an idle tour draws its first frame at once, then waits with no deadline")
  func idleTourWaitsWithoutDeadline() {
    let backend = TestBackend()
    let result = Self.run(on: backend)
    #expect(backend.frames.map(\.time) == [.zero])
    #expect(Self.restingTitle(backend.lastFrame) == "Page 1")
    // The first wait has the first frame's deadline (now); after it nothing is due.
    #expect(backend.deadlines == [.zero, nil])
    #expect(backend.idledAfterScript && !backend.ranAway)
    #expect(result.ending == .interrupted(signal: SIGHUP))
  }

  @Test("q ends the tour skipped on the page shown; Enter on the last page completes it")
  func keysEndTheTour() {
    let skipping = TestBackend()
    skipping.at(Self.ms(100), typing: "3")
    skipping.at(Self.ms(200), typing: "q")
    #expect(Self.run(on: skipping, reduceMotion: true).ending == .skipped(atPage: 2))
    #expect(Self.restingTitle(skipping.lastFrame) == "Page 3")
    #expect(!skipping.idledAfterScript)

    let finishing = TestBackend()
    finishing.at(Self.ms(100), typing: "5")
    finishing.at(Self.ms(200), .bytes([0x0D]))
    #expect(Self.run(on: finishing, reduceMotion: true).ending == .completed)
  }

  @Test("a slide draws one frame a frame interval until it rests, then nothing")
  func slideIsPacedAtSixtyFrames() {
    let backend = TestBackend()
    backend.at(Self.ms(1000), .bytes(Array("\u{1B}[C".utf8)))  // Right
    _ = Self.run(on: backend)
    let slide = backend.frames.filter { $0.time >= Self.ms(1000) }
    let gaps = zip(slide.dropFirst(), slide).map { $0.time - $1.time }
    #expect(gaps.allSatisfy { $0 >= TourState.frameInterval }, "\(gaps)")
    // 300 ms of slide at 60 frames a second, give or take the first and the settling one.
    #expect((17...21).contains(slide.count), "\(slide.count) frames")
    // The slide's first frame is page 1 where it rests, its last page 2 where it rests.
    #expect(Self.restingTitle(slide.first) == "Page 1")
    let moving = slide.dropFirst().prefix { Self.restingTitle($0) == nil }
    // Eased out: the last few frames are within a column of where page 2 rests.
    #expect(moving.count >= 10, "\(moving.count) frames between the resting places")
    #expect(slide.dropFirst(1 + moving.count).allSatisfy { Self.restingTitle($0) == "Page 2" })
    #expect(Self.restingTitle(slide.last) == "Page 2")
    // At rest: the loop blocks with no deadline, and draws nothing more.
    #expect(backend.deadlines.last == .some(nil))
    #expect(backend.lastFrame?.time == slide.last?.time)
  }

  @Test("with reduced motion a page change is one frame at rest, then nothing moves")
  func reducedMotionDrawsNoInBetweenFrame() {
    let backend = TestBackend()
    backend.at(Self.ms(1000), .bytes(Array("\u{1B}[C".utf8)))  // Right
    _ = Self.run(on: backend, reduceMotion: true)
    #expect(backend.frames.map(\.time) == [.zero, Self.ms(1000)])
    #expect(backend.frames.map(Self.restingTitle) == ["Page 1", "Page 2"])
    #expect(backend.deadlines == [.zero, nil, nil])
  }

  @Test("input faster than the frame rate is all handled, and drawn at the next frame time")
  func burstIsDrawnAtTheNextFrameTime() {
    let backend = TestBackend()
    // Three page changes 1 ms apart, after the first frame.
    for (index, key) in ["2", "3", "4"].enumerated() {
      backend.at(Self.ms(5 + index), typing: key)
    }
    _ = Self.run(on: backend, reduceMotion: true)
    #expect(backend.frames.map(\.time) == [.zero, TourState.frameInterval])
    #expect(Self.restingTitle(backend.lastFrame) == "Page 4")
    // Idle after the first frame; after each key, a wait for the next frame time.
    #expect(backend.deadlines[1] == nil)
    #expect(backend.deadlines[2...4].allSatisfy { $0 == TourState.frameInterval })
  }

  @Test("a lone Esc is the Esc key once the sequence timeout passes: it leaves the tour")
  func loneEscapeWaitsForTheSequenceTimeout() {
    let backend = TestBackend()
    backend.at(Self.ms(50), typing: "2")
    backend.at(Self.ms(500), .bytes([0x1B]))
    let result = Self.run(on: backend, reduceMotion: true)
    #expect(result.ending == .skipped(atPage: 1))
    // The wait after the Esc ends when the decoder gives up on a longer sequence.
    #expect(backend.deadlines.last == Self.ms(500) + InputDecoder.sequenceTimeout)
  }
}
