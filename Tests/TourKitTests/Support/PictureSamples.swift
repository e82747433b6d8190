import Foundation

@testable import TourKit

/// Pictures made in memory, the picture fixtures on disk, and what a cell looks like.
enum PictureSamples {
  /// The system's picture libraries (the tests need `libstb0` and `libchafa0`).
  static func libraries() throws -> PictureLibraries { try PictureLibraries.system.get() }

  /// A `width` × `height` picture whose pixel at (x, y) is `color(x, y)` as (r, g, b, a).
  static func picture(
    width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) -> Picture {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = color(x, y)
        bytes += [r, g, b, a]
      }
    }
    return Picture(
      width: width, height: height, pixels: RGBAPixels(width: width, height: height, bytes: bytes))
  }

  static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
  static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
  static let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

  /// 32 × 32: a transparent band 8 pixels high on top, then red on the left half and blue on
  /// the right: at 16 × 8 cells, rows 0–1 are transparent and the colours meet at column 8.
  static let regions = picture(width: 32, height: 32) { x, y in
    y < 8 ? clear : x < 16 ? red : blue
  }

  /// The folder of picture fixtures.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/pictures")

  /// The fuzz corpus of picture files.
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus/Picture")

  /// The bytes of a fixture.
  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
  }

  /// The colour a palette index stands for on xterm (0–15 at xterm's defaults).
  static func rgb(_ index: UInt8) -> (Int, Int, Int) {
    let basic = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
      (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    switch Int(index) {
    case 0..<16: return basic[Int(index)]
    case 16..<232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = Int(index) - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = 8 + 10 * (Int(index) - 232)
      return (grey, grey, grey)
    }
  }

  /// Whether `color` is a palette colour within `tolerance` of (r, g, b) on every channel.
  static func color(
    _ color: TerminalColor, isNear target: (UInt8, UInt8, UInt8, UInt8), tolerance: Int = 60
  ) -> Bool {
    guard case .indexed(let index) = color else { return false }
    let (r, g, b) = rgb(index)
    return abs(r - Int(target.0)) <= tolerance && abs(g - Int(target.1)) <= tolerance
      && abs(b - Int(target.2)) <= tolerance
  }

  /// The colours a cell shows on screen: what its symbol covers and what it leaves, after
  /// reverse video; a blank cell shows its background alone.
  static func visibleColors(_ cell: Cell) -> [TerminalColor] {
    var (ink, paper) = (cell.style.foreground, cell.style.background)
    if cell.style.attributes.contains(.reverse) { swap(&ink, &paper) }
    return cell.text == " " ? [paper] : [ink, paper]
  }

  /// For a half-block cell (`▀`, `▄`, space): the colours of its top and bottom halves.
  static func halves(_ cell: Cell) -> (top: TerminalColor, bottom: TerminalColor)? {
    var (ink, paper) = (cell.style.foreground, cell.style.background)
    if cell.style.attributes.contains(.reverse) { swap(&ink, &paper) }
    switch cell.text {
    case " ": return (paper, paper)
    case "▀": return (ink, paper)
    case "▄": return (paper, ink)
    default: return nil
    }
  }
}
