import CNcurses
import TourKit

/// Copies a ``Canvas`` to the screen: only the runs of cells that changed since the last frame,
/// then one `doupdate`. It decides nothing about what is shown.
final class Presenter {
  private var previous: Canvas?
  private var pairs: [ColorPairKey: Int16] = [ColorPairKey(.terminalDefault, .terminalDefault): 0]
  private let maximumPairs: Int

  private struct ColorPairKey: Hashable {
    let foreground: TerminalColor
    let background: TerminalColor
    init(_ foreground: TerminalColor, _ background: TerminalColor) {
      self.foreground = foreground
      self.background = background
    }
  }

  init() {
    maximumPairs = Int(min(tour_color_pairs(), Int32(Int16.max)))
  }

  /// Forgets what is on screen, so the next frame is drawn whole (after a resize or `fg`).
  func invalidate() {
    previous = nil
    clearok(tour_stdscr(), true)
  }

  /// Draws `canvas`, touching only the cells that differ from the last frame (after a resize
  /// or `fg`, from a blank screen, so blank cells cost nothing either).
  func present(_ canvas: Canvas) {
    let old = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
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
    previous = canvas
    wnoutrefresh(tour_stdscr())
    doupdate()
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
    setcchar(&character, characters, attributes(cell.style.attributes), pair(for: cell.style), nil)
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

  /// The colour pair for a style's colours, made on first use.
  private func pair(for style: CellStyle) -> Int16 {
    let key = ColorPairKey(style.foreground, style.background)
    if let number = pairs[key] { return number }
    guard pairs.count < maximumPairs else { return 0 }
    let number = Int16(pairs.count)
    init_pair(number, colorNumber(style.foreground), colorNumber(style.background))
    pairs[key] = number
    return number
  }

  private func colorNumber(_ color: TerminalColor) -> Int16 {
    switch color {
    case .terminalDefault: return -1
    case .indexed(let index): return Int16(index)
    }
  }
}
