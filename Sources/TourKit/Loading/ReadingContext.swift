/// What reading one part of a tour file (the text between two `---`) gathers besides blocks:
/// notes for `tour --check`, and footnote numbers.
struct ReadingContext {
  /// Added to cmark's line numbers, which count from the part's first line, to get file lines.
  let lineOffset: Int
  /// How many nodes cmark-gfm made for the part so far (its time goes with them), charged to
  /// ``TourFileLimits/tourMarkdownWork``.
  var nodes = 0
  /// The current page's notes.
  private(set) var notes: [PageNote] = []
  /// Footnote labels (normalised) in the order of their first reference in the whole part:
  /// cmark-gfm puts the definitions at the end of the document in this order.
  private var definitionIndex: [String: Int] = [:]
  /// The current page's footnotes: the number shown for each definition, counted from 1.
  private var pageNumbers: [Int: Int] = [:]
  /// The current page's footnotes as definition indices, in the order of their numbers.
  private(set) var pageFootnotes: [Int] = []
  /// The current page's images among text and in table cells (``Page/inlineImages``).
  var inlineImages: [ImageBlock] = []

  init(firstLine: Int) {
    lineOffset = firstLine - 1
  }

  /// Notes `kind` at cmark's line `cmarkLine`.
  mutating func note(_ kind: PageNote.Kind, cmarkLine: Int) {
    notes.append(PageNote(line: lineOffset + max(1, cmarkLine), kind: kind))
  }

  /// The number a reference to footnote `label` shows on the current page.
  mutating func footnoteNumber(for label: String) -> Int {
    let key = label.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let index = definitionIndex[key] ?? definitionIndex.count
    definitionIndex[key] = index
    if let number = pageNumbers[index] { return number }
    pageFootnotes.append(index)
    pageNumbers[index] = pageFootnotes.count
    return pageFootnotes.count
  }

  /// Ends the current page: its notes, footnotes and inline images are taken, the next page
  /// starts afresh.
  mutating func finishPage() -> (notes: [PageNote], footnotes: [Int], images: [ImageBlock]) {
    defer {
      notes = []
      pageNumbers = [:]
      pageFootnotes = []
      inlineImages = []
    }
    return (notes, pageFootnotes, inlineImages)
  }
}

extension Set<Unicode.Scalar> {
  /// The controls page text keeps (the wrapper folds tabs; code shows them as tab stops).
  static let tabs: Set<Unicode.Scalar> = ["\t"]
  /// The controls code and plain text keep: their lines and tabs.
  static let lineBreaksAndTabs: Set<Unicode.Scalar> = ["\n", "\t"]
}
