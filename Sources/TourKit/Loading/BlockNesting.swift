/// The containers (quotes, lists, items, footnotes) open while a page is read, and the blocks each
/// has gathered so far: cmark-gfm's tree is walked with its iterator, and this stack stands in
/// for the recursion.
///
/// Containers more than ``TourFileLimits/nestingDepth`` deep are flattened: their blocks go into
/// the deepest real container, and their markers (`- `, `3. `, `[x] `, `> `) are put in front
/// of their first paragraph as text, so nothing is lost and the model stays shallow.
///
/// The depth is counted in the levels a reader sees: each quote, list and footnote is one. A
/// list's items are not levels of their own (cmark-gfm has a node for the list and one for each
/// item, but `- a` inside `- b` is two levels, not four), so the model is at most twice
/// ``TourFileLimits/nestingDepth`` frames deep: a list and its item per level.
struct BlockNesting {
  private enum Kind {
    /// A block quote, or a GitHub alert.
    case quote(alert: AlertKind?)
    case list(ordered: Bool, start: Int, isTight: Bool)
    case item(ListItem.Checkbox?)
    case footnote
    case flattenedQuote
    case flattenedList(ordered: Bool)
    case flattenedItem
  }

  private struct Frame {
    var kind: Kind
    var blocks: [Block] = []
    var items: [ListItem] = []
    /// For a flattened list: the number of the next item.
    var nextNumber = 1

    /// Whether this container, when real, is a nesting level: an item is not (its list is).
    var isLevel: Bool {
      switch kind {
      case .quote, .list, .footnote: return true
      case .item, .flattenedQuote, .flattenedList, .flattenedItem: return false
      }
    }
  }

  /// The page's top-level blocks so far.
  private(set) var blocks: [Block] = []
  private var frames: [Frame] = []
  /// Indices in `frames` of the real (not flattened) containers, innermost last.
  private var real: [Int] = []
  /// How many of the real containers are levels a reader sees (quotes, lists, footnotes; not
  /// items): the nesting depth.
  private var levels = 0
  /// Markers of flattened containers that no block has shown yet.
  private var pendingMarkers = ""
  /// The cmark line of the first container flattened, if any.
  private(set) var firstFlattenedLine: Int?

  /// Whether no container is open: the reader is at the page's top level.
  var isAtTop: Bool { frames.isEmpty }

  /// Whether nothing has been read on the page yet.
  var isEmpty: Bool { frames.isEmpty && blocks.isEmpty }

  private var isFull: Bool { levels >= TourFileLimits.nestingDepth }

  /// Opens a block quote that starts on `line`; with `alert`, a GitHub alert of that kind
  /// (alerts are read only at the top level, so never flattened).
  mutating func openQuote(line: Int, alert: AlertKind? = nil) {
    if isFull {
      flatten(line: line)
      pendingMarkers += "> "
      frames.append(Frame(kind: .flattenedQuote))
    } else {
      push(Frame(kind: .quote(alert: alert)))
    }
  }

  /// Opens a list that starts on `line`.
  mutating func openList(ordered: Bool, start: Int, isTight: Bool, line: Int) {
    if isFull {
      flatten(line: line)
      frames.append(Frame(kind: .flattenedList(ordered: ordered), nextNumber: start))
    } else {
      push(Frame(kind: .list(ordered: ordered, start: start, isTight: isTight)))
    }
  }

  /// Opens an item of the innermost list.
  mutating func openItem(checkbox: ListItem.Checkbox?) {
    guard let list = frames.indices.last, case .flattenedList(let ordered) = frames[list].kind
    else {
      push(Frame(kind: .item(checkbox)))
      return
    }
    pendingMarkers += ordered ? "\(frames[list].nextNumber). " : "- "
    switch checkbox {
    case .unchecked: pendingMarkers += "[ ] "
    case .checked: pendingMarkers += "[x] "
    case nil: break
    }
    frames[list].nextNumber += 1
    frames.append(Frame(kind: .flattenedItem))
  }

  /// Opens a footnote's definition (always at the top level).
  mutating func openFootnote() {
    push(Frame(kind: .footnote))
  }

  /// Closes the innermost container, adding it to the one around it. A footnote is returned
  /// instead, with its blocks.
  mutating func close() -> [Block]? {
    guard let frame = frames.popLast() else { return nil }
    if real.last == frames.count {
      real.removeLast()
      if frame.isLevel { levels -= 1 }
    }
    switch frame.kind {
    case .quote(let alert): append(alert.map { .alert($0, frame.blocks) } ?? .quote(frame.blocks))
    case .list(let ordered, let start, let isTight):
      append(.list(ListBlock(ordered: ordered, start: start, isTight: isTight, items: frame.items)))
    case .item(let checkbox):
      frames[frames.count - 1].items.append(ListItem(frame.blocks, checkbox: checkbox))
    case .footnote: return frame.blocks
    case .flattenedQuote, .flattenedItem:
      // An empty container still shows its markers.
      if !pendingMarkers.isEmpty { append(.paragraph([])) }
    case .flattenedList: break
    }
    return nil
  }

  /// Adds a block to the innermost real container (or the page), with the markers of flattened
  /// containers in front of it.
  mutating func append(_ block: Block) {
    var block = block
    if !pendingMarkers.isEmpty {
      let markers = InlineRun(pendingMarkers)
      pendingMarkers = ""
      switch block {
      case .paragraph(let runs): block = .paragraph([markers] + runs)
      case .heading(let level, let runs): block = .heading(level: level, [markers] + runs)
      default: append(.paragraph([markers]))
      }
    }
    if let index = real.last {
      frames[index].blocks.append(block)
    } else {
      blocks.append(block)
    }
  }

  /// Takes the page's blocks, leaving the nesting empty for the next page.
  mutating func takeBlocks() -> [Block] {
    defer {
      blocks = []
      firstFlattenedLine = nil
    }
    return blocks
  }

  private mutating func push(_ frame: Frame) {
    frames.append(frame)
    real.append(frames.count - 1)
    if frame.isLevel { levels += 1 }
  }

  private mutating func flatten(line: Int) {
    if firstFlattenedLine == nil { firstFlattenedLine = line }
  }
}
