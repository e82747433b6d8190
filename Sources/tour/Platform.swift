import CNcurses
import TourKit
import TourTerminal

// What the `tour` command needs from the operating system besides TourKit's and TourTerminal's
// platform files, in one place: the rest of the module calls `Platform` and never imports the C
// library itself.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGQUIT's disposition, standard error, checking that standard output was written, and what a
/// file is.
extension Platform {
  /// Gives SIGQUIT its default action (end the process, with a core dump where those are
  /// enabled), unless it is ignored. The Swift runtime's backtracer takes SIGQUIT as a crash:
  /// a user's quit (`kill -QUIT`, which the tour hands back once the screen is restored)
  /// would otherwise stop to trace every thread and, on a terminal, wait 30 s for a key with
  /// the terminal raw. Crash signals keep the backtracer.
  static func quitWithoutBacktrace() {
    guard !isIgnored(action(for: quit)) else { return }
    setAction(defaultAction, for: quit)
  }

  /// Whether `path` is a pipe or a socket (after following symbolic links), such as the
  /// `/dev/fd/63` of `tour <(…)`: what was read from it cannot be read again.
  static func isPipe(_ path: String) -> Bool {
    (try? status(atPath: path, noFollow: false))?.kind == .pipe
  }

  /// Writes a line to standard error.
  static func printError(_ line: String) { writeLine(line, to: standardError) }

  /// Flushes standard output (what `print` buffered); returns why it could not be written,
  /// or `nil` when everything printed so far reached it.
  static func flushStandardOutput() -> String? {
    errno = 0
    let flushed = fflush(tour_stdout()) == 0
    guard !flushed || ferror(tour_stdout()) != 0 else { return nil }
    return message(for: errno != 0 ? errno : EIO)
  }

  /// Writes `text` to standard output's descriptor after what `print` buffered, retrying after
  /// signals and partial writes; returns why it could not be written, or `nil`. Not through
  /// stdio, whose error would be reported again when the process exits.
  static func writeStandardOutput(_ text: String) -> String? {
    if let reason = flushStandardOutput() { return reason }
    let code = writeAll(standardOutput, Array(text.utf8))
    return code == 0 ? nil : message(for: code)
  }
}

/// Standard output could not be written; the reason was already printed.
struct StandardOutputFailure: Error {}
