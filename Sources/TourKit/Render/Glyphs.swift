/// The characters chrome and Markdown markers are drawn with: Unicode where the terminal shows
/// it, ASCII otherwise, or ASCII with the terminal's own line drawing for boxes and tables (a
/// VT100's alternate character set: the canvas holds `┌ ─ ┐ │ └ ┘ ├ ┼ ┤ ┬ ┴`, which the terminal
/// layer sends as the terminal's). The markers inside pages (bullet, quote bar, clip marker, table
/// lines) have the same widths in every set, so page layout does not depend on the choice; only
/// a task box (`☐` or `[ ]`) is wider in ASCII.
package struct Glyphs: Sendable {
  /// The current page's dot.
  let currentDot: String
  /// Every other page's dot.
  let otherDot: String
  /// Box corners (top-left, top-right, bottom-left, bottom-right), horizontal and vertical.
  package private(set) var box:
    (
      topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
      horizontal: String, vertical: String
    )
  /// Arrows for the key hint and the "more" markers.
  package let arrows: (left: String, right: String, up: String, down: String)
  /// The separator between key-hint items.
  package let separator: String
  /// A bulleted list's marker.
  let bullet: String
  /// A block quote's bar, with its gap.
  private(set) var quoteBar: String
  /// The last cell of a code line cut short.
  let clipMarker: String
  /// The word in an image placeholder.
  let imageLabel: String
  /// A table's lines.
  private(set) var table: TableGlyphs
  /// A task list item's box: to do, done. Also a multiple choice's or yes/no question's
  /// option: not ticked, ticked.
  let checkbox: (unchecked: String, checked: String)
  /// A single choice's option: not chosen, chosen.
  let radio: (unchosen: String, chosen: String)
  /// Before the focused option or text field.
  package let pointer: String
  /// Before why an answer is not accepted.
  let problemMark: String
  /// A step's marks.
  let step: StepGlyphs
  /// Whether these are the Unicode glyphs.
  private let unicode: Bool

  /// What each character of a secret text field is drawn as: the bullet, `•` or `*`.
  var secretMask: String { bullet }

  /// The glyphs for a terminal that does or does not show Unicode; without it, `lineDrawing`
  /// says the terminal has line-drawing characters of its own. Without `boxDrawing` (plain text
  /// that is not going to a terminal, which screen readers and logs read) quotes are marked
  /// `> ` as in e-mail and Markdown, and boxes and rules are ASCII, so no `┃` or `│` is read
  /// aloud; the other markers stay (`•` reads as "bullet").
  package init(unicode: Bool, lineDrawing: Bool = false, boxDrawing: Bool = true) {
    self.unicode = unicode
    if unicode {
      currentDot = "●"
      otherDot = "○"
      box = ("╭", "╮", "╰", "╯", "─", "│")
      arrows = ("←", "→", "↑", "↓")
      separator = " · "
      bullet = "•"
      quoteBar = "┃ "
      clipMarker = "›"
      imageLabel = "▣"
      table = TableGlyphs(corners: "┌┬┐├┼┤└┴┘", horizontal: "─", vertical: "│")
      checkbox = ("☐", "☑")
      radio = ("○", "◉")
      pointer = "›"
      problemMark = "✗"
      step = StepGlyphs(
        waiting: "○", run: "▶", passed: "✓", failed: "✗", unavailable: "–",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])
    } else {
      currentDot = "*"
      otherDot = "."
      box = lineDrawing ? ("┌", "┐", "└", "┘", "─", "│") : ("+", "+", "+", "+", "-", "|")
      arrows = ("<-", "->", "^", "v")
      separator = " | "
      bullet = "*"
      quoteBar = "| "
      clipMarker = ">"
      imageLabel = "[image]"
      table =
        lineDrawing
        ? TableGlyphs(corners: "┌┬┐├┼┤└┴┘", horizontal: "─", vertical: "│")
        : TableGlyphs(corners: "+++++++++", horizontal: "-", vertical: "|")
      checkbox = ("[ ]", "[x]")
      radio = ("( )", "(*)")
      pointer = ">"
      problemMark = "x"
      step = StepGlyphs(
        waiting: "o", run: ">", passed: "+", failed: "x", unavailable: "-",
        spinner: ["|", "/", "-", "\\"])
    }
    if !boxDrawing {
      box = ("+", "+", "+", "+", "-", "|")
      quoteBar = "> "
      table = TableGlyphs(corners: "+++++++++", horizontal: "-", vertical: "|")
    }
  }
}

extension Glyphs {
  /// ``init(unicode:lineDrawing:boxDrawing:)`` with box drawing, made once: a frame asks for
  /// the glyphs many times.
  package static func shared(unicode: Bool, lineDrawing: Bool) -> Glyphs {
    unicode ? unicodeSet : lineDrawing ? lineDrawingSet : asciiSet
  }
  private static let unicodeSet = Glyphs(unicode: true)
  private static let lineDrawingSet = Glyphs(unicode: false, lineDrawing: true)
  private static let asciiSet = Glyphs(unicode: false)

  /// The icon before a GitHub alert's title, GitHub's meaning in a terminal's characters. In
  /// Unicode `ℹ` and `⚠` are one cell (text presentation: no VS16, whose width terminals
  /// disagree on) and `💡` `❗` `🛑` two (emoji by default); in ASCII `(i)`, `(*)`, `(!)`, `/!\`,
  /// `(x)`.
  func alertIcon(_ kind: AlertKind) -> String {
    switch kind {
    case .note: unicode ? "ℹ" : "(i)"
    case .tip: unicode ? "💡" : "(*)"
    case .important: unicode ? "❗" : "(!)"
    case .warning: unicode ? "⚠" : "/!\\"
    case .caution: unicode ? "🛑" : "(x)"
    }
  }
}

/// The lines of a table: for the top, middle and bottom rules, the left, inner and right joins.
struct TableGlyphs: Sendable {
  /// `┌ ┬ ┐` / `├ ┼ ┤` / `└ ┴ ┘`: row 0 top, 1 middle, 2 bottom; column 0 left, 1 inner, 2 right.
  package let joins: [[String]]
  /// `─`.
  let horizontal: String
  /// `│`.
  let vertical: String

  /// Joins from nine characters in reading order (top row, middle row, bottom row).
  init(corners: String, horizontal: String, vertical: String) {
    let characters = corners.map(String.init)
    joins = [Array(characters[0..<3]), Array(characters[3..<6]), Array(characters[6..<9])]
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

extension Canvas {
  /// Draws a box with `glyphs` around `rect` (its outer edge), leaving the inside as it is.
  mutating func drawBox(_ rect: Rect, glyphs: Glyphs, style: CellStyle) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = String(repeating: glyphs.box.horizontal, count: rect.width - 2)
    draw(glyphs.box.topLeft + inner + glyphs.box.topRight, x: rect.x, y: rect.y, style: style)
    for row in rect.y + 1..<rect.y + rect.height - 1 {
      draw(glyphs.box.vertical, x: rect.x, y: row, style: style)
      draw(glyphs.box.vertical, x: rect.x + rect.width - 1, y: row, style: style)
    }
    draw(
      glyphs.box.bottomLeft + inner + glyphs.box.bottomRight, x: rect.x,
      y: rect.y + rect.height - 1, style: style)
  }
}

/// A step's marks: not run yet, a button to run, passed, failed, not available, and the
/// spinner's frames while it runs.
struct StepGlyphs: Equatable, Sendable {
  package let waiting: String
  package let run: String
  package let passed: String
  package let failed: String
  package let unavailable: String
  let spinner: [String]
}
