import Foundation
import Testing

/// Bytes no key sends, or sequences cut short: each is consumed or dropped, and the next key
/// works. (Before the fix one invalid UTF-8 byte stopped every ordinary key until an arrow
/// key or a mouse report arrived.)
@Suite("Hostile input")
struct HostileInputTests {
  @Test(
    "an invalid UTF-8 byte, then q: the tour quits",
    arguments: [[0xC4], [0xFF], [0x80], [0xE3, 0x81], [0xE9]] as [[UInt8]])
  func invalidByteThenQ(bytes: [UInt8]) async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      try await tour.sendBytes(bytes)
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  /// What a terminal, a paste or a fuzzer can send.
  static let hostileInputs: [(String, [UInt8])] = [
    ("invalid UTF-8", [0xC4, 0xFF, 0x80, 0xE9]),
    ("truncated UTF-8", [0xE3, 0x81]),
    ("truncated CSI", Array("\u{1B}[1;".utf8)),
    ("unknown CSI", Array("\u{1B}[99;99z".utf8)),
    ("OSC without its end", Array("\u{1B}]0;title".utf8)),
    ("DCS", Array("\u{1B}P1$r0m\u{1B}\\".utf8)),
    ("SGR mouse out of range", Array("\u{1B}[<0;0;0M\u{1B}[<0;99999;99999M".utf8)),
    ("X10 mouse out of range", [0x1B, 0x5B, 0x4D, 0x20, 0x00, 0x00]),
    ("bracketed paste", Array("\u{1B}[200~qqq\u{1B}[201~".utf8)),
    ("unfinished paste", Array("\u{1B}[200~qq".utf8)),
    ("focus in and out", Array("\u{1B}[I\u{1B}[O".utf8)),
    ("C1 controls", [0xC2, 0x9B, 0x9B, 0x90]),
  ]

  @Test("after each kind of hostile input keys work again")
  func keysWorkAgain() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      for (index, (name, bytes)) in Self.hostileInputs.enumerated() {
        try await tour.sendBytes(bytes)
        // End and Home in turn: pressed again, each leaves the tour where it was.
        let last = index.isMultiple(of: 2)
        do {
          try await Self.press(last ? "End" : "Home", until: last ? 4 : 0, on: tour)
        } catch {
          Issue.record("after \(name): \(error)")
          return
        }
      }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  /// Presses `key` until page `index` rests. A key that comes while the tour still holds an
  /// unfinished sequence (or paste) goes with it; once the input has paused long enough, the
  /// next one works. How long is the decoder's timing, exact in `SessionInputTests` on the
  /// loop's clock; here each press waits for the page twice as long as the one before, from
  /// 50 ms, so the pause grows until it is long enough. A tour that never reads a key again
  /// fails after about 13 s of presses.
  static func press(_ key: String, until index: Int, on tour: TmuxSession) async throws {
    var wait = Duration.milliseconds(50)
    while true {
      try await tour.sendKeys(key)
      do {
        try await tour.waitForPage(index, timeout: wait)
        return
      } catch _ where wait < .seconds(5) {
        wait *= 2
      }
    }
  }
}
