import TourKit

/// The results file's JSON: TourKit's package-internal JSON value, plus the bench's shapes.
typealias JSON = JSONValue

extension JSONValue {
  /// A number, or `null` when there is none.
  static func number(_ value: Double?) -> JSON { value.map { .number($0) } ?? .null }
  /// A string, or `null`.
  static func string(_ value: String?) -> JSON { value.map { .string($0) } ?? .null }

  /// A summary as `{median, min, max, n}`, or `null`.
  static func summary(_ summary: Summary?) -> JSON {
    guard let summary else { return .null }
    return .object([
      ("median", .number(summary.median)), ("min", .number(summary.min)),
      ("max", .number(summary.max)),
      ("n", .number(Double(summary.count))),
    ])
  }
}
