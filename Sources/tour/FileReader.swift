import Glibc

/// Reads a whole file with plain POSIX calls (no Foundation on the way to the first frame).
enum FileReader {
  /// The bytes of the file at `path`, or the reason it cannot be read (`strerror` text).
  static func read(_ path: String) -> Result<[UInt8], ReadError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadError(errno: errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      return .failure(ReadError(errno: EISDIR))
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadError(errno: errno))
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return .success(bytes)
  }

  /// Why a read failed.
  struct ReadError: Error {
    let errno: Int32
    /// The system's text for the error, in lower case like other tour messages.
    var message: String {
      let text = String(cString: strerror(errno))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }
}
