/// The geometry of paging: pages lie side by side on a horizontal strip, and the screen is a
/// window onto it at a content offset in columns (UIScrollView with `isPagingEnabled`).
///
/// A value type with no state of its own beyond the page count and width: every rule is a pure
/// function of an offset, so it is trivially testable.
struct Pager: Equatable, Sendable {
  /// How many pages the strip holds; at least 1.
  package let pageCount: Int
  /// The width of one page in columns: the screen width.
  let pageWidth: Int

  /// A swipe released at this speed or faster (columns per second) counts as a flick.
  static let flickVelocity: Double = 40
  /// A flick must also have moved at least this many columns, so a twitch is not a flick.
  static let flickMinimumDistance: Double = 2

  /// Creates the geometry for `pageCount` pages of `pageWidth` columns.
  init(pageCount: Int, pageWidth: Int) {
    self.pageCount = max(1, pageCount)
    self.pageWidth = max(1, pageWidth)
  }

  /// The largest offset: the last page fills the screen.
  var maximumOffset: Double { Double((pageCount - 1) * pageWidth) }

  /// The offset at which `page` exactly fills the screen.
  func restingOffset(ofPage page: Int) -> Double {
    Double(clampPage(page) * pageWidth)
  }

  /// `offset` held between the first and the last page: the strip does not bounce.
  func clamp(_ offset: Double) -> Double {
    min(max(offset, 0), maximumOffset)
  }

  /// `page` held to an existing page index.
  func clampPage(_ page: Int) -> Int {
    min(max(page, 0), pageCount - 1)
  }

  /// The page covering most of the screen at `offset` (the earlier page on an exact tie).
  package func currentPage(atOffset offset: Double) -> Int {
    let position = clamp(offset) / Double(pageWidth)
    let page = Int(position.rounded(.down)) + (position - position.rounded(.down) > 0.5 ? 1 : 0)
    return clampPage(page)
  }

  /// Where a swipe that began at rest on `startPage` settles when released.
  ///
  /// - Parameters:
  ///   - startPage: the page the drag began on.
  ///   - distance: columns dragged toward the next page (negative: toward the previous one).
  ///   - velocity: the release speed in columns per second, positive toward the next page.
  /// - Returns: `startPage`, or its neighbour when the drag covered a third of a page or was a
  ///   flick that way. Never more than one page, never past either end.
  func snapTarget(startPage: Int, distance: Double, velocity: Double) -> Int {
    let third = Double(pageWidth) / 3
    let flicked =
      abs(velocity) >= Pager.flickVelocity && abs(distance) >= Pager.flickMinimumDistance
      && (velocity > 0) == (distance > 0)
    var step = 0
    if distance >= third || (flicked && velocity > 0) {
      step = 1
    } else if distance <= -third || (flicked && velocity < 0) {
      step = -1
    }
    return clampPage(startPage + step)
  }
}
