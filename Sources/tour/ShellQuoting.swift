extension String {
  /// The text with each character `replacements` names written as its replacement: the
  /// completions' quoting. A plain map rather than the standard library's
  /// `replacing(_:with:)`, which would link the regex engine (~0.45 MB of code) into tour.
  func replacingEach(_ replacements: [Character: String]) -> String {
    map { replacements[$0] ?? String($0) }.joined()
  }
}
