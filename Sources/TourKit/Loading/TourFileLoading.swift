#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Tour {
  /// Loads the tour file at `path`, or its translation for `language` where one exists
  /// (`tour.ja_JP.md`, then `tour.ja.md`, then `tour.md` itself).
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
        throw TourFileError(path: candidate, message: describe(error.code))
      case .success(let bytes):
        return try TourFileParser.parse(bytes: bytes, path: candidate)
      }
    }
    throw TourFileError(path: path, message: describe(ENOENT))
  }

  /// Parses a tour from Markdown text; `name` stands for the file in error messages.
  public static func parse(_ text: String, name: String = "<string>") throws(TourFileError) -> Tour {
    try TourFileParser.parse(text: text, path: name)
  }

  /// The system's text for an `errno`, in lower case like other tour messages.
  private static func describe(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// Why a file could not be read: an `errno` value.
  private struct ReadError: Error {
    let code: Int32
  }

  /// The bytes of a file, or why it cannot be read (a directory is `EISDIR`).
  private static func readFile(_ path: String) -> Result<[UInt8], ReadError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadError(code: errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      return .failure(ReadError(code: EISDIR))
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadError(code: errno))
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return .success(bytes)
  }
}

