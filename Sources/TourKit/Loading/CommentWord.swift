/// The words a tour's HTML comments start with when they mean something to tour: `ask`,
/// `step`, `value` and the page settings. A comment, or a `;` entry of a settings comment, that starts
/// with one of them is read as that kind, so a forgotten colon (`<!-- ask theme -->`,
/// `<!-- since: 1.4; when theme = dark -->`) is a mistake reported at its place, not a comment
/// silently ignored with its question or condition. Places in a comment are counted by
/// ``WrittenComment``.
enum CommentWord {
  /// Every word that makes a comment, or a settings comment's entry, tour's.
  static let words = ["ask", "step", "value"] + PageComment.keys

  /// Why `entry` (a comment's body, or one entry of it) is a mistake: it starts with one of
  /// ``words`` with no colon after it. `nil` when it does not start with one, or has its colon.
  static func missingColon(in entry: Substring) -> String? {
    // Tour's words are lower case: `<!-- When ready, … -->` is a remark (`When:` is a slip).
    let word = entry.prefix { $0.isLetter }
    let lowered = String(word)
    guard words.contains(lowered) else { return nil }
    let rest = entry[word.endIndex...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    // `when-ready`, `ask2`: another word, not this one.
    if let next = entry[word.endIndex...].first, next.isNumber || next == "-" || next == "_" {
      return nil
    }
    guard rest.first != ":" else { return nil }
    let example =
      lowered == "ask" || lowered == "step"
      ? "\(lowered): KEY" : lowered == "value" ? "value: VALUE" : "\(lowered): …"
    return "`\(word)` needs a colon after it: `\(example)`"
  }

  /// Why `entry` is a mistake: it starts with one of ``words`` without its colon, or with a
  /// word and a colon where the word is a slip of one of them (`Ask:`, `aks:`, `valeu:`).
  static func mistake(in entry: Substring) -> String? {
    if let missing = missingColon(in: entry) { return missing }
    let word = entry.prefix { $0.isLetter }
    guard entry[word.endIndex...].first == ":" else { return nil }
    let value = entry[entry.index(after: word.endIndex)...]
    guard let meant = slip(of: String(word)) ?? askSlip(of: String(word), value: value) else {
      return nil
    }
    // Worded as PageComment words a setting it does not know, wherever the comment stands.
    if PageComment.keys.contains(meant) {
      return "unknown page setting `\(word.lowercased())` (did you mean `\(meant)`?)"
    }
    return "unknown comment `\(word):` (did you mean `\(meant):`?)"
  }

  /// The word of ``words`` that `word` misspells: another case (`Ask`), two neighbours swapped
  /// (`aks`), or, past four letters, one letter added, dropped or changed (`valeu`, `vaule`).
  /// Short words take only the first two, so that `task:` or `then:` in a remark stays a remark
  /// (`askSlip(of:value:)` takes the others for `ask`).
  private static func slip(of word: String) -> String? {
    guard !words.contains(word) else { return nil }
    let lowered = word.lowercased()
    if words.contains(lowered) { return lowered }
    if let meant = words.first(where: {
      $0.count == lowered.count && $0.sorted() == lowered.sorted()
        && DidYouMean.nearMiss(for: lowered, among: [$0]) != nil
    }) {
      return meant
    }
    return DidYouMean.nearMiss(for: lowered, among: words.filter { $0.count > 4 })
  }

  /// `ask` when `word` is one letter added, dropped or changed from it (`asks`, `ak`, `aask`)
  /// and what follows the colon reads as an ask's key (`theme`, `name; text`): a question that
  /// would vanish, not a remark (`<!-- task: rewrite this page -->`).
  private static func askSlip(of word: String, value: Substring) -> String? {
    guard word != "ask", DidYouMean.nearMiss(for: word.lowercased(), among: ["ask"]) != nil
    else { return nil }
    let key = value.prefix { $0 != ";" && !$0.isNewline }.trimmingSpaces
    return AskComment.isValidKey(key) ? "ask" : nil
  }

  /// The body of `html` when it is one whole comment (`<!-- … -->`), without the white space
  /// around it (line breaks too: `<!--` may stand on a line of its own). Its indices are
  /// `html`'s, so places in it can be counted (``WrittenComment/place(of:)``).
  static func body(of html: String) -> Substring? {
    var text = Substring(html).trimmingSpaces
    while text.last == "\n" { text = text.dropLast().trimmingSpaces }
    guard text.hasPrefix("<!--"), text.hasSuffix("-->"), text.count >= 7 else { return nil }
    return text.dropFirst(4).dropLast(3).trimmingWhitespace
  }
}
