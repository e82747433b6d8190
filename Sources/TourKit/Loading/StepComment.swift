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
  package static func parse(_ comment: WrittenComment, path: String) throws(TourFileError)
    -> Question?
  {
    guard
      let read = try KeyedComment(
        comment, word: "step", example: "<!-- step: signin -->", path: path)
    else { return nil }
    func failure(_ message: String, at index: String.Index) -> TourFileError {
      read.failure(message, at: index)
    }
    var settings = StepSettings()
    var isRequired = false
    var label: String?
    var modeName: Substring?
    try TourFileError.gathering(read.entries, startingWith: read.keyMistake) {
      (entry) throws(TourFileError) in
      let (name, value) = entry
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
      default:
        throw read.misused(
          name, value: value, flags: flags, valueOptions: valueOptions, kind: "step")
      }
    }
    let keyPlace = comment.place(of: read.key.startIndex)
    return Question(
      key: String(read.key), kind: .step(settings), isRequired: isRequired, label: label,
      line: keyPlace.line, column: keyPlace.column)
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
