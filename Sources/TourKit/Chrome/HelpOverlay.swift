/// The `?` overlay: a framed box in the middle of the screen listing every key and mouse action,
/// under a heading with the tour's name when it has one (`Notes · Keys and mouse`).
///
/// On a small screen the rows that do not fit scroll (↑ ↓), the footer says so, and a row too
/// wide for the box puts its action on a line of its own. A title too long for the box is cut
/// with the clip marker, keeping the overlay's own name after it.
package struct HelpOverlay {
  let labels: ChromeLabels
  let glyphs: Glyphs
  /// The screen size.
  let width: Int
  let height: Int
  /// The list's lines at this width: `keys  action`, or keys then an indented action. Laid out
  /// once here, since the scroll range and the drawing both need them.
  let lines: [String]
  /// The tour's title, if it has one.
  let title: String?

  /// The overlay at a `width` × `height` screen; `questions` lists the keys of questions and
  /// text fields too (a tour that asks something).
  init(
    labels: ChromeLabels, glyphs: Glyphs, width: Int, height: Int, title: String? = nil,
    questions: Bool = false
  ) {
    self.labels = labels
    self.glyphs = glyphs
    self.width = width
    self.height = height
    lines = HelpOverlay.lines(
      labels: labels, glyphs: glyphs, room: HelpOverlay.innerWidth(width), questions: questions)
    self.title = title
  }

  /// The fewest cells of a cut title worth showing before the overlay's own name.
  private static let shortestTitle = 8

  /// The heading in at most `room` cells: the tour's title and the overlay's own name
  /// (`Notes · Keys and mouse`). A long title is cut with the clip marker so the name stays
  /// whole; where even that leaves too little of it, the whole heading is cut.
  private func heading(room: Int, rule: WidthRule) -> String {
    let own = labels.helpTitle
    guard let title else {
      return DisplayWidth.clipped(own, width: room, marker: glyphs.clipMarker, rule: rule)
    }
    let suffix = glyphs.separator + own
    let titleRoom = room - DisplayWidth.of(suffix, rule: rule)
    guard titleRoom >= HelpOverlay.shortestTitle || DisplayWidth.of(title, rule: rule) <= titleRoom
    else {
      return DisplayWidth.clipped(
        title + suffix, width: room, marker: glyphs.clipMarker, rule: rule)
    }
    return DisplayWidth.clipped(title, width: titleRoom, marker: glyphs.clipMarker, rule: rule)
      + suffix
  }

  /// The list as lines no wider than `room` (the help overlay, `tour --help`).
  package static func lines(
    labels: ChromeLabels, glyphs: Glyphs, room: Int, questions: Bool = false
  ) -> [String] {
    let rows = labels.helpRows(glyphs: glyphs, questions: questions)
    let keysWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
    return rows.flatMap { row -> [String] in
      let line =
        row.keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(row.keys) + 2)
        + row.action
      return DisplayWidth.of(line) <= room ? [line] : [row.keys, "    " + row.action]
    }
  }

  /// The width inside the frame and its margins, on a screen `width` columns wide.
  private static func innerWidth(_ width: Int) -> Int { max(1, min(width, 64) - 4) }
  private var innerWidth: Int { HelpOverlay.innerWidth(width) }

  /// Whether there is room for blank rows around the list.
  private var isRoomy: Bool { lines.count + 6 <= height }

  /// How many list lines are visible.
  var visibleRows: Int { isRoomy ? lines.count : max(1, height - 4) }

  /// How far the list can scroll.
  var maximumScroll: Int { max(0, lines.count - visibleRows) }

  /// Draws the overlay with its list scrolled down by `scroll` lines.
  func draw(into canvas: inout Canvas, theme: Theme, scroll: Int) {
    let scroll = min(max(0, scroll), maximumScroll)
    // The footer says which way there is more: up, down or both.
    let arrows = [
      scroll > 0 ? glyphs.arrows.up : nil, scroll < maximumScroll ? glyphs.arrows.down : nil,
    ].compactMap { $0 }.joined(separator: " ")
    let footer =
      arrows.isEmpty ? labels.helpFooter : "\(arrows) \(labels.more) · \(labels.helpFooter)"
    let rule = canvas.rule
    let heading = heading(room: innerWidth, rule: rule)
    let contentWidth = min(
      innerWidth,
      max(
        DisplayWidth.of(heading, rule: rule), DisplayWidth.of(footer),
        lines.map { DisplayWidth.of($0) }.max() ?? 0))
    let boxWidth = min(canvas.width, contentWidth + 4)
    let boxHeight = min(canvas.height, visibleRows + (isRoomy ? 6 : 4))
    let box = Rect(
      x: (canvas.width - boxWidth) / 2, y: (canvas.height - boxHeight) / 2, width: boxWidth,
      height: boxHeight)
    // A modal: the page behind is dimmed, and cleared around the box so no text runs into it.
    let margin = Rect(x: box.x - 2, y: box.y - 1, width: box.width + 4, height: box.height + 2)
    canvas.addAttributes(.dim, outside: margin)
    canvas.fill(margin, style: .plain)
    canvas.drawBox(box, glyphs: glyphs, style: theme.style(.overlayFrame))
    let textX = box.x + 2
    let room = box.width - 4
    // Cut with the clip marker on a screen narrower than the box wants.
    func fitted(_ text: String) -> String {
      DisplayWidth.clipped(text, width: room, marker: glyphs.clipMarker, rule: rule)
    }
    canvas.draw(fitted(heading), x: textX, y: box.y + 1, style: theme.style(.notice))
    let listTop = box.y + (isRoomy ? 3 : 2)
    for (index, line) in lines.dropFirst(scroll).prefix(visibleRows).enumerated() {
      canvas.draw(fitted(line), x: textX, y: listTop + index)
    }
    canvas.draw(fitted(footer), x: textX, y: box.y + box.height - 2, style: theme.style(.hint))
  }
}
