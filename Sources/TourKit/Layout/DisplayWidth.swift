/// How many terminal cells a piece of text occupies.
///
/// TourKit decides widths itself instead of asking the C library's `wcwidth`, so that layout and
/// golden screens do not depend on the user's locale. The rules follow what terminals and glibc do
/// for the text a tour contains: East Asian Wide and Fullwidth characters take two cells, emoji
/// presented as emoji take two, combining marks and format characters take none. Emoji
/// sequences (ZWJ, skin tones, VS16, keycaps) take what the terminal gives them, as a
/// ``WidthRule`` says; the default is Unicode's rule, two cells.
package enum DisplayWidth {
  /// The number of cells one grapheme cluster occupies: 0, 1, 2, or more for an emoji sequence
  /// that `rule` draws apart (`👍🏽` is four cells in tmux).
  package static func of(_ character: Character, rule: WidthRule = .unicode) -> Int {
    // Most tour text is ASCII: answer it without Unicode property look-ups (nor `asciiValue`,
    // which compares every character with "\r\n" first). "\r\n", two bytes, is a control.
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte != 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1 && first.properties.isEmoji {
      return rule.width(ofEmojiSequence: scalars)
    }
    return of(first)
  }

  /// The number of cells one scalar occupies on its own: 0, 1 or 2 (control characters count 0).
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    knownWidth(scalar.value) ?? lookedUpWidth(scalar)
  }

  /// The width of the scalars that need no look-up of their Unicode properties, `nil` for the
  /// rest: controls, Latin, and the blocks most tour text and tour's own chrome use. Each block
  /// listed holds no mark, format character or emoji presented as emoji (a test compares every
  /// scalar of them with ``lookedUpWidth(_:)``), so the standard library's tables of properties,
  /// large and spread over many pages, are not read for a first frame.
  static func knownWidth(_ value: UInt32) -> Int? {
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch value {
    // Ideographs, kana, Hangul syllables, CJK punctuation and fullwidth forms.
    case 0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FA, 0xAC00...0xD7A3: return 2
    case 0x3000...0x3029, 0x3030...0x303E, 0xFF01...0xFF60: return 2
    // Punctuation, arrows, box drawing, blocks and shapes (the page dots among them).
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC: return 1
    default: return nil
    }
  }

  /// The width of a scalar by its Unicode properties.
  static func lookedUpWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    if (0x1F1E6...0x1F1FF).contains(value) { return 2 }  // regional indicators (flags)
    return 1
  }

  /// Whether `scalar` is a grapheme cluster by itself when the scalars beside it are ones that
  /// stand alone too: it neither joins what follows (a prefix, a joiner, a regional indicator,
  /// a leading Hangul jamo, a control) nor is joined to what precedes (a mark, a joiner, a
  /// trailing jamo), and is one cell or more wide. Printable ASCII and Latin letters,
  /// punctuation, arrows, box drawing and shapes, CJK punctuation, kana, ideographs, Hangul
  /// syllables and fullwidth forms; the rest is left to grapheme breaking.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x300 { return value >= 0xA0 ? value != 0xAD : (0x20..<0x7F).contains(value) }
    switch value {
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x27BF: return true
    case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF: return true
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D: return true
    default: return false
    }
  }

  /// The number of cells a string occupies when drawn on one line.
  package static func of(_ text: some StringProtocol, rule: WidthRule = .unicode) -> Int {
    // Printable ASCII is one cell a byte: no grapheme breaking needed.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var total = 0
    forEachGrapheme(in: text) { grapheme in
      switch grapheme {
      case .scalar(let scalar): total += of(scalar)
      case .cluster(let character): total += of(character, rule: rule)
      }
    }
    return total
  }

  /// A grapheme of a text as ``forEachGrapheme(in:_:)`` finds it.
  enum Grapheme {
    /// A scalar that stands alone beside its neighbours (``standsAlone(_:)``).
    case scalar(Unicode.Scalar)
    /// Any other grapheme cluster.
    case cluster(Character)
  }

  /// Calls `body` with each grapheme of `text` in order: one that is a scalar standing alone
  /// beside its neighbours (most CJK text, box drawing, punctuation) as that scalar, found
  /// without grapheme breaking; any other as its `Character`. Measuring and drawing text both
  /// walk it this way.
  @inline(__always)
  static func forEachGrapheme(in text: some StringProtocol, _ body: (Grapheme) -> Void) {
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if standsAlone(scalar), next == scalars.endIndex || standsAlone(scalars[next]) {
        body(.scalar(scalar))
        index = next
      } else {
        body(.cluster(text[index]))
        index = text.index(after: index)
      }
    }
  }

  /// The longest start of `text` that fits in `width` cells.
  static func prefix(of text: some StringProtocol, width: Int, rule: WidthRule = .unicode)
    -> String
  {
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = of(character, rule: rule)
      if used + characterWidth > width { break }
      result.append(character)
      used += characterWidth
    }
    return result
  }

  /// The longest end of `text` that fits in `width` cells, measured from the end only as far as
  /// it fits (a long text costs no more than what is kept).
  static func suffix(of text: String, width: Int, rule: WidthRule = .unicode) -> Substring {
    var start = text.endIndex
    var used = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      let characterWidth = of(text[previous], rule: rule)
      if used + characterWidth > width { break }
      used += characterWidth
      start = previous
    }
    return text[start...]
  }

  /// `text` when it fits in `width` cells; otherwise its longest start that fits with `marker`
  /// after it (`Let us begin the jour›`): a label or heading cut this way shows that
  /// something is missing.
  static func clipped(
    _ text: String, width: Int, marker: String, rule: WidthRule = .unicode
  ) -> String {
    guard of(text, rule: rule) > width else { return text }
    // A cut that ends between words keeps no space before the marker (`begin›`, not `begin ›`).
    var kept = prefix(of: text, width: max(0, width - of(marker, rule: rule)), rule: rule)
    while kept.last == " " { kept.removeLast() }
    return kept + marker
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks that are not emoji.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = wideRanges[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
