internal import CCmarkGFM

/// Flattens inline content — cmark-gfm's inline nodes, or the text and tags of raw HTML — into
/// styled runs.
///
/// Driven by cmark's iterator (enter and exit events) rather than by recursion, so emphasis or
/// images nested a hundred thousand deep cost a stack of styles, not a stack of calls. Text is
/// escaped here, where it enters the model (``escapingControlCharacters(keeping:)``).
struct InlineCollector {
  /// The runs so far.
  private(set) var runs: [InlineRun] = []
  /// Styles of the Markdown containers (emphasis, strong, links …) open now, outermost first.
  private var markdownStyles: [InlineStyle] = [[]]
  /// Inline HTML elements open now, innermost last, and how many of them set each style bit.
  private var htmlElements: [(name: String, style: InlineStyle, isLink: Bool)] = []
  /// How many elements of each name are open, so a stray end tag costs no search.
  private var openNames: [String: Int] = [:]
  private var htmlStyleCounts = [Int](repeating: 0, count: 8)
  /// Links open now: their URL and the text shown for them so far.
  private var links: [(url: String, text: String)] = []
  /// The style before a soft line break not yet turned into a space.
  private var softBreak: InlineStyle?
  /// While inside an image: the image with its alt text so far, how many images deep the alt
  /// text is, and the soft line break pending before the image (a space before it, not in it).
  private var image: (block: ImageBlock, depth: Int, softBreakBefore: InlineStyle?)?
  /// The images so far, and whether anything else visible was added: a paragraph holding one
  /// image and nothing else is an image block.
  private(set) var images: [ImageBlock] = []
  private var hasOtherContent = false
  /// Whether the first image is inside a link: a badge, when it is on the web.
  private var firstImageIsLinked = false

  /// The style text gets now.
  private var style: InlineStyle {
    var style = markdownStyles[markdownStyles.count - 1]
    for bit in 0..<8 where htmlStyleCounts[bit] > 0 {
      style.insert(InlineStyle(rawValue: 1 << UInt8(bit)))
    }
    return style
  }

  /// The image this content is, when it is one image and nothing else. A linked picture on the
  /// web (a badge) is not: it reads `[Build status]` like the badges of a row, not as a large
  /// frame around its alt text.
  var soleImage: ImageBlock? {
    guard images.count == 1, !hasOtherContent, !(firstImageIsLinked && images[0].isOnTheWeb)
    else { return nil }
    return images[0]
  }

  /// Whether nothing visible has been added.
  var isEmpty: Bool { images.isEmpty && !hasOtherContent }

  // MARK: Reading cmark's inline nodes

  /// The runs under a block node (paragraph, heading, table cell), and the image it is if it
  /// holds one image alone. Footnote references are numbered through `context`.
  static func collect(_ node: OpaquePointer, context: inout ReadingContext) -> InlineCollector {
    var collector = InlineCollector()
    let iterator = cmark_iter_new(node)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      guard event != CMARK_EVENT_DONE, let current = cmark_iter_get_node(iterator) else { break }
      guard current != node else { continue }
      if event == CMARK_EVENT_ENTER { context.nodes += 1 }
      collector.visit(current, entering: event == CMARK_EVENT_ENTER, context: &context)
    }
    return collector
  }

  private mutating func visit(_ node: OpaquePointer, entering: Bool, context: inout ReadingContext)
  {
    let type = cmark_node_get_type(node)
    // Leaves have no exit event, except a footnote reference (cmark-gfm's iterator does not
    // count it as a leaf): act on entering.
    switch type {
    case CMARK_NODE_FOOTNOTE_REFERENCE where !entering: return
    default: break
    }
    switch type {
    case CMARK_NODE_TEXT:
      append(GFMParser.string(cmark_node_get_literal(node)))
    case CMARK_NODE_CODE:
      append(GFMParser.string(cmark_node_get_literal(node)), adding: .code)
    case CMARK_NODE_SOFTBREAK:
      softBreak = softBreak ?? style
    case CMARK_NODE_LINEBREAK:
      lineBreak()
    case CMARK_NODE_EMPH, CMARK_NODE_STRONG, tour_cmark_node_strikethrough():
      let added: InlineStyle =
        type == CMARK_NODE_EMPH ? .emphasis : type == CMARK_NODE_STRONG ? .strong : .strikethrough
      if entering {
        markdownStyles.append(markdownStyles[markdownStyles.count - 1].union(added))
      } else {
        markdownStyles.removeLast()
      }
    case CMARK_NODE_LINK:
      if entering {
        markdownStyles.append(markdownStyles[markdownStyles.count - 1].union(.link))
        openLink(GFMParser.string(cmark_node_get_url(node)))
      } else {
        markdownStyles.removeLast()
        closeLink()
      }
    case CMARK_NODE_IMAGE:
      if entering {
        let title = GFMParser.string(cmark_node_get_title(node))
        beginImage(
          ImageBlock(
            alt: "", source: GFMParser.string(cmark_node_get_url(node)),
            title: title.isEmpty ? nil : title.escapingControlCharacters(),
            line: context.lineOffset + Int(cmark_node_get_start_line(node)),
            column: Int(cmark_node_get_start_column(node))))
      } else {
        endImage()
      }
    case CMARK_NODE_FOOTNOTE_REFERENCE:
      let label = GFMParser.string(cmark_node_get_literal(node))
      append("[\(context.footnoteNumber(for: label))]", adding: .url)
    case CMARK_NODE_HTML_INLINE:
      var tokens = HTMLTokenizer(GFMParser.string(cmark_node_get_literal(node)))
      guard let token = tokens.next() else { return }
      let line = Int(cmark_node_get_start_line(node))
      switch token {
      case .startTag(let tag):
        let element = HTMLElement(tag.name)
        let place = (context.lineOffset + line, Int(cmark_node_get_start_column(node)))
        if element.breaksBlock {
          append(" ")  // a block tag inside a paragraph still separates words
        } else if !apply(tag, element, at: place) {
          context.note(.unshownHTML(tag: tag.name), cmarkLine: line)
        }
      case .endTag(let name): close(name)
      case .text, .comment: break
      }
    default:
      break  // custom inlines
    }
  }

  // MARK: Adding content (Markdown and HTML)

  /// Adds `text` in the current style plus `added`. A pending soft line break becomes a space
  /// first, in the style both sides share (so no code background, italic or underline bleeds
  /// onto it), and no space at all between two wide characters, where CJK text joins lines.
  mutating func append(_ literal: String, adding added: InlineStyle = [], isLinkText: Bool = true) {
    // A tab in a line is a space: one inside a code span, which the wrapper keeps whole rather
    // than splitting at its white space, reached the screen and plain text as a tab.
    let text = literal.escapingControlCharacters(keeping: .tabs).replacingAll("\t", with: " ")
    guard !text.isEmpty else { return }
    if var current = image {
      if softBreak != nil { current.block.alt += " " }
      softBreak = nil
      current.block.alt += text
      image = current
      return
    }
    let style = style.union(added)
    if let before = softBreak {
      softBreak = nil
      let wideBefore = runs.last?.text.last.map { DisplayWidth.of($0) == 2 } ?? false
      let wideAfter = text.first.map { DisplayWidth.of($0) == 2 } ?? false
      if !runs.isEmpty && !(wideBefore && wideAfter) {
        appendRun(
          " ",
          style: before.intersection(style).subtracting([.code, .url, .keyboard, .keepTogether]))
      }
    }
    if !hasOtherContent && WhiteSpace.hasContent(text) { hasOtherContent = true }
    if isLinkText && !links.isEmpty { links[links.count - 1].text += text }
    appendRun(text, style: style)
  }

  /// A hard line break.
  mutating func lineBreak() {
    softBreak = nil
    if image == nil { appendRun("\n", style: style) }
  }

  /// Adds an image: its alt text in brackets, dimmed and kept together on a line (unless it
  /// turns out to stand alone). An image whose alt text is empty adds nothing.
  mutating func append(_ image: ImageBlock) {
    if images.isEmpty { firstImageIsLinked = !links.isEmpty }
    images.append(image)
    if !image.alt.isEmpty {
      let hadContent = hasOtherContent
      append("[\(image.alt)]", adding: [.url, .keepTogether], isLinkText: false)
      hasOtherContent = hadContent
    }
  }

  /// Applies an inline HTML start tag found at file line and column `place`; returns `false`
  /// for an element that cannot be shown.
  mutating func apply(_ tag: HTMLTag, _ element: HTMLElement, at place: (line: Int, column: Int))
    -> Bool
  {
    switch element {
    case .styled(let added): openHTML(tag.name, style: added)
    case .link:
      openHTML(tag.name, style: tag.attribute("href") == nil ? [] : .link)
      if let href = tag.attribute("href") {
        htmlElements[htmlElements.count - 1].isLink = true
        openLink(HTMLEntities.decode([href])[0])
      }
    case .lineBreak: lineBreak()
    case .image:
      let values = HTMLEntities.decode([
        tag.attribute("alt") ?? "", tag.attribute("src") ?? "", tag.attribute("title") ?? "",
      ])
      var image = ImageBlock(
        alt: values[0].escapingControlCharacters(), source: values[1].escapingControlCharacters(),
        width: tag.attribute("width")?.escapingControlCharacters(),
        height: tag.attribute("height")?.escapingControlCharacters(),
        title: values[2].isEmpty ? nil : values[2].escapingControlCharacters(), line: place.line,
        column: place.column)
      // `alt=""` says the picture is decoration; no `alt` at all says nothing.
      if tag.attribute("alt") == nil { image.substituteMissingAlt() }
      append(image)
    case .tableCell: append(" ")
    case .plain: break
    case .unshown: return false
    case .heading, .block, .summary, .list, .listItem, .preformatted, .tableRow, .hidden: break
    }
    return true
  }

  /// Closes the innermost open HTML element named `name`, and any opened inside it.
  mutating func close(_ name: String) {
    guard openNames[name, default: 0] > 0 else { return }
    while let element = htmlElements.popLast() {
      openNames[element.name, default: 1] -= 1
      count(element.style, by: -1)
      if element.isLink { closeLink() }
      if element.name == name { break }
    }
  }

  private mutating func openHTML(_ name: String, style: InlineStyle) {
    htmlElements.append((name, style, false))
    openNames[name, default: 0] += 1
    count(style, by: 1)
  }

  /// Counts each bit of `style` as set by one more (or one fewer) open HTML element.
  private mutating func count(_ style: InlineStyle, by change: Int) {
    for bit in 0..<8 where style.contains(InlineStyle(rawValue: 1 << UInt8(bit))) {
      htmlStyleCounts[bit] += change
    }
  }

  private mutating func openLink(_ url: String) {
    links.append((url.escapingControlCharacters(), ""))
  }

  /// Ends a link: its URL follows its text, dimmed, unless the text already says it, the URL
  /// is only a fragment of this page (`#usage`), or the link holds only an image (and the white
  /// space around it in HTML: a badge's URL is never shown, with alt text or without).
  private mutating func closeLink() {
    guard let link = links.popLast() else { return }
    let url = link.url
    guard !url.isEmpty, !url.hasPrefix("#"), WhiteSpace.hasContent(link.text)
    else { return }
    let bare = ["mailto:", "https://", "http://"].first { url.hasPrefix($0) }.map {
      String(url.dropFirst($0.count))
    }
    guard link.text != url && link.text != bare else { return }
    let hadContent = hasOtherContent
    appendRun(" (\(url))", style: style.subtracting(.link).union(.url))
    hasOtherContent = hadContent
  }

  private mutating func beginImage(_ block: ImageBlock) {
    if var current = image {
      current.depth += 1  // an image inside an image's alt text adds only its words
      image = current
    } else {
      var block = block
      block.source = block.source.escapingControlCharacters()
      // A line break before the image separates it from what comes before; it is not its alt
      // text's (`[![a][x]][y]` on consecutive lines reads `[a] [b]`, not `[a][ b]`).
      image = (block, 1, softBreak)
      softBreak = nil
    }
  }

  private mutating func endImage() {
    guard var current = image else { return }
    current.depth -= 1
    guard current.depth == 0 else {
      image = current
      return
    }
    image = nil
    softBreak = current.softBreakBefore ?? softBreak
    // Markdown cannot mark a picture as decoration: `![](logo.png)` has simply no alt text.
    if !WhiteSpace.hasContent(current.block.alt) {
      current.block.substituteMissingAlt()
    }
    append(current.block)
  }

  private mutating func appendRun(_ text: String, style: InlineStyle) {
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(InlineRun(text, style: style))
    }
  }
}
