/// A set of answers saved as `tour --answers json` prints them — one JSON object, a key per
/// question: a string for a single choice or a text, an array of strings for a multiple
/// choice, a boolean for a yes/no, `null` for no answer — read back as presets
/// (`tour --answers-from FILE`), so that a saved run can be replayed.
package struct SavedAnswers {
  /// The most bytes read: far more than any set of answers (a text answer is at most 256
  /// characters), and a bound on what a wrong file costs.
  static let maximumSize = 1 << 20

  /// The object's members, in their order.
  package let members: [(String, JSONValue)]

  /// Why a file holds no saved answers, said after its name (`FILE:LINE:COL: …` for JSON
  /// that does not parse).
  package struct Failure: Error, Equatable {
    /// What is wrong, starting with the place when there is one (`:3:7: …`).
    package let message: String
  }

  /// Parses `bytes`: one JSON object, or a failure with the line and column of the mistake.
  init(parsing bytes: [UInt8]) throws(Failure) {
    let value: JSONValue
    do {
      value = try JSONValue.parse(bytes)
    } catch {
      let before = bytes[..<min(error.offset, bytes.count)]
      let line = before.count { $0 == UInt8(ascii: "\n") } + 1
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
      throw Failure(message: ":\(line):\(column): \(error.message)")
    }
    guard case .object(let members) = value else {
      throw Failure(
        message: ": not a JSON object of answers like {\"theme\":\"dark\"} "
          + "(what --answers json prints)")
    }
    // A key given twice would be one answer silently lost.
    var seen = Set<String>()
    for (key, _) in members where !seen.insert(key).inserted {
      throw Failure(message: ": '\(key)' is given twice")
    }
    self.members = members
  }

  /// Reads the file at `path` (a pipe such as `<(…)` too), or standard input for `-`, up to
  /// ``maximumSize`` bytes, and parses it.
  package static func read(_ path: String) throws(Failure) -> SavedAnswers {
    let contents: Platform.FileContents
    do {
      contents =
        path == "-"
        ? try Platform.readAll(0, atMost: maximumSize).map { .bytes($0) } ?? .tooLarge
        : try Platform.readRegularFile(path, atMost: maximumSize, acceptingPipe: true)
    } catch {
      throw Failure(message: ": " + Platform.message(for: error.code))
    }
    let bytes: [UInt8]?
    switch contents {
    case .bytes(let read): bytes = read
    case .tooLarge: bytes = nil
    case .notRegular: throw Failure(message: ": not a file")
    }
    guard let bytes else {
      throw Failure(message: ": larger than \(maximumSize / 1024) KiB, not a set of answers")
    }
    return try SavedAnswers(parsing: bytes)
  }
}

extension Question {
  /// The answer a saved `value` gives this question, checked as `--answer` checks its text:
  /// `nil` for `null` (no answer: the default stands). A string is read as `--answer` reads
  /// one (a yes/no takes `"yes"` too); an array of strings is a multiple choice's values;
  /// a boolean a yes/no's. Throws a message saying what would be accepted.
  package func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer? {
    try kind.behaviour.answer(saved: value)
  }
}
