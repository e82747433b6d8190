import TourKit
import TourTerminal

/// `tour --watch FILE`: shows the tour and reads it again whenever the file (or the
/// translation in use) is saved, keeping the page and scroll; a save that does not parse shows
/// its error in a banner over the last good tour.
enum WatchCommand {
  /// Runs the command and returns the exit status.
  static func run(
    path: String, language: LanguagePreference, split: PageSplit?, options: PresentOptions
  ) -> Int32 {
    guard !Platform.isPipe(path) else {
      fail(
        "--watch needs a file it can read again, and \(path.escapingControlCharacters()) is a "
          + "pipe: save the text to a file and watch that")
    }
    guard options.isInteractive else {
      fail(
        "--watch needs a terminal to redraw: standard input and output must be one and TERM "
          + "set (without --watch, tour prints the pages as text)")
    }
    // Watched before the first read, so a save in between is not missed. TOUR_WATCH_POLL=1
    // polls, for file systems whose changes the kernel's events miss.
    let mechanism: FileWatcher.Mechanism =
      TourVariable.flag(options.environment(TourVariable.watchPoll.rawValue)) == true
      ? .polling : .automatic
    let watcher: FileWatcher
    do {
      watcher = try FileWatcher(paths: language.candidates(for: path), mechanism: mechanism)
    } catch {
      fail(error.description)
    }
    // A translation not used is said once, after the tour, not again on every save.
    var loadWarnings = LoadWarnings()
    // Read again on every save: a FIFO put in its place is an error, never a wait.
    func load(warn: (String) -> Void = { _ in }) throws(TourFileError) -> Tour {
      try Tour.load(
        contentsOf: path, language: language, acceptingPipe: false, split: split, warn: warn)
    }
    let tour: Tour
    do {
      tour = try load { loadWarnings.note($0) }
    } catch {
      fail(error.description)
    }
    var options = options
    let live = LiveReload(
      watcher: watcher, load: { () throws(TourFileError) -> Tour in try load() })
    live.watchPictures(of: tour)
    options.liveReload = live
    // No plain text instead: a terminal that cannot be set up is an error here.
    options.textMode = .never
    let result = present(tour, options: options)
    loadWarnings.say(after: result, through: options.warn)
    return result.ending == .noTerminal ? usageStatus : result.exitStatus
  }
}
