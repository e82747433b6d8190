internal import CCmark

/// Turns the CommonMark text between two `---` separators into pages, through libcmark.
///
/// Top-level thematic breaks (`***`, `___`) split pages further; an HTML comment at the top of a
/// page holds its settings; other raw HTML is dropped (a terminal cannot show it).
struct MarkdownPageReader {
  /// The file's name, for errors.
  let path: String
  /// The file line (1-based) the text starts on, so cmark's lines map back to the file's.
  let firstLine: Int
  /// The number the first page read here gets, for messages.
  let pageNumber: Int

  /// The pages in `text`: one, or more where top-level thematic breaks split it.
  func pages(from text: String) throws(TourFileError) -> [Page] {
    let length = text.utf8.count
    guard let document = text.withCString({ cmark_parse_document($0, length, CMARK_OPT_DEFAULT) })
    else {
      throw TourFileError(
        path: path, line: firstLine, column: 1, message: "the Markdown parser failed")
    }
    defer { cmark_node_free(document) }

    var pages: [Page] = []
    var blocks: [Block] = []
    var settings = PageSettings()
    var misplacedSettingsLines: [Int] = []
    var pageLine = firstLine
    func finishPage(at line: Int) throws(TourFileError) {
      guard !blocks.isEmpty else {
        throw TourFileError(
          path: path, line: pageLine, column: 1,
          message: "page \(pageNumber + pages.count) is empty (two page breaks in a row?)")
      }
      var page = Page(blocks: blocks, settings: settings)
      page.ignoredSettingsLines = misplacedSettingsLines
      pages.append(page)
      blocks = []
      settings = PageSettings()
      misplacedSettingsLines = []
      pageLine = line
    }

    var node = cmark_node_first_child(document)
    while let current = node {
      node = cmark_node_next(current)
      let line = firstLine + Int(cmark_node_get_start_line(current)) - 1
      switch cmark_node_get_type(current) {
      case CMARK_NODE_THEMATIC_BREAK:
        try finishPage(at: line + 1)
      case CMARK_NODE_HTML_BLOCK where blocks.isEmpty:
        let literal = String(cString: cmark_node_get_literal(current))
        if let parsed = try PageComment.settings(in: literal, path: path, line: line) {
          settings = parsed
        }
      case CMARK_NODE_HTML_BLOCK:
        // Settings below the top of a page do nothing; `--check` says so.
        let literal = String(cString: cmark_node_get_literal(current))
        if (try? PageComment.settings(in: literal, path: path, line: line)) != nil {
          misplacedSettingsLines.append(line)
        }
      default:
        if let block = Self.block(from: current) { blocks.append(block) }
      }
    }
    if !blocks.isEmpty || pages.isEmpty { try finishPage(at: 0) }
    return pages
  }

  /// The block for one cmark block node, or `nil` for what a terminal does not show.
  static func block(from node: OpaquePointer) -> Block? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_PARAGRAPH:
      let child = cmark_node_first_child(node)
      if let image = child, cmark_node_next(image) == nil,
        cmark_node_get_type(image) == CMARK_NODE_IMAGE
      {
        return .image(
          alt: InlineCollector.collect(image).plainText, url: string(cmark_node_get_url(image)))
      }
      return .paragraph(InlineCollector.collect(node))
    case CMARK_NODE_HEADING:
      return .heading(level: Int(cmark_node_get_heading_level(node)), InlineCollector.collect(node))
    case CMARK_NODE_CODE_BLOCK:
      return .code(
        language: string(cmark_node_get_fence_info(node)),
        text: string(cmark_node_get_literal(node)))
    case CMARK_NODE_BLOCK_QUOTE:
      return .quote(children(of: node))
    case CMARK_NODE_LIST:
      var items: [[Block]] = []
      var item = cmark_node_first_child(node)
      while let current = item {
        items.append(children(of: current))
        item = cmark_node_next(current)
      }
      let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
      return .list(
        ListBlock(
          ordered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
          isTight: cmark_node_get_list_tight(node) != 0, items: items))
    default:
      return nil  // HTML, thematic breaks inside quotes and lists, custom blocks
    }
  }

  private static func children(of node: OpaquePointer) -> [Block] {
    var blocks: [Block] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      if let block = block(from: current) { blocks.append(block) }
      child = cmark_node_next(current)
    }
    return blocks
  }

  static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
