/// How a layout shows a table.
package enum TableForm: Equatable, Sendable {
  /// Box lines around narrowed columns whose cells wrap; cut with the clip marker when its words
  /// alone cannot fit: the screen.
  case boxes
  /// As ``boxes``, but a table that would be cut is printed as records
  /// (``TableRecords``): plain text on a terminal, which never loses data.
  case boxesOrRecords
  /// Columns two spaces apart, without lines, when the table fits at its natural width, and
  /// records otherwise: plain text without a terminal, where screen readers would read box
  /// lines aloud and a table must still read row by row.
  case columnsOrRecords
  /// Records whose lines are never wrapped: line by line (accessible mode), where a screen
  /// reader says each line whole and columns cannot be seen.
  case records
}

/// A table as records, one per row: a `Header: value` line per column (a value too long for
/// the width, when there is one, wraps under an indent of two), a blank line between rows. What plain text prints
/// for a table too wide for its width, and what reads line by line where columns cannot be
/// seen (a screen reader, a narrow log).
enum TableRecords {
  /// The indent of a value's wrapped lines.
  static let hangingIndent = 2

  /// The lines of `table`'s records within `width` cells (one line per cell, however long,
  /// when `nil`), emoji sequences measured by `rule`. A column without a header is named
  /// `Column N`; headers are bold, values keep their inline styles.
  package static func lines(of table: TableBlock, width: Int?, rule: WidthRule = .unicode)
    -> [PageLayout.Line]
  {
    let names = table.header.enumerated().map { column, cell in
      let name = cell.plainText.trimmingSpaces
      return name.isEmpty ? "Column \(column + 1)" : String(name)
    }
    var lines: [PageLayout.Line] = []
    for row in table.rows {
      if !lines.isEmpty { lines.append(PageLayout.Line(spans: [])) }
      for (column, cell) in row.enumerated() {
        let runs = [InlineRun(names[column] + ":", style: .strong), InlineRun(" ")] + cell
        let wrapped =
          width.map { TextWrapper.wrap(runs, width: max(1, $0 - hangingIndent), rule: rule) }
          // A line break in a cell (`<br>`) would start a line that is not a record's.
          ?? [
            runs.map { InlineRun(String($0.text.map { $0 == "\n" ? " " : $0 }), style: $0.style) }
          ]
        for (index, runs) in wrapped.enumerated() {
          lines.append(
            PageLayout.Line(
              spans: runs.map { PageLayout.Span($0, role: .body) },
              indent: index == 0 ? 0 : hangingIndent))
        }
      }
    }
    return lines
  }
}
