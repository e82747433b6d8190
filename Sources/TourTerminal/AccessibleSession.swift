import TourKit

/// Accessible mode's loop (``PresentOptions/isAccessible``): a ``/TourKit/LineByLineTour``
/// written to the output and answered line by line from the input, terminal or pipe.
///
/// It changes nothing in the process (no terminal mode, no signal handler: Ctrl-C does what the
/// host's disposition says), and it reads no byte past the line it needs, so a host that reads
/// its standard input afterwards gets the rest.
struct AccessibleSession {
  /// The most bytes a line keeps; a longer line is read to its end and refused, so no input
  /// makes memory grow.
  static let lineLimit = 65_536

  let tour: Tour
  let options: PresentOptions

  /// Tells the tour until it ends: finished on the last page, `q`, or the end of the input
  /// (like `q`, with the answers given so far).
  func run() -> TourResult {
    var tour = LineByLineTour(
      tour: self.tour, answers: options.answers, labels: options.labels,
      width: options.plainTextWidth, unicode: options.plainTextIsUnicode)
    // A terminal that is both the input and the output shows the line break the user typed;
    // anywhere else it is written, so that every prompt keeps a line of its own.
    let echoesLineBreak =
      Platform.isTerminal(options.inputDescriptor) && Platform.isTerminal(options.outputDescriptor)
    var step = tour.start()
    while true {
      do {
        try options.writeText(step.text)
      } catch {
        return TourResult(.outputFailed, answers: tour.answers)
      }
      if let ending = step.ending { return TourResult(ending, answers: tour.answers) }
      let input = Self.readLine(from: options.inputDescriptor)
      if !echoesLineBreak || input == .end {
        do {
          try options.writeText("\n")
        } catch {
          return TourResult(.outputFailed, answers: tour.answers)
        }
      }
      step = tour.reply(input)
    }
  }

  /// Reads one line from `descriptor`, a byte at a time so that nothing after it is taken:
  /// without its line break (`\n`, or `\r\n`), invalid UTF-8 as U+FFFD. A last line without a
  /// line break is a line; then the end.
  static func readLine(from descriptor: Int32) -> LineByLineTour.Input {
    var bytes: [UInt8] = []
    var isTooLong = false
    var byte: UInt8 = 0
    func line() -> LineByLineTour.Input {
      if isTooLong { return .tooLong }
      if bytes.last == 0x0D { bytes.removeLast() }
      return .line(String(decoding: bytes, as: UTF8.self))
    }
    while true {
      switch withUnsafeMutableBytes(of: &byte, { Platform.readAvailable(descriptor, into: $0) }) {
      case .bytes:
        if byte == 0x0A { return line() }
        if bytes.count < lineLimit { bytes.append(byte) } else { isTooLong = true }
      case .nothing:
        // Interrupted, or a descriptor that does not block: wait until there is more.
        _ = Platform.wait(input: descriptor, wake: -1, timeoutMilliseconds: -1)
      case .end:
        return bytes.isEmpty && !isTooLong ? .end : line()
      }
    }
  }
}
