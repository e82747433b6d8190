/// The banner over a tour whose file no longer reads (`tour --watch`): the error's
/// `FILE:LINE:COL: …` message across the top, so the author sees what to fix while the last
/// good tour stays on screen.
///
/// The message is wrapped to the width on up to three rows (one on a screen under 8 rows, two
/// under 12), because its end says what to do (`did you mean `title`?`); a long path loses its
/// leading folders first (``shortened(_:toFit:of:rule:)``), and past them the rest is cut,
/// ending with the clip marker code lines use. The top row is the roomy layout's margin; the
/// rows below it cover the page until the file reads again. Control characters in the message
/// are shown escaped.
struct ReloadBanner {
  /// Why the file cannot be read.
  let error: TourFileError

  /// The most rows the banner takes.
  static let maximumRows = 3

  /// The error's `PATH:LINE:COL: reason`, with the path's leading folders left out
  /// (`…/notes.md`), as few as it takes for the whole to wrap into `rows` rows of `width`
  /// cells: the reason is what the author acts on.
  static func shortened(_ error: TourFileError, toFit rows: Int, of width: Int, rule: WidthRule)
    -> String
  {
    func fits(_ text: String) -> Bool {
      TextWrapper.wrap(text, width: width, rule: rule).count <= rows
    }
    let folders = error.path.split(separator: "/", omittingEmptySubsequences: false)
    var shortened = error
    for kept in stride(from: folders.count - 1, through: 1, by: -1) {
      guard !fits(shortened.description) else { break }
      shortened.path = "…/" + folders.suffix(kept).joined(separator: "/")
    }
    return shortened.description
  }

  /// Draws the banner over the top rows of `canvas`.
  func draw(into canvas: inout Canvas, theme: Theme, glyphs: Glyphs) {
    guard canvas.height > 0 else { return }
    let style = theme.style(.errorBanner)
    // A blank each side, so the text does not touch the screen's edges.
    let room = max(1, canvas.width - 2)
    let rowsAllowed = max(1, min(Self.maximumRows, canvas.height / 4))
    let text = Self.shortened(error, toFit: rowsAllowed, of: room, rule: canvas.rule)
    let lines = TextWrapper.wrap(text, width: room, rule: canvas.rule)
    let rows = min(lines.count, rowsAllowed)
    canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: rows), style: style)
    for row in 0..<rows {
      // The last row holds what is left, cut at the width.
      let line = row == rows - 1 ? lines[row...].joined(separator: " ") : lines[row]
      let shown = DisplayWidth.clipped(
        line, width: room, marker: glyphs.clipMarker, rule: canvas.rule)
      canvas.draw(shown, x: 1, y: row, style: style)
    }
  }
}
