/// An onboarding tour: pages shown one at a time, and how its chrome looks.
public struct Tour: Equatable, Sendable {
  /// The pages, in order; a valid tour has at least one.
  public var pages: [Page]
  /// The Start label and indicator tints.
  public var style: TourStyle

  /// Creates a tour.
  public init(pages: [Page], style: TourStyle = TourStyle()) {
    self.pages = pages
    self.style = style
  }
}

/// One full-screen page of a tour: a title and paragraphs of body text.
public struct Page: Equatable, Sendable {
  /// The heading, drawn bold in the accent colour; may be empty.
  public var title: String
  /// Body paragraphs, each wrapped to the page width.
  public var paragraphs: [String]

  /// Creates a page.
  public init(title: String, paragraphs: [String] = []) {
    self.title = title
    self.paragraphs = paragraphs
  }
}

/// How a tour's chrome looks: the Start label and the colours of title, dots and button.
public struct TourStyle: Equatable, Sendable {
  /// The label of the button that finishes the tour on its last page.
  public var startLabel: String
  /// Titles and the Start button at full strength.
  public var accent: TourColor
  /// The dot of the current page.
  public var currentDot: TourColor
  /// The dots of the other pages.
  public var otherDot: TourColor

  /// Creates a style; the defaults echo iOS: a blue accent, a white current dot, grey others.
  public init(
    startLabel: String = "Start", accent: TourColor = .rgb(0x5F, 0xAF, 0xFF),
    currentDot: TourColor = .rgb(0xFF, 0xFF, 0xFF), otherDot: TourColor = .rgb(0x80, 0x80, 0x80)
  ) {
    self.startLabel = startLabel
    self.accent = accent
    self.currentDot = currentDot
    self.otherDot = otherDot
  }
}
