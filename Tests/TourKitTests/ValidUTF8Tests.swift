import Testing

@testable import TourKit

/// `String(validUTF8:)` answers as the standard library's `String(validating:as:)` does, which
/// it stands in for where the generic path is slow.
@Suite("Valid UTF-8")
struct ValidUTF8Tests {
  /// Every sequence of one and two bytes, and the edges of three and four: overlong forms,
  /// surrogates, beyond U+10FFFF, and truncated sequences of each length followed by ASCII (a
  /// 4-byte sequence cut after 3 bytes is replaced by one U+FFFD, as long as what it replaces).
  @Test func answersAsTheStandardLibrary() {
    var cases: [[UInt8]] = [[]]
    for first in 0...255 {
      cases.append([UInt8(first)])
      for second in 0...255 { cases.append([UInt8(first), UInt8(second)]) }
    }
    let leads: [UInt8] = [0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
    let continuations: [UInt8] = [0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0]
    for lead in leads {
      for second in continuations {
        for third in continuations {
          cases.append([lead, second, third])
          cases.append([lead, second, third, 0x61])
          for fourth in continuations { cases.append([lead, second, third, fourth]) }
        }
      }
    }
    cases.append(Array("日本語 and emoji 👍🏽, é".utf8))
    for bytes in cases {
      let expected = String(validating: bytes, as: UTF8.self)
      #expect(String(validUTF8: bytes) == expected, "\(bytes)")
      let padded = [0x61] + bytes + [0x62]
      #expect(String(validUTF8: padded[1..<padded.count - 1]) == expected, "\(bytes) in a slice")
    }
  }
}
