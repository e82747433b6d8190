import Foundation
import Testing

/// `tour --watch FILE` as a tour author uses it: edits saved in every way editors save appear
/// on the page shown; a save that does not parse shows its error in a banner over the last good
/// tour, and the fix takes it away.
///
/// How soon a save shows is the loop's and the reload schedule's logic, tested exactly on an
/// injected clock (`SessionReloadTests`, `ReloadScheduleTests`): here, on a real terminal, the
/// tests wait for the screen to show each save, with a time limit that is a failure, not a budget
/// (one of 200 ms failed at 615 ms on a loaded CI machine).
@Suite("Live reload: tour --watch")
struct WatchTests {
  /// ``Fixture/fivePages`` with page `page` (1-based) saying `body` instead.
  static func tour(page: Int = 2, body: String) -> String {
    Fixture.fivePages.replacingOccurrences(
      of: "Body text of page \(page).", with: body)
  }

  /// How `tour --watch` learns of saves: the kernel's events (inotify here), or polling
  /// (`TOUR_WATCH_POLL=1`), the portable way for systems without them.
  enum Watching: String, CaseIterable, CustomTestStringConvertible {
    case events, polling

    /// What the environment says for it.
    var environment: [String: String] { self == .polling ? ["TOUR_WATCH_POLL": "1"] : [:] }

    var testDescription: String { rawValue }
  }

  /// Saves with `save`, then waits until the screen shows `what` (`condition`); fails after
  /// 5 s, a limit for a save that never shows, not a budget.
  static func save(
    _ tour: TmuxSession, _ what: String, save: () throws -> Void,
    until condition: (Screen) -> Bool
  ) async throws {
    try save()
    try await tour.waitForScreen(what, timeout: .seconds(5), until: condition)
  }

  /// Writes `text` over `path` in place, as `>` in a shell, `cp`, nano or VS Code do: the
  /// file is truncated and written, its inode kept.
  static func writeInPlace(_ text: String, to path: String) throws {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw E2EFailure("cannot open \(path) for writing")
    }
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Writes `text` to a temporary file next to `path` and renames it over `path`, as `sed -i`
  /// and atomic saves do.
  static func renameOver(_ text: String, to path: String) throws {
    let temporary = path + ".tmp-save"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else { throw E2EFailure("rename failed: errno \(errno)") }
  }

  /// vim's default save: the file is renamed to its backup name, a new file written, the
  /// backup deleted.
  static func moveAsideAndWrite(_ text: String, to path: String) throws {
    guard rename(path, path + "~") == 0 else { throw E2EFailure("rename failed: errno \(errno)") }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.removeItem(atPath: path + "~")
  }

  /// Runs `body` on `tour --watch` showing ``Fixture/fivePages`` from a file at `path`,
  /// watching as `watching` says.
  static func watching(
    _ watching: Watching = .events, _ body: (TmuxSession, _ path: String) async throws -> Void
  ) async throws {
    try await TmuxSession.withTour(
      ["--watch"], file: Fixture.fivePages, environment: watching.environment
    ) { tour in
      try await body(tour, tour.scratch.path("tour.md"))
    }
  }

  /// ``watching(_:_:)`` with page 2 at rest first: an edit must show where the author is.
  static func onPageTwo(
    _ watching: Watching = .events, _ body: (TmuxSession, _ path: String) async throws -> Void
  ) async throws {
    try await WatchTests.watching(watching) { tour, path in
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1)
      try await body(tour, path)
    }
  }

  @Test(
    "an edit saved in place shows on page 2, the page kept, each save", arguments: Watching.allCases
  )
  func editShowsOnTheSamePage(_ watching: Watching) async throws {
    try await WatchTests.onPageTwo(watching) { tour, path in
      for edit in 1...5 {
        let body = "Edit number \(edit) of page two."
        try await WatchTests.save(
          tour, "edit \(edit)",
          save: { try WatchTests.writeInPlace(WatchTests.tour(body: body), to: path) }
        ) { $0.contains(body) }
        let screen = try await tour.capture()
        #expect(screen.currentPage == 1, "\(screen)")
        #expect(screen.showsCentred("Page Two", width: tour.width), "\(screen)")
      }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  @Test("a save that does not parse shows FILE:LINE:COL in a banner; the fix removes it")
  func errorBannerAndFix() async throws {
    try await WatchTests.onPageTwo { tour, path in
      let broken = "---\ntitle: Notes\nacent: red\n---\n" + WatchTests.tour(body: "Not shown.")
      try await WatchTests.save(
        tour, "the error banner", save: { try WatchTests.writeInPlace(broken, to: path) }
      ) { $0[row: 0].hasPrefix(" \(path):3:1: unknown front matter key `acent`") }
      // The last good tour stays, on its page, and still answers keys.
      var screen = try await tour.capture()
      #expect(screen.contains("Body text of page 2.") && !screen.contains("Not shown."))
      #expect(screen.currentPage == 1, "\(screen)")
      try await tour.sendKeys("Right")
      screen = try await tour.waitForPage(2)
      #expect(screen[row: 0].contains("\(path):3:1:"), "the banner stays until a good save")
      try await tour.sendKeys("Left")
      try await tour.waitForPage(1)

      let fixed = WatchTests.tour(body: "Fixed at last.")
      try await WatchTests.save(
        tour, "the fix", save: { try WatchTests.writeInPlace(fixed, to: path) }
      ) { $0.contains("Fixed at last.") && !$0.contains("colour") }
      screen = try await tour.capture()
      #expect(screen[row: 0].allSatisfy { $0 == " " }, "\(screen)")
      #expect(screen.currentPage == 1, "\(screen)")
    }
  }

  @Test(
    "saves by rename (like sed -i), by moving aside (like vim) and by vim itself show",
    arguments: Watching.allCases)
  func savesByRename(_ watching: Watching) async throws {
    try await WatchTests.onPageTwo(watching) { tour, path in
      try await WatchTests.save(
        tour, "a rename over the file",
        save: { try WatchTests.renameOver(WatchTests.tour(body: "Renamed over."), to: path) }
      ) { $0.contains("Renamed over.") }
      try await WatchTests.save(
        tour, "a save that moves the file aside",
        save: { try WatchTests.moveAsideAndWrite(WatchTests.tour(body: "Moved aside."), to: path) }
      ) { $0.contains("Moved aside.") }
      #expect(!(try await tour.capture())[row: 0].contains("no such file"))

      if let vim = Command.which("vim") {
        let result = try await Command.run(
          vim,
          [
            "-u", "NONE", "-i", "NONE", "-N", "-n", "-es", "-c", "%s/Moved aside./Saved by vim./",
            "-c", "wq", path,
          ])
        #expect(result.status == 0, "\(result.standardError)")
        try await tour.waitForScreen("vim's save", timeout: .seconds(5)) {
          $0.contains("Saved by vim.") && $0.currentPage == 1 && !$0[row: 0].contains(path)
        }
      }
      let sed = try #require(Command.which("sed"))
      let result = try await Command.run(sed, ["-i", "s/Saved by vim./Saved by sed./", path])
      #expect(result.status == 0)
      try await tour.waitForScreen("sed -i's save", timeout: .seconds(5)) {
        $0.contains("Saved by sed.") && $0.currentPage == 1
      }
    }
  }

  @Test("removing pages leaves the tour on the new last page")
  func removedPages() async throws {
    try await WatchTests.watching { tour, path in
      try await tour.sendKeys("End")
      try await tour.waitForPage(4)
      let threePages = Fixture.fivePages.components(separatedBy: "---\n").prefix(3)
        .joined(separator: "---\n")
      try WatchTests.writeInPlace(threePages, to: path)
      let screen = try await tour.waitForPage(2)
      #expect(screen.dotCount == 3, "\(screen)")
    }
  }

  @Test("a save written in two steps clamps the reader while pages are missing, then returns")
  func saveInTwoSteps() async throws {
    let titles = (1...7).map { "Page \($0) of seven" }
    let full = titles.enumerated().map { "# \($1)\n\nBody text of page \($0 + 1).\n" }
      .joined(separator: "---\n")
    try await TmuxSession.withTour(["--watch"], file: full) { tour in
      let path = tour.scratch.path("tour.md")
      try await tour.sendKeys("6")
      try await tour.waitForPage(5, titles: titles)
      // An editor writing the save in two steps, 400 ms apart in the issue that found this:
      // a third of the file, then the rest. The test waits for the first part to show
      // instead of sleeping.
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw E2EFailure("cannot open \(path) for writing")
      }
      let bytes = Data(full.utf8)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: bytes.prefix(bytes.count / 3))
      let clamped = try await tour.waitForScreen("the first third, on its last page") {
        $0.dotCount == 3 && $0.currentPage == 2
      }
      #expect(clamped.contains("Page 3 of s"), "\(clamped)")
      try handle.write(contentsOf: bytes.dropFirst(bytes.count / 3))
      try handle.close()
      let back = try await tour.waitForPage(5, titles: titles)
      #expect(back.dotCount == 7, "\(back)")
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  /// That a file back within a moment shows no error is the reload schedule's grace in the
  /// loop, on the same watchers, tested exactly in `SessionReloadTests`; here, the error of a
  /// file that stays gone reaches a real terminal.
  @Test(
    "a file that stays gone shows the error over the last good tour", arguments: Watching.allCases)
  func fileStaysGone(_ watching: Watching) async throws {
    try await WatchTests.watching(watching) { tour, path in
      try await WatchTests.save(
        tour, "a save before the file goes",
        save: {
          try WatchTests.writeInPlace(WatchTests.tour(page: 1, body: "Back again."), to: path)
        }
      ) { $0.contains("Back again.") }
      try FileManager.default.removeItem(atPath: path)
      try await tour.waitForScreen("the error of a file that stays gone", timeout: .seconds(5)) {
        $0[row: 0].hasPrefix(" \(path): no such file or directory") && $0.contains("Back again.")
      }
    }
  }

  @Test(
    "a FIFO put where the file was shows why in the banner, never waits for a writer; q quits",
    arguments: ["tour.md", "tour.ja.md"])
  func fifoInPlaceOfTheFile(name: String) async throws {
    try await TmuxSession.withTour(
      ["--watch"], file: Fixture.fivePages, environment: ["LANG": "ja_JP.UTF-8"]
    ) { tour in
      let path = tour.scratch.path(name)
      try? FileManager.default.removeItem(atPath: path)
      guard mkfifo(path, 0o644) == 0 else { throw E2EFailure("mkfifo failed: errno \(errno)") }
      try await tour.waitForScreen("the banner saying it is a FIFO", timeout: .seconds(5)) {
        // Cut at the screen's width when the scratch folder's name is long.
        $0[row: 0].hasPrefix(" \(path): is a FIFO or socket")
      }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit(timeout: .seconds(5)) == 1)
      let flags = try await tour.waitForFlags("the terminal restored") { !$0.alternateScreen }
      #expect(!flags.mouseReporting && flags.cursorVisible)
    }
  }

  @Test("the translation in use is watched: its saves show", arguments: Watching.allCases)
  func translation(_ watching: Watching) async throws {
    let scratch = try ScratchDirectory(prefix: "watch-ja")
    let path = try scratch.write(Fixture.fivePages, to: "tour.md")
    let japanese = Fixture.fivePages.replacingOccurrences(of: "Body text", with: "本文")
    let translation = try scratch.write(japanese, to: "tour.ja.md")
    try await TmuxSession.withTour(
      ["--watch", path],
      environment: ["LANG": "ja_JP.UTF-8"].merging(watching.environment) { $1 }
    ) { tour in
      try await tour.waitForScreen("the translation") { $0.contains("本文 of page 1.") }
      try WatchTests.writeInPlace(
        japanese.replacingOccurrences(of: "本文 of page 1.", with: "翻訳を編集しました。"), to: translation)
      try await tour.waitForScreen("the edited translation", timeout: .seconds(5)) {
        $0.contains("翻訳を編集しました。")
      }
    }
  }

  /// Writes `bytes` to a temporary file next to `path` and renames it over `path`, as image
  /// editors export.
  static func renameOver(_ bytes: [UInt8], to path: String) throws {
    let temporary = path + ".tmp-export"
    try Data(bytes).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else { throw E2EFailure("rename failed: errno \(errno)") }
  }

  @Test(
    "a picture re-exported alone redraws; one missing at start shows once its file is there",
    arguments: Watching.allCases)
  func picturesAreWatched(_ watching: Watching) async throws {
    let text =
      "# Picture\n\n![Red and blue](picture.png)\n\nA picture.\n\n---\n"
      + "# Later\n\n![Drawn later](later.png)\n\nNot there yet.\n"
    let regions = try PictureTests.bytes(
      PictureTests.fixtures.appendingPathComponent("regions.png"))
    let jpeg = try PictureTests.bytes(PictureTests.fixtures.appendingPathComponent("regions.jpg"))
    try await TmuxSession.withTour(
      ["--watch", "--no-animation"], file: text, files: ["picture.png": regions],
      environment: watching.environment
    ) { tour in
      let rows = PictureTests.colouredRows
      _ = try await PictureTests.waitForPicture(tour, rows: rows)
      #expect(try await tour.captureCells().pictureColumns(inRow: 3).isEmpty)
      // Exported again as a JPEG, the tour file untouched: the same colours without the
      // transparent band, so the picture starts on row 3 now.
      try WatchTests.renameOver(jpeg, to: tour.scratch.path("picture.png"))
      let exported = try await PictureTests.waitForPicture(tour, rows: 3...13)
      PictureTests.expectRedAndBlue(exported, rows: rows)
      #expect((try await tour.capture()).contains("A picture."))

      try await tour.sendKeys("Right")
      let missing = try await tour.waitForPage(1, titles: ["Picture", "Later"])
      #expect(missing.contains("│ ▣ Drawn later │"), "\(missing)")
      try Data(regions).write(to: URL(fileURLWithPath: tour.scratch.path("later.png")))
      let later = try await PictureTests.waitForPicture(tour, rows: rows)
      PictureTests.expectRedAndBlue(later, rows: rows)
      #expect(!(try await tour.capture()).contains("Drawn later"))
    }
  }

  @Test(
    "--watch without a terminal, on a pipe, with --plain, --check, --render or --app is an error with a hint"
  )
  func notWithoutATerminal() async throws {
    let scratch = try ScratchDirectory(prefix: "watch-usage")
    let path = try scratch.write(Fixture.fivePages, to: "tour.md")
    let fifo = scratch.path("fifo.md")
    #expect(mkfifo(fifo, 0o600) == 0)
    for (arguments, message) in [
      (["--watch", path], "tour: --watch needs a terminal"),
      (["--watch", fifo], "tour: --watch needs a file it can read again, and \(fifo) is a pipe"),
      (["--watch", "--app", "notes", path], "tour: --watch shows every page of the file"),
      (["--watch", "--render", "1", path], "tour: --watch goes with showing a tour"),
      (["--watch", "--plain", path], "tour: --watch redraws the screen"),
      (["--watch", "--check", path], "tour: --watch goes with showing a tour"),
      (["--watch"], "tour: --watch needs the tour file"),
    ] {
      let result = try await BadInputTests.runTour(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
      #expect(result.standardError.filter { $0 == "\n" }.count == 1)
      #expect(result.stdout.isEmpty)
    }
  }
}
