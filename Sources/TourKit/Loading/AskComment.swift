/// An `ask` comment: `<!-- ask: theme; required -->` announces that the list after it is a
/// question, and `<!-- ask: name; text; placeholder: Ada Lovelace; pattern: .{2,40} -->` is a
/// text field by itself.
///
/// Entries are separated by `;`. A `;` belongs to a value (a pattern's `[^;]`) unless what
/// follows it reads as an option (`required`, `label: …`), so patterns need no escaping.
struct AskComment {
  /// The answer's key.
  var key: String
  /// `text`: a text field rather than the list that follows.
  var isText = false
  /// `required`.
  var isRequired = false
  /// `secret` (text fields).
  var isSecret = false
  /// `label:`.
  var label: String?
  /// `placeholder:` (text fields).
  var placeholder: String?
  /// `default:` (text fields).
  var defaultText: String?
  /// `pattern:` (text fields).
  var pattern: AnswerPattern?
  /// `message:` (text fields).
  var message: String?
  /// Where its key is written in the file: what a mistake of the whole question (a key asked
  /// twice, nothing to ask) points at.
  var line: Int
  /// See ``line``.
  var column: Int

  /// The options an `ask` comment takes: flags, then `name: value` options.
  static let flags = ["required", "text", "secret"]
  static let valueOptions = ["label", "placeholder", "default", "pattern", "message"]

  /// The longest key: a key names a shell variable and a JSON member.
  static let maximumKeyLength = 64

  /// The `ask` comment `comment` is, or `nil` when it is not one; an error at the word that is
  /// wrong.
  static func parse(_ comment: WrittenComment, path: String) throws(TourFileError)
    -> AskComment?
  {
    guard
      let read = try KeyedComment(
        comment, word: "ask", example: "<!-- ask: theme -->", path: path)
    else { return nil }
    func failure(_ message: String, at index: String.Index) -> TourFileError {
      read.failure(message, at: index)
    }
    let afterAsk = read.afterWord
    let keyPlace = comment.place(of: read.key.startIndex)
    var ask = AskComment(key: String(read.key), line: keyPlace.line, column: keyPlace.column)
    var defaultName: Substring?
    try TourFileError.gathering(read.entries, startingWith: read.keyMistake) {
      (entry) throws(TourFileError) in
      let (name, value) = entry
      let lowered = name.lowercased()
      switch (lowered, value) {
      case ("required", nil): ask.isRequired = true
      case ("text", nil): ask.isText = true
      case ("secret", nil): ask.isSecret = true
      case ("label", let value?): ask.label = String(value).escapingControlCharacters()
      case ("placeholder", let value?):
        ask.placeholder = String(value).escapingControlCharacters()
      case ("default", let value?):
        defaultName = name
        ask.defaultText = String(value.prefix(TextFieldSettings.maximumLength))
          .escapingControlCharacters()
      case ("message", let value?): ask.message = String(value).escapingControlCharacters()
      case ("pattern", let value?):
        // An empty pattern would take the empty answer alone: every answer refused.
        guard !value.isEmpty else {
          throw failure("`pattern` needs a value: `pattern: …`", at: name.startIndex)
        }
        do throws(AnswerPatternError) {
          ask.pattern = try AnswerPattern(String(value))
        } catch {
          throw failure(
            "bad pattern `\(value.escapingControlCharacters())`: \(error.message)",
            at: value.startIndex)
        }
      default:
        throw read.misused(
          name, value: value, flags: flags, valueOptions: valueOptions, kind: "ask")
      }
    }
    if !ask.isText {
      for (name, set) in [
        ("placeholder", ask.placeholder != nil), ("default", ask.defaultText != nil),
        ("pattern", ask.pattern != nil), ("message", ask.message != nil),
        ("secret", ask.isSecret),
      ] where set {
        throw failure(
          "`\(name)` is for text fields: add `text` to the ask", at: afterAsk.startIndex)
      }
    }
    // A default is written in the tour file, which anyone reading it sees.
    if ask.isSecret, let defaultName {
      throw failure(
        "a `secret` field takes no `default`: a secret written in the tour file is no secret",
        at: defaultName.startIndex)
    }
    return ask
  }

  /// The entries after the key: split at each `;` that an option name follows.
  static func entries(in text: Substring) -> [Substring] {
    var entries: [Substring] = []
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      // A line break ends an entry as `;` does: a comment may hold one entry a line.
      if text[index] == ";" || text[index].isNewline {
        let rest = text[text.index(after: index)...]
        if start == nil || startsWithOption(rest) {
          if let start { entries.append(text[start..<index].trimmingWhitespace) }
          start = text.index(after: index)
        }
      }
      index = text.index(after: index)
    }
    if let start { entries.append(text[start...].trimmingWhitespace) }
    return entries.filter { !$0.isEmpty }
  }

  /// Whether `text` starts (after spaces) with a word that ends in `:` or `;` or the end: an
  /// option, known or not, rather than more of a value.
  private static func startsWithOption(_ text: Substring) -> Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    let word = trimmed.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
    // The end, or an empty entry (`;;`), also ends the value.
    guard !word.isEmpty else { return trimmed.isEmpty || trimmed.first == ";" }
    let after = trimmed[word.endIndex...].drop { $0 == " " || $0 == "\t" }
    return after.isEmpty || after.first == ":" || after.first == ";" || after.first == "\n"
  }

  /// Whether `key` is lower-case letters, digits, `-` and `_`, and not too long.
  static func isValidKey<Text: StringProtocol>(_ key: Text) -> Bool {
    !key.isEmpty && key.count <= maximumKeyLength
      && key.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      }
  }

  /// The `<!-- value: … -->` of an option, or `nil` when `html` is not one.
  static func optionValue(in html: String) -> Substring? {
    guard let text = CommentWord.body(of: html), text.hasPrefix("value"),
      text.dropFirst(5).trimmingSpaces.hasPrefix(":")
    else {
      return nil
    }
    return text[text.index(after: text.firstIndex(of: ":")!)...].trimmingSpaces
  }
}
