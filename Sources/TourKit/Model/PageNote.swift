/// Something a page shows differently from what its file says, found while reading it, with the
/// file line it starts on: `tour --check` reports each one.
struct PageNote: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based file line.
  package var line: Int
  /// What happened.
  var kind: Kind

  /// Creates a note.
  init(line: Int, kind: Kind) {
    self.line = line
    self.kind = kind
  }

  /// The kinds of notes.
  enum Kind: Equatable, Sendable {
    /// A settings comment below the top of the page, which is ignored.
    case ignoredSettings
    /// Lists, quotes or footnotes nested deeper than ``TourFileLimits/nestingDepth``: the
    /// deeper content is shown at that depth, its markers as text.
    case nestingFlattened
    /// An HTML tag the terminal cannot show (its text, if any, is shown).
    case unshownHTML(tag: String)
    /// The page's Markdown is longer than ``TourFileLimits/pageMarkdownBytes``: from this line
    /// on it is shown as plain text.
    case pageTooLong
    /// The tour's Markdown takes more parsing than ``TourFileLimits/tourMarkdownWork``: from
    /// this line on the tour is shown as plain text.
    case tourTooLong
    /// The page's tables could make more cells than ``TourFileLimits/tableCells`` (or a row
    /// more than ``TourFileLimits/tableRowPipes`` `|`): its tables are shown as text.
    case tablesAsText
    /// A fenced code block never closed, opened on the note's line: the `---` lines after it,
    /// `count` of them, are shown as its code, not as the pages they would start.
    case unclosedFence(separators: Int)
  }

  /// What `tour --check` says after `FILE:LINE:COL: `, the line being ``line``.
  package var description: String {
    switch kind {
    case .ignoredSettings:
      return "this settings comment is ignored: settings go at the top of a page"
    case .nestingFlattened:
      return "lists and quotes nest more than \(TourFileLimits.nestingDepth) deep: "
        + "the deeper ones are shown flattened"
    case .unshownHTML(let tag):
      return "HTML <\(tag)> cannot be shown in a terminal (its text is shown)"
    case .pageTooLong:
      return "the page is longer than \(TourFileLimits.pageMarkdownBytes / 1024) KB "
        + "of Markdown: from here on it is shown as plain text"
    case .tourTooLong:
      return "the tour has more Markdown than tour reads "
        + "(about a million elements): from here on it is shown as plain text"
    case .unclosedFence(let count):
      return "this code block is never closed: the \(count) `---` line\(count == 1 ? "" : "s") "
        + "after it \(count == 1 ? "is" : "are") shown as code, not as pages"
    case .tablesAsText:
      return "the page's tables would have more than \(TourFileLimits.tableCells) "
        + "cells or a row more than \(TourFileLimits.tableRowPipes) columns: they are shown as text"
    }
  }
}
