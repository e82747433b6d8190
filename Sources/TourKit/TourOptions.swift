/// Behaviour switches for a running tour.
public struct TourOptions: Equatable, Sendable {
  /// How long an animated page change takes; `.zero` turns animation off (reduced motion).
  public var slideDuration: Duration

  /// The default slide: 300 ms, like a UIScrollView paging animation.
  public static let defaultSlideDuration: Duration = .milliseconds(300)

  /// Creates options.
  public init(slideDuration: Duration = TourOptions.defaultSlideDuration) {
    self.slideDuration = slideDuration
  }

  /// Whether page changes and fades animate.
  public var animates: Bool { slideDuration > .zero }
}

/// How a tour ended.
public enum TourOutcome: Equatable, Sendable {
  /// The user finished it from the last page (Enter, or the Start button).
  case finished
  /// The user left early (q or Esc), on this page.
  case skipped(atPage: Int)
}
