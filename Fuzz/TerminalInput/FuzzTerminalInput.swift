import FuzzSupport
import TourKit

/// The fuzz target: the bytes are what a terminal sends, read in chunks at times chosen
/// by the input, decoded by ``InputDecoder`` and handed to ``TourState`` as the full-screen
/// loop does, with resizes (1×1 up to 65535×65535) and renders in between.
///
/// The input is read from both ends, like LLVM's FuzzedDataProvider: terminal bytes from the
/// front, choices (chunk lengths, pauses, resizes, renders, the tour) from the back. A corpus
/// file that is a plain byte stream thus runs as one read of all of it; the fuzzer learns to
/// split it by growing the tail.
///
/// After everything is fed, a pause past the decoder's deadline and then `q` must yield the
/// `q` key (nothing wedges the input), and `q` must end the tour.
func fuzzTerminalInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzedBytes(Array(UnsafeBufferPointer(start: data, count: count)))
  var session = Session(tourChoice: input.choice(), animationChoice: input.choice())
  while !input.isEmpty {
    let readChoice = input.choice()
    // No choice left: the rest is one read.
    let chunk = readChoice == 0 ? input.restOfData() : input.data(count: Int(readChoice & 0x0F) + 1)
    session.wait(FuzzedBytes.pauses[Int(readChoice >> 4)])
    session.read(chunk)
    let action = input.choice()
    if action & 0b0111 == 0b0111 {
      session.resize(to: FuzzedBytes.sizes[Int(input.choice()) % FuzzedBytes.sizes.count])
    }
    if action & 0b1000 != 0 { session.tick() }
    if action & 0b111_0000 == 0b111_0000 { session.render() }
  }
  session.quitAfterPause()
  return 0
}

/// An input read from both ends: data from the front, choices from the back.
struct FuzzedBytes {
  private let bytes: [UInt8]
  private var front = 0
  private var back: Int

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    back = bytes.count
  }

  /// Every byte has been taken.
  var isEmpty: Bool { front == back }

  /// The next choice from the back, or 0 once the input is used up.
  mutating func choice() -> UInt8 {
    guard back > front else { return 0 }
    back -= 1
    return bytes[back]
  }

  /// Up to `count` data bytes from the front.
  mutating func data(count: Int) -> ArraySlice<UInt8> {
    let end = min(front + count, back)
    defer { front = end }
    return bytes[front..<end]
  }

  /// All data bytes left.
  mutating func restOfData() -> ArraySlice<UInt8> { data(count: back - front) }

  /// Pauses before a read, by the high four bits of its choice: mostly none (a terminal sends a
  /// key's bytes in one burst, and a sequence cut by a pause is dropped), then around the
  /// decoder's sequence timeout (25 ms), around the paste timeout (500 ms), and long.
  static let pauses: [Duration] =
    Array(repeating: .zero, count: 8) + [
      .milliseconds(1), .milliseconds(24), .milliseconds(25), .milliseconds(26),
      .milliseconds(499), .milliseconds(500), .milliseconds(501), .seconds(30),
    ]

  /// Screen sizes a terminal may report (its window size is two 16-bit numbers, 0 refused).
  static let sizes: [(width: Int, height: Int)] = [
    (1, 1), (2, 1), (1, 2), (19, 8), (20, 9), (40, 12), (80, 24), (81, 25), (132, 43),
    (300, 120), (1000, 1000), (65535, 1), (1, 65535), (65535, 65535),
  ]
}
