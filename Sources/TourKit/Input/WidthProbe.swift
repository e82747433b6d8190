/// Asks the terminal how wide it draws the kinds of emoji sequence a tour holds, and turns its
/// answers into a ``WidthRule``. Pure: the terminal layer draws the probe, asks for the cursor
/// position after each cluster (`ESC [ 6n`) and feeds back the reports the decoder finds.
///
/// Each kind's ``WidthRule/Kind/probe`` cluster is drawn at the start of ``row``; the column
/// the cursor is reported at, less one, is the width the terminal gave it: two cells means the
/// terminal joins that kind, anything else that it draws it apart.
package struct WidthProbe: Sendable {
  /// The kinds asked about, in the order they are drawn.
  package let kinds: [WidthRule.Kind]
  /// The zero-based row the clusters are drawn on: the second when there is one, since xterm
  /// sends modified F3 as `ESC [ 1 ; m R`, which would read as a report from the first.
  package let row: Int
  private var widths: [Int] = []

  /// A probe for `kinds` on a screen `screenHeight` rows high; `nil` when there is nothing to
  /// ask.
  package init?(kinds: [WidthRule.Kind], screenHeight: Int) {
    guard !kinds.isEmpty else { return nil }
    self.kinds = kinds
    row = screenHeight >= 2 ? 1 : 0
  }

  /// Takes one cursor position report (1-based, as sent); returns the rule once every kind has
  /// its answer. A report from another row is not an answer and changes nothing.
  package mutating func receive(row reportedRow: Int, column: Int) -> WidthRule? {
    guard reportedRow == row + 1, widths.count < kinds.count else { return nil }
    widths.append(column - 1)
    guard widths.count == kinds.count else { return nil }
    return WidthRule(apart: zip(kinds, widths).filter { $0.1 != 2 }.map(\.0))
  }
}
