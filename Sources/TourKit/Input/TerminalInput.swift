/// One thing decoded from the terminal's bytes: an event for the tour, or a control key the
/// terminal layer acts on itself (the terminal is in raw mode, so these arrive as bytes).
package enum TerminalInput: Equatable, Sendable {
  /// Something for ``TourState/handle(_:at:)``.
  case event(TourEvent)
  /// Ctrl-C: end the tour as SIGINT would.
  case interrupt
  /// Ctrl-Z: hand the terminal back and stop until `fg`.
  case suspend
  /// A cursor position report, `ESC [ row ; column R` (1-based): the terminal's answer to a
  /// request the terminal layer made (`ESC [ 6n`), never a key. (xterm sends modified F3 in the
  /// same form, always with row 1: the terminal layer asks on another row.)
  case cursorPosition(row: Int, column: Int)
}
