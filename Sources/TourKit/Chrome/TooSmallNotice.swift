/// What a screen too small for the tour shows instead: a short notice with the size needed.
///
/// On a narrow screen the words wrap and the sizes go on lines of their own, so the notice
/// stays whole down to about 12×4; below that it is clipped cleanly (even at 1×1), never garbage.
struct TooSmallNotice {
  let requiredWidth: Int
  let requiredHeight: Int
  let labels: ChromeLabels

  func draw(width: Int, height: Int, theme: Theme) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let need = "\(requiredWidth)×\(requiredHeight)"
    let have = "\(width)×\(height)"
    let detail = labels.tooSmallDetail.filling("{need}", with: need).filling("{have}", with: have)
    let details =
      DisplayWidth.of(detail) <= width
      ? [detail]
      : [
        labels.tooSmallNeed.filling("{need}", with: need),
        labels.tooSmallHave.filling("{have}", with: have),
      ]
    let title = TextWrapper.wrap(labels.tooSmall, width: width).map { ($0, theme.style(.notice)) }
    // When not everything fits, the sizes matter more than the heading.
    let lines =
      (title.count + details.count <= height ? title : []) + details.map { ($0, CellStyle.plain) }
    let top = max(0, (height - lines.count) / 2)
    for (index, (text, style)) in lines.enumerated() {
      canvas.draw(
        text, x: max(0, (width - DisplayWidth.of(text)) / 2), y: top + index, style: style)
    }
    return canvas
  }
}
