import Synchronization

/// Everything about a tour's screen that depends only on its size: the layout, the laid-out
/// pages, the paging geometry and where the Start button sits. Rebuilt on resize, shared by
/// render, hit-testing and `--check`.
///
/// Pages are laid out when first asked for, so the first frame of a long tour lays out one page,
/// not all of them (on screens 20 rows or taller; shorter ones need every page's height to
/// choose the arrangement).
package struct TourGeometry: Sendable {
  /// The screen arrangement.
  package let layout: ScreenLayout
  /// How many pages the tour has.
  package let pageCount: Int
  private let pages: PageLayouts
  /// The paging geometry: one page per screen width.
  package let pager: Pager
  /// The Start button's label as drawn: the tour's, or cut with the clip marker when the
  /// screen is too narrow for it (``isStartLabelCut``).
  package let startLabel: String
  /// Whether the Start button's label is cut to fit the screen's width.
  package let isStartLabelCut: Bool
  /// Where the Start button is drawn and clicked.
  package let startButtonFrame: Rect
  /// The narrowest screen the tour can use.
  package let requiredWidth: Int
  /// The shortest screen the tour can use; taller pages scroll.
  package let requiredHeight: Int

  /// From this height on the roomy arrangement is used even when a page is taller than it.
  package static let alwaysRoomyHeight = 20

  /// Lays out `tour` for a `width` × `height` screen.
  ///
  /// With `pictures` (the sizes of the tour's pictures known so far, when the terminal shows
  /// them: ``TourOptions/pictures``), images are pictures fitted to the page area of the
  /// arrangement chosen; without, framed placeholders.
  package init(
    tour: Tour, width: Int, height: Int, options: TourOptions,
    pictures: [PictureSource: PictureMeasurement]? = nil
  ) {
    func layouts(rows: Int) -> PageLayouts {
      let images: ImageLayout =
        if let pictures, options.pictures != nil {
          .pictures(PictureFitting(origin: tour.pictureOrigin, measurements: pictures, rows: rows))
        } else {
          .placeholders
        }
      return PageLayouts(
        pages: tour.pages, width: ScreenLayout.textWidth(forScreenWidth: width),
        screenWidth: width, glyphs: options.glyphs, labels: options.labels, rule: options.widths,
        images: images)
    }
    let roomyLayout = ScreenLayout(width: width, height: height, roomy: true)
    var pages = layouts(rows: roomyLayout.contentRows)
    pageCount = tour.pages.count
    // The button is its label and 6 cells (the frame, two blanks each side), with a column
    // to spare either side. A longer label is cut rather than making the screen too small:
    // an author's long `start:` must not take the whole tour away from narrow terminals.
    let label = tour.style.startLabel ?? options.labels.start
    startLabel = DisplayWidth.clipped(
      label, width: max(1, width - StartButton.chromeWidth - 2),
      marker: options.glyphs.clipMarker, rule: options.widths)
    isStartLabelCut = startLabel != label
    requiredWidth = ScreenLayout.minimumWidth
    requiredHeight = ScreenLayout.minimumContentRows + ScreenLayout.compactChromeRows
    let roomyPages = pages
    let roomy =
      height >= TourGeometry.alwaysRoomyHeight
      || (0..<pageCount).allSatisfy {
        height >= max(roomyPages[$0].lines.count, ScreenLayout.minimumContentRows)
          + ScreenLayout.roomyChromeRows
      }
    layout = roomy ? roomyLayout : ScreenLayout(width: width, height: height, roomy: false)
    // Pictures fitted to the roomy page area are fitted again to the compact one.
    if !roomy && pictures != nil { pages = layouts(rows: layout.contentRows) }
    self.pages = pages
    pager = Pager(pageCount: tour.pages.count, pageWidth: max(1, width))
    startButtonFrame = StartButton.frame(
      label: startLabel, screenWidth: width, bottomRow: layout.buttonBottomRow,
      rule: options.widths)
  }

  /// Whether the screen is too small to show the tour; render shows a notice instead.
  package var isTooSmall: Bool {
    layout.width < requiredWidth || layout.height < requiredHeight
  }

  /// The rows `page` may use: every page but the last also has the Start button's rows, which
  /// only the last page needs. (Pages that fit the common area are centred in it all the same,
  /// so paging never makes text jump.)
  package func contentRows(ofPage page: Int) -> Int {
    page == pageCount - 1 ? layout.contentRows : layout.contentRows + ScreenLayout.buttonRows
  }

  /// Page `index` laid out at the screen's text width.
  package func page(_ index: Int) -> PageLayout { pages[index] }

  /// How far `page` can scroll down on this screen: 0 when it fits.
  package func maximumScroll(ofPage page: Int) -> Int {
    (0..<pageCount).contains(page) ? pages[page].maximumScroll(rows: contentRows(ofPage: page)) : 0
  }

  /// The page indicator, showing `currentPage` in its compact form.
  package func indicator(currentPage: Int) -> PageIndicator {
    PageIndicator(
      pageCount: pageCount, currentPage: currentPage, row: layout.dotsRow, width: layout.width)
  }
}

/// The pages of a tour laid out on demand and kept: a page costs its layout once per size.
private final class PageLayouts: Sendable {
  private let source: [Page]
  private let width: Int
  private let screenWidth: Int
  private let glyphs: Glyphs
  private let labels: ChromeLabels
  private let rule: WidthRule
  private let images: ImageLayout
  private let cache: Mutex<[Int: PageLayout]> = Mutex([:])

  init(
    pages: [Page], width: Int, screenWidth: Int, glyphs: Glyphs, labels: ChromeLabels,
    rule: WidthRule, images: ImageLayout
  ) {
    source = pages
    self.width = width
    self.screenWidth = screenWidth
    self.glyphs = glyphs
    self.labels = labels
    self.rule = rule
    self.images = images
  }

  subscript(index: Int) -> PageLayout {
    if let layout = cache.withLock({ $0[index] }) { return layout }
    let layout = PageLayout(
      page: source[index], width: width, screenWidth: screenWidth, glyphs: glyphs, labels: labels,
      rule: rule, images: images)
    cache.withLock { $0[index] = layout }
    return layout
  }
}
