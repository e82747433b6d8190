import Testing

@testable import TourKit

/// A tour that could not be read is remembered as said, not as seen: `tour … -- COMMAND` says
/// it once per version, and the upgrade stays due.
@Suite("Unreadable tours in the record")
struct UnreadableTourRecordTests {
  static func entry(_ version: String, _ outcome: AppRecord.Outcome) -> AppRecord.Entry {
    AppRecord.Entry(version: version, outcome: outcome, date: "2026-12-01T10:00:00Z")
  }

  @Test("an unreadable tour is remembered as said at its version, and never as seen")
  func unreadableIsNotSeen() throws {
    let record = AppRecord(
      app: "mytool",
      entries: [
        Self.entry("1.0", .finished), Self.entry("2.0", .unreadable),
        Self.entry("2.0.0", .unreadable),
      ])
    #expect(record.highestVersion == Version("1.0"))
    #expect(record.reportedUnreadableTour(at: try #require(Version("2.0"))))
    #expect(!record.reportedUnreadableTour(at: try #require(Version("1.0"))))
    #expect(AppRecord(json: record.json) == record)
    #expect(record.json.serialized.contains("\"outcome\":\"unreadable\""))

    let store = InMemoryTourStore(records: [record])
    let launch = try AppLaunch(app: "mytool", version: "2.0", store: store, warn: { _ in })
    #expect(launch.reportedUnreadableTour)
    #expect(launch.recorded == Version("1.0"))
    // The upgrade to 2.0 is still due: saying the tour was broken did not show it.
    let tour = Tour(pages: [Page(title: "Welcome"), Page(title: "New")])
    var upgraded = tour
    upgraded.pages[1].settings.since = "2.0"
    #expect(
      launch.decide(for: upgraded) == .show(pages: [1], reason: .upgrade(from: Version("1.0")!)))
    let next = try AppLaunch(app: "mytool", version: "2.1", store: store, warn: { _ in })
    #expect(!next.reportedUnreadableTour)
  }
}
