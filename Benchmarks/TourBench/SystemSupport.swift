import Glibc

/// The current folder's absolute path, or nil.
func currentDirectory() -> String? {
  var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  guard getcwd(&path, path.count) != nil else { return nil }
  let length = path.firstIndex(of: 0) ?? path.count
  return String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Makes the folder at the relative `path` and each missing folder above it, with `mode`
/// (`.build/bench/home`: `.build`, then `.build/bench`, then it). One already there is left.
func makeFolders(_ path: String, mode: mode_t = 0o755) {
  var made = ""
  for part in path.split(separator: "/") {
    made += made.isEmpty ? String(part) : "/\(part)"
    mkdir(made, mode)
  }
}

/// Why a program under test could not be run or measured.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Conversions between Swift durations and the C time structures.
extension Duration {
  /// A `timeval` from `getrusage`/`wait4`.
  init(_ time: timeval) {
    self = .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
  }

  /// Milliseconds as a floating-point number.
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}

extension timeval {
  /// A `timeval` for `select`.
  init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.init(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
  }
}

/// `FD_SET`, which Swift does not import (it is a macro over the `fd_set` bit array).
enum FileDescriptorSet {
  static func insert(_ descriptor: Int32, into set: inout fd_set) {
    let bitsPerWord = MemoryLayout<Int>.size * 8
    withUnsafeMutableBytes(of: &set) { raw in
      let words = raw.bindMemory(to: Int.self)
      words[Int(descriptor) / bitsPerWord] |= 1 << (Int(descriptor) % bitsPerWord)
    }
  }
}
