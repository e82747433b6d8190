/// Why a tour file could not be loaded, with where in the file it went wrong.
///
/// Printed by the executable as `FILE:LINE:COL: message` (or `FILE: message` when the problem
/// is the whole file), before the screen is touched.
public struct TourFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name as the user gave it.
  public var path: String
  /// The 1-based line, if the problem has a place.
  public var line: Int?
  /// The 1-based column in characters, if the problem has a place.
  public var column: Int?
  /// What is wrong, in lower case, without a trailing period.
  public var message: String
  /// The other mistakes of the same comment, found after this one (`allign` beside a bad
  /// `when:`): `tour --check` reports them too, loading throws this one alone.
  package var further: [TourFileError] = []

  /// Creates an error about `path`, at a 1-based `line` and `column` when the problem has a
  /// place.
  public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// Calls `read` with each of `items`, going on past a mistake, and throws the first mistake
  /// with the others as its ``further``: every mistake of one comment is found in one reading.
  static func gathering<Item>(
    _ items: some Sequence<Item>, startingWith earlier: TourFileError? = nil,
    _ read: (Item) throws(TourFileError) -> Void
  ) throws(TourFileError) {
    var mistakes = earlier.map { [$0] } ?? []
    for item in items {
      do { try read(item) } catch { mistakes.append(error) }
    }
    guard var first = mistakes.first else { return }
    first.further = Array(mistakes.dropFirst())
    throw first
  }

  /// `FILE:LINE:COL: message`, or `FILE: message` without a place: one line, with any control
  /// character from the file name or the file's text (quoted in the message) shown escaped.
  public var description: String {
    let place = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
    return "\(path)\(place): \(message)".escapingControlCharacters()
  }
}
