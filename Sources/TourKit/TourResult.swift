/// How presenting a tour ended, for a host program to act on.
public enum TourResult: Equatable, Sendable {
  /// The user finished the tour from its last page.
  case completed
  /// The user left early with q or Esc, on this page (0-based).
  case skipped(atPage: Int)
  /// The launch gate decided the tour was not needed at this launch.
  case notNeeded
  /// A signal (SIGINT, SIGTERM, SIGHUP) ended the tour; the host should exit `128 + signal`.
  case interrupted(signal: Int32)
  /// There was no terminal, so the pages were printed as plain text.
  case printed
  /// There was no terminal and plain text was not wanted: nothing was shown.
  case noTerminal

  /// The `tour` command's exit status for this result.
  public var exitStatus: Int32 {
    switch self {
    case .completed, .notNeeded, .printed, .noTerminal: return 0
    case .skipped: return 1
    case .interrupted(let signal): return 128 + signal
    }
  }
}
