internal import CCmarkGFM

/// HTML as cmark-gfm read it (an HTML block, or an inline comment in a paragraph) with where
/// its text starts in the file: the one place the comment readers (``AskComment``,
/// ``PageComment``, option values, ``CommentWord``'s mistakes) count a word's line and column
/// from, so that they agree however the comment is indented.
struct WrittenComment {
  /// The HTML, as cmark-gfm keeps it: an HTML block's with the spaces before it.
  let html: String
  /// The 1-based file line `html` starts on.
  let line: Int
  /// The 1-based column of `html`'s first character (a space, for an indented block).
  let column: Int
  /// Whether cmark-gfm gave the node a place (it does not give every inline node one).
  let isPlaced: Bool

  /// `html` written from `line`:`column` of the file.
  init(_ html: String, line: Int, column: Int) {
    self.html = html
    self.line = line
    self.column = column
    isPlaced = true
  }

  /// The HTML of `node`, an HTML block or inline node of a part whose lines are
  /// `lineOffset` below the file's.
  init(node: OpaquePointer, lineOffset: Int) {
    html = GFMParser.string(cmark_node_get_literal(node))
    let cmarkLine = Int(cmark_node_get_start_line(node))
    isPlaced = cmarkLine > 0
    line = lineOffset + max(1, cmarkLine)
    // cmark's column is where the text starts, after an HTML block's indentation, which its
    // literal keeps: counting from that column put every word of `  <!-- ask: Bad -->` two
    // columns right. (An inline node's literal has no spaces before it.)
    column = max(1, Int(cmark_node_get_start_column(node)) - html.prefix { $0 == " " }.count)
  }

  /// The body of the comment (``CommentWord/body(of:)``), or `nil` when `html` is not one
  /// whole comment.
  var body: Substring? { CommentWord.body(of: html) }

  /// Where its first character that is not a space is: the `<` of `<!--`.
  var start: (line: Int, column: Int) {
    place(of: html.firstIndex { $0 != " " } ?? html.startIndex)
  }

  /// The line and column in the file of `index`, an index into ``html``.
  func place(of index: String.Index) -> (line: Int, column: Int) {
    let before = html[..<index]
    guard let lastBreak = before.lastIndex(of: "\n") else {
      return (line, column + before.count)
    }
    return (
      line + before.count(where: { $0 == "\n" }),
      html[html.index(after: lastBreak)..<index].count + 1
    )
  }
}
