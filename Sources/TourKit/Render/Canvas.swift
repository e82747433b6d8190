/// One cell of a ``Canvas``: a grapheme cluster and its style.
///
/// A wide character (CJK, emoji) fills its cell and the next one; that next cell is a
/// *continuation* with empty text, so that every row has exactly `width` cells.
public struct Cell: Equatable, Sendable {
  /// The grapheme drawn here; `""` in the right half of a wide character.
  public var text: String
  /// Colours and attributes.
  public var style: CellStyle

  /// Creates a cell.
  public init(text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A blank cell in the default style.
  public static let blank = Cell(text: " ")

  /// Whether this cell is the right half of a wide character.
  public var isContinuation: Bool { text.isEmpty }
}

/// A rectangle of cells in canvas coordinates (column `x`, row `y`, zero-based).
public struct Rect: Equatable, Sendable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in cells.
  public var width: Int
  /// Height in rows.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the cell at (`x`, `y`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < x + width && py >= y && py < y + height
  }
}

/// A grid of cells that TourKit draws into and the terminal copies out of.
///
/// Drawing clips at the edges and never splits a wide character: a wide character that would
/// straddle the right edge is left out, so what the canvas holds is always drawable as is.
public struct Canvas: Equatable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]

  /// Creates a canvas filled with blanks of `style`.
  public init(width: Int, height: Int, style: CellStyle = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(text: " ", style: style), count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Draws `text` on row `y` from column `x`, clipped to the canvas; returns the column after it.
  ///
  /// Zero-width graphemes (a lone combining mark) join the cell before them; control characters
  /// are dropped, so a tour file cannot smuggle escape sequences onto the screen.
  @discardableResult
  public mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain)
    -> Int
  {
    var column = x
    guard y >= 0, y < height else { return x + DisplayWidth.of(text) }
    for character in text {
      let cellWidth = DisplayWidth.of(character)
      if cellWidth == 0 {
        // C0 and C1 controls are zero-width too, and are dropped, not joined.
        if character.unicodeScalars.first?.isControlCharacter == false,
          column - 1 >= 0, column - 1 < width
        {
          var lead = column - 1
          if self[lead, y].isContinuation, lead > 0 { lead -= 1 }
          self[lead, y].text.append(character)
        }
        continue
      }
      if column >= 0 && column + cellWidth <= width {
        clearWide(at: column, y: y)
        if cellWidth == 2 { clearWide(at: column + 1, y: y) }
        self[column, y] = Cell(text: String(character), style: style)
        if cellWidth == 2 { self[column + 1, y] = Cell(text: "", style: style) }
      } else if column >= 0 && column < width {
        // A wide character cut by the right edge: show a blank rather than half a glyph.
        clearWide(at: column, y: y)
        self[column, y] = Cell(text: " ", style: style)
      }
      column += cellWidth
    }
    return column
  }

  /// Blanks the cells in `rect` (clipped) in `style`: a background band or a cleared box.
  public mutating func fill(_ rect: Rect, style: CellStyle) {
    for row in max(0, rect.y)..<min(height, rect.y + rect.height) {
      for column in max(0, rect.x)..<min(width, rect.x + rect.width) {
        self[column, row] = Cell(text: " ", style: style)
      }
    }
  }

  /// Copies `width` columns of `source`, starting at its column `sourceX`, to column `x` here.
  ///
  /// A wide character cut in half by either edge of the copied band becomes a blank, so a page
  /// that slides past the screen edge never leaves half a glyph behind.
  public mutating func copy(from source: Canvas, sourceX: Int, toX x: Int, y: Int, columns: Int) {
    for row in 0..<min(source.height, height - y) where y + row >= 0 {
      for offset in 0..<columns {
        let from = sourceX + offset
        let to = x + offset
        guard to >= 0, to < width, from >= 0, from < source.width else { continue }
        var cell = source[from, row]
        let isWideLead = from + 1 < source.width && source[from + 1, row].isContinuation
        let cutOnLeft = cell.isContinuation && (offset == 0 || to == 0)
        let cutOnRight = isWideLead && (offset == columns - 1 || to == width - 1)
        if cutOnLeft || cutOnRight { cell = Cell(text: " ", style: cell.style) }
        self[to, y + row] = cell
      }
    }
  }

  /// The text of row `y`, one character per cell (wide characters once), for tests and plain output.
  public func text(ofRow y: Int) -> String {
    var line = ""
    for x in 0..<width { line += self[x, y].text }
    return line
  }

  /// All rows as text joined by newlines, trailing blanks kept: the golden-screen form.
  public var text: String {
    (0..<height).map { text(ofRow: $0) }.joined(separator: "\n")
  }

  /// If (`x`, `y`) is half of a wide character, blanks the other half so none is left dangling.
  private mutating func clearWide(at x: Int, y: Int) {
    guard x >= 0, x < width else { return }
    if self[x, y].isContinuation, x > 0 {
      self[x - 1, y] = Cell(text: " ", style: self[x - 1, y].style)
    } else if x + 1 < width, self[x + 1, y].isContinuation {
      self[x + 1, y] = Cell(text: " ", style: self[x + 1, y].style)
    }
  }
}
