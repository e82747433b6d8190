/// Where everything goes on a screen of a given size: the page area, the Start button, the dots
/// and the key hint. Render and hit-testing both read it, so they always agree.
///
/// The roomy arrangement has a top margin and the key hint on the bottom row; the compact one
/// drops both, so a 40×12 terminal still has six rows of page. ``TourGeometry`` picks roomy
/// whenever the tallest page fits in it, so a taller screen never has less room for a page.
struct ScreenLayout: Equatable, Sendable {
  /// Narrower than this shows the too-small notice.
  static let minimumWidth = 20
  /// Rows the page area must keep at least.
  static let minimumContentRows = 3
  /// The widest a page's text runs, for readable line lengths on wide screens.
  static let maximumTextWidth = 60
  /// Rows taken by the chrome in the roomy arrangement: margin, gap, button (3), gap, dots,
  /// gap, hint.
  static let roomyChromeRows = 9
  /// Rows taken by the chrome in the compact arrangement: gap, button (3), gap, dots.
  static let compactChromeRows = 6
  /// Rows of the Start button and the gap above it, which pages other than the last may use.
  static let buttonRows = 4

  /// Screen columns.
  package let width: Int
  /// Screen rows.
  package let height: Int
  /// Whether the roomy arrangement (top margin, key hint) is used.
  let isRoomy: Bool

  /// Lays out a `width` × `height` screen, roomy or compact.
  init(width: Int, height: Int, roomy: Bool) {
    self.width = width
    self.height = height
    isRoomy = roomy
  }

  /// The text width for a screen `width` columns wide: two columns of margin each side, and no
  /// wider than ``maximumTextWidth``.
  static func textWidth(forScreenWidth width: Int) -> Int {
    max(1, min(width - 4, maximumTextWidth))
  }

  /// The row of the key hint, if shown.
  var hintRow: Int? { isRoomy ? height - 1 : nil }
  /// The row of the page indicator.
  var dotsRow: Int { isRoomy ? height - 3 : height - 1 }
  /// The bottom row of the Start button's box.
  var buttonBottomRow: Int { dotsRow - 2 }
  /// The first row of the page area.
  var contentTop: Int { isRoomy ? 1 : 0 }
  /// How many rows the page area has.
  var contentRows: Int {
    max(0, height - (isRoomy ? ScreenLayout.roomyChromeRows : ScreenLayout.compactChromeRows))
  }
  /// The rows a page may use: the page area, and for every page but the last also the Start
  /// button's rows, which only the last page needs.
  func contentRows(isLastPage: Bool) -> Int {
    isLastPage ? contentRows : contentRows + ScreenLayout.buttonRows
  }

  /// The width text is wrapped to.
  var textWidth: Int { ScreenLayout.textWidth(forScreenWidth: width) }
}
