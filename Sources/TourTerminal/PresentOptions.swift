import CNcurses
import Glibc
import TourKit

/// How ``present(_:options:)`` shows a tour. The defaults read the process environment the
/// way the `tour` command does.
public struct PresentOptions {
  /// When to print plain text instead of going full screen.
  public enum TextMode: Equatable, Sendable {
    /// Plain text when there is no terminal (stdin or stdout not a tty, `TERM` unset or
    /// `dumb`); such a run is not remembered by the launch gate.
    case automatic
    /// Always plain text (`--plain`); remembered like a finished tour.
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
    textMode = .automatic
    warn = { message in fputs("tour: warning: \(message)\n", tour_stderr()) }
    write = { text in print(text, terminator: "") }
  }

  /// Reads a variable of the process environment.
  public static func processEnvironment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
