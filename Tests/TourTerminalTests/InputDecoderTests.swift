import Testing

@testable import TourKit

/// Terminal bytes → tour input: keys, escape sequences of several terminals, mouse reports,
/// and everything that must be consumed or dropped without blocking the next key.
@Suite("InputDecoder")
struct InputDecoderTests {
  static let q = TerminalInput.event(.key(.character("q")))
  static let escape: [UInt8] = [0x1B]

  /// Decodes `bytes` in one read at time zero, then lets the input pause long enough for
  /// anything held to be resolved.
  static func decode(_ bytes: [UInt8]) -> [TerminalInput] {
    var decoder = InputDecoder()
    return decoder.decode(bytes, at: .zero) + decoder.decode([], at: .seconds(10))
  }

  static func decode(_ text: String) -> [TerminalInput] { decode(Array(text.utf8)) }

  static func key(_ key: TourKey) -> TerminalInput { .event(.key(key)) }

  // MARK: - Plain keys

  @Test(
    arguments: [
      ([UInt8(0x0D)], InputDecoderTests.key(.enter)), ([0x0A], InputDecoderTests.key(.enter)),
      ([0x7F], InputDecoderTests.key(.backspace)),
      ([0x08], InputDecoderTests.key(.backspace)), ([0x03], .interrupt), ([0x1A], .suspend),
      ([0x20], InputDecoderTests.key(.character(" "))),
      ([0x71], InputDecoderTests.key(.character("q"))),
      ([0x3F], InputDecoderTests.key(.character("?"))),
      ([0xC3, 0xA9], InputDecoderTests.key(.character("é"))),
      ([0xE6, 0x97, 0xA5], InputDecoderTests.key(.character("日"))),
      ([0xF0, 0x9F, 0x98, 0x80], InputDecoderTests.key(.character("😀"))),
    ] as [([UInt8], TerminalInput)])
  func plainKeys(bytes: [UInt8], input: TerminalInput) {
    #expect(Self.decode(bytes) == [input])
  }

  @Test func otherControlCharactersAreIgnored() {
    #expect(Self.decode([0x1C, 0x1F, 0x00, 0x1D, 0x1E]).isEmpty)
  }

  @Test func tabCtrlLettersDeleteAndShiftTabAreKeysForTextFields() {
    #expect(
      Self.decode([0x09, 0x01, 0x05, 0x15, 0x17])
        == [.tab, .control("a"), .control("e"), .control("u"), .control("w")].map(Self.key))
    #expect(Self.decode("\u{1B}[3~\u{1B}[Z") == [Self.key(.delete), Self.key(.backTab)])
    // Ctrl-C and Ctrl-Z stay the terminal layer's, Ctrl-H and Ctrl-M are Backspace and Enter.
    #expect(
      Self.decode([0x03, 0x1A, 0x08, 0x0D]) == [
        .interrupt, .suspend, Self.key(.backspace), Self.key(.enter),
      ])
  }

  @Test func aBurstOfKeysComesOutInOrder() {
    #expect(
      Self.decode("l l\r") == [
        Self.key(.character("l")), Self.key(.character(" ")), Self.key(.character("l")),
        Self.key(.enter),
      ])
  }

  @Test func aCharacterSplitAcrossReadsIsJoined() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0xE6], at: .zero).isEmpty)
    #expect(decoder.decode([0x97], at: .milliseconds(1)).isEmpty)
    #expect(decoder.decode([0xA5], at: .milliseconds(2)) == [Self.key(.character("日"))])
  }

  // MARK: - Esc and Alt

  @Test func aLoneEscIsEscOnlyAfterTheDelay() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.escape, at: .milliseconds(100)).isEmpty)
    #expect(decoder.deadline == .milliseconds(125))
    #expect(decoder.decode([], at: .milliseconds(124)).isEmpty)
    #expect(decoder.decode([], at: .milliseconds(125)) == [Self.key(.escape)])
    #expect(decoder.deadline == nil)
  }

  @Test func escThenAKeyAfterTheDelayIsBothKeys() {
    var decoder = InputDecoder()
    _ = decoder.decode(Self.escape, at: .zero)
    #expect(decoder.decode(Array("q".utf8), at: .milliseconds(40)) == [Self.key(.escape), Self.q])
  }

  @Test(
    "Alt+key (Esc and the key in one burst) is ignored",
    arguments: [
      "\u{1B}x", "\u{1B}q", "\u{1B}\u{7F}", "\u{1B}\r", "\u{1B}\u{1B}[D", "\u{1B}[1;3D",
      "\u{1B}[1;9C", "\u{1B}[5;3~", "\u{1B}\u{1B}", "\u{1B}é", "\u{1B}O", "\u{1B}[",
    ])
  func altKeys(text: String) {
    #expect(Self.decode(text).isEmpty, "\(Array(text.utf8))")
  }

  @Test func altWithinTheDelayAcrossReadsIsStillAlt() {
    var decoder = InputDecoder()
    _ = decoder.decode(Self.escape, at: .zero)
    #expect(decoder.decode(Array("x".utf8), at: .milliseconds(10)).isEmpty)
    #expect(decoder.decode(Array("q".utf8), at: .milliseconds(200)) == [Self.q])
  }

  @Test func ctrlCAndCtrlZStillCountAfterAnEsc() {
    #expect(Self.decode([0x1B, 0x03]) == [.interrupt])
    #expect(Self.decode([0x1B, 0x1A]) == [.suspend])
  }

  // MARK: - Key sequences of xterm, tmux, rxvt, the Linux console

  @Test(arguments: [
    // Arrows: normal and application cursor mode, xterm's modifiers (Shift, Ctrl), rxvt's
    // Shift (ESC [ a) and Ctrl (ESC O a) forms, old xterm's ESC O 5 C.
    ("\u{1B}[A", TourKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[1;2C", .right), ("\u{1B}[1;5D", .left), ("\u{1B}[1;6A", .up),
    ("\u{1B}[a", .up), ("\u{1B}[d", .left), ("\u{1B}Oc", .right), ("\u{1B}Ob", .down),
    ("\u{1B}O5C", .right),
    // Home and End: xterm (CSI and SS3), VT220/tmux/Linux console (1~ 4~), rxvt (7~ 8~).
    ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
    ("\u{1B}[1;5H", .home), ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end),
    ("\u{1B}[8~", .end), ("\u{1B}[1;2F", .end),
    // PgUp and PgDn, with xterm and rxvt modifiers.
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[5;5~", .pageUp),
    ("\u{1B}[6^", .pageDown), ("\u{1B}[5$", .pageUp), ("\u{1B}[6@", .pageDown),
    // Keypad Enter in application keypad mode, and a keypad digit.
    ("\u{1B}OM", .enter), ("\u{1B}Oq", .character("1")), ("\u{1B}Oy", .character("9")),
  ])
  func keySequences(text: String, key: TourKey) {
    #expect(Self.decode(text) == [Self.key(key)], "\(Array(text.utf8))")
  }

  @Test func aSequenceSplitAcrossReadsIsJoined() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B], at: .zero).isEmpty)
    #expect(decoder.decode(Array("[1;".utf8), at: .milliseconds(5)).isEmpty)
    #expect(decoder.decode(Array("5C".utf8), at: .milliseconds(10)) == [Self.key(.right)])
  }

  @Test(
    "sequences that are not tour keys are consumed whole: the next key counts",
    arguments: [
      "\u{1B}OP", "\u{1B}[[A", "\u{1B}[15~", "\u{1B}[2$",
      "\u{1B}[I", "\u{1B}[O", "\u{1B}[97;5u", "\u{1B}[?1;2$y",
      "\u{1B}[27;5;99~", "\u{1B}[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18C",
      "\u{1B}[4:3m", "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]0;title\u{1B}\\",
      "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}^private\u{07}",
      "\u{1B}Xsos\u{07}",
    ])
  func ignoredSequences(text: String) {
    #expect(Self.decode(text + "q") == [Self.q], "\(Array(text.utf8))")
  }

  @Test func anEscInsideAStringStartsANewSequence() {
    #expect(Self.decode("\u{1B}]0;title\u{1B}[Cq") == [Self.key(.right), Self.q])
  }

  // MARK: - Mouse

  static func sgr(_ button: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
    "\u{1B}[<\(button);\(x);\(y)\(release ? "m" : "M")"
  }

  @Test func sgrMouseReports() {
    #expect(Self.decode(Self.sgr(0, 10, 5)) == [.event(.pointerDown(x: 9, y: 4))])
    #expect(Self.decode(Self.sgr(32, 12, 5)) == [.event(.pointerMoved(x: 11, y: 4))])
    #expect(Self.decode(Self.sgr(35, 12, 5)) == [.event(.pointerMoved(x: 11, y: 4))])
    #expect(Self.decode(Self.sgr(0, 14, 6, release: true)) == [.event(.pointerUp(x: 13, y: 5))])
    #expect(Self.decode(Self.sgr(64, 1, 1)) == [.event(.wheel(.previous))])
    #expect(Self.decode(Self.sgr(65, 1, 1)) == [.event(.wheel(.next))])
    #expect(Self.decode(Self.sgr(66, 1, 1)) == [.event(.wheel(.previous))])
    #expect(Self.decode(Self.sgr(67, 1, 1)) == [.event(.wheel(.next))])
    // Shift, Meta and Ctrl do not change what the left button does.
    #expect(Self.decode(Self.sgr(4 + 16, 3, 3)) == [.event(.pointerDown(x: 2, y: 2))])
  }

  @Test func otherButtonsAreIgnored() {
    for report in [
      Self.sgr(1, 3, 3), Self.sgr(2, 3, 3), Self.sgr(2, 3, 3, release: true), Self.sgr(34, 3, 3),
      Self.sgr(128, 3, 3), Self.sgr(64, 3, 3, release: true),
    ] {
      #expect(Self.decode(report + "q") == [Self.q], "\(report)")
    }
  }

  @Test(
    "malformed and out-of-range SGR reports are dropped whole",
    arguments: [
      "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M", "\u{1B}[<0;5M", "\u{1B}[<0;1;2;3M", "\u{1B}[<M",
      "\u{1B}[<0;5;5x", "\u{1B}[<0:1;5;5M",
    ])
  func malformedSGR(text: String) {
    #expect(Self.decode(text + "q") == [Self.q], "\(Array(text.utf8))")
  }

  @Test func hugeSGRCoordinatesSaturate() {
    let events = Self.decode(Self.sgr(0, 123_456_789, 99_999_999_999) + "q")
    #expect(
      events == [
        .event(
          .pointerDown(
            x: InputDecoder.maximumParameterValue - 1,
            y: InputDecoder.maximumParameterValue - 1)), Self.q,
      ])
  }

  @Test func x10MouseReports() {
    // ESC [ M, then button + 32, column + 32, row + 32 (1-based).
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 32, 33, 33]) == [.event(.pointerDown(x: 0, y: 0))])
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 35, 43, 38]) == [.event(.pointerUp(x: 10, y: 5))])
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 64, 50, 40]) == [.event(.pointerMoved(x: 17, y: 7))])
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 96, 33, 33]) == [.event(.wheel(.previous))])
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 97, 33, 33]) == [.event(.wheel(.next))])
    // Past column 95 the bytes are not ASCII, and are not UTF-8 either.
    #expect(
      Self.decode([0x1B, 0x5B, 0x4D, 32, 0xFF, 0xC4]) == [.event(.pointerDown(x: 222, y: 163))])
  }

  @Test func outOfRangeX10ReportsAreDropped() {
    // A terminal's overflow past column 223 sends 0; bytes below 32 are not coordinates.
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 32, 0, 40, 0x71]) == [Self.q])
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 32, 40, 0x1B, 0x71]) == [Self.q])
    #expect(Self.decode([0x1B, 0x5B, 0x4D, 3, 40, 40, 0x71]) == [Self.q])
  }

  @Test func mouseAfterEscStillCounts() {
    #expect(Self.decode("\u{1B}" + Self.sgr(0, 2, 2)) == [.event(.pointerDown(x: 1, y: 1))])
  }

  // MARK: - Cursor position reports

  @Test func aCursorPositionReportIsAReportNotAKey() {
    #expect(Self.decode("\u{1B}[2;5Rq") == [.cursorPosition(row: 2, column: 5), Self.q])
    // After an Esc (as Alt would be) it still counts: it is no key.
    #expect(Self.decode("\u{1B}\u{1B}[12;80R") == [.cursorPosition(row: 12, column: 80)])
  }

  @Test func aReportSplitAcrossReadsIsJoined() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[2;".utf8), at: .zero).isEmpty)
    #expect(
      decoder.decode(Array("3R".utf8), at: .milliseconds(1)) == [
        .cursorPosition(row: 2, column: 3)
      ])
  }

  @Test func reportLikeSequencesThatAreNotReportsAreDropped() {
    // One parameter, three, or a private marker: not a position.
    #expect(Self.decode("\u{1B}[5R\u{1B}[1;2;3R\u{1B}[?2;3Rq") == [Self.q])
  }

  // MARK: - Paste and focus

  @Test func pastedTextIsOnePasteNeverKeys() {
    #expect(
      Self.decode("\u{1B}[200~hello q\r\u{1B}[A\u{03}\u{1B}[201~q")
        == [.event(.paste("hello q\r\u{1B}[A\u{03}")), Self.q])
  }

  @Test func aPasteAcrossReadsIsOnePaste() {
    var decoder = InputDecoder()
    var inputs = decoder.decode(Array("\u{1B}[200~qqq\u{1B}[20".utf8), at: .zero)
    #expect(decoder.deadline == InputDecoder.pasteTimeout)
    inputs += decoder.decode(Array("0~qq\u{1B}".utf8), at: .milliseconds(300))
    inputs += decoder.decode(Array("[201~l".utf8), at: .milliseconds(600))
    #expect(inputs == [.event(.paste("qqq\u{1B}[200~qq")), Self.key(.character("l"))])
  }

  @Test func aLongPasteIsCappedAndStillEndsWhole() {
    let long = String(repeating: "ab", count: InputDecoder.maximumPasteBytes)
    let inputs = Self.decode("\u{1B}[200~" + long + "\u{1B}[201~q")
    #expect(inputs.count == 2)
    if case .event(.paste(let text)) = inputs.first {
      #expect(text.utf8.count == InputDecoder.maximumPasteBytes)
    } else {
      Issue.record("\(inputs)")
    }
    #expect(inputs.last == Self.q)
  }

  @Test func aPasteThatNeverEndsIsDroppedAfterItsTimeout() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~abc".utf8), at: .zero)
    #expect(decoder.decode(Array("q".utf8), at: .milliseconds(100)).isEmpty)
    #expect(decoder.decode(Array("q".utf8), at: .milliseconds(700)) == [Self.q])
  }

  @Test func focusReportsAreIgnored() {
    #expect(Self.decode("\u{1B}[I\u{1B}[Oq") == [Self.q])
  }

  // MARK: - Invalid and truncated input never blocks the next key

  @Test(
    "invalid UTF-8 is dropped; the next key counts",
    arguments: [
      [0xC4], [0xFF], [0x80], [0xE3, 0x81], [0xE9], [0xC0, 0x80], [0xC1, 0xBF],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0x9B],
      [0xF0, 0x9F, 0x98], [0xC2, 0x85],
    ] as [[UInt8]])
  func invalidUTF8(bytes: [UInt8]) {
    #expect(Self.decode(bytes + [0x71]) == [Self.q], "\(bytes)")
    var decoder = InputDecoder()
    _ = decoder.decode(bytes, at: .zero)
    #expect(decoder.decode([0x71], at: .milliseconds(1)) == [Self.q], "\(bytes)")
  }

  @Test(
    "a truncated sequence is dropped once the input pauses; the next key counts",
    arguments: [
      "\u{1B}[", "\u{1B}[1;", "\u{1B}[1;5", "\u{1B}O", "\u{1B}O5", "\u{1B}[[", "\u{1B}]0;ti",
      "\u{1B}P1", "\u{1B}]0;\u{1B}", "\u{1B}[M", "\u{1B}[M !", "\u{1B}[<0;12", "\u{1B}[?1;2$",
      "\u{1B}\u{1B}[",
    ])
  func truncatedSequences(text: String) {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array(text.utf8), at: .zero).isEmpty)
    #expect(decoder.deadline == InputDecoder.sequenceTimeout)
    #expect(decoder.decode([0x71], at: InputDecoder.sequenceTimeout) == [Self.q])
  }

  @Test func deadlinesFollowTheLastByte() {
    var decoder = InputDecoder()
    #expect(decoder.deadline == nil)
    _ = decoder.decode(Array("\u{1B}[1".utf8), at: .seconds(1))
    #expect(decoder.deadline == .seconds(1) + InputDecoder.sequenceTimeout)
    _ = decoder.decode(Array(";".utf8), at: .seconds(2) - .milliseconds(990))
    #expect(decoder.deadline == .milliseconds(1010) + InputDecoder.sequenceTimeout)
    _ = decoder.decode([], at: .seconds(60))
    #expect(decoder.deadline == nil)
  }

  /// SplitMix64: a small seeded generator, so a failure can be replayed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Bytes that steer the decoder into every state: Esc, sequence introducers, parameters,
  /// finals, UTF-8 leads and continuations, controls.
  static let interestingBytes: [UInt8] =
    [0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x5D, 0x50, 0x5F, 0x3C, 0x3B, 0x3B, 0x4D, 0x6D, 0x7E, 0x07]
    + Array("0123456789200~201~\\ACq".utf8) + [0x80, 0xBF, 0xC4, 0xE3, 0xF0, 0xFF, 0x03, 0x1A]

  @Test("random bytes, in random reads at random times, then q after a pause: always q")
  func randomBytesThenQ() {
    var random = SeededGenerator(state: 8)
    for round in 0..<3000 {
      var decoder = InputDecoder()
      var time = Duration.zero
      let length = Int.random(in: 0...80, using: &random)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        bytes.append(
          Bool.random(using: &random)
            ? UInt8.random(in: 0...255, using: &random)
            : Self.interestingBytes.randomElement(using: &random)!)
      }
      var rest = bytes[...]
      while !rest.isEmpty {
        let chunk = rest.prefix(Int.random(in: 1...8, using: &random))
        rest = rest.dropFirst(chunk.count)
        time += .milliseconds(Int.random(in: 0...30, using: &random))
        _ = decoder.decode(Array(chunk), at: time)
      }
      let afterPause = decoder.decode([0x71], at: time + .seconds(1))
      #expect(afterPause.last == Self.q, "round \(round): \(bytes)")
      #expect(decoder.deadline == nil, "round \(round): \(bytes)")
    }
  }

  @Test("q typed right after any incomplete input resolves within the paste timeout")
  func qIsNeverHeldLongerThanThePasteTimeout() {
    var random = SeededGenerator(state: 3)
    for round in 0..<3000 {
      var decoder = InputDecoder()
      let bytes = (0..<Int.random(in: 1...24, using: &random)).map { _ in
        Self.interestingBytes.randomElement(using: &random)!
      }
      _ = decoder.decode(bytes, at: .zero)
      var seen = decoder.decode([0x71], at: .milliseconds(1))
      if let deadline = decoder.deadline {
        #expect(deadline <= .milliseconds(1) + InputDecoder.pasteTimeout, "round \(round)")
        seen += decoder.decode([], at: deadline)
      }
      // The q counts, or was taken into a sequence or paste that it was typed into; either
      // way the next q, after the pause, counts.
      #expect(decoder.deadline == nil, "round \(round): \(bytes)")
      #expect(
        decoder.decode([0x71], at: .seconds(5)) == [Self.q], "round \(round): \(bytes) \(seen)")
    }
  }
}
