import TourKit

/// The numbers of the colour pairs a screen uses, one per (foreground, background) in use,
/// made on first use.
///
/// Pictures make hundreds of pairs each (up to 240 × 241 of them in all), so the terminal's
/// pairs can run out over a long tour. When they do, ``number(for:)`` says so; the presenter
/// then forgets every pair (``recycle()``) and draws the whole frame again with new numbers,
/// which never mixes old numbers with new colours on screen.
struct ColorPairs {
  private struct Key: Hashable {
    let foreground: TerminalColor
    let background: TerminalColor
  }

  private var numbers: [Key: Int32] = [:]
  /// How many pairs the terminal has (pair 0 is the terminal's default colours).
  let capacity: Int
  /// How many times every pair was forgotten to make room.
  private(set) var recycleCount = 0
  /// The most pairs in use at once so far.
  private(set) var mostInUse = 0

  /// What ``number(for:)`` found.
  enum Lookup: Equatable {
    /// The pair exists.
    case known(Int32)
    /// The pair was just numbered: it must be defined (`init_pair`) before use.
    case new(Int32)
    /// Every number is taken.
    case full
  }

  /// Pairs numbered from 1 to `capacity - 1`.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The pair for `style`'s colours: 0 for the terminal's own two.
  mutating func number(for style: CellStyle) -> Lookup {
    if style.foreground == .terminalDefault && style.background == .terminalDefault {
      return .known(0)
    }
    let key = Key(foreground: style.foreground, background: style.background)
    if let number = numbers[key] { return .known(number) }
    guard numbers.count + 1 < capacity else { return .full }
    let number = Int32(numbers.count + 1)
    numbers[key] = number
    mostInUse = max(mostInUse, numbers.count)
    return .new(number)
  }

  /// Forgets every pair, so numbering starts again from 1.
  mutating func recycle() {
    numbers.removeAll(keepingCapacity: true)
    recycleCount += 1
  }
}
