/// Reads an answer pattern (POSIX extended syntax with `\d` `\w` `\s`) once and writes it in
/// RE2's syntax: the shorthands and the bracket classes (`[:alpha:]`) as Unicode classes, a
/// backslash inside brackets as itself (as `grep -E` reads it), and whatever RE2 would read
/// otherwise than POSIX (a quantifier after a quantifier, a `(?` group, escapes of letters it
/// gives a meaning) made literal or refused.
///
/// It reads Unicode scalars, as RE2 does, not characters: `(` followed by a combining accent is
/// a group's start to RE2, and must be to the translation too.
struct PatternTranslation {
  private let characters: [Unicode.Scalar]
  private var index = 0
  private var output = ""

  /// The deepest groups may nest: RE2 is not recursive, but its parser has a depth limit of
  /// its own, and deeper nesting is never a form an answer needs.
  static let maximumDepth = 32
  /// The largest bound of a counted repetition (`{N,M}`), as in POSIX's RE_DUP_MAX.
  static let maximumRepetition = 255

  init(_ source: String) { characters = Array(source.unicodeScalars) }

  /// The pattern in RE2's syntax, or why it is refused.
  mutating func translated() throws(AnswerPatternError) -> String {
    try sequence(depth: 0)
    if index < characters.count { throw AnswerPatternError("unmatched )") }
    return output
  }

  /// Alternatives up to a `)` or the end.
  private mutating func sequence(depth: Int) throws(AnswerPatternError) {
    guard depth < Self.maximumDepth else {
      throw AnswerPatternError("has groups nested more than \(Self.maximumDepth) deep")
    }
    while index < characters.count, characters[index] != ")" {
      if characters[index] == "|" {
        output.append("|")
        index += 1
        continue
      }
      let atomStart = output.utf8.count
      try atom(depth: depth)
      try repetitions(of: atomStart)
    }
  }

  /// One atom: a character, an escape, a bracket expression or a group.
  private mutating func atom(depth: Int) throws(AnswerPatternError) {
    let character = characters[index]
    index += 1
    switch character {
    case "(":
      if index < characters.count, characters[index] == "?" {
        throw AnswerPatternError("a group cannot start with ?")
      }
      output.append("(")
      try sequence(depth: depth + 1)
      guard index < characters.count else { throw AnswerPatternError("unmatched (") }
      output.append(")")
      index += 1
    case "[":
      try bracket()
    case "\\":
      try escape()
    case "{":
      // Not a bound where an atom stands: `grep -E` reads it as itself.
      output += "\\{"
    default:
      output.unicodeScalars.append(character)
    }
  }

  /// An escape after its backslash, outside brackets.
  private mutating func escape() throws(AnswerPatternError) {
    guard index < characters.count else { throw AnswerPatternError("trailing backslash (\\)") }
    let escaped = characters[index]
    index += 1
    if let class_ = Self.shorthands[escaped] {
      output += class_.negated ? "[^\(class_.members)]" : "[\(class_.members)]"
      return
    }
    switch escaped {
    case "b", "B":
      output += "\\\(escaped)"  // word boundaries, as GNU grep -E has them
    case "0"..."9":
      throw AnswerPatternError("back-references like \\\(escaped) are not supported")
    case "a"..."z", "A"..."Z":
      throw AnswerPatternError("unknown escape \\\(escaped)")
    case "_":
      output += "_"  // RE2 refuses `\_`: its escapes of word characters are classes
    case _ where escaped.isASCII:
      output += "\\\(escaped)"  // punctuation: the character itself
    default:
      output.unicodeScalars.append(escaped)
    }
  }

  /// A bracket expression after its `[`.
  private mutating func bracket() throws(AnswerPatternError) {
    output.append("[")
    if index < characters.count && characters[index] == "^" {
      output.append("^")
      index += 1
    }
    let first = index
    while index < characters.count {
      let character = characters[index]
      // `]` first in the brackets is one of its characters; later it closes them.
      if character == "]" && index > first {
        output.append("]")
        index += 1
        return
      }
      if character == "[", index + 1 < characters.count,
        ":.=".unicodeScalars.contains(characters[index + 1])
      {
        try bracketClass()
        continue
      }
      if character == "\\", index + 1 < characters.count,
        let class_ = Self.shorthands[characters[index + 1]], !class_.negated
      {
        output += class_.members
        index += 2
        continue
      }
      // Inside brackets POSIX reads every other character as itself; RE2 gives `\` and `[`
      // meanings there, so they are escaped.
      switch character {
      case "\\": output += "\\\\"
      case "[": output += "\\["
      default: output.unicodeScalars.append(character)
      }
      index += 1
    }
    throw AnswerPatternError("unmatched [")
  }

  /// A class `[:alpha:]` inside brackets, at its `[`.
  private mutating func bracketClass() throws(AnswerPatternError) {
    let kind = characters[index + 1]
    var end = index + 2
    while end + 1 < characters.count && !(characters[end] == kind && characters[end + 1] == "]") {
      end += 1
    }
    guard end + 1 < characters.count else { throw AnswerPatternError("unmatched [") }
    guard kind == ":" else {
      throw AnswerPatternError(
        "collating elements and equivalence classes ([. .] and [= =]) are not supported")
    }
    let name = text(index + 2..<end)
    guard let members = Self.classes[name] else {
      throw AnswerPatternError("unknown class [:\(name.escapingControlCharacters()):]")
    }
    output += members
    index = end + 2
  }

  /// The quantifiers after the atom written from `atomStart` on: a bound `{N,M}` checked, and a
  /// quantifier after another (`a+*`, which POSIX applies in turn and RE2 refuses) applied to
  /// what the first made, as a group.
  private mutating func repetitions(of atomStart: Int) throws(AnswerPatternError) {
    var quantified = false
    while index < characters.count {
      let quantifier: String
      switch characters[index] {
      case "*", "+", "?":
        quantifier = String(Character(characters[index]))
        index += 1
      case "{":
        guard let bound = try bound() else { return }
        quantifier = bound
      default:
        return
      }
      if quantified {
        let atom = String(decoding: output.utf8.dropFirst(atomStart), as: UTF8.self)
        output = String(decoding: output.utf8.prefix(atomStart), as: UTF8.self) + "(\(atom))"
      }
      output += quantifier
      quantified = true
    }
  }

  /// A counted repetition at its `{`, or `nil` when the `{` starts no bound (then it is itself).
  private mutating func bound() throws(AnswerPatternError) -> String? {
    guard let close = characters[index...].firstIndex(of: "}") else { return nil }
    let bound = text(index + 1..<close)
    let numbers = bound.split(separator: ",", omittingEmptySubsequences: false)
    let limit = Self.maximumRepetition
    guard (1...2).contains(numbers.count),
      numbers.allSatisfy({ $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }),
      let low = Int(numbers[0]), low <= limit,
      numbers.count == 1 || numbers[1].isEmpty || (Int(numbers[1]).map { $0 <= limit } ?? false)
    else {
      throw AnswerPatternError(
        "bad repetition {\(bound.escapingControlCharacters())}: use {N}, {N,} or {N,M} up to "
          + "\(limit)")
    }
    if numbers.count == 2, let high = Int(numbers[1]), high < low {
      throw AnswerPatternError("bad repetition {\(bound)}: \(high) < \(low)")
    }
    index = close + 1
    return "{\(bound)}"
  }

  /// The scalars in `range` as a string.
  private func text(_ range: Range<Int>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: characters[range])
    return text
  }

  /// A shorthand's class: its members as written inside brackets, and whether it is their
  /// complement.
  private static let shorthands: [Unicode.Scalar: (members: String, negated: Bool)] = [
    "d": (classes["digit"]!, false), "D": (classes["digit"]!, true),
    "w": (classes["alnum"]! + "_", false), "W": (classes["alnum"]! + "_", true),
    "s": (classes["space"]!, false), "S": (classes["space"]!, true),
  ]

  /// POSIX's bracket classes as Unicode's, written as members inside brackets.
  private static let classes: [String: String] = [
    "alpha": #"\p{L}"#,
    "alnum": #"\p{L}\p{Nd}"#,
    "digit": "0-9",
    "xdigit": "0-9A-Fa-f",
    "upper": #"\p{Lu}"#,
    "lower": #"\p{Ll}"#,
    "space": #"\t\n\x0B\f\r\p{Z}"#,
    "blank": #"\t\p{Zs}"#,
    "punct": #"\p{P}\p{S}"#,
    "cntrl": #"\p{Cc}"#,
    "graph": #"\p{L}\p{M}\p{N}\p{P}\p{S}"#,
    "print": #"\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}"#,
  ]
}
