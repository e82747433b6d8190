import TourKit

/// The stamp (``/TourKit/Platform/FileStamp``) each watched name had when last looked at, and
/// what changed since: the one comparison of the watchers without per-name events, polling
/// (``PollingFileEvents``, on its timer) and kqueue (on a folder's or a file's event).
struct WatchedStamps {
  /// Every watched name.
  private(set) var entries: Set<Platform.WatchedEntry> = []
  /// The stamp of each watched name that had a file at the last look.
  private var stamps: [Platform.WatchedEntry: Platform.FileStamp] = [:]

  /// Watches `added` from how they are now; a name watched already keeps its last stamp.
  mutating func add(_ added: some Sequence<Platform.WatchedEntry>) {
    for entry in added where entries.insert(entry).inserted {
      stamps[entry] = Platform.fileStamp(entry.path)
    }
  }

  /// Looks at every watched name again: those that changed since the last look, by path.
  mutating func changes() -> [(entry: Platform.WatchedEntry, kind: FileChange.Kind)] {
    var changes: [(entry: Platform.WatchedEntry, kind: FileChange.Kind)] = []
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      let stamp = Platform.fileStamp(entry.path)
      guard let kind = FileChange.Kind(from: stamps[entry], to: stamp) else { continue }
      stamps[entry] = stamp
      changes.append((entry, kind))
    }
    return changes
  }
}
