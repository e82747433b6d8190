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
  /// The page it shows as current.
  package let currentPage: Int
  /// The chosen form.
  let form: Form
  /// `? help` at the row's end, where the row ends with it and has room for it: its text and
  /// first column.
  let help: Label?

  /// A text the row ends with: its first column and its width.
  struct Label: Equatable, Sendable {
    let text: String
    let x: Int
    let width: Int
  }

  /// The blanks kept between the dots or the counter and `? help`.
  static let helpGap = 3

  /// Lays out the indicator for `pageCount` pages on `row` of a screen `width` columns wide,
  /// showing `currentPage` in the compact form; with `help` (the text of `? help` and its
  /// width), the row ends with it, one column from the edge, where it has room.
  init(
    pageCount: Int, currentPage: Int, row: Int, width: Int,
    help: (text: String, width: Int)? = nil
  ) {
    self.pageCount = pageCount
    self.row = row
    self.width = width
    self.currentPage = currentPage
    let span = (pageCount - 1) * PageIndicator.dotSpacing + 1
    let end: Int
    if pageCount <= 1 {
      form = .hidden
      end = 0
    } else if span + 2 <= width {
      let firstX = (width - span) / 2
      form = .dots(firstX: firstX)
      end = firstX + span
    } else {
      let text = "\(currentPage + 1)/\(pageCount)"
      let x = max(0, (width - text.count) / 2)
      form = .compact(x: x, text: text)
      end = x + text.count
    }
    let helpX = help.map { width - 1 - $0.width }
    if let help, let helpX, helpX >= end + PageIndicator.helpGap {
      self.help = Label(text: help.text, x: helpX, width: help.width)
    } else {
      self.help = nil
    }
  }

  /// Whether it shows a count (`3/40`) rather than dots.
  var isCounter: Bool {
    if case .compact = form { true } else { false }
  }

  /// Whether (`x`, `y`) is on `? help`.
  func isOnHelp(x: Int, y: Int) -> Bool {
    guard let help, y == row else { return false }
    return x >= help.x && x < help.x + help.width
  }

  /// The columns the compact form's row scrubs: the whole row, or up to `? help`.
  private var scrubberWidth: Int { help?.x ?? width }

  /// The column of dot `page`'s glyph, in the dots form.
  package func column(ofDot page: Int) -> Int? {
    guard case .dots(let firstX) = form, page >= 0, page < pageCount else { return nil }
    return firstX + page * PageIndicator.dotSpacing
  }

  /// The page a press at (`x`, `y`) goes to: in the dots form, the page whose dot is there
  /// (the dot's column or a column either side of it); in the compact form, as on
  /// UIPageControl, the page before the current one left of the counter, the page after it
  /// right of it (up to `? help`), and the current page itself on the counter, so that a
  /// press on `3/40` goes nowhere but can start a drag (``scrubPage(atX:pressedAt:from:)``).
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
    case .compact(let counterX, let text):
      guard x >= 0, x < scrubberWidth else { return nil }
      if x < counterX { return max(0, currentPage - 1) }
      if x >= counterX + text.count { return min(pageCount - 1, currentPage + 1) }
      return currentPage
    }
  }

  /// The page a drag along the row reaches at column `x`, having been pressed at `pressX` on
  /// page `pressPage`: in the dots form the nearest dot, clamped to the ends, so dragging
  /// past either end keeps the first or last page; in the compact form, whose pages have no
  /// place on the row, the pages passed are in proportion to the distance dragged, the
  /// scrubber's whole width being all the pages.
  func scrubPage(atX x: Int, pressedAt pressX: Int, from pressPage: Int) -> Int? {
    switch form {
    case .hidden:
      return nil
    case .dots(let firstX):
      let relative = Double(x - firstX) / Double(PageIndicator.dotSpacing)
      return min(max(Int(relative.rounded()), 0), pageCount - 1)
    case .compact:
      let passed = (x - pressX) * pageCount / max(1, scrubberWidth)
      return min(max(0, pressPage + passed), pageCount - 1)
    }
  }
}

extension PageIndicator {
  /// Draws the indicator on its row: `●` for the current page, `○` for the others, or
  /// `3/12`; then `? help` at the end, unless `showingHelp` is false (the help is open, or
  /// `?` types).
  func draw(into canvas: inout Canvas, theme: Theme, glyphs: Glyphs, showingHelp: Bool = true) {
    if showingHelp, let help {
      canvas.draw(help.text, x: help.x, y: row, style: theme.style(.hint))
    }
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
