/// A page laid out at a text width: lines of styled spans, ready to be drawn at any scroll
/// position. Built once per screen width and shared by render, `--check` and `--render`.
package struct PageLayout: Equatable, Sendable {
  /// A piece of a line in one style.
  struct Span: Equatable, Sendable {
    /// The text.
    package var text: String
    /// What it is, for colour.
    var role: ColorRole
    /// Attributes added to the role's own (emphasis, strong, link underline).
    package var attributes: TextAttributes

    /// Creates a span.
    package init(_ text: String, role: ColorRole, attributes: TextAttributes = []) {
      self.text = text
      self.role = role
      self.attributes = attributes
    }
  }

  /// One laid-out line.
  package struct Line: Equatable, Sendable {
    /// The spans, left to right.
    var spans: [Span]
    /// Columns from the block's left edge (lists, quotes, code).
    package var indent: Int
    /// Whether the line is centred in the block (headings and paragraphs by default).
    var isCentered: Bool
    /// For code: the background band behind the line, from `offset` cells in, `width` wide.
    var band: Band?
    /// For a picture: the row of it this line shows (the line has no spans).
    package var picture: PictureRow?
    /// For a question: the part of it this line shows, drawn from the answers at the time.
    package var control: LineControl?
    /// For a review page's line: the entry it shows (from 0), a link to its question, drawn
    /// with the pointer while focused.
    package var link: Int?

    /// Creates a line.
    init(
      spans: [Span], indent: Int = 0, isCentered: Bool = false, band: Band? = nil,
      picture: PictureRow? = nil, control: LineControl? = nil
    ) {
      self.spans = spans
      self.indent = indent
      self.isCentered = isCentered
      self.band = band
      self.picture = picture
      self.control = control
    }

    /// The line's width in cells, emoji sequences measured by `rule`: its text's, or its
    /// picture's.
    package func width(rule: WidthRule = .unicode) -> Int {
      picture?.size.columns ?? spans.reduce(0) { $0 + DisplayWidth.of($1.text, rule: rule) }
    }
    /// The cells the line covers from its start: its text, or its band if wider.
    func extent(rule: WidthRule) -> Int { extent(width: width(rule: rule)) }
    /// The extent of the line when its text is `width` cells wide.
    func extent(width: Int) -> Int { max(width, band.map { $0.offset + $0.width } ?? 0) }
    /// The line's text without styles.
    package var text: String { spans.map(\.text).joined() }
  }

  /// A background band behind part of a line.
  struct Band: Equatable, Sendable {
    /// Cells from the line's start to the band.
    package var offset: Int
    /// The band's width.
    package var width: Int
  }

  /// A table too wide for the page even with its cells wrapped, cut at the right edge.
  struct ClippedTable: Equatable, Sendable {
    /// The columns the table needs.
    package var width: Int
    /// The columns it had.
    package var room: Int
    /// Where the table is written (``TableBlock/line``, ``TableBlock/column``).
    package var line = 0
    /// See ``line``.
    package var column = 0
  }

  /// A code line too wide for the page, cut at the right edge.
  struct ClippedCodeLine: Equatable, Sendable {
    /// The 1-based file line it is written on (0 when not known).
    package var line: Int
    /// The columns the line needs.
    package var width: Int
    /// The columns it had.
    package var room: Int
  }

  /// The lines, top to bottom; blank lines separate blocks.
  package private(set) var lines: [Line]
  /// Each line's width and extent, measured with the lines (and as they are replaced): drawing
  /// places every line shown by them, each frame.
  private var measures: [LineMeasure]
  /// The width of the content block, which is centred on the screen.
  let blockWidth: Int
  /// How the lines were measured, and how the page is drawn.
  package let rule: WidthRule
  /// The code lines cut short because they are wider than the page.
  let clippedCodeLines: [ClippedCodeLine]
  /// The tables cut short because even their words do not fit.
  let clippedTables: [ClippedTable]
  /// The colour that fills the page (its `background` setting).
  package let background: TourColor?

  /// The fewest rows a picture is given when the rest of its page leaves less (the page then
  /// scrolls): fewer would show six pixels down.
  static let minimumPictureRows = 3

  /// Lays out `page` with text wrapped to `width` cells, drawing markers with `glyphs` and
  /// alert titles in `labels`' words, emoji sequences as wide as `rule` says.
  ///
  /// Code and tables are not prose: given the `screenWidth`, a code block or a table may run
  /// wider than the text, up to the screen less two columns each side, before it is cut with a
  /// clip marker; a wide line is drawn further left rather than past the right margin. The block
  /// stays centred on its prose, so wide code does not push the text off-centre. Plain-text
  /// output (`clipsCode` false) never cuts code.
  ///
  /// `images` says how images are laid out, `tables` how tables are shown (plain text prints a
  /// table that cannot fit as records rather than cut it). Pictures take the page's text width
  /// at most and share the rows the rest of the page leaves of the page area (their aspect
  /// kept, never larger than their natural size unless the author asks).
  package init(
    page: Page, width: Int, screenWidth: Int? = nil, glyphs: Glyphs,
    labels: ChromeLabels = .english, clipsCode: Bool = true, rule: WidthRule = .unicode,
    images: ImageLayout = .placeholders, tables: TableForm = .boxes
  ) {
    let width = max(1, width)
    var pictureRows = 0
    func layOut(extraCodeWidth: Int) -> (lines: [Line], builder: BlockLayoutBuilder) {
      var builder = BlockLayoutBuilder(
        glyphs: glyphs, labels: labels, rule: rule, alignment: page.settings.alignment,
        clipsCode: clipsCode,
        extraCodeWidth: extraCodeWidth, images: images, tables: tables, pictureRows: pictureRows)
      let lines = builder.layout(page.blocks, width: width, nested: false)
      return (lines, builder)
    }
    var (lines, builder) = layOut(extraCodeWidth: 0)
    if builder.pictureCount > 0, case .pictures(let fitting) = images {
      // The first pass laid each picture out as one stand-in line: the rest of the page, the
      // blank lines between blocks included, took the others.
      let otherRows = lines.count - builder.pictureCount
      pictureRows = max(
        PageLayout.minimumPictureRows, (fitting.rows - otherRows) / builder.pictureCount)
      (lines, builder) = layOut(extraCodeWidth: 0)
    }
    let blockWidth = min(width, lines.map { $0.indent + $0.extent(rule: rule) }.max() ?? 0)
    if let screenWidth, !builder.clippedCodeLines.isEmpty || !builder.clippedTables.isEmpty {
      // Code and tables may use the screen less two columns each side; a line that would pass
      // the right margin is drawn further left (see `draw`).
      let extra = screenWidth - 4 - width
      if extra > 0 { (lines, builder) = layOut(extraCodeWidth: extra) }
    }
    self.lines = lines
    measures = lines.map { LineMeasure($0, rule: rule) }
    self.blockWidth = blockWidth
    self.rule = rule
    clippedCodeLines = builder.clippedCodeLines
    clippedTables = builder.clippedTables
    background = page.settings.background
  }

  /// How far a page can scroll in a page area `rows` high: 0 when it fits.
  ///
  /// A page that does not fit keeps its area's first and last rows for the "more" markers.
  func maximumScroll(rows: Int) -> Int {
    lines.count <= rows ? 0 : max(0, lines.count - max(1, rows - 2))
  }

  /// Draws the page into a canvas `width` × `height` scrolled down by `scroll` lines.
  ///
  /// A page that fits in the top `centeringRows` is centred in them (so pages line up whatever
  /// room each has below); one that fits in `height` is centred there; a taller one scrolls,
  /// with a marker above and below where there is more to see.
  ///
  /// Pictures are drawn from `pictures` (while one's cells are not there yet, its alt text holds
  /// its place). A page with a ``background`` is filled with it, its text recoloured to be
  /// read on it (``Backdrop``). On a review page, the lines of entry `focusedLink` show the
  /// focus.
  func draw(
    width: Int, height: Int, centeringRows: Int? = nil, scroll: Int, theme: Theme,
    glyphs: Glyphs, labels: ChromeLabels, pictures: PictureCatalog = PictureCatalog(),
    questions: QuestionDrawing? = nil, focusedLink: Int? = nil
  )
    -> Canvas
  {
    var canvas = Canvas(width: 0, height: 0)
    draw(
      into: &canvas, width: width, height: height, centeringRows: centeringRows, scroll: scroll,
      theme: theme, glyphs: glyphs, labels: labels, pictures: pictures, questions: questions,
      focusedLink: focusedLink)
    return canvas
  }

  /// Draws the page as ``draw(width:height:centeringRows:scroll:theme:glyphs:labels:pictures:questions:focusedLink:)``
  /// does, into `canvas`, which is reset to `width` × `height` first (its memory kept when it
  /// has as many cells).
  func draw(
    into canvas: inout Canvas, width: Int, height: Int, centeringRows: Int? = nil, scroll: Int,
    theme: Theme, glyphs: Glyphs, labels: ChromeLabels, pictures: PictureCatalog = PictureCatalog(),
    questions: QuestionDrawing? = nil, focusedLink: Int? = nil
  ) {
    canvas.reset(width: width, height: height, rule: rule)
    let backdrop = theme.backdrop(for: background)
    let placement = self.placement(height: height, centeringRows: centeringRows, scroll: scroll)
    let (fits, visibleRows, scroll, top) =
      (placement.fits, placement.visibleRows, placement.scroll, placement.top)
    for (row, line) in lines.dropFirst(scroll).prefix(visibleRows).enumerated() {
      let x = column(ofLine: scroll + row, width: width)
      if let picture = line.picture {
        canvas.drawPicture(
          picture, x: x, y: top + row, from: pictures, backdrop: backdrop,
          altStyle: theme.style(.imageFrame), clipMarker: glyphs.clipMarker)
      } else if let control = line.control, let questions {
        let live = questions.spans(of: line, control: control, glyphs: glyphs, rule: rule)
        draw(live, x: x, y: top + row, into: &canvas, theme: theme, glyphs: glyphs)
      } else if let link = line.link, link == focusedLink {
        let focused = ReviewLayout.focused(line, glyphs: glyphs)
        draw(focused, x: x, y: top + row, into: &canvas, theme: theme, glyphs: glyphs)
      } else {
        draw(line, x: x, y: top + row, into: &canvas, theme: theme, glyphs: glyphs)
      }
    }
    if !fits {
      let more = theme.style(.hint)
      if scroll > 0 {
        let text = "\(glyphs.arrows.up) \(labels.more)"
        canvas.draw(
          text, x: max(0, (width - DisplayWidth.of(text, rule: rule)) / 2), y: 0, style: more)
      }
      if scroll + visibleRows < lines.count {
        let text = "\(glyphs.arrows.down) \(labels.more)"
        canvas.draw(
          text, x: max(0, (width - DisplayWidth.of(text, rule: rule)) / 2), y: height - 1,
          style: more)
      }
    }
    if let backdrop { canvas.lay(onto: backdrop) }
  }

  /// Where the lines go in a page area `height` rows high scrolled by `scroll` (see ``draw``):
  /// whether they all fit, how many rows show lines, the scroll kept in bounds, and the row
  /// the first line shown is drawn on.
  func placement(height: Int, centeringRows: Int?, scroll: Int) -> (
    fits: Bool, visibleRows: Int, scroll: Int, top: Int
  ) {
    let fits = lines.count <= height
    let visibleRows = fits ? height : max(1, height - 2)
    let scroll = min(max(0, scroll), maximumScroll(rows: height))
    let centering = min(height, centeringRows ?? height)
    let top =
      !fits
      ? min(1, height - 1)
      : max(0, ((lines.count <= centering ? centering : height) - lines.count) / 2)
    return (fits, visibleRows, scroll, top)
  }

  /// The index of the line drawn on `row` of the page area (see ``placement``), if any.
  func lineIndex(atRow row: Int, height: Int, centeringRows: Int?, scroll: Int) -> Int? {
    let placement = self.placement(height: height, centeringRows: centeringRows, scroll: scroll)
    let shown = row - placement.top
    guard shown >= 0, shown < placement.visibleRows else { return nil }
    let index = placement.scroll + shown
    return index < lines.count ? index : nil
  }

  /// The lines question `question` takes (only option `option`'s, when given), first to last.
  func lineRange(ofQuestion question: Int, option: Int? = nil) -> ClosedRange<Int>? {
    func belongs(_ line: Line) -> Bool {
      guard let control = line.control, control.question == question else { return false }
      guard let option else { return true }
      if case .option(_, option, _) = control { return true }
      return false
    }
    guard let first = lines.firstIndex(where: belongs), let last = lines.lastIndex(where: belongs)
    else { return nil }
    return first...last
  }

  /// This layout with the lines in `range` replaced by `replacement` (a question's lines as its
  /// kind shows them now); the block keeps its width, so the page does not move sideways.
  func replacingLines(_ range: ClosedRange<Int>, with replacement: [Line]) -> PageLayout {
    var layout = self
    layout.lines.replaceSubrange(range, with: replacement)
    layout.measures.replaceSubrange(range, with: replacement.map { LineMeasure($0, rule: rule) })
    return layout
  }

  /// The column where line `index` starts on a page `width` columns wide: where it is drawn,
  /// and where a click finds its parts.
  func column(ofLine index: Int, width: Int) -> Int {
    x(
      of: lines[index], measure: measures[index], blockX: max(0, (width - blockWidth) / 2),
      canvasWidth: width)
  }

  /// The column where `line`, measured as `measure`, starts.
  private func x(of line: Line, measure: LineMeasure, blockX: Int, canvasWidth: Int) -> Int {
    var x = blockX + line.indent
    if line.isCentered { x = blockX + max(0, (blockWidth - measure.width) / 2) }
    // Wide code and tables move left, as far as the left margin, rather than run off the right.
    return max(min(x, 2), x - max(0, x + measure.extent - (canvasWidth - 2)))
  }

  /// A line's ``Line/width(rule:)`` and ``Line/extent(rule:)``.
  private struct LineMeasure: Equatable, Sendable {
    let width: Int
    let extent: Int

    init(_ line: Line, rule: WidthRule) {
      width = line.width(rule: rule)
      extent = line.extent(width: width)
    }
  }

  private func draw(
    _ line: Line, x: Int, y: Int, into canvas: inout Canvas, theme: Theme, glyphs: Glyphs
  ) {
    var x = x
    let bandX = line.band.map { x + $0.offset }
    if let band = line.band, let bandX {
      canvas.fill(
        Rect(x: bandX, y: y, width: band.width, height: 1), style: theme.style(.codeBlock))
    }
    for span in line.spans {
      var style = theme.style(span.role)
      style.attributes.formUnion(span.attributes)
      x = canvas.draw(span.text, x: x, y: y, style: style)
    }
    if let bandX, !theme.codeBlockHasBand {
      // No background to show the block: a bar in its first column (a blank) does.
      canvas.draw(glyphs.box.vertical, x: bandX, y: y, style: theme.style(.rule))
    }
  }
}
