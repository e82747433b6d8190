import FuzzSupport
import TourKit

/// The fuzz target: the bytes are a text field's pattern, a line break, and an answer. The
/// pattern is read as a tour file's `pattern:` is (at most 500 characters, or refused) and the
/// answer cut to what a text field takes; every pattern must be refused with a printable
/// reason or compile, and every answer be matched, within the run's time limit and the memory
/// limits scripts/fuzz gives this target (2 s, no allocation over 64 MB), where the C library's
/// engine took minutes and gigabytes on 30-byte patterns.
///
/// An oracle where one is certain: a pattern of letters and digits alone matches itself and
/// nothing else, and one escaped character by character (`\.` for `.`) matches its text.
func fuzzPattern(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
  let source = String(decoding: bytes[..<newline], as: UTF8.self)
  let answer = String(
    String(decoding: bytes[min(bytes.count, newline + 1)...], as: UTF8.self)
      .prefix(TextFieldSettings.maximumLength))
  let pattern: AnswerPattern
  do {
    pattern = try AnswerPattern(source)
  } catch {
    require(
      !error.message.isEmpty
        && !error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
      "a refusal is empty or holds a control character: \(error.message.debugDescription)")
    return 0
  }
  let matched = pattern.matches(answer)
  let isLiteral = source.unicodeScalars.allSatisfy { scalar in
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
  }
  if !source.isEmpty, isLiteral {
    require(matched == (answer == source), "`\(source)` against `\(answer)`: \(matched)")
  }
  // The answer as a pattern of its own, every ASCII mark escaped: matches itself. Marks are
  // escaped scalar by scalar, as the engine reads them (`*` with a combining accent is a `*`).
  var literal = ""
  for scalar in answer.unicodeScalars {
    if scalar.isASCII, scalar.properties.isPatternSyntax { literal += "\\" }
    literal.unicodeScalars.append(scalar)
  }
  if let itself = try? AnswerPattern(literal), !answer.contains(where: \.isNewline) {
    require(itself.matches(answer), "`\(literal)` does not match its own text `\(answer)`")
  }
  return 0
}
