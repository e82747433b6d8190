import TourKit

/// Reads the terminal's bytes for ``InputDecoder``: waits (`poll`) for input, for a signal
/// handler's wake-up or for a watched file's change, then takes what is there without blocking.
struct InputReader {
  /// What a wait found.
  enum Wait {
    /// Bytes (possibly none: the wait timed out, or only a signal or a file change woke it);
    /// `watched`: the watch descriptor has changes to read.
    case bytes([UInt8], watched: Bool)
    /// The input ended: the terminal hung up, or the descriptor was closed.
    case end
  }

  /// At most this much is read per wait, so a flood of input cannot starve drawing.
  static let maximumRead = 65536

  let input: Int32
  let wakeDescriptor: Int32
  /// A ``FileWatcher``'s descriptor, or -1 (which `poll` skips).
  let watchDescriptor: Int32
  private var buffer = [UInt8](repeating: 0, count: 4096)

  init(input: Int32, wakeDescriptor: Int32, watchDescriptor: Int32 = -1) {
    self.input = input
    self.wakeDescriptor = wakeDescriptor
    self.watchDescriptor = watchDescriptor
  }

  /// Waits up to `timeoutMilliseconds` (-1: no limit) for input or a wake-up and returns the
  /// bytes that are ready.
  mutating func wait(timeoutMilliseconds: Int32) -> Wait {
    let readiness = Platform.wait(
      input: input, wake: wakeDescriptor, watch: watchDescriptor,
      timeoutMilliseconds: timeoutMilliseconds)
    if readiness.woken { Platform.drain(wakeDescriptor) }
    guard readiness.input else { return .bytes([], watched: readiness.watched) }
    var bytes: [UInt8] = []
    repeat {
      let result = buffer.withUnsafeMutableBytes { Platform.readAvailable(input, into: $0) }
      switch result {
      case .bytes(let count):
        bytes += buffer[0..<count]
        // A read that did not fill the buffer took all there was: no need to ask again (what
        // comes meanwhile is read by the next wait, which returns at once).
        if count < buffer.count { return .bytes(bytes, watched: readiness.watched) }
      case .nothing: return .bytes(bytes, watched: readiness.watched)
      case .end: return bytes.isEmpty ? .end : .bytes(bytes, watched: readiness.watched)
      }
    } while bytes.count < InputReader.maximumRead
      && Platform.wait(input: input, wake: -1, timeoutMilliseconds: 0).input
    return .bytes(bytes, watched: readiness.watched)
  }
}
