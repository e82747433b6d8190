import CNcurses
import Glibc
import TourKit

/// How ``present(_:options:)`` shows a tour. The defaults read the process environment the
/// way the `tour` command does, except ``textMode``: an embedding CLI's output stays its own.
public struct PresentOptions {
  /// What to do without a terminal (stdin or stdout not a tty, `TERM` unset or `dumb`), and
  /// whether to print plain text even with one.
  public enum TextMode: Equatable, Sendable {
    /// Without a terminal show nothing (``TourResult/noTerminal``): a host CLI whose output
    /// is piped or redirected keeps it clean. The default.
    case never
    /// Without a terminal print the pages as plain text (what `tour` does); such a run is not
    /// remembered by the launch gate.
    case automatic
    /// Always plain text (`tour --plain`); remembered like a finished tour.
    case always
  }

  /// Change pages without animation (`TOUR_REDUCE_MOTION=1`).
  public var reduceMotion: Bool
  /// No colour at all, attributes only (`NO_COLOR` set and not empty).
  public var noColor: Bool
  /// The chrome's language (from `LC_ALL`, `LC_MESSAGES`, `LANG`).
  public var labels: ChromeLabels
  /// When to print plain text.
  public var textMode: TextMode
  /// Where one-line warnings go (default: standard error, as `tour: warning: …`).
  public var warn: (String) -> Void
  /// Where plain text goes (default: standard output).
  public var write: (String) -> Void

  /// Options from `environment` (default: the process environment).
  public init(environment: (String) -> String? = PresentOptions.processEnvironment) {
    reduceMotion = environment("TOUR_REDUCE_MOTION") == "1"
    noColor = environment("NO_COLOR").map { !$0.isEmpty } ?? false
    labels = ChromeLabels.forLanguage(LanguagePreference(environment: environment).language)
    textMode = .never
    warn = { message in fputs("tour: warning: \(message)\n", tour_stderr()) }
    write = { text in print(text, terminator: "") }
  }

  /// Reads a variable of the process environment.
  public static func processEnvironment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
