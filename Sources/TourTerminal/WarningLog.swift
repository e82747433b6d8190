import Synchronization
import TourKit

/// The warnings of one ``present(_:options:)`` or
/// ``presentIfNeeded(_:app:version:store:override:options:)`` call, for its result: each line
/// still goes where ``PresentOptions/warn`` sends it, and is noted here too, from whichever
/// thread gives it.
final class WarningLog: Sendable {
  private let noted = Mutex<[String]>([])

  /// `options` whose `warn` notes each line here, then gives it to the `warn` they had.
  func noting(_ options: PresentOptions) -> PresentOptions {
    var options = options
    let warn = options.warn
    options.warn = { [self] line in
      noted.withLock { $0.append(line) }
      warn(line)
    }
    return options
  }

  /// `result` with the lines noted so far, in order, as its warnings.
  func attached(to result: TourResult) -> TourResult {
    var result = result
    result.warnings = noted.withLock { $0 }
    return result
  }
}
