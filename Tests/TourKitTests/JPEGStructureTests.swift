import Foundation
import Testing

@testable import TourKit

/// JPEGs that leave a table or a component undefined: stb_image decodes them from memory it
/// never wrote (pixels that change from run to run), so they are refused before decoding.
@Suite("JPEG structure")
struct JPEGStructureTests {
  private static func corpus(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: PictureSamples.corpus.appendingPathComponent(name)))
  }

  /// The file's parts: the start of the image, then each marker with its segment (a scan with
  /// its entropy-coded data), in order.
  private static func parts(_ file: [UInt8]) -> [[UInt8]] {
    var parts = [Array(file[0..<2])]
    var offset = 2
    while offset + 4 <= file.count, file[offset] == 0xFF, file[offset + 1] != 0xD9 {
      var end = offset + 2 + (Int(file[offset + 2]) << 8 | Int(file[offset + 3]))
      if file[offset + 1] == 0xDA {
        while end + 1 < file.count,
          !(file[end] == 0xFF && file[end + 1] != 0 && !(0xD0...0xD7).contains(file[end + 1]))
        {
          end += 1
        }
      }
      parts.append(Array(file[offset..<end]))
      offset = end
    }
    parts.append(Array(file[offset...]))
    return parts
  }

  /// `file` without the parts `drop` picks.
  private static func without(_ file: [UInt8], _ drop: ([UInt8]) -> Bool) -> [UInt8] {
    parts(file).filter { !drop($0) }.flatMap { $0 }
  }

  private static func decode(_ file: [UInt8]) throws -> Result<Picture, PictureError> {
    let stb = try PictureSamples.libraries().stb
    do throws(PictureError) {
      return .success(try PictureDecoder.decode(file, with: stb))
    } catch {
      return .failure(error)
    }
  }

  /// Whether stb_image alone decodes `file` (without TourKit's checks).
  private static func stbDecodes(_ file: [UInt8]) throws -> Bool {
    try PictureSamples.libraries().stb.withPixels(of: file) { _, _, _ in true } ?? false
  }

  @Test(arguments: ["valid-baseline.jpg", "valid-gray.jpg", "valid-progressive.jpg"])
  func validFilesLeaveNothingUndefined(name: String) throws {
    let file = try Self.corpus(name)
    #expect(JPEGStructure.undefinedPart(of: file) == nil)
    #expect(try Self.decode(file).get().width > 0)
  }

  @Test func theFuzzersFindsAreRefused() throws {
    // All lack the quantisation tables their components use (bytes that are not a marker
    // stand where the tables were; the second's are swallowed by the APP0 segment), and
    // stb_image decodes all; converting any twice gave different cells. In the third, the
    // scan's data ends in a run of 0xFF bytes then a zero: stuffed data to stb_image, not a
    // marker, so the walk must go on to the end-of-image marker after it.
    for name in [
      "broken-found-no-quantisation-tables.jpg", "broken-found-quantisation-table-in-app0.jpg",
      "broken-found-fill-bytes-before-stuffed-zero.jpg",
    ] {
      let file = try Self.corpus(name)
      #expect(try Self.stbDecodes(file), "stb_image alone decodes \(name)")
      #expect(
        try Self.decode(file)
          == .failure(.cannotBeDecoded("damaged JPEG data: quantisation table 0 is not defined")))
    }
  }

  @Test func aMissingQuantisationTableIsRefused() throws {
    let file = Self.without(try Self.corpus("valid-baseline.jpg")) { $0[1] == 0xDB }
    #expect(try Self.stbDecodes(file))
    #expect(
      try Self.decode(file)
        == .failure(.cannotBeDecoded("damaged JPEG data: quantisation table 0 is not defined")))
  }

  @Test func aMissingHuffmanTableIsRefused() throws {
    // Whether stb_image decodes these depends on what its uninitialised tables hold.
    let baseline = try Self.corpus("valid-baseline.jpg")
    // Table class and number follow the marker and length: 0x01 is DC1, 0x10 AC0.
    let noDC1 = Self.without(baseline) { $0[1] == 0xC4 && $0[4] == 0x01 }
    #expect(
      try Self.decode(noDC1)
        == .failure(.cannotBeDecoded("damaged JPEG data: Huffman table DC1 is not defined")))
    let noAC0 = Self.without(baseline) { $0[1] == 0xC4 && $0[4] == 0x10 }
    #expect(JPEGStructure.undefinedPart(of: noAC0) == "Huffman table AC0 is not defined")
  }

  @Test func aComponentNoScanFillsIsRefused() throws {
    // No scan at all: stb_image decodes it, from its buffers as it allocated them.
    let noScans = Self.without(try Self.corpus("valid-baseline.jpg")) { $0[1] == 0xDA }
    #expect(try Self.stbDecodes(noScans))
    #expect(
      try Self.decode(noScans)
        == .failure(.cannotBeDecoded("damaged JPEG data: component 1 is in no scan")))

    // The grey file's frame given three components, its one scan filling the first.
    let gray = Self.parts(try Self.corpus("valid-gray.jpg"))
    let frame = gray.firstIndex { $0[1] == 0xC0 }!
    var parts = gray
    parts[frame] =
      [0xFF, 0xC0, 0x00, 17] + gray[frame][4..<9] + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
    let threeComponents = parts.flatMap { $0 }
    #expect(try Self.stbDecodes(threeComponents))
    #expect(JPEGStructure.undefinedPart(of: threeComponents) == "component 2 is in no scan")

    // The progressive file's first scan is the DC of all three components, the only scan
    // that clears their coefficients; the later DC scan only refines it.
    let progressive = try Self.corpus("valid-progressive.jpg")
    let firstDC = Self.parts(progressive).first { $0[1] == 0xDA }!
    let noFirstDC = Self.without(progressive) { $0 == firstDC }
    #expect(JPEGStructure.undefinedPart(of: noFirstDC) == "component 1 is in no scan")
  }

  @Test func anUndefinedTableIsRefusedEvenInATruncatedFile() throws {
    // The scan is decoded before stb_image finds the file truncated: with an undefined table
    // it read outside its tables (a segmentation fault; found by fuzzing).
    let crash = try Self.corpus("broken-found-undefined-huffman-table.jpg")
    #expect(
      try Self.decode(crash)
        == .failure(.cannotBeDecoded("damaged JPEG data: Huffman table AC0 is not defined")))
    let noTables = Self.without(try Self.corpus("valid-baseline.jpg")) { $0[1] == 0xDB }
    #expect(
      JPEGStructure.undefinedPart(of: Array(noTables.dropLast(2)))
        == "quantisation table 0 is not defined")
  }

  @Test func anUnfilledComponentIsLeftToTheDecoderWithoutTheEnd() throws {
    // stb_image reads the components only after the end-of-image marker: without it, it fails
    // by itself, and what it fails with is its own message.
    let noScans = Self.without(try Self.corpus("valid-baseline.jpg")) { $0[1] == 0xDA }
    let truncated = Array(noScans.dropLast(2))
    #expect(try !Self.stbDecodes(truncated))
    #expect(JPEGStructure.undefinedPart(of: truncated) == nil)
    #expect(try Self.decode(truncated) == .failure(.cannotBeDecoded("damaged JPEG data")))
  }

  @Test func theWalkEndsOnAnyBytes() {
    // Truncations and garbage without a frame header: nothing stb_image would decode, so
    // nothing undefined; and never a trap or an endless walk.
    let start: [UInt8] = [0xFF, 0xD8]
    for tail: [UInt8] in [
      [], [0xFF], [0xFF, 0xDA], [0xFF, 0xDA, 0x00, 0x00], [0xFF, 0xDA, 0xFF, 0xFF, 0x01],
      [0xFF, 0xC0, 0x00, 0x02], [0xFF, 0xC4, 0x00, 0x13, 0x00] + Array(repeating: 0xFF, count: 16),
      [0xFF, 0xDB, 0x00, 0x03, 0x10], [0x00, 0xFF, 0xD9],
    ] {
      #expect(JPEGStructure.undefinedPart(of: start + tail) == nil, "\(tail)")
    }
  }
}
