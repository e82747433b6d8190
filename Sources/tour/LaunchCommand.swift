import TourKit
import TourTerminal

/// `tour [FILE]` and `tour --app ID --app-version V …`: shows the tour through the same embedding
/// API other CLIs use (``present(_:options:)``, ``presentIfNeeded(_:app:version:store:override:options:)``).
enum LaunchCommand {
  /// Runs the command and returns the exit status.
  static func run(_ arguments: Arguments, tour loadTour: () -> Tour, options: PresentOptions)
    -> Int32
  {
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
    if arguments.reset && arguments.appVersion == nil && arguments.files.isEmpty {
      forgetIfAsked()
      return 0
    }
    let tour = loadTour()
    guard appID != nil || arguments.whatsNewSince != nil else {
      return present(tour, options: options).exitStatus
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
        return 0
      }
      // A preview without an app: nothing to remember, so no store.
      if appID == nil { return presentWhatsNew(tour, pages: pages, options: options).exitStatus }
    }
    guard let app = arguments.app else { return 0 }
    forgetIfAsked()
    let override: LaunchGate.Override? =
      arguments.force ? .force : since.map { .whatsNew(since: $0) }
    do {
      return try presentIfNeeded(
        tour, app: app, version: version, store: store, override: override, options: options
      ).exitStatus
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
