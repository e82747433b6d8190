/// The row of dots near the bottom, one per page (UIPageControl), and where each can be clicked.
///
/// Layout and hit-testing are one computation, so what is drawn and what is clickable can never
/// disagree. When the dots do not fit, the indicator becomes a compact `3/12` instead.
struct PageIndicator: Equatable, Sendable {
  /// How the indicator is drawn at a given width.
  enum Form: Equatable, Sendable {
    /// No indicator: a one-page tour.
    case hidden
    /// Dots, the first at column `firstX`, one every ``PageIndicator/dotSpacing`` columns.
    case dots(firstX: Int)
    /// The text `current/total`, starting at column `x`.
    case compact(x: Int, text: String)
  }

  /// Columns from one dot to the next: a dot and two blanks, so each dot owns three columns and
  /// a click never falls between two dots.
  static let dotSpacing = 3

  /// How many pages there are.
  package let pageCount: Int
  /// The row the indicator sits on.
  package let row: Int
  /// The screen width it is centred in.
  package let width: Int
  /// The chosen form.
  let form: Form

  /// Lays out the indicator for `pageCount` pages on `row` of a screen `width` columns wide,
  /// showing `currentPage` in the compact form.
  init(pageCount: Int, currentPage: Int, row: Int, width: Int) {
    self.pageCount = pageCount
    self.row = row
    self.width = width
    let span = (pageCount - 1) * PageIndicator.dotSpacing + 1
    if pageCount <= 1 {
      form = .hidden
    } else if span + 2 <= width {
      form = .dots(firstX: (width - span) / 2)
    } else {
      let text = "\(currentPage + 1)/\(pageCount)"
      form = .compact(x: max(0, (width - text.count) / 2), text: text)
    }
  }

  /// The first column right of what it draws (0 when hidden); `nil` in the compact form, whose
  /// whole row is a scrubber.
  var end: Int? {
    switch form {
    case .hidden: 0
    case .dots(let firstX): firstX + (pageCount - 1) * PageIndicator.dotSpacing + 1
    case .compact: nil
    }
  }

  /// The column of dot `page`'s glyph, in the dots form.
  package func column(ofDot page: Int) -> Int? {
    guard case .dots(let firstX) = form, page >= 0, page < pageCount else { return nil }
    return firstX + page * PageIndicator.dotSpacing
  }

  /// The page whose dot is at (`x`, `y`): the dot's column or a column either side of it.
  ///
  /// In the compact form the whole row is a scrubber: the column maps proportionally onto the
  /// pages, so pressing and dragging along it still reaches every page.
  package func page(atX x: Int, y: Int) -> Int? {
    guard y == row else { return nil }
    switch form {
    case .hidden:
      return nil
    case .dots(let firstX):
      let relative = x - firstX + 1
      guard relative >= 0 else { return nil }
      let page = relative / PageIndicator.dotSpacing
      return page < pageCount ? page : nil
    case .compact:
      guard x >= 0, x < width, width > 0 else { return nil }
      return min(pageCount - 1, x * pageCount / width)
    }
  }

  /// The page a scrub along the row reaches at column `x`: the nearest dot, clamped to the ends,
  /// so dragging past either end keeps the first or last page.
  func scrubPage(atX x: Int) -> Int? {
    switch form {
    case .hidden:
      return nil
    case .dots(let firstX):
      let relative = Double(x - firstX) / Double(PageIndicator.dotSpacing)
      return min(max(Int(relative.rounded()), 0), pageCount - 1)
    case .compact:
      return min(max(0, x * pageCount / max(1, width)), pageCount - 1)
    }
  }
}

extension PageIndicator {
  /// Draws the indicator on its row: `●` for `currentPage`, `○` for the others, or `3/12`.
  func draw(currentPage: Int, into canvas: inout Canvas, theme: Theme, glyphs: Glyphs) {
    switch form {
    case .hidden:
      break
    case .dots(let firstX):
      // The blanks between the dots take the other dots' style: they look the same, and the
      // terminal then needs no attribute reset between two dots on every page turn.
      let span = (pageCount - 1) * PageIndicator.dotSpacing + 1
      canvas.draw(
        String(repeating: " ", count: span), x: firstX, y: row, style: theme.style(.otherDot))
      for page in 0..<pageCount {
        guard let x = column(ofDot: page) else { continue }
        let isCurrent = page == currentPage
        canvas.draw(
          isCurrent ? glyphs.currentDot : glyphs.otherDot, x: x, y: row,
          style: theme.style(isCurrent ? .currentDot : .otherDot))
      }
    case .compact(let x, let text):
      canvas.draw(text, x: x, y: row, style: theme.style(.currentDot))
    }
  }
}
