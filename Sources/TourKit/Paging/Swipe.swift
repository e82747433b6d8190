/// A horizontal drag of the content with the pointer: follows the pointer column for column and
/// knows, on release, how far and how fast it went.
struct Swipe: Equatable, Sendable {
  /// The pointer column where the button went down.
  let startX: Int
  /// The content offset when the button went down (the content is caught where it was).
  let startOffset: Double
  /// The page the swipe decides from: the page that was current when it began.
  let startPage: Int
  /// Recent pointer positions with their times, oldest first, for the release speed.
  private(set) var samples: [Sample]

  /// A pointer position at a time.
  struct Sample: Equatable, Sendable {
    var x: Int
    var time: Duration
  }

  /// How far back the release speed looks.
  static let velocityWindow: Duration = .milliseconds(100)

  /// Starts a swipe at pointer column `x`, with the content at `offset` on `page`.
  init(x: Int, offset: Double, page: Int, at now: Duration) {
    startX = x
    startOffset = offset
    startPage = page
    samples = [Sample(x: x, time: now)]
  }

  /// The latest pointer column.
  var currentX: Int { samples.last?.x ?? startX }

  /// Columns dragged toward the next page (the pointer moving left pulls the next page in).
  var distance: Double { Double(startX - currentX) }

  /// Records the pointer at column `x`.
  mutating func move(to x: Int, at now: Duration) {
    // Only the last ~100 ms matter for the release speed.
    let newest = Sample(x: x, time: now)
    samples.removeAll { now - $0.time > Swipe.velocityWindow }
    samples.append(newest)
  }

  /// The unclamped content offset that keeps the grabbed column under the pointer.
  package var offset: Double { startOffset + distance }

  /// The speed toward the next page in columns per second over the last ~100 ms before `now`.
  func velocity(at now: Duration) -> Double {
    guard let last = samples.last else { return 0 }
    let recent = samples.filter { now - $0.time <= Swipe.velocityWindow }
    guard let first = recent.first, first != last else { return 0 }
    let seconds = (last.time - first.time) / .seconds(1)
    guard seconds > 0 else { return 0 }
    return Double(first.x - last.x) / seconds
  }
}
