/// Turns an HTML block (what cmark-gfm leaves as raw HTML: `<p align="center">…</p>`,
/// `<h1>…</h1>`, `<details>`) into the blocks it stands for: headings, paragraphs, a summary in
/// bold, lists, code, and images that stand alone (an `<img>` alone in its element or before a
/// `<br>`). Inline tags style their text as in Markdown; comments are ignored; tags that cannot
/// be shown keep their text and are noted for `tour --check`.
struct HTMLBlockReader {
  private enum Kind {
    case paragraph, summary, listItem
    case heading(Int)
  }

  private var blocks: [Block] = []
  /// Images among text, which show as `[alt]` (``Page/inlineImages``).
  private var inlineImages: [ImageBlock] = []
  private var collector = InlineCollector()
  private var kind = Kind.paragraph
  private var list: ListBlock?
  /// Inside `<pre>`: the text so far.
  private var preformatted: String?
  /// Inside `<script>`, `<style>` …: the element whose end shows text again.
  private var hiddenUntil: String?

  /// The blocks `html` shows; `cmarkLine` and `cmarkColumn` are where it starts, for notes
  /// and for where its images are.
  static func blocks(
    in html: String, cmarkLine: Int, cmarkColumn: Int, context: inout ReadingContext
  ) -> [Block] {
    var tokenizer = HTMLTokenizer(html)
    var tokens: [(token: HTMLToken, line: Int, column: Int)] = []
    while let token = tokenizer.next() {
      let firstLine = tokenizer.lineOffset == 0
      tokens.append(
        (
          token, cmarkLine + tokenizer.lineOffset,
          tokenizer.columnOffset + (firstLine ? cmarkColumn : 1)
        ))
    }
    var texts = tokens.compactMap { entry -> String? in
      if case .text(let text) = entry.token { return text }
      return nil
    }
    texts = HTMLEntities.decode(texts).reversed()
    var reader = HTMLBlockReader()
    for (token, line, column) in tokens {
      switch token {
      case .text: reader.add(text: texts.removeLast())
      case .startTag(let tag):
        if !reader.start(tag, at: (context.lineOffset + line, column)) {
          context.note(.unshownHTML(tag: tag.name), cmarkLine: line)
        }
      case .endTag(let name): reader.end(name)
      case .comment: break
      }
    }
    reader.finish()
    context.inlineImages += reader.inlineImages
    return reader.blocks
  }

  private mutating func add(text: String) {
    guard hiddenUntil == nil else { return }
    if preformatted != nil {
      preformatted? += text
    } else {
      collector.append(String(text.map { $0 == "\n" ? " " : $0 }))
    }
  }

  /// Applies a start tag found at file line and column `place`; returns `false` if the element
  /// cannot be shown.
  private mutating func start(_ tag: HTMLTag, at place: (line: Int, column: Int)) -> Bool {
    guard hiddenUntil == nil else { return true }
    let element = HTMLElement(tag.name)
    if preformatted != nil {
      if element == .lineBreak { preformatted? += "\n" }
      return true
    }
    switch element {
    case .heading(let level):
      flush()
      kind = .heading(level)
    case .summary:
      flush()
      kind = .summary
    case .block, .tableRow:
      flush()
    case .list(let ordered):
      flush()
      if list == nil { list = ListBlock(ordered: ordered, items: []) }
    case .listItem:
      flush()
      kind = .listItem
    case .preformatted:
      flush()
      preformatted = ""
    case .hidden:
      hiddenUntil = tag.name
    case .lineBreak where collector.soleImage != nil:
      flush()  // an image on a line of its own is an image block
    default:
      return collector.apply(tag, element, at: place)
    }
    return true
  }

  private mutating func end(_ name: String) {
    if let hidden = hiddenUntil {
      if name == hidden { hiddenUntil = nil }
      return
    }
    if let text = preformatted {
      guard name == "pre" else { return }
      blocks.append(.code(language: "", text: Self.codeText(text)))
      preformatted = nil
      return
    }
    switch HTMLElement(name) {
    case .heading, .summary, .listItem:
      flush()
      kind = .paragraph
    case .block, .tableRow:
      flush()
    case .list:
      flush()
      if let list, !list.items.isEmpty { blocks.append(.list(list)) }
      list = nil
    default:
      collector.close(name)
    }
  }

  private mutating func finish() {
    if let text = preformatted { blocks.append(.code(language: "", text: Self.codeText(text))) }
    flush()
    if let list, !list.items.isEmpty { blocks.append(.list(list)) }
  }

  /// Ends the text gathered so far as a block of the current kind.
  private mutating func flush() {
    let content = collector
    collector = InlineCollector()
    if let image = content.soleImage {
      blocks.append(.image(image))
      return
    }
    inlineImages += content.images
    guard !content.isEmpty else { return }
    var runs = content.runs
    while let last = runs.last, last.text.allSatisfy({ $0 == "\n" || $0 == " " }) {
      runs.removeLast()
    }
    // Images without alt text and the white space around them (a row of such badges): nothing.
    guard !runs.isEmpty else { return }
    switch kind {
    case .heading(let level): blocks.append(.heading(level: level, runs))
    case .summary:
      blocks.append(.paragraph(runs.map { InlineRun($0.text, style: $0.style.union(.strong)) }))
    case .listItem where list != nil:
      list?.items.append(ListItem([.paragraph(runs)]))
    case .listItem: blocks.append(.paragraph([InlineRun("- ")] + runs))
    case .paragraph: blocks.append(.paragraph(runs))
    }
  }

  /// The text of a `<pre>`: control characters escaped, the line break after `<pre>` dropped
  /// (as HTML does).
  private static func codeText(_ text: String) -> String {
    var text = text[...]
    if text.first == "\n" { text = text.dropFirst() }
    return String(text).escapingControlCharacters(keeping: .lineBreaksAndTabs)
  }
}
