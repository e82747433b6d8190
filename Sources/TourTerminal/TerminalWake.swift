/// Why a ``TerminalBackend``'s wait returned, besides its deadline passing: what the session's
/// loop acts on before it decodes, handles and draws.
///
/// A backend returns everything that happened during one wait; the loop acts on it in a fixed
/// order whatever the order given (the end of input, an ending signal, a stop, a continue, a
/// resize, then the bytes), as the terminal's signal flags are read after a wait.
package enum TerminalWake: Equatable, Sendable {
  /// Bytes from the terminal, split anywhere (the decoder keeps an unfinished sequence).
  case bytes([UInt8])
  /// The input ended: the terminal hung up, or its descriptor was closed. The tour ends as
  /// if SIGHUP had come, whatever else woke the wait.
  case inputEnded
  /// A signal that ends the tour arrived (SIGINT, SIGTERM, SIGHUP, SIGQUIT …): the tour ends
  /// `.interrupted(signal:)` with it.
  case endingSignal(Int32)
  /// SIGTSTP arrived: the tour hands the terminal back and stops, as for Ctrl-Z.
  case stopRequested
  /// SIGCONT arrived without a stop the tour made: it takes the screen back and redraws.
  case continued
  /// SIGWINCH arrived: the window may have another size.
  case resized
  /// A watched file has changes to read (`tour --watch` with the kernel's file events).
  case filesChanged
}
