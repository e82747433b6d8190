import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// Mouse input through the session's loop (SGR reports decoded, handled, drawn) where what is
/// tested is timing: how long the pointer rests before a release, the pause that tells two
/// wheel gestures apart. On the injected clock the pauses are exact and cost no time.
@Suite("Session loop: swipes and the wheel")
struct SessionPointerTests {
  static func ms(_ value: Int) -> Duration { .milliseconds(value) }

  /// An SGR mouse report (xterm's mode 1006) at 0-based cell (`x`, `y`): `code` 0 the left
  /// button, 32 motion with it held, 64 and 65 the wheel up and down.
  static func mouse(_ code: Int, x: Int, y: Int, release: Bool = false) -> TerminalWake {
    .bytes(Array("\u{1B}[<\(code);\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8))
  }

  /// A row of the page's content.
  static let row = 8
  /// Where the first page's title rests.
  static let restingColumn = (80 - "Page 1".count) / 2

  /// The column of the first page's title in `frame`.
  static func titleColumn(_ frame: TestBackend.Frame?) -> Int? {
    guard let canvas = frame?.canvas else { return nil }
    for y in 0..<canvas.height {
      if let range = canvas.text(ofRow: y).range(of: "Page 1") {
        return canvas.text(ofRow: y)[..<range.lowerBound].count
      }
    }
    return nil
  }

  /// Scripts a press at column 40 at 1 s and a drag to column 30 in five steps 15 ms apart, as
  /// a terminal sends them; returns when the last step comes.
  static func holdFirstPageTenColumnsLeft(_ backend: TestBackend) -> Duration {
    backend.at(ms(1000), mouse(0, x: 40, y: row))
    for step in 1...5 { backend.at(ms(1000 + 15 * step), mouse(32, x: 40 - 2 * step, y: row)) }
    return ms(1075)
  }

  @Test("a drag right on the first page stays on the first page")
  func dragPastStart() {
    let backend = TestBackend()
    var time = Self.holdFirstPageTenColumnsLeft(backend)
    for x in stride(from: 35, through: 75, by: 5) {
      time += Self.ms(15)
      backend.at(time, Self.mouse(32, x: x, y: Self.row))
    }
    let released = time + Self.ms(15)
    backend.at(released, Self.mouse(0, x: 75, y: Self.row, release: true))
    // The next key must start from the first page.
    backend.at(released + Self.ms(100), typing: "\u{1B}[C")
    _ = SessionPacingTests.run(on: backend, reduceMotion: true)

    // The content followed the pointer left (drawn at the next frame time), so the drag was
    // being handled…
    let held = backend.frames.first { $0.time >= Self.ms(1075) }
    #expect(Self.titleColumn(held) == Self.restingColumn - 10)
    #expect(held.map { $0.time < Self.ms(1075) + TourState.frameInterval } == true)
    // …then stopped at its resting place, 35 columns right of where the drag started.
    let past = backend.frames.filter { $0.time > held?.time ?? .zero && $0.time < released }
    #expect(!past.isEmpty)
    #expect(past.allSatisfy { Self.titleColumn($0).map { $0 <= Self.restingColumn } ?? false })
    #expect(Self.titleColumn(past.last) == Self.restingColumn)
    #expect(SessionPacingTests.restingTitle(backend.lastFrame) == "Page 2")
  }

  @Test("the page follows a short drag, and springs back when it is released slowly")
  func shortDragSpringsBack() {
    let backend = TestBackend()
    let held = Self.holdFirstPageTenColumnsLeft(backend)
    // The pointer rests 300 ms: the release speed only looks at the last ~100 ms.
    backend.at(held + Self.ms(300), Self.mouse(0, x: 30, y: Self.row, release: true))
    let result = SessionPacingTests.run(on: backend, reduceMotion: true)
    #expect(Self.titleColumn(backend.frames.first { $0.time >= held }) == Self.restingColumn - 10)
    #expect(SessionPacingTests.restingTitle(backend.lastFrame) == "Page 1")
    #expect(Self.titleColumn(backend.lastFrame) == Self.restingColumn)
    // Still running: it ended only when the script did.
    #expect(result.ending == .interrupted(signal: SIGHUP) && backend.idledAfterScript)
  }

  @Test("a burst of wheel notches turns one page; a pause of the gesture gap starts another")
  func wheelGestures() {
    let backend = TestBackend()
    for notch in 0..<3 { backend.at(Self.ms(1000 + 2 * notch), Self.mouse(65, x: 40, y: Self.row)) }
    // Within the gap after the burst: the same gesture, no page turned.
    backend.at(Self.ms(1100), Self.mouse(65, x: 40, y: Self.row))
    let next = Self.ms(1100) + TourState.wheelGestureGap + Self.ms(1)
    backend.at(next, Self.mouse(65, x: 40, y: Self.row))
    backend.at(next + Self.ms(400), Self.mouse(64, x: 40, y: Self.row))
    _ = SessionPacingTests.run(on: backend, reduceMotion: true)
    func page(at time: Duration) -> String? {
      SessionPacingTests.restingTitle(backend.frames.last { $0.time <= time })
    }
    #expect(page(at: Self.ms(1050)) == "Page 2")
    #expect(page(at: Self.ms(1200)) == "Page 2")
    #expect(page(at: next) == "Page 3")
    #expect(page(at: next + Self.ms(400)) == "Page 2")
  }

  static let longTour = Tour(pages: [
    Page(title: "Long Page", paragraphs: (1...30).map { "Paragraph line \($0)." }),
    Page(title: "After", paragraphs: ["The end."]),
  ])

  @Test("the wheel scrolls a long page to its end before it turns the page, which keeps its place")
  func wheelScrollsThenPages() throws {
    let backend = TestBackend()
    // Far more notches than the page has lines, in one burst: the end, never the next page.
    for notch in 0..<40 {
      backend.at(Self.ms(1000 + 2 * notch), Self.mouse(65, x: 40, y: Self.row))
    }
    // The next gesture, after a pause, turns to page 2; Left goes back to the long page.
    backend.at(Self.ms(1500), Self.mouse(65, x: 40, y: Self.row))
    backend.at(Self.ms(2000), typing: "\u{1B}[D")
    _ = SessionPacingTests.run(Self.longTour, on: backend, reduceMotion: true)
    let end = try #require(backend.frames.last { $0.time < Self.ms(1500) })
    #expect(end.text.contains("Paragraph line 30.") && !end.text.contains("↓ more"), "\(end.text)")
    #expect(end.text.contains("Long Page") || end.text.contains("↑ more"))
    let turned = try #require(backend.frames.last { $0.time < Self.ms(2000) })
    #expect(turned.text.contains("The end.") && !turned.text.contains("Paragraph line"))
    let back = try #require(backend.lastFrame)
    #expect(back.text.contains("Paragraph line 30.") && !back.text.contains("↓ more"))
  }
}
