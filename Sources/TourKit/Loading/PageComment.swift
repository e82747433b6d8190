/// Per-page settings in an HTML comment at the top of a page: `<!-- align: left -->`,
/// `<!-- since: 1.4 -->`, `<!-- background: #1e3a5f -->`, several separated by `;` or new
/// lines. Other comments are ignored.
enum PageComment {
  /// Every key a page comment takes.
  static let keys = ["align", "since", "background", "when"]

  /// The settings in `comment`, or `nil` when it is not a settings comment (an ordinary
  /// comment with no `key: value` in it, or other HTML); an error at the entry or value that is
  /// wrong. What the comment does not set is taken from `defaults` (the tour's).
  static func settings(
    in comment: WrittenComment, path: String, defaults: PageSettings = PageSettings()
  ) throws(TourFileError) -> PageSettings? {
    guard let body = comment.body else { return nil }
    let entries = body.split(omittingEmptySubsequences: true) { $0 == ";" || $0 == "\n" }
      .map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    // A comment none of whose entries is (nearly) a setting is an ordinary comment, like
    // `<!-- TODO: more -->`; one with a near miss (`allign`) is a mistake worth reporting, and so
    // is an entry that is no `key: value` in a comment that has settings (a forgotten colon,
    // `when theme = dark`, or a remark, which would drop the settings with it).
    let names = entries.map { entry in
      entry.firstIndex(of: ":").map { String(entry[..<$0].trimmingSpaces).lowercased() }
    }
    guard
      names.contains(where: { name in
        name.map { keys.contains($0) || DidYouMean.suggestion(for: $0, among: keys) != nil }
          ?? false
      })
    else { return nil }
    var settings = defaults
    try TourFileError.gathering(entries) { (entry) throws(TourFileError) in
      guard let colon = entry.firstIndex(of: ":") else {
        let (line, column) = comment.place(of: entry.startIndex)
        throw TourFileError(
          path: path, line: line, column: column,
          message: CommentWord.missingColon(in: entry)
            ?? "`\(entry.escapingControlCharacters())` is no page setting: write `key: value`, "
            + "settings separated by `;` (other words belong in a comment of their own)")
      }
      let key = String(entry[..<colon].trimmingSpaces).lowercased()
      let value = String(entry[entry.index(after: colon)...].trimmingSpaces)
      // `entry` and `value` index into the comment's HTML itself, so their places in the file
      // can be counted.
      let valueStart = entry[entry.index(after: colon)...].trimmingSpaces.startIndex
      func error(_ message: String, at index: String.Index) -> TourFileError {
        let (line, column) = comment.place(of: index)
        return TourFileError(path: path, line: line, column: column, message: message)
      }
      switch key {
      case "align":
        guard let alignment = PageSettings.Alignment(setting: value) else {
          throw error(PageSettings.Alignment.problem(with: value), at: valueStart)
        }
        settings.alignment = alignment
      case "since":
        guard Version(value) != nil else {
          throw error("bad since `\(value)`: expected a version like 1.4 or 2.0.1", at: valueStart)
        }
        settings.since = value
      case "when":
        let (conditionLine, conditionColumn) = comment.place(of: valueStart)
        guard
          let condition = PageCondition(
            parsing: entry[valueStart...], line: conditionLine, column: conditionColumn)
        else {
          if let doubled = Self.doubledEquals(in: value) {
            throw error(
              "bad when `\(value)`: the test is one `=` (did you mean `\(doubled)`?)",
              at: valueStart)
          }
          throw error(
            "bad when `\(value)`: expected `KEY = VALUE`, `KEY != VALUE`, `KEY has VALUE`, "
              + "`KEY` or `not KEY`", at: valueStart)
        }
        settings.condition = condition
      case "background":
        guard let color = TourColor(parsing: value) else {
          throw error(TourColor.problem(with: value), at: valueStart)
        }
        settings.background = color
      default:
        let hint =
          DidYouMean.suggestion(for: key, among: keys).map { " (did you mean `\($0)`?)" } ?? ""
        throw error("unknown page setting `\(key)`\(hint)", at: entry.startIndex)
      }
    }
    return settings
  }

  /// `theme = dark` for `theme == dark` (and `!=` for `!==`), as other languages write an
  /// equality; `nil` when `condition` has no doubled `=`.
  private static func doubledEquals(in condition: String) -> String? {
    let characters = Array(condition)
    guard
      let first = characters.indices.dropLast().first(where: {
        characters[$0] == "=" && characters[$0 + 1] == "="
      })
    else { return nil }
    let differs = first > 0 && characters[first - 1] == "!"
    let key = String(characters[..<(differs ? first - 1 : first)]).trimmingSpaces
    let value = String(characters[(first + 2)...]).trimmingSpaces
    return "\(key) \(differs ? "!=" : "=") \(value)"
  }
}

extension PageSettings.Alignment {
  /// The alignment an `align` setting names, in a page comment or the front matter: `left`,
  /// `center` or `centre`, in any case.
  init?(setting value: String) {
    switch value.lowercased() {
    case "center", "centre": self = .center
    case "left": self = .left
    default: return nil
    }
  }

  /// Why `value` names no alignment.
  static func problem(with value: String) -> String {
    "bad align `\(value)`: expected center or left"
  }
}
