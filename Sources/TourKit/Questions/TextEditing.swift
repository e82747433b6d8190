/// A text field's text and caret, edited the way a line editor does: by user-perceived
/// characters (a Swift `Character`, one grapheme cluster: `é`, `👍🏽` and `🇯🇵` are one each),
/// never by bytes or code points.
struct TextEditing: Equatable, Sendable {
  /// The text.
  private(set) var text: String
  /// The caret, in characters from the start: 0 … `text.count`.
  private(set) var cursor: Int

  /// `text` with the caret at its end.
  init(_ text: String) {
    self.text = text
    cursor = text.count
  }

  /// `text` with the caret at `cursor`, kept within the text.
  init(_ text: String, cursor: Int) {
    self.text = text
    self.cursor = min(max(0, cursor), text.count)
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  /// Types `typed` at the caret, its line breaks as spaces and other control characters left
  /// out, up to ``TextFieldSettings/maximumLength`` characters in all.
  mutating func insert(_ typed: String) {
    let clean = Self.sanitized(typed)
    let room = TextFieldSettings.maximumLength - text.count
    guard room > 0, !clean.isEmpty else { return }
    let before = String(text[..<index(cursor)]) + clean.prefix(room)
    text = before + text[index(cursor)...]
    // Counted again: typed text can join the character before it (a combining mark).
    cursor = min(before.count, text.count)
  }

  /// `text` as a field takes it, typed, pasted or given (a preset): line breaks and tabs as
  /// spaces, other control characters left out.
  static func sanitized(_ text: String) -> String {
    var clean = ""
    for character in text {
      if character == "\n" || character == "\r" || character == "\r\n" || character == "\t" {
        clean.append(" ")
      } else if !character.unicodeScalars.contains(where: \.isControlCharacter) {
        clean.append(character)
      }
    }
    return clean
  }

  /// Backspace: removes the character before the caret.
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text.remove(at: index(cursor - 1))
    cursor -= 1
  }

  /// Delete: removes the character after the caret.
  mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: index(cursor))
  }

  /// Ctrl-W: removes the word before the caret, and the spaces after it.
  mutating func deleteWordBackward() {
    var start = cursor
    let characters = Array(text)
    while start > 0 && characters[start - 1] == " " { start -= 1 }
    while start > 0 && characters[start - 1] != " " { start -= 1 }
    text.removeSubrange(index(start)..<index(cursor))
    cursor = start
  }

  /// Ctrl-U: empties the field.
  mutating func clear() {
    text = ""
    cursor = 0
  }

  /// ← and →: the caret one character along, within the text.
  mutating func move(by characters: Int) {
    cursor = min(max(0, cursor + characters), text.count)
  }

  /// Home and Ctrl-A: the caret to the start.
  mutating func moveToStart() { cursor = 0 }

  /// End and Ctrl-E: the caret to the end.
  mutating func moveToEnd() { cursor = text.count }

  /// The characters a field `width` cells wide shows, as offsets into the text, when it
  /// showed from character `previous` before the last key: the view stays where it was as far
  /// as the caret allows, so the caret walks across the field and the text scrolls only once
  /// the caret reaches an edge, as in a line editor. The caret is kept in view (on the first
  /// cell when it went left of it, on the last when it went right), with the character under
  /// it whole: a wide one on the last cell alone would be drawn as a blank. The caret takes a
  /// cell of its own at the end of the text. Text hidden at the start comes back into view
  /// when the end leaves room for it and that cell (after deleting at the end). From 0, the
  /// view starts at the text's start while the caret fits there.
  func visibleRange(width: Int, rule: WidthRule, from previous: Int = 0) -> Range<Int> {
    let widths = text.map { DisplayWidth.of($0, rule: rule) }
    var start = min(max(0, previous), cursor)
    var caretColumn = widths[start..<cursor].reduce(0, +)
    let caretWidth = cursor < widths.count ? widths[cursor] : 1
    while start < cursor && caretColumn + caretWidth > width {
      caretColumn -= widths[start]
      start += 1
    }
    // What is left of the text from `start`, and a cell after it for the caret at the end,
    // wherever the caret is now: the view does not move when the caret leaves the end.
    var rest = widths[start...].reduce(0, +) + 1
    while start > 0 && rest + widths[start - 1] <= width {
      start -= 1
      rest += widths[start]
    }
    var end = start
    var used = 0
    while end < widths.count && used + widths[end] <= width {
      used += widths[end]
      end += 1
    }
    return start..<end
  }
}
