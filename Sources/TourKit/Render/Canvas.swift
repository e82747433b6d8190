/// A rectangle of cells in canvas coordinates (column `x`, row `y`, zero-based).
struct Rect: Equatable, Sendable {
  /// Left column.
  package var x: Int
  /// Top row.
  package var y: Int
  /// Width in cells.
  package var width: Int
  /// Height in rows.
  package var height: Int

  /// Creates a rectangle.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the cell at (`x`, `y`) lies inside.
  package func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < x + width && py >= y && py < y + height
  }
}

/// A grid of cells that TourKit draws into and the terminal copies out of.
///
/// A cluster `n` cells wide (CJK and most emoji 2; an emoji sequence the terminal draws apart
/// can be more, see ``WidthRule``) is a cell holding its text and `n - 1` continuations after
/// it. Drawing, filling and copying clip at the edges and never split a cluster: one that
/// would straddle an edge is left out (blanks show instead), and one that is drawn over in part
/// is blanked whole, so what the canvas holds is always drawable as is.
package struct Canvas: Equatable, Sendable {
  /// Columns.
  package private(set) var width: Int
  /// Rows.
  package private(set) var height: Int
  /// How wide emoji sequences are drawn.
  package private(set) var rule: WidthRule
  /// Row-major cells, `width * height` of them.
  package var cells: [Cell] { storage }
  /// The cells; written only by the canvas's methods, which note the columns they write in
  /// ``drawn``.
  private var storage: [Cell]
  /// The style of the blanks the canvas was made of (``init(width:height:style:rule:)``,
  /// ``reset(width:height:style:rule:)``).
  private var blankStyle: CellStyle
  /// For each row, the columns drawn on since the canvas was made, first to last (empty: none):
  /// the others hold blanks in ``blankStyle``, and resetting, copying and comparing them is
  /// skipped. Every write to a cell widens its row's.
  private var drawn: [Range<Int>]

  /// Creates a canvas filled with blanks of `style`, whose text is measured by `rule`.
  package init(width: Int, height: Int, style: CellStyle = .plain, rule: WidthRule = .unicode) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rule = rule
    blankStyle = style
    drawn = Array(repeating: 0..<0, count: self.height)
    storage = Array(repeating: Cell(scalar: " ", style: style), count: self.width * self.height)
  }

  /// Makes this canvas what ``init(width:height:style:rule:)`` would, in the memory it has
  /// (a frame drawn into the buffer of one shown before: nothing allocated, nothing freed), and
  /// blanking only the cells drawn on.
  package mutating func reset(
    width: Int, height: Int, style: CellStyle = .plain, rule: WidthRule = .unicode
  ) {
    let width = max(0, width)
    let height = max(0, height)
    self.rule = rule
    let blank = Cell(scalar: " ", style: style)
    if width != self.width || style != blankStyle {
      self.width = width
      self.height = height
      blankStyle = style
      // The capacity is kept, as below.
      storage.removeAll(keepingCapacity: true)
      storage.reserveCapacity(width * height)
      storage.append(contentsOf: repeatElement(blank, count: width * height))
      drawn = Array(repeating: 0..<0, count: height)
      return
    }
    // Rows added or taken off at the bottom, the capacity kept: pages of different heights take
    // turns in one buffer.
    if height < self.height {
      storage.removeLast((self.height - height) * width)
      drawn.removeLast(self.height - height)
    } else if height > self.height {
      // Exactly: appending alone would double the capacity.
      storage.reserveCapacity(height * width)
      storage.append(contentsOf: repeatElement(blank, count: (height - self.height) * width))
      drawn.append(contentsOf: repeatElement(0..<0, count: height - self.height))
    }
    self.height = height
    for row in 0..<height where !drawn[row].isEmpty {
      let columns = drawn[row]
      storage.withUnsafeMutableBufferPointer { cells in
        for index in row * width + columns.lowerBound..<row * width + columns.upperBound {
          cells[index] = blank
        }
      }
      drawn[row] = 0..<0
    }
  }

  /// The cell at column `x`, row `y`.
  package subscript(x: Int, y: Int) -> Cell {
    get { storage[y * width + x] }
    set {
      storage[y * width + x] = newValue
      noteDrawn(x..<x + 1, y: y)
    }
  }

  /// Widens what is noted as drawn on row `y` to take in `columns`.
  private mutating func noteDrawn(_ columns: Range<Int>, y: Int) {
    let noted = drawn[y]
    drawn[y] =
      noted.isEmpty
      ? columns
      : min(noted.lowerBound, columns.lowerBound)..<max(noted.upperBound, columns.upperBound)
  }

  /// The columns where row `y` here or `other`'s row `otherY` (`other` as wide) may differ:
  /// those drawn on in either, when both were made of the same blanks; else all.
  private func columnsDrawn(row y: Int, orIn other: Canvas, row otherY: Int) -> Range<Int> {
    guard blankStyle == other.blankStyle else { return 0..<width }
    let mine = drawn[y]
    let theirs = other.drawn[otherY]
    if mine.isEmpty { return theirs }
    if theirs.isEmpty { return mine }
    return min(mine.lowerBound, theirs.lowerBound)..<max(mine.upperBound, theirs.upperBound)
  }

  package static func == (left: Canvas, right: Canvas) -> Bool {
    left.width == right.width && left.height == right.height && left.rule == right.rule
      && left.storage == right.storage
  }

  /// The cluster covering column `x` of row `y`: its first column and its width in cells.
  package func cluster(atX x: Int, y: Int) -> (x: Int, width: Int) {
    var lead = x
    while lead > 0 && self[lead, y].isContinuation { lead -= 1 }
    var end = lead + 1
    while end < width && self[end, y].isContinuation { end += 1 }
    return (lead, end - lead)
  }

  /// Draws `text` on row `y` from column `x`, clipped to the canvas; returns the column after it.
  ///
  /// Zero-width graphemes (a lone combining mark) join the cell before them; control characters
  /// are dropped, so a tour file cannot smuggle escape sequences onto the screen.
  @discardableResult
  package mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain)
    -> Int
  {
    var column = x
    guard y >= 0, y < height else { return x + DisplayWidth.of(text, rule: rule) }
    // Printable ASCII, most of a tour's text: a cell a byte, nothing joined and nothing cut, so
    // the clusters it cuts are blanked once, at its ends, as character by character would.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      let end = x + text.utf8.count
      let visible = max(0, x)..<max(max(0, x), min(width, end))
      guard !visible.isEmpty else { return end }
      clearClusters(crossing: visible, y: y)
      noteDrawn(visible, y: y)
      let offset = y * width
      storage.withUnsafeMutableBufferPointer { cells in
        for byte in text.utf8 {
          if visible.contains(column) {
            cells[offset + column] = Cell(scalar: Unicode.Scalar(byte), style: style)
          }
          column += 1
        }
      }
      return end
    }
    DisplayWidth.forEachGrapheme(in: text) { grapheme in
      let cell: Cell
      let cellWidth: Int
      switch grapheme {
      case .scalar(let scalar):
        cell = Cell(scalar: scalar, style: style)
        cellWidth = DisplayWidth.of(scalar)
      case .cluster(let character):
        cellWidth = DisplayWidth.of(character, rule: rule)
        if cellWidth == 0 {
          // C0 and C1 controls are zero-width too, and are dropped, not joined.
          if character.unicodeScalars.first?.isControlCharacter == false,
            column - 1 >= 0, column - 1 < width
          {
            let lead = cluster(atX: column - 1, y: y).x
            self[lead, y].text.append(character)
          }
          return
        }
        cell = Cell(character, style: style)
      }
      let visibleStart = max(0, column)
      let visible = visibleStart..<max(visibleStart, min(width, column + cellWidth))
      if !visible.isEmpty {
        clearClusters(crossing: visible, y: y)
        if visible.count == cellWidth {
          self[column, y] = cell
          for continuation in column + 1..<column + cellWidth {
            self[continuation, y] = Cell.continuation(style)
          }
        } else {
          // A cluster cut by an edge: blanks rather than part of a glyph.
          for cut in visible { self[cut, y] = Cell(scalar: " ", style: style) }
        }
      }
      column += cellWidth
    }
    return column
  }

  /// Blanks the cells in `rect` (clipped) in `style`: a background band or a cleared box. A
  /// cluster cut by its left or right edge is blanked whole.
  mutating func fill(_ rect: Rect, style: CellStyle) {
    let left = max(0, rect.x)
    let columns = left..<max(left, min(width, rect.x + rect.width))
    guard !columns.isEmpty else { return }
    for row in max(0, rect.y)..<min(height, rect.y + rect.height) {
      clearClusters(crossing: columns, y: row)
      for column in columns { self[column, row] = Cell(scalar: " ", style: style) }
    }
  }

  /// Adds `attributes` to every cell outside `rect`: what lies behind a modal box, dimmed.
  mutating func addAttributes(_ attributes: TextAttributes, outside rect: Rect) {
    for row in 0..<height {
      for column in 0..<width where !rect.contains(x: column, y: row) {
        self[column, row].style.attributes.formUnion(attributes)
      }
    }
  }

  /// Copies `width` columns of `source`, starting at its column `sourceX`, to column `x` here.
  ///
  /// A cluster cut by either edge of the copied band becomes blanks, so a page that slides past
  /// the screen edge never leaves part of a glyph behind; so does one cut by this canvas's edge.
  package mutating func copy(from source: Canvas, sourceX: Int, toX x: Int, y: Int, columns: Int) {
    // The band in source columns, clipped to both canvases.
    let start = max(sourceX, 0, sourceX - x)
    let end = min(sourceX + columns, source.width, sourceX + width - x)
    guard start < end else { return }
    let shift = x - sourceX
    for row in 0..<min(source.height, height - y) where y + row >= 0 {
      // Outside the columns drawn on in either row, blanks go onto the same blanks. No cluster
      // crosses the edge of those columns (its cells would have been drawn on), so the band
      // narrowed to them is copied as the whole band would be.
      var band = start..<end
      if blankStyle == source.blankStyle {
        let sourceDrawn = source.drawn[row]
        let drawnHere = drawn[y + row]
        var columns = sourceDrawn
        if !drawnHere.isEmpty {
          let here = drawnHere.lowerBound - shift..<drawnHere.upperBound - shift
          columns =
            columns.isEmpty
            ? here
            : min(columns.lowerBound, here.lowerBound)..<max(columns.upperBound, here.upperBound)
        }
        band = band.clamped(to: columns)
        if band.isEmpty { continue }
      }
      clearClusters(crossing: band.lowerBound + shift..<band.upperBound + shift, y: y + row)
      noteDrawn(band.lowerBound + shift..<band.upperBound + shift, y: y + row)
      // No cluster cut by the band's edges (it starts on a cluster and ends before one, or at
      // the source's edge): the cells are copied as they are.
      let rowStart = row * source.width
      if !source.storage[rowStart + band.lowerBound].isContinuation,
        band.upperBound == source.width
          || !source.storage[rowStart + band.upperBound].isContinuation
      {
        let offset = (y + row) * width + shift
        storage.withUnsafeMutableBufferPointer { cells in
          source.storage.withUnsafeBufferPointer { sourceCells in
            for index in rowStart + band.lowerBound..<rowStart + band.upperBound {
              cells[index - rowStart + offset] = sourceCells[index]
            }
          }
        }
        continue
      }
      var from = band.lowerBound
      while from < band.upperBound {
        let cluster = source.cluster(atX: from, y: row)
        let whole = cluster.x >= start && cluster.x + cluster.width <= end
        for column in from..<min(band.upperBound, cluster.x + cluster.width) {
          var cell = source[column, row]
          if !whole { cell = Cell(scalar: " ", style: cell.style) }
          self[column + shift, y + row] = cell
        }
        from = cluster.x + cluster.width
      }
    }
  }

  /// The columns of row `y` from the first cell that differs from `old`'s to the last one that
  /// does (`nil`: none differs); without `old`, from blanks. Both canvases are the same size.
  func changedColumns(ofRow y: Int, since old: Canvas?) -> Range<Int>? {
    let offset = y * width
    let first: Int?
    let last: Int?
    if let old {
      precondition(old.width == width && old.height > y, "canvases of different sizes")
      let columns = columnsDrawn(row: y, orIn: old, row: y)
      (first, last) = storage.withUnsafeBufferPointer { cells in
        old.storage.withUnsafeBufferPointer { oldCells in
          (
            columns.first { cells[offset + $0] != oldCells[offset + $0] },
            columns.last { cells[offset + $0] != oldCells[offset + $0] }
          )
        }
      }
    } else {
      let columns = blankStyle == Cell.blank.style ? drawn[y] : 0..<width
      (first, last) = storage.withUnsafeBufferPointer { cells in
        (
          columns.first { cells[offset + $0] != .blank },
          columns.last { cells[offset + $0] != .blank }
        )
      }
    }
    guard let first, let last else { return nil }
    return first..<last + 1
  }

  /// Calls `body` with each cluster of row `y` that differs from `old`'s (from blanks, without
  /// `old`), left to right: its first column, its width in cells and its cell. A cluster
  /// differs when one of its cells does, so a changed continuation brings its whole cluster.
  package func forEachChangedCluster(
    ofRow y: Int, since old: Canvas?, _ body: (_ x: Int, _ width: Int, _ cell: Cell) -> Void
  ) {
    guard let columns = changedColumns(ofRow: y, since: old) else { return }
    let row = y * width
    // `before(index)`: the cell at `index` in the frame before.
    func walk(_ before: (Int) -> Cell) {
      storage.withUnsafeBufferPointer { cells in
        var x = columns.lowerBound
        while x < columns.upperBound {
          guard cells[row + x] != before(row + x) else {
            x += 1
            continue
          }
          // The cluster covering column x, as cluster(atX:y:) finds it.
          var lead = x
          while lead > 0 && cells[row + lead].isContinuation { lead -= 1 }
          var end = lead + 1
          while end < width && cells[row + end].isContinuation { end += 1 }
          body(lead, end - lead, cells[row + lead])
          x = end
        }
      }
    }
    if let old {
      old.storage.withUnsafeBufferPointer { oldCells in walk { oldCells[$0] } }
    } else {
      walk { _ in .blank }
    }
  }

  /// The text of row `y`, one character per cell (wide characters once), for tests and plain output.
  package func text(ofRow y: Int) -> String {
    var line = ""
    for x in 0..<width { line += self[x, y].text }
    return line
  }

  /// All rows as text joined by newlines, trailing blanks kept: the golden-screen form.
  package var text: String {
    (0..<height).map { text(ofRow: $0) }.joined(separator: "\n")
  }

  /// Blanks whole any cluster that `columns` of row `y` would cut: one that starts before them
  /// and reaches in, or starts in them and reaches past their end. Those inside are left to be
  /// drawn over.
  private mutating func clearClusters(crossing columns: Range<Int>, y: Int) {
    clearCluster(at: columns.lowerBound, ifCrossing: columns, y: y)
    clearCluster(at: columns.upperBound - 1, ifCrossing: columns, y: y)
  }

  /// Blanks the cluster covering column `edge` of row `y` if it reaches outside `columns`.
  private mutating func clearCluster(at edge: Int, ifCrossing columns: Range<Int>, y: Int) {
    // One cell that is neither a continuation nor followed by one: a cluster one cell wide.
    let index = y * width + edge
    if !storage[index].isContinuation && (edge + 1 == width || !storage[index + 1].isContinuation) {
      return
    }
    let cluster = cluster(atX: edge, y: y)
    guard cluster.width > 1,
      cluster.x < columns.lowerBound || cluster.x + cluster.width > columns.upperBound
    else { return }
    for column in cluster.x..<cluster.x + cluster.width {
      self[column, y] = Cell(scalar: " ", style: self[column, y].style)
    }
  }
}
