/// When a page is shown, by an earlier answer (`<!-- when: theme = dark -->`): the page is
/// left out — its dot, its number, its place before the Start button — while the answer does
/// not match, and comes back as soon as it does.
public struct PageCondition: Equatable, Sendable, CustomStringConvertible {
  /// The question whose answer decides.
  public var key: String
  /// What the answer must be.
  public var test: Test
  /// Where the condition is written in its file (1-based), for messages.
  @SourceDetail package var line: Int
  /// See ``line``.
  @SourceDetail package var column: Int
  /// The condition as its author wrote it, quoted back in messages.
  @SourceDetail var written: String

  /// What an answer is tested for.
  public enum Test: Equatable, Sendable {
    /// `key = value`: a single choice or a text is `value`; a step's outcome is `true` or
    /// `false` (or another word for yes or no).
    case equals(String)
    /// `key != value`: a single choice or a text is anything but `value` (or unanswered).
    case differs(String)
    /// `key has value`: a multiple choice includes `value`.
    case includes(String)
    /// `key`: a yes/no question is answered yes.
    case isYes
    /// `not key`: a yes/no question is answered no.
    case isNo
  }

  /// Creates a condition.
  init(key: String, test: Test, line: Int = 0, column: Int = 0) {
    self.key = key
    self.test = test
    self.line = line
    self.column = column
    written = ""
    written = description
  }

  /// Reads `theme = dark`, `theme != dark`, `features has sync`, `telemetry`,
  /// `not telemetry`; `nil` when it is none of these (`theme == dark` too: the test is `=`).
  init?(parsing text: Substring, line: Int = 0, column: Int = 0) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    func value(after index: Int) -> String? {
      // The value is the rest as written, inner spaces kept.
      guard index < words.count else { return nil }
      return String(text[words[index].startIndex...].trimmingSpaces)
    }
    if let operatorIndex = text.firstIndex(where: { $0 == "=" || $0 == "!" }) {
      let key = String(text[..<operatorIndex].trimmingSpaces)
      let isDiffers = text[operatorIndex] == "!"
      var rest = text[text.index(after: operatorIndex)...]
      if isDiffers {
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst()
      }
      let value = String(rest.trimmingSpaces)
      guard !key.isEmpty, !key.contains(" "), !value.isEmpty, value.first != "=" else {
        return nil
      }
      self.init(
        key: key, test: isDiffers ? .differs(value) : .equals(value), line: line, column: column)
    } else if words.count >= 3, words[1] == "has", let value = value(after: 2) {
      self.init(key: String(words[0]), test: .includes(value), line: line, column: column)
    } else if words.count == 2, words[0] == "not" {
      self.init(key: String(words[1]), test: .isNo, line: line, column: column)
    } else if words.count == 1 {
      self.init(key: String(words[0]), test: .isYes, line: line, column: column)
    } else {
      return nil
    }
    written = String(text.trimmingSpaces)
  }

  /// Whether `answer` (the key's, `nil` when unanswered) lets the page show.
  public func isMet(by answer: TourAnswer?) -> Bool {
    switch (test, answer) {
    case (.equals(let value), .choice(let chosen)?), (.equals(let value), .text(let chosen)?):
      return chosen == value
    case (.differs(let value), .choice(let chosen)?), (.differs(let value), .text(let chosen)?):
      return chosen != value
    case (.differs, nil): return true
    // A step's outcome is a flag, tested as `signin = false` (the words `--answer` takes).
    case (.equals(let value), .flag(let flag)?): return TourVariable.flag(value) == flag
    case (.differs(let value), .flag(let flag)?): return TourVariable.flag(value) != flag
    case (.includes(let value), .choices(let chosen)?): return chosen.contains(value)
    case (.isYes, .flag(let flag)?): return flag
    case (.isNo, .flag(let flag)?): return !flag
    default: return false
    }
  }

  /// The condition as written: `theme = dark`.
  public var description: String {
    switch test {
    case .equals(let value): return "\(key) = \(value)"
    case .differs(let value): return "\(key) != \(value)"
    case .includes(let value): return "\(key) has \(value)"
    case .isYes: return key
    case .isNo: return "not \(key)"
    }
  }
}
