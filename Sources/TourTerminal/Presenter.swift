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

  /// Draws `canvas`, touching only what differs from the last frame.
  func present(_ canvas: Canvas) {
    let old = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
    if old == nil { erase() }
    for y in 0..<canvas.height {
      guard var first = (0..<canvas.width).first(where: { old?[$0, y] != canvas[$0, y] }) else {
        continue
      }
      let last = (0..<canvas.width).last(where: { old?[$0, y] != canvas[$0, y] }) ?? first
      // A changed right half means its wide character is redrawn from its left half.
      while first > 0 && canvas[first, y].isContinuation { first -= 1 }
      for x in first...last where !canvas[x, y].isContinuation {
        put(canvas[x, y], x: x, y: y)
      }
    }
    previous = canvas
    wnoutrefresh(tour_stdscr())
    doupdate()
  }

  private func put(_ cell: Cell, x: Int, y: Int) {
    var characters = cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
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
