import Testing
import TourKit

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
