import Testing
import TourTerminal

@testable import TourKit

/// Bytes no key sends, or sequences cut short, in the session's loop on a scripted terminal
/// whose clock the test moves: after each, once the input has paused for the decoder's
/// timeout, the next key works at the moment it comes. (`HostileInputTests` sends the same
/// bytes through tmux to the `tour` process.)
@Suite("Session loop: hostile input")
struct SessionInputTests {
  /// What a terminal, a paste or a fuzzer can send, and the pause after which the decoder has
  /// dropped what it held: a sequence's timeout, a bracketed paste's for an unfinished paste.
  static let hostileInputs: [(String, [UInt8], Duration)] = [
    ("invalid UTF-8", [0xC4, 0xFF, 0x80, 0xE9], InputDecoder.sequenceTimeout),
    ("truncated UTF-8", [0xE3, 0x81], InputDecoder.sequenceTimeout),
    ("truncated CSI", Array("\u{1B}[1;".utf8), InputDecoder.sequenceTimeout),
    ("unknown CSI", Array("\u{1B}[99;99z".utf8), InputDecoder.sequenceTimeout),
    ("OSC without its end", Array("\u{1B}]0;title".utf8), InputDecoder.sequenceTimeout),
    ("DCS", Array("\u{1B}P1$r0m\u{1B}\\".utf8), InputDecoder.sequenceTimeout),
    (
      "SGR mouse out of range", Array("\u{1B}[<0;0;0M\u{1B}[<0;99999;99999M".utf8),
      InputDecoder.sequenceTimeout
    ),
    ("X10 mouse out of range", [0x1B, 0x5B, 0x4D, 0x20, 0x00, 0x00], InputDecoder.sequenceTimeout),
    ("bracketed paste", Array("\u{1B}[200~qqq\u{1B}[201~".utf8), InputDecoder.sequenceTimeout),
    ("unfinished paste", Array("\u{1B}[200~qq".utf8), InputDecoder.pasteTimeout),
    ("focus in and out", Array("\u{1B}[I\u{1B}[O".utf8), InputDecoder.sequenceTimeout),
    ("C1 controls", [0xC2, 0x9B, 0x9B, 0x90], InputDecoder.sequenceTimeout),
  ]

  @Test("after each kind of hostile input and the decoder's timeout, the next key works")
  func nextKeyAfterThePauseWorks() {
    let backend = TestBackend()
    var time = Duration.milliseconds(100)
    // When each key comes, and the page it shows: Right and Left in turn.
    var keys: [(time: Duration, title: String)] = []
    for (index, (_, bytes, pause)) in Self.hostileInputs.enumerated() {
      backend.at(time, .bytes(bytes))
      time += pause
      let forward = index.isMultiple(of: 2)
      backend.at(time, typing: forward ? "\u{1B}[C" : "\u{1B}[D")
      keys.append((time, forward ? "Page 2" : "Page 1"))
      time += .milliseconds(100)
    }
    backend.at(time, typing: "q")
    let result = SessionPacingTests.run(on: backend, reduceMotion: true)
    #expect(result.ending == .skipped(atPage: 0))
    for ((name, _, _), key) in zip(Self.hostileInputs, keys) {
      let frame = backend.frames.last { $0.time <= key.time }
      #expect(frame?.time == key.time, "after \(name): no frame when the key came")
      #expect(SessionPacingTests.restingTitle(frame) == key.title, "after \(name)")
    }
    #expect(!backend.ranAway && !backend.idledAfterScript)
  }
}
