/// The escape sequences terminals send for keys, as data: xterm, tmux, rxvt and the Linux
/// console each spell Home, End and the arrows their own way.
enum KeySequences {
  /// Keys named by the final byte of a control sequence (`ESC [ … F`): `ESC [ A`, xterm's
  /// modified `ESC [ 1 ; 5 C`, xterm's Home/End `ESC [ H` / `ESC [ F`, rxvt's Shift+arrows
  /// `ESC [ a` … `ESC [ d`.
  static let controlSequenceFinals: [UInt8: TourKey] = [
    ascii("A"): .up, ascii("B"): .down, ascii("C"): .right, ascii("D"): .left,
    ascii("H"): .home, ascii("F"): .end,
    ascii("a"): .up, ascii("b"): .down, ascii("c"): .right, ascii("d"): .left,
    ascii("Z"): .backTab,
  ]

  /// Keys named by the number of a `ESC [ N ~` sequence (and rxvt's `N ^`, `N $`, `N @` for
  /// Ctrl, Shift and both): VT220 Home/End 1 and 4 (tmux, the Linux console), rxvt's 7 and 8,
  /// PgUp 5 and PgDn 6.
  static let numberedKeys: [Int: TourKey] = [
    1: .home, 7: .home, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown, 3: .delete,
  ]

  /// The final bytes that end a numbered key: `~`, and rxvt's modified forms.
  static let numberedKeyFinals: Set<UInt8> = [ascii("~"), ascii("^"), ascii("$"), ascii("@")]

  /// Keys after `ESC O` (SS3): arrows and Home/End in application cursor mode, keypad Enter,
  /// rxvt's Ctrl+arrows `ESC O a` … `ESC O d`, and the keypad's digits and signs in
  /// application keypad mode.
  static let singleShiftFinals: [UInt8: TourKey] = {
    var keys: [UInt8: TourKey] = [
      ascii("A"): .up, ascii("B"): .down, ascii("C"): .right, ascii("D"): .left,
      ascii("H"): .home, ascii("F"): .end, ascii("M"): .enter,
      ascii("a"): .up, ascii("b"): .down, ascii("c"): .right, ascii("d"): .left,
    ]
    // ESC O j … ESC O y are the keypad's * + , - . / 0 … 9; ESC O X is its =.
    for (final, character) in zip(ascii("j")...ascii("y"), "*+,-./0123456789") {
      keys[final] = .character(character)
    }
    keys[ascii("X")] = .character("=")
    return keys
  }()

  /// The key a C0 control byte is: Tab, Enter, Backspace, or Ctrl and a letter; `nil` for
  /// Esc and the bytes the terminal layer acts on (Ctrl-C, Ctrl-Z) or that are no key.
  static func controlKey(_ byte: UInt8) -> TourKey? {
    switch byte {
    case 0x09: return .tab
    case 0x0D, 0x0A: return .enter
    case 0x08: return .backspace
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
    default: return nil
    }
  }

  /// The numbers of `ESC [ 200 ~` and `ESC [ 201 ~`, which bracket pasted text.
  static let pasteStart = 200
  static let pasteEnd = 201

  /// Whether an xterm modifier parameter (`ESC [ 1 ; M X`: 1 + a bit set of Shift 1, Alt 2,
  /// Ctrl 4, Meta 8) holds Alt or Meta. Alt+key is ignored like Esc+key.
  static func hasAlt(modifier: Int) -> Bool {
    guard modifier >= 2 else { return false }
    return (modifier - 1) & 0b1010 != 0
  }

  /// The byte of an ASCII character.
  static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
}
