/// One thing `tour --check` or the EmbedTour build says about a tour file: where it is written,
/// how much it matters, what it is, and the screen sizes it happens at when it depends on the
/// screen. Errors from reading the file (``TourFileError``), what the layout check finds
/// (``TourCheck/Problem``), pictures that cannot be shown, and a translation that differs from
/// its original all become findings, so that both tools sort and print them alike.
package struct TourFinding: Equatable, Sendable, CustomStringConvertible {
  /// How much a finding matters, in the words compilers use, so that editors and IDEs place
  /// and colour it.
  package enum Severity: String, Sendable {
    /// The file cannot be read as written (`tour --check` exits 2, a build fails), or a
    /// picture cannot be shown, or a translation differs from its original.
    case error
    /// The tour shows, but not as written (clipped, cut, ignored): `tour --check` fails
    /// (exit 1), a build does not.
    case warning
    /// Worth knowing, never a failure: a page that scrolls, another tool's front matter key.
    case note
  }

  /// The 1-based line where it is written, if it has a place.
  package var line: Int?
  /// The 1-based column in characters, if it has a place.
  package var column: Int?
  /// How much it matters.
  package var severity: Severity
  /// What it is, in lower case without a trailing period, the sizes it happens at included.
  package var message: String
  /// The screen sizes it happens at, in the order checked; empty when the screen does not
  /// matter.
  var sizes: [ScreenSize]

  /// Creates a finding.
  package init(
    line: Int?, column: Int?, severity: Severity, message: String, sizes: [ScreenSize] = []
  ) {
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.sizes = sizes
  }

  /// The error `error` is, at its place.
  package init(_ error: TourFileError) {
    self.init(line: error.line, column: error.column, severity: .error, message: error.message)
  }

  /// `LINE:COL: error: message` (`error: message` without a place), to follow `FILE:`.
  package var description: String {
    let place = [line, column].compactMap { $0 }.map { "\($0):" }.joined()
    return place + (place.isEmpty ? "" : " ") + "\(severity.rawValue): \(message)"
  }

  /// The line a compiler would print: `FILE:LINE:COL: error: message`, with any control
  /// character of the name or the file's text escaped, so that it stays one line.
  package func line(in file: String) -> String {
    let place = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
    return "\(file)\(place): \(severity.rawValue): \(message)".escapingControlCharacters()
  }

  /// `findings` in the order they are written in the file, those without a place first; at one
  /// place, in the order given.
  static func sorted(_ findings: [TourFinding]) -> [TourFinding] {
    findings.enumerated().sorted {
      ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
        < ($1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
    }.map(\.element)
  }

  /// The most findings printed for one file: the rest are counted in one line, so that a file
  /// of thousands of mistakes prints a screenful to read, not thousands.
  static let printedLimit = 100

  /// The lines printed for `findings` of `file`: each one in file order, at most
  /// ``printedLimit``, then `FILE: N more not shown` for the rest (`total` of them in all, when
  /// more were found than kept).
  package static func lines(_ findings: [TourFinding], in file: String, total: Int? = nil)
    -> [String]
  {
    let sorted = sorted(findings)
    var lines = sorted.prefix(printedLimit).map { $0.line(in: file) }
    let hidden = max(total ?? sorted.count, sorted.count) - lines.count
    if hidden > 0 {
      lines.append("\(file): \(hidden) more not shown".escapingControlCharacters())
    }
    return lines
  }
}
