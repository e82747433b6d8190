import Foundation
import Testing

@testable import TourKit

/// Picture files to pixels: PNG, JPEG and GIF's first frame, each refusal a typed error with a
/// reason, and no file able to make the decoder allocate past the pixel limit.
@Suite("Picture decoding")
struct PictureDecodingTests {
  private func decode(_ bytes: [UInt8]) throws(PictureError) -> Picture {
    let libraries: PictureLibraries
    do { libraries = try PictureSamples.libraries() } catch { throw .unavailable("\(error)") }
    return try PictureDecoder.decode(bytes, with: libraries)
  }

  /// The RGBA of the kept pixel at (x, y).
  private func pixel(_ picture: Picture, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * picture.pixels.width + x) * 4
    return Array(picture.pixels.bytes[start..<start + 4])
  }

  @Test func pngKeepsItsColoursAndItsTransparency() throws {
    let picture = try decode(try PictureSamples.fixture("regions.png"))
    #expect(picture.width == 32 && picture.height == 32)
    #expect(pixel(picture, 0, 0)[3] == 0)
    #expect(pixel(picture, 3, 12) == [255, 0, 0, 255])
    #expect(pixel(picture, 20, 30) == [0, 0, 255, 255])
  }

  @Test func jpegIsDecodedOpaque() throws {
    let picture = try decode(try PictureSamples.fixture("regions.jpg"))
    #expect(picture.width == 32 && picture.height == 24)
    let left = pixel(picture, 2, 12)
    let right = pixel(picture, 29, 12)
    #expect(left[0] > 230 && left[2] < 30 && left[3] == 255)
    #expect(right[2] > 230 && right[0] < 30 && right[3] == 255)
  }

  @Test func gifGivesItsFirstFrame() throws {
    // The second frame is all green; the first is regions.png.
    let picture = try decode(try PictureSamples.fixture("regions.gif"))
    #expect(picture.width == 32 && picture.height == 32)
    #expect(pixel(picture, 0, 0)[3] == 0)
    #expect(pixel(picture, 3, 12) == [255, 0, 0, 255])
    #expect(pixel(picture, 20, 30) == [0, 0, 255, 255])
  }

  @Test func aLargePictureKeepsItsSizeButFewerPixels() throws {
    let picture = try decode(try PictureSamples.fixture("wide.png"))
    #expect(picture.width == 2000 && picture.height == 100)
    #expect(picture.pixels.width == Picture.maximumKeptSide)
    #expect(picture.pixels.height == 51)
    #expect(pixel(picture, 500, 25) == [0, 255, 0, 255])
  }

  @Test func keptSizeKeepsTheAspect() {
    #expect(Picture.keptSize(width: 800, height: 600) == (800, 600))
    #expect(Picture.keptSize(width: 4000, height: 3000) == (1024, 768))
    #expect(Picture.keptSize(width: 3000, height: 4000) == (768, 1024))
    #expect(Picture.keptSize(width: 50_000, height: 1) == (1024, 1))
  }

  @Test func headersGiveTheSameSizeAsTheDecoder() throws {
    for name in ["regions.png", "regions.jpg", "regions.gif", "wide.png"] {
      let file = try PictureSamples.fixture(name)
      let claimed = try #require(PictureFormat(signatureOf: file)?.dimensions(in: file))
      let decoded = try #require(try PictureSamples.libraries().stb.get().dimensions(of: file))
      #expect(claimed == decoded, "\(name)")
    }
    // A JPEG cut before its frame header, or with image data before one: no size.
    let jpeg = try PictureSamples.fixture("regions.jpg")
    #expect(PictureFormat.jpeg.dimensions(in: Array(jpeg.prefix(40))) == nil)
    #expect(PictureFormat.jpeg.dimensions(in: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2, 0, 0, 0, 0]) == nil)
    #expect(PictureFormat(signatureOf: Array("GIF88a".utf8)) == nil)
  }

  @Test func aBombsHeaderIsRefusedBeforeAnythingIsDecoded() throws {
    // Signature and IHDR of a 30,000 × 30,000 RGBA PNG, 3.6 GB decoded; no pixel data. Had it
    // reached the decoder, the error would be about the missing data, not the size.
    let header = try PictureSamples.fixture("../../../../Fuzz/Corpus/Picture/huge-30000x30000.png")
    let error = #expect(throws: PictureError.self) { try decode(header) }
    #expect(
      error == .tooLarge("30000×30000 pixels; the limit is 50 megapixels"))
    #expect(
      error?.message(for: "bomb.png")
        == "image too large: bomb.png (30000×30000 pixels; the limit is 50 megapixels)")
  }

  @Test func sidesWhoseProductOverflowsAreTooLarge() throws {
    // A PNG header claiming 4294967295 × 4294967157 pixels (Fuzz/Corpus/Picture, found by the
    // picture fuzz target): the pixel count is past Int.max, and used to trap.
    let header = try PictureSamples.fixture(
      "../../../../Fuzz/Corpus/Picture/huge-found-4294967295x4294967157.png")
    let message = "4294967295×4294967157 pixels; the limit is 50 megapixels"
    #expect(throws: PictureError.tooLarge(message)) { try PictureDecoder.header(of: header) }
    #expect(throws: PictureError.tooLarge(message)) { try decode(header) }
    // The largest sides a PNG can claim, each way round with one pixel.
    for (width, height) in [(UInt32.max, UInt32.max), (UInt32.max, 1), (1, UInt32.max)] {
      var png = Array(header[0..<16])
      for side in [width, height] {
        png += (0..<4).map { UInt8(truncatingIfNeeded: side >> (24 - 8 * $0)) }
      }
      #expect(
        throws: PictureError.tooLarge("\(width)×\(height) pixels; the limit is 50 megapixels")
      ) {
        try PictureDecoder.header(of: png)
      }
    }
  }

  @Test func badBytesAreTypedErrorsWithAReason() throws {
    let png = try PictureSamples.fixture("regions.png")
    #expect(throws: PictureError.cannotBeDecoded("empty file")) { try decode([]) }
    #expect(throws: PictureError.cannotBeDecoded("not a PNG, JPEG or GIF file")) {
      try decode(Array("<svg/>".utf8))
    }
    // A file cut short says so, whichever format it is.
    #expect(
      throws: PictureError.cannotBeDecoded(
        "damaged PNG data: the file ends before the picture does")
    ) {
      try decode(Array(png.prefix(100)))
    }
    let jpeg = try PictureSamples.fixture("regions.jpg")
    for length in [100, 250] {
      #expect(
        throws: PictureError.cannotBeDecoded(
          "damaged JPEG data: the file ends before the picture does")
      ) {
        try decode(Array(jpeg.prefix(length)))
      }
    }
    // libpng's and libjpeg's own reasons are shown.
    var corrupt = png
    let idat = try #require(
      (0..<(png.count - 4)).first { png[$0..<($0 + 4)].elementsEqual("IDAT".utf8) })
    corrupt[idat + 6] ^= 0xFF
    #expect {
      try decode(corrupt)
    } throws: { error in
      guard case .cannotBeDecoded(let reason) = error as? PictureError else { return false }
      return reason.hasPrefix("damaged PNG data: ") && reason.count > "damaged PNG data: ".count
    }
  }

  @Test func filesThatAreMissingOrNotPictureFiles() throws {
    #expect(throws: PictureError.notFound) { try PictureDecoder.readFile("/nonexistent/sync.png") }
    #expect(throws: PictureError.unreadable("is a folder")) { try PictureDecoder.readFile("/") }
    #expect(throws: PictureError.unreadable("not a regular file")) {
      try PictureDecoder.readFile("/dev/zero")
    }
    let bytes = try PictureDecoder.readFile(
      PictureSamples.fixtures.appendingPathComponent("regions.png").path)
    #expect(bytes == (try PictureSamples.fixture("regions.png")))
  }

  @Test func messagesForCheck() {
    #expect(PictureError.notFound.message(for: "sync.png") == "image not found: sync.png")
    #expect(
      PictureError.cannotBeDecoded("damaged PNG data").message(for: "a\u{1B}[31m.png")
        == "image cannot be decoded: a\\x1b[31m.png (damaged PNG data)")
  }
}
