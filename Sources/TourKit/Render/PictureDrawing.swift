extension Canvas {
  /// Draws row `part.row` of a picture at (`x`, `y`): its cells from `catalog`, centred in its
  /// place when the cells were converted for another size (after a resize, until the new ones
  /// arrive). Cells without a colour behind them take the backdrop's, so transparent pixels
  /// show the page's background. Without cells yet, the alt text in `altStyle` holds the
  /// picture's place (``drawAltText(_:x:y:style:clipMarker:)``).
  mutating func drawPicture(
    _ part: PictureRow, x: Int, y: Int, from catalog: PictureCatalog, backdrop: Backdrop?,
    altStyle: CellStyle, clipMarker: String
  ) {
    guard y >= 0, y < height else { return }
    let box = part.size
    guard let conversion = catalog.cells(of: part.source, at: box) else {
      drawAltText(part, x: x, y: y, style: altStyle, clipMarker: clipMarker)
      return
    }
    let cells = conversion.cells
    let sourceRow = part.row - (box.rows - cells.height) / 2
    guard sourceRow >= 0, sourceRow < cells.height else { return }
    let left = (box.columns - cells.width) / 2
    let (first, end) = (max(0, -x), min(box.columns, width - x))
    guard first < end else { return }
    for column in first..<end {
      let sourceColumn = column - left
      guard sourceColumn >= 0, sourceColumn < cells.width else { continue }
      var cell = cells[sourceColumn, sourceRow]
      if let backdrop, cell.style.background == .terminalDefault {
        cell.style.background = backdrop.background
      }
      self[x + column, y] = cell
    }
  }

  /// Row `part.row` of the alt text drawn in the picture's place: wrapped to its width and
  /// centred in its rows; a text longer than the rows ends with `clipMarker` on the last, so
  /// nothing is cut unmarked.
  private mutating func drawAltText(
    _ part: PictureRow, x: Int, y: Int, style: CellStyle, clipMarker: String
  ) {
    let box = part.size
    guard box.columns > 0, box.rows > 0 else { return }
    var lines = TextWrapper.wrap(part.alt, width: box.columns, rule: rule)
    if lines.count > box.rows {
      lines = Array(lines.prefix(box.rows))
      let room = box.columns - DisplayWidth.of(clipMarker, rule: rule)
      lines[box.rows - 1] =
        DisplayWidth.prefix(of: lines[box.rows - 1], width: max(0, room), rule: rule) + clipMarker
    }
    let index = part.row - (box.rows - lines.count) / 2
    guard lines.indices.contains(index) else { return }
    let line = lines[index]
    draw(line, x: x + (box.columns - DisplayWidth.of(line, rule: rule)) / 2, y: y, style: style)
  }
}
