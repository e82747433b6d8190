internal import CCmarkGFM

/// Turns the text between two `---` separators into pages, through libcmark-gfm.
///
/// Top-level thematic breaks (`***`, `___`) split pages further; an HTML comment at the top of a
/// page holds its settings. Markdown past ``TourFileLimits/pageMarkdownBytes`` is not parsed: it
/// is shown as plain text.
struct MarkdownPageReader {
  /// The file's name, for errors.
  let path: String
  /// The file line (1-based) the text starts on, so cmark's lines map back to the file's.
  let firstLine: Int
  /// The number the first page read here gets, for messages.
  let pageNumber: Int
  /// Where errors the rest of the text can be read past go: thrown, or kept while reading goes
  /// on.
  let errors: LoadingErrors
  /// The settings of a page whose comment does not say otherwise: the tour's (`align:` in the
  /// front matter).
  var defaults = PageSettings()
  /// Where pages start besides thematic breaks, which are then rules on the page: at the top
  /// level's headings of this level or a higher one, and at settings comments.
  var split: PageSplit?

  /// The pages in `text`: one, or more where top-level thematic breaks split it. `budget` is
  /// how many nodes the tour's parser may still make; this part's are taken from it (it may go
  /// below zero: one part is never cut for the tour's sake, only for its own length).
  func pages(from text: ArraySlice<UInt8>, budget: inout Int) throws(TourFileError) -> [Page] {
    guard !text.isBlank else {
      try errors.report(emptyPage(line: firstLine))
      return []
    }
    let end = cut(text, at: TourFileLimits.pageMarkdownBytes)
    let markdown = text[..<end]
    let rest = text[end...]
    let restLine = firstLine + markdown.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    guard !markdown.isBlank else { return [plainPage(rest, note: .pageTooLong, line: restLine)] }
    var (pages, nodes) = try read(markdown, continues: !rest.isBlank)
    budget -= nodes
    if !rest.isBlank {
      pages[pages.count - 1].blocks.append(plainText(rest))
      pages[pages.count - 1].notes.append(PageNote(line: restLine, kind: .pageTooLong))
    }
    return pages
  }

  /// Where to stop parsing `text` to parse at most `limit` bytes: after the last line break
  /// before the limit. (Never inside a line: half a line can be other Markdown — half a line
  /// of `- - - x` is a thematic break.)
  private func cut(_ text: ArraySlice<UInt8>, at limit: Int) -> Int {
    guard text.count > limit else { return text.endIndex }
    return text[..<(text.startIndex + limit)].lastIndex(of: 0x0A).map { $0 + 1 } ?? text.startIndex
  }

  /// A page of text the parser does not read, with a note saying why.
  func plainPage(_ text: ArraySlice<UInt8>, note: PageNote.Kind, line: Int) -> Page {
    var page = Page(blocks: [plainText(text)], settings: defaults)
    page.notes = [PageNote(line: line, kind: note)]
    page.line = firstLine
    return page
  }

  /// Text shown as it is written, line breaks kept: what is past the parser's limits. Past
  /// ``TourFileLimits/plainTextBytes``, a dimmed line says how much more there is.
  private func plainText(_ text: ArraySlice<UInt8>) -> Block {
    var text = text
    while text.first == 0x0A { text = text.dropFirst() }
    while text.last == 0x0A { text = text.dropLast() }
    var end = text.endIndex
    if text.count > TourFileLimits.plainTextBytes {
      end = text.startIndex + TourFileLimits.plainTextBytes
      while end > text.startIndex && text[end] & 0xC0 == 0x80 { end -= 1 }  // a whole character
    }
    let string = String(decoding: text[..<end], as: UTF8.self)
    var runs = [InlineRun(string.escapingControlCharacters(keeping: .lineBreaksAndTabs))]
    if end < text.endIndex {
      let more = text.endIndex - end
      let size = more >= 1 << 20 ? "\(more >> 20) MB" : "\(max(1, more >> 10)) KB"
      runs.append(InlineRun("\n[\(size) more not shown]", style: .url))
    }
    return .paragraph(runs)
  }

  /// The pages of `markdown`, and how many nodes the parser made for them; when it
  /// `continues` as plain text, its last page may be empty (the text after its last thematic
  /// break is past the limit).
  private func read(_ markdown: ArraySlice<UInt8>, continues: Bool) throws(TourFileError)
    -> (pages: [Page], nodes: Int)
  {
    let tableCells = TableGuard.tableCells(in: markdown)
    let tables = tableCells != nil
    guard let document = GFMParser.parse(markdown, tables: tables) else {
      throw TourFileError(
        path: path, line: firstLine, column: 1, message: "the Markdown parser failed")
    }
    defer { cmark_node_free(document) }
    var reader = DocumentReader(page: self)
    if !tables { reader.context.note(.tablesAsText, cmarkLine: 1) }
    let pages = try reader.read(document, lastPageMayBeEmpty: continues)
    return (pages, reader.context.nodes + TourFileLimits.work(tableCells: tableCells ?? 0))
  }

  fileprivate func emptyPage(line: Int, offset: Int = 0) -> TourFileError {
    TourFileError(
      path: path, line: line, column: 1,
      message: "page \(pageNumber + offset) is empty (two page breaks in a row?)")
  }
}

/// Walks one cmark-gfm document with cmark's iterator — no recursion, whatever the nesting —
/// and builds its pages.
private struct DocumentReader {
  let page: MarkdownPageReader
  var context: ReadingContext
  private var nesting = BlockNesting()
  private var pages: [Page] = []
  private var pageFootnotes: [[Int]] = []
  private var definitions: [[Block]] = []
  private var settings: PageSettings
  private var pageLine: Int
  /// An `ask` comment waiting for the list that makes its options.
  private var pendingAsk: AskComment?
  /// Whether the text read was cut at ``TourFileLimits/pageMarkdownBytes``: a comment open at
  /// its end may be closed in the rest, which is shown as plain text.
  private var isCut = false

  init(page: MarkdownPageReader) {
    self.page = page
    settings = page.defaults
    context = ReadingContext(firstLine: page.firstLine)
    pageLine = page.firstLine
  }

  mutating func read(_ document: OpaquePointer, lastPageMayBeEmpty: Bool) throws(TourFileError)
    -> [Page]
  {
    isCut = lastPageMayBeEmpty
    let iterator = cmark_iter_new(document)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      guard event != CMARK_EVENT_DONE, let node = cmark_iter_get_node(iterator) else { break }
      let type = cmark_node_get_type(node)
      if event == CMARK_EVENT_ENTER { context.nodes += 1 }
      if event == CMARK_EVENT_EXIT {
        switch type {
        case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM: _ = nesting.close()
        case CMARK_NODE_FOOTNOTE_DEFINITION: definitions.append(nesting.close() ?? [])
        default: break
        }
        continue
      }
      let line = Int(cmark_node_get_start_line(node))
      if let ask = pendingAsk, nesting.isAtTop, type != CMARK_NODE_DOCUMENT {
        pendingAsk = nil
        // Refused, the node is read as any other: a list shows as one, and the page is checked on.
        if type != CMARK_NODE_LIST {
          try page.errors.report(nothingToAsk(ask))
          page.errors.noteRefused(key: Substring(ask.key), line: ask.line)
        } else {
          if let question = try QuestionReader(path: page.path).question(
            ask, list: node, context: &context, errors: page.errors)
          {
            nesting.append(.question(question))
            cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
            continue
          }
          page.errors.noteRefused(key: Substring(ask.key), line: ask.line)
        }
      }
      switch type {
      case CMARK_NODE_THEMATIC_BREAK where nesting.isAtTop && page.split != nil:
        nesting.append(.rule)
      case CMARK_NODE_THEMATIC_BREAK where nesting.isAtTop:
        try finishPage(nextLine: context.lineOffset + line + 1)
      case CMARK_NODE_BLOCK_QUOTE:
        // GitHub's alerts are top-level quotes only.
        nesting.openQuote(line: line, alert: nesting.isAtTop ? AlertMarker.take(from: node) : nil)
      case CMARK_NODE_LIST:
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        nesting.openList(
          ordered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
          isTight: cmark_node_get_list_tight(node) != 0, line: line)
      case CMARK_NODE_ITEM:
        // Only task items carry an extension (cmark-gfm's `tasklist`).
        let isTask = cmark_node_get_syntax_extension(node) != nil
        nesting.openItem(
          checkbox: !isTask
            ? nil : cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
      case CMARK_NODE_FOOTNOTE_DEFINITION:
        nesting.openFootnote()
      case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
        if type == CMARK_NODE_HEADING, let split = page.split, nesting.isAtTop, !nesting.isEmpty,
          cmark_node_get_heading_level(node) <= split.level
        {
          try finishPage(nextLine: context.lineOffset + line)
        }
        let content = InlineCollector.collect(node, context: &context)
        cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
        if let image = content.soleImage {
          nesting.append(.image(image))
          continue
        }
        context.inlineImages += content.images
        if type == CMARK_NODE_HEADING {
          nesting.append(.heading(level: Int(cmark_node_get_heading_level(node)), content.runs))
        } else if !content.runs.isEmpty {
          nesting.append(.paragraph(content.runs))
        }
      case CMARK_NODE_CODE_BLOCK:
        let info = GFMParser.string(cmark_node_get_fence_info(node))
        let text = GFMParser.string(cmark_node_get_literal(node))
        // A fenced block's code starts on the line after its fence.
        var (length, offset, character): (Int32, Int32, CChar) = (0, 0, 0)
        let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        nesting.append(
          .code(
            language: String(info.prefix { !$0.isWhitespace }).escapingControlCharacters(),
            text: text.escapingControlCharacters(keeping: .lineBreaksAndTabs),
            line: context.lineOffset + line + (fenced ? 1 : 0)))
      case CMARK_NODE_HTML_BLOCK:
        try html(WrittenComment(node: node, lineOffset: context.lineOffset), cmarkLine: line)
      case tour_cmark_node_table():
        nesting.append(.table(table(node)))
        cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
      default:
        break  // the document, thematic breaks inside containers, custom blocks
      }
    }
    try finishPage(nextLine: 0, mayBeEmpty: lastPageMayBeEmpty)
    for (index, footnotes) in pageFootnotes.enumerated() where !footnotes.isEmpty {
      pages[index].blocks.append(
        .footnotes(
          footnotes.enumerated().map { number, definition in
            Footnote(
              number: number + 1,
              blocks: definition < definitions.count ? definitions[definition] : [])
          }))
    }
    return pages
  }

  /// A settings comment (at the top of a page: its settings; elsewhere: noted), an ordinary
  /// comment, or HTML to show, read from `comment` (an HTML block at cmark's `cmarkLine`). A
  /// comment in error is reported and left out, so that the rest of the page is read.
  private mutating func html(_ comment: WrittenComment, cmarkLine line: Int) throws(TourFileError) {
    do {
      try readHTML(comment, cmarkLine: line)
    } catch {
      try page.errors.report(error)
      // A question or step whose key could be read is refused, not unwritten.
      for word in ["ask", "step"] {
        if let keyed = try? KeyedComment(comment, word: word, example: "", path: page.path),
          keyed.keyMistake == nil
        {
          page.errors.noteRefused(key: keyed.key, line: comment.start.line)
        }
      }
    }
  }

  /// ``html(_:cmarkLine:)``, throwing for a comment in error.
  private mutating func readHTML(_ comment: WrittenComment, cmarkLine line: Int)
    throws(TourFileError)
  {
    let literal = comment.html
    let start = comment.start
    // At the top level it runs to the end of the text read, which may be cut short.
    if UnclosedComment.isUnclosed(literal) && !(isCut && nesting.isAtTop) {
      throw UnclosedComment.error(
        path: page.path, line: start.line, column: start.column, isAtTop: nesting.isAtTop)
    }
    if let next = UnclosedComment.lineOfCommentOpenedInside(literal) {
      throw UnclosedComment.runOnError(
        path: page.path, line: start.line, column: start.column, nextLine: comment.line + next)
    }
    if let body = comment.body, let mistake = CommentWord.mistake(in: body) {
      let place = comment.place(of: body.startIndex)
      throw TourFileError(path: page.path, line: place.line, column: place.column, message: mistake)
    }
    if let ask = try AskComment.parse(comment, path: page.path) {
      guard nesting.isAtTop else {
        throw TourFileError(
          path: page.path, line: start.line, column: start.column,
          message: "`ask: \(ask.key)` must stand at the top level of a page, not in a list or quote"
        )
      }
      if ask.isText {
        nesting.append(.question(QuestionReader(path: page.path).textField(ask)))
      } else {
        pendingAsk = ask
      }
      return
    }
    if let step = try StepComment.parse(comment, path: page.path) {
      guard nesting.isAtTop else {
        throw TourFileError(
          path: page.path, line: start.line, column: start.column,
          message:
            "`step: \(step.key)` must stand at the top level of a page, not in a list or quote"
        )
      }
      nesting.append(.question(step))
      return
    }
    if nesting.isAtTop {
      if nesting.isEmpty {
        if let parsed = try PageComment.settings(
          in: comment, path: page.path, defaults: page.defaults)
        {
          settings = parsed
          return
        }
      } else if (try? PageComment.settings(in: comment, path: page.path)) != nil {
        guard page.split != nil else {
          context.note(.ignoredSettings, cmarkLine: line)
          return
        }
        // Cut at headings, a page's settings stand above its heading: they start it.
        try finishPage(nextLine: comment.line)
        settings =
          try PageComment.settings(in: comment, path: page.path, defaults: page.defaults)
          ?? settings
        return
      }
    }
    for block in HTMLBlockReader.blocks(
      in: literal, cmarkLine: line, cmarkColumn: start.column, context: &context)
    {
      nesting.append(block)
    }
  }

  private mutating func table(_ node: OpaquePointer) -> TableBlock {
    let columns = Int(cmark_gfm_extensions_get_table_columns(node))
    let codes = cmark_gfm_extensions_get_table_alignments(node)
    let alignments = (0..<columns).map { column -> TableBlock.Alignment in
      switch codes?[column] {
      case UInt8(ascii: "l"): return .left
      case UInt8(ascii: "c"): return .center
      case UInt8(ascii: "r"): return .right
      default: return .none
      }
    }
    var rows: [[[InlineRun]]] = []
    var row = cmark_node_first_child(node)
    while let currentRow = row {
      var cells: [[InlineRun]] = []
      var cell = cmark_node_first_child(currentRow)
      while let currentCell = cell {
        let content = InlineCollector.collect(currentCell, context: &context)
        cells.append(content.runs)
        context.inlineImages += content.images
        cell = cmark_node_next(currentCell)
      }
      rows.append(cells)
      row = cmark_node_next(currentRow)
    }
    var table = TableBlock(
      alignments: alignments, header: rows.first ?? [], rows: Array(rows.dropFirst()))
    table.line = context.lineOffset + Int(cmark_node_get_start_line(node))
    table.column = Int(cmark_node_get_start_column(node))
    return table
  }

  /// The error for an `ask` comment that no list follows.
  private func nothingToAsk(_ ask: AskComment) -> TourFileError {
    TourFileError(
      path: page.path, line: ask.line, column: ask.column,
      message: "`ask: \(ask.key)` has nothing to ask: put a list of ( ) or [ ] items on the "
        + "next line, or add `text` for a text field")
  }

  /// Ends the page read so far; one that is empty (unless it `mayBeEmpty`) is an error, and
  /// made no page when reading goes on.
  private mutating func finishPage(nextLine: Int, mayBeEmpty: Bool = false) throws(TourFileError) {
    if let ask = pendingAsk {
      pendingAsk = nil
      try page.errors.report(nothingToAsk(ask))
      page.errors.noteRefused(key: Substring(ask.key), line: ask.line)
    }
    if let line = nesting.firstFlattenedLine { context.note(.nestingFlattened, cmarkLine: line) }
    let blocks = nesting.takeBlocks()
    guard !blocks.isEmpty || mayBeEmpty else {
      try page.errors.report(page.emptyPage(line: pageLine, offset: pages.count))
      _ = context.finishPage()
      settings = page.defaults
      pageLine = nextLine
      return
    }
    var finished = Page(blocks: blocks, settings: settings)
    let (notes, footnotes, images) = context.finishPage()
    finished.notes = notes.sorted { $0.line < $1.line }
    finished.line = pageLine
    finished.inlineImages = images
    pages.append(finished)
    pageFootnotes.append(footnotes)
    settings = page.defaults
    pageLine = nextLine
  }
}
