import TourKit

/// The launch cache (``NothingDueCache``) as `tour --app ID FILE -- COMMAND` looks it up: the
/// stamps of the tour file and the record are taken first, before either is read, so answers
/// read from a file that changed meanwhile are kept under its older stamp and never used.
struct NothingDueLaunch {
  /// The cache file, `nil` without `HOME` (or `XDG_CACHE_HOME`).
  private let cachePath: String?
  private let tourStamp: Platform.FileStamp?
  private let recordStamp: Platform.FileStamp?
  /// The cache, when it was made from the tour file and the record as they are now.
  let cache: NothingDueCache?

  /// Looks up the cache of `app` for the tour at `path`. Presets (`--answer`,
  /// `--answers-from`) are checked against the tour's questions, so a launch with any reads
  /// the tour and uses no cache.
  init(_ arguments: Arguments, app: String, path: String, store: FileTourStore) {
    let id = try? AppID(app)
    cachePath = id.flatMap { NothingDueCache.path(for: $0, environment: Platform.environment) }
    // A pipe's next writer may say something else: only a regular file is kept.
    tourStamp = Platform.fileStamp(path, regularOnly: true)
    recordStamp = id.flatMap { try? store.path(for: $0) }.flatMap { Platform.fileStamp($0) }
    guard arguments.presets.isEmpty, arguments.savedAnswers == nil, let cachePath,
      let cache = NothingDueCache.read(from: cachePath), cache.tour == tourStamp,
      cache.record == recordStamp
    else {
      cache = nil
      return
    }
    self.cache = cache
  }

  /// Whether nothing is due at `version` (`--app-version`, else the tour's own), as the
  /// cache says the record decides; false without a cache or a valid version.
  func isNothingDue(at version: String?) -> Bool {
    guard let cache, let current = Version(version ?? cache.version ?? "") else { return false }
    return AppLaunch.isNothingDue(
      recorded: cache.recorded.flatMap(Version.init), current: current, override: nil)
  }

  /// Keeps what a launch read for the next ones: the tour's `version:`, the record's highest
  /// version (`recorded`), and `answers` (the remembered ones over the tour's defaults,
  /// without presets). Not when the cache was used, nor without a tour file and a record to
  /// stamp.
  func keep(version: String?, recorded: Version?, answers: TourAnswers) {
    guard cache == nil, let cachePath, let tourStamp, let recordStamp else { return }
    NothingDueCache(
      tour: tourStamp, record: recordStamp, version: version, recorded: recorded?.description,
      environment: answers.withoutSecrets.environmentVariables()
    ).write(to: cachePath, home: Platform.environment("HOME"))
  }
}
