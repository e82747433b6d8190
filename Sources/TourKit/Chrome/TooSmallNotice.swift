/// What a screen too small for the tour shows instead: a short notice with the size needed.
///
/// Drawn centred and clipped like everything else, so even a 1×1 screen gets a clean (if
/// truncated) notice rather than garbage.
struct TooSmallNotice {
  let requiredWidth: Int
  let requiredHeight: Int
  let labels: ChromeLabels

  func draw(width: Int, height: Int, theme: Theme) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let detail = labels.tooSmallDetail
      .filling("{need}", with: "\(requiredWidth)×\(requiredHeight)")
      .filling("{have}", with: "\(width)×\(height)")
    let lines = [(labels.tooSmall, theme.style(.notice)), (detail, CellStyle.plain)]
    let top = max(0, (height - lines.count) / 2)
    for (index, (text, style)) in lines.enumerated() {
      canvas.draw(
        text, x: max(0, (width - DisplayWidth.of(text)) / 2), y: top + index, style: style)
    }
    return canvas
  }
}
