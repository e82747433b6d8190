/// A JSON value and its text, enough for the results file (no Foundation needed).
enum JSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])  // ordered, so the file reads in a stable order

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

  /// The text, indented by two spaces per level.
  func rendered(indent: Int = 0) -> String {
    let inner = String(repeating: "  ", count: indent + 1)
    let outer = String(repeating: "  ", count: indent)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      guard value.isFinite else { return "null" }
      return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    case .string(let value): return JSON.quoted(value)
    case .array(let values):
      if values.isEmpty { return "[]" }
      // Plain numbers on one line: sample lists would otherwise run to thousands of lines.
      if values.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
        return "[" + values.map { $0.rendered() }.joined(separator: ", ") + "]"
      }
      return "[\n" + values.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
        + "\n" + outer + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + JSON.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
        .joined(separator: ",\n") + "\n" + outer + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
