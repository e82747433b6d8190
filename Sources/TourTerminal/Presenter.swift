import CNcurses
import TourKit

/// Copies a ``Canvas`` to the screen: only the runs of cells that changed since the last frame,
/// then one `doupdate`. It decides nothing about what is shown.
final class Presenter {
  private var previous: Canvas?
  /// The colour pairs defined so far.
  private(set) var pairs: ColorPairs
  /// Whether the frame being drawn ran out of colour pairs.
  private var pairsRanOut = false

  /// A presenter for the current ncurses screen; `pairLimit` (tests) uses fewer colour pairs
  /// than the terminal has.
  init(pairLimit: Int? = nil) {
    pairs = ColorPairs(capacity: pairLimit ?? Int(tour_pair_limit()))
  }

  /// Forgets what is on screen, so the next frame is drawn whole (after a resize or `fg`).
  func invalidate() {
    previous = nil
    clearok(tour_stdscr(), true)
  }

  /// Draws `canvas`, touching only the cells that differ from the last frame (after a resize
  /// or `fg`, from a blank screen, so blank cells cost nothing either).
  ///
  /// When the colour pairs run out (pictures on many pages), every pair is forgotten and the
  /// whole frame drawn again from a blank screen with new ones.
  func present(_ canvas: Canvas) {
    let old = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
    pairsRanOut = false
    draw(canvas, over: old)
    if pairsRanOut {
      pairs.recycle()
      pairsRanOut = false
      draw(canvas, over: nil)
    }
    previous = canvas
    wnoutrefresh(tour_stdscr())
    doupdate()
  }

  /// Puts the cells of `canvas` that differ from `old` (all, on a blank screen, without it).
  private func draw(_ canvas: Canvas, over old: Canvas?) {
    if old == nil { erase() }
    for y in 0..<canvas.height {
      var lastPut = -1
      for x in 0..<canvas.width {
        let cell = canvas[x, y]
        guard cell != (old?[x, y] ?? .blank) else { continue }
        // A changed right half is redrawn from its left half.
        let lead = cell.isContinuation ? x - 1 : x
        guard lead >= 0, lead != lastPut else { continue }
        put(canvas[lead, y], x: lead, y: y)
        lastPut = lead
      }
    }
  }

  /// The wide characters of one cell, NUL-terminated; kept to spare an allocation per cell.
  private var characters: [wchar_t] = []

  private func put(_ cell: Cell, x: Int, y: Int) {
    characters.removeAll(keepingCapacity: true)
    for scalar in cell.text.unicodeScalars { characters.append(wchar_t(bitPattern: scalar.value)) }
    // ncurses has no strikethrough attribute: a combining long stroke overlay (U+0336) in the
    // cell draws the line through it (a cell holds at most 5 characters).
    if cell.style.attributes.contains(.strikethrough) && characters.count < 5 {
      characters.append(0x336)
    }
    characters.append(0)
    var character = cchar_t()
    // The pair goes through `opts`, which takes numbers past a short's range.
    var pair = pair(for: cell.style)
    setcchar(
      &character, characters, attributes(cell.style.attributes), Int16(truncatingIfNeeded: pair),
      &pair)
    mvadd_wch(Int32(y), Int32(x), &character)
  }

  private func attributes(_ attributes: TextAttributes) -> attr_t {
    var result = tour_attr_normal()
    if attributes.contains(.bold) { result |= tour_attr_bold() }
    if attributes.contains(.dim) { result |= tour_attr_dim() }
    if attributes.contains(.underline) { result |= tour_attr_underline() }
    if attributes.contains(.reverse) { result |= tour_attr_reverse() }
    if attributes.contains(.italic) { result |= tour_attr_italic() }
    return result
  }

  /// The colour pair for a style's colours, made on first use; 0 when they have run out (the
  /// frame is then drawn again, see ``present(_:)``).
  private func pair(for style: CellStyle) -> Int32 {
    switch pairs.number(for: style) {
    case .known(let number): return number
    case .new(let number):
      tour_init_pair(number, colorNumber(style.foreground), colorNumber(style.background))
      return number
    case .full:
      pairsRanOut = true
      return 0
    }
  }

  private func colorNumber(_ color: TerminalColor) -> Int32 {
    switch color {
    case .terminalDefault: return -1
    case .indexed(let index): return Int32(index)
    }
  }
}
