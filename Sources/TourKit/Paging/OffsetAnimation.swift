/// A slide of the content offset from one value to another over a time span, eased out.
///
/// An animation is plain state (from, to, start, duration): nothing ticks it. Asking for its
/// value at a time is all there is, so retargeting is making a new one that starts where the old
/// one is now.
struct OffsetAnimation: Equatable, Sendable {
  /// The offset at `start`.
  let from: Double
  /// The offset at `start + duration`.
  let to: Double
  /// When it began, on the tour's clock.
  package let start: Duration
  /// How long it takes.
  let duration: Duration

  /// Creates an animation.
  init(from: Double, to: Double, start: Duration, duration: Duration) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
  }

  /// The fraction of the time elapsed at `now`, from 0 to 1.
  func progress(at now: Duration) -> Double {
    guard duration > .zero else { return 1 }
    let fraction = (now - start) / duration
    return min(max(fraction, 0), 1)
  }

  /// The offset at `now`: ease-out cubic, fast at first and gentle on arrival.
  func value(at now: Duration) -> Double {
    let t = progress(at: now)
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    return from + (to - from) * eased
  }

  /// Whether the animation has arrived at `now`.
  func isFinished(at now: Duration) -> Bool { now >= start + duration }
}
