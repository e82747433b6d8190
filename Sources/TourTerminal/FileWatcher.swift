import TourKit

/// Watches tour files for saves (`tour --watch`): the input source a session polls beside the
/// terminal, reporting what happened to each watched path as a ``/TourKit/FileChange``.
///
/// It watches the folder of each path for that path's name, so every way editors save is
/// seen: written in place, a temporary file renamed over it, moved aside and written anew,
/// deleted and recreated. Other names in the folder (an editor's swap and backup files) are
/// not reported. A path that is a symbolic link is watched at its target too, so saving the
/// target is seen.
///
/// The kernel's events tell it: inotify on Linux, kqueue on macOS (written to build, never run
/// here). Where the system has neither, or when asked (``Mechanism-swift.enum/polling``), it
/// polls instead: every ``pollInterval`` the session reads it, and it compares each watched
/// name's size, times and inode with what it saw last.
///
/// Package API: what the `tour` command needs to author tours, not part of the embedding API.
/// Its descriptor is closed when the watcher goes away.
package final class FileWatcher {
  /// Why a path cannot be watched.
  package struct Failure: Error, CustomStringConvertible {
    /// The path, as given.
    package let path: String
    /// What went wrong, in lower case.
    package let reason: String

    /// `cannot watch PATH: reason`, control characters escaped.
    package var description: String {
      "cannot watch \(path): \(reason)".escapingControlCharacters()
    }
  }

  /// How a watcher learns of changes.
  package enum Mechanism: Sendable {
    /// The kernel's events where the system has them (inotify, kqueue), polling elsewhere.
    case automatic
    /// Polling, whatever the system has: for file systems whose changes the kernel's events
    /// miss (`tour --watch` with `TOUR_WATCH_POLL=1`), and for tests of the portable way.
    case polling
  }

  /// How often a polling watcher is read: a save shows within this, plus the reload's settle
  /// time. Ten `stat` calls a second for a tour file, its translation and pictures cost next to
  /// nothing.
  package static let pollInterval: Duration = .milliseconds(100)

  private let events: any FileEventSource
  /// The paths given for each watched folder entry (two when one is a link to the other).
  private var paths: [Platform.WatchedEntry: [String]]

  /// Watches `paths` (each need not exist yet: a translation may be created later) by
  /// `mechanism`; throws when a path's folder cannot be watched.
  package init(paths: [String], mechanism: Mechanism = .automatic) throws(Failure) {
    var entries: [Platform.WatchedEntry: [String]] = [:]
    for path in paths {
      for target in FileWatcher.targets(of: path) {
        entries[FileWatcher.entry(for: target), default: []].append(path)
      }
    }
    do {
      events = try Platform.fileEvents(Set(entries.keys), polling: mechanism == .polling)
    } catch {
      // The paths share a folder, but for a link's target: name the tour file.
      throw Failure(path: paths.first ?? ".", reason: error.message)
    }
    self.paths = entries
  }

  /// Watches `more` paths too (a tour's pictures), each as far as its folder can be watched:
  /// one that cannot be is left out, without an error. Paths watched already are kept.
  package func watch(_ more: [String]) {
    var added: [Platform.WatchedEntry: [String]] = [:]
    for path in more {
      for target in FileWatcher.targets(of: path) {
        let entry = FileWatcher.entry(for: target)
        if paths[entry]?.contains(path) != true { added[entry, default: []].append(path) }
      }
    }
    guard !added.isEmpty else { return }
    events.watch(Set(added.keys))
    for (entry, given) in added { paths[entry, default: []] += given }
  }

  /// `path`, and the file it leads to when it is a symbolic link.
  private static func targets(of path: String) -> [String] {
    [path] + (Platform.symbolicLinkTarget(path).map { [$0] } ?? [])
  }

  /// The descriptor to `poll`: readable when there are changes to read; -1 for a polling
  /// watcher, which is read every ``pollInterval`` instead.
  package var descriptor: Int32 { events.descriptor }

  /// How often to read the watcher (``changes()``) when it has no descriptor; `nil` when its
  /// descriptor says when.
  package var pollingInterval: Duration? { events.descriptor < 0 ? FileWatcher.pollInterval : nil }

  /// What happened to the watched paths since the last call, in order; empty when nothing did
  /// (it never blocks).
  package func changes() -> [FileChange] {
    events.read().flatMap { entry, kind in
      (paths[entry] ?? []).map { FileChange(kind, $0) }
    }
  }

  /// `docs/tour.md` as the folder `docs` and the name `tour.md`; a bare name is in `.`.
  static func entry(for path: String) -> Platform.WatchedEntry {
    guard let slash = path.lastIndex(of: "/") else {
      return Platform.WatchedEntry(directory: ".", name: path)
    }
    let directory = path[..<slash]
    return Platform.WatchedEntry(
      directory: directory.isEmpty ? "/" : String(directory),
      name: String(path[path.index(after: slash)...]))
  }
}
