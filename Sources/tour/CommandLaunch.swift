import TourKit
import TourTerminal

/// `tour --app ID [--app-version V] FILE -- COMMAND [ARGS…]`: shows the tour when the launch
/// gate says so, then becomes COMMAND (`exec`), whatever happened to the tour: finished, left
/// with q, not needed, no terminal, `TOUR_DISABLE=1`, a tour file that cannot be read or is
/// invalid (one warning, once per version), a store that cannot be used. Only a signal that
/// ends the tour (Ctrl-C, SIGTERM, a hang-up) ends tour too, with 128 + the signal and without
/// running COMMAND: the user asked to stop.
enum CommandLaunch {
  /// Shows the tour if it is due, then runs the command; never returns.
  static func run(
    _ arguments: Arguments, command: [[UInt8]], language: LanguagePreference,
    options: PresentOptions
  ) -> Never {
    // Nothing to show: nothing is read, nothing is said (a cron job's mail stays empty).
    let canShow = options.textMode == .always || options.isInteractive
    guard !options.isDisabled, canShow, let app = arguments.app, let path = arguments.files.first
    else { runCommand(command) }
    let store = FileTourStore()
    let tour: Tour
    do {
      tour = try Tour.load(contentsOf: path, language: language)
    } catch {
      reportOnce(error, app: app, version: arguments.appVersion, store: store, options: options)
      runCommand(command)
    }
    guard let version = arguments.appVersion ?? tour.settings.version else {
      options.warn(
        "\(path.escapingControlCharacters()): no `version:`, and no --app-version V: "
          + "showing no tour")
      runCommand(command)
    }
    do {
      let result = try presentIfNeeded(
        tour, app: app, version: version, store: store,
        override: arguments.force ? .force : nil, options: options)
      if case .interrupted(let signal) = result.ending { finish(128 + signal) }
    } catch {
      // A bad app ID or version: the wrapper's mistake, said on every run.
      options.warn("\(error); showing no tour")
    }
    runCommand(command)
  }

  /// Runs `command` in place of tour, or exits as a shell would when it cannot be run.
  static func runCommand(_ command: [[UInt8]]) -> Never {
    let (status, reason) = Platform.replaceProcess(with: command)
    let name = String(decoding: command[0], as: UTF8.self).escapingControlCharacters()
    Platform.printError("tour: \(name): \(reason)")
    Platform.exitProcess(status)
  }

  /// Says once per app version that the tour file cannot be shown: remembered in the store
  /// (an `unreadable` entry, which the gate does not count as seen), so that every run of the
  /// command does not repeat it. Said on every run when the version is not known (the file's
  /// own `version:` could not be read: give --app-version) or the store cannot be used.
  private static func reportOnce(
    _ error: TourFileError, app: String, version: String?, store: any TourStore,
    options: PresentOptions
  ) {
    let message = "\(error); showing no tour"
    guard let version,
      let launch = try? AppLaunch(app: app, version: version, store: store, warn: options.warn)
    else {
      options.warn(message)
      return
    }
    guard !launch.reportedUnreadableTour else { return }
    // A store that cannot be written cannot remember it was said: said again next time.
    guard launch.remembers else {
      options.warn(message)
      return
    }
    options.warn(message + " (said once for version \(version.escapingControlCharacters()))")
    launch.remember(.unreadable)
  }
}
