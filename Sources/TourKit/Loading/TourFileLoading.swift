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
  /// `current-dot`, `animation`, `hints`). A regular file or a pipe (`tour <(…)`) is read, up
  /// to ``maximumFileSize``; a folder or a device is an error. Pictures are found next to the
  /// file read.
  public static func load(
    contentsOf path: String, language: LanguagePreference = .current
  ) throws(TourFileError) -> Tour {
    let (tour, file) = try translated(path, language: language, read: readFile)
    var loaded = tour
    loaded.pictureOrigin = .containing(file)
    return loaded
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
  /// takes what its front matter leaves out from the original.
  package static func translated(
    _ path: String, language: LanguagePreference,
    read: (String) throws(TourFileError) -> [UInt8]?
  ) throws(TourFileError) -> (tour: Tour, file: String) {
    for candidate in language.candidates(for: path) where candidate != path {
      guard let bytes = try read(candidate) else { continue }  // no such translation
      let original = try? translated(path, language: LanguagePreference(language: nil), read: read)
      let tour = try TourFileParser.parse(bytes: bytes, path: candidate, original: original?.tour)
      return (tour, candidate)
    }
    guard let bytes = try read(path) else {
      throw TourFileError(path: path, message: Platform.Failure.noSuchFile.message)
    }
    return (try TourFileParser.parse(bytes: bytes, path: path), path)
  }

  /// The bytes of a file, or `nil` when there is none.
  private static func readFile(_ path: String) throws(TourFileError) -> [UInt8]? {
    let descriptor: Int32
    do {
      descriptor = try Platform.openFile(path)
    } catch {
      if error.isNoSuchFile { return nil }
      throw TourFileError(path: path, message: error.message)
    }
    defer { Platform.closeFile(descriptor) }
    let tooLarge = "is larger than \(maximumFileSize >> 20) MiB, the limit for a tour file"
    let problem: String
    do throws(Platform.Failure) {
      let status = try Platform.status(of: descriptor)
      switch status.kind {
      case .directory: throw Platform.Failure.isADirectory
      case .device: problem = "is a device, not a tour file"
      case .regular where status.size > maximumFileSize: problem = tooLarge
      case .regular, .pipe, .other:
        if let bytes = try Platform.readAll(descriptor, atMost: maximumFileSize) { return bytes }
        problem = tooLarge
      }
    } catch {
      throw TourFileError(path: path, message: error.message)
    }
    throw TourFileError(path: path, message: problem)
  }
}
