/// What a text answer must match, whole: a POSIX extended regular expression (the syntax of
/// `grep -E`), with `\d` `\w` `\s` and their negations `\D` `\W` `\S` as the shorthands
/// authors expect.
///
/// Matching takes time polynomial in the answer's length whatever the pattern: back-references
/// are refused, and so is a pattern whose counted repetitions would unfold past
/// ``maximumUnfoldedSize`` positions (`((a{1,255}){1,255}){1,255}` takes the C library
/// gigabytes to compile). Answers are at most ``TextFieldSettings/maximumLength`` characters.
public struct AnswerPattern: Equatable, Sendable, CustomStringConvertible {
  /// The pattern as the author wrote it.
  public let source: String
  private let compiled: Platform.CompiledPattern

  /// The longest pattern accepted, in characters.
  public static let maximumLength = 500
  /// How many positions a pattern may unfold to, its counted repetitions multiplied out:
  /// `.{2,40}` is 40, `([a-z]{1,20}\.){1,5}` is 105.
  public static let maximumUnfoldedSize = 1_000

  /// Compiles `source`; throws a message saying what is wrong with it.
  public init(_ source: String) throws(AnswerPatternError) {
    guard source.count <= AnswerPattern.maximumLength else {
      throw AnswerPatternError("is longer than \(AnswerPattern.maximumLength) characters")
    }
    var scanner = PatternScanner(source)
    let expression = try scanner.translated()
    // Anchored: the whole answer must match, not a part of it.
    switch Platform.compilePattern("^(" + expression + ")$") {
    case .success(let compiled): self.compiled = compiled
    case .failure(let failure): throw AnswerPatternError(failure.message)
    }
    self.source = source
  }

  /// Whether `text`, whole, matches.
  public func matches(_ text: String) -> Bool { Platform.matches(compiled, text) }

  /// The pattern as written.
  public var description: String { source }

  /// Whether both were written the same.
  public static func == (left: AnswerPattern, right: AnswerPattern) -> Bool {
    left.source == right.source
  }
}

/// Why a pattern cannot be used.
public struct AnswerPatternError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in lower case: `unmatched ( or \(`.
  public let message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// Reads a pattern once: translates the `\d` `\w` `\s` shorthands into POSIX classes, refuses
/// back-references, and measures how far counted repetitions unfold it.
private struct PatternScanner {
  private let characters: [Character]
  private var index = 0
  private var output = ""
  /// Sizes stop growing here, far past any limit, so that multiplying them cannot overflow.
  static let cap = 1_000_000

  init(_ source: String) { characters = Array(source) }

  /// The pattern in the C library's syntax, or why it is refused.
  mutating func translated() throws(AnswerPatternError) -> String {
    let size = try sequence(depth: 0)
    if index < characters.count {
      throw AnswerPatternError("unmatched ) or \\)")  // the library's own words
    }
    guard size <= AnswerPattern.maximumUnfoldedSize else {
      throw AnswerPatternError(
        "its repetitions unfold to \(size) positions, more than "
          + "\(AnswerPattern.maximumUnfoldedSize): use + or * for long runs")
    }
    return output
  }

  /// Alternatives up to a `)` or the end: the size of the largest.
  private mutating func sequence(depth: Int) throws(AnswerPatternError) -> Int {
    guard depth < 32 else { throw AnswerPatternError("has groups nested more than 32 deep") }
    var largest = 0
    var size = 0
    while index < characters.count {
      let character = characters[index]
      if character == ")" { break }
      if character == "|" {
        output.append("|")
        index += 1
        largest = max(largest, size)
        size = 0
        continue
      }
      let atom = try atom(depth: depth)
      size = min(PatternScanner.cap, size + atom * (try repetition()))
    }
    return max(largest, size)
  }

  /// One atom (a character, an escape, a bracket expression, a group) and its size.
  private mutating func atom(depth: Int) throws(AnswerPatternError) -> Int {
    let character = characters[index]
    index += 1
    switch character {
    case "(":
      output.append("(")
      let size = try sequence(depth: depth + 1)
      guard index < characters.count else { throw AnswerPatternError("unmatched ( or \\(") }
      output.append(")")
      index += 1
      return max(1, size)
    case "[":
      try bracket()
      return 1
    case "\\":
      guard index < characters.count else { throw AnswerPatternError("trailing backslash (\\)") }
      let escaped = characters[index]
      index += 1
      if let digit = escaped.wholeNumberValue, escaped.isASCII, digit > 0 {
        throw AnswerPatternError("back-references like \\\(digit) are not supported")
      }
      switch escaped {
      case "d": output += "[0-9]"
      case "D": output += "[^0-9]"
      case "w": output += "[[:alnum:]_]"
      case "W": output += "[^[:alnum:]_]"
      case "s": output += "[[:space:]]"
      case "S": output += "[^[:space:]]"
      default:
        output.append("\\")
        output.append(escaped)
      }
      return 1
    default:
      output.append(character)
      return 1
    }
  }

  /// A bracket expression after its `[`, copied with `\d` `\w` `\s` as classes inside it.
  private mutating func bracket() throws(AnswerPatternError) {
    output.append("[")
    var start = index
    if index < characters.count && characters[index] == "^" {
      output.append("^")
      index += 1
      start = index
    }
    while index < characters.count {
      let character = characters[index]
      // `]` first in the brackets is one of its characters; later it closes them.
      if character == "]" && index > start {
        output.append("]")
        index += 1
        return
      }
      if character == "[", index + 1 < characters.count, ":.=".contains(characters[index + 1]) {
        // A class `[:alpha:]`, a collating element or an equivalence class, copied whole.
        let close = characters[index + 1]
        var end = index + 2
        while end + 1 < characters.count
          && !(characters[end] == close && characters[end + 1] == "]")
        {
          end += 1
        }
        guard end + 1 < characters.count else { break }
        output += String(characters[index...(end + 1)])
        index = end + 2
        continue
      }
      if character == "\\", index + 1 < characters.count,
        let shorthand = ["d": "0-9", "w": "[:alnum:]_", "s": "[:space:]"][characters[index + 1]]
      {
        output += shorthand
        index += 2
        continue
      }
      output.append(character)
      index += 1
    }
    throw AnswerPatternError("unmatched [, [^, [:, [., or [=")
  }

  /// The quantifiers after an atom: how many times it may unfold (`{2,40}` 40; `*` `+` `?` 1,
  /// since the library loops rather than unfolds them).
  private mutating func repetition() throws(AnswerPatternError) -> Int {
    var factor = 1
    while index < characters.count {
      switch characters[index] {
      case "*", "+", "?":
        output.append(characters[index])
        index += 1
      case "{":
        guard let close = characters[index...].firstIndex(of: "}") else {
          // Not a bound: the library reads `{` as itself or refuses it.
          return factor
        }
        let bound = String(characters[(index + 1)..<close])
        let numbers = bound.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(numbers.count),
          numbers.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
          let low = Int(numbers[0]), low <= 255,
          numbers.count == 1 || numbers[1].isEmpty || (Int(numbers[1]).map { $0 <= 255 } ?? false)
        else {
          throw AnswerPatternError("bad repetition {\(bound)}: use {N}, {N,} or {N,M} up to 255")
        }
        let high = numbers.count == 2 ? (Int(numbers[1]) ?? low + 1) : low
        guard high >= low else {
          throw AnswerPatternError("bad repetition {\(bound)}: \(high) < \(low)")
        }
        output += "{" + bound + "}"
        index = close + 1
        factor = min(PatternScanner.cap, factor * max(1, high))
      default:
        return factor
      }
    }
    return factor
  }
}
