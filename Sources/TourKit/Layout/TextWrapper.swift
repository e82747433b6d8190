/// Breaks text into lines no wider than a given number of cells.
///
/// Latin text breaks at spaces; CJK text may also break between ideographs, with basic kinsoku:
/// closing punctuation never starts a line, opening punctuation never ends one. A word wider
/// than the line is broken between graphemes.
public enum TextWrapper {
  /// Characters that may not start a line (Japanese kinsoku and their Western kin).
  static let noLineStart: Set<Character> = [
    "、", "。", "，", "．", "」", "』", "）", "！", "？", "：", "；", "ー", "〉", "》", "】", "〕",
    "ゃ", "ゅ", "ょ", "っ", "ャ", "ュ", "ョ", "ッ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "・", "…", "々",
    ",", ".", "!", "?", ")", "]", "}", ":", ";",
  ]
  /// Characters that may not end a line.
  static let noLineEnd: Set<Character> = ["「", "『", "（", "〈", "《", "【", "〔", "(", "[", "{"]

  /// A piece of text the wrapper places as a whole.
  private struct Segment {
    var text: String
    var width: Int
    /// Whether a space separated it from the segment before (dropped at a line start).
    var spaceBefore: Bool
  }

  /// `text` wrapped to `width` cells; runs of white space fold to one space. Never empty lines
  /// for non-empty text; an empty paragraph gives no lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    func flush() {
      if !line.isEmpty { lines.append(line) }
      line = ""
      lineWidth = 0
    }
    for segment in segments(of: text) {
      let space = segment.spaceBefore && !line.isEmpty ? 1 : 0
      if lineWidth + space + segment.width <= width {
        if space == 1 { line += " " }
        line += segment.text
        lineWidth += space + segment.width
        continue
      }
      if !line.isEmpty && segment.width <= width {
        flush()
        line = segment.text
        lineWidth = segment.width
        continue
      }
      // Wider than a whole line: fill what is left, then break between graphemes.
      if space == 1 && lineWidth + 1 < width {
        line += " "
        lineWidth += 1
      } else if !line.isEmpty {
        flush()
      }
      for character in segment.text {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > width { flush() }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    flush()
    return lines
  }

  /// Splits text into segments: words between spaces, with each wide character (an ideograph)
  /// a segment of its own so lines may break between them, kinsoku characters kept attached.
  private static func segments(of text: String) -> [Segment] {
    var result: [Segment] = []
    var pendingSpace = false
    var glueNext = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = true
        glueNext = false
        continue
      }
      let width = DisplayWidth.of(character)
      let previousIsWide =
        result.last.map { $0.text.last.map { DisplayWidth.of($0) == 2 } ?? false }
        ?? false
      let startsNew =
        pendingSpace || result.isEmpty
        || (!glueNext && !noLineStart.contains(character) && (width == 2 || previousIsWide))
      if startsNew {
        result.append(Segment(text: String(character), width: width, spaceBefore: pendingSpace))
      } else {
        result[result.count - 1].text.append(character)
        result[result.count - 1].width += width
      }
      glueNext = noLineEnd.contains(character)
      pendingSpace = false
    }
    return result
  }
}
