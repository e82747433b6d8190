#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps one JSON file per app under `$XDG_STATE_HOME/tour/` (default `~/.local/state/tour/`).
///
/// Writes are atomic and locked: the new record goes to a temporary file that is fsynced and
/// renamed over the old one, while an exclusive `flock` on `APP.lock` is held, so launches
/// finishing at the same moment neither corrupt the file nor lose each other's records.
public struct FileTourStore: TourStore {
  /// The folder holding the records, or why there is none.
  public let directory: Result<String, TourStoreError>

  /// A store in `directory`.
  public init(directory: String) {
    self.directory = .success(directory)
  }

  /// The store the XDG Base Directory rules name, read through `environment`:
  /// `$XDG_STATE_HOME/tour` when that is an absolute path, else `$HOME/.local/state/tour`.
  public init(environment: (String) -> String?) {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      directory = .success(state + "/tour")
    } else if let home = environment("HOME"), home.hasPrefix("/") {
      directory = .success(home + "/.local/state/tour")
    } else {
      directory = .failure(.unavailable("HOME is not set, so there is nowhere to remember tours"))
    }
  }

  /// The store of the process environment.
  public init() {
    self.init { name in getenv(name).map { String(cString: $0) } }
  }

  /// The record file of `app`.
  public func path(for app: AppID) throws(TourStoreError) -> String {
    try directory.get() + "/" + app.rawValue + ".json"
  }

  /// The record of `app`; a missing file is no record, an invalid one is
  /// ``TourStoreError/corrupt``, one that cannot be opened ``TourStoreError/unavailable``.
  public func record(for app: AppID) throws(TourStoreError) -> AppRecord? {
    let path = try path(for: app)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      // Cannot open (a state folder that is a file, no permission): the store is unusable,
      // which the gate reports once, rather than a record to replace.
      throw .unavailable("\(path): \(POSIX.message(errno))")
    }
    defer { close(descriptor) }
    return try read(descriptor, path: path, app: app)
  }

  /// Appends `entry` under an exclusive lock, writing the file atomically.
  public func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {
    let path = try path(for: app)
    try makeDirectories(try directory.get())
    let lock = try lockFile(path: path)
    defer { close(lock) }  // closing releases the flock

    var record = AppRecord(app: app.rawValue)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor >= 0 {
      // A corrupt record is replaced: keeping it would block every later launch too.
      if let existing = try? read(descriptor, path: path, app: app) { record = existing }
      close(descriptor)
    }
    record.entries.append(entry)
    try writeAtomically(Array((record.json.serialized + "\n").utf8), to: path)
  }

  /// Deletes the record of `app`, under the lock.
  public func forget(_ app: AppID) throws(TourStoreError) {
    let path = try path(for: app)
    guard access(try directory.get(), F_OK) == 0 else { return }
    let lock = try lockFile(path: path)
    defer { close(lock) }
    if unlink(path) != 0 && errno != ENOENT {
      throw .unavailable("\(path): \(POSIX.message(errno))")
    }
  }

  // MARK: - Files

  private func read(_ descriptor: Int32, path: String, app: AppID) throws(TourStoreError)
    -> AppRecord
  {
    let bytes: [UInt8]
    switch POSIX.readAll(descriptor) {
    case .success(let read): bytes = read
    case .failure(let failure): throw .corrupt("\(path): \(failure.message)")
    }
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

  private func lockFile(path: String) throws(TourStoreError) -> Int32 {
    let lockPath = String(path.dropLast(5)) + ".lock"
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unavailable("\(lockPath): \(POSIX.message(errno))") }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        close(descriptor)
        throw .unavailable("\(lockPath): \(POSIX.message(errno))")
      }
    }
    return descriptor
  }

  private func writeAtomically(_ bytes: [UInt8], to path: String) throws(TourStoreError) {
    let temporary = "\(path).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unavailable("\(temporary): \(POSIX.message(errno))") }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let message = POSIX.message(errno)
        close(descriptor)
        unlink(temporary)
        throw .unavailable("\(temporary): \(message)")
      }
      written += count
    }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced, rename(temporary, path) == 0 else {
      let message = POSIX.message(errno)
      unlink(temporary)
      throw .unavailable("\(path): \(message)")
    }
  }

  private func makeDirectories(_ path: String) throws(TourStoreError) {
    var current = ""
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0 && errno != EEXIST {
        throw .unavailable("\(current): \(POSIX.message(errno))")
      }
    }
  }
}
