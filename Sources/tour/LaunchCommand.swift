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
    guard let app = arguments.app else {
      var tour = loadTour()
      if let since = arguments.whatsNewSince.flatMap(Version.init),
        let version = arguments.appVersion.flatMap(Version.init)
      {
        tour = tour.selecting(pages: LaunchGate.whatsNewPages(of: tour, from: since, to: version))
        guard !tour.pages.isEmpty else { return TourResult.notNeeded.exitStatus }
      }
      return present(tour, options: options).exitStatus
    }
    let store = FileTourStore()
    do {
      if arguments.reset {
        do {
          try store.forget(try AppID(app))
        } catch {
          options.warn("cannot forget '\(app)': \(error)")
        }
        guard arguments.appVersion != nil else { return 0 }
      }
      let override: LaunchGate.Override? =
        arguments.force
        ? .force : arguments.whatsNewSince.flatMap(Version.init).map { .whatsNew(since: $0) }
      return try presentIfNeeded(
        loadTour(), app: app, version: arguments.appVersion ?? "", store: store, override: override,
        options: options
      ).exitStatus
    } catch {
      fail(error.description)
    }
  }
}
