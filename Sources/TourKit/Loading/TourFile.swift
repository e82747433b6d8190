/// A tour file read into memory and found to be UTF-8, whose pages are parsed when asked for,
/// one at a time and as often as asked: what `tour --check` and plain text read a long tour
/// with, holding its bytes and one page (a 60 MB tour's pages laid out at once took
/// hundreds of MB).
package struct TourFile: Sendable {
  /// The file read: the path given, or its translation's.
  package let path: String
  /// The tour's settings, style and picture folder, from its front matter (and a translation's
  /// original's): the tour without its pages.
  package private(set) var tour: Tour
  private let source: SourceText
  /// For a translation, the original's front matter, whose version and look it takes.
  private let original: Tour?
  /// Where pages start, given on the command line (`tour --split`) over the front matter's.
  private let split: PageSplit?
  /// Where the pages start, past the front matter: read once, here, for every reading of the
  /// pages.
  private let body: (offset: Int, line: Int)
  /// The front matter's mistakes, each setting in error left out of ``tour``: loading throws
  /// the first, ``readGatheringErrors(eachPage:)`` reports them all.
  private let frontMatterErrors: FrontMatterErrors
  /// The pages and the tour they gave, when they were read already to compare a translation
  /// with its original (``readToCompare()``): a later reading gives these again.
  private(set) var keptReading: (tour: Tour, pages: [Page])?

  private init(path: String, source: SourceText, original: Tour?, split: PageSplit?)
    throws(TourFileError)
  {
    self.path = path
    self.source = source
    self.original = original
    self.split = split
    let errors = LoadingErrors(keepsGoing: true)
    let frontMatter = try TourFileParser.frontMatter(
      of: source, path: path, original: original, errors: errors)
    tour = frontMatter.tour
    body = frontMatter.body
    frontMatterErrors = errors.kept
    if let split { tour.split = split }
  }

  /// Whether the front matter was read without a mistake.
  private var frontMatterIsValid: Bool { frontMatterErrors.first == nil }

  /// The front matter as read, for the parser: the tour's settings before `--split`.
  private var frontMatter: TourFileParser.FrontMatterRead {
    TourFileParser.FrontMatterRead(tour: tour, body: body)
  }

  /// Reads the tour file at `path`, or its translation for `language` where one exists
  /// (``Tour/load(contentsOf:language:warn:)`` says which and how, and what goes to `warn`);
  /// `path` may be a pipe with `acceptingPipe` (`tour <(…)`), a translation never. Its
  /// pictures are in its folder. `split` replaces the front matter's `split:`.
  package static func open(
    _ path: String, language: LanguagePreference, acceptingPipe: Bool = true,
    split: PageSplit? = nil, warn: (String) -> Void = { _ in }
  ) throws(TourFileError) -> TourFile {
    let read = { (name: String) throws(TourFileError) -> [UInt8]? in
      try Tour.readFile(name, acceptingPipe: acceptingPipe && name == path)
    }
    var file = try open(path, language: language, read: read, split: split, warn: warn)
    file.tour.pictureOrigin = .containing(file.path)
    return file
  }

  /// The tour file at `path`, or its translation for `language`, read through `read` (`nil`:
  /// no such file): files on disk, or files embedded in the program. Pictures come from the
  /// current folder until the caller says otherwise.
  ///
  /// A translation that asks otherwise than the original (``TranslationQuestions``: the
  /// host's answers would depend on the user's language) is not used, and `warn` gets one
  /// line saying so; the next candidate is tried, at last the original. A translation that
  /// does not parse is an error, as the file itself would be. `split` replaces the front
  /// matter's `split:`.
  static func open(
    _ path: String, language: LanguagePreference,
    read: (String) throws(TourFileError) -> [UInt8]?, split: PageSplit? = nil,
    warn: (String) -> Void = { _ in }
  ) throws(TourFileError) -> TourFile {
    // The original, read once for all candidates and returned when none is used: `nil` when
    // it cannot be read or parsed, and then nothing is compared (it has nothing to show in the
    // translation's place).
    var originalIsRead = false
    var original: TourFile?
    var originalAsked: TranslationQuestions.Asked?
    func readOriginal() {
      guard !originalIsRead else { return }
      originalIsRead = true
      original = (try? read(path)).flatMap { $0 }.flatMap { bytes in
        try? TourFile(
          path: path, source: TourFileParser.source(bytes, path: path), original: nil,
          split: split)
      }.flatMap { $0.frontMatterIsValid ? $0 : nil }
      if let compared = try? original?.readToCompare() {
        original = compared.file
        originalAsked = compared.asked
      }
    }
    for candidate in language.candidates(for: path) where candidate != path {
      // No such translation: the next candidate.
      guard let bytes = try read(candidate) else { continue }
      readOriginal()
      // Only the original's front matter counts: its version and look.
      let (translation, asked) = try TourFile(
        path: candidate, source: try TourFileParser.source(bytes, path: candidate),
        original: original?.tour, split: split
      ).readToCompare()
      if let originalAsked,
        let difference = TranslationQuestions.problems(
          asked, original: originalAsked, path: candidate
        ).first
      {
        let place = [difference.line, difference.column].compactMap { $0 }.map(String.init)
        let line =
          "\(candidate): not used: its questions differ from \(path)'s "
          + "(\(place.joined(separator: ":")): \(difference.message))"
        warn(line.escapingControlCharacters())
        continue
      }
      return translation
    }
    if let original { return original }
    guard let bytes = try read(path) else {
      throw TourFileError(path: path, message: Platform.Failure.noSuchFile.message)
    }
    return try TourFile(
      path: path, source: try TourFileParser.source(bytes, path: path), original: nil,
      split: split)
  }

  /// A file this large or smaller keeps the pages read to compare it with its translation or
  /// original (``readToCompare()``), so that loading it does not parse them again; a larger one
  /// is parsed again, page by page, to keep memory within the file's size.
  static let keptPagesLimit = 1 << 20

  /// This file with its pages read and kept for the next reading (up to ``keptPagesLimit``),
  /// and what it asks, page by page.
  private func readToCompare() throws(TourFileError) -> (
    file: TourFile, asked: TranslationQuestions.Asked
  ) {
    guard source.bytes.count <= Self.keptPagesLimit else { return (self, try asked()) }
    var asked = TranslationQuestions.Asked()
    var pages: [Page] = []
    let (tour, _) = try read { page in
      asked.add(page)
      pages.append(page)
      return true
    }
    var file = self
    file.keptReading = (tour, pages)
    return (file, asked)
  }

  /// Parses the pages in order, giving each to `body` as soon as it is read (`body` returns
  /// `false` to stop); returns the tour's settings, style and picture folder (a tour without
  /// pages) and how many pages were read. Throws for the first problem in the file, which may
  /// come after pages were given: a caller that must not act on a bad file reads it once to
  /// the end first.
  package func read(eachPage body: (Page) -> Bool) throws(TourFileError) -> (
    tour: Tour, pageCount: Int
  ) {
    if let error = frontMatterErrors.first { throw error }
    if let (tour, pages) = keptReading {
      var given = 0
      for page in pages {
        given += 1
        guard body(page) else { break }
      }
      var kept = tour
      kept.pictureOrigin = self.tour.pictureOrigin
      return (kept, given)
    }
    var (tour, pageCount) = try TourFileParser.read(
      source, path: path, original: original, frontMatter: frontMatter, split: split,
      eachPage: body)
    tour.pictureOrigin = self.tour.pictureOrigin
    return (tour, pageCount)
  }

  /// ``read(eachPage:)`` for `tour --check`: reading goes on past every error that what
  /// follows it can be read past (a bad comment, question, option or condition, an empty page),
  /// which is left out, so that one run finds every mistake. Returns those errors as findings,
  /// in the order found (at most ``TourFinding/printedLimit`` of them) with how many there were;
  /// throws only for one that nothing after it can be read past (the parser failing).
  package func readGatheringErrors(eachPage body: (Page) -> Bool) throws(TourFileError) -> (
    tour: Tour, pageCount: Int, errors: [TourFinding], errorCount: Int
  ) {
    let errors = LoadingErrors(after: frontMatterErrors)
    var (tour, pageCount) = try TourFileParser.read(
      source, path: path, original: original, frontMatter: frontMatter, split: split,
      errors: errors, eachPage: body)
    tour.pictureOrigin = self.tour.pictureOrigin
    return (tour, pageCount, errors.found, errors.count)
  }

  /// What the tour asks, page by page, read through its pages one at a time.
  package func asked() throws(TourFileError) -> TranslationQuestions.Asked {
    var asked = TranslationQuestions.Asked()
    _ = try read { page in
      asked.add(page)
      return true
    }
    return asked
  }

  /// The whole tour, every page in memory.
  package func load() throws(TourFileError) -> Tour {
    var pages: [Page] = []
    var (tour, _) = try read { page in
      pages.append(page)
      return true
    }
    tour.pages = pages
    return tour
  }
}
