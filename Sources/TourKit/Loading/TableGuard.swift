/// Decides whether a page may be read with cmark-gfm's table extension, whose version in Debian 12
/// (0.29.0.gfm.6) has no bound of its own: it pads every row to the header's width (a 128-column
/// header over 65,000 one-letter lines makes 8.5 million nodes, 2 GB, from 131 KB) and splits a
/// row in time quadratic in its cells (one 64,000-cell row takes 6 s).
///
/// This reads no Markdown: it counts `|` per line and, after each line that could be a table's
/// delimiter row (only `|`, `-`, `:`, blanks, after any `>` and list markers), the cells the
/// following lines could make. A page over ``TourFileLimits/tableCells`` or
/// ``TourFileLimits/tableRowPipes`` is read without the extension: its tables show as text.
enum TableGuard {
  /// Whether `page` can be read with tables in bounded time and memory.
  static func allowsTables(in page: ArraySlice<UInt8>) -> Bool { tableCells(in: page) != nil }

  /// How many table cells `page` could make at most (0 without a table), or `nil` when it
  /// cannot be read with tables in bounded time and memory.
  static func tableCells(in page: ArraySlice<UInt8>) -> Int? {
    var cells = 0
    var widestRow = 0
    var sawDelimiter = false
    var openColumns: Int?  // the columns of the table that may be running
    var start = page.startIndex
    while start < page.endIndex {
      let end = page[start...].firstIndex(of: 0x0A) ?? page.endIndex
      let line = page[start..<end]
      start = end + 1
      let pipes = line.reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
      widestRow = max(widestRow, pipes)
      if line.isBlank {
        openColumns = nil
        continue
      }
      if let columns = openColumns { cells += columns }
      if isDelimiterLike(line) {
        sawDelimiter = true
        openColumns = pipes + 1
        cells += 2 * (pipes + 1)
      }
      if cells > TourFileLimits.tableCells { return nil }
    }
    return !sawDelimiter || widestRow <= TourFileLimits.tableRowPipes ? cells : nil
  }

  /// Whether `line` is only `|`, `-`, `:` and blanks (with a `-`), after leading `>` and list
  /// markers: it could be a table's delimiter row.
  private static func isDelimiterLike(_ line: ArraySlice<UInt8>) -> Bool {
    var rest = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
    let digits = rest.prefix { (0x30...0x39).contains($0) }
    if !digits.isEmpty, let marker = rest.dropFirst(digits.count).first,
      marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")")
    {
      rest = rest.dropFirst(digits.count + 1)
    }
    var hasDash = false
    for byte in rest {
      switch byte {
      case UInt8(ascii: "-"): hasDash = true
      case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "+"), 0x20, 0x09,
        UInt8(ascii: ">"):
        continue
      default: return false
      }
    }
    return hasDash
  }
}
