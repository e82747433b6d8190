import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// The embedding API without a terminal: `swift test` has none, so tours print as text.
@Suite("presentIfNeeded")
struct PresentIfNeededTests {
  static let tour = Tour(pages: [
    Page(title: "Welcome", paragraphs: ["Hello."]),
    {
      var page = Page(title: "New in 2.0")
      page.settings.since = "2.0"
      return page
    }(),
  ])

  /// Options that collect output and warnings instead of printing them.
  final class Capture {
    var output = ""
    var warnings: [String] = []
  }

  func options(_ capture: Capture, textMode: PresentOptions.TextMode) -> PresentOptions {
    var options = PresentOptions { _ in nil }
    options.textMode = textMode
    options.write = { capture.output += $0 }
    options.warn = { capture.warnings.append($0) }
    return options
  }

  @Test func plainTextRunIsRememberedOnlyWhenAskedFor() throws {
    let store = InMemoryTourStore()
    let capture = Capture()
    let automatic = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store,
      options: options(capture, textMode: .automatic))
    #expect(automatic.ending == .printed)
    #expect(try store.record(for: AppID("notes")) == nil)  // no terminal: not remembered
    let plain = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store,
      options: options(capture, textMode: .always))
    #expect(plain.ending == .printed)
    #expect(try store.record(for: AppID("notes"))?.highestVersion == Version("1.0"))
    // A one-page selection prints no "Page 1 of 1" header.
    #expect(capture.output.contains("Welcome\n=======\n\nHello.\n"))
    #expect(!capture.output.contains("Page 1 of 1"))
    #expect(!capture.output.contains("New in 2.0"))
  }

  /// An upgrade run shows the new page alone: the record gets its answer, not the default of
  /// the onboarding question the user never saw (which would stay when the tour's changes),
  /// while the host still gets that default.
  @Test func onlyTheQuestionsShownAreRememberedAsAnswered() throws {
    let tour = try Tour.parse(
      """
      # Welcome

      <!-- ask: color -->
      - (x) Red <!-- value: red -->
      - ( ) Blue <!-- value: blue -->

      ---
      <!-- since: 2.0 -->
      # New in 2.0

      <!-- ask: size -->
      - (x) Small <!-- value: small -->
      - ( ) Large <!-- value: large -->
      """)
    let skipped = AppRecord.Entry(version: "1.0", outcome: .skipped, date: "2026-12-01T10:00:00Z")
    let store = InMemoryTourStore(records: [AppRecord(app: "notes", entries: [skipped])])
    let capture = Capture()
    let result = try presentIfNeeded(
      tour, app: "notes", version: "2.0", store: store,
      options: options(capture, textMode: .always))
    #expect(result.ending == .printed)
    #expect(!capture.output.contains("Welcome"))
    #expect(result.answers.choice("color") == "red" && result.answers.choice("size") == "small")
    let record = try store.record(for: AppID("notes"))
    #expect(record?.highestVersion == Version("2.0"))
    #expect(record?.answers.keys == ["size"])
  }

  @Test func byDefaultNothingIsShownOrRememberedWithoutATerminal() throws {
    let store = InMemoryTourStore()
    let capture = Capture()
    var options = PresentOptions { _ in nil }
    #expect(options.textMode == .never)
    options.write = { capture.output += $0 }
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store, options: options)
    #expect(result.ending == .noTerminal)
    #expect(capture.output.isEmpty)
    #expect(try store.record(for: AppID("notes")) == nil)
  }

  @Test func secondLaunchIsNotNeededAndUpgradeShowsWhatsNew() throws {
    let store = InMemoryTourStore(records: [
      AppRecord(
        app: "notes", entries: [AppRecord.Entry(version: "1.0", outcome: .finished, date: "d")])
    ])
    let capture = Capture()
    let again = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store,
      options: options(capture, textMode: .always))
    #expect(again.ending == .notNeeded)
    #expect(capture.output.isEmpty)
    let upgrade = try presentIfNeeded(
      Self.tour, app: "notes", version: "2.0", store: store,
      options: options(capture, textMode: .always))
    #expect(upgrade.ending == .printed)
    #expect(capture.output.contains("New in 2.0") && !capture.output.contains("Welcome"))
  }

  @Test func whatsNewPreviewRemembersNothing() throws {
    let store = InMemoryTourStore()
    let capture = Capture()
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "2.0", store: store,
      override: .whatsNew(since: try #require(Version("1.0"))),
      options: options(capture, textMode: .always))
    #expect(result.ending == .printed)
    #expect(capture.output.contains("New in 2.0"))
    #expect(try store.record(for: AppID("notes")) == nil)
  }

  @Test func forceRemembersAsUsual() throws {
    let store = InMemoryTourStore()
    let capture = Capture()
    _ = try presentIfNeeded(
      Self.tour, app: "notes", version: "2.0", store: store, override: .force,
      options: options(capture, textMode: .always))
    #expect(try store.record(for: AppID("notes"))?.highestVersion == Version("2.0"))
  }

  @Test func corruptStoreCountsAsNoRecordWithOneWarning() throws {
    struct CorruptStore: TourStore {
      func record(for app: AppID) throws(TourStoreError) -> AppRecord? {
        throw .corrupt("x.json: not valid JSON")
      }
      func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {}
      func forget(_ app: AppID) throws(TourStoreError) {}
    }
    let capture = Capture()
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: CorruptStore(),
      options: options(capture, textMode: .always))
    #expect(result.ending == .printed)
    #expect(capture.warnings == ["x.json: not valid JSON; counting it as no record"])
  }

  /// Shown, it would be shown again at every launch: nothing is, and the answers are handed
  /// on all the same.
  @Test func unavailableStoreShowsNothingWithOneWarning() throws {
    let capture = Capture()
    let store = FileTourStore(environment: { _ in nil })  // no HOME
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store,
      options: options(capture, textMode: .always))
    #expect(result.ending == .notNeeded)
    #expect(capture.warnings.count == 1)
    #expect(
      capture.warnings.first?.hasPrefix(
        "cannot remember this tour, so it is not shown: HOME is not set") == true)
  }

  /// Whether the store can write is asked only when pages would be shown: a disabled launch
  /// leaves no folder and no lock behind (one with nothing due: AppLaunchTests).
  @Test func aLaunchThatShowsNothingMakesNoFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-no-folder-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let capture = Capture()
    var disabled = options(capture, textMode: .always)
    disabled.isDisabled = true
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: FileTourStore(directory: folder),
      options: disabled)
    #expect(result.ending == .disabled)
    #expect(!FileManager.default.fileExists(atPath: folder))
    let shown = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: FileTourStore(directory: folder),
      options: options(capture, textMode: .always))
    #expect(shown.ending == .printed)
    #expect(FileManager.default.fileExists(atPath: folder + "/notes.json"))
    #expect(capture.warnings.isEmpty)
  }

  /// `--force` (and a what's-new preview) shows what it is asked to, remembering nothing.
  @Test func unavailableStoreStillShowsWhatIsForced() throws {
    let capture = Capture()
    let store = FileTourStore(environment: { _ in nil })  // no HOME
    let result = try presentIfNeeded(
      Self.tour, app: "notes", version: "1.0", store: store, override: .force,
      options: options(capture, textMode: .always))
    #expect(result.ending == .printed)
    #expect(capture.warnings.count == 1)
    #expect(capture.warnings.first?.hasPrefix("cannot remember this tour: HOME is not set") == true)
  }

  @Test func badArgumentsThrowBeforeShowingAnything() {
    let capture = Capture()
    #expect(throws: LaunchGateError.badVersion("one")) {
      try presentIfNeeded(
        Self.tour, app: "notes", version: "one", store: InMemoryTourStore(),
        options: options(capture, textMode: .always))
    }
    #expect(throws: LaunchGateError.self) {
      try presentIfNeeded(
        Self.tour, app: "../etc", version: "1.0", store: InMemoryTourStore(),
        options: options(capture, textMode: .always))
    }
    #expect(capture.output.isEmpty)
  }

  @Test func exitStatuses() {
    #expect(TourResult.Ending.completed.exitStatus == 0)
    #expect(TourResult.Ending.notNeeded.exitStatus == 0)
    #expect(TourResult.Ending.printed.exitStatus == 0)
    #expect(TourResult.Ending.noTerminal.exitStatus == 0)
    #expect(TourResult.Ending.skipped(atPage: 2).exitStatus == 1)
    #expect(TourResult.Ending.interrupted(signal: 15).exitStatus == 143)
  }
}
