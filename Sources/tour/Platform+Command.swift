// Running the command `tour … -- COMMAND` stands in front of: the process becomes it.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("tour needs a POSIX C library")
#endif

extension Platform {
  /// Replaces this process with `command` (its name searched in `PATH` as `execvp` does, and
  /// its arguments, byte for byte), after writing what standard output buffered. Its exit
  /// status and its signals are then its own; every descriptor tour opened is close-on-exec,
  /// and the signal dispositions and mask are back as tour found them.
  ///
  /// Returns only when the command cannot be run, with the status a shell gives and why: 127
  /// when there is no such command, 126 when it cannot be executed.
  static func replaceProcess(with command: [[UInt8]]) -> (status: Int32, reason: String) {
    _ = flushStandardOutput()
    let strings = command.map { bytes in
      let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { string[index] = CChar(bitPattern: byte) }
      string[bytes.count] = 0
      return string
    }
    defer { strings.forEach { $0.deallocate() } }
    execvp(strings[0], strings.map(Optional.some) + [nil])
    let code = errno
    let hasSlash = command[0].contains(UInt8(ascii: "/"))
    if code == ENOENT || code == ENOTDIR {
      return (127, hasSlash ? message(for: code) : "command not found")
    }
    return (126, message(for: code))
  }
}
