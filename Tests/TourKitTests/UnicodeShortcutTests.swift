import Testing

@testable import TourKit

/// The answers TourKit gives without looking a scalar's Unicode properties up, against the
/// standard library's look-up, for every scalar they cover.
@Suite("Unicode answered without property look-ups")
struct UnicodeShortcutTests {
  @Test("White space is Unicode's White_Space, for every scalar")
  func whiteSpace() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if WhiteSpace.contains(value) != scalar.properties.isWhitespace { differing.append(value) }
    }
    #expect(differing.isEmpty, "differing: \(differing.map { String($0, radix: 16) })")
  }

  @Test("A character is white space by its first scalar, as Character.isWhitespace says")
  func whiteSpaceCharacters() {
    let characters: [Character] = ["a", " ", "\t", "\r\n", "\u{3000}", "e\u{301}", " \u{301}", "灯"]
    for character in characters {
      #expect(
        WhiteSpace.contains(character) == character.isWhitespace, "\(character.unicodeScalars)")
    }
    #expect(WhiteSpace.hasContent(" \t灯 "))
    #expect(!WhiteSpace.hasContent(" \u{3000}\n"))
  }

  @Test("Widths known without a look-up are the looked-up widths, for every scalar they cover")
  func knownWidths() {
    var covered = 0
    var differing: [UInt32] = []
    for value in UInt32(0x300)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), let known = DisplayWidth.knownWidth(value) else {
        continue
      }
      covered += 1
      if known != DisplayWidth.lookedUpWidth(scalar) { differing.append(value) }
    }
    #expect(covered > 20_000)
    #expect(differing.isEmpty, "differing: \(differing.map { String($0, radix: 16) })")
  }
}
