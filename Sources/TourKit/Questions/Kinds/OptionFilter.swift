// The standard library's canonical decomposition is SPI (`_nfd`, what its own string comparison
// and Regex use): TourKit does not link Foundation, whose `folding(options:)` is the public way.
@_spi(_Unicode) import Swift

/// The text typed to narrow a choice's options: an option shows while its label contains the
/// text, compared case-insensitively with accents folded (`e` finds `É`), in any script.
struct OptionFilter: Equatable, Sendable {
  /// The text as typed.
  let text: String
  /// ``text`` folded, what labels are searched for.
  private let folded: [Unicode.Scalar]

  /// A filter for `text`.
  init(_ text: String) {
    self.text = text
    folded = Self.fold(text)
  }

  /// Whether `label` contains the text, folded; an empty filter matches every label. A match
  /// ends where a character does: `か` is not found in `が` (`か` and a voicing mark).
  func matches(_ label: String) -> Bool {
    guard !folded.isEmpty else { return true }
    let haystack = Self.fold(label)
    guard haystack.count >= folded.count else { return false }
    return (0...(haystack.count - folded.count)).contains { start in
      let end = start + folded.count
      return haystack[start..<end].elementsEqual(folded)
        && (end == haystack.count
          || haystack[end].properties.canonicalCombiningClass == .notReordered)
    }
  }

  /// The indices of the `options` whose labels match, in order.
  func matching(_ options: [QuestionOption]) -> [Int] {
    options.indices.filter { matches(options[$0].label) }
  }

  /// `text` lowercased, decomposed, without its combining marks: `Éte` → `ete`. The kana voicing
  /// marks stay: `が` is another sound than `か`, not `か` with an accent.
  static func fold(_ text: String) -> [Unicode.Scalar] {
    text.lowercased()._nfd.filter { scalar in
      scalar.properties.generalCategory != .nonspacingMark || scalar.value == 0x3099
        || scalar.value == 0x309A
    }
  }
}
