import TourKit

// kqueue: macOS only, so the whole file is. Written to build there; these machines build Linux
// only, so it has never run.
#if canImport(Darwin)
  import Darwin

  /// macOS's file events: kqueue, which has no per-name events for a folder. Each watched
  /// folder is registered (an entry added, removed or renamed in it) and each watched file that
  /// exists (written, extended, its attributes changed, deleted, renamed). An event says only
  /// that one of them changed, so every watched name is then looked at again
  /// (``WatchedStamps``), and only the names whose file changed are reported: another file in
  /// the folder (an editor's swap file) reports nothing.
  final class KqueueFileEvents: FileEventSource {
    /// The kqueue: readable when events are waiting.
    let descriptor: Int32
    private var stamps = WatchedStamps()
    /// The descriptor registered for each watched folder.
    private var folders: [String: Int32] = [:]
    /// The descriptor registered for each watched name's file, while one exists.
    private var files: [Platform.WatchedEntry: Int32] = [:]

    /// What a folder's registration reports: its entries changed, or it went away.
    private static let folderEvents = NOTE_WRITE | NOTE_DELETE | NOTE_RENAME
    /// What a file's registration reports.
    private static let fileEvents =
      NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME

    /// Watches `entries`; throws the `errno` of the first folder that cannot be watched.
    init(_ entries: Set<Platform.WatchedEntry>) throws(Platform.WatchFailure) {
      let descriptor = kqueue()
      guard descriptor >= 0 else { throw Platform.WatchFailure(code: errno) }
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      self.descriptor = descriptor
      for directory in Set(entries.map(\.directory)) {
        // Thrown once every property is set, so deinit closes what was opened.
        guard watchFolder(directory) else { throw Platform.WatchFailure(code: errno) }
      }
      stamps.add(entries)
      for entry in entries { watchFile(entry) }
    }

    func watch(_ added: Set<Platform.WatchedEntry>) {
      for entry in added.subtracting(stamps.entries) where watchFolder(entry.directory) {
        stamps.add([entry])
        watchFile(entry)
      }
    }

    /// After any event, the watched names whose file changed. A file that appeared (created,
    /// or renamed over the name) is registered in place of the one before it.
    func read() -> [(entry: Platform.WatchedEntry, kind: FileChange.Kind)] {
      var event = kevent()
      var zero = timespec()
      var any = false
      while kevent(descriptor, nil, 0, &event, 1, &zero) > 0 { any = true }
      guard any else { return [] }
      let changes = stamps.changes()
      for (entry, kind) in changes where kind != .written {
        if let file = files.removeValue(forKey: entry) { _ = close(file) }
        if kind == .appeared { watchFile(entry) }
      }
      return changes
    }

    /// Registers `directory` unless it is already; `false` (and `errno`) when it cannot be.
    private func watchFolder(_ directory: String) -> Bool {
      guard folders[directory] == nil else { return true }
      guard let folder = register(directory, events: KqueueFileEvents.folderEvents) else {
        return false
      }
      folders[directory] = folder
      return true
    }

    /// Registers the file at `entry` when one is there and it is not registered yet.
    private func watchFile(_ entry: Platform.WatchedEntry) {
      guard files[entry] == nil else { return }
      files[entry] = register(entry.path, events: KqueueFileEvents.fileEvents)
    }

    /// Opens `path` for events only and registers it; its descriptor, or `nil`.
    private func register(_ path: String, events: Int32) -> Int32? {
      // Never waiting for a FIFO's writer, nor taking a terminal as the controlling one.
      let file = open(path, O_EVTONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
      guard file >= 0 else { return nil }
      var change = kevent(
        ident: UInt(file), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
        fflags: UInt32(events), data: 0, udata: nil)
      guard kevent(descriptor, &change, 1, nil, 0, nil) == 0 else {
        let code = errno
        _ = close(file)
        errno = code
        return nil
      }
      return file
    }

    deinit {
      for file in Array(folders.values) + Array(files.values) { _ = close(file) }
      _ = close(descriptor)
    }
  }
#endif
