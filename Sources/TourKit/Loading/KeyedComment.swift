/// A comment that names something by key and says how it is, in `;`-separated entries: the
/// body `ask` and `step` comments share (`<!-- ask: theme; required -->`,
/// `<!-- step: signin; run; timeout: 2m -->`). It reads the key and splits the entries into
/// names and values once, with their places, so both kinds report a mistake at the same column
/// and in the same words.
struct KeyedComment {
  /// The comment, for places.
  let comment: WrittenComment
  /// The file's name, for errors.
  let path: String
  /// Everything after the word's colon: where a mistake about the whole comment is placed.
  let afterWord: Substring
  /// The key as written.
  let key: Substring
  /// Why the key is no key (``AskComment/isValidKey(_:)``), if it is not: the comment's other
  /// mistakes are still found, and this one is reported first.
  let keyMistake: TourFileError?
  /// The entries after the key: a name, and its value when it has a colon.
  let entries: [(name: Substring, value: Substring?)]

  /// `comment` read as a `word:` comment, or `nil` when it is not one; an error at a missing
  /// key (`example` shows one: `<!-- ask: theme -->`).
  init?(_ comment: WrittenComment, word: String, example: String, path: String)
    throws(TourFileError)
  {
    guard let body = comment.body, body.hasPrefix(word),
      body.dropFirst(word.count).trimmingSpaces.hasPrefix(":")
    else {
      return nil
    }
    self.comment = comment
    self.path = path
    afterWord = body[body.index(after: body.firstIndex(of: ":")!)...]
    let keyEnd = afterWord.firstIndex { $0 == ";" || $0.isNewline } ?? afterWord.endIndex
    key = afterWord[..<keyEnd].trimmingWhitespace
    entries = AskComment.entries(in: afterWord[keyEnd...]).map { entry in
      guard let colon = entry.firstIndex(of: ":") else { return (entry, nil) }
      return (entry[..<colon].trimmingSpaces, entry[entry.index(after: colon)...].trimmingSpaces)
    }
    if AskComment.isValidKey(key) {
      keyMistake = nil
    } else {
      let place = comment.place(of: key.startIndex)
      keyMistake = TourFileError(
        path: path, line: place.line, column: place.column,
        message: "bad key `\(key.escapingControlCharacters())`: use lower-case letters, digits, "
          + "- and _ (at most \(AskComment.maximumKeyLength))")
    }
    guard !key.isEmpty else {
      throw failure("`\(word):` needs a key, like `\(example)`", at: afterWord.startIndex)
    }
  }

  /// The error `message` at `index` of the comment's text.
  func failure(_ message: String, at index: String.Index) -> TourFileError {
    let place = comment.place(of: index)
    return TourFileError(path: path, line: place.line, column: place.column, message: message)
  }

  /// The error for entry `name` when it is none of `flags` and `valueOptions` as written: one
  /// that needs a value and has none, one that takes none and has one, or an unknown one (with
  /// a did-you-mean); `kind` names the comment (`ask`).
  func misused(
    _ name: Substring, value: Substring?, flags: [String], valueOptions: [String], kind: String
  ) -> TourFileError {
    let lowered = name.lowercased()
    if value == nil && valueOptions.contains(lowered) {
      return failure("`\(lowered)` needs a value: `\(lowered): …`", at: name.startIndex)
    }
    if value != nil && flags.contains(lowered) {
      return failure("`\(lowered)` takes no value", at: name.startIndex)
    }
    let hint =
      DidYouMean.suggestion(for: lowered, among: flags + valueOptions).map {
        " (did you mean `\($0)`?)"
      } ?? ""
    return failure(
      "unknown \(kind) option `\(name.escapingControlCharacters())`\(hint)", at: name.startIndex)
  }
}
