/// Turns the bytes a terminal sends into ``TerminalInput``s: keys (UTF-8 text, control keys,
/// the escape sequences of xterm, tmux, rxvt and the Linux console), mouse reports (SGR and
/// legacy X10), and cursor position reports.
///
/// Pure and total: fed any bytes at any times, it consumes or discards every one and never
/// waits on anything but time. Nothing it is fed can stop a later key from being read: an
/// invalid or unknown byte is dropped on its own, and a sequence left incomplete is dropped
/// once the input pauses (``sequenceTimeout``; a bracketed paste waits longer,
/// ``pasteTimeout``). A bracketed paste is one ``TourEvent/paste(_:)`` (its first
/// ``maximumPasteBytes`` bytes); focus reports and unknown sequences are discarded.
///
/// A lone Esc is the Esc key only when nothing follows it within ``sequenceTimeout``:
/// terminals send Alt+key as Esc then the key in one burst, and those combinations are
/// ignored (Alt+Backspace is a shell's delete-word, not a page turn; Esc alone quits).
///
/// Call ``decode(_:at:)`` with each read's bytes, and with no bytes once ``deadline`` has
/// passed; `time` is any clock's offset from a fixed origin, as in ``TourState``.
package struct InputDecoder: Sendable {
  /// How long an incomplete sequence (or a lone Esc) waits for its next byte.
  static let sequenceTimeout: Duration = .milliseconds(25)
  /// How long a bracketed paste waits for its next byte: a paste can arrive in several
  /// reads, and its text must not turn into keys.
  package static let pasteTimeout: Duration = .milliseconds(500)
  /// How much of a paste is kept: far more than a text answer holds
  /// (``TextFieldSettings/maximumLength`` characters); the rest is read and dropped.
  static let maximumPasteBytes = 4096

  /// Parameters past this count make a sequence malformed (it is then ignored).
  static let maximumParameters = 16
  /// Parameter values saturate here (cells past it are off any screen anyway).
  static let maximumParameterValue = 99_999

  private enum State: Equatable, Sendable {
    /// Between tokens.
    case ground
    /// After ESC.
    case escape
    /// `ESC [` and its parameters so far (in ``sequence``).
    case controlSequence
    /// `ESC O` and any digits.
    case singleShift
    /// `ESC [ [`: a Linux console function key; one byte to go.
    case linuxFunctionKey
    /// `ESC [ M`: an X10 mouse report; its bytes so far are in ``x10Bytes``.
    case x10Mouse
    /// An OSC, DCS, SOS, PM or APC string, up to BEL or ST (`ESC \`); `escaped`: ESC seen.
    case controlString(escaped: Bool)
    /// A UTF-8 character with `remaining` bytes to go, the next in `lower`...`upper`.
    case utf8(remaining: Int, lower: UInt8, upper: UInt8)
    /// Inside a bracketed paste, `matched` bytes into its end, `ESC [ 201 ~`.
    case paste(matched: Int)
  }

  private static let pasteTerminator: [UInt8] = Array("\u{1B}[201~".utf8)

  private var state = State.ground
  /// An Esc came just before the token being read: if it is a key, it is Alt+key.
  private var isAlt = false
  private var lastByteTime: Duration = .zero
  private var sequence = ControlSequence()
  private var x10Bytes: [UInt8] = []
  private var scalarValue: UInt32 = 0
  /// The bytes of the paste being read, up to ``maximumPasteBytes``.
  private var pasted: [UInt8] = []
  private var output: [TerminalInput] = []

  /// A decoder between tokens.
  package init() {}

  /// When the bytes held so far must be resolved if no more arrive (a lone Esc becomes the
  /// Esc key, anything else incomplete is dropped), or `nil` when nothing is held.
  package var deadline: Duration? {
    switch state {
    case .ground: return nil
    case .paste: return lastByteTime + InputDecoder.pasteTimeout
    default: return lastByteTime + InputDecoder.sequenceTimeout
    }
  }

  /// Decodes `bytes`, read at `time`, and returns what they complete, oldest first. Held
  /// bytes whose ``deadline`` is at or before `time` are resolved first, so pass no bytes to
  /// just let time pass.
  ///
  /// An array rather than any sequence of bytes: a generic one, called from another module,
  /// would run unspecialised and look up its iterator's type by name on the first key (some
  /// 100 k instructions of the runtime's, before a tour answers its first key).
  package mutating func decode(_ bytes: [UInt8], at time: Duration) -> [TerminalInput] {
    output.removeAll(keepingCapacity: true)
    if let deadline, time >= deadline { resolveHeldBytes() }
    var sawBytes = false
    for byte in bytes {
      feed(byte)
      sawBytes = true
    }
    if sawBytes { lastByteTime = time }
    return output
  }

  // MARK: - Ending tokens

  /// Ends the current token with `inputs` (none: it is dropped). After an Esc, a key is
  /// Alt+key and dropped; Ctrl-C, Ctrl-Z and mouse reports still count.
  private mutating func finish(_ inputs: [TerminalInput] = []) {
    for input in inputs {
      if isAlt, case .event(.key) = input { continue }
      output.append(input)
    }
    isAlt = false
    state = .ground
  }

  private mutating func finish(key: TourKey, hasAlt: Bool = false) {
    if hasAlt { isAlt = true }
    finish([.event(.key(key))])
  }

  /// The input paused: a lone Esc is the Esc key; anything else incomplete is dropped.
  private mutating func resolveHeldBytes() {
    if state == .escape { finish(key: .escape) } else { finish() }
  }

  /// Drops the incomplete token and reads `byte` afresh, so a stray byte never swallows the
  /// key that follows it.
  private mutating func abandon(restartingWith byte: UInt8) {
    finish()
    feed(byte)
  }

  // MARK: - States

  private mutating func feed(_ byte: UInt8) {
    switch state {
    case .ground: ground(byte)
    case .escape: escape(byte)
    case .controlSequence: controlSequence(byte)
    case .singleShift: singleShift(byte)
    case .linuxFunctionKey:
      // ESC [ [ A … ESC [ [ E are F1–F5: nothing for the tour.
      if (0x40...0x7E).contains(byte) { finish() } else { abandon(restartingWith: byte) }
    case .x10Mouse:
      x10Bytes.append(byte)
      if x10Bytes.count == 3 {
        finish(MouseReport(x10Bytes: x10Bytes).map { $0.events.map { .event($0) } } ?? [])
      }
    case .controlString(let escaped): controlString(byte, escaped: escaped)
    case .utf8(let remaining, let lower, let upper):
      continueCharacter(byte, remaining: remaining, range: lower...upper)
    case .paste(let matched): paste(byte, matched: matched)
    }
  }

  private mutating func ground(_ byte: UInt8) {
    switch byte {
    case 0x1B: state = .escape
    case 0x03: finish([.interrupt])
    case 0x1A: finish([.suspend])
    case 0x7F: finish(key: .backspace)
    case 0x01...0x1A:
      if let key = KeySequences.controlKey(byte) { finish(key: key) } else { finish() }
    case 0x20...0x7E: finish(key: .character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: startCharacter(byte & 0x1F, remaining: 1, lower: 0x80, upper: 0xBF)
    // The second byte's range excludes overlong forms (E0, F0), surrogates (ED) and values
    // past U+10FFFF (F4).
    case 0xE0: startCharacter(byte & 0x0F, remaining: 2, lower: 0xA0, upper: 0xBF)
    case 0xED: startCharacter(byte & 0x0F, remaining: 2, lower: 0x80, upper: 0x9F)
    case 0xE1...0xEF: startCharacter(byte & 0x0F, remaining: 2, lower: 0x80, upper: 0xBF)
    case 0xF0: startCharacter(byte & 0x07, remaining: 3, lower: 0x90, upper: 0xBF)
    case 0xF4: startCharacter(byte & 0x07, remaining: 3, lower: 0x80, upper: 0x8F)
    case 0xF1...0xF3: startCharacter(byte & 0x07, remaining: 3, lower: 0x80, upper: 0xBF)
    // Other C0 controls (Ctrl-\ …), and bytes that cannot start UTF-8 (a stray continuation
    // byte, Latin-1, 8-bit C1 controls).
    default: finish()
    }
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "["):
      sequence = ControlSequence()
      state = .controlSequence
    case UInt8(ascii: "O"):
      sequence = ControlSequence()
      state = .singleShift
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      state = .controlString(escaped: false)
    case 0x1B:
      // Esc Esc: Alt+Esc, or Alt before a sequence (rxvt's Alt+arrow is ESC ESC [ D).
      isAlt = true
    default:
      // Esc and a key in one burst: Alt+key.
      isAlt = true
      state = .ground
      ground(byte)
    }
  }

  private mutating func controlSequence(_ byte: UInt8) {
    if sequence.isEmpty {
      if byte == UInt8(ascii: "[") {
        state = .linuxFunctionKey
        return
      }
      if byte == UInt8(ascii: "M") {
        x10Bytes.removeAll(keepingCapacity: true)
        state = .x10Mouse
        return
      }
    }
    switch byte {
    case 0x30...0x3F: sequence.addParameterByte(byte)
    // rxvt ends Shift+PgUp and friends with `$`, an intermediate byte for xterm.
    case UInt8(ascii: "$") where sequence.hasOnlyNumbers:
      finishControlSequence(final: byte)
    case 0x20...0x2F: sequence.intermediateCount += 1
    case 0x40...0x7E: finishControlSequence(final: byte)
    default: abandon(restartingWith: byte)
    }
  }

  private mutating func finishControlSequence(final: UInt8) {
    let parameters = sequence.parameters
    guard !sequence.isMalformed, sequence.intermediateCount == 0 else { return finish() }
    switch sequence.marker {
    case UInt8(ascii: "<"):
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return finish() }
      let report = MouseReport(sgrParameters: parameters, isRelease: final == UInt8(ascii: "m"))
      finish(report.map { $0.events.map { .event($0) } } ?? [])
    case nil:
      if final == UInt8(ascii: "R") && parameters.count == 2 {
        return finish([.cursorPosition(row: parameters[0], column: parameters[1])])
      }
      let modifier = parameters.count >= 2 ? parameters[1] : 1
      if let key = KeySequences.controlSequenceFinals[final] {
        return finish(key: key, hasAlt: KeySequences.hasAlt(modifier: modifier))
      }
      guard KeySequences.numberedKeyFinals.contains(final), let number = parameters.first else {
        return finish()
      }
      if final == UInt8(ascii: "~") && number == KeySequences.pasteStart {
        isAlt = false
        pasted.removeAll(keepingCapacity: true)
        state = .paste(matched: 0)
        return
      }
      guard let key = KeySequences.numberedKeys[number] else { return finish() }
      finish(key: key, hasAlt: KeySequences.hasAlt(modifier: modifier))
    default:
      finish()
    }
  }

  private mutating func singleShift(_ byte: UInt8) {
    switch byte {
    // Old xterms put a modifier between ESC O and the key: ESC O 5 C.
    case 0x30...0x39, UInt8(ascii: ";"): sequence.addParameterByte(byte)
    case 0x40...0x7E:
      guard let key = KeySequences.singleShiftFinals[byte] else { return finish() }
      let modifier = sequence.parameters.last ?? 1
      finish(key: key, hasAlt: KeySequences.hasAlt(modifier: modifier))
    default: abandon(restartingWith: byte)
    }
  }

  private mutating func controlString(_ byte: UInt8, escaped: Bool) {
    if escaped {
      if byte == UInt8(ascii: "\\") { return finish() }
      // An ESC that is not ST ends the string and starts a new sequence.
      isAlt = false
      state = .escape
      escape(byte)
    } else if byte == 0x07 {
      finish()
    } else if byte == 0x1B {
      state = .controlString(escaped: true)
    }
  }

  private mutating func startCharacter(_ bits: UInt8, remaining: Int, lower: UInt8, upper: UInt8) {
    scalarValue = UInt32(bits)
    state = .utf8(remaining: remaining, lower: lower, upper: upper)
  }

  private mutating func continueCharacter(
    _ byte: UInt8, remaining: Int, range: ClosedRange<UInt8>
  ) {
    guard range.contains(byte) else { return abandon(restartingWith: byte) }
    scalarValue = scalarValue << 6 | UInt32(byte & 0x3F)
    guard remaining == 1 else {
      state = .utf8(remaining: remaining - 1, lower: 0x80, upper: 0xBF)
      return
    }
    // U+0080…U+009F are C1 controls, not characters.
    guard scalarValue >= 0xA0, let scalar = Unicode.Scalar(scalarValue) else { return finish() }
    finish(key: .character(Character(scalar)))
  }

  private mutating func paste(_ byte: UInt8, matched: Int) {
    let terminator = InputDecoder.pasteTerminator
    if byte == terminator[matched] {
      if matched + 1 == terminator.count {
        return finish([.event(.paste(String(decoding: pasted, as: UTF8.self)))])
      }
      state = .paste(matched: matched + 1)
      return
    }
    // What looked like the start of the end was pasted text.
    keepPasted(terminator[0..<matched])
    if byte == terminator[0] {
      state = .paste(matched: 1)
    } else {
      keepPasted(CollectionOfOne(byte))
      state = .paste(matched: 0)
    }
  }

  private mutating func keepPasted<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
    pasted.append(contentsOf: bytes.prefix(InputDecoder.maximumPasteBytes - pasted.count))
  }

}

/// The parameters of a control sequence being read: `ESC [ <marker> 1 ; 5 …`.
private struct ControlSequence: Sendable {
  /// A private marker (`<`, `=`, `>`, `?`) as the first parameter byte, as in SGR mouse
  /// reports.
  private(set) var marker: UInt8?
  /// Intermediate bytes (`ESC [ … $ p`): no key uses them.
  var intermediateCount = 0
  /// Subparameters (`:`), a marker past the first byte, or too many parameters.
  private(set) var isMalformed = false
  private var finished: [Int] = []
  private var current = 0
  private var byteCount = 0
  /// Digits and separators, the marker not counted.
  private var numberByteCount = 0

  /// No parameter byte yet.
  var isEmpty: Bool { byteCount == 0 }

  /// Only digits and `;` so far.
  var hasOnlyNumbers: Bool { numberByteCount > 0 && marker == nil && !isMalformed }

  /// The numbers, an empty parameter counting as 0; none for `ESC [ A`.
  var parameters: [Int] { numberByteCount == 0 ? [] : finished + [current] }

  mutating func addParameterByte(_ byte: UInt8) {
    defer { byteCount += 1 }
    switch byte {
    case 0x30...0x39:
      numberByteCount += 1
      current = min(current * 10 + Int(byte - 0x30), InputDecoder.maximumParameterValue)
    case UInt8(ascii: ";"):
      numberByteCount += 1
      if finished.count < InputDecoder.maximumParameters {
        finished.append(current)
      } else {
        isMalformed = true
      }
      current = 0
    case 0x3C...0x3F where byteCount == 0:
      marker = byte
    default:
      isMalformed = true
    }
  }
}
