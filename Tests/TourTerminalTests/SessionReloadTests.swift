import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// `tour --watch` in the session's loop: a real watcher on a real folder (the kernel's events
/// and polling), the loop on a scripted terminal whose clock the test moves. A save shows at
/// the exact moment the reload schedule says, never by a wall-clock budget.
@Suite("Session loop: live reload")
struct SessionReloadTests {
  static func ms(_ value: Int) -> Duration { .milliseconds(value) }

  static let fivePages = (1...5).map { "# Page \($0)\n\nBody text of page \($0).\n" }
    .joined(separator: "---\n")

  static func tour(body: String) -> String {
    fivePages.replacingOccurrences(of: "Body text of page 2.", with: body)
  }

  /// Runs the tour in `folder`'s file under live reload on `backend`, on page 2 from the start
  /// (the key at 50 ms), motion reduced, until q at `end` (a polling watcher never lets the
  /// loop idle).
  static func run(_ folder: FileWatcherTests.Folder, on backend: TestBackend, quitAt end: Duration)
    throws -> TourResult
  {
    try FileWatcherTests.Folder.write(fivePages, to: folder.file)
    _ = folder.watcher.changes()  // the write above is not a save to show
    let load = { () throws(TourFileError) -> Tour in
      try Tour.load(contentsOf: folder.file, language: LanguagePreference(language: nil))
    }
    var options = PresentOptions(environment: { _ in nil })
    options.reduceMotion = true
    options.liveReload = LiveReload(watcher: folder.watcher, load: load)
    backend.at(ms(50), typing: "2")
    backend.at(end, typing: "q")
    return SessionLoop(tour: try load(), options: options).run(on: backend)
  }

  /// Scripts a save of `text` at `time`: with the kernel's events the watcher's descriptor
  /// wakes the wait; a polling watcher is read at its next poll.
  static func save(
    _ text: String, at time: Duration, on backend: TestBackend, in folder: FileWatcherTests.Folder
  ) {
    backend.at(time, .act { try? FileWatcherTests.Folder.write(text, to: folder.file) })
    if folder.mechanism == .automatic { backend.at(time, .filesChanged) }
  }

  /// When a save at `time` is read: once its changes settle, after the poll that sees them
  /// when polling (polls are every ``FileWatcher/pollInterval`` from the start).
  static func readTime(savedAt time: Duration, _ mechanism: FileWatcher.Mechanism) -> Duration {
    guard mechanism == .polling else { return time + ReloadSchedule.settle }
    let interval = FileWatcher.pollInterval
    let polls = (time / interval).rounded(.up)
    return interval * Int(polls) + ReloadSchedule.settle
  }

  /// The first frame showing `text` on page 2 at rest, and when.
  static func firstFrame(showing text: String, in backend: TestBackend) -> TestBackend.Frame? {
    backend.frames.first { $0.text.contains(text) && $0.text.contains("Page 2") }
  }

  @Test(
    "an edit shows on the same page once its save settles (after the next poll when polling)",
    arguments: FileWatcherTests.mechanisms)
  func editShowsOnTheSamePage(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try FileWatcherTests.Folder(mechanism)
    let backend = TestBackend()
    for edit in 1...3 {
      let saved = Self.ms(1000 * edit + 7 * edit)
      Self.save(Self.tour(body: "Edit number \(edit)."), at: saved, on: backend, in: folder)
    }
    _ = try Self.run(folder, on: backend, quitAt: Self.ms(4000))
    for edit in 1...3 {
      let saved = Self.ms(1000 * edit + 7 * edit)
      let frame = try #require(Self.firstFrame(showing: "Edit number \(edit).", in: backend))
      #expect(frame.time == Self.readTime(savedAt: saved, mechanism), "edit \(edit)")
      #expect(SessionPacingTests.restingTitle(frame) == "Page 2")
      // The save to redraw time `tour --watch` promises, here exact.
      #expect(
        frame.time - saved < .milliseconds(200)
          + (mechanism == .polling ? FileWatcher.pollInterval : .zero))
    }
    #expect(!backend.ranAway && !backend.idledAfterScript)
  }

  @Test("a save that does not parse shows FILE:LINE:COL in a banner; the fix removes it")
  func errorBannerAndFix() throws {
    let folder = try FileWatcherTests.Folder(.automatic)
    // Wide enough for the banner's whole temporary path.
    let backend = TestBackend(width: 200)
    let broken = "---\ntitle: Notes\nacent: red\n---\n" + Self.tour(body: "Not shown.")
    Self.save(broken, at: Self.ms(1000), on: backend, in: folder)
    backend.at(Self.ms(1500), typing: "3")
    Self.save(Self.tour(body: "Fixed at last."), at: Self.ms(2000), on: backend, in: folder)
    _ = try Self.run(folder, on: backend, quitAt: Self.ms(3000))

    let banner = " \(folder.file):3:1: unknown front matter key `acent`"
    let failed = try #require(backend.frames.first { $0.canvas.text(ofRow: 0).hasPrefix(banner) })
    #expect(failed.time == Self.ms(1000) + ReloadSchedule.settle)
    // The last good tour stays, on its page, and still answers keys under the banner.
    #expect(failed.text.contains("Body text of page 2.") && !failed.text.contains("Not shown."))
    #expect(SessionPacingTests.restingTitle(failed) == "Page 2")
    let moved = try #require(backend.frames.first { $0.time == Self.ms(1500) })
    #expect(SessionPacingTests.restingTitle(moved) == "Page 3")
    #expect(moved.canvas.text(ofRow: 0).hasPrefix(banner))

    let fixed = try #require(backend.lastFrame)
    #expect(fixed.time == Self.ms(2000) + ReloadSchedule.settle)
    #expect(fixed.canvas.text(ofRow: 0).allSatisfy { $0 == " " }, "\(fixed.text)")
    #expect(SessionPacingTests.restingTitle(fixed) == "Page 3")
  }

  @Test(
    "a file gone for a moment during a save shows no error; one that stays gone does",
    arguments: FileWatcherTests.mechanisms)
  func fileGoneForAMoment(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try FileWatcherTests.Folder(mechanism)
    let backend = TestBackend(width: 200)
    func remove(at time: Duration) {
      backend.at(time, .act { try? FileManager.default.removeItem(atPath: folder.file) })
      if mechanism == .automatic { backend.at(time, .filesChanged) }
    }
    remove(at: Self.ms(1000))
    Self.save(Self.tour(body: "Back again."), at: Self.ms(1150), on: backend, in: folder)
    remove(at: Self.ms(3000))
    _ = try Self.run(folder, on: backend, quitAt: Self.ms(4000))

    let error = " \(folder.file): no such file or directory"
    let back = try #require(Self.firstFrame(showing: "Back again.", in: backend))
    #expect(back.time == Self.readTime(savedAt: Self.ms(1150), mechanism))
    #expect(!backend.frames.contains { $0.time < Self.ms(3000) && $0.text.contains(error) })
    let gone = try #require(backend.frames.first { $0.canvas.text(ofRow: 0).hasPrefix(error) })
    // Read once it stayed away for the grace a save gets (from the poll that saw it go).
    #expect(
      gone.time == Self.readTime(savedAt: Self.ms(3000), mechanism) - ReloadSchedule.settle
        + ReloadSchedule.missingGrace)
    #expect(gone.text.contains("Back again."))
  }
}
