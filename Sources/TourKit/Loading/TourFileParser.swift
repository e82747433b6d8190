/// Reads tour files: CommonMark pages (parsed by libcmark) separated by `---` lines or other
/// thematic breaks, an optional front matter of tour settings, and per-page settings comments.
///
/// Every problem is a ``TourFileError`` with the line and column it was found at.
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
    let source = SourceText(text)
    var tour = Tour(pages: [])
    let bodyStart = try FrontMatter.read(source, path: path, into: &tour)

    // `---` lines outside fenced code separate pages. They are split off here, before
    // CommonMark sees them, because after a paragraph CommonMark reads `---` as a heading
    // underline.
    var chunks: [(firstLine: Int, lines: ArraySlice<Substring>)] = []
    var fence = FenceTracker()
    var chunkStart = bodyStart
    for index in bodyStart..<source.lines.count {
      if !fence.isInFence(source.lines[index]) && source.isPageSeparator(index) {
        chunks.append((chunkStart, source.lines[chunkStart..<index]))
        chunkStart = index + 1
      }
    }
    chunks.append((chunkStart, source.lines[chunkStart..<source.lines.count]))

    for (number, chunk) in chunks.enumerated() {
      let isBlank = chunk.lines.allSatisfy { $0.trimmingSpaces.isEmpty }
      // A blank file makes no page (reported below); a trailing `---` ends the last page.
      if isBlank && number == chunks.count - 1 { break }
      let pages = try MarkdownPageReader(
        path: path, firstLine: chunk.firstLine + 1, pageNumber: tour.pages.count + 1
      ).pages(from: chunk.lines.joined(separator: "\n"))
      tour.pages += pages
    }
    guard !tour.pages.isEmpty else {
      throw TourFileError(
        path: path, line: bodyStart + 1, column: 1, message: "the tour has no pages")
    }
    return tour
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
        var iterator = bytes[index..<index + length].makeIterator()
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
