/// Everything about a tour's screen that depends only on its size: the layout, the laid-out
/// pages, the paging geometry and where the Start button sits. Rebuilt on resize, shared by
/// render, hit-testing and `--check`.
public struct TourGeometry: Sendable {
  /// The screen arrangement.
  public let layout: ScreenLayout
  /// Every page laid out at the screen's text width.
  public let pages: [PageLayout]
  /// The paging geometry: one page per screen width.
  public let pager: Pager
  /// The Start button's label.
  public let startLabel: String
  /// Where the Start button is drawn and clicked.
  public let startButtonFrame: Rect
  /// The narrowest screen the tour can use.
  public let requiredWidth: Int
  /// The shortest screen the tour can use; taller pages scroll.
  public let requiredHeight: Int

  /// From this height on the roomy arrangement is used even when a page is taller than it.
  public static let alwaysRoomyHeight = 20

  /// Lays out `tour` for a `width` × `height` screen.
  public init(tour: Tour, width: Int, height: Int, options: TourOptions) {
    let textWidth = ScreenLayout.textWidth(forScreenWidth: width)
    let glyphs = options.glyphs
    pages = tour.pages.map {
      PageLayout(page: $0, width: textWidth, screenWidth: width, glyphs: glyphs)
    }
    startLabel = tour.style.startLabel ?? options.labels.start
    requiredWidth = max(ScreenLayout.minimumWidth, DisplayWidth.of(startLabel) + 8)
    requiredHeight = ScreenLayout.minimumContentRows + ScreenLayout.compactChromeRows
    let tallest = pages.map(\.lines.count).max() ?? 0
    let roomy =
      height >= TourGeometry.alwaysRoomyHeight
      || height >= max(tallest, ScreenLayout.minimumContentRows) + ScreenLayout.roomyChromeRows
    layout = ScreenLayout(width: width, height: height, roomy: roomy)
    pager = Pager(pageCount: tour.pages.count, pageWidth: max(1, width))
    startButtonFrame = StartButton.frame(
      label: startLabel, screenWidth: width, bottomRow: layout.buttonBottomRow)
  }

  /// Whether the screen is too small to show the tour; render shows a notice instead.
  public var isTooSmall: Bool {
    layout.width < requiredWidth || layout.height < requiredHeight
  }

  /// The rows `page` may use: every page but the last also has the Start button's rows, which
  /// only the last page needs. (Pages that fit the common area are centred in it all the same,
  /// so paging never makes text jump.)
  public func contentRows(ofPage page: Int) -> Int {
    page == pages.count - 1 ? layout.contentRows : layout.contentRows + ScreenLayout.buttonRows
  }

  /// How far `page` can scroll down on this screen: 0 when it fits.
  public func maximumScroll(ofPage page: Int) -> Int {
    pages.indices.contains(page) ? pages[page].maximumScroll(rows: contentRows(ofPage: page)) : 0
  }

  /// The page indicator, showing `currentPage` in its compact form.
  public func indicator(currentPage: Int) -> PageIndicator {
    PageIndicator(
      pageCount: pages.count, currentPage: currentPage, row: layout.dotsRow, width: layout.width)
  }
}
