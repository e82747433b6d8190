import Foundation
import Synchronization

/// A pseudo-terminal for tests: `present` gets its terminal side as input and output, the test
/// plays the terminal emulator on the other side (reads what is drawn, types keys). Nothing
/// touches the terminal of whoever runs the tests.
final class PseudoTerminal: Sendable {
  /// The terminal side, handed to the code under test.
  let terminal: Int32
  private let controller: Int32
  private let output = Mutex<[UInt8]>([])
  private let isClosed = Atomic<Bool>(false)
  private let readerDone = Atomic<Bool>(false)

  /// Opens a `width` × `height` pseudo-terminal and starts reading what is written to it.
  init(width: Int = 80, height: Int = 24) throws {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    var controller: Int32 = -1
    var terminal: Int32 = -1
    // openpty does not make it the controlling terminal of this process.
    guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
      throw PseudoTerminalError("cannot open a pseudo-terminal: errno \(errno)")
    }
    self.controller = controller
    self.terminal = terminal
    let thread = Thread { [self] in readUntilClosed() }
    thread.start()
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !isClosed.load(ordering: .relaxed) {
      var target = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&target, 1, 20) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      if count > 0 {
        output.withLock { $0 += buffer[0..<count] }
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        // EIO: nobody has the terminal side open; keep polling until closed.
        usleep(5000)
      }
    }
    readerDone.store(true, ordering: .releasing)
  }

  /// Everything written to the terminal so far.
  var written: [UInt8] { output.withLock { $0 } }

  /// Gives the terminal another size, as a window resized does (the kernel sends SIGWINCH
  /// only to the terminal's foreground process group: the caller raises it).
  func resize(width: Int, height: Int) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  /// Types `text` on the keyboard.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  /// Waits until what was written contains `text` (as UTF-8), up to `timeout`.
  func waitForOutput(containing text: String, timeout: Duration = .seconds(10)) async throws {
    let needle = Array(text.utf8)
    try await waitForOutput("'\(text)'", timeout: timeout) { $0.containsSequence(needle) }
  }

  /// Waits until what was written satisfies `condition` (the reader lags behind the writer).
  func waitForOutput(
    _ what: String, timeout: Duration = .seconds(10), until condition: ([UInt8]) -> Bool
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition(written) {
      guard clock.now < deadline else {
        throw PseudoTerminalError(
          "no \(what) in \(written.count) bytes written: "
            + String(decoding: written.suffix(300), as: UTF8.self).debugDescription)
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Stops reading and closes both sides.
  func close() async {
    isClosed.store(true, ordering: .relaxed)
    while !readerDone.load(ordering: .acquiring) { try? await Task.sleep(for: .milliseconds(5)) }
    _ = Foundation.close(terminal)
    _ = Foundation.close(controller)
  }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the array.
  func containsSequence(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
    return (0...(count - needle.count)).contains { start in
      self[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}
