/// A small JSON reader and writer for the launch-gate store (and, within the package, the
/// benchmark's results file).
///
/// The store is read before the first frame, so it does not pull in Foundation's JSON coders
/// (their start-up and memory cost is the notes' measured ~3.5 MiB). It handles all of JSON.
package enum JSONValue: Equatable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let a), .array(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    default: return false
    }
  }

  /// The member `key` of an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The text, for a string.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Why text is not JSON.
  package struct ParseError: Error {
    package let offset: Int
    package let message: String
  }

  /// Parses a whole JSON document.
  package static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
    var parser = Parser(bytes: bytes)
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("trailing characters") }
    return value
  }

  /// The value as compact JSON text (one line, members in their order).
  package var serialized: String {
    switch self {
    case .object(let members):
      return "{"
        + members.map { "\(JSONValue.quote($0.0)):\($0.1.serialized)" }.joined(separator: ",")
        + "}"
    case .array(let values): return "[" + values.map(\.serialized).joined(separator: ",") + "]"
    default: return scalarText
    }
  }

  /// The value as JSON text indented by two spaces a level; arrays of plain numbers stay on one
  /// line, so long sample lists do not run to thousands of lines.
  package func rendered(indent: Int = 0) -> String {
    let inner = String(repeating: "  ", count: indent + 1)
    let outer = String(repeating: "  ", count: indent)
    switch self {
    case .array(let values) where values.isEmpty: return "[]"
    case .array(let values):
      if values.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
        return "[" + values.map(\.scalarText).joined(separator: ", ") + "]"
      }
      return "[\n" + values.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
        + "\n" + outer + "]"
    case .object(let members) where members.isEmpty: return "{}"
    case .object(let members):
      return "{\n"
        + members.map { inner + JSONValue.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
        .joined(separator: ",\n") + "\n" + outer + "}"
    default: return scalarText
    }
  }

  /// A string, number, boolean or null as JSON text (a non-finite number as null).
  private var scalarText: String {
    switch self {
    case .string(let text): return JSONValue.quote(text)
    case .number(let value):
      guard value.isFinite else { return "null" }
      return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array, .object: return serialized
    }
  }

  private static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    package func error(_ message: String) -> ParseError {
      ParseError(offset: index, message: message)
    }

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws(ParseError) -> JSONValue {
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: String) throws(ParseError) {
      let expected = Array(word.utf8)
      guard index + expected.count <= bytes.count,
        Array(bytes[index..<index + expected.count]) == expected
      else { throw error("expected \(word)") }
      index += expected.count
    }

    mutating func enter() throws(ParseError) {
      depth += 1
      guard depth <= 64 else { throw error("nested too deep") }
    }

    mutating func object() throws(ParseError) -> JSONValue {
      try enter()
      index += 1
      var members: [(String, JSONValue)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error("expected a key")
        }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected :")
        }
        index += 1
        members.append((key, try value()))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end") }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        guard bytes[index] == UInt8(ascii: "}") else { throw error("expected , or }") }
        index += 1
        depth -= 1
        return .object(members)
      }
    }

    mutating func array() throws(ParseError) -> JSONValue {
      try enter()
      index += 1
      var values: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(values)
      }
      while true {
        values.append(try value())
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end") }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected , or ]") }
        index += 1
        depth -= 1
        return .array(values)
      }
    }

    mutating func string() throws(ParseError) -> String {
      index += 1
      // Most strings hold no escape: made from their bytes at once (a short one needs no
      // allocation at all), not copied through a buffer a byte at a time.
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          guard let text = String(validUTF8: bytes[start..<index - 1]) else {
            throw error("invalid UTF-8")
          }
          return text
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      // An escape (or an error): the rest byte by byte, after what came before it.
      var utf8 = Array(bytes[start..<index])
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          guard let text = String(validUTF8: utf8) else {
            throw error("invalid UTF-8")
          }
          return text
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { throw error("unexpected end") }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
              guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
              else { throw error("lone surrogate") }
              index += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error("bad surrogate pair") }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
            utf8 += Array(String(Character(scalar)).utf8)
          default: throw error("bad escape")
          }
        case 0..<0x20: throw error("control character in string")
        default: utf8.append(byte)
        }
      }
      throw error("unterminated string")
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
      guard index + 4 <= bytes.count else { throw error("bad \\u escape") }
      var value: UInt32 = 0
      for byte in bytes[index..<index + 4] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
          throw error("bad \\u escape")
        }
        value = value * 16 + UInt32(digit)
      }
      index += 4
      return value
    }

    mutating func number() throws(ParseError) -> Double {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let text = String(validUTF8: bytes[start..<index]),
        let value = Double(text)
      else { throw error("expected a value") }
      return value
    }
  }
}
