import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

/// Accessible mode's input: lines as typed or piped, a byte at a time, and a line too long for
/// an answer read in blocks.
@Suite("LineReader")
struct LineReaderTests {
  /// Input served from `bytes`, as `read(2)` of a pipe would, counting the reads.
  final class Input {
    let bytes: [UInt8]
    var offset = 0
    var reads = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Platform.ReadResult {
      reads += 1
      guard offset < bytes.count else { return .end }
      let count = min(buffer.count, bytes.count - offset)
      bytes.withUnsafeBytes { source in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
      }
      offset += count
      return .bytes(count)
    }
  }

  func reader(_ input: Input) -> LineReader {
    LineReader(descriptor: -1, read: input.read)
  }

  @Test func linesSayWhetherTheyEndedWithALineBreak() {
    let input = Input(Array("2\r\nAd".utf8))
    var reader = reader(input)
    #expect(reader.next() == LineReader.Line(input: .line("2"), endsWithLineBreak: true))
    // Ctrl-D after part of a line on a terminal, or a last line without a break.
    #expect(reader.next() == LineReader.Line(input: .line("Ad"), endsWithLineBreak: false))
    #expect(reader.next() == LineReader.Line(input: .end, endsWithLineBreak: false))
  }

  @Test func aShortLineTakesNoBytePastIt() {
    let input = Input(Array("1\nthe host's\n".utf8))
    var reader = reader(input)
    #expect(reader.next().input == .line("1"))
    #expect(input.offset == 2)
  }

  @Test func aHugeLineIsReadInBlocksAndRefused() {
    // Ten megabytes on one line: a byte at a time would be ten million reads.
    let size = 10 << 20
    let input = Input([UInt8](repeating: UInt8(ascii: "1"), count: size) + Array("\n2\n".utf8))
    var reader = reader(input)
    #expect(reader.next() == LineReader.Line(input: .tooLong, endsWithLineBreak: true))
    #expect(reader.next() == LineReader.Line(input: .line("2"), endsWithLineBreak: true))
    #expect(reader.next().input == .end)
    #expect(input.reads <= LineReader.lineLimit + size / LineReader.blockSize + 4)
  }

  @Test func aFileGetsBackWhatWasReadPastTheLastLine() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("line-reader-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let long = [UInt8](repeating: UInt8(ascii: "1"), count: 100_000)
    try Data(long + Array("\n2\nthe host's own input\n".utf8)).write(
      to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var reader = LineReader(descriptor: descriptor)
    #expect(reader.next().input == .tooLong)
    #expect(reader.next().input == .line("2"))
    reader.giveBackUnread()
    var rest = [UInt8](repeating: 0, count: 100)
    let count = read(descriptor, &rest, rest.count)
    #expect(String(decoding: rest.prefix(max(0, count)), as: UTF8.self) == "the host's own input\n")
  }

  @Test func aLineOfExactlyTheLimitIsKept() {
    let line = String(repeating: "a", count: LineReader.lineLimit)
    var reader = reader(Input(Array((line + "\n").utf8)))
    #expect(reader.next().input == .line(line))
  }
}
