internal import CCmark

/// Flattens cmark's inline nodes (text, emphasis, code, links …) into styled runs.
struct InlineCollector {
  private var runs: [InlineRun] = []
  private var pendingSoftBreak = false

  /// The runs under a block node.
  static func collect(_ node: OpaquePointer) -> [InlineRun] {
    var collector = InlineCollector()
    collector.visitChildren(of: node, style: [])
    return collector.runs
  }

  private mutating func visitChildren(of node: OpaquePointer, style: InlineStyle) {
    var child = cmark_node_first_child(node)
    while let current = child {
      visit(current, style: style)
      child = cmark_node_next(current)
    }
  }

  private mutating func visit(_ node: OpaquePointer, style: InlineStyle) {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT:
      append(MarkdownPageReader.string(cmark_node_get_literal(node)), style: style)
    case CMARK_NODE_CODE:
      append(MarkdownPageReader.string(cmark_node_get_literal(node)), style: style.union(.code))
    case CMARK_NODE_SOFTBREAK:
      pendingSoftBreak = true
    case CMARK_NODE_LINEBREAK:
      pendingSoftBreak = false
      append("\n", style: style)
    case CMARK_NODE_EMPH:
      visitChildren(of: node, style: style.union(.emphasis))
    case CMARK_NODE_STRONG:
      visitChildren(of: node, style: style.union(.strong))
    case CMARK_NODE_LINK:
      let start = runs.count
      visitChildren(of: node, style: style.union(.link))
      let text = Array(runs[start...]).plainText
      let url = MarkdownPageReader.string(cmark_node_get_url(node))
      let bare = url.hasPrefix("mailto:") ? String(url.dropFirst(7)) : url
      if !url.isEmpty && text != url && text != bare { append(" (\(url))", style: .url) }
    case CMARK_NODE_IMAGE:
      var alt = InlineCollector()
      alt.visitChildren(of: node, style: [])
      append("[\(alt.runs.plainText)]", style: .url)
    default:
      break  // inline HTML and custom inlines: a terminal cannot show them
    }
  }

  /// Adds text, turning a pending soft line break into a space — except between two wide
  /// characters, where CJK text joins lines without one.
  private mutating func append(_ text: String, style: InlineStyle) {
    if pendingSoftBreak {
      pendingSoftBreak = false
      let before = runs.last?.text.last.map { DisplayWidth.of($0) == 2 } ?? false
      let after = text.first.map { DisplayWidth.of($0) == 2 } ?? false
      if !(before && after) { appendRun(" ", style: style.subtracting(.link)) }
    }
    appendRun(text, style: style)
  }

  private mutating func appendRun(_ text: String, style: InlineStyle) {
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(InlineRun(text, style: style))
    }
  }
}
