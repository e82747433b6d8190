import Foundation
import Synchronization
import Testing

@testable import TourKit

/// Every file TourKit is given — a tour file, a translation, a picture — is read only when it
/// is a regular file, and nothing waits on a FIFO or a device: a one-line error at once
/// (`tour --watch` wedged for good when its file became a FIFO). The pipe named on the command
/// line (`tour <(…)`) is still read.
@Suite("Files are read without blocking", .timeLimit(.minutes(1)))
final class NonBlockingReadTests {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-nonblocking-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  /// A FIFO with no writer but one of its own, which waits for a reader (a blocking `open`
  /// for writing returns once the FIFO has one) and closes at once: a read that would have
  /// waited on the FIFO ends (at its end of file) instead of hanging, and the test learns that
  /// something opened it.
  final class FIFO: Sendable {
    let path: String
    /// Set once the test is done: the reader the writer meets then is the test's own.
    private let isDone = Atomic<Bool>(false)
    private let wasOpened = Atomic<Bool>(false)
    private let writerEnded = DispatchSemaphore(value: 0)

    init(_ path: String) throws {
      self.path = path
      guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
      Thread { [self] in
        let writer = open(path, O_WRONLY)
        wasOpened.store(!isDone.load(ordering: .acquiring), ordering: .releasing)
        if writer >= 0 { close(writer) }
        writerEnded.signal()
      }.start()
    }

    /// Ends the writer (opening the FIFO for reading itself, which cannot wait) and tells
    /// whether anything else opened the FIFO before.
    func openedBeforeNow() -> Bool {
      isDone.store(true, ordering: .releasing)
      let reader = open(path, O_RDONLY | O_NONBLOCK)
      writerEnded.wait()
      if reader >= 0 { close(reader) }
      return wasOpened.load(ordering: .acquiring)
    }
  }

  /// A FIFO at `name` in the test's folder.
  func fifo(_ name: String) throws -> FIFO { try FIFO(directory + "/" + name) }

  /// Runs `body`, expecting it to leave `fifo` unopened: its type is read before any `open`,
  /// so nothing can wait on it. (A read that did wait is let go by the FIFO's writer.)
  @discardableResult
  func unopened<T>(_ fifo: FIFO, _ body: () throws -> T) rethrows -> T {
    defer { #expect(!fifo.openedBeforeNow(), "\(fifo.path) was opened") }
    return try body()
  }

  @Test func aFIFOAsATourFileIsAnErrorWhenOnlyRegularFilesAreRead() throws {
    let fifo = try fifo("tour.md")
    let path = fifo.path
    unopened(fifo) {
      do throws(TourFileError) {
        _ = try Tour.load(contentsOf: path, language: .init(language: nil), acceptingPipe: false)
        Issue.record("a FIFO was read as a tour file")
      } catch {
        #expect(error.description == "\(path): is a FIFO or socket, not a regular file")
      }
    }
  }

  @Test func aFIFOInATranslationsPlaceIsAnErrorAtOnce() throws {
    let path = directory + "/tour.md"
    try "# One\n".write(toFile: path, atomically: true, encoding: .utf8)
    let fifo = try fifo("tour.ja.md")
    let translation = fifo.path
    unopened(fifo) {
      do throws(TourFileError) {
        _ = try Tour.load(contentsOf: path, language: LanguagePreference(language: "ja"))
        Issue.record("a FIFO translation was read")
      } catch {
        #expect(error.description == "\(translation): is a FIFO or socket, not a regular file")
      }
    }
  }

  @Test func aPipeNamedOnTheCommandLineIsStillRead() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let text = Array("# From a pipe\n".utf8)
    #expect(write(ends[1], text, text.count) == text.count)
    close(ends[1])
    defer { close(ends[0]) }
    let tour = try Tour.load(contentsOf: "/dev/fd/\(ends[0])", language: .init(language: nil))
    #expect(tour.pages.first?.title == "From a pipe")
  }

  @Test(arguments: ["/dev/zero", "/dev/null", "/dev/tty"])
  func devicesAreRefusedUnopened(path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    // Refused from its type: a device is never read (/dev/zero never ends, /dev/tty waits).
    let contents = try Platform.readRegularFile(path, atMost: 1 << 20)
    #expect(contents == .notRegular(.device))
  }

  @Test func aFIFOPictureIsItsAltTextAtOnce() throws {
    let fifo = try fifo("picture.png")
    let path = fifo.path
    unopened(fifo) {
      #expect(throws: PictureError.unreadable("not a regular file")) {
        try PictureDecoder.readFile(path)
      }
    }
  }

  @Test func aRegularFileIsReadWholeAndALargerOneIsNot() throws {
    let path = directory + "/file"
    try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: path))
    #expect(
      try Platform.readRegularFile(path, atMost: 100) == .bytes([UInt8](repeating: 7, count: 100)))
    #expect(try Platform.readRegularFile(path, atMost: 99) == .tooLarge)
    #expect(throws: Platform.Failure.noSuchFile) {
      try Platform.readRegularFile(directory + "/missing", atMost: 99)
    }
    #expect(try Platform.readRegularFile(directory, atMost: 99) == .notRegular(.directory))
  }
}
