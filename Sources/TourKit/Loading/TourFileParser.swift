/// Reads tour files: GitHub-flavoured Markdown pages (parsed by libcmark-gfm) separated by `---`
/// lines or other thematic breaks, an optional front matter of tour settings, and per-page
/// settings comments.
///
/// Every problem is a ``TourFileError`` with the line and column it was found at. Work is
/// bounded by ``TourFileLimits`` whatever the file holds.
package enum TourFileParser {
  /// Parses the bytes of a tour file; `path` names it in errors.
  ///
  /// A translation passes its `original`: what its own front matter does not set of the
  /// original's look (`accent`, `dot`, `current-dot`, `animation`, `hints`, `align`) and
  /// `version` is taken from it. Its words (`title`, `start`, `whats-new-start`) are its own.
  package static func parse(bytes: [UInt8], path: String, original: Tour? = nil)
    throws(TourFileError) -> Tour
  {
    try parse(try source(bytes, path: path), path: path, original: original)
  }

  /// ``parse(bytes:path:original:)`` for the EmbedTour build: reading goes on past every error
  /// that what follows it can be read past, as ``TourFile/readGatheringErrors(eachPage:)``
  /// does. Returns the tour without what was in error, those errors as findings in the order
  /// found (at most ``TourFinding/printedLimit``) and how many there were; throws only for one
  /// that nothing after it can be read past (the bytes, the front matter, the parser failing).
  package static func parseGatheringErrors(bytes: [UInt8], path: String, original: Tour? = nil)
    throws(TourFileError) -> (tour: Tour, errors: [TourFinding], errorCount: Int)
  {
    let errors = LoadingErrors(keepsGoing: true)
    var pages: [Page] = []
    var (tour, _) = try read(
      try source(bytes, path: path), path: path, original: original, errors: errors
    ) { page in
      pages.append(page)
      return true
    }
    tour.pages = pages
    return (tour, errors.found, errors.count)
  }

  /// Parses the text of a tour file; `path` names it in errors.
  package static func parse(text: String, path: String) throws(TourFileError) -> Tour {
    try parse(SourceText(Array(text.utf8)), path: path, original: nil)
  }

  /// The bytes of a tour file as text to read, once they are found to be UTF-8.
  static func source(_ bytes: [UInt8], path: String) throws(TourFileError) -> SourceText {
    if let (line, column) = firstInvalidUTF8(in: bytes) {
      throw TourFileError(path: path, line: line, column: column, message: "invalid UTF-8")
    }
    return SourceText(bytes)
  }

  /// A tour file's front matter as read: the tour without pages, and where the pages start.
  struct FrontMatterRead: Sendable {
    var tour: Tour
    var body: (offset: Int, line: Int)
  }

  /// The tour file's front matter alone, over what a translation takes of its `original`:
  /// a tour without pages, and where the pages start. Its mistakes go to `errors`.
  static func frontMatter(
    of source: SourceText, path: String, original: Tour?, errors: LoadingErrors
  ) throws(TourFileError) -> FrontMatterRead {
    var tour = Tour(pages: [])
    let body = try frontMatter(
      of: source, path: path, original: original, into: &tour, errors: errors)
    return FrontMatterRead(tour: tour, body: body)
  }

  /// Reads the front matter into `tour` over what a translation takes of its `original`;
  /// returns where the pages start.
  private static func frontMatter(
    of source: SourceText, path: String, original: Tour?, into tour: inout Tour,
    errors: LoadingErrors
  ) throws(TourFileError) -> (offset: Int, line: Int) {
    if let original {
      tour.style = original.style
      tour.style.startLabel = nil
      tour.style.whatsNewStartLabel = nil
      tour.settings = original.settings
      tour.settings.title = nil
      // Cut and checked as the original is, so that both have the same pages.
      tour.split = original.split
      tour.checkSizes = original.checkSizes
    }
    return try FrontMatter.read(source, path: path, into: &tour, errors: errors)
  }

  private static func parse(_ source: SourceText, path: String, original: Tour?)
    throws(TourFileError) -> Tour
  {
    var pages: [Page] = []
    var (tour, _) = try read(source, path: path, original: original) { page in
      pages.append(page)
      return true
    }
    tour.pages = pages
    return tour
  }

  /// Reads `source` page by page: each page goes to `body` as soon as it is read, and is not
  /// kept, so reading a long tour holds one page at a time; `body` returns `false` to stop.
  /// `split`, when given, replaces the front matter's (`tour --split`). Returns the tour's
  /// settings and style (a tour without pages) and how many pages were read. Throws for the
  /// first problem, which may come after pages were given; with `errors` that keep going, only
  /// for one that nothing after it can be read past (the front matter, a parser failure), the
  /// others kept there as reading goes on.
  ///
  /// With `onlyPartsThatAsk`, a part between `---` lines that holds no `<!-- ask` is not parsed
  /// (it counts as one page): the questions of a long tour, for the answers of a launch that
  /// shows nothing, at the cost of a byte search through the pages that do not ask.
  ///
  /// `frontMatter`, when given, is the front matter already read (``TourFile`` reads it once),
  /// its errors already in `errors`.
  static func read(
    _ source: SourceText, path: String, original: Tour?,
    frontMatter alreadyRead: FrontMatterRead? = nil,
    split: PageSplit? = nil, onlyPartsThatAsk: Bool = false,
    errors: LoadingErrors = LoadingErrors(keepsGoing: false), eachPage take: (Page) -> Bool
  ) throws(TourFileError) -> (tour: Tour, pageCount: Int) {
    let frontMatter: FrontMatterRead
    if let alreadyRead {
      frontMatter = alreadyRead
    } else {
      frontMatter = try self.frontMatter(
        of: source, path: path, original: original, errors: errors)
    }
    var tour = frontMatter.tour
    let body = frontMatter.body
    if let split { tour.split = split }

    // `---` lines outside fenced code separate pages. They are split off here, before
    // cmark-gfm sees them, because after a paragraph CommonMark reads `---` as a heading
    // underline. Each part is read as soon as it is found. A tour cut at headings is one part,
    // its `---` read as CommonMark reads them.
    var fence = FenceTracker()
    var budget = TourFileLimits.tourMarkdownWork
    var part = (offset: body.offset, line: body.line)
    var pageCount = 0
    var stopped = false
    var rules = QuestionRules(path: path)
    // A code fence still open at the end takes the `---` lines after it as code: said with the
    // first page of the last part, where it opens.
    var fenceStart = 0
    var separatorsInFence = 0
    var unclosedFence: PageNote?
    func give(_ page: Page) throws(TourFileError) {
      var page = page
      if let note = unclosedFence {
        page.notes.append(note)
        unclosedFence = nil
      }
      try rules.check(page, errors: errors)
      pageCount += 1
      if !stopped && !take(page) { stopped = true }
    }
    func read(_ end: Int, isLast: Bool) throws(TourFileError) -> Bool {
      let text = source.bytes[part.offset..<end]
      // A blank file makes no page (reported below); a trailing `---` ends the last page.
      if text.isBlank && isLast { return false }
      if onlyPartsThatAsk && !text.holdsAskComment {
        pageCount += 1
        return true
      }
      var reader = MarkdownPageReader(
        path: path, firstLine: part.line, pageNumber: pageCount + 1, errors: errors)
      reader.defaults.alignment = tour.settings.alignment
      reader.split = tour.split
      guard budget > 0 else {
        // Past the tour's Markdown: the rest of the file, `---` lines and all, is one page.
        let rest = source.bytes[part.offset...]
        if !rest.isBlank {
          try give(reader.plainPage(rest, note: .tourTooLong, line: part.line))
        }
        return false
      }
      for page in try reader.pages(from: text, budget: &budget) { try give(page) }
      return !stopped
    }
    var finished = false
    for line in source.lines(from: body.offset, number: body.line) where tour.split == nil {
      let text = source.bytes[line.range]
      let wasInFence = fence.isOpen
      let isInFence = fence.isInFence(text)
      if isInFence && !wasInFence { fenceStart = line.number }
      if isInFence && wasInFence && text.isPageSeparator { separatorsInFence += 1 }
      if !wasInFence && fence.isOpen { separatorsInFence = 0 }
      if !isInFence && text.isPageSeparator {
        guard try read(line.range.lowerBound, isLast: false) else {
          finished = true
          break
        }
        part = (line.next, line.number + 1)
      }
    }
    if !finished {
      if fence.isOpen && separatorsInFence > 0 {
        unclosedFence = PageNote(
          line: fenceStart, kind: .unclosedFence(separators: separatorsInFence))
      }
      _ = try read(source.bytes.count, isLast: true)
    }
    // Pages refused as empty make no pages either: said once, for the first of them.
    if pageCount == 0 && errors.count == 0 {
      try errors.report(
        TourFileError(path: path, line: body.line, column: 1, message: "the tour has no pages"))
    }
    tour.questions = rules.questions
    return (tour, pageCount)
  }

  /// The 1-based line and column (in characters) of the first byte that is not valid UTF-8.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return (line, column)
      }
      guard index + length <= bytes.count else { return (line, column) }
      if length > 1 {
        var iterator = bytes[index..<index + length].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue = decoder.decode(&iterator) else { return (line, column) }
      }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return nil
  }
}
