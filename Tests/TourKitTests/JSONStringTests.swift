import Testing

@testable import TourKit

/// Strings in the JSON that records and the launch cache are read from: those without an
/// escape are taken from their bytes at once, the others decoded byte by byte, with the same
/// result and the same errors either way.
@Suite("JSON strings")
struct JSONStringTests {
  static func parse(_ text: String) throws(JSONValue.ParseError) -> JSONValue {
    try JSONValue.parse(Array(text.utf8))
  }

  @Test(arguments: [
    (#""""#, ""), (#""plain""#, "plain"), (#""日本語 and é""#, "日本語 and é"),
    (#""a\"b""#, "a\"b"), (#""line\nbreak\ttab""#, "line\nbreak\ttab"),
    (#""before \u00e9 after""#, "before é after"), (#""\ud83d\ude00 face""#, "😀 face"),
    (#""long text before an escape at its end\\""#, "long text before an escape at its end\\"),
  ])
  func aStringReadsAsWritten(json: String, text: String) throws {
    #expect(try Self.parse(json) == .string(text))
    #expect(try Self.parse("[\(json),\(json)]") == .array([.string(text), .string(text)]))
  }

  @Test func invalidUTF8IsRefusedWithOrWithoutAnEscape() {
    for bytes: [UInt8] in [[0x22, 0x61, 0xFF, 0x22], [0x22, 0x5C, 0x6E, 0xFF, 0x22]] {
      let error = #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(bytes) }
      #expect(error?.message == "invalid UTF-8" && error?.offset == bytes.count)
    }
  }

  @Test(arguments: ["\"a\u{01}b\"", "\"abc", "\"a\\", "\"a\\q\""])
  func aBrokenStringIsAnError(json: String) {
    #expect(throws: JSONValue.ParseError.self) { try Self.parse(json) }
  }
}
