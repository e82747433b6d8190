/// The environment variables tour reads itself: its settings, all named `TOUR_…`.
///
/// The one list of them. An answer reaches `-- COMMAND` as `TOUR_KEY`, so a question whose key
/// would give one of these names (`disable` gives `TOUR_DISABLE`) would change tour's own
/// settings for COMMAND and every tour it starts: such keys are refused
/// (``isReserved(_:)``), and such variables are never set from answers.
package enum TourVariable: String, CaseIterable, Sendable {
  /// Yes (``flag(_:)``): show nothing and remember nothing.
  case disable = "TOUR_DISABLE"
  /// Yes: the line-by-line mode; no: not even with `ACCESSIBLE`.
  case accessible = "TOUR_ACCESSIBLE"
  /// Yes: no animation.
  case reduceMotion = "TOUR_REDUCE_MOTION"
  /// Yes: `--watch` polls its files.
  case watchPoll = "TOUR_WATCH_POLL"
  /// Debug builds: crash a running tour on purpose, for the end-to-end tests.
  case debugCrash = "TOUR_DEBUG_CRASH"

  /// The prefix of every answer's variable, and of tour's own.
  static let answerPrefix = "TOUR_"

  /// The variable `key`'s answer is given as after `prefix`: upper case, `-` as `_`
  /// (`dark-mode` gives `TOUR_DARK_MODE`).
  static func answerName(forKey key: String, prefix: String = answerPrefix) -> String {
    prefix + key.uppercased().replacingAll("-", with: "_")
  }

  /// What a yes/no `text` says, as `--answer` reads a yes/no question and every boolean
  /// setting is read (`1 true yes y on` and `0 false no n off`, in any case); `nil` for
  /// anything else, an empty text too.
  package static func flag(_ text: String?) -> Bool? {
    switch text?.lowercased() {
    case "1", "true", "yes", "y", "on": true
    case "0", "false", "no", "n", "off": false
    default: nil
    }
  }

  /// Whether `name` is one of tour's own variables, which no answer may set.
  static func isReserved(_ name: String) -> Bool {
    TourVariable(rawValue: name) != nil
  }
}
