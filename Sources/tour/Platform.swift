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

/// Process exit, standard error, and checking that standard output was written.
enum Platform {
  /// Ends the process with `status`.
  static func exitProcess(_ status: Int32) -> Never { exit(status) }

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
