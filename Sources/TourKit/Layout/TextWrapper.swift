/// Breaks styled text into lines no wider than a given number of cells.
///
/// Latin text breaks at spaces; CJK text may also break between ideographs, with basic kinsoku:
/// closing punctuation never starts a line, opening punctuation never ends one. A word wider
/// than the line is broken between graphemes. `"\n"` in the text is a hard line break.
public enum TextWrapper {
  /// Characters that may not start a line (Japanese and Chinese kinsoku, and their Western kin).
  static let noLineStart: Set<Character> = [
    "、", "。", "，", "．", "」", "』", "）", "！", "？", "：", "；", "ー", "〉", "》", "】", "〕",
    "ゃ", "ゅ", "ょ", "っ", "ャ", "ュ", "ョ", "ッ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "・", "…", "々",
    ",", ".", "!", "?", ")", "]", "}", ":", ";",
  ]
  /// Characters that may not end a line.
  static let noLineEnd: Set<Character> = ["「", "『", "（", "〈", "《", "【", "〔", "(", "[", "{"]

  /// One character and its inline style.
  private typealias Glyph = (character: Character, style: InlineStyle)

  /// A piece of text the wrapper places as a whole.
  private struct Segment {
    var glyphs: [Glyph] = []
    var width = 0
    /// The space before it (dropped at a line start), if any, with that space's style.
    var spaceBefore: InlineStyle?
    /// Whether a hard line break comes before it.
    var breakBefore = false
  }

  /// `text` wrapped to `width` cells; runs of white space fold to one space.
  public static func wrap(_ text: String, width: Int) -> [String] {
    wrap([InlineRun(text)], width: width).map(\.plainText)
  }

  /// Styled `runs` wrapped to `width` cells, each line as runs; an empty text gives no lines.
  public static func wrap(_ runs: [InlineRun], width: Int) -> [[InlineRun]] {
    let width = max(1, width)
    var lines: [[Glyph]] = []
    var line: [Glyph] = []
    var lineWidth = 0
    func flush(force: Bool = false) {
      if !line.isEmpty || force { lines.append(line) }
      line = []
      lineWidth = 0
    }
    for segment in segments(of: runs) {
      if segment.breakBefore { flush(force: true) }
      let space = segment.spaceBefore != nil && !line.isEmpty ? 1 : 0
      if lineWidth + space + segment.width <= width {
        if let style = segment.spaceBefore, space == 1 { line.append((" ", style)) }
        line += segment.glyphs
        lineWidth += space + segment.width
        continue
      }
      if !line.isEmpty && segment.width <= width {
        flush()
        line = segment.glyphs
        lineWidth = segment.width
        continue
      }
      // Wider than a whole line: fill what is left, then break between graphemes.
      if let style = segment.spaceBefore, space == 1, lineWidth + 1 < width {
        line.append((" ", style))
        lineWidth += 1
      } else if !line.isEmpty {
        flush()
      }
      for glyph in segment.glyphs {
        let glyphWidth = DisplayWidth.of(glyph.character)
        if lineWidth + glyphWidth > width { flush() }
        line.append(glyph)
        lineWidth += glyphWidth
      }
    }
    flush()
    return lines.map(runs(of:))
  }

  /// Splits text into segments: words between spaces, each wide character (an ideograph) a
  /// segment of its own so lines may break between them, kinsoku characters kept attached.
  private static func segments(of runs: [InlineRun]) -> [Segment] {
    var result: [Segment] = []
    var pendingSpace: InlineStyle?
    var pendingBreak = false
    var glueNext = false
    var lastWidth = 0
    for run in runs {
      for character in run.text {
        if character == "\n" || character == "\r\n" {
          pendingBreak = true
          pendingSpace = nil
          glueNext = false
          continue
        }
        let ascii = character.asciiValue
        if ascii == 0x20 || ascii == 0x09 || (ascii == nil && character.isWhitespace) {
          if pendingSpace == nil { pendingSpace = run.style }
          glueNext = false
          continue
        }
        let width = DisplayWidth.of(character)
        // Letters and digits are never kinsoku characters: skip the set look-ups for them.
        let isPlain =
          ascii.map { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
          ?? false
        let closes = !isPlain && noLineStart.contains(character)
        let previousIsWide = lastWidth == 2
        let startsNew =
          pendingSpace != nil || pendingBreak || result.isEmpty
          || (!glueNext && !closes && (width == 2 || previousIsWide))
        if startsNew {
          result.append(
            Segment(
              glyphs: [(character, run.style)], width: width,
              spaceBefore: pendingBreak ? nil : pendingSpace,
              breakBefore: pendingBreak && !result.isEmpty))
        } else {
          result[result.count - 1].glyphs.append((character, run.style))
          result[result.count - 1].width += width
        }
        glueNext = !isPlain && noLineEnd.contains(character)
        lastWidth = width
        pendingSpace = nil
        pendingBreak = false
      }
    }
    return result
  }

  /// Glyphs regrouped into runs of one style.
  private static func runs(of glyphs: [Glyph]) -> [InlineRun] {
    var runs: [InlineRun] = []
    for glyph in glyphs {
      if let last = runs.last, last.style == glyph.style {
        runs[runs.count - 1].text.append(glyph.character)
      } else {
        runs.append(InlineRun(String(glyph.character), style: glyph.style))
      }
    }
    return runs
  }
}
