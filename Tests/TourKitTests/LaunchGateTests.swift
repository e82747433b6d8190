import Testing

@testable import TourKit

@Suite("LaunchGate decisions")
struct LaunchGateTests {
  /// Two onboarding pages, then pages new in 1.1, 1.2, 1.3 and 2.0.0-beta.1.
  static let tour = Tour(pages: [
    Page(title: "Welcome"), Page(title: "Basics"),
    page("New in 1.1", since: "1.1"), page("New in 1.2", since: "1.2"),
    page("New in 1.3", since: "1.3"), page("Beta", since: "2.0.0-beta.1"),
  ])

  static func page(_ title: String, since: String) -> Page {
    var page = Page(title: title)
    page.settings.since = since
    return page
  }

  func decide(_ version: String, recorded: String?, override: LaunchGate.Override? = nil) throws
    -> LaunchGate.Decision
  {
    LaunchGate.decide(
      tour: Self.tour, version: try #require(Version(version)),
      recorded: recorded.flatMap(Version.init), override: override)
  }

  @Test func freshInstallShowsTheOnboarding() throws {
    #expect(try decide("1.3", recorded: nil) == .show(pages: [0, 1], reason: .freshInstall))
  }

  @Test func sameVersionShowsNothing() throws {
    #expect(try decide("1.3", recorded: "1.3") == .skip(record: false))
    #expect(try decide("1.3", recorded: "1.3.0") == .skip(record: false))
  }

  @Test func upgradeAcrossThreeMissedVersionsCombinesTheirPages() throws {
    #expect(
      try decide("1.3", recorded: "1.0")
        == .show(pages: [2, 3, 4], reason: .upgrade(from: Version("1.0")!)))
  }

  @Test func upgradeShowsOnlyPagesUpToTheNewVersion() throws {
    #expect(
      try decide("1.2", recorded: "1.1")
        == .show(pages: [3], reason: .upgrade(from: Version("1.1")!)))
  }

  @Test func upgradeWithNothingNewRecordsQuietly() throws {
    #expect(try decide("1.3.5", recorded: "1.3") == .skip(record: true))
  }

  @Test func downgradeShowsNothing() throws {
    #expect(try decide("1.0", recorded: "1.3") == .skip(record: false))
  }

  @Test func preReleaseSortsBeforeItsRelease() throws {
    #expect(
      try decide("2.0.0-beta.1", recorded: "1.3")
        == .show(pages: [5], reason: .upgrade(from: Version("1.3")!)))
    #expect(try decide("2.0.0", recorded: "2.0.0-beta.1") == .skip(record: true))
    #expect(try decide("2.0.0-beta.1", recorded: "2.0.0") == .skip(record: false))
  }

  @Test func forceShowsTheOnboardingWhateverWasRecorded() throws {
    #expect(
      try decide("1.3", recorded: "1.3", override: .force) == .show(pages: [0, 1], reason: .forced))
  }

  @Test func whatsNewForcesTheUpgradeView() throws {
    let since = try #require(Version("1.1"))
    #expect(
      try decide("1.3", recorded: "1.3", override: .whatsNew(since: since))
        == .show(pages: [3, 4], reason: .upgrade(from: since)))
  }

  @Test func everyPageWithSinceMeansTheOnboardingIsAll() {
    let tour = Tour(pages: [Self.page("A", since: "1.0"), Self.page("B", since: "2.0")])
    #expect(LaunchGate.onboardingPages(of: tour) == [0, 1])
  }

  @Test(arguments: [
    "a/b", "..", "x..y", "", ".hidden", "-rf", "tab\there", String(repeating: "a", count: 129),
    "x\u{85}", "\u{9B}2J", "del\u{7F}", "a\u{FFFD}b", String(repeating: "ツ", count: 43),
  ])
  func badAppIDs(id: String) {
    #expect(throws: LaunchGateError.self) { try AppID(id) }
  }

  @Test(arguments: [
    "mytool", "com.example.tool", "my_tool-2", "ツール", String(repeating: "ツ", count: 42),
  ])
  func goodAppIDs(id: String) throws {
    #expect(try AppID(id).rawValue == id)
  }

  @Test func errorsAreOneLineWithControlsEscaped() {
    #expect(
      throws: LaunchGateError.badAppID(
        "a\nb\u{1B}]0;x\u{07}", "it must not contain control characters")
    ) {
      try AppID("a\nb\u{1B}]0;x\u{07}")
    }
    #expect(
      LaunchGateError.badAppID("a\nb\u{85}", "why").description
        == "bad app ID 'a\\x0ab\\u0085': why")
    #expect(
      LaunchGateError.badVersion("1\n2").description
        == "bad version '1\\x0a2': expected numbers like 1.4 or 2.0.1-beta.1")
  }
}
