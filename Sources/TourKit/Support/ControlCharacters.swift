extension StringProtocol {
  /// The text with every control character written as a visible escape, so that text from a
  /// tour file, a setting, a file name or an argument can never drive the terminal it is shown
  /// on: C0 controls and DEL as `\x1b`, C1 controls as `\u009b`.
  ///
  /// `keeping` names the C0 controls that stay as they are where the caller gives them a
  /// meaning of its own (a tab or a line break in page text); everything in one-line messages
  /// is escaped, line breaks included, so a message is always one line.
  package func escapingControlCharacters(keeping kept: Set<Unicode.Scalar> = []) -> String {
    // Most text has no control character at all: return it without rebuilding it.
    guard unicodeScalars.contains(where: { $0.isControlCharacter && !kept.contains($0) }) else {
      return String(self)
    }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      guard scalar.isControlCharacter, !kept.contains(scalar) else {
        result.append(scalar)
        continue
      }
      let value = scalar.value
      let escape =
        value < 0x80 ? "\\x" + hexDigits(value, count: 2) : "\\u" + hexDigits(value, count: 4)
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// Whether this is a C0 control (U+0000–U+001F), DEL (U+007F) or a C1 control
  /// (U+0080–U+009F): the scalars a terminal may act on instead of showing.
  package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}

/// `value` in lower-case hexadecimal, zero-padded to `count` digits.
private func hexDigits(_ value: UInt32, count: Int) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: max(0, count - digits.count)) + digits
}
