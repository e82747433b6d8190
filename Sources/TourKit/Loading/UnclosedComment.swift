/// An HTML comment that is opened and never closed: `<!-- ask: theme` without its `-->`.
///
/// CommonMark ends such an HTML block only where its container ends, so cmark-gfm takes
/// everything after it — up to the next `---`, or the end of its list item or quote — into the
/// comment, and nothing of it shows. A question would vanish with no word, so it is an error.
enum UnclosedComment {
  /// Whether `literal`, an HTML block's text, starts a comment and holds no `-->`: one pass over
  /// its bytes.
  static func isUnclosed(_ literal: String) -> Bool {
    let bytes = literal.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard bytes.starts(with: "<!--".utf8) else { return false }
    // cmark-gfm ends a comment block at the first line holding `-->`, its opening line
    // included (`<!-->` is closed).
    var dashes = 0
    for byte in bytes {
      if byte == UInt8(ascii: ">") && dashes >= 2 { return false }
      dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
    }
    return true
  }

  /// How many lines below its start `literal`, an HTML block's text that starts a comment,
  /// opens another comment before closing its own: `<!-- ask: theme` whose `-->` was
  /// forgotten, closed by the `-->` of the next line's `<!-- value: dark -->`. `nil` when it
  /// does not (or is no comment). One pass over its bytes.
  static func lineOfCommentOpenedInside(_ literal: String) -> Int? {
    let bytes = literal.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard bytes.starts(with: "<!--".utf8) else { return nil }
    let opener = (UInt8(ascii: "<"), UInt8(ascii: "!"), UInt8(ascii: "-"))
    var dashes = 0
    var lines = 0
    var lastThree: (UInt8, UInt8, UInt8) = (0, 0, 0)
    for byte in bytes.dropFirst(4) {
      if byte == UInt8(ascii: ">") && dashes >= 2 { return nil }
      if byte == UInt8(ascii: "-") && lastThree == opener { return lines }
      dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
      if byte == UInt8(ascii: "\n") { lines += 1 }
      lastThree = (lastThree.1, lastThree.2, byte)
    }
    return nil
  }

  /// The error for a comment at `line`:`column` of `path` that another comment, opened on
  /// `nextLine`, closes.
  static func runOnError(path: String, line: Int, column: Int, nextLine: Int) -> TourFileError {
    TourFileError(
      path: path, line: line, column: column,
      message: "this comment is not closed (-->) before the one on line \(nextLine) opens: "
        + "what is between them is hidden")
  }

  /// The error for an unclosed comment at `line`:`column` of `path`; `isAtTop` when it stands
  /// at the top level of its page rather than in a list or quote.
  static func error(path: String, line: Int, column: Int, isAtTop: Bool) -> TourFileError {
    TourFileError(
      path: path, line: line, column: column,
      message: "this comment is never closed (-->): the rest of the "
        + (isAtTop ? "page" : "list or quote it is in") + " is hidden")
  }
}
