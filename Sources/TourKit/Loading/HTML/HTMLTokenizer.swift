/// One piece of raw HTML.
enum HTMLToken: Equatable {
  /// Text between tags, entities not yet decoded.
  case text(String)
  /// `<name attr="value">` or `<name/>`.
  case startTag(HTMLTag)
  /// `</name>`.
  case endTag(name: String)
  /// `<!-- … -->`, `<!DOCTYPE …>`, `<?…?>`, `<![CDATA[…]]>`: nothing to show.
  case comment
}

/// A start tag: its lower-case name and attributes.
struct HTMLTag: Equatable {
  /// The name in lower case (`img`, `h1`).
  var name: String
  /// The attributes in order, names in lower case, values as written (entities not decoded).
  var attributes: [(name: String, value: String)] = []

  /// The value of attribute `name`, if present.
  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  static func == (lhs: HTMLTag, rhs: HTMLTag) -> Bool {
    lhs.name == rhs.name && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
  }
}

/// Splits raw HTML (an HTML block's text, or one inline tag) into tags, comments and text, in
/// one pass: the small subset of HTML5 tokenizing that README files need. cmark-gfm has already
/// decided what is HTML; this only takes it apart.
struct HTMLTokenizer: Sequence, IteratorProtocol {
  private let bytes: [UInt8]
  private var index = 0
  /// How many line breaks come before the token returned last.
  private(set) var lineOffset = 0
  /// The byte column (from 0) of the token returned last on its line.
  private(set) var columnOffset = 0
  private var pendingLines = 0
  /// Where the line of the next token starts.
  private var lineStart = 0

  init(_ html: String) {
    bytes = Array(html.utf8)
  }

  mutating func next() -> HTMLToken? {
    lineOffset += pendingLines
    pendingLines = 0
    guard index < bytes.count else { return nil }
    let start = index
    columnOffset = start - lineStart
    if bytes[index] == UInt8(ascii: "<"), let token = markup() {
      countLines(from: start)
      return token
    }
    // Text runs to the next `<` that opens markup (a lone `<` is text).
    index += 1
    while index < bytes.count && bytes[index] != UInt8(ascii: "<") { index += 1 }
    countLines(from: start)
    return .text(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  /// Counts the line breaks of the token just read (from `start` to `index`), and notes where
  /// the line after the last one starts.
  private mutating func countLines(from start: Int) {
    for position in start..<index where bytes[position] == 0x0A {
      pendingLines += 1
      lineStart = position + 1
    }
  }

  /// The markup at `index` (a `<`), consumed; `nil` (nothing consumed) if it is not markup.
  private mutating func markup() -> HTMLToken? {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
      let close: [UInt8] = starts(with: "<!--") ? Array("-->".utf8) : [UInt8(ascii: ">")]
      index = end(of: close, from: index + 2)
      return .comment
    }
    if next == UInt8(ascii: "/") {
      guard index + 2 < bytes.count, isLetter(bytes[index + 2]) else { return nil }
      index += 2
      let name = readName()
      index = end(of: [UInt8(ascii: ">")], from: index)
      return .endTag(name: name)
    }
    guard isLetter(next) else { return nil }
    index += 1
    var tag = HTMLTag(name: readName())
    while index < bytes.count {
      skipSpaces()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        index += 1
        continue
      }
      let nameStart = index
      while index < bytes.count, !isSpace(bytes[index]),
        ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index])
      {
        index += 1
      }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
      skipSpaces()
      var value = ""
      if index < bytes.count && bytes[index] == UInt8(ascii: "=") {
        index += 1
        skipSpaces()
        value = readValue()
      }
      if !name.isEmpty { tag.attributes.append((name, value)) }
      if index == nameStart { index += 1 }  // never stall on an unexpected byte
    }
    return .startTag(tag)
  }

  private mutating func readName() -> String {
    let start = index
    while index < bytes.count,
      isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) || bytes[index] == 0x2D
    {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
  }

  private mutating func readValue() -> String {
    guard index < bytes.count else { return "" }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      let start = index + 1
      let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
      index = Swift.min(bytes.count, end + 1)
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    let start = index
    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipSpaces() {
    while index < bytes.count && isSpace(bytes[index]) { index += 1 }
  }

  /// The index after the first `close` from `start`, or the end of the text.
  private func end(of close: [UInt8], from start: Int) -> Int {
    var position = start
    while position + close.count <= bytes.count {
      if bytes[position] == close[0]
        && bytes[position..<position + close.count].elementsEqual(close)
      {
        return position + close.count
      }
      position += 1
    }
    return bytes.count
  }

  private func starts(with prefix: String) -> Bool {
    bytes[index...].starts(with: prefix.utf8)
  }

  private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C
  }
}
