/// How wide the terminal draws the emoji sequences terminals disagree on: an input to layout,
/// so that where the terminal draws a cluster in two cells, tour reserves two.
///
/// Unicode (UTS #51) draws every emoji sequence as one emoji, two cells wide, and so do kitty,
/// WezTerm, foot, iTerm2 and Windows Terminal. Others draw some kinds *apart*, each scalar with
/// its own `wcwidth`: xterm all four kinds, tmux 3.3a skin tones (`👍🏽` in four cells),
/// emoji presentation (`❤️` in one) and keycaps (`1️⃣` in one) but not ZWJ sequences (a family
/// in two). ``unicode`` is the default; the terminal layer asks the terminal which kinds it
/// joins (``WidthProbe``) and lays out again with its answer.
///
/// Flags (two regional indicators) are two cells either way (1 + 1 apart), so they are not a
/// kind here. Combining marks, CJK and single emoji do not depend on the terminal either.
package struct WidthRule: Hashable, Sendable {
  /// A kind of emoji sequence whose width terminals disagree on.
  package enum Kind: UInt8, CaseIterable, Sendable {
    /// Emoji joined by U+200D ZERO WIDTH JOINER: `👨‍👩‍👧`, `🏳️‍🌈`.
    case zwj
    /// An emoji and a skin tone (U+1F3FB–U+1F3FF): `👍🏽`.
    case modifier
    /// A character that is text by default, made emoji by U+FE0F (VS16): `❤️`, `⌨️`.
    case presentation
    /// A digit, `#` or `*`, VS16 and U+20E3 COMBINING ENCLOSING KEYCAP: `1️⃣`.
    case keycap

    /// The cluster the terminal is asked to draw to tell joined from apart: two cells when
    /// joined, something else (6, 4, 1, 1) apart.
    package var probe: String {
      switch self {
      case .zwj: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
      case .modifier: "\u{1F44D}\u{1F3FD}"
      case .presentation: "\u{2764}\u{FE0F}"
      case .keycap: "1\u{FE0F}\u{20E3}"
      }
    }
  }

  /// One bit per ``Kind`` the terminal draws apart.
  private var apartBits: UInt8 = 0

  /// A rule under which the terminal joins every kind but `apart`.
  init(apart: [Kind] = []) {
    for kind in apart { apartBits |= 1 << kind.rawValue }
  }

  /// Unicode's rule: every emoji sequence is one emoji, two cells wide.
  static let unicode = WidthRule()

  /// Whether the terminal draws `kind` as one emoji, two cells wide.
  func joins(_ kind: Kind) -> Bool { apartBits & 1 << kind.rawValue == 0 }

  /// The cells a terminal drawing by this rule gives a cluster of more than one scalar that
  /// starts with an emoji (``DisplayWidth`` asks it for those).
  ///
  /// The cluster is cut into parts at each ZWJ. A part is as wide as its first scalar, plus its
  /// skin tones when they are drawn apart; a joined skin tone, VS16 or keycap makes it two. A
  /// terminal that joins ZWJ sequences draws the later parts into the first one's cells, so the
  /// sequence is as wide as its first part; one that does not, as wide as all its parts.
  func width(ofEmojiSequence scalars: Character.UnicodeScalarView) -> Int {
    var total = 0
    var first: Int?
    var part = PartWidth()
    for scalar in scalars {
      if scalar.value == 0x200D {
        let width = part.width(by: self)
        if first == nil { first = width }
        total += width
        part = PartWidth()
      } else {
        part.add(scalar)
      }
    }
    let last = part.width(by: self)
    guard let first else { return last }
    return joins(.zwj) ? first : total + last
  }

  /// What one part of an emoji sequence (between ZWJs) holds, as far as width goes.
  private struct PartWidth {
    var base: Int?
    var rest = 0
    var skinTones = 0
    var regionalIndicators = 0
    var hasPresentationSelector = false
    var hasKeycap = false

    mutating func add(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      if (0x1F1E6...0x1F1FF).contains(value) { regionalIndicators += 1 }
      guard base != nil else {
        base = DisplayWidth.of(scalar)
        return
      }
      switch value {
      case 0xFE0F: hasPresentationSelector = true
      case 0x20E3: hasKeycap = true
      case 0x1F3FB...0x1F3FF: skinTones += 1
      default: rest += DisplayWidth.of(scalar)
      }
    }

    func width(by rule: WidthRule) -> Int {
      let base = base ?? 0
      if hasKeycap { return rule.joins(.keycap) ? 2 : base }
      if skinTones > 0 { return rule.joins(.modifier) ? 2 : base + 2 * skinTones }
      if hasPresentationSelector { return rule.joins(.presentation) ? 2 : base }
      if regionalIndicators == 2 { return 2 }  // a flag: 1 + 1 apart, one wide flag joined
      return base + rest
    }
  }
}

extension WidthRule.Kind {
  /// The kinds of sequence `tour`'s text holds (title, Start label, every page), in
  /// ``allCases`` order: what the terminal needs to be asked about. Every kind when the tour
  /// asks a question that draws what is typed (a text field, a list's filter): that may hold
  /// any of them, and a field measuring `👍🏽` in two cells where the terminal draws four puts
  /// its caret and its redraws in the wrong columns.
  ///
  /// A scan of the UTF-8 bytes for the scalars that make each kind, without grapheme breaking:
  /// a few operations a byte, so a tour without emoji sequences pays almost nothing for it.
  package static func kinds(in tour: Tour) -> [WidthRule.Kind] {
    if tour.questions.contains(where: \.kind.behaviour.drawsWhatIsTyped) { return allCases }
    var found: UInt8 = 0
    let all: UInt8 = (1 << allCases.count) - 1
    func scan(_ text: String) {
      if found != all { found |= marks(in: text) }
    }
    for text in [tour.settings.title, tour.style.startLabel, tour.style.whatsNewStartLabel] {
      text.map(scan)
    }
    for page in tour.pages {
      for block in page.blocks { block.forEachText(scan) }
    }
    return allCases.filter { found & 1 << $0.rawValue != 0 }
  }

  /// One bit per kind (``rawValue``) whose mark is in `text`: ZWJ `E2 80 8D`, keycap
  /// `E2 83 A3`, VS16 `EF B8 8F` (one before a keycap mark is the keycap's), skin tones
  /// `F0 9F 8F BB`…`BF`.
  static func marks(in text: String) -> UInt8 {
    var text = text
    return text.withUTF8 { bytes in
      var found: UInt8 = 0
      func has(_ offset: Int, _ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == a && bytes[offset + 1] == b
          && bytes[offset + 2] == c
      }
      var offset = 0
      while offset + 2 < bytes.count {
        switch bytes[offset] {
        case 0xE2:
          if has(offset, 0xE2, 0x80, 0x8D) { found |= 1 << zwj.rawValue }
          if has(offset, 0xE2, 0x83, 0xA3) { found |= 1 << keycap.rawValue }
        case 0xEF:
          if has(offset, 0xEF, 0xB8, 0x8F) && !has(offset + 3, 0xE2, 0x83, 0xA3) {
            found |= 1 << presentation.rawValue
          }
        case 0xF0:
          if has(offset, 0xF0, 0x9F, 0x8F), offset + 3 < bytes.count,
            (0xBB...0xBF).contains(bytes[offset + 3])
          {
            found |= 1 << modifier.rawValue
          }
        default: break
        }
        offset += 1
      }
      return found
    }
  }
}

extension Block {
  /// Calls `body` with each piece of text in the block: runs, code, alt text, table cells.
  /// Recursion bounded by the nesting limit pages are read with.
  func forEachText(_ body: (String) -> Void) {
    func runs(_ runs: [InlineRun]) { for run in runs { body(run.text) } }
    switch self {
    case .heading(_, let inline), .paragraph(let inline): runs(inline)
    case .list(let list):
      for item in list.items { for block in item.blocks { block.forEachText(body) } }
    case .quote(let blocks), .alert(_, let blocks): for block in blocks { block.forEachText(body) }
    case .code(let code): body(code.text)
    case .image(let image): body(image.alt)
    case .table(let table):
      for row in [table.header] + table.rows { for cell in row { runs(cell) } }
    case .footnotes(let footnotes):
      for note in footnotes { for block in note.blocks { block.forEachText(body) } }
    case .rule: break
    case .question(let question):
      for option in question.options { runs(option.runs) }
      for text in question.kind.behaviour.texts { body(text) }
    case .review(let entries):
      for entry in entries {
        body(entry.label)
        body(entry.answer)
      }
    }
  }
}
