/// How presenting a tour ended, and what the user answered: for a host program to act on.
///
/// ```swift
/// let result = present(tour)
/// if result.ending == .completed {
///   applyTheme(result.answers.choice("theme") ?? "auto")
/// }
/// exit(result.exitStatus)
/// ```
public struct TourResult: Equatable, Sendable {
  /// How it ended.
  public var ending: Ending
  /// The answers: what the user chose where the tour asked, the presets and defaults
  /// elsewhere. After ``Ending/skipped(atPage:)`` or ``Ending/interrupted(signal:)`` they are
  /// what was answered so far (partial: nothing is remembered as answered); when nothing was
  /// shown, the presets and defaults.
  public var answers: TourAnswers
  /// Every warning given while presenting, one line each, as `PresentOptions.warn` got them
  /// (TourTerminal): a record that could not be read, a store that cannot remember, a terminal
  /// that could not be set up, pictures that cannot be shown. None of them stopped anything:
  /// the result says what happened, and the host goes on.
  public var warnings: [String]

  /// Creates a result.
  public init(_ ending: Ending, answers: TourAnswers = TourAnswers(), warnings: [String] = []) {
    self.ending = ending
    self.answers = answers
    self.warnings = warnings
  }

  /// How presenting a tour ended.
  public enum Ending: Equatable, Sendable {
    /// The user finished the tour from its last page.
    case completed
    /// The user left early with q or Esc, on this page (0-based, among the pages shown).
    case skipped(atPage: Int)
    /// The launch gate decided the tour was not needed at this launch.
    case notNeeded
    /// `TOUR_DISABLE=1` (or `PresentOptions.isDisabled` in TourTerminal): the user or a CI
    /// opted out of onboarding; nothing was shown, nothing is remembered.
    case disabled
    /// A signal (SIGINT, SIGTERM, SIGHUP, or another that ends a process and that the host's
    /// own disposition did not end it for) ended the tour, or its terminal went away (SIGHUP);
    /// the host should exit `128 + signal`.
    case interrupted(signal: Int32)
    /// There was no terminal, so the pages were printed as plain text.
    case printed
    /// There was no terminal and plain text was not wanted: nothing was shown.
    case noTerminal
    /// The plain text could not be written (standard output closed, full, or a broken pipe):
    /// nothing was shown, the launch gate remembers nothing, and no warning was written (the
    /// host says what it wants: `tour` prints `tour: cannot write to standard output: …`).
    /// Exit status 74 (`EX_IOERR`).
    case outputFailed
    /// Another tour was already being presented in this process; this one was not shown and
    /// nothing was written, not even a warning, since the terminal belongs to the tour on
    /// screen. Exit status 70 (`EX_SOFTWARE`): presenting twice at once is a bug in the host.
    case alreadyPresenting

    /// The `tour` command's exit status for this ending.
    public var exitStatus: Int32 {
      switch self {
      case .completed, .notNeeded, .disabled, .printed, .noTerminal: return 0
      case .skipped: return 1
      case .interrupted(let signal): return 128 + signal
      case .outputFailed: return 74
      case .alreadyPresenting: return 70
      }
    }
  }

  /// The `tour` command's exit status for this result.
  public var exitStatus: Int32 { ending.exitStatus }
}
