/// An onboarding tour: pages shown one at a time, how its chrome looks, and its settings.
public struct Tour: Equatable, Sendable {
  /// The pages, in order; a valid tour has at least one.
  public var pages: [Page]
  /// The Start label and colours (the front matter's `start`, `accent`, `dot`, `current-dot`).
  public var style: TourStyle
  /// Title, version, animation and hints, from the file's front matter.
  public var settings: TourSettings
  /// Every question of the tour file, in the order its pages ask them — also those on pages a
  /// launch gate leaves out (``selecting(pages:)``), so that their answers (remembered, or
  /// defaults) still reach the host and still decide the pages that follow them.
  public var questions: [Question]
  /// Where its pictures come from: the tour file's folder once loaded, the embedded bytes of a
  /// tour compiled into the program, what ``parse(_:name:pictures:)`` was given (the current
  /// folder by default). Set it to take the pictures from elsewhere.
  public var pictureOrigin: PictureOrigin
  /// Where the front matter's `start:` value is written (1-based line and column; 0 when the
  /// label is not the file's own), for `tour --check`.
  @SourceDetail var startLabelPlace = (line: 0, column: 0)
  /// The front matter's keys that are not tour's, which `tour --check` notes.
  @SourceDetail var ignoredKeys: [IgnoredFrontMatterKey] = []
  /// The sizes `tour --check` and the EmbedTour build lay pages out at when none are given
  /// (`sizes:`); empty for the default sizes.
  @SourceDetail package var checkSizes: [ScreenSize] = []
  /// Where pages start besides `---` (`split:` or `tour --split`); `nil`: at thematic breaks
  /// only. How the file was cut, which its pages already show.
  @SourceDetail package var split: PageSplit?

  /// Creates a tour.
  package init(
    pages: [Page], style: TourStyle = TourStyle(), settings: TourSettings = TourSettings(),
    pictureOrigin: PictureOrigin = .currentFolder
  ) {
    self.pages = pages
    self.style = style
    self.settings = settings
    self.pictureOrigin = pictureOrigin
    questions = pages.flatMap(\.questions)
  }
}

/// Tour-wide settings from a tour file's front matter.
public struct TourSettings: Equatable, Sendable {
  /// The tour's name (`title:`), for listings and plain output.
  public var title: String?
  /// The version the tour describes (`version:`).
  public var version: String?
  /// The slide duration (`animation: on | off | MS`); `nil` is the default.
  public var slideDuration: Duration?
  /// Whether the key hint is shown (`hints: on | off`).
  public var showsHints: Bool
  /// How the lines of pages without an `align` comment sit (`align: left | center`): centred
  /// by default, left for long documents read like a manual.
  public var alignment: PageSettings.Alignment
  /// Whether a review page follows the last page (`review: true`): the questions the user saw
  /// with their answers, each a link back to its question, and the Start button.
  public var reviewsAnswers: Bool

  /// Creates settings; the defaults show hints, animate at the default speed, centre lines and
  /// add no review page.
  public init(
    title: String? = nil, version: String? = nil, slideDuration: Duration? = nil,
    showsHints: Bool = true, alignment: PageSettings.Alignment = .center,
    reviewsAnswers: Bool = false
  ) {
    self.title = title
    self.version = version
    self.slideDuration = slideDuration
    self.showsHints = showsHints
    self.alignment = alignment
    self.reviewsAnswers = reviewsAnswers
  }
}

/// How a tour's chrome looks: the Start labels and the colours of titles, dots and button.
public struct TourStyle: Equatable, Sendable {
  /// The label of the button that finishes the tour; `nil` uses the chrome's own word ("Start").
  public var startLabel: String?
  /// The label of that button in a what's-new run (`whats-new-start:`); `nil` uses the
  /// chrome's own word ("Continue"): the user already knows the tool, nothing starts.
  public var whatsNewStartLabel: String?
  /// Titles, quote bars and the Start button at full strength (`accent:`).
  public var accent: TourColor
  /// The current page's dot (`current-dot:`).
  public var currentDot: TourColor
  /// The other pages' dots (`dot:`).
  public var otherDot: TourColor

  /// Creates a style; the defaults echo iOS: a blue accent, a white current dot, grey others.
  public init(
    startLabel: String? = nil, whatsNewStartLabel: String? = nil,
    accent: TourColor = .rgb(0x5F, 0xAF, 0xFF),
    currentDot: TourColor = .rgb(0xFF, 0xFF, 0xFF), otherDot: TourColor = .rgb(0x80, 0x80, 0x80)
  ) {
    self.startLabel = startLabel
    self.whatsNewStartLabel = whatsNewStartLabel
    self.accent = accent
    self.currentDot = currentDot
    self.otherDot = otherDot
  }
}
