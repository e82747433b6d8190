/// The one-line banner over a tour whose file no longer reads (`tour --watch`): the error's
/// `FILE:LINE:COL: …` message across the top row, so the author sees what to fix while the last
/// good tour stays on screen.
///
/// The top row is the roomy layout's margin; on a compact screen the banner covers the page's
/// first row until the file reads again. Control characters in the message are shown escaped,
/// and a message wider than the screen is cut, ending with the clip marker code lines use.
struct ReloadBanner {
  /// The error, as ``TourFileError/description`` words it.
  let message: String

  /// Draws the banner over the top row of `canvas`.
  func draw(into canvas: inout Canvas, theme: Theme, glyphs: Glyphs) {
    guard canvas.height > 0 else { return }
    let style = theme.style(.errorBanner)
    canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1), style: style)
    // A blank each side, so the text does not touch the screen's edges.
    let room = canvas.width - 2
    let text = message.escapingControlCharacters()
    let shown = DisplayWidth.clipped(
      text, width: room, marker: glyphs.clipMarker, rule: canvas.rule)
    canvas.draw(shown, x: 1, y: 0, style: style)
  }
}
