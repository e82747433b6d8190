/// The `?` overlay: a framed box in the middle of the screen listing every key and mouse action.
struct HelpOverlay {
  let labels: ChromeLabels
  let glyphs: Glyphs

  func draw(into canvas: inout Canvas, theme: Theme) {
    let rows = labels.helpRows.map { row in
      (
        keys: row.keys
          .filling("{arrows}", with: "\(glyphs.arrows.left) \(glyphs.arrows.right)")
          .filling("{updown}", with: "\(glyphs.arrows.up) \(glyphs.arrows.down)"),
        action: row.action
      )
    }
    let keysWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let lines =
      rows.map { row in
        row.keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(row.keys) + 2)
          + row.action
      }
    let contentWidth = max(
      DisplayWidth.of(labels.helpTitle), DisplayWidth.of(labels.helpFooter),
      lines.map { DisplayWidth.of($0) }.max() ?? 0)
    let boxWidth = min(canvas.width, contentWidth + 4)
    let boxHeight = min(canvas.height, lines.count + 6)
    let box = Rect(
      x: (canvas.width - boxWidth) / 2, y: (canvas.height - boxHeight) / 2, width: boxWidth,
      height: boxHeight)
    canvas.fill(box, style: .plain)
    canvas.drawBox(box, glyphs: glyphs, style: theme.style(.overlayFrame))
    let textX = box.x + 2
    let visibleRows = max(0, box.height - 6)
    canvas.draw(labels.helpTitle, x: textX, y: box.y + 1, style: theme.style(.notice))
    for (index, line) in lines.prefix(visibleRows).enumerated() {
      canvas.draw(
        DisplayWidth.prefix(of: line, width: box.width - 4), x: textX, y: box.y + 3 + index)
    }
    canvas.draw(
      DisplayWidth.prefix(of: labels.helpFooter, width: box.width - 4), x: textX,
      y: box.y + box.height - 2,
      style: theme.style(.hint))
  }
}
