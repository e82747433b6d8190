import Testing

@testable import TourKit

@Suite("Control characters are shown escaped")
struct ControlCharacterTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("\u{1B}[31mred", "\\x1b[31mred"),
    ("a\u{9B}2J", "a\\u009b2J"),
    ("bell\u{07}", "bell\\x07"),
    ("del\u{7F}", "del\\x7f"),
    ("two\nlines", "two\\x0alines"),
    ("\u{1B}]0;title\u{07}", "\\x1b]0;title\\x07"),
    ("日本語 👍🏽", "日本語 👍🏽"),
  ])
  func escapes(input: String, expected: String) {
    #expect(input.escapingControlCharacters() == expected)
  }

  @Test func keptControlsStay() {
    #expect("a\tb\nc\u{1B}".escapingControlCharacters(keeping: ["\t", "\n"]) == "a\tb\nc\\x1b")
  }

  @Test func noEscapeLeavesAControlCharacter() {
    let every = String(String.UnicodeScalarView((0...0xA0).compactMap(Unicode.Scalar.init)))
    let escaped = every.escapingControlCharacters()
    #expect(!escaped.unicodeScalars.contains { $0.isControlCharacter })
  }
}
