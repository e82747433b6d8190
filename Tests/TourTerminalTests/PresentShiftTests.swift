import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

/// A slide shifts each line sideways. ncurses could send that as characters inserted or
/// deleted, and with wide characters it got it wrong (a stray copy of a line's first character
/// for a frame); tour turns that off, so a line is rewritten instead. (In ``PresentTests``'s
/// suite: one tour is on screen at a time.)
extension PresentTests {
  /// Two pages of long CJK lines, which a slide moves sideways over many frames.
  static let cjkTour = Tour(
    pages: [
      Page(
        title: "一",
        paragraphs: [
          "日本語の長い行はここから始まります。この文は折り返しが必要なほど長く、文字が途中で分割されないことを確認します。"
        ]),
      Page(
        title: "二",
        paragraphs: ["守夜人每小时检查一次灯光，并写进日志。灯塔的光每十秒闪一次，船只靠它认路。"]),
    ], settings: TourSettings(slideDuration: .milliseconds(600)))

  /// Where `bytes` insert or delete characters, or enter insert mode (xterm's `ich`, `ich1`,
  /// `dch`, `dch1`, `smir`): the offsets.
  static func characterShifts(in bytes: [UInt8]) -> [Int] {
    var found: [Int] = []
    var index = 0
    while index + 2 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { continue }
      var end = index + 2
      while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
        end += 1
      }
      guard end < bytes.count else { break }
      let digits = bytes[(index + 2)..<end]
      if bytes[end] == UInt8(ascii: "@") || bytes[end] == UInt8(ascii: "P")
        || (bytes[end] == UInt8(ascii: "h") && digits.elementsEqual("4".utf8))
      {
        found.append(index)
      }
    }
    return found
  }

  @Test("a slide of CJK text rewrites lines, never inserts or deletes characters")
  func slidesRewriteLines() async throws {
    let terminal = try PseudoTerminal()
    var options = Self.options(terminal)
    options.reduceMotion = false
    let presentation = Presentation(Self.cjkTour, options: options)
    try await terminal.waitForOutput(containing: "日本語")
    terminal.type("l")
    try await terminal.waitForOutput(containing: "守夜人")
    // Back: the first page's lines come in from the left, each one shifted right frame by frame.
    let before = terminal.written.count
    terminal.type("h")
    try await terminal.waitForOutput("the first page again") {
      Array($0[before...]).containsSequence(Array("日本語".utf8))
    }
    terminal.type("q")
    _ = try await presentation.wait()
    await terminal.close()
    let written = terminal.written
    #expect(Self.characterShifts(in: Array("\u{1B}[3@ \u{1B}[P \u{1B}[4h".utf8)).count == 3)
    #expect(Self.characterShifts(in: written).isEmpty)
  }
}
