import CNcurses

// What the `tour` command needs from the operating system, in one place: the rest of the
// module calls `Platform` and never imports the C library itself.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("tour needs a POSIX C library")
#endif

/// Process exit, standard error, checking that standard output was written, and what a file is.
enum Platform {
  /// Ends the process with `status`.
  static func exitProcess(_ status: Int32) -> Never { exit(status) }

  /// Whether `path` is a pipe or a socket (after following symbolic links), such as the
  /// `/dev/fd/63` of `tour <(…)`: what was read from it cannot be read again.
  static func isPipe(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFIFO || status.st_mode & S_IFMT == S_IFSOCK
  }

  /// Writes a line to standard error.
  static func printError(_ line: String) { fputs(line + "\n", tour_stderr()) }

  /// Flushes standard output (what `print` buffered); returns why it could not be written,
  /// or `nil` when everything printed so far reached it.
  static func flushStandardOutput() -> String? {
    errno = 0
    let flushed = fflush(tour_stdout()) == 0
    guard !flushed || ferror(tour_stdout()) != 0 else { return nil }
    let code = errno != 0 ? errno : EIO
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
