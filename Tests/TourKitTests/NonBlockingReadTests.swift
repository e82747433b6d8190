import Foundation
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

  /// A FIFO at `name` with no writer. If a read did wait on it, a writer opens it after 5 s
  /// (and the test fails on the time taken), so a regression fails instead of hanging.
  func fifo(_ name: String) throws -> String {
    let path = directory + "/" + name
    guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    Thread {
      Thread.sleep(forTimeInterval: 5)
      let writer = open(path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }.start()
    return path
  }

  /// Runs `body`, expecting it to take well under the 5 s a waiting read would.
  func promptly<T>(_ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    #expect(clock.now - start < .seconds(2), "waited on a FIFO")
    return result
  }

  @Test func aFIFOAsATourFileIsAnErrorWhenOnlyRegularFilesAreRead() throws {
    let path = try fifo("tour.md")
    promptly {
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
    let translation = try fifo("tour.ja.md")
    promptly {
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
    let contents = try promptly { try Platform.readRegularFile(path, atMost: 1 << 20) }
    #expect(contents == .notRegular(.device))
  }

  @Test func aFIFOPictureIsItsAltTextAtOnce() throws {
    let path = try fifo("picture.png")
    _ = promptly {
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
