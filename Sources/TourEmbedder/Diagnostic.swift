import TourKit

/// One line for the build log, in the form compilers use so that IDEs place it in the file:
/// `FILE:LINE:COL: error: message` (or `warning:`), `FILE: error: message` without a place. Control
/// characters (a file's ESC, a name's newline) are shown escaped, so it stays one line.
struct Diagnostic: CustomStringConvertible {
  /// The file, as an absolute path.
  var file: String
  var line: Int?
  var column: Int?
  /// Whether it fails the build (a warning does not).
  var isError: Bool
  var message: String

  var description: String {
    let place = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
    return "\(file)\(place): \(isError ? "error" : "warning"): \(message)"
      .escapingControlCharacters()
  }
}
