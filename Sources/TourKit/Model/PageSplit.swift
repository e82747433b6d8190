/// How a long document without `---` is cut into pages (`split: h2` in the front matter,
/// `tour --split h2`): a page starts at each heading of this level or a higher one (`#`, `##`),
/// and thematic breaks are rules on the page. What comes before the first such heading is a
/// page of its own, unless it is empty.
package struct PageSplit: Equatable, Sendable {
  /// The deepest heading level that starts a page: 1, 2 or 3.
  let level: Int

  /// The values `split` takes, as written.
  static let values = ["h1", "h2", "h3"]

  /// Parses `h1`, `h2` or `h3` (any case).
  package init?(setting: String) {
    guard let index = Self.values.firstIndex(of: setting.lowercased()) else { return nil }
    level = index + 1
  }

  /// Why `value` is not a split: what it takes.
  static func problem(with value: String) -> String {
    "bad split `\(value)`: expected h1, h2 or h3"
  }
}
