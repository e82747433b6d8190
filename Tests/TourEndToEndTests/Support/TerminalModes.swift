import Foundation

/// The DEC private modes (`ESC [ ? N h` / `l`) a program left set, replayed from every byte it
/// wrote: independent of how lenient the terminal is (tmux turns every mouse mode off on
/// `?1000l`; xterm keeps `?1002` on until `?1002l`).
struct TerminalModes: CustomStringConvertible {
  /// The modes that must be off once the tour has handed the terminal back: mouse reports
  /// (1000, 1002, 1003, 1006, 1015), focus (1004), bracketed paste (2004), the alternate
  /// screen (47, 1047, 1049), application cursor keys (1).
  static let fullScreenModes = [1, 47, 1000, 1002, 1003, 1004, 1006, 1015, 1047, 1049, 2004]
  /// The cursor (25), shown unless hidden.
  static let cursor = 25

  private(set) var set: Set<Int> = [TerminalModes.cursor]
  /// Every mode that was set at some point: proof the recording saw the program at work.
  private(set) var everSet: Set<Int> = []

  init(replaying bytes: [UInt8]) {
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["),
        bytes[index + 2] == UInt8(ascii: "?")
      else {
        index += 1
        continue
      }
      var end = index + 3
      while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end])
      {
        end += 1
      }
      guard end < bytes.count else { break }
      let final = bytes[end]
      if final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
        let numbers = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
          .split(separator: ";").compactMap { Int($0) }
        for mode in numbers {
          if final == UInt8(ascii: "h") {
            set.insert(mode)
            everSet.insert(mode)
          } else {
            set.remove(mode)
          }
        }
      }
      index = end + 1
    }
  }

  /// Full-screen modes still on.
  var leftOn: [Int] { TerminalModes.fullScreenModes.filter { set.contains($0) } }

  /// Whether the terminal was taken (alternate screen, mouse motion reports) and then handed
  /// back: no full-screen mode on, the cursor shown.
  var areRestored: Bool {
    [1002, 1049].allSatisfy(everSet.contains) && leftOn.isEmpty
      && set.contains(TerminalModes.cursor)
  }

  /// Whether the tour's modes are on: mouse reports with motion, SGR, the alternate screen.
  var areFullScreen: Bool { [1002, 1006, 1049].allSatisfy(set.contains) }

  var description: String {
    "modes left on: \(leftOn), cursor \(set.contains(TerminalModes.cursor) ? "shown" : "hidden"), "
      + "modes ever set: \(everSet.sorted())"
  }
}

extension TmuxSession {
  /// Waits until the recorded output shows the modes satisfying `condition` (the recording
  /// lags behind the program) and returns them; after `timeout`, the last ones seen.
  func recordedModes(
    timeout: Duration = .seconds(3), until condition: (TerminalModes) -> Bool
  ) async throws -> TerminalModes {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let modes = TerminalModes(replaying: recordedOutput())
      if condition(modes) || clock.now >= deadline { return modes }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
