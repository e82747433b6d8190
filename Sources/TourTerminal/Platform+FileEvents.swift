import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Watching files (`tour --watch`): what every way of watching shares, and the choice between
// the kernel's events (inotify on Linux, kqueue on macOS, each in a file of its own) and polling
// (``PollingFileEvents``), which is what a system with neither gets.
extension Platform {
  /// The `errno` of a failed call that set up a watch.
  struct WatchFailure: Error {
    let code: Int32

    /// What went wrong, naming the system limit when one was reached.
    var message: String {
      #if os(Linux)
        if code == ENOSPC {
          return "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)"
        }
        if code == EMFILE {
          return "too many open files or inotify instances (fs.inotify.max_user_instances)"
        }
      #endif
      return Platform.message(for: code)
    }
  }

  /// Where a watched entry is: a folder, and a name in it.
  struct WatchedEntry: Hashable {
    var directory: String
    var name: String

    /// The entry's path, as the watch was asked for it.
    var path: String { directory + "/" + name }
  }

  /// Watches `entries` through the kernel's events, or by polling when `polling` is asked or
  /// the system has no events; throws the `errno` of the first folder that cannot be watched.
  static func fileEvents(_ entries: Set<WatchedEntry>, polling: Bool) throws(WatchFailure)
    -> any FileEventSource
  {
    #if os(Linux)
      if !polling { return try InotifyFileEvents(entries) }
    #elseif canImport(Darwin)
      if !polling { return try KqueueFileEvents(entries) }
    #endif
    return try PollingFileEvents(entries)
  }

  /// The file a symbolic link at `path` leads to (`realpath`), or `nil` when `path` is not a
  /// symbolic link or leads nowhere.
  static func symbolicLinkTarget(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// What happens to some names in some folders, read without blocking: the kernel's events
/// (inotify, kqueue), or what polling finds.
///
/// Folders are watched rather than the files themselves: an editor that saves by writing a new
/// file and renaming it over the old one (or by deleting and recreating it) leaves a watch on
/// the old file's inode watching nothing.
protocol FileEventSource: AnyObject {
  /// The descriptor to `poll` for input, readable when changes are waiting; -1 for a source
  /// with none, which is read every ``FileWatcher/pollInterval`` instead.
  var descriptor: Int32 { get }

  /// Watches `added` too, as far as their folders can be watched (others are left out).
  func watch(_ added: Set<Platform.WatchedEntry>)

  /// The changes since the last call, for watched names only; never blocks.
  func read() -> [(entry: Platform.WatchedEntry, kind: FileChange.Kind)]
}
