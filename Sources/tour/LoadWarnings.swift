import TourKit

/// What loading the tour had to say (a translation not used: it asks otherwise than its
/// original), held until the tour is shown and said then: a run the launch gate skips says
/// nothing, or a wrapped command would repeat it on every run.
struct LoadWarnings {
  private var lines: [String] = []

  /// Holds `line` back.
  mutating func note(_ line: String) { lines.append(line) }

  /// Gives the lines held to `warn` if `result` showed the tour (finished, left, printed).
  func say(after result: TourResult, through warn: (String) -> Void) {
    switch result.ending {
    case .completed, .skipped, .printed: lines.forEach(warn)
    case .notNeeded, .disabled, .interrupted, .noTerminal, .outputFailed, .alreadyPresenting:
      break
    }
  }
}
