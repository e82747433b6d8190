/// "Did you mean …?" suggestions for mistyped keys, options and colour names.
package enum DidYouMean {
  /// The candidate closest to `word` by edit distance, if it is close enough to suggest.
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    guard let best = candidates.min(by: { distance(lowered, $0) < distance(lowered, $1) }) else {
      return nil
    }
    return distance(lowered, best) <= max(1, min(3, lowered.count / 2)) ? best : nil
  }

  /// The Levenshtein distance between two words.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
