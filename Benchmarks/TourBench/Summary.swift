/// The median and range of a set of samples: the form every figure is reported in.
struct Summary {
  let median: Double
  let min: Double
  let max: Double
  let count: Int

  /// Summarises `samples`; `nil` when there are none.
  init?(_ samples: [Double]) {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    min = sorted[0]
    max = sorted[sorted.count - 1]
    count = sorted.count
  }
}

/// Number formatting without Foundation (`String(format:)` is a Foundation API).
enum Format {
  /// `value` with exactly `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    let whole = scaled / Int64(scale)
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(scaled % Int64(scale))
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count)
      + fraction
  }

  /// `value` with about three significant digits, trailing zeros dropped: 0.0123, 1.5, 12.3,
  /// 123, 12345.
  static func short(_ value: Double) -> String {
    let magnitude = abs(value)
    let digits =
      magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : magnitude >= 0.01 ? 3 : 4
    var text = fixed(value, digits)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// "median (min–max)".
  static func summary(_ summary: Summary?) -> String {
    guard let summary else { return "—" }
    if summary.count == 1 { return short(summary.median) }
    return "\(short(summary.median)) (\(short(summary.min))–\(short(summary.max)))"
  }

  /// `text` padded with spaces to `width` characters (left-aligned).
  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - text.count))
  }
}
