/// A tour file's text as UTF-8 bytes, with a leading byte order mark removed and every line
/// ending (`\r\n`, a lone `\r`) made `\n`, so files saved on Windows read like any other.
///
/// Lines are found on demand from byte offsets: nothing per line is kept, so a file of millions
/// of short lines costs its bytes and no more.
struct SourceText {
  /// The normalised bytes.
  let bytes: [UInt8]

  init(_ raw: [UInt8]) {
    let start = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard raw[start...].contains(0x0D) else {
      bytes = start == 0 ? raw : Array(raw[start...])
      return
    }
    var normalised: [UInt8] = []
    normalised.reserveCapacity(raw.count - start)
    var index = start
    while index < raw.count {
      let byte = raw[index]
      if byte == 0x0D {
        normalised.append(0x0A)
        if index + 1 < raw.count && raw[index + 1] == 0x0A { index += 1 }
      } else {
        normalised.append(byte)
      }
      index += 1
    }
    bytes = normalised
  }

  /// The lines from byte `offset` on (each without its `\n`), numbered from `number`.
  func lines(from offset: Int = 0, number: Int = 1) -> Lines {
    Lines(bytes: bytes, offset: offset, number: number)
  }

  /// The text of the bytes in `range`.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// A file's lines, walked from a byte offset.
  struct Lines: Sequence, IteratorProtocol {
    /// One line: where its bytes are, and its 1-based number in the file.
    struct Line {
      let range: Range<Int>
      let number: Int
      /// The offset of the next line.
      let next: Int
    }

    fileprivate let bytes: [UInt8]
    fileprivate var offset: Int
    fileprivate var number: Int

    mutating func next() -> Line? {
      guard offset < bytes.count else { return nil }
      let end = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
      let line = Line(range: offset..<end, number: number, next: Swift.min(bytes.count, end + 1))
      offset = line.next
      number += 1
      return line
    }
  }
}

extension ArraySlice<UInt8> {
  /// The slice without leading and trailing spaces and tabs.
  var trimmingSpaces: ArraySlice<UInt8> {
    var slice = self
    while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
    return slice
  }

  /// Whether the slice holds only spaces, tabs and line breaks.
  var isBlank: Bool { allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A } }

  /// Whether the text holds `<!--` followed, after white space, by `ask`: a part that may ask
  /// a question (a comment that only starts so is parsed too, and turns out not to).
  var holdsAskComment: Bool {
    var index = startIndex
    while let open = self[index...].firstIndex(of: UInt8(ascii: "<")) {
      var next = open + 1
      guard self[next...].starts(with: "!--".utf8) else {
        index = next
        continue
      }
      next += 3
      while next < endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(self[next]) { next += 1 }
      if self[next...].starts(with: "ask".utf8) { return true }
      index = next
    }
    return false
  }

  /// Whether the line holds only `---` (up to three leading spaces, any trailing): a page
  /// separator, outside fenced code.
  var isPageSeparator: Bool {
    let leading = prefix { $0 == 0x20 }.count
    return leading <= 3 && trimmingSpaces.elementsEqual("---".utf8)
  }
}

/// Tracks fenced code blocks line by line, so separators inside code are left alone.
struct FenceTracker {
  private var open: (character: UInt8, length: Int)?

  /// Whether the last line fed left a fenced block open.
  var isOpen: Bool { open != nil }

  /// Feeds one line; returns whether it is inside (or opens or closes) a fenced block.
  mutating func isInFence(_ line: ArraySlice<UInt8>) -> Bool {
    let indent = line.prefix { $0 == 0x20 }.count
    let rest = line.dropFirst(indent)
    let backtick = UInt8(ascii: "`")
    guard indent <= 3, let first = rest.first, first == backtick || first == UInt8(ascii: "~")
    else {
      return open != nil
    }
    let run = rest.prefix { $0 == first }.count
    if let fence = open {
      if first == fence.character && run >= fence.length
        && rest.dropFirst(run).trimmingSpaces.isEmpty
      {
        open = nil
      }
      return true
    }
    if run >= 3 && !(first == backtick && rest.dropFirst(run).contains(backtick)) {
      open = (first, run)
      return true
    }
    return false
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: SubSequence {
    var slice = self[...]
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return slice
  }

  /// The text without white space, line breaks included, at either end.
  var trimmingWhitespace: SubSequence {
    var slice = self[...].drop { WhiteSpace.contains($0) }
    while slice.last.map(WhiteSpace.contains) == true { slice = slice.dropLast() }
    return slice
  }
}

extension SourceText {
  /// The 1-based column (in characters) where `part` starts in `line`.
  static func column(of part: Substring, in line: Substring) -> Int {
    line.distance(from: line.startIndex, to: part.startIndex) + 1
  }
}
