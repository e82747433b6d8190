import Foundation
import PictureBombs
import Synchronization
import Testing

@testable import TourKit

/// Pictures under the pixel limit that cost seconds and hundreds of megabytes through
/// stb_image: decoded a row at a time into the kept size, within
/// ``PictureDecoder/memoryBound``, or refused with a reason; and every decode stops at the
/// first row after it is asked to.
@Suite("Picture bombs")
struct PictureBombTests {
  private func decode(_ bytes: [UInt8], isCancelled: @escaping () -> Bool = { false })
    throws(PictureError) -> Picture
  {
    let libraries: PictureLibraries
    do { libraries = try PictureSamples.libraries() } catch { throw .unavailable("\(error)") }
    return try PictureDecoder.decode(bytes, with: libraries, isCancelled: isCancelled)
  }

  @Test func theBombsAreWhatTheySay() throws {
    let png = PictureBombs.png(width: 7071, height: 7071, bitDepth: 16)
    #expect(png.count < 400_000)
    #expect(PictureFormat.png.dimensions(in: png)! == (7071, 7071))
    let jpeg = PictureBombs.jpeg(width: 7000, height: 7000, progressive: true)
    #expect(jpeg.count < 100_000)
    #expect(PictureFormat.jpeg.dimensions(in: jpeg)! == (7000, 7000))
  }

  @Test func a16BitPNGOf50MegapixelsIsDecodedToItsKeptSize() throws {
    let picture = try decode(PictureBombs.png(width: 7071, height: 7071, bitDepth: 16))
    #expect((picture.width, picture.height) == (7071, 7071))
    #expect((picture.pixels.width, picture.pixels.height) == (1024, 1024))
    #expect(picture.pixels.bytes.allSatisfy { $0 == 0 })
  }

  @Test func aMillionPixelWidePNGIsDecodedToItsKeptSize() throws {
    let picture = try decode(PictureBombs.png(width: 1_000_000, height: 50))
    #expect((picture.width, picture.height) == (1_000_000, 50))
    #expect((picture.pixels.width, picture.pixels.height) == (1024, 1))
  }

  @Test func aProgressive7000By7000JPEGIsDecodedThroughLibjpegsScaling() throws {
    let picture = try decode(PictureBombs.jpeg(width: 7000, height: 7000, progressive: true))
    #expect((picture.width, picture.height) == (7000, 7000))
    #expect((picture.pixels.width, picture.pixels.height) == (1024, 1024))
    // Mid grey, opaque.
    #expect(picture.pixels.bytes[0..<4] == [128, 128, 128, 255])
  }

  @Test func aProgressiveJPEGWhoseCoefficientsPassTheLimitIsRefused() throws {
    // Three full-resolution components keep 7000 × 7000 × 3 × 2 bytes = 294 MB until the
    // last scan.
    let file = PictureBombs.jpeg(width: 7000, height: 7000, progressive: true, components: 3)
    #expect(
      throws: PictureError.tooLarge(
        "a progressive JPEG keeps its coefficients until its last scan: this one needs "
          + "280 MiB, the limit is 160 MiB")
    ) { try decode(file) }
    // The same picture as a baseline JPEG needs a few rows, and is shown.
    let baseline = PictureBombs.jpeg(width: 7000, height: 7000, progressive: false, components: 3)
    #expect(try decode(baseline).pixels.width == 1024)
  }

  @Test func checkSaysWhyALargeProgressiveJPEGShowsItsAltText() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-bombs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(PictureBombs.jpeg(width: 7000, height: 7000, progressive: true, components: 3))
      .write(to: folder.appendingPathComponent("photo.jpg"))
    var tour = try Tour.parse("# One\n\n![A photo](photo.jpg)\n")
    tour.pictureOrigin = .folder(folder.path)
    let check = TourCheck.pictures(of: tour, store: PictureStore())
    #expect(
      check.problems.map(\.description) == [
        "3:1: error: image too large: photo.jpg (a progressive JPEG keeps its coefficients until its "
          + "last scan: this one needs 280 MiB, the limit is 160 MiB)"
      ])
  }

  @Test(arguments: [false, true])
  func aJPEGWhoseHeaderClaimsMoreThanItsDataIsRefusedAtOnce(progressive: Bool) {
    let file = PictureBombs.jpeg(width: 7000, height: 7000, progressive: progressive, blocks: 48)
    #expect(
      throws: PictureError.cannotBeDecoded(
        "damaged JPEG data: the picture's data ends before the picture does")
    ) { try decode(file) }
    let cut = Array(file.dropLast(2))
    #expect(
      throws: PictureError.cannotBeDecoded(
        "damaged JPEG data: the file ends before the picture does")
    ) { try decode(cut) }
  }

  /// Counts how often a decode asks whether to stop, and says yes from the `after`th time on.
  final class StopSwitch: Sendable {
    private let asked = Atomic<Int>(0)
    private let after: Int

    init(after: Int) { self.after = after }

    var count: Int { asked.load(ordering: .relaxed) }

    func isCancelled() -> Bool { asked.add(1, ordering: .relaxed).newValue >= after }
  }

  @Test(arguments: [
    ("png", PictureBombs.png(width: 7071, height: 7071, bitDepth: 16)),
    ("progressive", PictureBombs.jpeg(width: 7000, height: 7000, progressive: true)),
    ("baseline", PictureBombs.jpeg(width: 7000, height: 7000, progressive: false)),
  ])
  func aDecodeStopsAtTheFirstRowAfterItIsAsked(kind: String, file: [UInt8]) {
    // Asked on every row (every MCU row while a progressive file is read): a decode that
    // runs to the end asks thousands of times; one told to stop asks no more.
    let stop = StopSwitch(after: 100)
    #expect(throws: PictureError.cancelled) { try decode(file, isCancelled: stop.isCancelled) }
    #expect(stop.count == 100, "\(kind): asked \(stop.count) times")
  }

  @Test func aStoppedDecodeIsNotKept() throws {
    let source = PictureSource.embedded(
      name: "bomb.png", bytes: PictureBombs.png(width: 2000, height: 2000))
    let store = PictureStore(libraries: {
      Result { try PictureSamples.libraries() }.mapError { .unavailable("\($0)") }
    })
    #expect(
      store.perform(.measure(source), isCancelled: { true }) != nil, "measuring reads a header")
    let job = PictureJob.convert(source, PictureSize(columns: 20, rows: 10), .palette240)
    #expect(store.perform(job, isCancelled: { true }) == nil)
    #expect(store.workDone.decodes == 0)
    guard case .converted = store.perform(job) else {
      Issue.record("not converted after a stopped decode")
      return
    }
    #expect(store.workDone.decodes == 1)
  }

  @Test func aPNGWhoseRowsAloneWouldPassTheLimitIsRefused() {
    // 9 million pixels in one row: libpng keeps two rows of up to 8 bytes a pixel, and the
    // decoder one of 4: 171 MiB.
    #expect(
      throws: PictureError.tooLarge(
        "its rows of 9000000 pixels need 171 MiB, the limit is 160 MiB")
    ) { try decode(PictureBombs.png(width: 9_000_000, height: 1)) }
  }

  @Test func aGIFOverItsLimitIsRefusedFromItsHeader() {
    // A 2000 × 2000 GIF's header: stb_image would decode 4 megapixels in one call.
    let header = Array("GIF89a".utf8) + [0xD0, 0x07, 0xD0, 0x07, 0, 0, 0]
    #expect(
      throws: PictureError.tooLarge(
        "2000×2000 pixels; the limit is 2.5 megapixels for a GIF")
    ) { try PictureDecoder.header(of: header) }
  }
}
