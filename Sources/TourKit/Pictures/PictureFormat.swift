/// The formats passed to stb_image, recognised by their first bytes. stb_image reads more
/// (PSD, HDR, PIC, TGA — the last one with no signature at all), but those loaders are the
/// least tested against hostile files, so they are never reached.
package enum PictureFormat: CaseIterable {
  case png, jpeg, gif

  /// The format's usual name, for messages.
  var name: String {
    switch self {
    case .png: return "PNG"
    case .jpeg: return "JPEG"
    case .gif: return "GIF"
    }
  }

  /// The file's format from its signature, or `nil`.
  init?(signatureOf file: [UInt8]) {
    guard
      let format = PictureFormat.allCases.first(where: {
        $0.signatures.contains(where: file.starts)
      })
    else { return nil }
    self = format
  }

  /// The width and height the header gives, read here rather than by stb_image, which
  /// reports a PNG or JPEG above its own limit (1 GiB decoded) as merely of "unknown image
  /// type". `nil` when the header is not where it should be.
  func dimensions(in file: [UInt8]) -> (width: Int, height: Int)? {
    switch self {
    case .png:
      // Signature, IHDR's length and name, then the width and height as 32-bit numbers.
      guard file.count >= 24, file[12..<16].elementsEqual("IHDR".utf8) else { return nil }
      return (number(file[16..<20]), number(file[20..<24]))
    case .gif:
      // The logical screen, which stb_image allocates whole for the first frame.
      guard file.count >= 10 else { return nil }
      return (number(file[6..<8].reversed()), number(file[8..<10].reversed()))
    case .jpeg:
      return jpegFrameSize(in: file)
    }
  }

  /// A JPEG's size from its first frame header (SOF0–SOF15), found by walking the segments:
  /// every step moves forward, so the walk ends for any bytes.
  private func jpegFrameSize(in file: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset + 4 <= file.count, file[offset] == 0xFF {
      let marker = file[offset + 1]
      switch marker {
      case 0xFF: offset += 1  // fill byte
      case 0xD0...0xD8, 0x01: offset += 2  // markers without a segment
      case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
        guard offset + 9 <= file.count else { return nil }
        return (number(file[offset + 7..<offset + 9]), number(file[offset + 5..<offset + 7]))
      case 0xD9, 0xDA: return nil  // the end, or image data before any frame header
      default: offset += 2 + number(file[offset + 2..<offset + 4])
      }
    }
    return nil
  }

  /// Bytes as a big-endian number.
  private func number(_ bytes: some Sequence<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  private var signatures: [[UInt8]] {
    switch self {
    case .png: return [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]]
    case .jpeg: return [[0xFF, 0xD8, 0xFF]]
    case .gif: return [Array("GIF87a".utf8), Array("GIF89a".utf8)]
    }
  }
}
