extension Tour {
  /// The largest tour file ``load(contentsOf:language:)`` reads: 64 MiB. Real tours are far
  /// smaller (a 1,000-page tour is about 1 MB), and the limit means that a device or an endless
  /// pipe named by mistake is an error at once, not a process filling the memory.
  public static let maximumFileSize = 64 << 20

  /// Loads the tour file at `path`, or its translation for `language` where one exists
  /// (`tour.ja_JP.md`, then `tour.ja.md`, then `tour.md` itself). The language defaults to the
  /// user's (``LanguagePreference/current``), the one the chrome follows too; pass
  /// `LanguagePreference(language: nil)` for the file itself.
  ///
  /// A translation takes what its front matter does not set of the original's `version:` (so
  /// the launch gate behaves the same in every language) and look (`accent`, `dot`,
  /// `current-dot`, `animation`, `hints`, `align`). A regular file is read, up to
  /// ``maximumFileSize``, and so is a pipe named as `path` (`tour <(…)`), to its end; anything
  /// else — a folder, a device, a FIFO or socket in a translation's place — is an error at
  /// once, never opened or waited on. Pictures are found next to the file read.
  ///
  /// A translation that asks other questions than the original (another key, a missing
  /// question, other values or defaults: what `tour --check` reports) is not used, so the
  /// answers' keys never depend on the user's language: the original is shown instead, and
  /// ``load(contentsOf:language:warn:)`` says so.
  public static func load(
    contentsOf path: String, language: LanguagePreference = .current
  ) throws(TourFileError) -> Tour {
    try load(contentsOf: path, language: language, acceptingPipe: true, warn: { _ in })
  }

  /// ``load(contentsOf:language:)``, where `warn` gets one line for each translation not used
  /// because it asks otherwise than the original:
  /// `tour.ja.md: not used: its questions differ from tour.md's (3:1: …)`.
  public static func load(
    contentsOf path: String, language: LanguagePreference = .current,
    warn: (String) -> Void
  ) throws(TourFileError) -> Tour {
    try load(contentsOf: path, language: language, acceptingPipe: true, warn: warn)
  }

  /// ``load(contentsOf:language:warn:)``, where `path` may be a pipe only with
  /// `acceptingPipe`: `tour --watch` reads its file again and again, so a FIFO there (made
  /// after it started) is an error, not a wait for a writer. `split` (`tour --split`)
  /// replaces the front matter's.
  package static func load(
    contentsOf path: String, language: LanguagePreference, acceptingPipe: Bool,
    split: PageSplit? = nil, warn: (String) -> Void = { _ in }
  ) throws(TourFileError) -> Tour {
    try TourFile.open(
      path, language: language, acceptingPipe: acceptingPipe, split: split, warn: warn
    ).load()
  }

  /// The tour file at `path` (never a translation: they ask what it asks) read for its front
  /// matter and its questions only: the pages that ask are parsed, the others only searched
  /// for an `ask` comment, and the tour returned has no pages. What a launch that shows
  /// nothing needs to hand on its answers, read at a cost that hardly grows with the tour.
  /// `path` may be a pipe with `acceptingPipe`.
  package static func loadQuestions(contentsOf path: String, acceptingPipe: Bool)
    throws(TourFileError) -> Tour
  {
    guard let bytes = try readFile(path, acceptingPipe: acceptingPipe) else {
      throw TourFileError(path: path, message: Platform.Failure.noSuchFile.message)
    }
    let source = try TourFileParser.source(bytes, path: path)
    return try TourFileParser.read(
      source, path: path, original: nil, onlyPartsThatAsk: true, eachPage: { _ in true }
    ).tour
  }

  /// Parses a tour from Markdown text; `name` stands for the file in error messages, and
  /// `pictures` says where its pictures come from: a folder their relative paths start in
  /// (``PictureOrigin/folder(_:)``; the current folder by default), or a closure that returns
  /// a picture's bytes for its path (``PictureOrigin/bytes(_:)``).
  public static func parse(
    _ text: String, name: String = "<string>", pictures: PictureOrigin = .currentFolder
  ) throws(TourFileError) -> Tour {
    var tour = try TourFileParser.parse(text: text, path: name)
    tour.pictureOrigin = pictures
    return tour
  }

  /// The tour at `path`, or its translation for `language` where one exists, read through
  /// `read` (`nil`: no such file); with the name of the file chosen. What
  /// ``load(contentsOf:language:)`` and ``init(embedded:language:)`` both do: a translation
  /// takes what its front matter leaves out from the original's, and one that asks otherwise
  /// is not used (`warn` says so).
  static func translated(
    _ path: String, language: LanguagePreference,
    read: (String) throws(TourFileError) -> [UInt8]?, warn: (String) -> Void
  ) throws(TourFileError) -> (tour: Tour, file: String) {
    let file = try TourFile.open(path, language: language, read: read, warn: warn)
    return (try file.load(), file.path)
  }

  /// The bytes of a file, or `nil` when there is none; `path` may be a pipe with
  /// `acceptingPipe`.
  static func readFile(_ path: String, acceptingPipe: Bool) throws(TourFileError) -> [UInt8]? {
    let contents: Platform.FileContents
    do {
      contents = try Platform.readRegularFile(
        path, atMost: maximumFileSize, acceptingPipe: acceptingPipe)
    } catch {
      if error.isNoSuchFile { return nil }
      throw TourFileError(path: path, message: error.message)
    }
    let problem: String
    switch contents {
    case .bytes(let bytes): return bytes
    case .tooLarge:
      problem = "is larger than \(maximumFileSize >> 20) MiB, the limit for a tour file"
    case .notRegular(.directory): problem = Platform.Failure.isADirectory.message
    case .notRegular(.device): problem = "is a device, not a tour file"
    case .notRegular(.pipe):
      problem = "is a FIFO or socket, not a regular file"
    case .notRegular: problem = "is not a regular file"
    }
    throw TourFileError(path: path, message: problem)
  }
}
