#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every operating-system call TourKit makes, in one place: files, folders, locks, the
/// environment, the clock and shared libraries loaded on first use. The rest of TourKit is plain Swift and says what it wants here,
/// without Foundation on the way to the first frame.
///
/// Only POSIX names that glibc and Darwin share are used below. These machines build Linux
/// only: the Darwin branch is written to build, not yet verified.
///
/// The one system layer of the package: TourTerminal, the `tour` command and the examples extend
/// this type with what they need besides (in their own platform files), and use the helpers
/// marked `package` here rather than writing them again.
package enum Platform {
  /// UTF-8 character types to fall back on, by the names Linux and macOS give them.
  package static let utf8CharacterTypes = ["C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"]

  /// `base` to the power `exponent` (the C library's `pow`).
  static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

  /// A failed system call's `errno`.
  package struct Failure: Error, Equatable {
    /// The `errno` value.
    package let code: Int32

    /// The `errno` the last call left.
    static func last() -> Failure { Failure(code: errno) }

    /// Nothing exists at the path.
    static var noSuchFile: Failure { Failure(code: ENOENT) }

    /// A directory where a file was expected.
    static var isADirectory: Failure { Failure(code: EISDIR) }

    /// Something other than a directory where a folder was expected.
    package static var notADirectory: Failure { Failure(code: ENOTDIR) }

    /// The system's text for the code, in lower case like other tour messages.
    package var message: String { Platform.message(for: code) }

    /// Nothing exists at the path.
    var isNoSuchFile: Bool { code == ENOENT }

    /// The path is a symbolic link, refused by ``OpenOptions/noFollow``.
    var isSymbolicLink: Bool { code == ELOOP }

    /// Something already exists where ``OpenOptions/exclusive`` was to create a file.
    var alreadyExists: Bool { code == EEXIST }
  }

  /// How to open a file.
  struct OpenOptions: OptionSet {
    let rawValue: Int
    /// Read and write (default: read only).
    static let readWrite = OpenOptions(rawValue: 1 << 0)
    /// Create the file (mode 0644 before the umask) when it is missing.
    static let create = OpenOptions(rawValue: 1 << 1)
    /// Create the file, failing when anything, a symbolic link included, is there already.
    static let exclusive = OpenOptions(rawValue: 1 << 2)
    /// Refuse a symbolic link as the last component (``Failure/isSymbolicLink``).
    static let noFollow = OpenOptions(rawValue: 1 << 3)
    /// Never block in `open` or `read`: a FIFO opens at once and reads as empty.
    static let nonBlocking = OpenOptions(rawValue: 1 << 4)
    /// Create the file for its owner alone (mode 0600), not 0644.
    static let ownerOnly = OpenOptions(rawValue: 1 << 5)
  }

  /// What an open file is.
  package enum FileKind: Equatable {
    case regular, directory, pipe, device, other
  }

  /// Opens `path`; the descriptor is closed on `exec`, so a host's child never inherits it,
  /// and a terminal device never becomes the process's controlling terminal (`O_NOCTTY`).
  static func openFile(_ path: String, _ options: OpenOptions = []) throws(Failure) -> Int32 {
    var flags = O_CLOEXEC | O_NOCTTY | (options.contains(.readWrite) ? O_RDWR : O_RDONLY)
    if options.contains(.create) { flags |= O_CREAT }
    if options.contains(.exclusive) { flags |= O_CREAT | O_EXCL | O_NOFOLLOW }
    if options.contains(.noFollow) { flags |= O_NOFOLLOW }
    if options.contains(.nonBlocking) { flags |= O_NONBLOCK }
    while true {
      let descriptor = open(path, flags, options.contains(.ownerOnly) ? 0o600 : 0o644)
      if descriptor >= 0 { return descriptor }
      if errno != EINTR { throw .last() }
    }
  }

  /// Closes a descriptor from ``openFile(_:_:)``.
  static func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// What the open file is, and its size in bytes (0 for anything but a regular file).
  static func status(of descriptor: Int32) throws(Failure) -> (kind: FileKind, size: Int) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .last() }
    return kindAndSize(status)
  }

  /// What is at `path` (`lstat` with `noFollow`: a symbolic link is ``FileKind/other``), and
  /// its size, without opening it.
  package static func status(atPath path: String, noFollow: Bool) throws(Failure) -> (
    kind: FileKind, size: Int
  ) {
    var status = stat()
    guard (noFollow ? lstat(path, &status) : stat(path, &status)) == 0 else { throw .last() }
    return kindAndSize(status)
  }

  private static func kindAndSize(_ status: stat) -> (kind: FileKind, size: Int) {
    let kind: FileKind
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFIFO, S_IFSOCK: kind = .pipe
    case S_IFCHR, S_IFBLK: kind = .device
    default: kind = .other
    }
    return (kind, kind == .regular ? Int(status.st_size) : 0)
  }

  /// What ``readRegularFile(_:atMost:_:acceptingPipe:)`` found at a path.
  enum FileContents: Equatable {
    /// The whole file.
    case bytes([UInt8])
    /// Something other than a regular file (or an accepted pipe): nothing was read.
    case notRegular(FileKind)
    /// More than the limit: nothing more was kept.
    case tooLarge
  }

  /// The one way TourKit reads a file it was given — a tour file, a translation, a picture, a
  /// launch record: whole, up to `limit` bytes, and never waiting on what is not a regular
  /// file. What is at `path` is looked at before it is opened, so a device is never opened
  /// (opening one can rewind a tape); it is opened with `O_NONBLOCK` (a FIFO swapped in
  /// meanwhile opens at once rather than waiting for a writer) and `options` (say
  /// ``OpenOptions/noFollow``), and what was opened is looked at again before a byte is read.
  /// A folder, FIFO, socket or device is ``FileContents/notRegular(_:)``, unread; a pipe is
  /// read only with `acceptingPipe` (the `/dev/fd/63` of `tour <(…)` named on the command
  /// line, before any terminal is taken), to its end, waiting for its writer as `cat` does.
  /// Throws the `errno` of a failed look, open or read.
  static func readRegularFile(
    _ path: String, atMost limit: Int, _ options: OpenOptions = [], acceptingPipe: Bool = false
  ) throws(Failure) -> FileContents {
    func accepted(_ kind: FileKind) -> Bool {
      kind == .regular || (acceptingPipe && kind == .pipe)
    }
    let before = try status(atPath: path, noFollow: options.contains(.noFollow))
    // A symbolic link seen by lstat is left to open's O_NOFOLLOW, which names it (ELOOP).
    guard accepted(before.kind) || (before.kind == .other && options.contains(.noFollow)) else {
      return .notRegular(before.kind)
    }
    let descriptor = try openFile(path, options.union(.nonBlocking))
    defer { closeFile(descriptor) }
    let opened = try status(of: descriptor)
    guard accepted(opened.kind) else { return .notRegular(opened.kind) }
    guard opened.size <= limit else { return .tooLarge }
    if opened.kind == .pipe { try waitForWriter(descriptor) }
    return try readAll(
      descriptor, atMost: limit, expecting: opened.kind == .regular ? opened.size : nil
    )
    .map { .bytes($0) } ?? .tooLarge
  }

  /// Makes a pipe's reads block again and waits until it has bytes or its writer is gone.
  private static func waitForWriter(_ descriptor: Int32) throws(Failure) {
    guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) == 0 else {
      throw .last()
    }
    var target = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&target, 1, -1) < 0 {
      guard errno == EINTR else { throw .last() }
    }
  }

  /// Reads an open file to its end, or `nil` as soon as it holds more than `limit` bytes: never
  /// more than `limit` plus one buffer in memory, whatever the file is. `expecting`, the size
  /// of a regular file, sizes the buffer for a small one (a launch cache, a record): one byte
  /// more, so that the second read finds the end, where 64 KB would grow the heap.
  static func readAll(_ descriptor: Int32, atMost limit: Int, expecting size: Int? = nil)
    throws(Failure) -> [UInt8]?
  {
    var bytes: [UInt8] = []
    // Left uninitialised: filling it would touch all 64 KB, where reading a short file
    // touches the one page `read` writes.
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: min(65536, max(4096, (size ?? 65536) + 1)), alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw .last()
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else { return nil }
      bytes += UnsafeRawBufferPointer(rebasing: buffer[0..<count])
    }
  }

  /// Writes all of `bytes`, through interrupted and partial writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    let code = writeAll(descriptor, bytes)
    guard code == 0 else { throw Failure(code: code) }
  }

  /// Writes all of `bytes`, retrying after signals (`EINTR`), partial writes and a full
  /// non-blocking descriptor (`EAGAIN`, waiting up to a second each time). Returns 0, or the
  /// `errno` that stopped it. Async-signal-safe: it calls only `write` and `poll`.
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let code = written < 0 ? errno : EIO
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var target = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&target, 1, 1000) > 0 { continue }
      }
      return code
    }
    return 0
  }

  /// Writes all of `bytes`; 0 or the `errno` (see the other `writeAll`).
  package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { writeAll(descriptor, $0) }
  }

  /// The system's text for an `errno` (`strerror`), in lower case like tour's other messages.
  package static func message(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    // String(…): `String + Substring` is the generic `+`, unspecialised here, whose first call
    // looks its types up by name (90,000 instructions on an error path).
    return text.prefix(1).lowercased() + String(text.dropFirst())
  }

  /// Flushes the file's data to the disk.
  static func synchronize(_ descriptor: Int32) throws(Failure) {
    guard fsync(descriptor) == 0 else { throw .last() }
  }

  /// Waits for an exclusive `flock` on the open file; closing it releases the lock.
  static func lockExclusively(_ descriptor: Int32) throws(Failure) {
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .last() }
    }
  }

  /// Renames `source` over `destination` atomically; a symbolic link at `destination` is
  /// replaced, never followed.
  static func move(_ source: String, over destination: String) throws(Failure) {
    guard rename(source, destination) == 0 else { throw .last() }
  }

  /// Deletes the file (or symbolic link) at `path`.
  static func removeFile(_ path: String) throws(Failure) {
    guard unlink(path) == 0 else { throw .last() }
  }

  /// Creates a folder (mode 0755 before the umask, 0700 with `ownerOnly`); one that exists
  /// already is fine.
  static func makeDirectory(_ path: String, ownerOnly: Bool = false) throws(Failure) {
    guard mkdir(path, ownerOnly ? 0o700 : 0o755) == 0 || errno == EEXIST else { throw .last() }
  }

  /// Makes the folder at `path` its owner's alone (mode 0700), as far as the caller may: a
  /// folder of someone else's is left as it is.
  static func restrictToOwner(folder path: String) {
    _ = chmod(path, 0o700)
  }

  /// Whether anything exists at `path` (a dangling symbolic link counts).
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// What tells one version of a file from the next: which file is at the path (device and
  /// inode), its size, and when its contents or attributes last changed.
  package struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    /// When the contents last changed, in seconds and nanoseconds since 1970.
    let modified: [Int]
    /// When the contents or attributes last changed (a file copied over keeps its
    /// modification time when asked, not this).
    let changed: [Int]

    /// The stamp as seven numbers, for a file to keep: device, inode, size, then the
    /// modification and change times (seconds, nanoseconds).
    var numbers: [Int64] {
      [Int64(bitPattern: device), Int64(bitPattern: inode), size]
        + (modified + changed).map { Int64($0) }
    }

    /// The stamp ``numbers`` gave; `nil` unless there are seven.
    init?(numbers: [Int64]) {
      guard numbers.count == 7 else { return nil }
      device = UInt64(bitPattern: numbers[0])
      inode = UInt64(bitPattern: numbers[1])
      size = numbers[2]
      modified = numbers[3...4].map { Int($0) }
      changed = numbers[5...6].map { Int($0) }
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: [Int], changed: [Int]) {
      self.device = device
      self.inode = inode
      self.size = size
      self.modified = modified
      self.changed = changed
    }
  }

  /// The stamp of the file at `path` (a symbolic link followed); `nil` when there is none, or
  /// when `regularOnly` and it is not a regular file.
  package static func fileStamp(_ path: String, regularOnly: Bool = false) -> FileStamp? {
    var status = stat()
    guard stat(path, &status) == 0, !regularOnly || status.st_mode & S_IFMT == S_IFREG else {
      return nil
    }
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    return FileStamp(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modified: [Int(modified.tv_sec), Int(modified.tv_nsec)],
      changed: [Int(changed.tv_sec), Int(changed.tv_nsec)])
  }

  /// The names in a folder, without `.` and `..`; empty when it cannot be read.
  package static func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A variable of the process environment (`getenv`).
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The process ID, to tell apart files that concurrent launches create.
  package static var processID: Int32 { getpid() }

  /// Seconds since 1970-01-01 UTC, now.
  static func secondsSince1970() -> Int { Int(time(nil)) }

  /// The file names a shared library goes by here, most likely first: `libchafa.so.0` on
  /// Linux; on macOS `libchafa.0.dylib`, also looked for where Homebrew and MacPorts put it,
  /// which `dlopen` does not search by itself.
  static func sharedLibraryNames(_ name: String, version: Int) -> [String] {
    #if canImport(Darwin)
      let file = "lib\(name).\(version).dylib"
      return [
        file, "/opt/homebrew/lib/" + file, "/usr/local/lib/" + file, "/opt/local/lib/" + file,
      ]
    #else
      return ["lib\(name).so.\(version)"]
    #endif
  }

  /// Loads the first of `names` that loads, for the rest of the process (a library such as
  /// glib cannot be unloaded safely); the failure is the loader's own message for the first.
  static func loadLibrary(_ names: [String]) -> Result<UnsafeMutableRawPointer, LibraryFailure> {
    var firstMessage: String?
    for name in names {
      if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return .success(handle) }
      // Reading the message also clears it, so no stale error is left for the host.
      let message = dlerror().map { String(cString: $0) } ?? "\(name): cannot be loaded"
      firstMessage = firstMessage ?? message
    }
    return .failure(LibraryFailure(message: firstMessage ?? "no library name given"))
  }

  /// The address of `symbol` in a library from ``loadLibrary(_:)``, or `nil` when it has none
  /// (an older version of the library).
  static func address(of symbol: String, in library: UnsafeMutableRawPointer)
    -> UnsafeMutableRawPointer?
  {
    let address = dlsym(library, symbol)
    if address == nil { _ = dlerror() }
    return address
  }

  /// Why a shared library could not be loaded, in the system loader's words.
  struct LibraryFailure: Error, Equatable {
    let message: String
  }

  /// `seconds` since 1970 as UTC ISO 8601 (`2026-11-29T19:02:22Z`).
  static func utcTimestamp(secondsSince1970 seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
