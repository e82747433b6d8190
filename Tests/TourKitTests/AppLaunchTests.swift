import Foundation
import Testing

@testable import TourKit

/// The launch gate used without a terminal: decide, show your own way, remember.
@Suite("AppLaunch")
struct AppLaunchTests {
  /// One onboarding page, then a page new in 2.0.
  static let tour = Tour(pages: [
    Page(title: "Welcome"),
    {
      var page = Page(title: "New in 2.0")
      page.settings.since = "2.0"
      return page
    }(),
  ])

  /// Collects warnings.
  final class Warnings: @unchecked Sendable {
    var lines: [String] = []
  }

  static func entry(_ version: String, _ outcome: AppRecord.Outcome = .finished)
    -> AppRecord.Entry
  {
    AppRecord.Entry(version: version, outcome: outcome, date: "2026-11-29T19:00:00Z")
  }

  func launch(
    _ version: String, store: any TourStore, override: LaunchGate.Override? = nil,
    warnings: Warnings = Warnings()
  ) throws -> AppLaunch {
    try AppLaunch(
      app: "notes", version: version, store: store, override: override,
      warn: { warnings.lines.append($0) })
  }

  @Test func highestVersionRecordedWinsOverTheLastOne() throws {
    // 2.0 finished, then a forced run of 1.0: 2.0 is still what was seen.
    let record = AppRecord(app: "notes", entries: [Self.entry("2.0"), Self.entry("1.0")])
    #expect(record.highestVersion == Version("2.0"))
    let store = InMemoryTourStore(records: [record])
    let again = try launch("2.0", store: store)
    #expect(again.recorded == Version("2.0"))
    #expect(again.decide(for: Self.tour) == .skip(record: false))
  }

  @Test func highestVersionComparesVersionsNotText() {
    let record = AppRecord(
      app: "notes",
      entries: [
        Self.entry("1.10"), Self.entry("1.9"), Self.entry("2.0.0-beta.1"), Self.entry("1.2"),
      ])
    #expect(record.highestVersion == Version("2.0.0-beta.1"))
    #expect(AppRecord(app: "notes").highestVersion == nil)
  }

  @Test func firstLaunchThenRememberedThenUpgrade() throws {
    let store = InMemoryTourStore()
    let first = try launch("1.0", store: store)
    #expect(first.decide(for: Self.tour) == .show(pages: [0], reason: .freshInstall))
    first.remember(.finished, date: "2026-11-29T19:02:22Z")
    #expect(
      try store.record(for: AppID("notes"))?.entries
        == [AppRecord.Entry(version: "1.0", outcome: .finished, date: "2026-11-29T19:02:22Z")])
    #expect(try launch("1.0", store: store).decide(for: Self.tour) == .skip(record: false))
    #expect(
      try launch("2.0", store: store).decide(for: Self.tour)
        == .show(pages: [1], reason: .upgrade(from: Version("1.0")!)))
  }

  @Test func upgradeWithNothingNewIsRememberedWhenAsked() throws {
    let store = InMemoryTourStore(records: [AppRecord(app: "notes", entries: [Self.entry("2.0")])])
    let launch = try launch("2.1", store: store)
    #expect(launch.decide(for: Self.tour) == .skip(record: true))
    launch.remember(.nothingNew)
    let entries = try #require(try store.record(for: AppID("notes"))?.entries)
    #expect(entries.map(\.outcome) == [.finished, .nothingNew])
    // The default date is now, as UTC ISO 8601.
    let date = try #require(entries.last?.date)
    #expect(date.count == 20 && date.hasSuffix("Z") && date.dropFirst(10).first == "T")
  }

  @Test func whatsNewPreviewRemembersNothing() throws {
    let store = InMemoryTourStore()
    let preview = try launch("2.0", store: store, override: .whatsNew(since: Version("1.0")!))
    #expect(!preview.remembers)
    preview.remember(.finished)
    #expect(try store.record(for: AppID("notes")) == nil)
  }

  @Test func corruptRecordWarnsOnceCountsAsNoneAndIsReplaced() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-launch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "{not json".write(toFile: directory + "/notes.json", atomically: false, encoding: .utf8)
    let warnings = Warnings()
    let store = FileTourStore(directory: directory)
    let launch = try launch("1.0", store: store, warnings: warnings)
    #expect(launch.decide(for: Self.tour) == .show(pages: [0], reason: .freshInstall))
    launch.remember(.finished)
    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.hasSuffix("; counting it as no record") == true)
    #expect(try store.record(for: AppID("notes"))?.highestVersion == Version("1.0"))
  }

  @Test func folderInPlaceOfTheRecordWarnsOnceAndRemembersNothing() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-launch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: directory + "/notes.json", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let warnings = Warnings()
    let launch = try launch("1.0", store: FileTourStore(directory: directory), warnings: warnings)
    #expect(launch.decide(for: Self.tour) == .skip(record: false))
    #expect(!launch.remembers)
    launch.remember(.finished)
    #expect(
      warnings.lines == [
        "cannot remember this tour, so it is not shown: \(directory)/notes.json: is a directory"
          + " (TOUR_DISABLE=1 turns tours off)"
      ])
  }

  /// A store that reads but cannot write (a read-only folder) would show the tour at every
  /// launch: asked when a tour is due, it shows nothing, with one warning.
  @Test func storeThatCannotWriteShowsNothingWhenATourIsDue() throws {
    final class ReadOnlyStore: TourStore, @unchecked Sendable {
      let record: AppRecord?
      var asked = 0
      init(record: AppRecord?) { self.record = record }
      func record(for app: AppID) throws(TourStoreError) -> AppRecord? { record }
      func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {
        Issue.record("written to")
      }
      func forget(_ app: AppID) throws(TourStoreError) {}
      func checkWritable(for app: AppID) throws(TourStoreError) {
        asked += 1
        throw .unavailable("/state/tour: read-only file system")
      }
    }
    var seen = AppRecord(app: "notes")
    seen.append(Self.entry("1.0"))
    // Due (a fresh install, an upgrade): nothing shown, one warning, nothing written.
    for (record, version) in [(nil, "1.0"), (seen, "2.0")] as [(AppRecord?, String)] {
      let warnings = Warnings()
      let store = ReadOnlyStore(record: record)
      let launch = try launch(version, store: store, warnings: warnings)
      #expect(launch.decide(for: Self.tour) == .skip(record: false))
      #expect(!launch.remembers)
      launch.remember(.finished)
      #expect(store.asked == 1)
      #expect(
        warnings.lines == [
          "cannot remember this tour, so it is not shown: /state/tour: read-only file system"
            + " (TOUR_DISABLE=1 turns tours off)"
        ])
    }
    // Nothing due: not asked, nothing said, the remembered answers still read.
    let warnings = Warnings()
    let store = ReadOnlyStore(record: seen)
    let launch = try launch("1.0", store: store, warnings: warnings)
    #expect(launch.isNothingDue && store.asked == 0 && warnings.lines.isEmpty)
    // Forced: shown, with the plain warning.
    let forced = try AppLaunch(
      app: "notes", version: "1.0", store: ReadOnlyStore(record: nil), override: .force,
      warn: { warnings.lines.append($0) })
    #expect(forced.decide(for: Self.tour) == .show(pages: [0], reason: .forced))
    #expect(warnings.lines.isEmpty)
  }

  /// The file store's probe fails where its write would: a state folder that cannot be made
  /// (under a file), or a lock that is a symbolic link.
  @Test func fileStoreSaysWhereItCannotWrite() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-writable-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let app = try AppID("notes")
    let fine = FileTourStore(directory: directory + "/state/tour")
    try fine.checkWritable(for: app)
    #expect(FileManager.default.fileExists(atPath: directory + "/state/tour/notes.lock"))
    try Data().write(to: URL(fileURLWithPath: directory + "/file"))
    #expect(throws: TourStoreError.self) {
      try FileTourStore(directory: directory + "/file/tour").checkWritable(for: app)
    }
    try FileManager.default.createDirectory(
      atPath: directory + "/linked", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/linked/notes.lock", withDestinationPath: directory + "/target")
    #expect(throws: TourStoreError.self) {
      try FileTourStore(directory: directory + "/linked").checkWritable(for: app)
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/target"))
  }

  /// A store whose writes fail: an upgrade with nothing new shows nothing, and its record
  /// (which only spares the next launch deciding again) is not worth a warning at every launch;
  /// a run that was shown still warns.
  @Test func nothingNewThatCannotBeRecordedIsNoWarning() throws {
    struct FailingWrites: TourStore {
      let record: AppRecord
      func record(for app: AppID) throws(TourStoreError) -> AppRecord? { record }
      func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {
        throw .unavailable("/state/tour/notes.lock: is a symbolic link, not a lock tour made")
      }
      func forget(_ app: AppID) throws(TourStoreError) {}
    }
    let store = FailingWrites(record: AppRecord(app: "notes", entries: [Self.entry("2.0")]))
    let warnings = Warnings()
    let launch = try launch("3.0", store: store, warnings: warnings)
    #expect(launch.decide(for: Self.tour) == .skip(record: true))
    launch.remember(.nothingNew)
    #expect(warnings.lines.isEmpty)
    launch.remember(.finished)
    #expect(
      warnings.lines == [
        "cannot remember this tour: /state/tour/notes.lock: is a symbolic link, not a lock tour made"
      ])
  }

  @Test func badIDOrVersionThrowsBeforeTheStoreIsRead() {
    struct Untouchable: TourStore {
      func record(for app: AppID) throws(TourStoreError) -> AppRecord? {
        Issue.record("the store was read")
        return nil
      }
      func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {}
      func forget(_ app: AppID) throws(TourStoreError) {}
    }
    #expect(throws: LaunchGateError.badVersion("one")) {
      try AppLaunch(app: "notes", version: "one", store: Untouchable(), warn: { _ in })
    }
    #expect(throws: LaunchGateError.self) {
      try AppLaunch(app: "a/b", version: "1.0", store: Untouchable(), warn: { _ in })
    }
  }

  /// q with a required question unanswered is not a tour seen: it is due again, answers and
  /// all. q once the required questions are answered is remembered as skipped, as q on a tour
  /// that asks nothing.
  @Test func leavingARequiredQuestionUnansweredIsNotSeen() throws {
    let tour = try Tour.parse(
      """
      # Welcome
      ---
      # Theme

      <!-- ask: theme; required -->
      - ( ) Dark <!-- value: dark -->
      - ( ) Light <!-- value: light -->

      <!-- ask: telemetry -->
      - [ ] Send statistics
      """, name: "setup.md")
    let store = InMemoryTourStore()
    let first = try launch("1.0", store: store)
    guard case .show(let pages, _) = first.decide(for: tour) else {
      Issue.record("a first launch shows the tour")
      return
    }
    let shown = tour.selecting(pages: pages)
    let unanswered = TourAnswers(questions: shown.questions, answers: ["telemetry": .flag(true)])
    first.rememberSkip(of: shown, answers: unanswered)
    #expect(try store.record(for: AppID("notes")) == nil)
    let second = try launch("1.0", store: store)
    #expect(second.decide(for: tour) == .show(pages: [0, 1], reason: .freshInstall))
    // Answered, then q: remembered as skipped (the answers are not: they come with a finish).
    let answered = TourAnswers(questions: shown.questions, answers: ["theme": .choice("dark")])
    second.rememberSkip(of: shown, answers: answered)
    let record = try #require(try store.record(for: AppID("notes")))
    #expect(record.entries.map(\.outcome) == [.skipped])
    #expect(record.answers.isEmpty)
    #expect(try launch("1.0", store: store).decide(for: tour) == .skip(record: false))
    // A tour that asks nothing: q is remembered as ever.
    let plain = InMemoryTourStore()
    try launch("1.0", store: plain).rememberSkip(of: Self.tour, answers: TourAnswers())
    #expect(try plain.record(for: AppID("notes"))?.entries.map(\.outcome) == [.skipped])
  }
}
