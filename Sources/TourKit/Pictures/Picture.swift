/// A decoded picture: its size as the file gives it, and its pixels, kept at most
/// ``maximumKeptSide`` pixels on their longer side.
///
/// A screen never shows more: a picture is at most a few hundred cells wide, and libchafa
/// samples eight pixels per cell. Keeping the pixels small bounds both memory (4 MiB at most
/// per picture) and the time of every later conversion, whatever size the file is.
package struct Picture: Equatable, Sendable {
  /// Width in the file, in pixels.
  package let width: Int
  /// Height in the file, in pixels.
  package let height: Int
  /// The pixels that are kept.
  let pixels: RGBAPixels

  /// The longest side the kept pixels have.
  static let maximumKeptSide = 1024

  /// Creates a picture from pixels already small enough, and the size of the file they came
  /// from.
  init(width: Int, height: Int, pixels: RGBAPixels) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The size of pixels kept for a `width` × `height` picture: the same, or smaller with the
  /// aspect kept so the longer side is ``maximumKeptSide``.
  static func keptSize(width: Int, height: Int) -> (width: Int, height: Int) {
    let side = maximumKeptSide
    guard max(width, height) > side else { return (width, height) }
    func scaled(_ short: Int, _ long: Int) -> Int {
      max(1, Int((Double(short) * Double(side) / Double(long)).rounded()))
    }
    return width >= height ? (side, scaled(height, width)) : (scaled(width, height), side)
  }
}

/// Pixels as 8-bit R, G, B, A (alpha not premultiplied), row after row.
struct RGBAPixels: Equatable, Sendable {
  /// Pixels across.
  package let width: Int
  /// Pixels down.
  package let height: Int
  /// `width × height × 4` bytes.
  let bytes: [UInt8]

  /// Wraps `bytes`, which must hold `width × height` pixels.
  init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(width > 0 && height > 0 && bytes.count == width * height * 4)
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// How much memory the pixels take.
  var byteCount: Int { bytes.count }

  /// Whether most of the opaque pixels are dark (luminance below half, Rec. 709 weights): the
  /// tone a two-tone picture draws in ink (``PictureColorMode/twoTone``), so that a dark logo on
  /// a transparent background shows as well as a light one.
  var isMostlyDark: Bool {
    var dark = 0
    var opaque = 0
    for offset in stride(from: 0, to: bytes.count, by: 4) where bytes[offset + 3] >= 128 {
      opaque += 1
      let luminance =
        2126 * Int(bytes[offset]) + 7152 * Int(bytes[offset + 1]) + 722 * Int(bytes[offset + 2])
      if luminance < 10_000 * 128 { dark += 1 }
    }
    return dark * 2 > opaque
  }

  /// The pixels enlarged to `newWidth` × `newHeight` (at least as large), each pixel repeated
  /// (nearest neighbour): edges stay sharp.
  func repeated(toWidth newWidth: Int, height newHeight: Int) -> RGBAPixels {
    guard newWidth != width || newHeight != height else { return self }
    var enlarged = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    for y in 0..<newHeight {
      let sourceRow = y * height / newHeight * width
      for x in 0..<newWidth {
        let from = (sourceRow + x * width / newWidth) * 4
        let to = (y * newWidth + x) * 4
        enlarged[to] = bytes[from]
        enlarged[to + 1] = bytes[from + 1]
        enlarged[to + 2] = bytes[from + 2]
        enlarged[to + 3] = bytes[from + 3]
      }
    }
    return RGBAPixels(width: newWidth, height: newHeight, bytes: enlarged)
  }
}
