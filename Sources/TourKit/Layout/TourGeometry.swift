/// Everything about a tour's screen that depends only on its size: the layout, the laid-out
/// pages, the paging geometry and where the Start button sits. Rebuilt on resize, shared by
/// render and hit-testing.
public struct TourGeometry: Sendable {
  /// The screen arrangement.
  public let layout: ScreenLayout
  /// Every page laid out at the screen's text width.
  public let pages: [PageLayout]
  /// The paging geometry: one page per screen width.
  public let pager: Pager
  /// Where the Start button is drawn and clicked.
  public let startButtonFrame: Rect
  /// The smallest screen, in columns and rows, on which every page fits.
  public let requiredWidth: Int
  /// See ``requiredWidth``; measured at the current width, or at the required one if narrower.
  public let requiredHeight: Int

  /// Lays out `tour` for a `width` × `height` screen.
  public init(tour: Tour, width: Int, height: Int) {
    let textWidth = ScreenLayout.textWidth(forScreenWidth: width)
    pages = tour.pages.map { PageLayout(page: $0, width: textWidth) }
    let requiredWidth = max(
      ScreenLayout.minimumWidth, DisplayWidth.of(tour.style.startLabel) + 8)
    self.requiredWidth = requiredWidth
    let measured =
      width >= requiredWidth
      ? pages
      : tour.pages.map {
        PageLayout(page: $0, width: ScreenLayout.textWidth(forScreenWidth: requiredWidth))
      }
    let tallest = max(ScreenLayout.minimumContentRows, measured.map(\.lines.count).max() ?? 0)
    requiredHeight = tallest + ScreenLayout.compactChromeRows
    layout = ScreenLayout(
      width: width, height: height, roomy: height >= tallest + ScreenLayout.roomyChromeRows)
    pager = Pager(pageCount: tour.pages.count, pageWidth: max(1, width))
    startButtonFrame = StartButton.frame(
      label: tour.style.startLabel, screenWidth: width, bottomRow: layout.buttonBottomRow)
  }

  /// Whether the screen is too small to show the tour; render shows a notice instead.
  public var isTooSmall: Bool {
    layout.width < requiredWidth || layout.height < requiredHeight
  }

  /// The page indicator, showing `currentPage` in its compact form.
  public func indicator(currentPage: Int) -> PageIndicator {
    PageIndicator(
      pageCount: pages.count, currentPage: currentPage, row: layout.dotsRow, width: layout.width)
  }
}
