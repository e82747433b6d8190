/// Lays a GitHub table out as lines: box-drawing borders, a bold header row, columns sized by
/// display width and aligned as the delimiter row says.
///
/// A table wider than the page narrows its widest columns first, whose cells wrap, never below
/// their widest word. A table whose words alone are too wide keeps its columns and is cut at the
/// right edge, like code.
struct TableLayout {
  typealias Line = PageLayout.Line
  typealias Span = PageLayout.Span

  let table: TableBlock
  let glyphs: Glyphs
  /// How wide emoji sequences are.
  let rule: WidthRule
  /// Set when the table did not fit and was cut.
  private(set) var clipped: PageLayout.ClippedTable?

  init(table: TableBlock, glyphs: Glyphs, rule: WidthRule) {
    self.table = table
    self.glyphs = glyphs
    self.rule = rule
  }

  /// The table as columns two spaces apart, without lines, each as wide as its widest cell and
  /// aligned as the delimiter row says; `nil` when that is wider than `width`.
  func columnLines(width: Int, centered: Bool) -> [Line]? {
    let columns = table.alignments.count
    guard columns > 0 else { return [] }
    let (natural, _) = naturalAndMinimumWidths()
    guard natural.reduce(0, +) + 2 * (columns - 1) <= width else { return nil }
    let rows =
      [row(table.header, widths: natural, isHeader: true, bars: false)]
      + table.rows.map { row($0, widths: natural, isHeader: false, bars: false) }
    return rows.flatMap { $0 }.map { line in
      var spans = line.spans
      // No trailing blanks: the last column is as wide as its own text.
      while let last = spans.last, last.text.allSatisfy({ $0 == " " }) { spans.removeLast() }
      return Line(spans: spans, isCentered: centered)
    }
  }

  /// The table's lines in `width` cells: cut to it when its words alone cannot fit.
  mutating func lines(width: Int, centered: Bool) -> [Line] {
    let columns = table.alignments.count
    guard columns > 0 else { return [] }
    let widths = columnWidths(room: width)
    let tableWidth = widths.reduce(0, +) + 3 * columns + 1
    var lines: [Line] = [rule(0, widths)]
    lines += row(table.header, widths: widths, isHeader: true)
    let body = table.rows.map { row($0, widths: widths, isHeader: false) }
    // Rows get lines between them only when a cell wraps, so short tables stay compact.
    let ruled = body.contains { $0.count > 1 }
    for (index, rowLines) in body.enumerated() {
      if index == 0 || ruled { lines.append(rule(1, widths)) }
      lines += rowLines
    }
    lines.append(rule(2, widths))
    if tableWidth > width {
      clipped = PageLayout.ClippedTable(width: tableWidth, room: width)
      lines = lines.map { cut($0, to: width) }
    }
    return lines.map { Line(spans: $0.spans, isCentered: centered) }
  }

  /// Each column's width: the widest cell line if the table fits. Otherwise the widest
  /// columns give way first, as far as their widest word: every column gets its natural width
  /// up to a common cap, the largest cap that fits (narrow columns such as keys stay whole).
  private func columnWidths(room width: Int) -> [Int] {
    let columns = table.alignments.count
    let (natural, minimum) = naturalAndMinimumWidths()
    let room = width - 3 * columns - 1
    if natural.reduce(0, +) <= room { return natural }
    func widths(cap: Int) -> [Int] {
      zip(natural, minimum).map { max($1, min($0, cap)) }
    }
    guard widths(cap: 0).reduce(0, +) < room else { return minimum }
    // The largest cap that fits, by bisection.
    var low = 0
    var high = natural.max() ?? 0
    while low < high {
      let cap = (low + high + 1) / 2
      if widths(cap: cap).reduce(0, +) <= room { low = cap } else { high = cap - 1 }
    }
    var result = widths(cap: low)
    var left = room - result.reduce(0, +)
    for column in result.indices where left > 0 && result[column] < natural[column] {
      result[column] += 1
      left -= 1
    }
    return result
  }

  /// Each column's natural width (its widest cell line) and its narrowest (its widest word).
  private func naturalAndMinimumWidths() -> (natural: [Int], minimum: [Int]) {
    let columns = table.alignments.count
    var natural = [Int](repeating: 1, count: columns)
    var minimum = [Int](repeating: 1, count: columns)
    for cells in [table.header] + table.rows {
      for (column, cell) in cells.enumerated() where !cell.isEmpty {
        let lines = TextWrapper.wrap(cell, width: Int.max, rule: rule)
        natural[column] = max(
          natural[column], lines.map { DisplayWidth.of($0.plainText, rule: rule) }.max() ?? 0)
        minimum[column] = max(minimum[column], TextWrapper.widestWord(cell, rule: rule))
      }
    }
    return (natural, minimum)
  }

  /// A horizontal rule: `kind` 0 top, 1 between rows, 2 bottom.
  private func rule(_ kind: Int, _ widths: [Int]) -> Line {
    let joins = glyphs.table.joins[kind]
    let text =
      joins[0]
      + widths.map { String(repeating: glyphs.table.horizontal, count: $0 + 2) }.joined(
        separator: joins[1]) + joins[2]
    return Line(spans: [Span(text, role: .rule)])
  }

  /// The lines of one row: each cell wrapped in its column and aligned, the row as tall as its
  /// tallest cell; between bars, or (without `bars`) two spaces apart.
  private func row(_ cells: [[InlineRun]], widths: [Int], isHeader: Bool, bars: Bool = true)
    -> [Line]
  {
    let wrapped = cells.enumerated().map { column, cell in
      TextWrapper.wrap(cell, width: widths[column], rule: rule)
    }
    let height = max(1, wrapped.map(\.count).max() ?? 1)
    let bar = Span(glyphs.table.vertical, role: .rule)
    return (0..<height).map { index in
      var spans = bars ? [bar] : []
      for (column, lines) in wrapped.enumerated() {
        var cellSpans = index < lines.count ? lines[index].map { Span($0, role: .body) } : []
        if isHeader {
          for span in cellSpans.indices { cellSpans[span].attributes.insert(.bold) }
        }
        let free = max(
          0, widths[column] - cellSpans.reduce(0) { $0 + DisplayWidth.of($1.text, rule: rule) })
        let before: Int
        switch table.alignments[column] {
        case .right: before = free
        case .center: before = free / 2
        case .left, .none: before = 0
        }
        if bars || column > 0 {
          spans.append(Span(String(repeating: " ", count: before + 1), role: .body))
        } else if before > 0 {
          spans.append(Span(String(repeating: " ", count: before), role: .body))
        }
        spans += cellSpans
        spans.append(Span(String(repeating: " ", count: free - before + 1), role: .body))
        if bars { spans.append(bar) }
      }
      return Line(spans: spans)
    }
  }

  /// `line` cut to `width` cells, ending with the clip marker.
  private func cut(_ line: Line, to width: Int) -> Line {
    var spans: [Span] = []
    var used = 0
    let room = max(0, width - DisplayWidth.of(glyphs.clipMarker, rule: rule))
    for span in line.spans {
      let spanWidth = DisplayWidth.of(span.text, rule: rule)
      if used + spanWidth <= room {
        spans.append(span)
        used += spanWidth
        continue
      }
      var part = span
      part.text = DisplayWidth.prefix(of: span.text, width: room - used, rule: rule)
      used += DisplayWidth.of(part.text, rule: rule)
      spans.append(part)
      break
    }
    spans.append(Span(String(repeating: " ", count: room - used) + glyphs.clipMarker, role: .rule))
    return Line(spans: spans)
  }
}
