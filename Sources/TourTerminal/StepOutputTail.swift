import TourKit

/// The end of a step's output, as it is shown under the step: the last
/// ``/TourKit/StepReport/maximumLines`` lines, kept in bounded memory whatever the command
/// writes (a hundred thousand lines, or fifty megabytes without a line break).
///
/// Bytes are kept as they come and made into text only when a report is made (a few times a
/// second), not for every line that scrolls past: lines are decoded as UTF-8 leniently (a
/// broken sequence shows as U+FFFD), a carriage return starts its line again (a progress bar
/// shows its latest state) unless a line feed follows it, tabs become spaces, other control
/// characters are escaped (`\x1b`), and a line longer than
/// ``/TourKit/StepReport/maximumLineLength`` characters is cut, ending in `…`.
struct StepOutputTail {
  /// A line's bytes, and whether more of it came than was kept.
  private struct Line {
    var bytes: [UInt8] = []
    var isCut = false
  }

  /// The most bytes kept of one line: enough for its characters (each at most four bytes,
  /// and room for combining marks), and the rest of it is dropped until its end.
  static let maximumLineBytes = StepReport.maximumLineLength * 16

  /// The last complete lines, oldest first: at most ``/TourKit/StepReport/maximumLines``.
  private var lines: [Line] = []
  /// The line being written, which has no line feed yet.
  private var current = Line()
  /// A carriage return came last: whether it starts the line again depends on what follows.
  private var carriageReturnPending = false

  /// Adds bytes of output as they came, split anywhere.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == Self.carriageReturn {
        carriageReturnPending = true
        index += 1
        continue
      }
      if carriageReturnPending {
        carriageReturnPending = false
        // `\r\n` (and `\r\r\n`) ends the line as `\n` does; a `\r` before anything else
        // starts it again.
        if byte != Self.lineFeed { current = Line() }
      }
      if byte == Self.lineFeed {
        endLine()
        index += 1
        continue
      }
      var end = index + 1
      while end < count, bytes[end] != Self.lineFeed, bytes[end] != Self.carriageReturn {
        end += 1
      }
      if !current.isCut {
        let room = Self.maximumLineBytes - current.bytes.count
        let taken = min(room, end - index)
        current.bytes.append(
          contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<(index + taken)]))
        current.isCut = end - index > room
      }
      index = end
    }
  }

  /// The lines to show, oldest first: the last complete ones and the one being written (a
  /// progress bar's, a prompt's), at most ``/TourKit/StepReport/maximumLines``.
  var text: [String] {
    let shown = current.bytes.isEmpty && !current.isCut ? lines : lines + [current]
    return shown.suffix(StepReport.maximumLines).map(Self.text)
  }

  /// How many bytes this holds, whatever came: for tests that check the bound.
  var retainedBytes: Int {
    lines.reduce(current.bytes.capacity) { $0 + $1.bytes.capacity }
  }

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let tab = UInt8(ascii: "\t")

  private mutating func endLine() {
    lines.append(current)
    if lines.count > StepReport.maximumLines { lines.removeFirst() }
    current = Line()
  }

  /// A line as it is shown: decoded, tabs expanded to the next multiple of 8 characters,
  /// control characters escaped, cut to the longest a line may be.
  private static func text(_ line: Line) -> String {
    var text = String(decoding: line.bytes, as: UTF8.self)
    if line.bytes.contains(tab) {
      var expanded = ""
      var column = 0
      for character in text {
        if character == "\t" {
          let spaces = 8 - column % 8
          expanded += String(repeating: " ", count: spaces)
          column += spaces
        } else {
          expanded.append(character)
          column += 1
        }
      }
      text = expanded
    }
    text = text.escapingControlCharacters()
    let limit = StepReport.maximumLineLength
    guard line.isCut || text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }
}
