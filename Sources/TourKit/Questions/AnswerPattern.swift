/// What a text answer must match, whole: a POSIX extended regular expression (the syntax of
/// `grep -E`), with `\d` `\w` `\s` and their negations `\D` `\W` `\S` as the shorthands
/// authors expect. Letters, digits and the other classes are Unicode's: `\w` and `[[:alpha:]]`
/// take `é` and `日`, and a dot is one character whatever its bytes.
///
/// Matched by RE2, which takes time linear in the pattern's size times the answer's length and
/// works within a memory bound: any pattern against any answer (at most
/// ``TextFieldSettings/maximumLength`` characters) takes milliseconds. A pattern whose compiled
/// form would pass that bound is refused, and so are back-references, collating elements and
/// equivalence classes, which a linear-time engine cannot have.
public struct AnswerPattern: Equatable, Sendable, CustomStringConvertible {
  /// The pattern as the author wrote it.
  public let source: String
  /// The same in RE2's syntax: what is compiled, and the key of the compiled-pattern cache.
  private let expression: String

  /// The longest pattern accepted, in characters.
  public static let maximumLength = 500
  /// The most bytes a compiled pattern may take, its program and the caches matching fills.
  public static let maximumCompiledBytes = CompiledPatterns.memoryPerPattern

  /// Checks `source` and compiles it; throws a message saying what is wrong with it.
  public init(_ source: String) throws(AnswerPatternError) {
    guard source.count <= AnswerPattern.maximumLength else {
      throw AnswerPatternError("is longer than \(AnswerPattern.maximumLength) characters")
    }
    var translation = PatternTranslation(source)
    let expression = try translation.translated()
    if case .failure(let failure) = CompiledPatterns.compiled(expression) {
      throw AnswerPatternError(Self.reason(failure.message))
    }
    self.source = source
    self.expression = expression
  }

  /// Whether `text`, whole, matches.
  public func matches(_ text: String) -> Bool {
    // The expression compiled when the pattern was made, so it compiles again: the cache only
    // dropped it to keep its bound.
    guard case .success(let compiled) = CompiledPatterns.compiled(expression) else {
      return false
    }
    return compiled.matches(text)
  }

  /// The pattern as written.
  public var description: String { source }

  /// Whether both were written the same.
  public static func == (left: AnswerPattern, right: AnswerPattern) -> Bool {
    left.source == right.source
  }

  /// RE2's reason for the author: its kind of error without the piece of the translated
  /// expression it quotes (`missing ): (ab` is `missing )`), and the size limit in words.
  private static func reason(_ message: String) -> String {
    if message.hasPrefix("invalid repetition size") {
      // RE2 multiplies nested counted repetitions out and refuses past 1,000.
      return "its counted repetitions unfold past 1,000 positions: use + or * for long runs"
    }
    if message.hasPrefix("pattern too large") {
      return "is too large to match quickly (its compiled form passes "
        + "\(maximumCompiledBytes / 1024) KiB): use + or * for long runs"
    }
    let kind = message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? message
    return kind.prefix(1).lowercased() + kind.dropFirst()
  }
}

/// Why a pattern cannot be used.
public struct AnswerPatternError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in lower case: `unmatched (`.
  public let message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
