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
  let layout: ScreenLayout
  /// How many pages the tour has.
  package let pageCount: Int
  private let pages: PageLayouts
  /// The paging geometry: one page per screen width.
  let pager: Pager
  /// The Start button's label as drawn: the tour's, or cut with the clip marker when the
  /// screen is too narrow for it (``isStartLabelCut``).
  let startLabel: String
  /// Whether the Start button's label is cut to fit the screen's width.
  let isStartLabelCut: Bool
  /// Where the Start button is drawn and clicked.
  let startButtonFrame: Rect
  /// The narrowest screen the tour can use.
  let requiredWidth: Int
  /// The shortest screen the tour can use; taller pages scroll.
  let requiredHeight: Int
  /// `? help` and its width, which end the indicator's row in the compact arrangement (no key
  /// hint row) when hints are shown.
  private let indicatorHelp: (text: String, width: Int)?

  /// From this height on the roomy arrangement is used even when a page is taller than it.
  static let alwaysRoomyHeight = 20

  /// The most columns, and the most rows, a screen is drawn with: 1,000. A terminal that says
  /// it is larger (a pseudo-terminal can claim 65,535 × 65,535) is drawn in its top-left
  /// 1,000 × 1,000 cells, so the work and memory of a frame stay bounded (about 160 bytes a
  /// cell with the terminal's own copies: some 160 MB at the largest), whatever size the
  /// kernel reports. This is where the size is clamped for everything after it — layout,
  /// state, renderer, canvas, presenter; the terminal clamps what it tells ncurses to the
  /// same.
  static let maximumSide = 1000

  /// `width` × `height` within ``maximumSide``.
  package static func clamped(width: Int, height: Int) -> (width: Int, height: Int) {
    (min(width, maximumSide), min(height, maximumSide))
  }

  /// Lays out `tour` for a `width` × `height` screen (at most ``maximumSide`` each way: a
  /// larger screen is laid out at that).
  ///
  /// With `pictures` (the sizes of the tour's pictures known so far, when the terminal shows
  /// them: ``TourOptions/pictures``), images are pictures fitted to the page area of the
  /// arrangement chosen; without, framed placeholders.
  init(
    tour: Tour, width: Int, height: Int, options: TourOptions,
    pictures: [PictureSource: PictureMeasurement]? = nil
  ) {
    let (width, height) = TourGeometry.clamped(width: width, height: height)
    func layouts(rows: Int) -> PageLayouts {
      PageLayouts(
        pages: tour.pages, screenWidth: width, options: options,
        images: TourGeometry.images(of: tour, options: options, pictures: pictures, rows: rows))
    }
    let roomyLayout = ScreenLayout(width: width, height: height, roomy: true)
    var pages = layouts(rows: roomyLayout.contentRows)
    pageCount = tour.pages.count
    startLabel = TourGeometry.startLabel(of: tour, width: width, options: options)
    isStartLabelCut = startLabel != tour.style.startLabel ?? options.labels.start
    requiredWidth = ScreenLayout.minimumWidth
    requiredHeight = TourGeometry.minimumHeight
    let roomyPages = pages
    let roomy = TourGeometry.isRoomy(
      height: height, tallestPage: (0..<pageCount).map { roomyPages[$0].lines.count }.max() ?? 0)
    layout = roomy ? roomyLayout : ScreenLayout(width: width, height: height, roomy: false)
    if layout.hintRow == nil && options.showsHints {
      let help = KeyHint(labels: options.labels, glyphs: options.glyphs).help
      indicatorHelp = (help, DisplayWidth.of(help, rule: options.widths))
    } else {
      indicatorHelp = nil
    }
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
    TourGeometry.isTooSmall(width: layout.width, height: layout.height)
  }

  /// The shortest screen any tour can use; taller pages scroll.
  static let minimumHeight =
    ScreenLayout.minimumContentRows + ScreenLayout.compactChromeRows

  /// Whether a `width` × `height` screen is too small for any tour.
  package static func isTooSmall(width: Int, height: Int) -> Bool {
    width < ScreenLayout.minimumWidth || height < minimumHeight
  }

  /// Whether a screen `height` rows tall uses the roomy arrangement for a tour whose tallest
  /// page, laid out for it, has `tallestPage` lines: always from ``alwaysRoomyHeight`` on, and
  /// below when every page fits with the roomy chrome. `tallestPage` is only asked for below
  /// ``alwaysRoomyHeight``, as finding it lays out every page.
  static func isRoomy(height: Int, tallestPage: @autoclosure () -> Int) -> Bool {
    if height >= alwaysRoomyHeight { return true }
    return height
      >= max(tallestPage(), ScreenLayout.minimumContentRows) + ScreenLayout.roomyChromeRows
  }

  /// The Start button's label on a screen `width` columns wide: the tour's (or the chrome's
  /// word), cut with the clip marker when too wide. The button is its label and 6 cells (the
  /// frame, two blanks each side), with a column to spare either side. A longer label is cut
  /// rather than making the screen too small: an author's long `start:` must not take the
  /// whole tour away from narrow terminals.
  static func startLabel(of tour: Tour, width: Int, options: TourOptions) -> String {
    DisplayWidth.clipped(
      tour.style.startLabel ?? options.labels.start,
      width: max(1, width - StartButton.chromeWidth - 2), marker: options.glyphs.clipMarker,
      rule: options.widths)
  }

  /// How `tour`'s images are laid out: as pictures fitted to `rows` (with the sizes
  /// `pictures` knows, when ``TourOptions/pictures`` says the terminal shows them), else as
  /// framed placeholders.
  static func images(
    of tour: Tour, options: TourOptions, pictures: [PictureSource: PictureMeasurement]?, rows: Int
  ) -> ImageLayout {
    guard let pictures, options.pictures != nil else { return .placeholders }
    return .pictures(
      PictureFitting(origin: tour.pictureOrigin, measurements: pictures, rows: rows))
  }

  /// `page` laid out for a screen `screenWidth` columns wide, as the full screen shows it.
  static func layOut(
    _ page: Page, screenWidth: Int, options: TourOptions, images: ImageLayout
  ) -> PageLayout {
    PageLayout(
      page: page, width: ScreenLayout.textWidth(forScreenWidth: screenWidth),
      screenWidth: screenWidth, glyphs: options.glyphs, labels: options.labels,
      rule: options.widths, images: images)
  }

  /// The rows `page` may use: every page but the last also has the Start button's rows, which
  /// only the last page needs. (Pages that fit the common area are centred in it all the same,
  /// so paging never makes text jump.)
  func contentRows(ofPage page: Int) -> Int {
    layout.contentRows(isLastPage: page == pageCount - 1)
  }

  /// Page `index` laid out at the screen's text width.
  package func page(_ index: Int) -> PageLayout { pages[index] }

  /// How many pages have been laid out so far: the first frame of a tall enough screen lays
  /// out only the page it shows.
  package var pagesLaidOut: Int { pages.laidOutCount }

  /// How far `page` can scroll down on this screen: 0 when it fits.
  func maximumScroll(ofPage page: Int) -> Int {
    (0..<pageCount).contains(page) ? pages[page].maximumScroll(rows: contentRows(ofPage: page)) : 0
  }

  /// How many lines `Space` and `PgDn` (or `PgUp` and `Backspace`) scroll `page`: the lines a
  /// page taller than its area shows (its first and last rows hold the "more" markers) less
  /// two, so the last two lines of one screenful are the first two of the next, for context.
  func screenful(ofPage page: Int) -> Int {
    max(1, contentRows(ofPage: page) - 2 - TourGeometry.screenfulOverlap)
  }

  /// The lines of one screenful still in view after `Space` or `PgDn` scrolled a tall page.
  static let screenfulOverlap = 2

  /// The page indicator, showing `currentPage` in its compact form; in the compact
  /// arrangement, which has no key hint row, its row ends with `? help`, the way to every key.
  func indicator(currentPage: Int) -> PageIndicator {
    PageIndicator(
      pageCount: pageCount, currentPage: currentPage, row: layout.dotsRow, width: layout.width,
      help: indicatorHelp)
  }
}

/// The pages of a tour laid out on demand and kept: a page costs its layout once per size.
private final class PageLayouts: Sendable {
  private let source: [Page]
  private let screenWidth: Int
  private let options: TourOptions
  private let images: ImageLayout
  private let cache: Mutex<[Int: PageLayout]> = Mutex([:])

  init(pages: [Page], screenWidth: Int, options: TourOptions, images: ImageLayout) {
    source = pages
    self.screenWidth = screenWidth
    self.options = options
    self.images = images
  }

  /// How many pages are laid out and kept.
  var laidOutCount: Int { cache.withLock { $0.count } }

  subscript(index: Int) -> PageLayout {
    if let layout = cache.withLock({ $0[index] }) { return layout }
    let layout = TourGeometry.layOut(
      source[index], screenWidth: screenWidth, options: options, images: images)
    cache.withLock { $0[index] = layout }
    return layout
  }
}
