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

  /// What a terminal, a paste or a fuzzer can send, and how long a person would pause after
  /// it before the next key (an unfinished paste is given up after half a second).
  static let hostileInputs: [(String, [UInt8], Duration)] = [
    ("invalid UTF-8", [0xC4, 0xFF, 0x80, 0xE9], .milliseconds(50)),
    ("truncated UTF-8", [0xE3, 0x81], .milliseconds(50)),
    ("truncated CSI", Array("\u{1B}[1;".utf8), .milliseconds(50)),
    ("unknown CSI", Array("\u{1B}[99;99z".utf8), .milliseconds(50)),
    ("OSC without its end", Array("\u{1B}]0;title".utf8), .milliseconds(50)),
    ("DCS", Array("\u{1B}P1$r0m\u{1B}\\".utf8), .milliseconds(50)),
    (
      "SGR mouse out of range", Array("\u{1B}[<0;0;0M\u{1B}[<0;99999;99999M".utf8),
      .milliseconds(50)
    ),
    ("X10 mouse out of range", [0x1B, 0x5B, 0x4D, 0x20, 0x00, 0x00], .milliseconds(50)),
    ("bracketed paste", Array("\u{1B}[200~qqq\u{1B}[201~".utf8), .milliseconds(50)),
    ("unfinished paste", Array("\u{1B}[200~qq".utf8), .milliseconds(700)),
    ("focus in and out", Array("\u{1B}[I\u{1B}[O".utf8), .milliseconds(50)),
    ("C1 controls", [0xC2, 0x9B, 0x9B, 0x90], .milliseconds(50)),
  ]

  @Test("after each kind of hostile input the next key works")
  func nextKeyAlwaysWorks() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) { tour in
      var page = 0
      for (name, bytes, pause) in Self.hostileInputs {
        try await tour.sendBytes(bytes)
        try await Task.sleep(for: pause)
        page = page == 0 ? 1 : 0
        try await tour.sendKeys(page == 1 ? "Right" : "Left")
        do {
          try await tour.waitForPage(page)
        } catch {
          Issue.record("after \(name): \(error)")
          return
        }
      }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }
}
