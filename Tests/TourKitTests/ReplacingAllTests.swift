import Testing

@testable import TourKit

@Suite("Replacing every occurrence of a character")
struct ReplacingAllTests {
  @Test("an ASCII character is replaced wherever it stands alone, and only there")
  func ascii() {
    #expect("a\tb\t".replacingAll("\t", with: " ") == "a b ")
    #expect("no tab here".replacingAll("\t", with: " ") == "no tab here")
    #expect("sign-in-flow".replacingAll("-", with: "_") == "sign_in_flow")
    // A hyphen followed by a combining accent is another character: its byte is in the text,
    // the character is not.
    #expect("a-\u{301}b".replacingAll("-", with: "_") == "a-\u{301}b")
    #expect("it's".replacingAll("'", with: "'\\''") == "it'\\''s")
    #expect("".replacingAll("\t", with: " ") == "")
  }

  @Test("a character outside ASCII is replaced too")
  func beyondASCII() {
    #expect("日本・中国・".replacingAll("・", with: "/") == "日本/中国/")
    #expect("é and e\u{301}".replacingAll("é", with: "e") == "e and e")
    #expect("abc".replacingAll("é", with: "e") == "abc")
  }
}
