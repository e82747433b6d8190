import Synchronization
import TourKit

/// The default warnings of ``PresentOptions/warn``, held back while a tour is on screen in this
/// process and written once the terminal is restored: standard error is usually the terminal
/// the tour is drawn on, and a line written there while ncurses owns the screen scrolls the
/// alternate screen and stays on it.
///
/// A warning from any thread is held (a host's other thread, a second `present`'s launch
/// gate), so none is lost and they come out in the order they were made.
enum HeldWarnings {
  /// The lines held and where each goes; `nil` while no tour is on screen.
  private static let held = Mutex<[(descriptor: Int32, line: String)]?>(nil)

  /// Starts holding warnings back: a tour is taking the terminal.
  static func hold() {
    held.withLock { $0 = $0 ?? [] }
  }

  /// Writes `line` and a newline to `descriptor`, or holds it while a tour is on screen.
  static func write(_ line: String, to descriptor: Int32) {
    held.withLock { lines in
      if lines != nil {
        lines?.append((descriptor, line))
      } else {
        Platform.writeLine(line, to: descriptor)
      }
    }
  }

  /// Stops holding warnings back and writes those held, in order: the terminal is restored.
  static func release() {
    held.withLock { lines in
      for (descriptor, line) in lines ?? [] { Platform.writeLine(line, to: descriptor) }
      lines = nil
    }
  }
}
