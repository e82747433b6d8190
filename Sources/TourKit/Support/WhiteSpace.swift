/// Unicode's White_Space property, answered from its list rather than by the standard
/// library's look-up, which reads a table of every scalar's properties even for ASCII and so
/// brought that table's pages into a first frame.
enum WhiteSpace {
  /// Whether the scalar `value` has the White_Space property (Unicode's PropList.txt; the list
  /// has not changed since Unicode 6.3, and a test compares it with the standard library's).
  static func contains(_ value: UInt32) -> Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      return true
    default: return false
    }
  }

  /// Whether `character` is white space as `Character.isWhitespace` decides: by its first
  /// scalar.
  static func contains(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { contains($0.value) } ?? false
  }

  /// Whether `text` holds a character that is not white space.
  static func hasContent(_ text: some StringProtocol) -> Bool {
    text.contains { !contains($0) }
  }
}
