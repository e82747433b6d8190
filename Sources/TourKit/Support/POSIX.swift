#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small POSIX helpers shared by the file loaders: TourKit reads files without Foundation.
enum POSIX {
  /// The system's text for an `errno`, in lower case like other tour messages.
  static func message(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// Reads an open file to its end; on failure, the `errno`.
  static func readAll(_ descriptor: Int32) -> Result<[UInt8], Failure> {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(code: errno))
      }
      if count == 0 { return .success(bytes) }
      bytes += buffer[0..<count]
    }
  }

  /// The names in a directory (without `.` and `..`); empty when it cannot be read.
  static func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A failed system call's `errno`.
  struct Failure: Error {
    let code: Int32
    var message: String { POSIX.message(code) }
  }
}
