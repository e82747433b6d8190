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

/// SIGQUIT's disposition, standard error, checking that standard output was written, what a
/// file is, the controlling terminal, and running the command after a tour.
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

  /// Whether standard input and standard output are both terminals.
  static var standardInputAndOutputAreTerminals: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The process's controlling terminal (`/dev/tty`), opened for reading and writing and
  /// closed on `exec`; `nil` when there is none (a daemon, a CI job, `setsid`). What fzf and
  /// gum draw on while standard output is a pipe.
  static func openControllingTerminal() -> Int32? {
    let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
    return descriptor >= 0 ? descriptor : nil
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

// MARK: Running the command `tour … -- COMMAND` stands in front of: the process becomes it.

extension Platform {
  /// Sets the environment variable `name` to `value` for what this process runs (a value is
  /// a C string: it ends at a NUL, if it holds one).
  static func setEnvironmentVariable(_ name: String, to value: String) {
    setenv(name, value, 1)
  }

  /// Replaces this process with `command` (its name searched in `PATH` as `execvp` does, and
  /// its arguments, byte for byte), after writing what standard output buffered. Its exit
  /// status and its signals are then its own; every descriptor tour opened is close-on-exec,
  /// and the signal dispositions and mask are back as tour found them.
  ///
  /// Returns only when the command cannot be run, with the status a shell gives and why, as a
  /// shell says it: 127 when there is no such command, 126 when it cannot be executed (`is a
  /// directory`; a script whose `#!` names a missing program: `/nonexistent: bad
  /// interpreter: no such file or directory`).
  static func replaceProcess(with command: [[UInt8]]) -> (status: Int32, reason: String) {
    _ = flushStandardOutput()
    // A buffer, not an array: the runtime builds each array type's metadata (and that of
    // Optional, for an array of optional pointers) at its first use, on every launch.
    let arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: command.count + 1)
    for (position, bytes) in command.enumerated() {
      let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { string[index] = CChar(bitPattern: byte) }
      string[bytes.count] = 0
      arguments[position] = string
    }
    arguments[command.count] = nil
    defer {
      for position in command.indices { arguments[position]?.deallocate() }
      arguments.deallocate()
    }
    if let file = arguments[0] { execvp(file, arguments) }
    let code = errno
    let hasSlash = command[0].contains(UInt8(ascii: "/"))
    // The file execvp tried: the name itself, or the first match in PATH.
    let name = command[0].map { CChar(bitPattern: $0) } + [0]
    let file = hasSlash ? name : searchPath(for: command[0])
    if let file, code == ENOENT, let interpreter = missingInterpreter(of: file) {
      return (126, "\(interpreter): bad interpreter: \(message(for: code))")
    }
    if code == ENOENT || code == ENOTDIR {
      return (127, hasSlash ? message(for: code) : "command not found")
    }
    var status = stat()
    if let file, code == EACCES, stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      return (126, message(for: EISDIR))
    }
    return (126, message(for: code))
  }

  /// The first `DIR/name` of `PATH` that is an executable regular file, as `execvp` searches
  /// (an empty entry is the current folder), as a C string; `nil` when there is none.
  private static func searchPath(for name: [UInt8]) -> [CChar]? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    {
      let folder = directory.isEmpty ? Array(".".utf8) : Array(directory)
      let candidate = (folder + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
      var status = stat()
      guard access(candidate, X_OK) == 0, stat(candidate, &status) == 0,
        status.st_mode & S_IFMT == S_IFREG
      else { continue }
      return candidate
    }
    return nil
  }

  /// The program named by the `#!` line of `file` (a C string) when that program does not
  /// exist, which is what makes `execve` fail with ENOENT though the file is there; escaped
  /// for a message. `nil` otherwise.
  private static func missingInterpreter(of file: [CChar]) -> String? {
    let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    // The kernel reads at most 256 bytes of the line; the program is its first word.
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") else {
      return nil
    }
    let line = bytes[2..<count].prefix { $0 != 0x0A }
    let program = Array(
      line.drop { $0 == 0x20 || $0 == 0x09 }.prefix { $0 != 0x20 && $0 != 0x09 })
    guard !program.isEmpty, access(program.map { CChar(bitPattern: $0) } + [0], F_OK) != 0 else {
      return nil
    }
    return String(decoding: program, as: UTF8.self).escapingControlCharacters()
  }
}
