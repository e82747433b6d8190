/// How a running tour behaves and speaks: animation, glyphs, chrome language, hints.
package struct TourOptions: Equatable, Sendable {
  /// How long an animated page change takes; `.zero` turns animation off (reduced motion).
  package var slideDuration: Duration
  /// Whether non-ASCII glyphs (dots, arrows, rounded boxes) may be drawn.
  package var unicode: Bool
  /// Without ``unicode``: whether boxes and table rules are drawn with the terminal's own
  /// line-drawing characters (a VT100's alternate character set) instead of `+-|`. The canvas
  /// then holds the Unicode box characters they stand for; the terminal layer sends them as
  /// the terminal's.
  package var lineDrawing: Bool
  /// How wide the terminal draws emoji sequences; Unicode's rule until the terminal says.
  package var widths: WidthRule
  /// The chrome's words.
  @Indirect package var labels: ChromeLabels
  /// Whether the key hint is shown on the bottom row (when there is room).
  package var showsHints: Bool
  /// The colours pictures are converted with; `nil` shows each image as its alt text in a
  /// frame (a terminal without colour, or a host that wants no pictures).
  package var pictures: PictureColorMode?
  /// Whether the user asked for reduced motion (`--no-animation`), which no tour setting
  /// overrides: ``adoptSettings(of:)`` keeps ``slideDuration`` at zero.
  var reducesMotion = false
  /// Every page shown and reachable whatever the answers: no `when:` condition hides a page
  /// and no required question holds the tour on its page (`tour --render`, `tour --check`).
  var previewsEveryPage = false
  /// The keys of the steps whose commands the program showing the tour supplied; any other
  /// step is shown as not available and never holds the tour.
  package var availableSteps: Set<String> = []

  /// The default slide: 300 ms, like a UIScrollView paging animation.
  package static let defaultSlideDuration: Duration = .milliseconds(300)

  /// Creates options.
  package init(
    slideDuration: Duration = TourOptions.defaultSlideDuration, unicode: Bool = true,
    lineDrawing: Bool = false, labels: ChromeLabels = .english, showsHints: Bool = true,
    widths: WidthRule = .unicode, pictures: PictureColorMode? = nil
  ) {
    self.slideDuration = slideDuration
    self.unicode = unicode
    self.lineDrawing = lineDrawing
    self.widths = widths
    self.labels = labels
    self.showsHints = showsHints
    self.pictures = pictures
  }

  /// The options a tour's own settings ask for, with the user's reduced-motion wish on top.
  package init(
    for tour: Tour, reduceMotion: Bool, unicode: Bool, lineDrawing: Bool = false,
    labels: ChromeLabels, pictures: PictureColorMode? = nil
  ) {
    self.init(unicode: unicode, lineDrawing: lineDrawing, labels: labels, pictures: pictures)
    reducesMotion = reduceMotion
    adoptSettings(of: tour)
  }

  /// Takes the animation and hints `tour`'s front matter asks for (a reloaded tour file's),
  /// keeping the user's reduced-motion wish, the terminal's glyphs and widths and the labels.
  mutating func adoptSettings(of tour: Tour) {
    slideDuration =
      reducesMotion ? .zero : tour.settings.slideDuration ?? TourOptions.defaultSlideDuration
    showsHints = tour.settings.showsHints
  }

  /// Whether page changes and fades animate.
  package var animates: Bool { slideDuration > .zero }

  /// The glyph set for ``unicode`` and ``lineDrawing``.
  package var glyphs: Glyphs { Glyphs.shared(unicode: unicode, lineDrawing: lineDrawing) }
}

/// How a tour ended.
package enum TourOutcome: Equatable, Sendable {
  /// The user finished it from the last page (Enter, or the Start button).
  case finished
  /// The user left early (q or Esc), on this page.
  case skipped(atPage: Int)
}
