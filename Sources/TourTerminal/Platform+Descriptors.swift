import CNcurses
import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Descriptors as TourTerminal uses them: the terminal's input and output, the wake-up pipe the
// loop polls beside them, and the stdio streams ncurses writes through. The rest of the module
// calls `Platform` and never imports the C library itself; writing all of a buffer is TourKit's.
extension Platform {
  /// Standard input's descriptor (0).
  package static let standardInput: Int32 = STDIN_FILENO
  /// Standard output's descriptor (1).
  package static let standardOutput: Int32 = STDOUT_FILENO
  /// Standard error's descriptor (2).
  package static let standardError: Int32 = STDERR_FILENO

  /// Whether `descriptor` is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Moves the offset of `descriptor` back by `count` bytes, so that they are read again;
  /// whether it could (a pipe, a socket or a terminal cannot).
  static func moveBack(_ descriptor: Int32, by count: Int) -> Bool {
    lseek(descriptor, off_t(-count), SEEK_CUR) >= 0
  }

  /// What one `read` returned.
  enum ReadResult {
    case bytes(Int)
    /// Nothing now (`EINTR`, `EAGAIN`): try again later.
    case nothing
    /// End of input, or an error such as `EIO` after a hang-up.
    case end
  }

  /// Reads what is available into `buffer`.
  static func readAvailable(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer)
    -> ReadResult
  {
    let count = read(descriptor, buffer.baseAddress, buffer.count)
    if count > 0 { return .bytes(count) }
    if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { return .nothing }
    return .end
  }

  /// What ``wait(input:wake:timeoutMilliseconds:)`` saw.
  struct Readiness {
    /// The input has bytes, or has hung up (a read will tell which).
    var input = false
    /// The wake-up pipe was written to (a signal arrived).
    var woken = false
    /// The file watcher has changes to read.
    var watched = false
  }

  /// Waits up to `timeoutMilliseconds` (-1: forever) until `input`, `wake` or `watch` can be
  /// read; a descriptor of -1 is not waited on.
  static func wait(input: Int32, wake: Int32, watch: Int32 = -1, timeoutMilliseconds: Int32)
    -> Readiness
  {
    let readable = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
    var targets = [input, wake, watch].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&targets, nfds_t(targets.count), timeoutMilliseconds) > 0 else { return Readiness() }
    return Readiness(
      input: targets[0].revents & readable != 0, woken: targets[1].revents & readable != 0,
      watched: targets[2].revents & readable != 0)
  }

  /// Waits up to `timeoutMilliseconds` (-1: forever) until one of `descriptors` can be read
  /// or has hung up, and says which, in their order (none: the time passed, or a signal came);
  /// a descriptor of -1 is not waited on.
  static func waitForAny(_ descriptors: [Int32], timeoutMilliseconds: Int32) -> [Bool] {
    let readable = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
    var targets = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&targets, nfds_t(targets.count), timeoutMilliseconds) > 0 else {
      return Array(repeating: false, count: descriptors.count)
    }
    return targets.map { $0.revents & readable != 0 }
  }

  /// A pipe whose ends are non-blocking and closed on `exec`: a signal handler writes a byte
  /// to wake the loop's `poll`.
  static func makeWakePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }

  /// Writes one byte to a wake-up pipe, keeping `errno` as it was. Async-signal-safe.
  static func poke(_ descriptor: Int32) {
    let saved = errno
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
    errno = saved
  }

  /// Reads a non-blocking descriptor until it is empty.
  static func drain(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }

  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

  /// `/dev/null` opened for reading and writing (closed on `exec`), or `nil` when it cannot
  /// be: what a command run with nobody at it reads and writes.
  static func openNullDevice() -> Int32? {
    let descriptor = open("/dev/null", O_RDWR | O_CLOEXEC)
    return descriptor >= 0 ? descriptor : nil
  }

  // MARK: - Streams (ncurses writes through a FILE)

  typealias Stream = UnsafeMutablePointer<FILE>

  /// A stdio stream on a duplicate of `descriptor` (closed on `exec`), so closing it leaves
  /// the original open.
  static func openStream(duplicating descriptor: Int32, mode: String) -> Stream? {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { return nil }
    guard let stream = fdopen(copy, mode) else {
      _ = close(copy)
      return nil
    }
    return stream
  }

  static func closeStream(_ stream: Stream) { fclose(stream) }

  /// Flushes the C library's buffered standard output (the host's `print`), so bytes written
  /// straight to the descriptor come after it.
  static func flushStandardOutput() { fflush(tour_stdout()) }

  /// Writes `line` and a newline to `descriptor`; to standard error after what the host's
  /// stdio holds for it, so lines come out in the order they were made. A failure is ignored:
  /// there is nowhere left to say it.
  package static func writeLine(_ line: String, to descriptor: Int32) {
    if descriptor == standardError { fflush(tour_stderr()) }
    _ = writeAll(descriptor, Array((line + "\n").utf8))
  }
}
