import TourKit
import TourTerminal

/// `tour [FILE]` and `tour --app ID --app-version V …`: shows the tour through the same embedding
/// API other CLIs use (``present(_:options:)``, ``presentIfNeeded(_:app:version:store:override:options:)``).
enum LaunchCommand {
  /// Runs the command and returns the exit status; with `--answers`, prints the answers of a
  /// tour that finished or was not needed.
  static func run(
    _ arguments: Arguments, tour loadTour: (_ warn: (String) -> Void) -> Tour,
    options: PresentOptions
  ) -> Int32 {
    let store = FileTourStore()
    var appID: AppID?
    if let app = arguments.app {
      do {
        appID = try AppID(app)
      } catch {
        fail(error.description)
      }
    }
    /// `--reset`: forgets the app, once everything else was found right (a missing tour file
    /// or version changes nothing).
    func forgetIfAsked() {
      guard arguments.reset, let appID else { return }
      do {
        try store.forget(appID)
      } catch {
        options.warn("cannot forget '\(appID)': \(error)")
      }
    }
    if arguments.recall, let appID, let format = arguments.answersFormat {
      return AnswersOutput.recall(appID, store: store, format: format, warn: options.warn)
    }
    if arguments.reset && arguments.appVersion == nil && arguments.files.isEmpty {
      forgetIfAsked()
      return 0
    }
    // Plain text of a file is printed as it is read again, so a long tour never has all its
    // pages in memory: the gate decides from the pages' settings (and questions) alone.
    var plainFile: PlainTextFile?
    var loadWarnings = LoadWarnings()
    if options.presentation == .plainText, let path = arguments.files.first {
      do {
        plainFile = try PlainTextFile(
          TourFile.open(path, language: language, split: arguments.split) {
            loadWarnings.note($0)
          })
      } catch {
        fail(error.description)
      }
    }
    let tour = plainFile?.outline ?? loadTour { loadWarnings.note($0) }
    var options = options
    do {
      options.answers = try AnswersOutput.presets(arguments, for: tour)
      options.steps = try StepCommands.commands(arguments, for: tour)
    } catch {
      fail(error.message)
    }
    func status(_ result: TourResult) -> Int32 {
      loadWarnings.say(after: result, through: options.warn)
      return AnswersOutput.status(
        for: result, of: tour.markingSteps(available: Set(options.steps.keys)),
        format: arguments.answersFormat)
    }
    guard appID != nil || arguments.whatsNewSince != nil else {
      return status(plainFile?.print(options: options) ?? present(tour, options: options))
    }
    // Both were checked: --app-version by the arguments, `version:` by the front matter.
    guard let version = arguments.appVersion ?? tour.settings.version,
      let current = Version(version)
    else {
      fail(
        "\(appID != nil ? "--app" : "--whats-new") needs --app-version V (the app's version "
          + "now), or a `version:` in the tour file")
    }
    var since = arguments.whatsNewSince.flatMap(Version.init)
    if arguments.whatsNewSinceLastSeen, let appID {
      guard let lastSeen = lastSeenVersion(of: appID, in: store) else { return 0 }
      since = lastSeen
    }
    if let since {
      let pages = LaunchGate.whatsNewPages(of: tour, from: since, to: current)
      guard !pages.isEmpty else {
        Platform.printError("tour: no page is new since \(since) (up to \(version))")
        let presets = TourAnswers(questions: tour.questions, answers: options.answers)
        return status(TourResult(.notNeeded, answers: presets))
      }
      // A preview without an app: nothing to remember, so no store.
      if appID == nil {
        return status(
          plainFile?.print(pages: pages, options: options)
            ?? presentWhatsNew(tour, pages: pages, options: options))
      }
    }
    guard let app = arguments.app else { return 0 }
    forgetIfAsked()
    let override: LaunchGate.Override? =
      arguments.force ? .force : since.map { .whatsNew(since: $0) }
    do {
      if let plainFile {
        return status(
          try presentIfNeeded(
            plainFile, app: app, version: version, store: store, override: override,
            options: options))
      }
      return status(
        try presentIfNeeded(
          tour, app: app, version: version, store: store, override: override, options: options))
    } catch {
      fail(error.description)
    }
  }

  /// The highest version `app`'s record remembers, for `--whats-new` without `--since`; `nil`
  /// when there is none, or it cannot be read, once that was said on standard error.
  private static func lastSeenVersion(of app: AppID, in store: any TourStore) -> Version? {
    let name = app.rawValue.escapingControlCharacters()
    do {
      if let version = try store.record(for: app)?.highestVersion { return version }
      Platform.printError(
        "tour: nothing is remembered for '\(name)': no version to show what is new since "
          + "(try --whats-new --since R)")
    } catch {
      Platform.printError("tour: cannot read what '\(name)' has seen: \(error)")
    }
    return nil
  }
}
