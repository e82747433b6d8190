import FuzzSupport
import TourKit

/// What must hold for anything a tour file produces. A failed check stops the fuzzer as a
/// crash does, and leaves the input as a reproducer.
enum TourFileChecks {
  /// `text` has no control character but those in `kept` (a one-line message keeps none).
  static func printable(_ text: String, keeping kept: Set<Unicode.Scalar>, what: String) {
    if let scalar = text.unicodeScalars.first(where: { $0.isControlCharacter && !kept.contains($0) }
    ) {
      fatalError("\(what) holds control character U+\(String(scalar.value, radix: 16))")
    }
  }

  /// A full screen: exactly the size asked for, and no control character in any cell.
  static func canvas(_ canvas: Canvas, size: ScreenSize) {
    require(
      canvas.width == size.width && canvas.height == size.height
        && canvas.cells.count == size.width * size.height,
      "a \(size) screen was drawn as \(canvas.width)×\(canvas.height)")
    for cell in canvas.cells {
      for scalar in cell.text.unicodeScalars where scalar.isControlCharacter {
        fatalError("a screen cell holds control character U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  /// `tour --render` output: one line per row, none wider than the screen.
  static func screen(_ text: String, size: ScreenSize) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    require(lines.count == size.height, "--render printed \(lines.count) rows for \(size)")
    for line in lines {
      require(
        DisplayWidth.of(line) <= size.width,
        "--render printed a row \(DisplayWidth.of(line)) columns wide for \(size)")
    }
  }
}
