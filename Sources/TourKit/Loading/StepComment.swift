/// A `step` comment: `<!-- step: signin; label: Signed in to GitHub; required -->` puts a step
/// where it stands. Entries are separated by `;` as in an `ask` comment (``AskComment``).
///
/// It names the step and says how it acts; it never holds the command, which the program
/// showing the tour supplies by key (`tour --step signin='gh auth status'`).
enum StepComment {
  /// The options a `step` comment takes: flags, then `name: value` options.
  static let flags = ["required"] + StepMode.allCases.map(\.rawValue)
  static let valueOptions = ["label", "timeout"]

  /// The step `comment` puts on the page, or `nil` when it is not a `step` comment; an error at
  /// the word that is wrong.
  static func parse(_ comment: WrittenComment, path: String) throws(TourFileError) -> Question? {
    guard let body = comment.body, body.hasPrefix("step"),
      body.dropFirst(4).trimmingSpaces.hasPrefix(":")
    else {
      return nil
    }
    func failure(_ message: String, at index: String.Index) -> TourFileError {
      let place = comment.place(of: index)
      return TourFileError(path: path, line: place.line, column: place.column, message: message)
    }
    let afterStep = body[body.index(after: body.firstIndex(of: ":")!)...]
    let keyEnd = afterStep.firstIndex { $0 == ";" || $0.isNewline } ?? afterStep.endIndex
    let keyText = afterStep[..<keyEnd].trimmingWhitespace
    guard !keyText.isEmpty else {
      throw failure("`step:` needs a key, like `<!-- step: signin -->`", at: afterStep.startIndex)
    }
    guard AskComment.isValidKey(keyText) else {
      throw failure(
        "bad key `\(keyText.escapingControlCharacters())`: use lower-case letters, digits, - and _ "
          + "(at most \(AskComment.maximumKeyLength))", at: keyText.startIndex)
    }
    var settings = StepSettings()
    var isRequired = false
    var label: String?
    var modeName: Substring?
    for entry in AskComment.entries(in: afterStep[keyEnd...]) {
      let name: Substring
      let value: Substring?
      if let colon = entry.firstIndex(of: ":") {
        name = entry[..<colon].trimmingSpaces
        value = entry[entry.index(after: colon)...].trimmingSpaces
      } else {
        name = entry
        value = nil
      }
      let lowered = name.lowercased()
      switch (lowered, value) {
      case ("required", nil): isRequired = true
      case (let word, nil) where StepMode(rawValue: word) != nil:
        if let modeName, modeName.lowercased() != word {
          throw failure(
            "a step is one of check, run or interactive: `\(modeName)` and `\(name)` both given",
            at: name.startIndex)
        }
        modeName = name
        settings.mode = StepMode(rawValue: word)!
      case ("label", let value?):
        guard !value.isEmpty else {
          throw failure("`label` needs a value: `label: …`", at: name.startIndex)
        }
        label = String(value).escapingControlCharacters()
      case ("timeout", let value?):
        guard let timeout = parseDuration(value) else {
          throw failure(
            "bad timeout `\(value.escapingControlCharacters())`: write seconds or minutes, "
              + "like `30s` or `5m` (at most 24h)",
            at: value.isEmpty ? name.startIndex : value.startIndex)
        }
        settings.timeout = timeout
      case (_, nil) where valueOptions.contains(lowered):
        throw failure("`\(lowered)` needs a value: `\(lowered): …`", at: name.startIndex)
      case (_, _?) where flags.contains(lowered):
        throw failure("`\(lowered)` takes no value", at: name.startIndex)
      default:
        let hint =
          DidYouMean.suggestion(for: lowered, among: flags + valueOptions).map {
            " (did you mean `\($0)`?)"
          } ?? ""
        throw failure(
          "unknown step option `\(name.escapingControlCharacters())`\(hint)", at: name.startIndex)
      }
    }
    let start = comment.start
    return Question(
      key: String(keyText), kind: .step(settings), isRequired: isRequired, label: label,
      line: start.line, column: start.column)
  }

  /// `30s`, `5m`, `1h`, `90` (seconds), `1.5m`: a positive time of at most
  /// ``StepSettings/maximumTimeout``; `nil` for anything else.
  static func parseDuration(_ text: Substring) -> Duration? {
    let lowered = text.lowercased()
    let unit = lowered.last.flatMap { "smh".contains($0) ? $0 : nil }
    let number = unit == nil ? lowered[...] : lowered.dropLast()
    guard !number.isEmpty, number.count <= 12,
      number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      number.filter({ $0 == "." }).count <= 1, let value = Double(number), value > 0
    else { return nil }
    let seconds = value * (unit == "m" ? 60 : unit == "h" ? 3600 : 1)
    let maximum = Double(StepSettings.maximumTimeout.components.seconds)
    guard seconds <= maximum else { return nil }
    return .milliseconds(max(1, Int64((seconds * 1000).rounded())))
  }
}
