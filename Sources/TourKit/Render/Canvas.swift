/// One cell of a ``Canvas``: a grapheme cluster and its style.
///
/// A wide character (CJK, emoji) fills its cell and the next one (an emoji sequence that the
/// terminal draws apart, more); those cells are *continuations* with empty text, so that every
/// row has exactly `width` cells.
package struct Cell: Equatable, Sendable {
  /// The grapheme drawn here; `""` in the continuations of a wide character.
  package var text: String
  /// Colours and attributes.
  package var style: CellStyle

  /// Creates a cell.
  package init(text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A blank cell in the default style.
  package static let blank = Cell(text: " ")

  /// Whether this cell continues the wide character on its left.
  package var isContinuation: Bool { text.isEmpty }
}

/// A rectangle of cells in canvas coordinates (column `x`, row `y`, zero-based).
package struct Rect: Equatable, Sendable {
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
  /// The cells; written only by the canvas's methods, which mark the rows they write in
  /// ``touched``.
  private var storage: [Cell]
  /// The style of the blanks the canvas was made of (``init(width:height:style:rule:)``,
  /// ``reset(width:height:style:rule:)``).
  private var blankStyle: CellStyle
  /// For each row, whether it may have been drawn on since the canvas was made: a row that was
  /// not holds only blanks in ``blankStyle``, and resetting, copying and comparing it is
  /// skipped. Every write to a row marks it.
  private var touched: [Bool]

  /// Creates a canvas filled with blanks of `style`, whose text is measured by `rule`.
  package init(width: Int, height: Int, style: CellStyle = .plain, rule: WidthRule = .unicode) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rule = rule
    blankStyle = style
    touched = Array(repeating: false, count: self.height)
    storage = Array(repeating: Cell(text: " ", style: style), count: self.width * self.height)
  }

  /// Makes this canvas what ``init(width:height:style:rule:)`` would, in the memory it has
  /// (a frame drawn into the buffer of one shown before: nothing allocated, nothing freed), and
  /// blanking only the rows drawn on.
  package mutating func reset(
    width: Int, height: Int, style: CellStyle = .plain, rule: WidthRule = .unicode
  ) {
    let width = max(0, width)
    let height = max(0, height)
    self.rule = rule
    let blank = Cell(text: " ", style: style)
    if width != self.width || style != blankStyle {
      self.width = width
      self.height = height
      blankStyle = style
      // The capacity is kept, as below.
      storage.removeAll(keepingCapacity: true)
      storage.append(contentsOf: repeatElement(blank, count: width * height))
      touched = Array(repeating: false, count: height)
      return
    }
    // Rows added or taken off at the bottom, the capacity kept: pages of different heights take
    // turns in one buffer.
    if height < self.height {
      storage.removeLast((self.height - height) * width)
      touched.removeLast(self.height - height)
    } else if height > self.height {
      storage.append(contentsOf: repeatElement(blank, count: (height - self.height) * width))
      touched.append(contentsOf: repeatElement(false, count: height - self.height))
    }
    self.height = height
    for row in 0..<height where touched[row] {
      storage.withUnsafeMutableBufferPointer { cells in
        for index in row * width..<(row + 1) * width { cells[index] = blank }
      }
      touched[row] = false
    }
  }

  /// The cell at column `x`, row `y`.
  package subscript(x: Int, y: Int) -> Cell {
    get { storage[y * width + x] }
    set {
      storage[y * width + x] = newValue
      touched[y] = true
    }
  }

  /// Whether row `y` holds only blanks of the style of `other`'s row `y` because neither has
  /// been drawn on: nothing to copy or compare.
  private func isBlank(row y: Int, like other: Canvas, row otherY: Int) -> Bool {
    !touched[y] && !other.touched[otherY] && blankStyle == other.blankStyle
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
    for character in text {
      let cellWidth = DisplayWidth.of(character, rule: rule)
      if cellWidth == 0 {
        // C0 and C1 controls are zero-width too, and are dropped, not joined.
        if character.unicodeScalars.first?.isControlCharacter == false,
          column - 1 >= 0, column - 1 < width
        {
          let lead = cluster(atX: column - 1, y: y).x
          self[lead, y].text.append(character)
        }
        continue
      }
      let visibleStart = max(0, column)
      let visible = visibleStart..<max(visibleStart, min(width, column + cellWidth))
      if !visible.isEmpty {
        clearClusters(crossing: visible, y: y)
        if visible.count == cellWidth {
          self[column, y] = Cell(text: String(character), style: style)
          for continuation in column + 1..<column + cellWidth {
            self[continuation, y] = Cell(text: "", style: style)
          }
        } else {
          // A cluster cut by an edge: blanks rather than part of a glyph.
          for cut in visible { self[cut, y] = Cell(text: " ", style: style) }
        }
      }
      column += cellWidth
    }
    return column
  }

  /// Blanks the cells in `rect` (clipped) in `style`: a background band or a cleared box. A
  /// cluster cut by its left or right edge is blanked whole.
  package mutating func fill(_ rect: Rect, style: CellStyle) {
    let left = max(0, rect.x)
    let columns = left..<max(left, min(width, rect.x + rect.width))
    guard !columns.isEmpty else { return }
    for row in max(0, rect.y)..<min(height, rect.y + rect.height) {
      clearClusters(crossing: columns, y: row)
      for column in columns { self[column, row] = Cell(text: " ", style: style) }
    }
  }

  /// Adds `attributes` to every cell outside `rect`: what lies behind a modal box, dimmed.
  package mutating func addAttributes(_ attributes: TextAttributes, outside rect: Rect) {
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
    for row in 0..<min(source.height, height - y) where y + row >= 0 {
      // Blanks onto the same blanks.
      if isBlank(row: y + row, like: source, row: row) { continue }
      clearClusters(crossing: start + x - sourceX..<end + x - sourceX, y: y + row)
      touched[y + row] = true
      // No cluster cut by the band's edges (it starts on a cluster and ends before one, or at
      // the source's edge): the cells are copied as they are.
      let rowStart = row * source.width
      if !source.storage[rowStart + start].isContinuation,
        end == source.width || !source.storage[rowStart + end].isContinuation
      {
        let offset = (y + row) * width + x - sourceX
        storage.withUnsafeMutableBufferPointer { cells in
          source.storage.withUnsafeBufferPointer { sourceCells in
            for index in rowStart + start..<rowStart + end {
              cells[index - rowStart + offset] = sourceCells[index]
            }
          }
        }
        continue
      }
      var from = start
      while from < end {
        let cluster = source.cluster(atX: from, y: row)
        let whole = cluster.x >= start && cluster.x + cluster.width <= end
        for column in from..<min(end, cluster.x + cluster.width) {
          var cell = source[column, row]
          if !whole { cell = Cell(text: " ", style: cell.style) }
          self[column + x - sourceX, y + row] = cell
        }
        from = cluster.x + cluster.width
      }
    }
  }

  /// The columns of row `y` from the first cell that differs from `old`'s to the last one that
  /// does (`nil`: none differs); without `old`, from blanks. Both canvases are the same size.
  package func changedColumns(ofRow y: Int, since old: Canvas?) -> Range<Int>? {
    let row = y * width..<(y + 1) * width
    let first: Int?
    let last: Int?
    if let old {
      precondition(old.width == width && old.height > y, "canvases of different sizes")
      // Neither has been drawn on there: blanks, the same or in two styles.
      if !touched[y] && !old.touched[y] {
        return blankStyle == old.blankStyle || width == 0 ? nil : 0..<width
      }
      (first, last) = storage.withUnsafeBufferPointer { cells in
        old.storage.withUnsafeBufferPointer { oldCells in
          (row.first { cells[$0] != oldCells[$0] }, row.last { cells[$0] != oldCells[$0] })
        }
      }
    } else {
      if !touched[y] { return blankStyle == Cell.blank.style || width == 0 ? nil : 0..<width }
      (first, last) = storage.withUnsafeBufferPointer { cells in
        (row.first { cells[$0] != .blank }, row.last { cells[$0] != .blank })
      }
    }
    guard let first, let last else { return nil }
    return first - row.lowerBound..<last + 1 - row.lowerBound
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
    for edge in [columns.lowerBound, columns.upperBound - 1] {
      let cluster = cluster(atX: edge, y: y)
      guard cluster.width > 1,
        cluster.x < columns.lowerBound
          || cluster.x + cluster.width > columns.upperBound
      else { continue }
      for column in cluster.x..<cluster.x + cluster.width {
        self[column, y] = Cell(text: " ", style: self[column, y].style)
      }
    }
  }
}
