import TourKit

// inotify: Linux only, so the whole file is.
#if os(Linux)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// Linux's file events: one inotify watch per folder, whose events name the entry that
  /// changed and how.
  final class InotifyFileEvents: FileEventSource {
    /// The inotify instance: readable when events are waiting.
    let descriptor: Int32
    private var entries: Set<Platform.WatchedEntry>
    /// The folder of each inotify watch, in each spelling given (`.` and the absolute path
    /// of the same folder share a watch).
    private var folders: [Int32: [String]] = [:]
    private static let mask = UInt32(
      IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_MOVED_TO | IN_DELETE
        | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// Watches `entries`; throws the `errno` of the first folder that cannot be watched.
    init(_ entries: Set<Platform.WatchedEntry>) throws(Platform.WatchFailure) {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { throw Platform.WatchFailure(code: errno) }
      self.descriptor = descriptor
      self.entries = entries
      for directory in Set(entries.map(\.directory)) {
        // Thrown once every property is set, so deinit closes the descriptor.
        guard addWatch(directory) else { throw Platform.WatchFailure(code: errno) }
      }
    }

    /// Watches `added` too, as far as their folders can be watched (others are left out).
    func watch(_ added: Set<Platform.WatchedEntry>) {
      let watchedFolders = Set(folders.values.joined())
      for entry in added.subtracting(entries) {
        if watchedFolders.contains(entry.directory) || addWatch(entry.directory) {
          entries.insert(entry)
        }
      }
    }

    /// Adds a watch on `directory`; `false` (and `errno`) when it cannot be watched.
    private func addWatch(_ directory: String) -> Bool {
      let watch = inotify_add_watch(descriptor, directory, InotifyFileEvents.mask)
      guard watch >= 0 else { return false }
      if folders[watch]?.contains(directory) != true {
        folders[watch, default: []].append(directory)
      }
      return true
    }

    /// The events waiting, for watched names only.
    func read() -> [(entry: Platform.WatchedEntry, kind: FileChange.Kind)] {
      var changes: [(Platform.WatchedEntry, FileChange.Kind)] = []
      var buffer = [UInt8](repeating: 0, count: 16384)
      while true {
        let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, into: $0) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return changes }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let event = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          }
          let nameBytes = buffer[(offset + header)..<min(count, offset + header + Int(event.len))]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          offset += header + Int(event.len)
          changes += self.changes(mask: event.mask, watch: event.wd, name: name)
        }
      }
    }

    /// What one inotify event means for the watched names.
    private func changes(mask: UInt32, watch: Int32, name: String)
      -> [(Platform.WatchedEntry, FileChange.Kind)]
    {
      // Events were lost: anything may have changed.
      if mask & UInt32(IN_Q_OVERFLOW) != 0 { return entries.map { ($0, .written) } }
      let directories = folders[watch] ?? []
      if name.isEmpty {
        // The folder itself went away (or its watch did): so did everything watched in it.
        let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
        guard mask & gone != 0 else { return [] }
        return entries.filter { directories.contains($0.directory) }.map { ($0, .disappeared) }
      }
      let kind: FileChange.Kind =
        mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0
        ? .disappeared : mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 ? .appeared : .written
      return directories.map { Platform.WatchedEntry(directory: $0, name: name) }
        .filter(entries.contains).map { ($0, kind) }
    }

    deinit { _ = close(descriptor) }
  }

  /// `read(2)`, for code inside a type whose own `read` hides it.
  private func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
  }
#endif
