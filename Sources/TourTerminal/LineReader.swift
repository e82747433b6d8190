import TourKit

/// Accessible mode's input, read a line at a time (``AccessibleSession``).
///
/// It reads a byte at a time, so that no byte past the line it needs is taken and a host that
/// reads its standard input after the tour gets the rest. A line longer than ``lineLimit``
/// is no answer a person typed: it is read to its end and refused, and from then on input is
/// read in blocks of ``blockSize`` (what is read past a line is kept for the next), so that a
/// 100 MB line costs a few thousand reads rather than one per byte. ``giveBackUnread()`` puts
/// what was read past the last line back into a file; a pipe's is lost.
struct LineReader {
  /// The most bytes a line keeps.
  static let lineLimit = 65_536
  /// How much a read takes once a line was too long.
  static let blockSize = 65_536

  /// One line read.
  struct Line: Equatable {
    /// The line, too long, or the end of input.
    var input: LineByLineTour.Input
    /// Whether it ended with a line break. On a terminal the user's Enter showed one; a line
    /// ended by Ctrl-D did not, so a line break is written before what comes next, as a shell
    /// does.
    var endsWithLineBreak: Bool
  }

  private let descriptor: Int32
  /// One read of the input into a buffer: `read(2)` of ``descriptor``, or a test's.
  private let read: (UnsafeMutableRawBufferPointer) -> Platform.ReadResult
  /// Bytes read past the last line (only once reading goes by blocks), from `aheadStart`.
  private var ahead: [UInt8] = []
  private var aheadStart = 0
  private var readsBlocks = false

  /// A reader of `descriptor`, through `read` (default: `read(2)`).
  init(
    descriptor: Int32,
    read: ((UnsafeMutableRawBufferPointer) -> Platform.ReadResult)? = nil
  ) {
    self.descriptor = descriptor
    self.read = read ?? { Platform.readAvailable(descriptor, into: $0) }
  }

  /// Moves a file's offset back over what was read past the last line, for whoever reads the
  /// input next.
  mutating func giveBackUnread() {
    let unread = ahead.count - aheadStart
    guard unread > 0 else { return }
    if Platform.moveBack(descriptor, by: unread) {
      ahead = []
      aheadStart = 0
    }
  }

  /// The next line, without its line break (`\n`, or `\r\n`), invalid UTF-8 as U+FFFD. A last
  /// line without a line break is a line; then the end.
  mutating func next() -> Line {
    var bytes: [UInt8] = []
    var isTooLong = false
    func line(endsWithLineBreak: Bool) -> Line {
      if isTooLong { return Line(input: .tooLong, endsWithLineBreak: endsWithLineBreak) }
      if bytes.last == 0x0D { bytes.removeLast() }
      return Line(
        input: .line(String(decoding: bytes, as: UTF8.self)), endsWithLineBreak: endsWithLineBreak)
    }
    func keep(_ part: ArraySlice<UInt8>) {
      guard !isTooLong, bytes.count + part.count <= Self.lineLimit else {
        isTooLong = true
        readsBlocks = true
        return
      }
      bytes += part
    }
    while true {
      if aheadStart < ahead.count {
        let part = ahead[aheadStart...]
        if let lineBreak = part.firstIndex(of: 0x0A) {
          keep(part[..<lineBreak])
          aheadStart = lineBreak + 1
          return line(endsWithLineBreak: true)
        }
        keep(part)
        aheadStart = ahead.count
      }
      var block = [UInt8](repeating: 0, count: readsBlocks ? Self.blockSize : 1)
      switch block.withUnsafeMutableBytes(read) {
      case .bytes(let count):
        ahead = Array(block[..<count])
        aheadStart = 0
      case .nothing:
        // Interrupted, or a descriptor that does not block: wait until there is more.
        _ = Platform.wait(input: descriptor, wake: -1, timeoutMilliseconds: -1)
      case .end:
        if bytes.isEmpty && !isTooLong { return Line(input: .end, endsWithLineBreak: false) }
        return line(endsWithLineBreak: false)
      }
    }
  }
}
