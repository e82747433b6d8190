/// Keeps one JSON file per app under `$XDG_STATE_HOME/tour/` (default `~/.local/state/tour/`).
///
/// Writes are atomic and locked: the new record goes to a temporary file that is fsynced and
/// renamed over the old one, while an exclusive `flock` on `APP.lock` is held, so launches
/// finishing at the same moment neither corrupt the file nor lose each other's records.
///
/// The files are tour's own and nothing else. A record that is not a regular file (a symbolic
/// link, a FIFO, a device) or is larger than ``maximumRecordSize`` is corrupt: it is never
/// followed, waited on or read to its end, and the next write replaces it. A folder in its
/// place makes the store unavailable. The lock is never a symbolic link, and the temporary
/// file is created new (`O_EXCL`) under a random name, so nothing planted in the folder is
/// written through.
public struct FileTourStore: TourStore {
  /// The largest record read: 1 MiB, some ten thousand entries.
  public static let maximumRecordSize = 1 << 20

  /// The largest record written: half of ``maximumRecordSize``. A write past it drops the
  /// oldest runs, keeping the newest, the highest version's and every key's latest answer, so
  /// a record never grows past what the store reads.
  public static let keptRecordSize = maximumRecordSize / 2

  /// The folder holding the records, or why there is none.
  public let directory: Result<String, TourStoreError>
  /// The home folder `directory` is in when it was named by `HOME`: never made.
  private let home: String?

  /// A store keeping its files in `directory`, which the first write creates.
  public init(directory: String) {
    self.directory = .success(directory)
    home = nil
  }

  /// The store the XDG Base Directory rules name, read through `environment`:
  /// `$XDG_STATE_HOME/tour` when that is an absolute path, else `$HOME/.local/state/tour`.
  public init(environment: (String) -> String?) {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      directory = .success(state + "/tour")
      home = nil
    } else if let home = environment("HOME"), home.hasPrefix("/") {
      directory = .success(home + "/.local/state/tour")
      self.home = home
    } else {
      let problem =
        switch environment("HOME") {
        case nil: "is not set"
        case ""?: "is empty"
        case let home?: "is not a full path (\(home))"
        }
      directory = .failure(.unavailable("HOME \(problem), so there is nowhere to remember tours"))
      home = nil
    }
  }

  /// The store the process environment names: `$XDG_STATE_HOME/tour`, else
  /// `~/.local/state/tour`; unavailable (one warning, nothing remembered) without `HOME`.
  public init() {
    self.init(environment: Platform.environment)
  }

  /// The path of `app`'s record, `DIRECTORY/APP.json`; throws ``TourStoreError/unavailable(_:)``
  /// when there is no folder (no `HOME`).
  public func path(for app: AppID) throws(TourStoreError) -> String {
    try directory.get() + "/" + app.rawValue + ".json"
  }

  /// The record of `app`; a missing file is no record, an invalid one is
  /// ``TourStoreError/corrupt(_:)``, one that cannot be opened
  /// ``TourStoreError/unavailable(_:)``.
  public func record(for app: AppID) throws(TourStoreError) -> AppRecord? {
    let path = try path(for: app)
    let limit = FileTourStore.maximumRecordSize
    let contents: Platform.FileContents
    do {
      // Not following a link, nor waiting for a FIFO's writer: the record is a plain file.
      contents = try Platform.readRegularFile(path, atMost: limit, [.noFollow])
    } catch {
      if error.isNoSuchFile { return nil }
      if error.isSymbolicLink { throw .corrupt("\(path): is a symbolic link, not a regular file") }
      // Cannot open or read (a state folder that is a file, no permission): the store is
      // unusable, which the gate reports once, rather than a record to replace.
      if error == .notADirectory, let file = Self.fileInPlace(of: path) {
        throw .unavailable("\(file): is a file, where a folder for tour's records should be")
      }
      throw .unavailable("\(path): \(error.message)")
    }
    switch contents {
    case .bytes(let bytes): return try record(in: bytes, path: path, app: app)
    case .tooLarge: throw .corrupt("\(path): is larger than \(limit >> 20) MiB")
    // Nothing tour can replace (a rename onto a folder fails): not a record but no store.
    case .notRegular(.directory): throw .unavailable("\(path): is a directory")
    case .notRegular(.pipe): throw .corrupt("\(path): is a FIFO or socket, not a regular file")
    case .notRegular(.device): throw .corrupt("\(path): is a device, not a regular file")
    case .notRegular: throw .corrupt("\(path): is not a regular file")
    }
  }

  /// The nearest folder on the way to `path` that is something else (a file): the one to name
  /// when opening `path` says a component is not a directory.
  private static func fileInPlace(of path: String) -> String? {
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      folder = folder[..<slash]
      if let status = try? Platform.status(atPath: String(folder), noFollow: false) {
        return status.kind == .directory ? nil : String(folder)
      }
    }
    return nil
  }

  /// Appends `entry` under an exclusive lock, writing the file atomically; the oldest runs
  /// are dropped past ``keptRecordSize``.
  public func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {
    let path = try path(for: app)
    // What a user answered is theirs alone: the folder and its files are private (0700,
    // 0600), a record written before that replaced by a private one, its folder tightened.
    let folder = try directory.get()
    try PrivateFiles.makeDirectories(folder, home: home)
    Platform.restrictToOwner(folder: folder)
    let lock = try lockFile(path: path)
    defer { Platform.closeFile(lock) }  // closing releases the flock

    var record = AppRecord(app: app.rawValue)
    do {
      if let existing = try self.record(for: app) { record = existing }
    } catch .corrupt {
      // Replaced: keeping it would block every later launch too. What was there is kept beside
      // it (an older one replaced), so a record broken by hand or by a disk can be looked at.
      try? Platform.move(path, over: path + ".corrupt")
    }
    record.append(entry)
    record = record.trimmed(toAtMost: FileTourStore.keptRecordSize)
    try PrivateFiles.writeAtomically(Array((record.json.serialized + "\n").utf8), to: path)
  }

  /// Makes the folder (private, as a write does) and opens the lock a write takes, which
  /// fails where a write would: a read-only file system, a folder that cannot be made (on
  /// `/proc`, under a file), no permission, a lock that is a symbolic link.
  public func checkWritable(for app: AppID) throws(TourStoreError) {
    let path = try path(for: app)
    try PrivateFiles.makeDirectories(try directory.get(), home: home)
    Platform.closeFile(try lockFile(path: path))
  }

  /// Deletes the record of `app`, under the lock.
  public func forget(_ app: AppID) throws(TourStoreError) {
    let path = try path(for: app)
    guard Platform.exists(try directory.get()) else { return }
    let lock = try lockFile(path: path)
    defer { Platform.closeFile(lock) }
    do {
      try Platform.removeFile(path)
    } catch  where !error.isNoSuchFile {
      throw .unavailable("\(path): \(error.message)")
    } catch {}
  }

  // MARK: - Files

  private func record(in bytes: [UInt8], path: String, app: AppID) throws(TourStoreError)
    -> AppRecord
  {
    let json: JSONValue
    do {
      json = try JSONValue.parse(bytes)
    } catch {
      throw .corrupt("\(path): not valid JSON (\(error.message) at byte \(error.offset))")
    }
    guard let record = AppRecord(json: json), record.app == app.rawValue else {
      throw .corrupt("\(path): not a tour record")
    }
    return record
  }

  /// Opens and locks `APP.lock`: a regular file, created when missing, never through a link.
  private func lockFile(path: String) throws(TourStoreError) -> Int32 {
    let lockPath = String(path.dropLast(5)) + ".lock"
    let descriptor: Int32
    do {
      descriptor = try Platform.openFile(
        lockPath, [.readWrite, .create, .noFollow, .nonBlocking, .ownerOnly])
    } catch {
      let reason = error.isSymbolicLink ? "is a symbolic link, not a lock tour made" : error.message
      throw .unavailable("\(lockPath): \(reason)")
    }
    let kind: Platform.FileKind
    do {
      kind = try Platform.status(of: descriptor).kind
      if kind == .regular { try Platform.lockExclusively(descriptor) }
    } catch {
      Platform.closeFile(descriptor)
      throw .unavailable("\(lockPath): \(error.message)")
    }
    guard kind == .regular else {
      Platform.closeFile(descriptor)
      throw .unavailable("\(lockPath): is not a regular file")
    }
    return descriptor
  }
}
