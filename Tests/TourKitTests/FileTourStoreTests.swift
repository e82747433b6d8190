import Foundation
import Testing

@testable import TourKit

@Suite("FileTourStore")
struct FileTourStoreTests {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-store-\(UUID().uuidString)").path
  }

  func entry(_ version: String, _ outcome: AppRecord.Outcome = .finished) -> AppRecord.Entry {
    AppRecord.Entry(version: version, outcome: outcome, date: "2026-11-29T19:00:00Z")
  }

  @Test func roundTripsRecordsInOrder() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileTourStore(directory: directory + "/nested/tour")
    let app = try AppID("notes")
    #expect(try store.record(for: app) == nil)
    try store.append(entry("1.0", .skipped), for: app)
    try store.append(entry("1.1"), for: app)
    let record = try #require(try store.record(for: app))
    #expect(record.entries.map(\.version) == ["1.0", "1.1"])
    #expect(record.entries.map(\.outcome) == [.skipped, .finished])
    #expect(record.highestVersion == Version("1.1"))
    let text = try String(contentsOfFile: directory + "/nested/tour/notes.json", encoding: .utf8)
    #expect(text.hasPrefix("{\"app\":\"notes\",\"entries\":["))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/nested/tour")
    #expect(!leftovers.contains { $0.hasSuffix(".tmp") })
  }

  /// A user's answers are theirs alone: folders made private, records too, and a record or
  /// folder from before made private when written.
  @Test func recordsAreTheirOwnersAlone() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func mode(_ path: String) throws -> Int {
      try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1)
        & 0o777
    }
    let store = FileTourStore(directory: directory + "/state/tour")
    try store.append(entry("1.0"), for: AppID("notes"))
    #expect(try mode(directory + "/state") == 0o700)
    #expect(try mode(directory + "/state/tour") == 0o700)
    #expect(try mode(directory + "/state/tour/notes.json") == 0o600)
    #expect(try mode(directory + "/state/tour/notes.lock") == 0o600)
    // As an earlier version left them: open to all.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory + "/state/tour")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: directory + "/state/tour/notes.json")
    try store.append(entry("1.1"), for: AppID("notes"))
    #expect(try mode(directory + "/state/tour") == 0o700)
    #expect(try mode(directory + "/state/tour/notes.json") == 0o600)
  }

  @Test func corruptFileIsReportedAndThenReplaced() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try "{\"app\": \"notes\", \"entries\": [".write(
      toFile: directory + "/notes.json", atomically: true, encoding: .utf8)
    let store = FileTourStore(directory: directory)
    let app = try AppID("notes")
    #expect(throws: TourStoreError.self) { try store.record(for: app) }
    try store.append(entry("2.0"), for: app)
    #expect(try store.record(for: app)?.entries.map(\.version) == ["2.0"])
    // What was there is kept beside the new record.
    #expect(
      try String(contentsOfFile: directory + "/notes.json.corrupt", encoding: .utf8)
        == "{\"app\": \"notes\", \"entries\": [")
  }

  @Test func aFileWhereTheStateFolderShouldBeIsNamed() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try "".write(toFile: directory + "/state", atomically: true, encoding: .utf8)
    let store = FileTourStore(directory: directory + "/state/tour")
    #expect(
      throws: TourStoreError.unavailable(
        directory + "/state: is a file, where a folder for tour's records should be")
    ) { try store.record(for: AppID("notes")) }
  }

  @Test func recordOfAnotherAppIsCorrupt() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try "{\"app\":\"other\",\"entries\":[]}".write(
      toFile: directory + "/notes.json", atomically: true, encoding: .utf8)
    #expect(throws: TourStoreError.self) {
      try FileTourStore(directory: directory).record(for: AppID("notes"))
    }
  }

  @Test func forgetRemovesTheRecord() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileTourStore(directory: directory)
    let app = try AppID("notes")
    try store.append(entry("1.0"), for: app)
    try store.forget(app)
    #expect(try store.record(for: app) == nil)
    try store.forget(app)  // forgetting twice is fine
  }

  @Test func readOnlyPlaceIsUnavailable() throws {
    // /proc refuses new folders even to root, unlike a chmod-ed folder: a read-only store
    // that this test can see fail wherever it runs, CI (as root) included. On macOS, which has
    // no /proc, the root folder refuses it (read-only since macOS 10.15), and nothing is there.
    let store = FileTourStore(directory: "/proc/tour-store-test/tour")
    let app = try AppID("notes")
    #expect(throws: TourStoreError.self) { try store.append(entry("1.0"), for: app) }
    #expect(try store.record(for: app) == nil)  // nothing there: no record, no error
  }

  /// A home folder that does not exist (a service account's `/nonexistent`) is not made: the
  /// store cannot write, and says why; an XDG_STATE_HOME that does not exist yet is made, as
  /// XDG asks.
  @Test func aMissingHomeIsNotMade() throws {
    let scratch = directory + "-home"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let home = scratch + "/nobody"
    let store = FileTourStore(environment: ["HOME": home].get)
    let app = try AppID("notes")
    #expect(throws: TourStoreError.unavailable("\(home): the home folder (HOME) does not exist")) {
      try store.checkWritable(for: app)
    }
    #expect(throws: TourStoreError.self) { try store.append(entry("1.0"), for: app) }
    #expect(!FileManager.default.fileExists(atPath: scratch))
    // With the home there, its folders are made.
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try FileTourStore(environment: ["HOME": home + "/"].get).append(entry("1.0"), for: app)
    #expect(FileManager.default.fileExists(atPath: home + "/.local/state/tour/notes.json"))
    let state = scratch + "/state"
    try FileTourStore(environment: ["XDG_STATE_HOME": state, "HOME": home].get).checkWritable(
      for: app)
    #expect(FileManager.default.fileExists(atPath: state + "/tour"))
  }

  @Test func directoryFollowsXDG() {
    #expect(
      FileTourStore(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"].get).directory
        == .success("/state/tour"))
    #expect(
      FileTourStore(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"].get).directory
        == .success("/home/u/.local/state/tour"))
    guard case .failure = FileTourStore(environment: [String: String]().get).directory else {
      Issue.record("no HOME must make the store unavailable")
      return
    }
    // What is wrong with HOME, said as it is.
    for (home, problem) in [("", "is empty"), ("me", "is not a full path (me)")] {
      #expect(
        FileTourStore(environment: ["HOME": home].get).directory
          == .failure(.unavailable("HOME \(problem), so there is nowhere to remember tours")))
    }
  }

  @Test func inMemoryStoreKeepsRecords() throws {
    let store = InMemoryTourStore()
    let app = try AppID("x")
    try store.append(entry("1.0"), for: app)
    #expect(try store.record(for: app)?.highestVersion == Version("1.0"))
    try store.forget(app)
    #expect(try store.record(for: app) == nil)
  }
}

extension Dictionary where Key == String, Value == String {
  /// The dictionary as an environment lookup.
  func get(_ name: String) -> String? { self[name] }
}
