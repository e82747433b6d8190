import Foundation
import Testing

@testable import TourKit

/// A record keeps growing with every forced or finished run: the store drops the oldest runs
/// so that it never outgrows what it reads, and keeps what the gate reads from it.
@Suite("Records are kept within a bound")
struct RecordTrimmingTests {
  /// Run `number` of version 1.`number`, finished, answering `theme` and a long text.
  static func run(_ number: Int, version: String? = nil) -> AppRecord.Entry {
    let answers = TourAnswers(
      json: .object([
        ("theme", .string("theme-\(number)")),
        ("notes", .string(String(repeating: "n", count: 400) + "\(number)")),
      ]))
    return AppRecord.Entry(
      version: version ?? "1.\(number)", outcome: .finished, date: "2026-11-29T19:00:00Z",
      answers: answers)
  }

  @Test func theOldestRunsGoAndTheLatestAnswersStay() {
    // The first run alone answered `name`, and 9.0 was finished before runs of older versions
    // were forced.
    var first = Self.run(0)
    first.answers = first.answers.merging(TourAnswers(json: .object([("name", .string("Ada"))])))
    let runs = [first, Self.run(1, version: "9.0")] + (2..<200).map { Self.run($0) }
    let record = AppRecord(app: "notes", entries: runs)
    let trimmed = record.trimmed(toAtMost: 8_000)
    #expect(trimmed.json.serialized.utf8.count + 1 <= 8_000)
    #expect(trimmed.entries.count < 20)
    #expect(trimmed.entries.last == runs.last)
    #expect(trimmed.answers == record.answers)
    #expect(trimmed.answers.text("name") == "Ada")
    #expect(trimmed.answers.choice("theme") == "theme-199")
    #expect(trimmed.highestVersion == Version("9.0"))
  }

  @Test func aRecordWithinTheBoundIsKeptWhole() {
    let record = AppRecord(app: "notes", entries: (0..<3).map { Self.run($0) })
    #expect(record.trimmed(toAtMost: 1 << 20) == record)
  }

  @Test func manyRunsThroughTheStoreStayUnderTheBoundAndReadable() throws {
    let directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-trim-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // Two thousand runs written by a store without a bound: some 0.9 MiB, still readable.
    let old = AppRecord(app: "notes", entries: (0..<2_000).map { Self.run($0) })
    let bytes = Array((old.json.serialized + "\n").utf8)
    #expect(bytes.count > FileTourStore.keptRecordSize)
    #expect(bytes.count < FileTourStore.maximumRecordSize)
    let path = directory + "/notes.json"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let store = FileTourStore(directory: directory)
    let app = try AppID("notes")
    for number in 2_000..<2_010 {
      try store.append(Self.run(number), for: app)
      let size = try #require(
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
      #expect(size <= FileTourStore.keptRecordSize)
    }
    let record = try #require(try store.record(for: app))
    #expect(record.answers.choice("theme") == "theme-2009")
    #expect(record.entries.last?.version == "1.2009")
    #expect(record.highestVersion == Version("1.2009"))
  }
}
