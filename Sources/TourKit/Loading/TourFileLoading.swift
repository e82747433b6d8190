#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Tour {
  /// Loads the tour file at `path`, or its translation for `language` where one exists
  /// (`tour.ja_JP.md`, then `tour.ja.md`, then `tour.md` itself).
  ///
  /// A translation takes what its front matter does not set of the original's `version:` (so
  /// the launch gate behaves the same in every language) and look (`accent`, `dot`,
  /// `current-dot`, `animation`, `hints`).
  ///
  /// Reads with plain POSIX calls: no Foundation on the way to the first frame.
  public static func load(
    contentsOf path: String, language: LanguagePreference = LanguagePreference(language: nil)
  ) throws(TourFileError) -> Tour {
    for candidate in language.candidates(for: path) {
      switch readFile(candidate) {
      case .failure(let error) where error.code == ENOENT && candidate != path:
        continue  // no translation: try the next, less specific file
      case .failure(let error):
        throw TourFileError(path: candidate, message: error.message)
      case .success(let bytes):
        let original = candidate == path ? nil : try? load(contentsOf: path)
        return try TourFileParser.parse(bytes: bytes, path: candidate, original: original)
      }
    }
    throw TourFileError(path: path, message: POSIX.message(ENOENT))
  }

  /// Parses a tour from Markdown text; `name` stands for the file in error messages.
  public static func parse(_ text: String, name: String = "<string>") throws(TourFileError) -> Tour
  {
    try TourFileParser.parse(text: text, path: name)
  }

  /// The bytes of a file, or why it cannot be read (a directory is `EISDIR`).
  private static func readFile(_ path: String) -> Result<[UInt8], POSIX.Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(POSIX.Failure(code: errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      return .failure(POSIX.Failure(code: EISDIR))
    }
    return POSIX.readAll(descriptor)
  }
}
