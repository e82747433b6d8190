import CNcurses

/// How a cluster reaches the terminal.
///
/// ncurses stores up to `CCHARW_MAX` (5) scalars in a cell and writes them all, but counts the
/// cell as wide as `wcwidth` of the first one. So a cluster goes through ncurses when it has at
/// most five scalars and that count is the width the canvas gives it (`A`, `日`, `👍🏽` where
/// skin tones join, `👨‍👩‍👧`, `❤️` where VS16 is drawn apart); otherwise ncurses would cut it or
/// place what follows it in the wrong column (a flag: `wcwidth` of its first half is 1; a
/// family of four: seven scalars; `❤️` where the terminal draws it in two cells).
enum CellRoute: Equatable {
  /// In one ncurses cell, filled by hand.
  case ncurses
  /// Written by ``ClusterWriter`` after ncurses' update, over placeholders ncurses holds.
  case direct

  /// The route for a cluster of `scalarCount` scalars whose first ncurses counts as
  /// `ncursesWidth` cells, drawn `width` cells wide.
  init(scalarCount: Int, ncursesWidth: Int, width: Int) {
    self = scalarCount <= Int(CCHARW_MAX) && ncursesWidth == width ? .ncurses : .direct
  }
}
