import Foundation
import PictureBombs
import Testing

/// Leaving a tour during a picture's decode: `q` or a signal during the decode of a picture
/// that takes seconds ends the process with its status, the terminal restored. (Before, the
/// process lived on until the decode ended, and a SIGQUIT reached the Swift runtime's
/// backtracer, which waited 30 s for a key with the terminal raw: past `waitForExit()`'s 5 s,
/// a failure.) That the decode is stopped rather than waited for is proven in the process,
/// by the picture store's count of finished decodes (`PicturePresentTests`); how long the
/// exit takes is a figure for `make bench`, not a test's budget.
@Suite("Leaving during a picture's decode")
struct PictureExitTests {
  /// Pictures that each take the debug build seconds to decode whole.
  static let bombs: [(name: String, bytes: [UInt8])] = [
    ("bomb.png", PictureBombs.png(width: 7071, height: 7071, bitDepth: 16)),
    ("wide.png", PictureBombs.png(width: 1_000_000, height: 50)),
    ("progressive.jpg", PictureBombs.jpeg(width: 7000, height: 7000, progressive: true)),
  ]

  /// Shows a one-page tour of picture `name`, and runs `body` once the first frame is drawn:
  /// the picture is being decoded then (the first frame waits 50 ms for it; the PNGs take the
  /// debug build seconds, the JPEG, reduced by libjpeg, less than half a second).
  static func withBomb(
    _ name: String, _ body: (TmuxSession) async throws -> Void
  ) async throws {
    let bytes = try #require(bombs.first { $0.name == name }).bytes
    try await TmuxSession.withTour(
      ["--no-animation"], file: "# A large picture\n\n![The bomb](\(name))\n\nText.\n",
      files: [name: bytes], recordOutput: true
    ) { tour in
      try await tour.waitForScreen("the first frame") { $0.contains("A large picture") }
      try await body(tour)
    }
  }

  @Test("q during a decode ends the tour, the terminal restored", arguments: bombs.map(\.name))
  func quitDuringADecode(name: String) async throws {
    try await Self.withBomb(name) { tour in
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExitAndRestoredTerminal() == 1)
    }
  }

  @Test(
    "a signal during a decode ends the tour with its status, the terminal restored",
    arguments: [(SIGQUIT, 131), (SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
  func signalDuringADecode(signal: Int32, status: Int32) async throws {
    // No SWIFT_BACKTRACE here: a user's environment has none either.
    try await Self.withBomb("bomb.png") { tour in
      try await tour.sendSignal(signal)
      #expect(try await tour.waitForExitAndRestoredTerminal() == status)
      let modes = try await tour.recordedModes { $0.areRestored }
      #expect(modes.areRestored, "\(modes)")
    }
  }
}
