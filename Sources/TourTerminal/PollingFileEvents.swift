import TourKit

/// Watching by looking: every watched name's stamp (device, inode, size, modification and
/// change times, one `stat` each) compared with the last one seen, whenever it is read. The
/// portable way, for a system without inotify or kqueue, and for file systems whose changes
/// the kernel's events do not see (network mounts, some shared folders of virtual machines):
/// `tour --watch` polls with `TOUR_WATCH_POLL=1`.
///
/// It has no descriptor: the session reads it every ``FileWatcher/pollInterval`` (a
/// ``/TourKit/PollSchedule`` deadline in its loop). It sees a file's state at each look, not
/// each step of a save: a file renamed aside and written anew between two looks has simply
/// ``/TourKit/FileChange/Kind-swift.enum/appeared``.
final class PollingFileEvents: FileEventSource {
  let descriptor: Int32 = -1
  private var stamps = WatchedStamps()

  /// Watches `entries` from how they are now; throws when a folder is not one (missing, or
  /// something else), as the kernel's watches do.
  init(_ entries: Set<Platform.WatchedEntry>) throws(Platform.WatchFailure) {
    for directory in Set(entries.map(\.directory)) {
      if let failure = PollingFileEvents.folderFailure(directory) { throw failure }
    }
    stamps.add(entries)
  }

  func watch(_ added: Set<Platform.WatchedEntry>) {
    stamps.add(added.filter { PollingFileEvents.folderFailure($0.directory) == nil })
  }

  func read() -> [(entry: Platform.WatchedEntry, kind: FileChange.Kind)] {
    stamps.changes()
  }

  /// Why `path` cannot be watched as a folder, or `nil` when it can.
  private static func folderFailure(_ path: String) -> Platform.WatchFailure? {
    do throws(Platform.Failure) {
      guard try Platform.status(atPath: path, noFollow: false).kind == .directory else {
        throw .notADirectory
      }
      return nil
    } catch {
      return Platform.WatchFailure(code: error.code)
    }
  }
}
