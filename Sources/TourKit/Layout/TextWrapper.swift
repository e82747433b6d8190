/// Breaks styled text into lines no wider than a given number of cells.
///
/// Latin text breaks at spaces and after a hyphen inside a word (`export-` `everything`), never
/// after one that starts a word (`-M`, UAX #14's LB20a). A token a reader copies — an inline
/// code span, an option (`--force-tour`), a URL or an e-mail address — moves to the next line
/// whole, and breaks at its hyphens (a code span at its spaces first) only when it is wider than
/// a line. Japanese and Chinese text may also break between ideographs, with basic kinsoku
/// (Korean breaks at its spaces, keeping words whole, as CSS's keep-all does):
/// closing punctuation never starts a line, opening punctuation never ends one. An ASCII quote
/// (`"`, `'`) that opens — after a space, a line break or at the start — stays with what follows
/// it, and one elsewhere with both its neighbours (it may close or open: `他说"好"了`), as
/// ideographs would otherwise let a line break between a quote and its text. A URL too long
/// for a line breaks after `/`, `.`, `-`, `?`, `&` or `#`, but not inside its host name. A word
/// wider than the line is broken between graphemes. `"\n"` in the text is a hard line break; a
/// no-break space does not break.
///
/// Words are placed as they are found, as byte ranges of the runs' text: memory is the output
/// and one word, time is linear in the text, and ASCII costs a few operations a byte.
enum TextWrapper {
  /// Characters that may not start a line (Japanese and Chinese kinsoku, and their Western kin).
  static let noLineStart: Set<Unicode.Scalar> = [
    "、", "。", "，", "．", "」", "』", "）", "！", "？", "：", "；", "ー", "〉", "》", "】", "〕",
    "ゃ", "ゅ", "ょ", "っ", "ャ", "ュ", "ョ", "ッ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "・", "…", "々",
    ",", ".", "!", "?", ")", "]", "}", ":", ";", "\u{201D}", "\u{2019}",
  ]
  /// Characters that may not end a line.
  static let noLineEnd: Set<Unicode.Scalar> = [
    "「", "『", "（", "〈", "《", "【", "〔", "(", "[", "{", "\u{201C}", "\u{2018}",
  ]

  /// For each ASCII byte, bit 0: it may not start a line; bit 1: it may not end one. Spares a
  /// set look-up (hashing) for every punctuation mark of Latin text. Made from the sets'
  /// members rather than by looking each byte up in them: 256 hashes were 50,000 instructions
  /// of every first frame.
  private static let asciiKinsoku: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 128)
    for scalar in noLineStart where scalar.isASCII { table[Int(scalar.value)] |= 1 }
    for scalar in noLineEnd where scalar.isASCII { table[Int(scalar.value)] |= 2 }
    return table
  }()

  /// Bit 0: `scalar` may not start a line; bit 1: it may not end one.
  static func kinsoku(_ scalar: Unicode.Scalar) -> UInt8 {
    let value = scalar.value
    if value < 0x80 { return asciiKinsoku[Int(value)] }
    // Ideographs and most of the rest hold none: only punctuation and small kana do.
    if value < 0x2018 || (value >= 0x3100 && value < 0xFF00) { return 0 }
    return (noLineStart.contains(scalar) ? 1 : 0) | (noLineEnd.contains(scalar) ? 2 : 0)
  }

  /// `text` wrapped to `width` cells; runs of white space fold to one space.
  static func wrap(_ text: String, width: Int, rule: WidthRule = .unicode) -> [String] {
    wrap([InlineRun(text)], width: width, rule: rule).map(\.plainText)
  }

  /// Styled `runs` wrapped to `width` cells measured by `rule`, each line as runs; an empty
  /// text gives no lines.
  static func wrap(_ runs: [InlineRun], width: Int, rule: WidthRule = .unicode)
    -> [[InlineRun]]
  {
    var lines = LineBuilder(text: WrappedText(runs, rule: rule), width: max(1, width))
    WordSplitter.split(lines.text, into: &lines)
    return lines.finish()
  }

  /// The width of the widest part of `runs` that a line cannot break: a word, or a part of a
  /// URL between its break points. A column of a table is never narrower.
  static func widestWord(_ runs: [InlineRun], rule: WidthRule = .unicode) -> Int {
    var lines = LineBuilder(
      text: WrappedText(runs, rule: rule), width: Int.max, measuring: true)
    WordSplitter.split(lines.text, into: &lines)
    return lines.widestWord
  }
}

/// The runs being wrapped, as UTF-8 bytes, with grapheme stepping that skips Unicode's rules
/// for ASCII.
private struct WrappedText {
  let runs: [InlineRun]
  let bytes: [[UInt8]]
  /// How wide emoji sequences are.
  let rule: WidthRule

  init(_ runs: [InlineRun], rule: WidthRule) {
    self.runs = runs
    self.rule = rule
    bytes = runs.map { Array($0.text.utf8) }
  }

  /// The grapheme of run `run` starting at byte `offset`: its length in bytes, and the
  /// character, or `nil` when it is the one ASCII byte there.
  func grapheme(run: Int, at offset: Int) -> (length: Int, character: Character?) {
    let text = bytes[run]
    // An ASCII byte followed by another (or nothing) is a whole grapheme.
    if text[offset] < 0x80 && (offset + 1 == text.count || text[offset + 1] < 0x80) {
      return (1, nil)
    }
    let string = runs[run].text
    let character = string[string.utf8.index(string.utf8.startIndex, offsetBy: offset)]
    return (character.utf8.count, character)
  }

  /// `word` cut into parts: a new part starts before each grapheme for which `startsPart`
  /// (given its width and the bytes of the word before it) is true. Each part has its pieces
  /// and width; the first may be empty.
  func parts(of word: Word, startingBefore startsPart: (_ width: Int, _ offset: Int) -> Bool)
    -> [(pieces: [Piece], width: Int)]
  {
    var parts: [(pieces: [Piece], width: Int)] = [([], 0)]
    var wordOffset = 0
    for piece in word.pieces {
      var offset = piece.range.lowerBound
      var start = offset
      while offset < piece.range.upperBound {
        let found = grapheme(run: piece.run, at: offset)
        let graphemeWidth = width(found, run: piece.run, at: offset)
        if startsPart(graphemeWidth, wordOffset) {
          if start < offset {
            parts[parts.count - 1].pieces.append(
              Piece(run: piece.run, range: start..<offset, style: piece.style))
          }
          parts.append(([], 0))
          start = offset
        }
        parts[parts.count - 1].width += graphemeWidth
        offset += found.length
        wordOffset += found.length
      }
      if start < offset {
        parts[parts.count - 1].pieces.append(
          Piece(run: piece.run, range: start..<offset, style: piece.style))
      }
    }
    return parts
  }

  /// The cells a grapheme takes.
  package func width(_ grapheme: (length: Int, character: Character?), run: Int, at offset: Int)
    -> Int
  {
    guard let character = grapheme.character else {
      let byte = bytes[run][offset]
      return byte >= 0x20 && byte != 0x7F ? 1 : 0
    }
    return DisplayWidth.of(character, rule: rule)
  }
}

/// A piece of a word or line: a byte range of one run's text (or, with `run` -1, one space).
private struct Piece {
  var run: Int
  var range: Range<Int>
  var style: InlineStyle
}

/// Something the wrapper places as a whole: a word, one ideograph with its kinsoku neighbours,
/// or a part of a URL.
private struct Word {
  var pieces: [Piece] = []
  var width = 0
  /// The space before it (dropped at a line start), if any, with that space's style.
  var spaceBefore: InlineStyle?
  /// Whether a hard line break comes before it.
  var breakBefore = false
  /// The byte offsets in the word after a hyphen inside it (`export-|everything`), where a
  /// line may break.
  var hyphenBreaks: [Int] = []
  /// Whether it breaks at its hyphens only when it is wider than a line: a code span, an
  /// option, a URL or an e-mail address, which a reader copies whole.
  var keepsHyphens = false
}

/// Finds words in the text and hands each to the line builder.
private struct WordSplitter {
  private var word = Word()
  private var hasWord = false
  private var placedAny = false
  private var pendingSpace: InlineStyle?
  private var pendingBreak = false
  private var glueNext = false
  private var lastWidth = 0
  /// Whether the last grapheme was Hangul: Korean words stay whole (keep-all).
  private var lastWasHangul = false
  /// Whether the last grapheme was a hyphen after a letter or digit: a line may break after it.
  private var afterHyphen = false
  private var lastWasPlain = false
  /// Whether the last grapheme was in a run kept together (``InlineStyle/keepTogether``, or
  /// code).
  private var lastWasKept = false
  /// Whether the word so far has a `/`, `@` or a `:` with more after it, or starts `www.`: an
  /// address, which breaks by the URL rules, not at hyphens (`example-host.com` is one host,
  /// `git-security@…` one mailbox). A `:` that ends a word (`well-known:`) makes none.
  private var inAddress = false
  /// Whether the last grapheme was a `:`.
  private var afterColon = false
  /// Whether the word so far has a letter or digit: a `-` before any is an option's
  /// (`--force-tour`, `(-v)`).
  private var plainInWord = false
  /// The bytes of the word so far.
  private var wordLength = 0
  private var wwwPrefix = 0

  static func split(_ text: WrappedText, into lines: inout LineBuilder) {
    var splitter = WordSplitter()
    for run in text.runs.indices { splitter.split(run: run, of: text, into: &lines) }
    splitter.end(into: &lines)
  }

  private mutating func split(run: Int, of text: WrappedText, into lines: inout LineBuilder) {
    let bytes = text.bytes[run]
    let style = text.runs[run].style
    if !bytes.contains(where: { $0 >= 0x80 }) {
      // ASCII: every byte is a grapheme.
      for offset in bytes.indices {
        take(
          offset..<offset + 1, nil, firstByte: bytes[offset], run: run, style: style,
          rule: text.rule, &lines)
      }
      return
    }
    var offset = 0
    for character in text.runs[run].text {
      let length = character.utf8.count
      let byte = bytes[offset]
      take(
        offset..<offset + length, length == 1 ? nil : character, firstByte: byte, run: run,
        style: style, rule: text.rule, &lines)
      offset += length
    }
  }

  /// Adds one grapheme (`character`, or the ASCII byte `firstByte` when `nil`) at `range` of
  /// run `run`.
  @inline(__always)
  private mutating func take(
    _ range: Range<Int>, _ character: Character?, firstByte byte: UInt8, run: Int,
    style: InlineStyle, rule: WidthRule, _ lines: inout LineBuilder
  ) {
    let scalar = character?.unicodeScalars.first ?? Unicode.Scalar(byte)
    if byte == 0x0A || (byte == 0x0D && range.count == 2) {
      end(into: &lines)
      pendingBreak = true
      pendingSpace = nil
      glueNext = false
      lastWasKept = false
      lastWasPlain = false
      return
    }
    // Inside a run kept together (an inline image's `[alt]`, a code span) nothing breaks,
    // spaces included.
    let isKept = !style.isDisjoint(with: [.keepTogether, .code])
    let keptWithLast = lastWasKept && hasWord && isKept
    lastWasKept = isKept
    let isSpace =
      !keptWithLast
      && (character == nil
        ? byte == 0x20 || byte == 0x09 || byte == 0x0D : Self.breaks(at: scalar))
    if isSpace {
      end(into: &lines)
      if pendingSpace == nil { pendingSpace = style }
      glueNext = false
      // A hyphen after a space starts a word (`-M`): no line breaks after it.
      lastWasPlain = false
      return
    }
    let width =
      character.map { DisplayWidth.of($0, rule: rule) } ?? (byte >= 0x20 && byte != 0x7F ? 1 : 0)
    // Letters and digits are never kinsoku characters: skip the look-ups for them.
    let isPlain =
      character == nil
      && ((byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A))
    var kinsoku = isPlain ? 0 : TextWrapper.kinsoku(scalar)
    if character == nil && (byte == 0x22 || byte == 0x27) {
      // An ASCII quote after white space or at the start opens: it stays with what follows.
      // Anywhere else it may close or open (`他说"好"了`): it stays with both neighbours.
      let opens = pendingSpace != nil || pendingBreak || !hasWord
      kinsoku = opens ? 2 : 3
    }
    let closes = kinsoku & 1 != 0
    // Korean is written with spaces between words, which is where its lines break (CSS's
    // keep-all); Japanese and Chinese may break between any two ideographs.
    let isHangul = !isPlain && Self.isHangul(scalar)
    let startsNew =
      pendingSpace != nil || pendingBreak || !hasWord
      || (!keptWithLast && !glueNext && !closes && (width >= 2 || lastWidth >= 2)
        && !(isHangul && lastWasHangul))
    if startsNew {
      if pendingSpace != nil || pendingBreak || !hasWord {
        inAddress = false
        afterColon = false
        plainInWord = false
        wwwPrefix = 0
      }
      end(into: &lines)
      word.spaceBefore = pendingBreak ? nil : pendingSpace
      word.breakBefore = pendingBreak && placedAny
      hasWord = true
    } else if afterHyphen && isPlain {
      word.hyphenBreaks.append(wordLength)
    }
    // An option (`--force-tour`) is one name, and so is code.
    if isKept || (character == nil && byte == UInt8(ascii: "-") && !plainInWord) {
      word.keepsHyphens = true
    }
    plainInWord = plainInWord || isPlain
    if afterColon || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "@") { inAddress = true }
    afterColon = character == nil && byte == UInt8(ascii: ":")
    if wwwPrefix < 4 {
      wwwPrefix = byte == Array("www.".utf8)[wwwPrefix] ? wwwPrefix + 1 : (byte == 0x28 ? 0 : 5)
      if wwwPrefix == 4 { inAddress = true }
    }
    let last = word.pieces.count - 1
    if last >= 0 && word.pieces[last].run == run
      && word.pieces[last].range.upperBound == range.lowerBound
    {
      word.pieces[last].range = word.pieces[last].range.lowerBound..<range.upperBound
    } else {
      word.pieces.append(Piece(run: run, range: range, style: style))
    }
    word.width += width
    wordLength += range.count
    glueNext = kinsoku & 2 != 0
    lastWidth = width
    lastWasHangul = isHangul
    afterHyphen = byte == UInt8(ascii: "-") && character == nil && lastWasPlain
    lastWasPlain = isPlain
    pendingSpace = nil
    pendingBreak = false
  }

  /// Whether a scalar is Hangul: a syllable or a jamo (conjoining, compatibility, extended).
  private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97C, 0xD7B0...0xD7FB:
      return true
    default: return false
    }
  }

  /// Whether a scalar is white space a line may break at (not a no-break space).
  private static func breaks(at scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F,
      0x3000:
      return true
    default: return false
    }
  }

  private mutating func end(into lines: inout LineBuilder) {
    guard hasWord else { return }
    if inAddress { word.keepsHyphens = true }
    lines.place(word, splittingURLs: true)
    placedAny = true
    hasWord = false
    word.pieces.removeAll(keepingCapacity: true)
    word.width = 0
    word.hyphenBreaks.removeAll(keepingCapacity: true)
    word.keepsHyphens = false
    wordLength = 0
  }
}

/// Fills lines with words.
private struct LineBuilder {
  let text: WrappedText
  let width: Int
  private var lines: [[InlineRun]] = []
  private var line: [Piece] = []
  private var lineWidth = 0
  private var buffer: [UInt8] = []
  /// Whether words are only measured, not placed.
  private let measuring: Bool
  /// The widest word placed (when measuring).
  private(set) var widestWord = 0

  init(text: WrappedText, width: Int, measuring: Bool = false) {
    self.text = text
    self.width = width
    self.measuring = measuring
  }

  mutating func place(_ word: Word, splittingURLs: Bool) {
    // A URL that fits a line moves to the next one whole; a longer one breaks at its points.
    // So does text kept together, at its spaces.
    if splittingURLs, measuring || word.width > width,
      let parts = keptParts(of: word) ?? urlParts(of: word)
    {
      for part in parts { place(part, splittingURLs: false) }
      return
    }
    // A hyphenated word breaks at its hyphens; a code span, an option or an address only when
    // it cannot fit a line whole.
    if !word.hyphenBreaks.isEmpty, !word.keepsHyphens || measuring || word.width > width {
      for part in hyphenParts(of: word) { place(part, splittingURLs: false) }
      return
    }
    if measuring {
      widestWord = max(widestWord, word.width)
      return
    }
    if word.breakBefore { breakLine() }
    let space = word.spaceBefore != nil && !line.isEmpty ? 1 : 0
    if lineWidth + space + word.width <= width {
      if let style = word.spaceBefore, space == 1 { appendSpace(style) }
      line += word.pieces
      lineWidth += word.width
      return
    }
    if !line.isEmpty && word.width <= width {
      flush()
      line = word.pieces
      lineWidth = word.width
      return
    }
    // Wider than a whole line: fill what is left, then break between graphemes.
    if let style = word.spaceBefore, space == 1, lineWidth + 1 < width {
      appendSpace(style)
    } else if !line.isEmpty {
      flush()
    }
    var used = lineWidth
    let parts = text.parts(of: word) { graphemeWidth, _ in
      defer { used += graphemeWidth }
      guard used + graphemeWidth > width else { return false }
      used = 0
      return true
    }
    for (index, part) in parts.enumerated() {
      if index > 0 { flush() }
      line += part.pieces
      lineWidth += part.width
    }
  }

  mutating func finish() -> [[InlineRun]] {
    flush()
    return lines
  }

  /// Ends the current line even if it is empty (a hard line break).
  private mutating func breakLine() {
    var runs: [InlineRun] = []
    var index = 0
    while index < line.count {
      // The bytes of the pieces in one style, turned into a string once.
      let style = line[index].style
      buffer.removeAll(keepingCapacity: true)
      while index < line.count && line[index].style == style {
        let piece = line[index]
        if piece.run < 0 {
          buffer.append(0x20)
        } else {
          buffer += text.bytes[piece.run][piece.range]
        }
        index += 1
      }
      runs.append(InlineRun(String(decoding: buffer, as: UTF8.self), style: style))
    }
    lines.append(runs)
    line.removeAll(keepingCapacity: true)
    lineWidth = 0
  }

  private mutating func flush() {
    if !line.isEmpty { breakLine() }
  }

  private mutating func appendSpace(_ style: InlineStyle) {
    line.append(Piece(run: -1, range: 0..<1, style: style))
    lineWidth += 1
  }

  /// Where `needle` first occurs in `bytes`. A plain loop: the standard library's
  /// `firstRange(of:)` lives in the string-processing module, which costs resident memory at
  /// start-up (see Placeholders.swift).
  private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count)
    where bytes[start..<start + needle.count].elementsEqual(needle) {
      return start..<start + needle.count
    }
    return nil
  }

  /// A word holding text kept together (``InlineStyle/keepTogether``, code) split at its
  /// spaces, each part but the first with the space before it and each with its own hyphens a
  /// line may break at; `nil` if it has no such space.
  private func keptParts(of word: Word) -> [Word]? {
    var spaces: [Int] = []  // byte offsets in the word of the spaces kept in it
    var offset = 0
    for piece in word.pieces {
      if piece.run >= 0 && !piece.style.isDisjoint(with: [.keepTogether, .code]) {
        for index in piece.range where text.bytes[piece.run][index] == 0x20 {
          spaces.append(offset + index - piece.range.lowerBound)
        }
      }
      offset += piece.range.count
    }
    guard !spaces.isEmpty else { return nil }
    var next = 0
    let parts = text.parts(of: word) { _, offset in
      while next < spaces.count && spaces[next] + 1 < offset { next += 1 }
      return next < spaces.count && (offset == spaces[next] || offset == spaces[next] + 1)
    }
    var words: [Word] = []
    var spaceBefore = word.spaceBefore
    var start = 0  // the part's byte offset in the word
    for part in parts where !part.pieces.isEmpty {
      let length = part.pieces.reduce(0) { $0 + $1.range.count }
      defer { start += length }
      if let piece = part.pieces.first, part.pieces.count == 1, piece.run >= 0,
        piece.range.count == 1, text.bytes[piece.run][piece.range.lowerBound] == 0x20
      {
        spaceBefore = piece.style.subtracting(.keepTogether)
        continue
      }
      var part = Word(pieces: part.pieces, width: part.width, spaceBefore: spaceBefore)
      part.hyphenBreaks = word.hyphenBreaks.filter { $0 > start && $0 < start + length }
        .map { $0 - start }
      part.keepsHyphens = word.keepsHyphens
      if words.isEmpty { part.breakBefore = word.breakBefore }
      words.append(part)
      spaceBefore = nil
    }
    return words
  }

  /// `word` cut after each of its hyphens that a line may break at (``Word/hyphenBreaks``).
  private func hyphenParts(of word: Word) -> [Word] {
    var next = 0
    let breaks = word.hyphenBreaks
    var parts = text.parts(of: word) { _, offset in
      guard next < breaks.count, offset == breaks[next] else { return false }
      next += 1
      return true
    }.filter { !$0.pieces.isEmpty }.map { Word(pieces: $0.pieces, width: $0.width) }
    if !parts.isEmpty {
      parts[0].spaceBefore = word.spaceBefore
      parts[0].breakBefore = word.breakBefore
    }
    return parts
  }

  /// A URL split where a line may break in it: after `/`, `.`, `-`, `?`, `&` or `#` past its
  /// host name, and after `://`; `nil` if the word is not a URL (or too long to be one).
  private func urlParts(of word: Word) -> [Word]? {
    var bytes: [UInt8] = []
    for piece in word.pieces where bytes.count <= 8192 {
      bytes += text.bytes[piece.run][piece.range]
    }
    guard bytes.count <= 8192 else { return nil }
    let scheme = Self.firstRange(of: Array("://".utf8), in: bytes)
    guard
      let hostStart = scheme?.upperBound
        ?? Self.firstRange(of: Array("www.".utf8), in: bytes)?
        .lowerBound
    else { return nil }
    let hostEnd =
      bytes[hostStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == 0x3F || $0 == 0x23 }
      ?? bytes.count
    let breakers: Set<UInt8> = Set("/.-?&#".utf8)
    var cuts: [Int] = []  // byte offsets in the word after which a line may break
    for index in bytes.indices.dropLast() where bytes[index + 1] < 0x80 {
      if (scheme != nil && index == hostStart - 1)
        || (index >= hostEnd && breakers.contains(bytes[index]))
      {
        cuts.append(index + 1)
      }
    }
    guard !cuts.isEmpty else { return nil }
    var nextCut = 0
    let parts = text.parts(of: word) { _, offset in
      guard nextCut < cuts.count, offset >= cuts[nextCut] else { return false }
      while nextCut < cuts.count && cuts[nextCut] <= offset { nextCut += 1 }
      return true
    }.map { Word(pieces: $0.pieces, width: $0.width) }.filter { !$0.pieces.isEmpty }
    guard var first = parts.first else { return nil }
    first.spaceBefore = word.spaceBefore
    first.breakBefore = word.breakBefore
    return parts.count > 1 ? [first] + parts.dropFirst() : nil
  }
}
