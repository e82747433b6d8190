/// How a running tour behaves and speaks: animation, glyphs, chrome language, hints.
public struct TourOptions: Equatable, Sendable {
  /// How long an animated page change takes; `.zero` turns animation off (reduced motion).
  public var slideDuration: Duration
  /// Whether non-ASCII glyphs (dots, arrows, rounded boxes) may be drawn.
  public var unicode: Bool
  /// The chrome's words.
  public var labels: ChromeLabels
  /// Whether the key hint is shown on the bottom row (when there is room).
  public var showsHints: Bool
  /// The colours pictures are converted with; `nil` shows each image as its alt text in a
  /// frame (a terminal without colour, or a host that wants no pictures).
  public var pictures: PictureColorMode?

  /// The default slide: 300 ms, like a UIScrollView paging animation.
  public static let defaultSlideDuration: Duration = .milliseconds(300)

  /// Creates options.
  public init(
    slideDuration: Duration = TourOptions.defaultSlideDuration, unicode: Bool = true,
    labels: ChromeLabels = .english, showsHints: Bool = true, pictures: PictureColorMode? = nil
  ) {
    self.slideDuration = slideDuration
    self.unicode = unicode
    self.labels = labels
    self.showsHints = showsHints
    self.pictures = pictures
  }

  /// The options a tour's own settings ask for, with the user's reduced-motion wish on top.
  public init(
    for tour: Tour, reduceMotion: Bool, unicode: Bool, labels: ChromeLabels,
    pictures: PictureColorMode? = nil
  ) {
    self.init(
      slideDuration: reduceMotion
        ? .zero : tour.settings.slideDuration ?? TourOptions.defaultSlideDuration,
      unicode: unicode, labels: labels, showsHints: tour.settings.showsHints, pictures: pictures)
  }

  /// Whether page changes and fades animate.
  public var animates: Bool { slideDuration > .zero }

  /// The glyph set for ``unicode``.
  public var glyphs: Glyphs { Glyphs(unicode: unicode) }
}

/// How a tour ended.
public enum TourOutcome: Equatable, Sendable {
  /// The user finished it from the last page (Enter, or the Start button).
  case finished
  /// The user left early (q or Esc), on this page.
  case skipped(atPage: Int)
}
