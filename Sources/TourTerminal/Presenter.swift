import CNcurses
import TourKit

/// Copies a ``Canvas`` to the screen: only the runs of cells that changed since the last frame,
/// then one `doupdate`. It decides nothing about what is shown.
///
/// Every cluster reaches the terminal whole. ncurses carries one in a cell when it fits a
/// `cchar_t` (five scalars) and ncurses counts it as wide as the canvas does; the others are
/// written by ``ClusterWriter`` after `doupdate` (see ``CellRoute``).
final class Presenter {
  private var previous: Canvas?
  /// The colour pairs defined so far.
  private(set) var pairs: ColorPairs
  /// Whether the frame being drawn ran out of colour pairs.
  private var pairsRanOut = false

  /// Writes the clusters ncurses cannot carry.
  private let clusterWriter: ClusterWriter
  /// Whether box-drawing characters go out as the terminal's own line drawing (a VT100).
  private let lineDrawing: Bool
  /// The clusters of this frame for ``clusterWriter``.
  private var clusters: [ClusterWriter.Cluster] = []
  /// Whether colour pairs are numbered past a short's range (ncurses 6.1's extended pairs).
  let extendedPairs: Bool

  /// A presenter writing through ncurses and, for what ncurses cannot carry, to `output`;
  /// with `lineDrawing`, box-drawing characters are sent in the terminal's line-drawing set.
  /// `pairLimit` (tests) uses fewer colour pairs than the terminal has; `extendedPairs: false`
  /// (tests) the short range and calls of an ncurses without extended pairs (macOS's 5.7),
  /// which is the default where this build has no others.
  init(
    output: Int32, lineDrawing: Bool, pairLimit: Int? = nil,
    extendedPairs: Bool = tour_has_extended_pairs()
  ) {
    self.extendedPairs = extendedPairs
    pairs = ColorPairs(capacity: pairLimit ?? Int(tour_pair_limit(extendedPairs)))
    clusterWriter = ClusterWriter(output: output)
    self.lineDrawing = lineDrawing
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
      lastLook = nil
      pairsRanOut = false
      draw(canvas, over: nil)
    }
    previous = canvas
    wnoutrefresh(tour_stdscr())
    doupdate()
    // After ncurses has written (and flushed) its part, over the blanks it holds for them.
    clusterWriter.write(clusters)
  }

  /// Puts the cells of `canvas` that differ from `old` (all, on a blank screen, without it).
  private func draw(_ canvas: Canvas, over old: Canvas?) {
    if old == nil { erase() }
    clusters.removeAll(keepingCapacity: true)
    // The wide characters of one cell; kept to spare an allocation per cell.
    var characters: [wchar_t] = []
    for y in 0..<canvas.height {
      canvas.forEachChangedCluster(ofRow: y, since: old) { x, width, cell in
        put(cell, width: width, x: x, y: y, characters: &characters)
      }
    }
  }

  /// The last style put, its ncurses attributes and its colour pair: neighbouring cells mostly
  /// share one, and finding the pair is a dictionary lookup. Forgotten when the pairs are.
  private var lastLook: (style: CellStyle, attributes: attr_t, pair: Int32)?

  /// Puts the cluster in `cell`, `width` cells wide, at (`x`, `y`): into ncurses, or, when
  /// ncurses cannot carry it, as placeholders there and a ``ClusterWriter/Cluster`` to write.
  /// `characters` is room for the cell's wide characters.
  private func put(_ cell: Cell, width: Int, x: Int, y: Int, characters: inout [wchar_t]) {
    let look: (style: CellStyle, attributes: attr_t, pair: Int32)
    if let lastLook, lastLook.style == cell.style {
      look = lastLook
    } else {
      look = (cell.style, attributes(cell.style.attributes), pair(for: cell.style))
      // Not kept when the pairs ran out: the frame is drawn again after they are forgotten.
      lastLook = pairsRanOut ? nil : look
    }
    // Most cells: one printable ASCII character, one cell wide, not struck through; what the
    // rest of this function would do with it, without the work.
    let scalar = cell.scalar
    if width == 1, let value = scalar?.value, (0x20..<0x7F).contains(value),
      !cell.style.attributes.contains(.strikethrough)
    {
      var character = cchar_t()
      tour_setcchar(&character, [wchar_t(value), 0], look.attributes, look.pair, extendedPairs)
      mvadd_wch(Int32(y), Int32(x), &character)
      return
    }
    characters.removeAll(keepingCapacity: true)
    if let scalar {
      characters.append(wchar_t(bitPattern: scalar.value))
    } else {
      for scalar in cell.text.unicodeScalars {
        characters.append(wchar_t(bitPattern: scalar.value))
      }
    }
    if characters.isEmpty { characters.append(0x20) }  // a continuation set without its cluster
    var attributes = look.attributes
    if lineDrawing, characters.count == 1, let acs = Self.lineDrawingCharacters[characters[0]] {
      characters[0] = wchar_t(acs.value)
      attributes |= tour_attr_alternate_charset()
    }
    // ncurses has no strikethrough attribute: a combining long stroke overlay (U+0336) in the
    // cell draws the line through it.
    if cell.style.attributes.contains(.strikethrough) { characters.append(0x336) }
    let pair = look.pair
    // Printable ASCII is one cell wide without asking the C library.
    let ncursesWidth = (0x20..<0x7F).contains(characters[0]) ? 1 : Int(wcwidth(characters[0]))
    let route = CellRoute(
      scalarCount: characters.count, ncursesWidth: ncursesWidth, width: width)
    guard route == .ncurses || !clusterWriter.isAvailable else {
      // Blanks ncurses repaints when the cell changes: invisible, so no real cell equals them.
      var placeholder = cchar_t()
      tour_setcchar(&placeholder, [0x20, 0], tour_attr_invisible(), pair, extendedPairs)
      for column in x..<x + width { mvadd_wch(Int32(y), Int32(column), &placeholder) }
      clusters.append(ClusterWriter.Cluster(x: x, y: y, characters: characters, style: cell.style))
      return
    }
    var character = cchar_t()
    // setcchar stores the attributes and the colour pair (through `opts` where numbers go past
    // a short's range) as ncurses does, and the first character; it would drop every spacing
    // character after the first (flag halves, skin tones, ZWJ parts), so the rest goes into
    // the cell by hand, as many as a cell holds.
    tour_setcchar(&character, [characters[0], 0], attributes, pair, extendedPairs)
    withUnsafeMutableBytes(of: &character.chars) { cellCharacters in
      let slots = cellCharacters.bindMemory(to: wchar_t.self)
      for index in 1..<min(characters.count, slots.count) { slots[index] = characters[index] }
    }
    mvadd_wch(Int32(y), Int32(x), &character)
  }

  /// Box-drawing characters and the VT100 line-drawing character each stands for (rounded
  /// corners become square ones).
  private static let lineDrawingCharacters: [wchar_t: Unicode.Scalar] = {
    let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
      ("┌", "l"), ("┐", "k"), ("└", "m"), ("┘", "j"), ("╭", "l"), ("╮", "k"), ("╰", "m"),
      ("╯", "j"), ("─", "q"), ("│", "x"), ("├", "t"), ("┤", "u"), ("┬", "w"), ("┴", "v"),
      ("┼", "n"),
    ]
    return Dictionary(uniqueKeysWithValues: pairs.map { (wchar_t($0.0.value), $0.1) })
  }()

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
      tour_init_pair(
        number, colorNumber(style.foreground), colorNumber(style.background), extendedPairs)
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
