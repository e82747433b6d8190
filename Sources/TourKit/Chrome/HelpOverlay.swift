/// The `?` overlay: a framed box in the middle of the screen listing every key and mouse action,
/// under a heading with the tour's name when it has one (`Notes · Keys and mouse`).
///
/// On a tour that asks something, the keys its questions bring (choosing, filtering a list,
/// typing in a text field, steps) come first, each group under its heading. On a small screen
/// the rows that do not fit scroll (↑ ↓) a row at a time, the footer says so (`↑ ↓ scroll · any
/// other key closes`) and the frame says where there is more (`↑ more` in its top edge, `↓ more`
/// in its bottom edge), as a page taller than the screen does. A row too wide for the box puts
/// its action on lines of its own below its keys. A title too long for the box is cut with the
/// clip marker, keeping the overlay's own name after it.
package struct HelpOverlay {
  let labels: ChromeLabels
  let glyphs: Glyphs
  /// The screen size.
  let width: Int
  let height: Int
  /// The list's lines at this width: `keys  action`, or keys then an indented action, and the
  /// headings. Laid out once here, since the scroll range and the drawing both need them.
  let lines: [Line]
  /// The index in ``lines`` of each row's first line: the list scrolls by rows, so that a row's
  /// keys are never scrolled off above what they do, and a resize, which wraps the rows anew,
  /// keeps the same row at the top.
  let rowStarts: [Int]
  /// The tour's title, if it has one.
  let title: String?

  /// The overlay at a `width` × `height` screen, listing the groups of keys in `sections`
  /// (those a tour's questions bring) before those of any page; with `counter`, the page
  /// indicator is a count (`3/40`), whose mouse rows stand in for the dots'.
  init(
    labels: ChromeLabels, glyphs: Glyphs, width: Int, height: Int, title: String? = nil,
    sections: HelpSections = [], counter: Bool = false
  ) {
    self.labels = labels
    self.glyphs = glyphs
    self.width = width
    self.height = height
    let lines = HelpOverlay.layOut(
      labels: labels, glyphs: glyphs, room: HelpOverlay.innerWidth(width), sections: sections,
      counter: counter)
    self.lines = lines
    rowStarts = lines.indices.filter { !lines[$0].continuesRow }
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

  /// One line of the list.
  struct Line: Equatable {
    /// Its text.
    let text: String
    /// Whether it heads the lines after it (drawn as a subheading).
    var isHeading = false
    /// Whether it is not a row's first line: what the keys above it do, wrapped.
    var continuesRow = false
  }

  /// The list as lines no wider than `room` (`tour --help-all`, with every section), the
  /// groups of keys in `sections` under their headings, and the mouse rows of the page dots.
  package static func lines(
    labels: ChromeLabels, glyphs: Glyphs, room: Int, sections: HelpSections = []
  ) -> [String] {
    layOut(labels: labels, glyphs: glyphs, room: room, sections: sections, counter: false)
      .map(\.text)
  }

  /// The list as lines no wider than `room`, the groups of keys in `sections` under their
  /// headings, the mouse rows for a count in the dots' place with `counter`.
  private static func layOut(
    labels: ChromeLabels, glyphs: Glyphs, room: Int, sections: HelpSections, counter: Bool
  ) -> [Line] {
    let rows = labels.helpRows(glyphs: glyphs, sections: sections, counter: counter)
    let keysWidth = rows.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0
    return rows.flatMap { row -> [Line] in
      guard !row.isHeading else { return [Line(text: row.keys, isHeading: true)] }
      let line =
        row.keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(row.keys) + 2)
        + row.action
      guard DisplayWidth.of(line) > room else { return [Line(text: line)] }
      // Too narrow for both: the keys, then what they do below them, wrapped.
      return [Line(text: row.keys)]
        + TextWrapper.wrap(row.action, width: max(1, room - 4)).map {
          Line(text: "    " + $0, continuesRow: true)
        }
    }
  }

  /// The width inside the frame and its margins, on a screen `width` columns wide.
  private static func innerWidth(_ width: Int) -> Int { max(1, min(width, 64) - 4) }
  private var innerWidth: Int { HelpOverlay.innerWidth(width) }

  /// Whether there is room for blank rows around the list.
  private var isRoomy: Bool { lines.count + 6 <= height }

  /// Whether the whole list shows, so that nothing scrolls.
  private var fits: Bool { lines.count + 4 <= height }

  /// What closes the overlay, and on a list that scrolls, what scrolls it: the scroll keys
  /// (``TourState``) scroll a list that does not fit, and close one that does, like any key.
  /// On two lines where one is too narrow for both (more on the narrowest screens), so that
  /// neither is cut.
  private var footer: [String] {
    guard !fits else { return [labels.helpFooter] }
    let scroll = "\(glyphs.arrows.up) \(glyphs.arrows.down) \(labels.scroll)"
    let line = scroll + glyphs.separator + labels.helpFooterOtherKeys
    guard DisplayWidth.of(line) > innerWidth else { return [line] }
    return [scroll] + TextWrapper.wrap(labels.helpFooterOtherKeys, width: innerWidth)
  }

  /// How many list lines are visible.
  var visibleRows: Int { fits ? lines.count : max(1, height - 3 - footer.count) }

  /// How far the list can scroll, in rows: the first row from which the rest of the list fits.
  var maximumScroll: Int {
    rowStarts.firstIndex { $0 >= lines.count - visibleRows } ?? max(0, rowStarts.count - 1)
  }

  /// The scroll a screenful on from row `scroll`: down (`screens` > 0), the row of the first
  /// line not shown; up, the first row that shows with row `scroll` at the bottom. At least a
  /// row either way, within the scroll's range.
  func scroll(from scroll: Int, screens: Int) -> Int {
    guard !rowStarts.isEmpty else { return 0 }
    let scroll = min(max(0, scroll), maximumScroll)
    let first = rowStarts[scroll]
    if screens > 0 {
      // The first line not shown, with its row: a row shown in part starts the next screen.
      let next = shownLines(from: first).upperBound
      let row = rowStarts.lastIndex { $0 <= next } ?? scroll
      return min(maximumScroll, max(scroll + 1, row))
    }
    let top = first - (visibleRows - 1)
    let row = rowStarts.firstIndex { $0 >= top } ?? scroll
    return max(0, min(scroll - 1, row))
  }

  /// The lines shown from line `first`: as many as the box holds, but a row cut at the bottom
  /// after its keys alone is left for the next scroll (unless it is the only one), and so is a
  /// heading whose rows do not show: keys are not shown without what they do, nor a heading
  /// without what it heads.
  func shownLines(from first: Int) -> Range<Int> {
    var end = min(lines.count, first + visibleRows)
    guard end < lines.count else { return first..<end }
    if lines[end].continuesRow, let start = rowStarts.last(where: { $0 < end }), start > first,
      end - start < 2
    {
      end = start
    }
    while end - 1 > first, lines[end - 1].isHeading { end -= 1 }
    return first..<end
  }

  /// Draws the overlay with its list scrolled down by `scroll` rows.
  func draw(into canvas: inout Canvas, theme: Theme, scroll: Int) {
    let scroll = min(max(0, scroll), maximumScroll)
    let shown = shownLines(from: rowStarts.isEmpty ? 0 : rowStarts[scroll])
    let footer = footer
    let rule = canvas.rule
    let heading = heading(room: innerWidth, rule: rule)
    let contentWidth = min(
      innerWidth,
      max(
        DisplayWidth.of(heading, rule: rule), footer.map { DisplayWidth.of($0) }.max() ?? 0,
        lines.map { DisplayWidth.of($0.text) }.max() ?? 0))
    let boxWidth = min(canvas.width, contentWidth + 4)
    let boxHeight = min(canvas.height, visibleRows + footer.count + (isRoomy ? 5 : 3))
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
    for (index, line) in lines[shown].enumerated() {
      canvas.draw(
        fitted(line.text), x: textX, y: listTop + index,
        style: line.isHeading ? theme.style(.subheading) : .plain)
    }
    for (index, line) in footer.enumerated() {
      canvas.draw(
        fitted(line), x: textX, y: box.y + box.height - 1 - footer.count + index,
        style: theme.style(.hint))
    }
    // Where there is more, said in the frame's edge on that side, centred; not on a box too
    // narrow to keep a corner and a line each side of it.
    func mark(_ arrow: String, y: Int) {
      let text = " \(arrow) \(labels.more) "
      let textWidth = DisplayWidth.of(text, rule: rule)
      guard textWidth + 4 <= box.width else { return }
      canvas.draw(
        text, x: box.x + (box.width - textWidth) / 2, y: y, style: theme.style(.hint))
    }
    if scroll > 0 { mark(glyphs.arrows.up, y: box.y) }
    if shown.upperBound < lines.count { mark(glyphs.arrows.down, y: box.y + box.height - 1) }
  }
}
