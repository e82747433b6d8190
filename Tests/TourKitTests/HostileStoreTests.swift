import Foundation
import Testing

@testable import TourKit

/// The store's folder holds only what tour wrote: whatever else is planted there is never
/// followed, waited on, read without bound or written through (issue 8, items 6 to 8 and 12).
@Suite("FileTourStore against hostile files", .timeLimit(.minutes(1)))
struct HostileStoreTests {
  let directory: String
  let store: FileTourStore
  let app: AppID

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-hostile-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    store = FileTourStore(directory: directory)
    app = try AppID("notes")
  }

  var recordPath: String { directory + "/notes.json" }

  func removeDirectory() { try? FileManager.default.removeItem(atPath: directory) }

  let entry = AppRecord.Entry(version: "1.0", outcome: .finished, date: "2026-11-29T19:00:00Z")

  /// What a store file that is not a regular file is made of.
  enum Planted: String, CaseIterable {
    case linkToZero, linkToRandom, linkToAFile, fifo
  }

  func plant(_ planted: Planted, at path: String) throws {
    switch planted {
    case .linkToZero:
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    case .linkToRandom:
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/urandom")
    case .linkToAFile:
      try "{\"app\":\"notes\",\"entries\":[]}".write(
        toFile: directory + "/elsewhere.json", atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: path, withDestinationPath: directory + "/elsewhere.json")
    case .fifo:
      #expect(mkfifo(path, 0o644) == 0)
    }
  }

  @Test(arguments: Planted.allCases)
  func recordThatIsNotARegularFileIsCorruptThenReplaced(planted: Planted) throws {
    defer { removeDirectory() }
    try plant(planted, at: recordPath)
    #expect(throws: TourStoreError.self) { try store.record(for: app) }
    do {
      _ = try store.record(for: app)
    } catch {
      guard case .corrupt(let reason) = error else {
        Issue.record("expected a corrupt record, got \(error)")
        return
      }
      #expect(reason.hasPrefix(recordPath + ": is a "))
      #expect(reason.hasSuffix(", not a regular file"))
    }
    try store.append(entry, for: app)
    let attributes = try FileManager.default.attributesOfItem(atPath: recordPath)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try store.record(for: app)?.entries == [entry])
    if planted == .linkToAFile {
      let target = try String(contentsOfFile: directory + "/elsewhere.json", encoding: .utf8)
      #expect(target == "{\"app\":\"notes\",\"entries\":[]}")
    }
  }

  @Test func folderInPlaceOfTheRecordMakesTheStoreUnavailable() throws {
    defer { removeDirectory() }
    try FileManager.default.createDirectory(atPath: recordPath, withIntermediateDirectories: false)
    #expect(throws: TourStoreError.unavailable(recordPath + ": is a directory")) {
      try store.record(for: app)
    }
  }

  @Test func recordOfExactlyTheLimitIsReadAndOneByteMoreIsCorrupt() throws {
    defer { removeDirectory() }
    let record = Array("{\"app\":\"notes\",\"entries\":[]}".utf8)
    let limit = FileTourStore.maximumRecordSize
    let padded = record + [UInt8](repeating: 0x20, count: limit - record.count)
    try Data(padded).write(to: URL(fileURLWithPath: recordPath))
    #expect(try store.record(for: app)?.entries == [])
    try Data(padded + [0x20]).write(to: URL(fileURLWithPath: recordPath))
    #expect(throws: TourStoreError.corrupt(recordPath + ": is larger than 1 MiB")) {
      try store.record(for: app)
    }
    try store.append(entry, for: app)
    #expect(try store.record(for: app)?.entries == [entry])
  }

  @Test func plantedTemporaryLinkIsNotWrittenThrough() throws {
    defer { removeDirectory() }
    let victim = directory + "/victim"
    try "mine".write(toFile: victim, atomically: false, encoding: .utf8)
    // The name the store used before: `APP.json.PID.tmp`, with this process's ID.
    let planted = "\(recordPath).\(ProcessInfo.processInfo.processIdentifier).tmp"
    try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
    try store.append(entry, for: app)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine")
    #expect(try store.record(for: app)?.entries == [entry])
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(
      names.filter { $0.hasSuffix(".tmp") } == [URL(fileURLWithPath: planted).lastPathComponent])
  }

  @Test func lockThatIsALinkIsRefusedAndItsTargetNeverCreated() throws {
    defer { removeDirectory() }
    let target = directory + "/created-by-the-lock"
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/notes.lock", withDestinationPath: target)
    #expect(
      throws: TourStoreError.unavailable(
        directory + "/notes.lock: is a symbolic link, not a lock tour made")
    ) { try store.append(entry, for: app) }
    #expect(throws: TourStoreError.self) { try store.forget(app) }
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(try store.record(for: app) == nil)
  }

  @Test func lockThatIsAFIFOIsRefusedWithoutWaiting() throws {
    defer { removeDirectory() }
    #expect(mkfifo(directory + "/notes.lock", 0o644) == 0)
    #expect(
      throws: TourStoreError.unavailable(directory + "/notes.lock: is not a regular file")
    ) { try store.append(entry, for: app) }
  }

  @Test func errorsShowControlCharactersEscaped() throws {
    let error = TourStoreError.unavailable("/state\n\u{1B}[31m/tour: no such file or directory")
    #expect(error.description == "/state\\x0a\\x1b[31m/tour: no such file or directory")
  }
}
