/// Reads the tour file format: UTF-8 text whose pages are separated by lines holding only `---`.
///
/// In a page, a line starting with `# ` is the title; other non-blank lines are body text, and
/// blank lines separate paragraphs (lines of one paragraph are joined with a space).
public enum TourFileParser {
  /// Parses the bytes of a tour file; `path` names it in errors.
  public static func parse(bytes: [UInt8], path: String) throws(TourFileError) -> Tour {
    if let (line, column) = firstInvalidUTF8(in: bytes) {
      throw TourFileError(path: path, line: line, column: column, message: "invalid UTF-8")
    }
    return try parse(text: String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// Parses the text of a tour file; `path` names it in errors.
  public static func parse(text: String, path: String) throws(TourFileError) -> Tour {
    var pages: [Page] = []
    var title = ""
    var paragraphs: [String] = []
    var paragraph: [Substring] = []
    var pageStartLine = 1
    var pageHasContent = false

    func endParagraph() {
      if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    func endPage(at line: Int) throws(TourFileError) {
      endParagraph()
      guard pageHasContent else {
        throw TourFileError(
          path: path, line: pageStartLine, column: 1,
          message: "page \(pages.count + 1) is empty (two `---` in a row?)")
      }
      pages.append(Page(title: title, paragraphs: paragraphs))
      title = ""
      paragraphs = []
      pageHasContent = false
      pageStartLine = line + 1
    }

    var lineNumber = 0
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    for line in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      lineNumber += 1
      let trimmed = line.trimmingSpaces
      if trimmed == "---" {
        try endPage(at: lineNumber)
      } else if trimmed.isEmpty {
        endParagraph()
      } else if line.hasPrefix("# ") && title.isEmpty && paragraphs.isEmpty && paragraph.isEmpty {
        title = String(line.dropFirst(2).trimmingSpaces)
        pageHasContent = true
      } else {
        paragraph.append(trimmed)
        pageHasContent = true
      }
    }
    if pageHasContent || pages.isEmpty {
      if !pageHasContent {
        throw TourFileError(path: path, line: 1, column: 1, message: "the tour has no pages")
      }
      try endPage(at: lineNumber)
    }
    return Tour(pages: pages)
  }

  /// The 1-based line and column (in characters) of the first byte that is not valid UTF-8.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return (line, column)
      }
      guard index + length <= bytes.count else { return (line, column) }
      if length > 1 {
        let sequence = Array(bytes[index..<index + length])
        var iterator = sequence.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue = decoder.decode(&iterator) else { return (line, column) }
      }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return nil
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
}
