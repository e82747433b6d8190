/// The bounds that keep reading and laying out any tour file linear in its size, whatever its
/// shape. Content past a bound is never dropped: it is shown in a simpler form, and
/// `tour --check` says where (see ``PageNote``).
enum TourFileLimits {
  /// How deep lists, quotes and footnotes nest on a page, each one level (a list's items are not
  /// levels of their own), in any mix. Deeper containers are flattened into the one at this
  /// depth, their markers (`- `, `1. `, `> `) kept as text. Eight levels leave a 40-column
  /// screen 20 columns of text; it also bounds every recursive walk over a page.
  static let nestingDepth = 8

  /// How much Markdown of one page (the text between two `---`) is given to the parser; the
  /// rest of the page is shown as plain text. cmark-gfm builds ~180 bytes of tree per node, a
  /// hostile page can make a node every byte or two (measured: 1 MB of `- - - …` takes 0.54 s
  /// and 238 MB), and containers nested n deep cost it time in n² (130,000 nested lists, 256 KB,
  /// take it 0.5 s): this bounds the parser to about a tenth of a second and 30 MB a page.
  static let pageMarkdownBytes = 128 * 1024

  /// How much parsing a whole tour may take, in nodes of cmark-gfm's tree (its time goes with
  /// them, not with bytes) plus the extra work of parts and tables (``work(tableCells:)``);
  /// the pages after the part that spends it (`---` lines and all) are one last page of plain
  /// text. Ordinary pages make one node per 30 to 300 bytes, so a 10 MB tour of real pages
  /// stays far below this, while a hostile one (a node every two bytes, or tables) stops
  /// after a megabyte or so. With ``pageMarkdownBytes`` (one part may overshoot) this bounds
  /// opening any file to well under a second (measured: README, Robustness).
  static let tourMarkdownWork = 700_000

  /// The work beyond its nodes that one part (the text between two `---`) costs: a parser set
  /// up and torn down, and cmark-gfm's table extension, which spends about eight times a
  /// node's time on each cell (measured on tables of 8,000 rows).
  static func work(tableCells: Int) -> Int { 8 + 8 * tableCells }

  /// How much text past the Markdown limits a page shows as plain text. Past it, one line says
  /// how much more there is: a page of megabytes cannot be read on a screen anyway, and laying
  /// it out would cost hundreds of MB.
  static let plainTextBytes = 256 * 1024

  /// The most table cells a page may make. cmark-gfm 0.29.0.gfm.6 (Debian 12) pads every row to
  /// the header's width, so a wide header over many one-word lines makes millions of nodes from
  /// a few KB (fixed upstream by a similar limit in later versions); a page that could make more
  /// is read without the table extension.
  static let tableCells = 100_000

  /// The most `|` a line of a page with tables may hold: the same cmark-gfm splits a table row
  /// in time quadratic in its cells (a 128 KB row takes seconds).
  static let tableRowPipes = 256
}
