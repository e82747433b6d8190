/// Where the reader chose to be: the page they went to and how far they scrolled each page.
///
/// A reload can show fewer pages, or shorter ones, than the reader chose — an editor that
/// writes a save in two steps makes tour read the file while only its first part is written —
/// so the state shows the place clamped to what the file holds now, and keeps this one: when
/// the pages come back, so does the reader. Only the reader's own moves change it.
struct ReadersPlace: Equatable, Sendable {
  /// The page the reader went to last (0-based).
  private(set) var page = 0
  /// How far the reader scrolled each page, for pages scrolled at all.
  private var scrolls: [Int: Int] = [:]

  /// The reader went to `page`.
  mutating func go(to page: Int) { self.page = page }

  /// The reader scrolled `page` to `offset` lines down.
  mutating func scroll(page: Int, to offset: Int) { scrolls[page] = offset }

  /// How far the reader scrolled `page` (0 for a page never scrolled).
  func scroll(ofPage page: Int) -> Int { scrolls[page] ?? 0 }

  /// The page to show when the tour has `pageCount` pages: the reader's, or the last one.
  func page(in pageCount: Int) -> Int { min(page, pageCount - 1) }
}
