import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

extension PresentTests {
  #if os(Linux)
    /// The process's peak resident memory since ``resetPeakMemory()``, in bytes (`VmHWM`).
    /// Linux only: no other system resets a process's peak (`getrusage` gives the peak of the
    /// whole test run, which other tests set).
    static func peakMemory() -> Int {
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
      return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// Starts counting ``peakMemory()`` from what is resident now.
    static func resetPeakMemory() {
      try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }
  #endif

  /// The largest row and column of a cursor address (`ESC [ row ; column H`) in `bytes`.
  static func farthestCursorAddress(in bytes: [UInt8]) -> (row: Int, column: Int) {
    var farthest = (row: 0, column: 0)
    var index = 0
    while index + 2 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { continue }
      var numbers = [0]
      var end = index + 2
      while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (48...57).contains(bytes[end]) {
        if bytes[end] == UInt8(ascii: ";") {
          numbers.append(0)
        } else {
          numbers[numbers.count - 1] = min(
            numbers[numbers.count - 1] * 10 + Int(bytes[end] - 48), 1 << 30)
        }
        end += 1
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "H"), numbers.count == 2 {
        farthest = (max(farthest.row, numbers[0]), max(farthest.column, numbers[1]))
      }
    }
    return farthest
  }

  @Test("a 65535×65535 terminal, resized to 65535×80 and 80×65535, is drawn in 1000×1000 at most")
  func giantTerminal() async throws {
    // With memory bounded (measured on Linux). How long q takes here is a figure for
    // `make bench`, not a test's budget.
    #if os(Linux)
      Self.resetPeakMemory()
    #endif
    let terminal = try PseudoTerminal(width: 65535, height: 65535)
    let presentation = Presentation(Self.tour, options: Self.options(terminal))
    try await terminal.waitForOutput(containing: "Injected", timeout: .seconds(30))
    var drawn = 1
    for (width, height) in [(65535, 80), (80, 65535)] {
      terminal.resize(width: width, height: height)
      kill(getpid(), SIGWINCH)
      drawn += 1
      // Each resize redraws the whole screen: the title once more.
      try await terminal.waitForOutput("the frame at \(width)×\(height)", timeout: .seconds(30)) {
        $0.occurrences(of: Array("Injected".utf8)) >= drawn
      }
    }
    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    let farthest = Self.farthestCursorAddress(in: terminal.written)
    #expect(farthest.row <= 1000 && farthest.column <= 1000, "drawn at \(farthest)")
    // ncurses' three screens and two canvases at 1000×1000 take about 160 MB; 65535×65535
    // cells would take hundreds of gigabytes.
    #if os(Linux)
      #expect(Self.peakMemory() < 600 << 20, "peak \(Self.peakMemory() >> 20) MB")
    #endif
    await terminal.close()
  }
}

extension Array where Element == UInt8 {
  /// How many times `needle` occurs, without overlaps.
  func occurrences(of needle: [UInt8]) -> Int {
    var count = 0
    var start = 0
    while start + needle.count <= self.count {
      if self[start..<(start + needle.count)].elementsEqual(needle) {
        count += 1
        start += needle.count
      } else {
        start += 1
      }
    }
    return count
  }
}
