import FuzzSupport
import TourKit

/// The fuzz target: the bytes are a launch-gate store file. The JSON reader must turn
/// any bytes into a value or an error at a real offset; a value must survive being written and
/// read back (as the store writes it, and indented); and a record read from it must too, since
/// the store rewrites every record it reads.
func fuzzStoreJSON(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let value: JSONValue
  do {
    value = try JSONValue.parse(bytes)
  } catch {
    require(
      (0...bytes.count).contains(error.offset), "error offset \(error.offset) is outside the input")
    return 0
  }
  // Infinity (`1e999`) is written as null, by design: JSON has no infinity.
  if value.numbersAreFinite {
    for text in [value.serialized, value.rendered()] {
      require(
        (try? JSONValue.parse(Array(text.utf8))) == value, "a value does not read back: \(text)")
    }
  }
  if let record = AppRecord(json: value) {
    let written = Array((record.json.serialized + "\n").utf8)
    require(
      (try? JSONValue.parse(written)).flatMap(AppRecord.init(json:)) == record,
      "a record does not read back: \(record)")
  }
  return 0
}

extension JSONValue {
  /// Whether every number in the value is finite.
  fileprivate var numbersAreFinite: Bool {
    switch self {
    case .number(let number): return number.isFinite
    case .array(let values): return values.allSatisfy(\.numbersAreFinite)
    case .object(let members): return members.allSatisfy(\.1.numbersAreFinite)
    case .string, .bool, .null: return true
    }
  }
}
