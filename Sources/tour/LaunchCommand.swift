import CNcurses
import Glibc
import TourKit
import TourTerminal

/// `tour [FILE]` and `tour --app ID --version V …`: shows the tour through the same embedding
/// API other CLIs use (``present(_:options:)``, ``presentIfNeeded(_:app:version:store:override:options:)``).
enum LaunchCommand {
  /// Runs the command and returns the exit status.
  static func run(_ arguments: Arguments, tour loadTour: () -> Tour, options: PresentOptions)
    -> Int32
  {
    let store = FileTourStore()
    if arguments.reset, let app = arguments.app {
      do {
        try store.forget(try AppID(app))
      } catch {
        options.warn("cannot forget '\(app)': \(error)")
      }
      if arguments.appVersion == nil && arguments.files.isEmpty { return 0 }
    }
    let tour = loadTour()
    let needsVersion = arguments.app != nil || arguments.whatsNewSince != nil
    guard needsVersion else { return present(tour, options: options).exitStatus }
    guard let version = arguments.appVersion ?? tour.settings.version else {
      fail(
        "\(arguments.app != nil ? "--app" : "--whats-new") needs --version V (the app's version "
          + "now), or a `version:` in the tour file")
    }
    let since = arguments.whatsNewSince.flatMap(Version.init)
    if let since, let current = Version(version),
      LaunchGate.whatsNewPages(of: tour, from: since, to: current).isEmpty
    {
      fputs("tour: no page is new since \(since) (up to \(version))\n", tour_stderr())
      return 0
    }
    guard let app = arguments.app else {
      // A preview without an app: nothing to remember, so no store.
      let current = Version(version)!
      return present(
        tour.selecting(pages: LaunchGate.whatsNewPages(of: tour, from: since!, to: current)),
        options: options
      ).exitStatus
    }
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
}
