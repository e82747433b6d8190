import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// The first frame's waits: for the terminal's answer about emoji widths (at most
/// ``FrameSchedule/widthAnswerWait``) and for the first page's pictures (at most
/// ``FrameSchedule/pictureWait``); and what comes later is drawn when it comes.
@Suite("Session loop: the first frame")
struct SessionFirstFrameTests {
  static func ms(_ value: Int) -> Duration { .milliseconds(value) }

  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
  static let emojiTour = Tour(pages: [
    Page(title: "Family", paragraphs: ["A \(family) B"]),
    Page(title: "Second", paragraphs: ["The end."]),
  ])

  /// The cursor report a terminal sends after drawing a probe cluster `width` cells wide on
  /// `probe`'s row.
  static func report(_ probe: WidthProbe, width: Int) -> [UInt8] {
    Array("\u{1B}[\(probe.row + 1);\(width + 1)R".utf8)
  }

  @Test("the first frame waits for the widths, and is drawn by the rule they give")
  func waitsForWidths() throws {
    let backend = TestBackend()
    // Asked before the loop's first wait: the script answers from the probe the loop wrote.
    let probe = try #require(
      WidthProbe(kinds: WidthRule.Kind.kinds(in: Self.emojiTour), screenHeight: 24))
    let answers = probe.kinds.flatMap { _ in Self.report(probe, width: 5) }
    backend.at(Self.ms(20), .bytes(answers))
    _ = SessionPacingTests.run(Self.emojiTour, on: backend)
    #expect(backend.probes.map(\.kinds) == [probe.kinds])
    #expect(backend.deadlines.first == FrameSchedule.widthAnswerWait)
    let first = try #require(backend.frames.first)
    #expect(first.time == Self.ms(20))
    #expect(first.canvas.rule == WidthRule(apart: probe.kinds))
    #expect(backend.frames.count == 1)
  }

  @Test("without an answer the first frame comes after the wait; a late answer lays out again")
  func lateWidths() throws {
    let backend = TestBackend()
    let probe = try #require(
      WidthProbe(kinds: WidthRule.Kind.kinds(in: Self.emojiTour), screenHeight: 24))
    let answers = probe.kinds.flatMap { _ in Self.report(probe, width: 5) }
    backend.at(Self.ms(400), .bytes(answers))
    _ = SessionPacingTests.run(Self.emojiTour, on: backend)
    #expect(backend.frames.map(\.time) == [FrameSchedule.widthAnswerWait, Self.ms(400)])
    #expect(backend.frames[0].canvas.rule == .unicode)
    #expect(backend.frames[1].canvas.rule == WidthRule(apart: probe.kinds))
    #expect(backend.frames[0].text != backend.frames[1].text)
  }

  @Test("a terminal that cannot be asked is not waited for")
  func noProbe() {
    let backend = TestBackend()
    backend.canAskWidths = false
    _ = SessionPacingTests.run(Self.emojiTour, on: backend)
    #expect(backend.frames.map(\.time) == [.zero])
    #expect(backend.deadlines.first == .zero)
  }

  static let pictures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("TourKitTests/Fixtures/pictures").path

  static func pictureTour() throws -> Tour {
    var tour = try Tour.parse("# A picture\n\n![Red and blue](regions.png)\n\nText.")
    tour.pictureOrigin = .folder(pictures)
    return tour
  }

  /// Whether `frame` shows the picture: cells coloured by it, and not its alt text.
  static func showsPicture(_ frame: TestBackend.Frame) -> Bool {
    !frame.text.contains("Red and blue")
      && frame.canvas.cells.contains { $0.style.background != .terminalDefault }
  }

  @Test("the first frame waits for the first page's pictures, and shows them")
  func waitsForPictures() throws {
    let backend = TestBackend()
    // Measured, then converted at the page's size: two rounds of the worker.
    backend.at(Self.ms(10), .picturesDone)
    backend.at(Self.ms(30), .picturesDone)
    _ = SessionPacingTests.run(try Self.pictureTour(), on: backend)
    // Both waits end at the picture wait's limit: the Start button fading in on this one-page
    // tour does not make the loop wake before (it spun until the limit once).
    #expect(backend.deadlines.prefix(2) == [FrameSchedule.pictureWait, FrameSchedule.pictureWait])
    let first = try #require(backend.frames.first)
    #expect(first.time == Self.ms(30))
    #expect(Self.showsPicture(first), "\(first.text)")
  }

  @Test("pictures slower than the wait: the alt text first, the picture when it is ready")
  func latePictures() throws {
    let backend = TestBackend()
    backend.at(Self.ms(200), .picturesDone)
    backend.at(Self.ms(300), .picturesDone)
    _ = SessionPacingTests.run(try Self.pictureTour(), on: backend)
    #expect(backend.frames.first?.time == FrameSchedule.pictureWait)
    #expect(backend.frames.first?.text.contains("Red and blue") == true)
    let shown = try #require(backend.frames.first(where: Self.showsPicture))
    // At the next frame time of the Start button's fade (this tour has one page).
    #expect(shown.time >= Self.ms(300) && shown.time < Self.ms(300) + TourState.frameInterval)
    #expect(backend.frames.filter { $0.time < Self.ms(300) }.allSatisfy { !Self.showsPicture($0) })
  }
}
