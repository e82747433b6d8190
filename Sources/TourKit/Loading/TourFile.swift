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

  private init(path: String, source: SourceText, original: Tour?) throws(TourFileError) {
    self.path = path
    self.source = source
    self.original = original
    tour = try TourFileParser.frontMatter(of: source, path: path, original: original)
  }

  /// Reads the tour file at `path`, or its translation for `language` where one exists
  /// (``Tour/load(contentsOf:language:)`` says which and how); `path` may be a pipe with
  /// `acceptingPipe` (`tour <(…)`), a translation never. Its pictures are in its folder.
  package static func open(
    _ path: String, language: LanguagePreference, acceptingPipe: Bool = true
  ) throws(TourFileError) -> TourFile {
    var file = try open(path, language: language) { name throws(TourFileError) in
      try Tour.readFile(name, acceptingPipe: acceptingPipe && name == path)
    }
    file.tour.pictureOrigin = .containing(file.path)
    return file
  }

  /// The tour file at `path`, or its translation for `language`, read through `read` (`nil`:
  /// no such file): files on disk, or files embedded in the program. Pictures come from the
  /// current folder until the caller says otherwise.
  package static func open(
    _ path: String, language: LanguagePreference,
    read: (String) throws(TourFileError) -> [UInt8]?
  ) throws(TourFileError) -> TourFile {
    for candidate in language.candidates(for: path) where candidate != path {
      // No such translation: the next candidate.
      guard let bytes = try read(candidate) else { continue }
      // Only the original's front matter counts: its version and look.
      let original = (try? read(path)).flatMap { $0 }.flatMap { bytes in
        try? TourFileParser.frontMatter(
          of: TourFileParser.source(bytes, path: path), path: path, original: nil)
      }
      return try TourFile(
        path: candidate, source: try TourFileParser.source(bytes, path: candidate),
        original: original)
    }
    guard let bytes = try read(path) else {
      throw TourFileError(path: path, message: Platform.Failure.noSuchFile.message)
    }
    return try TourFile(
      path: path, source: try TourFileParser.source(bytes, path: path), original: nil)
  }

  /// Parses the pages in order, giving each to `body` as soon as it is read (`body` returns
  /// `false` to stop); returns the tour's settings, style and picture folder (a tour without
  /// pages) and how many pages were read. Throws for the first problem in the file, which may
  /// come after pages were given: a caller that must not act on a bad file reads it once to
  /// the end first.
  package func read(eachPage body: (Page) -> Bool) throws(TourFileError) -> (
    tour: Tour, pageCount: Int
  ) {
    var (tour, pageCount) = try TourFileParser.read(
      source, path: path, original: original, eachPage: body)
    tour.pictureOrigin = self.tour.pictureOrigin
    return (tour, pageCount)
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
