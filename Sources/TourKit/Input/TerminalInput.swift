/// One thing decoded from the terminal's bytes: an event for the tour, or a control key the
/// terminal layer acts on itself (the terminal is in raw mode, so these arrive as bytes).
package enum TerminalInput: Equatable, Sendable {
  /// Something for ``TourState/handle(_:at:)``.
  case event(TourEvent)
  /// Ctrl-C: end the tour as SIGINT would.
  case interrupt
  /// Ctrl-Z: hand the terminal back and stop until `fg`.
  case suspend
}
