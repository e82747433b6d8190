extension Canvas {
  /// Draws row `part.row` of a picture at (`x`, `y`): its cells from `catalog`, centred in its
  /// place when the cells were converted for another size (after a resize, until the new ones
  /// arrive). Cells without a colour behind them take the backdrop's, so transparent pixels
  /// show the page's background. Without cells yet, the middle row shows the alt text in
  /// `altStyle`, holding the picture's place.
  mutating func drawPicture(
    _ part: PictureRow, x: Int, y: Int, from catalog: PictureCatalog, backdrop: Backdrop?,
    altStyle: CellStyle
  ) {
    guard y >= 0, y < height else { return }
    let box = part.size
    guard let conversion = catalog.cells(of: part.source, at: box) else {
      guard part.row == box.rows / 2, box.columns > 0 else { return }
      let label = DisplayWidth.prefix(of: part.alt, width: box.columns)
      draw(label, x: x + (box.columns - DisplayWidth.of(label)) / 2, y: y, style: altStyle)
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
}
