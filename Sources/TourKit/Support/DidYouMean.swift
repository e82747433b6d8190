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

  /// The candidate one slip away from `word` (case aside): a letter added, dropped or changed,
  /// or two neighbours swapped (`acent`, `accnet`, `Title` for `accent`, `accent`, `title`).
  /// Stricter than ``suggestion(for:among:)``: it tells a mistyped key from another tool's own
  /// key, as `date` of a blog post is two edits from `dot`.
  static func nearMiss(for word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased())
    return candidates.first { isOneSlip(lowered, Array($0)) }
  }

  /// Whether `a` and `b` are equal, or one insertion, deletion, substitution or swap of
  /// neighbours apart.
  private static func isOneSlip(_ a: [Character], _ b: [Character]) -> Bool {
    guard abs(a.count - b.count) <= 1 else { return false }
    let prefix = zip(a, b).prefix { $0 == $1 }.count
    if prefix == a.count && prefix == b.count { return true }
    let restA = a[prefix...]
    let restB = b[prefix...]
    if restA.dropFirst().elementsEqual(restB) || restA.elementsEqual(restB.dropFirst())
      || restA.dropFirst().elementsEqual(restB.dropFirst())
    {
      return true
    }
    return a.count == b.count && restA.count >= 2 && restA.first == restB.dropFirst().first
      && restB.first == restA.dropFirst().first
      && restA.dropFirst(2).elementsEqual(restB.dropFirst(2))
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
