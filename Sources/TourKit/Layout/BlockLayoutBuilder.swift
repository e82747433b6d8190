/// Lays Markdown blocks out into ``PageLayout/Line``s: wrapping, list markers with hanging
/// indents, quote bars, unwrapped code with a clip marker, tables, footnotes, pictures and
/// image placeholders.
///
/// It recurses over the blocks, which is bounded: pages are read with containers at most
/// ``TourFileLimits/nestingDepth`` deep.
struct BlockLayoutBuilder {
  typealias Line = PageLayout.Line
  typealias Span = PageLayout.Span

  let glyphs: Glyphs
  /// The words for alert titles.
  let labels: ChromeLabels
  /// How wide emoji sequences are.
  let rule: WidthRule
  let alignment: PageSettings.Alignment
  /// Whether code lines wider than the page are cut. (Tables are cut when their words alone
  /// cannot fit, in plain text too: their cells wrap, so only such a table runs wider.)
  let clipsCode: Bool
  /// How much wider than the text code and tables may run.
  let extraCodeWidth: Int
  /// How images are laid out.
  let images: ImageLayout
  /// How tables are shown.
  let tables: TableForm
  /// The rows each picture may take; 0 lays each picture out as one blank stand-in line (to
  /// count the rows the rest of the page takes, the blank lines around pictures included).
  let pictureRows: Int
  /// The pictures laid out so far (not counting placeholders).
  private(set) var pictureCount = 0
  /// Code lines cut short so far.
  private(set) var clippedCodeLines: [PageLayout.ClippedCodeLine] = []
  /// Tables cut short so far.
  private(set) var clippedTables: [PageLayout.ClippedTable] = []
  /// The questions laid out so far: the number the next one gets.
  private var questionCount = 0

  init(
    glyphs: Glyphs, labels: ChromeLabels = .english, rule: WidthRule,
    alignment: PageSettings.Alignment, clipsCode: Bool, extraCodeWidth: Int,
    images: ImageLayout = .placeholders, tables: TableForm = .boxes, pictureRows: Int = 0
  ) {
    self.glyphs = glyphs
    self.labels = labels
    self.rule = rule
    self.alignment = alignment
    self.clipsCode = clipsCode
    self.extraCodeWidth = extraCodeWidth
    self.images = images
    self.tables = tables
    self.pictureRows = pictureRows
  }

  /// Lines for `blocks` at `width`, a blank line between blocks. Inside lists and quotes
  /// (`nested`) everything is left-aligned.
  mutating func layout(_ blocks: [Block], width: Int, nested: Bool, tight: Bool = false) -> [Line] {
    var lines: [Line] = []
    for block in blocks {
      if !lines.isEmpty && !tight { lines.append(Line(spans: [])) }
      lines += layout(block, width: width, nested: nested)
    }
    return lines
  }

  private mutating func layout(_ block: Block, width: Int, nested: Bool) -> [Line] {
    let centered = !nested && alignment == .center
    switch block {
    case .heading(let level, let runs):
      let role: ColorRole = level == 1 ? .title : (level == 2 ? .heading : .subheading)
      return wrap(runs, width: width, role: role, centered: centered)
    case .paragraph(let runs):
      return wrap(runs, width: width, role: .body, centered: centered)
    case .list(let list):
      return layout(list, width: width)
    case .quote(let blocks):
      let bar = Span(glyphs.quoteBar, role: .quoteBar)
      return layout(blocks, width: max(1, width - 2), nested: true).map { prefixed($0, with: bar) }
    case .alert(let kind, let blocks):
      // GitHub's callout: the bar in the kind's colour, a bold title line, then the body.
      let bar = Span(glyphs.quoteBar, role: .alert(kind))
      var title = Span(
        glyphs.alertIcon(kind) + " " + (labels.alertTitles[kind] ?? kind.rawValue),
        role: .alert(kind))
      title.attributes.insert(.bold)
      let body = layout(blocks, width: max(1, width - 2), nested: true)
      return ([Line(spans: [title])] + body).map { prefixed($0, with: bar) }
    case .code(let code):
      return layoutCode(code, width: width + extraCodeWidth)
    case .image(let image):
      return layoutImage(image, width: width, centered: centered)
    case .table(let table):
      if tables == .records { return TableRecords.lines(of: table, width: nil, rule: rule) }
      var layout = TableLayout(table: table, glyphs: glyphs, rule: rule)
      if tables == .columnsOrRecords {
        return layout.columnLines(width: width, centered: centered)
          ?? TableRecords.lines(of: table, width: width, rule: rule)
      }
      let lines = layout.lines(width: width + extraCodeWidth, centered: centered)
      guard var clipped = layout.clipped else { return lines }
      if tables == .boxesOrRecords {
        return TableRecords.lines(of: table, width: width, rule: rule)
      }
      (clipped.line, clipped.column) = (table.line, table.column)
      clippedTables.append(clipped)
      return lines
    case .question(let question):
      return layout(question, width: width)
    case .review(let entries):
      return ReviewLayout.lines(
        of: entries, width: width, glyphs: glyphs, labels: labels, rule: rule)
    case .footnotes(let footnotes):
      let rule = Line(
        spans: [Span(String(repeating: glyphs.box.horizontal, count: min(width, 8)), role: .rule)])
      let items = footnotes.map { (marker: "[\($0.number)] ", blocks: $0.blocks) }
      return [rule] + layoutItems(items, markerRole: .url, tight: true, width: width)
    case .rule:
      // As wide as the text, so a centred page's rule spans what it separates.
      return [
        Line(
          spans: [Span(String(repeating: glyphs.box.horizontal, count: width), role: .rule)],
          isCentered: centered)
      ]
    }
  }

  private func wrap(_ runs: [InlineRun], width: Int, role: ColorRole, centered: Bool) -> [Line] {
    TextWrapper.wrap(runs, width: width, rule: rule).map { runs in
      Line(spans: runs.map { Span($0, role: role) }, isCentered: centered)
    }
  }

  private mutating func layout(_ list: ListBlock, width: Int) -> [Line] {
    let numberWidth = String(list.start + list.items.count - 1).count
    let items = list.items.enumerated().map { index, item in
      var marker =
        list.ordered
        ? String(repeating: " ", count: max(0, numberWidth - String(list.start + index).count))
          + "\(list.start + index). "
        : ""
      switch item.checkbox {
      case .unchecked: marker += glyphs.checkbox.unchecked + " "
      case .checked: marker += glyphs.checkbox.checked + " "
      case nil: if !list.ordered { marker = glyphs.bullet + " " }
      }
      return (marker: marker, blocks: item.blocks)
    }
    return layoutItems(items, markerRole: .listMarker, tight: list.isTight, width: width)
  }

  /// Items behind markers, with hanging indents: lists and footnotes.
  private mutating func layoutItems(
    _ items: [(marker: String, blocks: [Block])], markerRole: ColorRole, tight: Bool, width: Int
  ) -> [Line] {
    var lines: [Line] = []
    for (index, item) in items.enumerated() {
      let markerWidth = DisplayWidth.of(item.marker, rule: rule)
      if index > 0 && !tight { lines.append(Line(spans: [])) }
      let body = layout(item.blocks, width: max(1, width - markerWidth), nested: true, tight: tight)
      for (row, line) in (body.isEmpty ? [Line(spans: [])] : body).enumerated() {
        let prefix =
          row == 0
          ? Span(item.marker, role: markerRole)
          : Span(String(repeating: " ", count: markerWidth), role: .body)
        lines.append(prefixed(line, with: prefix))
      }
    }
    return lines
  }

  /// A nested line behind a list marker or quote bar: left-aligned, its band moved along.
  private func prefixed(_ line: Line, with prefix: Span) -> Line {
    let shift = DisplayWidth.of(prefix.text, rule: rule) + line.indent
    let indent =
      line.indent > 0 ? [Span(String(repeating: " ", count: line.indent), role: .body)] : []
    return Line(
      spans: [prefix] + indent + line.spans,
      band: line.band.map { PageLayout.Band(offset: $0.offset + shift, width: $0.width) })
  }

  /// Code: one line per source line, never wrapped, tabs stopping every 8 columns. A background
  /// band one column wider than the text on each side; a line too long is cut and ends with a
  /// clip marker.
  private mutating func layoutCode(_ code: CodeBlock, width: Int) -> [Line] {
    var sourceLines = code.text.expandingTabs(rule: rule).split(
      separator: "\n", omittingEmptySubsequences: false)
    if sourceLines.last?.isEmpty == true { sourceLines.removeLast() }
    let widest = sourceLines.map { DisplayWidth.of($0, rule: rule) }.max() ?? 0
    let band = min(width, widest + 2)
    let room = max(1, band - 2)
    return sourceLines.enumerated().map { index, source in
      var shown = String(source)
      let needed = DisplayWidth.of(source, rule: rule)
      if clipsCode && needed > room {
        clippedCodeLines.append(
          PageLayout.ClippedCodeLine(
            line: code.line > 0 ? code.line + index : 0, width: needed, room: room))
        shown = DisplayWidth.prefix(of: source, width: room - 1, rule: rule) + glyphs.clipMarker
      }
      return Line(
        spans: [Span(" " + shown, role: .codeBlock)], band: PageLayout.Band(offset: 0, width: band))
    }
  }

  /// A question as it starts, laid out by its kind (its defaults chosen, nothing focused),
  /// each line marked with the part it shows (``LineControl``). Nothing is centred.
  private mutating func layout(_ question: Question, width: Int) -> [Line] {
    defer { questionCount += 1 }
    return question.kind.behaviour.layOut(
      question, number: questionCount, width: width, glyphs: glyphs, rule: rule)
  }

  /// An image: the picture, fitted to `width` and ``pictureRows``, one line per row of cells;
  /// else its alt text in a frame, or in brackets for plain text.
  private mutating func layoutImage(_ image: ImageBlock, width: Int, centered: Bool) -> [Line] {
    switch images {
    case .placeholders:
      return placeholder(alt: image.alt, width: width, centered: centered)
    case .text:
      let text = image.alt.isEmpty ? "[image]" : "[image: \(image.alt)]"
      return TextWrapper.wrap([InlineRun(text)], width: width).map { runs in
        Line(spans: runs.map { Span($0, role: .imageFrame) }, isCentered: centered)
      }
    case .pictures(let fitting):
      guard case .success(let source) = fitting.origin.source(for: image),
        case .size(let pixelWidth, let pixelHeight) = fitting.measurements[source]
      else { return placeholder(alt: image.alt, width: width, centered: centered) }
      pictureCount += 1
      // One line stands in for the picture, so that the blank lines separating it from the
      // blocks around it are laid out as they will be (none is added before a page's first
      // block, which the picture may be).
      guard pictureRows > 0 else { return [Line(spans: [], isCentered: centered)] }
      guard
        let size = PictureSize.fitting(
          width: pixelWidth, height: pixelHeight, into: width, pictureRows,
          request: image.sizeRequest.request)
      else { return [] }
      return (0..<size.rows).map { row in
        Line(
          spans: [], isCentered: centered,
          picture: PictureRow(source: source, size: size, row: row, alt: image.alt))
      }
    }
  }

  /// A framed placeholder holding an image's alt text, wrapped inside the frame (under the
  /// label's end, a hanging indent) so that none of it is lost on a narrow page.
  private func placeholder(alt: String, width: Int, centered: Bool) -> [Line] {
    let label = glyphs.imageLabel + " "
    let indent = DisplayWidth.of(label, rule: rule)
    let words = TextWrapper.wrap(alt, width: max(1, width - 4 - indent), rule: rule)
    let rows =
      words.isEmpty
      ? [glyphs.imageLabel]
      : words.enumerated().map { index, text in
        (index == 0 ? label : String(repeating: " ", count: indent)) + text
      }
    let inner = rows.map { DisplayWidth.of($0, rule: rule) }.max() ?? 0
    let horizontal = String(repeating: glyphs.box.horizontal, count: inner + 2)
    let framed = rows.map { text in
      let padding = String(repeating: " ", count: inner - DisplayWidth.of(text, rule: rule))
      return glyphs.box.vertical + " " + text + padding + " " + glyphs.box.vertical
    }
    return
      ([glyphs.box.topLeft + horizontal + glyphs.box.topRight] + framed
      + [glyphs.box.bottomLeft + horizontal + glyphs.box.bottomRight]).map {
        Line(spans: [Span($0, role: .imageFrame)], isCentered: centered)
      }
  }
}

extension PageLayout.Span {
  /// A run of page text in the colours of `role`, its inline styles as attributes: emphasis
  /// italic, strong bold, link text underlined, strikethrough; code, key caps and URLs take
  /// their own role.
  init(_ run: InlineRun, role: ColorRole) {
    var attributes: TextAttributes = []
    if run.style.contains(.emphasis) { attributes.insert(.italic) }
    if run.style.contains(.strong) { attributes.insert(.bold) }
    if run.style.contains(.link) { attributes.insert(.underline) }
    if run.style.contains(.strikethrough) { attributes.insert(.strikethrough) }
    let role: ColorRole =
      run.style.contains(.url)
      ? .url
      : run.style.contains(.keyboard) ? .keyCap : run.style.contains(.code) ? .codeSpan : role
    self.init(run.text, role: role, attributes: attributes)
  }
}

extension String {
  /// The text with each tab replaced by the spaces up to the next tab stop (every 8 columns,
  /// counted in display width by `rule`), line by line: what a terminal shows for code.
  func expandingTabs(rule: WidthRule) -> String {
    guard contains("\t") else { return self }
    var result = ""
    var column = 0
    for character in self {
      switch character {
      case "\t":
        let spaces = 8 - column % 8
        result += String(repeating: " ", count: spaces)
        column += spaces
      case "\n":
        result.append(character)
        column = 0
      default:
        result.append(character)
        column += DisplayWidth.of(character, rule: rule)
      }
    }
    return result
  }
}
