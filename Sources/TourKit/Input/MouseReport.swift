/// One mouse report, in either encoding the terminal may use: SGR (mode 1006,
/// `ESC [ < B ; X ; Y M` or `m`) or legacy X10 (`ESC [ M` and three bytes).
struct MouseReport: Equatable {
  /// xterm's button code: the low two bits name the button (0 left, 1 middle, 2 right,
  /// 3 "released" in X10), 32 marks motion, 64 the wheel, 128 buttons 8–11; 4, 8 and 16 are
  /// Shift, Meta and Ctrl, which the tour ignores.
  let button: Int
  /// Zero-based cell.
  let x: Int
  let y: Int
  /// SGR's lower-case `m`: a button came up.
  let isRelease: Bool

  /// The tour's events for this report: the left button's press, drag and release, any
  /// motion, and the wheel in four directions. Other buttons do nothing.
  var events: [TourEvent] {
    let buttonBits = button & 0b11
    if button & 128 != 0 { return [] }
    if button & 64 != 0 {
      // Wheel up and left go back; down and right go forward. There is no wheel release.
      guard !isRelease else { return [] }
      return [.wheel(buttonBits == 0 || buttonBits == 2 ? .previous : .next)]
    }
    if button & 32 != 0 {
      // Motion with the left button held, or with none (any-motion tracking).
      return buttonBits == 0 || buttonBits == 3 ? [.pointerMoved(x: x, y: y)] : []
    }
    // X10 reports every release as button 3, without saying which button came up.
    if isRelease || buttonBits == 3 {
      return buttonBits == 0 || buttonBits == 3 ? [.pointerUp(x: x, y: y)] : []
    }
    return buttonBits == 0 ? [.pointerDown(x: x, y: y)] : []
  }

  /// An SGR report from its three parameters (1-based cells), or `nil` when it is malformed
  /// or names cell 0.
  init?(sgrParameters parameters: [Int], isRelease: Bool) {
    guard parameters.count == 3, parameters[1] >= 1, parameters[2] >= 1 else { return nil }
    button = parameters[0]
    x = parameters[1] - 1
    y = parameters[2] - 1
    self.isRelease = isRelease
  }

  /// An X10 report from its three bytes (each value + 32, cells 1-based), or `nil` when a byte
  /// is out of range (a terminal's overflow for cells past 223 sends 0).
  init?(x10Bytes bytes: [UInt8]) {
    guard bytes.count == 3, bytes[0] >= 32, bytes[1] > 32, bytes[2] > 32 else { return nil }
    button = Int(bytes[0]) - 32
    x = Int(bytes[1]) - 33
    y = Int(bytes[2]) - 33
    isRelease = false
  }
}
