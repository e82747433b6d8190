import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

/// ncurses sets the terminal's scroll region to its screen's height, and a screen sized from
/// terminfo is 24 lines: the terminal is handed back with its region the whole window, or a
/// taller one would scroll its shell (or the command after the tour) in its top 24 rows. (In
/// ``PresentTests``'s suite: one tour is on screen at a time.)
extension PresentTests {
  /// The scroll regions `bytes` set (`ESC [ top ; bottom r`), in order.
  static func scrollRegions(in bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var found: [String] = []
    var rest = text[...]
    while let start = rest.range(of: "\u{1B}[") {
      let tail = rest[start.upperBound...]
      let digits = tail.prefix { $0.isNumber || $0 == ";" }
      if tail.dropFirst(digits.count).first == "r" { found.append(String(digits)) }
      rest = tail
    }
    return found
  }

  @Test("the terminal is handed back with the whole window to scroll in", arguments: [40, 24])
  func theScrollRegionIsTheWholeWindowAfter(rows: Int) async throws {
    let terminal = try PseudoTerminal(width: 100, height: rows)
    let presentation = Presentation(PresentTests.cjkTour, options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "日本語")
    // A window made shorter on the way keeps its region whole too.
    terminal.resize(width: 100, height: rows - 4)
    terminal.type("q")
    _ = try await presentation.wait()
    try await terminal.waitForOutput(containing: "\u{1B}[?1049l")
    await terminal.close()
    let regions = Self.scrollRegions(in: terminal.written)
    #expect(Self.scrollRegions(in: Array("a\u{1B}[1;24rb\u{1B}[5;6r".utf8)) == ["1;24", "5;6"])
    // newterm's, at terminfo's size, comes before the tour takes the screen; the one it draws
    // under is the window's.
    #expect(regions.dropFirst().first == "1;\(rows)", "\(regions)")
    #expect(regions.last == "1;\(rows - 4)", "\(regions)")
  }
}
