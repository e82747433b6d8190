import TourKit
import TourTerminal

/// `tour --app ID [--app-version V] FILE -- COMMAND [ARGS…]`: shows the tour when the launch
/// gate says so, then becomes COMMAND (`exec`), whatever happened to the tour: finished, left
/// with q, not needed, no terminal, `TOUR_DISABLE=1`, a tour file that cannot be read or is
/// invalid (one warning, once per version), a bad `--answer`, a store that cannot be used.
/// Only a signal that ends the tour (Ctrl-C, SIGTERM, a hang-up) ends tour too, with 128 + the
/// signal and without running COMMAND: the user asked to stop.
///
/// COMMAND gets the answers as environment variables (`TOUR_THEME=dark`, as `--answers sh`
/// names and writes them): the run's, or when the tour is not shown, what the app's record
/// remembers with the tour's defaults and the `--answer` presets over them.
enum CommandLaunch {
  /// Shows the tour if it is due, then runs the command; never returns.
  static func run(
    _ arguments: Arguments, command: [[UInt8]], language: LanguagePreference,
    options: PresentOptions
  ) -> Never {
    guard let app = arguments.app, let path = arguments.files.first else { runCommand(command) }
    let store = FileTourStore()
    let cached = NothingDueLaunch(arguments, app: app, path: path, store: store)
    // A version already seen needs no tour: the record decides, and the answers for COMMAND
    // come from the launch cache, or else from the pages that ask (kept in the cache for the
    // next launch), so a launch costs the same for a tour of 2 pages or 400. While neither
    // file changed, the cache also holds the record's highest version, so not even the record
    // is read. (Not a pipe, which cannot be read a second time should something be due.)
    // Decided before anything else: tours turned off, or no terminal, would hand COMMAND the
    // cache's answers too.
    if !arguments.force, let cache = cached.cache, cached.isNothingDue(at: arguments.appVersion) {
      runCommand(command, environment: cache.environment)
    }
    // Nothing to show: nothing is said (a cron job's mail stays empty), but the answers are
    // read, for the command. Not `options.presentation`: its line-by-line mode may read
    // standard input, which belongs to COMMAND here, so only a terminal shows a tour.
    let canShow = options.textMode == .always || options.isInteractive
    guard !options.isDisabled, canShow else {
      if let cache = cached.cache { runCommand(command, environment: cache.environment) }
      let tour = try? Tour.loadQuestions(contentsOf: path, acceptingPipe: true)
      let presets = tour.flatMap { try? AnswersOutput.presets(arguments, for: $0) }
      if let tour {
        let record = (try? AppID(app)).flatMap { try? store.record(for: $0) }
        cached.keep(
          version: tour.settings.version, recorded: record?.highestVersion,
          answers: TourAnswers.unshown(
            remembered: record?.answers ?? TourAnswers(), asking: tour.questions, presets: [:]))
      }
      runCommand(
        command, answers: unshownAnswers(app: app, tour: tour, presets: presets, store: store))
    }
    if !arguments.force, cached.cache == nil,
      let asking = try? Tour.loadQuestions(contentsOf: path, acceptingPipe: false),
      let version = arguments.appVersion ?? asking.settings.version,
      let launch = try? AppLaunch(app: app, version: version, store: store, warn: { _ in }),
      launch.isNothingDue,
      let presets = try? AnswersOutput.presets(arguments, for: asking)
    {
      cached.keep(
        version: asking.settings.version, recorded: launch.recorded,
        answers: TourAnswers.unshown(
          remembered: launch.rememberedAnswers, asking: asking.questions, presets: [:]))
      runCommand(
        command,
        answers: TourAnswers.unshown(
          remembered: launch.rememberedAnswers, asking: asking.questions, presets: presets))
    }
    let tour: Tour
    var loadWarnings = LoadWarnings()
    do {
      tour = try Tour.load(
        contentsOf: path, language: language, acceptingPipe: true, split: arguments.split
      ) { loadWarnings.note($0) }
    } catch {
      reportOnce(error, app: app, version: arguments.appVersion, store: store, options: options)
      runCommand(command, answers: unshownAnswers(app: app, tour: nil, store: store))
    }
    var options = options
    do {
      options.answers = try AnswersOutput.presets(arguments, for: tour)
      options.steps = try StepCommands.commands(arguments, for: tour)
    } catch {
      options.warn("\(error.message); showing no tour")
      runCommand(command, answers: unshownAnswers(app: app, tour: tour, store: store))
    }
    guard let version = arguments.appVersion ?? tour.settings.version else {
      options.warn(
        "\(path.escapingControlCharacters()): no `version:`, and no --app-version V: "
          + "showing no tour")
      runCommand(
        command,
        answers: unshownAnswers(app: app, tour: tour, presets: options.answers, store: store))
    }
    do {
      let result = try presentIfNeeded(
        tour, app: app, version: version, store: store,
        override: arguments.force ? .force : nil, options: options)
      loadWarnings.say(after: result, through: options.warn)
      if case .interrupted(let signal) = result.ending { finish(128 + signal) }
      runCommand(command, answers: result.answers)
    } catch {
      // A bad app ID or version: the wrapper's mistake, said on every run.
      options.warn("\(error); showing no tour")
      runCommand(command)
    }
  }

  /// The answers of a run that shows no tour, as the launch gate gives them when the tour is
  /// not needed: what `store` remembers for `app`, then `tour`'s defaults and the `presets`
  /// over them (when the tour could be read). A store that cannot be read gives none, unsaid:
  /// the tour's own runs say it.
  private static func unshownAnswers(
    app: String, tour: Tour?, presets: [String: TourAnswer]? = nil, store: any TourStore
  ) -> TourAnswers {
    let record = (try? AppID(app)).flatMap { try? store.record(for: $0) }
    let remembered = record?.answers ?? TourAnswers()
    guard let tour else { return remembered }
    return TourAnswers.unshown(
      remembered: remembered, asking: tour.questions, presets: presets ?? [:])
  }

  /// Runs `command` in place of tour, with `answers` in its environment (``TourAnswers/environmentVariables(prefix:)``),
  /// or exits as a shell would when it cannot be run.
  static func runCommand(_ command: [[UInt8]], answers: TourAnswers = TourAnswers()) -> Never {
    runCommand(command, environment: answers.environmentVariables())
  }

  /// Runs `command` in place of tour with `environment` set, or exits as a shell would when it
  /// cannot be run.
  static func runCommand(_ command: [[UInt8]], environment: [(name: String, value: String)])
    -> Never
  {
    for (name, value) in environment {
      Platform.setEnvironmentVariable(name, to: value)
    }
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
