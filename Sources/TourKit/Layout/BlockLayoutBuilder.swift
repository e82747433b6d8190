/// Lays Markdown blocks out into ``PageLayout/Line``s: wrapping, list markers with hanging
/// indents, quote bars, unwrapped code with a clip marker, image placeholders.
struct BlockLayoutBuilder {
  typealias Line = PageLayout.Line
  typealias Span = PageLayout.Span

  let glyphs: Glyphs
  let alignment: PageSettings.Alignment
  /// Whether code lines wider than the page are cut.
  let clipsCode: Bool
  /// How much wider than the text code may run.
  let extraCodeWidth: Int
  /// Lines cut short so far.
  private(set) var clippedLineCount = 0

  init(glyphs: Glyphs, alignment: PageSettings.Alignment, clipsCode: Bool, extraCodeWidth: Int) {
    self.glyphs = glyphs
    self.alignment = alignment
    self.clipsCode = clipsCode
    self.extraCodeWidth = extraCodeWidth
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
    case .code(_, let text):
      return layoutCode(text, width: width + extraCodeWidth)
    case .image(let alt, _):
      return layoutImage(alt: alt, width: width)
    }
  }

  private func wrap(_ runs: [InlineRun], width: Int, role: ColorRole, centered: Bool) -> [Line] {
    TextWrapper.wrap(runs, width: width).map { runs in
      Line(spans: runs.map { span(for: $0, role: role) }, isCentered: centered)
    }
  }

  private func span(for run: InlineRun, role: ColorRole) -> Span {
    var attributes: TextAttributes = []
    if run.style.contains(.emphasis) { attributes.insert(.italic) }
    if run.style.contains(.strong) { attributes.insert(.bold) }
    if run.style.contains(.link) { attributes.insert(.underline) }
    if run.style.contains(.url) { return Span(run.text, role: .url, attributes: attributes) }
    if run.style.contains(.code) { return Span(run.text, role: .codeSpan, attributes: attributes) }
    return Span(run.text, role: role, attributes: attributes)
  }

  private mutating func layout(_ list: ListBlock, width: Int) -> [Line] {
    var lines: [Line] = []
    let last = list.start + list.items.count - 1
    let numberWidth = String(last).count
    for (index, item) in list.items.enumerated() {
      let marker =
        list.ordered
        ? String(repeating: " ", count: numberWidth - String(list.start + index).count)
          + "\(list.start + index). "
        : glyphs.bullet + " "
      let markerWidth = DisplayWidth.of(marker)
      if index > 0 && !list.isTight { lines.append(Line(spans: [])) }
      let body = layout(item, width: max(1, width - markerWidth), nested: true, tight: list.isTight)
      for (row, line) in (body.isEmpty ? [Line(spans: [])] : body).enumerated() {
        let prefix =
          row == 0
          ? Span(marker, role: .listMarker)
          : Span(String(repeating: " ", count: markerWidth), role: .body)
        lines.append(prefixed(line, with: prefix))
      }
    }
    return lines
  }

  /// A nested line behind a list marker or quote bar: left-aligned, its band moved along.
  private func prefixed(_ line: Line, with prefix: Span) -> Line {
    let shift = DisplayWidth.of(prefix.text) + line.indent
    let indent =
      line.indent > 0 ? [Span(String(repeating: " ", count: line.indent), role: .body)] : []
    return Line(
      spans: [prefix] + indent + line.spans,
      band: line.band.map { PageLayout.Band(offset: $0.offset + shift, width: $0.width) })
  }

  /// Code: one line per source line, never wrapped. A background band one column wider than
  /// the text on each side; a line too long is cut and ends with a clip marker.
  private mutating func layoutCode(_ text: String, width: Int) -> [Line] {
    var sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).filling("\t", with: "    ")
    }
    if sourceLines.last?.isEmpty == true { sourceLines.removeLast() }
    let widest = sourceLines.map { DisplayWidth.of($0) }.max() ?? 0
    let band = min(width, widest + 2)
    let room = max(1, band - 2)
    return sourceLines.map { source in
      var shown = String(source)
      if clipsCode && DisplayWidth.of(source) > room {
        clippedLineCount += 1
        shown = DisplayWidth.prefix(of: source, width: room - 1) + glyphs.clipMarker
      }
      return Line(
        spans: [Span(" " + shown, role: .codeBlock)], band: PageLayout.Band(offset: 0, width: band))
    }
  }

  /// An image: a framed placeholder holding its alt text (terminals cannot show the picture).
  private func layoutImage(alt: String, width: Int) -> [Line] {
    let label = alt.isEmpty ? glyphs.imageLabel : "\(glyphs.imageLabel) \(alt)"
    let inner = min(max(1, width - 4), DisplayWidth.of(label))
    let text = DisplayWidth.prefix(of: label, width: inner)
    let horizontal = String(repeating: glyphs.box.horizontal, count: inner + 2)
    let padding = String(repeating: " ", count: inner - DisplayWidth.of(text))
    return [
      glyphs.box.topLeft + horizontal + glyphs.box.topRight,
      glyphs.box.vertical + " " + text + padding + " " + glyphs.box.vertical,
      glyphs.box.bottomLeft + horizontal + glyphs.box.bottomRight,
    ].map { Line(spans: [Span($0, role: .imageFrame)], isCentered: alignment == .center) }
  }
}
