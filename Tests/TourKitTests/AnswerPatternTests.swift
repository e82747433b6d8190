import Testing

@testable import TourKit

@Suite("Answer patterns")
struct AnswerPatternTests {
  @Test func patternsMatchTheWholeAnswer() throws {
    let pattern = try AnswerPattern(".{2,40}")
    #expect(pattern.matches("Ada"))
    #expect(!pattern.matches("A"))
    #expect(!pattern.matches(String(repeating: "a", count: 41)))
    let digits = try AnswerPattern("[0-9]+")
    #expect(digits.matches("2026"))
    #expect(!digits.matches("x2026"))
    #expect(!digits.matches("2026x"))
  }

  @Test func aDotIsOneCharacterWhateverItsBytes() throws {
    let pattern = try AnswerPattern(".{2}")
    #expect(pattern.matches("日本"))
    #expect(pattern.matches("éa"))
    #expect(!pattern.matches("日"))
  }

  @Test func shorthandsWorkInAndOutOfBrackets() throws {
    #expect(try AnswerPattern(#"\d{4}-\d{2}-\d{2}"#).matches("2026-12-02"))
    #expect(try !AnswerPattern(#"\d+"#).matches("12a"))
    #expect(try AnswerPattern(#"[\w.-]+@[\w.-]+"#).matches("ada@example.org"))
    #expect(try AnswerPattern(#"\S+\s\S+"#).matches("Ada Lovelace"))
    #expect(try !AnswerPattern(#"\W+"#).matches("abc"))
  }

  @Test func backReferencesAndHugeRepetitionsAreRefused() {
    #expect(throws: AnswerPatternError.self) { try AnswerPattern(#"(a)\1"#) }
    let huge = #expect(throws: AnswerPatternError.self) {
      try AnswerPattern("((a{1,255}){1,255}){1,255}")
    }
    #expect(huge?.message.contains("unfold") == true)
    #expect(throws: AnswerPatternError.self) { try AnswerPattern("a{1,1000}") }
    #expect(throws: AnswerPatternError.self) {
      try AnswerPattern(String(repeating: "a", count: 501))
    }
    // Within the limit: fine.
    #expect(throws: Never.self) { try AnswerPattern("([a-z]{1,20}\\.){1,5}") }
  }

  @Test func brokenPatternsSayWhy() {
    for broken in ["(ab", "ab)", "[ab", "a{2,1}", "\\"] {
      #expect(throws: AnswerPatternError.self) { try AnswerPattern(broken) }
    }
  }
}

/// The patterns that made the C library's engine work without bound: each is compiled and
/// matched against the longest answers in any script, and either refused or answered. A
/// regression hangs the suite or exhausts its memory (the fuzz target `Pattern` holds the same
/// bound with libFuzzer's time and memory limits).
@Suite("Answer patterns are bounded")
struct AnswerPatternBoundTests {
  /// As long as a text field lets an answer be, in two-byte and three-byte characters.
  let longAnswers = [
    String(repeating: "é", count: TextFieldSettings.maximumLength),
    String(repeating: "日", count: TextFieldSettings.maximumLength),
    String(repeating: "a", count: TextFieldSettings.maximumLength - 1) + "!",
  ]

  @Test func nestedStarsCompileAndMatch() throws {
    let pattern = try AnswerPattern("((a*)*){1,50}")
    #expect(pattern.matches("aaaa"))
    #expect(!pattern.matches(longAnswers[2]))
    let words = try AnswerPattern(#"((\.?[a-z]*)*){1,20}"#)
    #expect(words.matches("ab.cd.ef"))
    #expect(!words.matches(longAnswers[0]))
  }

  @Test func countedRepetitionsMatchLongAnswersInAnyScript() throws {
    let anyUpTo255 = try AnswerPattern(".{1,255}")
    #expect(!anyUpTo255.matches(longAnswers[0]))
    #expect(anyUpTo255.matches(String(longAnswers[1].dropFirst())))
    let grouped = try AnswerPattern("(.{1,100}){1,10}")
    #expect(longAnswers.allSatisfy(grouped.matches))
    let optional = try AnswerPattern("((.?){250}){4}")
    #expect(longAnswers.allSatisfy(optional.matches))
  }

  @Test func anAlternationTooLargeToMatchQuicklyIsRefused() {
    let branches = Array(repeating: ".{1,255}", count: 55).joined(separator: "|")
    let refused = #expect(throws: AnswerPatternError.self) {
      try AnswerPattern("(\(branches))")
    }
    #expect(refused?.message.contains("too large") == true)
  }

  @Test func aFewCompiledPatternsAreKeptAndTheRestCompiledAgainWhenMatched() throws {
    let patterns = try (1...20).map { try AnswerPattern("[a-z]{\($0)}") }
    #expect(CompiledPatterns.keptCount <= CompiledPatterns.keptPatterns)
    // The first was dropped long ago: matching compiles it again.
    #expect(patterns[0].matches("a"))
    #expect(!patterns[0].matches("ab"))
    #expect(patterns[19].matches(String(repeating: "z", count: 20)))
    #expect(CompiledPatterns.keptCount <= CompiledPatterns.keptPatterns)
  }
}

@Suite("Answer pattern syntax")
struct AnswerPatternSyntaxTests {
  @Test func classesAndShorthandsAreUnicodes() throws {
    #expect(try AnswerPattern(#"\w+"#).matches("日本語"))
    #expect(try AnswerPattern(#"\w+"#).matches("Café_2"))
    #expect(try AnswerPattern("[[:alpha:]]+").matches("Élodie"))
    #expect(try !AnswerPattern("[[:alpha:]]+").matches("R2D2"))
    #expect(try AnswerPattern("[[:upper:]][[:lower:]]+").matches("Ödön"))
    #expect(try AnswerPattern(#"\S+\s\S+"#).matches("山田\u{3000}花子"))  // an ideographic space
    #expect(try AnswerPattern("[[:punct:]]+").matches("!?。、"))
  }

  @Test func aBackslashInsideBracketsIsItselfAsInGrep() throws {
    let pattern = try AnswerPattern(#"[\.]"#)
    #expect(pattern.matches("."))
    #expect(pattern.matches("\\"))
    #expect(!pattern.matches("a"))
    #expect(try AnswerPattern(#"[[]"#).matches("["))
    #expect(try AnswerPattern(#"[]a]+"#).matches("]a]"))
  }

  @Test func aQuantifierAfterAQuantifierAppliesToWhatTheFirstMade() throws {
    #expect(try AnswerPattern("a+*").matches(""))
    #expect(try AnswerPattern("a+*").matches("aaa"))
    #expect(try AnswerPattern("(ab){2}?").matches("abab"))
    #expect(try AnswerPattern("(ab){2}?").matches(""))
    #expect(try !AnswerPattern("(ab){2}?").matches("ab"))
  }

  /// The engine reads scalars: `(` with a combining accent after it is still a group's start,
  /// which the translation must see too (it once took the pair for one literal character).
  @Test func aCombiningAccentAfterAnOperatorLeavesItAnOperator() throws {
    let grouped = try AnswerPattern("(\u{301}a)+")
    #expect(grouped.matches("\u{301}a\u{301}a"))
    #expect(!grouped.matches("(\u{301}a)+"))
    #expect(try AnswerPattern("x*\u{301}").matches("xxx\u{301}"))
  }

  @Test func aBraceThatStartsNoBoundIsItself() throws {
    #expect(try AnswerPattern("{a}").matches("{a}"))
    #expect(try AnswerPattern("a{").matches("a{"))
  }

  @Test func whatALinearEngineCannotHaveOrPOSIXDoesNotSayIsRefused() {
    let refusals = [
      "(?i)abc": "cannot start with ?",
      #"\p{L}"#: "unknown escape",
      "[[.a.]]": "not supported",
      "[[=e=]]": "not supported",
      "[[:word:]]": "unknown class",
      #"(a)\1"#: "back-references",
    ]
    for (source, reason) in refusals {
      let error = #expect(throws: AnswerPatternError.self) { try AnswerPattern(source) }
      #expect(error?.message.contains(reason) == true, "\(source): \(error?.message ?? "")")
    }
  }

  @Test func theEnginesReasonsNameTheMistakeNotTheTranslation() {
    let broken = #expect(throws: AnswerPatternError.self) { try AnswerPattern(#"[z-a]"#) }
    #expect(broken?.message == "invalid character class range")
  }
}
