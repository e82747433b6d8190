import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// The watcher behind `tour --watch` on a real folder: each way editors save maps to the
/// changes the reload schedule needs, and nothing else in the folder is reported. Every test
/// runs with the kernel's events (inotify here) and with polling, the portable way.
@Suite("FileWatcher: how saves are seen")
struct FileWatcherTests {
  /// The kernel's events where the system has them, and polling.
  static let mechanisms: [FileWatcher.Mechanism] = [.automatic, .polling]

  /// A temporary folder holding `tour.md`, watched with its Japanese translation's name.
  final class Folder {
    let path: String
    let file: String
    let translation: String
    let mechanism: FileWatcher.Mechanism
    let watcher: FileWatcher

    init(_ mechanism: FileWatcher.Mechanism) throws {
      self.mechanism = mechanism
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("tour-watch-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      file = path + "/tour.md"
      translation = path + "/tour.ja.md"
      try Folder.write("# Before\n", to: file)
      watcher = try FileWatcher(paths: [translation, file], mechanism: mechanism)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to a new file at `path`, its descriptor closed on `exec`: Foundation's
    /// `Data.write` leaves it open across a `fork`, so a process another test starts at that
    /// moment could close it later, a write event on the file after the watch began.
    static func write(_ text: String, to path: String) throws {
      try writeClosedOnExec(Array(text.utf8), to: path)
    }

    /// Writes in place, as `>` in a shell, nano or VS Code do: open with truncation, write,
    /// close; the inode stays.
    func writeInPlace(_ text: String, to path: String) throws {
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    }

    /// The changes `watcher` reports (by default this folder's).
    func changes(of watcher: FileWatcher? = nil) -> [FileChange] {
      FileWatcherTests.changes(of: watcher ?? self.watcher, marker: path + "/tour-test-marker")
    }

    /// Runs `executable` with `arguments` in the folder; its exit status.
    @discardableResult
    func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: path)
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  /// The changes `watcher` reports for what was done so far. A polling watcher looks when it
  /// is read: what it sees now. The kernel's events come in order: `marker` (in a watched
  /// folder) is watched and written, and events are read until its own arrive; by then those
  /// of everything done before are in. The marker's changes are left out.
  static func changes(of watcher: FileWatcher, marker: String) -> [FileChange] {
    guard watcher.descriptor >= 0 else {
      #expect(watcher.pollingInterval == FileWatcher.pollInterval)
      return watcher.changes()
    }
    #expect(watcher.pollingInterval == nil)
    watcher.watch([marker])
    do {
      try Folder.write("marker", to: marker)
    } catch {
      Issue.record("cannot write the marker \(marker): \(error)")
      return []
    }
    var found: [FileChange] = []
    while !found.contains(where: { $0.path == marker }) {
      // 10 s: a limit for a marker that never comes (a failure), not a wait.
      var target = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&target, 1, 10_000) > 0 else {
        Issue.record("the marker's change never came; before it: \(found)")
        break
      }
      found += watcher.changes()
    }
    return found.filter { $0.path != marker }
  }

  @Test(arguments: mechanisms)
  func nothingHappenedReportsNothingWithoutBlocking(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    // The kernel's events are read from a descriptor that never blocks: with nothing to read,
    // the read returns at once (required: else the read below would wait for good). A polling
    // watcher has none: it only looks at the files.
    if folder.watcher.descriptor >= 0 {
      try #require(fcntl(folder.watcher.descriptor, F_GETFL) & O_NONBLOCK != 0)
    }
    #expect(folder.watcher.changes().isEmpty)
  }

  @Test(arguments: mechanisms)
  func writtenInPlace(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    try folder.writeInPlace("# After\n", to: folder.file)
    let changes = folder.changes()
    #expect(changes.contains(FileChange(.written, folder.file)))
    #expect(changes.allSatisfy { $0 == FileChange(.written, folder.file) }, "\(changes)")
    // Reported once.
    #expect(folder.changes().isEmpty)
  }

  @Test(arguments: mechanisms)
  func temporaryFileRenamedOver(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    try Folder.write("# After\n", to: folder.path + "/.tour.md.tmp-1234")
    #expect(rename(folder.path + "/.tour.md.tmp-1234", folder.file) == 0)
    #expect(folder.changes() == [FileChange(.appeared, folder.file)])
  }

  @Test(arguments: mechanisms)
  func deletedAndRecreated(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    try FileManager.default.removeItem(atPath: folder.file)
    #expect(folder.changes() == [FileChange(.disappeared, folder.file)])
    try Folder.write("# After\n", to: folder.file)
    let changes = folder.changes()
    #expect(changes.first == FileChange(.appeared, folder.file), "\(changes)")
    if mechanism == .polling {
      // Polling sees the file as it is, not each step of its writing.
      #expect(changes == [FileChange(.appeared, folder.file)])
    } else {
      #expect(changes.last == FileChange(.written, folder.file), "closed after writing")
    }
  }

  /// vim's default (`backupcopy=auto`, `writebackup`) as its steps: the file is renamed to
  /// its backup name, a new one written, the backup deleted.
  @Test(arguments: mechanisms)
  func movedAsideAndWrittenAnew(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    #expect(rename(folder.file, folder.file + "~") == 0)
    try Folder.write("# After\n", to: folder.file)
    try FileManager.default.removeItem(atPath: folder.file + "~")
    let changes = folder.changes()
    if mechanism == .polling {
      // Between two looks: another file is there now.
      #expect(changes == [FileChange(.appeared, folder.file)])
    } else {
      #expect(changes.first == FileChange(.disappeared, folder.file), "\(changes)")
      #expect(changes.dropFirst().first == FileChange(.appeared, folder.file), "\(changes)")
    }
    #expect(changes.allSatisfy { $0.path == folder.file }, "the backup is not reported")
  }

  @Test(arguments: mechanisms)
  func sedInPlace(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    #expect(try folder.run("/usr/bin/sed", ["-i", "s/Before/After/", "tour.md"]) == 0)
    #expect(folder.changes() == [FileChange(.appeared, folder.file)])
    #expect(try String(contentsOfFile: folder.file, encoding: .utf8) == "# After\n")
  }

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/vim")),
    arguments: mechanisms)
  func vimWrite(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    let status = try folder.run(
      "/usr/bin/vim",
      [
        "-u", "NONE", "-i", "NONE", "-N", "-n", "-es", "-c", "%s/Before/After/", "-c", "wq",
        "tour.md",
      ])
    #expect(status == 0)
    let changes = folder.changes()
    #expect(changes.contains(FileChange(.written, folder.file)), "\(changes)")
    #expect(changes.allSatisfy { $0.path == folder.file }, "no swap or backup file: \(changes)")
    #expect(try String(contentsOfFile: folder.file, encoding: .utf8) == "# After\n")
  }

  @Test(arguments: mechanisms)
  func aTranslationCreatedLaterIsSeen(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    try Folder.write("# 前\n", to: folder.translation)
    #expect(folder.changes().first == FileChange(.appeared, folder.translation))
  }

  @Test(arguments: mechanisms)
  func otherNamesInTheFolderAreNotReported(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    for name in [".tour.md.swp", "tour.md~", "4913", "other.md", "tour.zh.md", "tour.md.bak"] {
      try Folder.write("x", to: folder.path + "/" + name)
      try FileManager.default.removeItem(atPath: folder.path + "/" + name)
    }
    #expect(folder.changes().isEmpty)
  }

  @Test(arguments: mechanisms)
  func aLinkIsWatchedAtItsTargetToo(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    let elsewhere = folder.path + "/drafts"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try Folder.write("# Draft\n", to: elsewhere + "/real.md")
    let link = folder.path + "/link.md"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "drafts/real.md")
    let watcher = try FileWatcher(paths: [link], mechanism: mechanism)
    try folder.writeInPlace("# Edited\n", to: elsewhere + "/real.md")
    #expect(folder.changes(of: watcher).contains(FileChange(.written, link)))
  }

  /// Two spellings of one folder (`DIR/.` for the link, `DIR` for its target) share one
  /// inotify watch: the target's name is still seen.
  @Test(arguments: mechanisms)
  func aLinkToAFileInTheSameFolderIsWatchedAtItsTarget(_ mechanism: FileWatcher.Mechanism)
    throws
  {
    let folder = try Folder(mechanism)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link.md", withDestinationPath: "tour.md")
    let link = folder.path + "/./link.md"
    let watcher = try FileWatcher(paths: [link], mechanism: mechanism)
    try folder.writeInPlace("# Through the target\n", to: folder.file)
    #expect(folder.changes(of: watcher).contains(FileChange(.written, link)))
  }

  /// `tour --watch` watches the tour's pictures too: paths added later, in the tour's folder or
  /// another, are reported like the tour file; one whose folder cannot be watched is left out.
  @Test(arguments: mechanisms)
  func picturesAddedLaterAreWatchedToo(_ mechanism: FileWatcher.Mechanism) throws {
    let folder = try Folder(mechanism)
    let pictures = folder.path + "/pictures"
    try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
    let beside = folder.path + "/beside.png"
    let inside = pictures + "/inside.png"
    folder.watcher.watch([beside, inside, "/no/such/folder/picture.png"])
    try Folder.write("png", to: beside)
    try Folder.write("png", to: inside)
    try Folder.write("x", to: pictures + "/other.png")
    let changes = folder.changes()
    #expect(changes.contains(FileChange(.appeared, beside)), "\(changes)")
    #expect(changes.contains(FileChange(.appeared, inside)), "\(changes)")
    #expect(changes.allSatisfy { [beside, inside].contains($0.path) }, "\(changes)")
    // Asked again: still watched, reported under its own path.
    folder.watcher.watch([inside])
    try folder.writeInPlace("png again", to: inside)
    #expect(Set(folder.changes()) == [FileChange(.written, inside)])
  }

  @Test(arguments: mechanisms)
  func aFolderThatCannotBeWatchedIsAnError(_ mechanism: FileWatcher.Mechanism) throws {
    let error = #expect(throws: FileWatcher.Failure.self) {
      try FileWatcher(paths: ["/no/such/folder/tour.md"], mechanism: mechanism)
    }
    #expect(error?.description == "cannot watch /no/such/folder/tour.md: no such file or directory")
    let folder = try Folder(mechanism)
    let notAFolder = #expect(throws: FileWatcher.Failure.self) {
      try FileWatcher(paths: [folder.file + "/tour.md"], mechanism: mechanism)
    }
    #expect(notAFolder?.description == "cannot watch \(folder.file)/tour.md: not a directory")
  }
}

/// Writes `bytes` to a new file at `path` through a descriptor closed on `exec`.
private func writeClosedOnExec(_ bytes: [UInt8], to path: String) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  defer { close(descriptor) }
  guard write(descriptor, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
}
