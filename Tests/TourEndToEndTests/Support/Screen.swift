/// One capture of a tmux pane: its rows as text (`capture-pane -p`, trailing blanks trimmed).
///
/// Columns are display columns, 0-based, as on screen: a CJK character takes two.
struct Screen: CustomStringConvertible, Sendable {
  /// The rows, top to bottom; row 0 is the first.
  let rows: [String]

  init(capture: String) {
    var rows = capture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    self.rows = rows
  }

  /// Row `index`, or "" outside the screen.
  subscript(row index: Int) -> String {
    rows.indices.contains(index) ? rows[index] : ""
  }

  /// Whether `text` appears anywhere (within one row).
  func contains(_ text: String) -> Bool { rows.contains { $0.contains(text) } }

  /// Whether nothing but blanks is shown.
  var isBlank: Bool { rows.allSatisfy { $0.allSatisfy { $0 == " " } } }

  /// The first row holding `text`.
  func row(containing text: String) -> Int? { rows.firstIndex { $0.contains(text) } }

  /// The display column where `text` starts in row `row`.
  func column(of text: String, inRow row: Int) -> Int? {
    let line = self[row: row]
    guard let range = line.range(of: text) else { return nil }
    return DisplayColumns.width(of: line[..<range.lowerBound])
  }

  /// Where `text` is: its first row and the display column it starts at.
  func position(of text: String) -> (row: Int, column: Int)? {
    guard let row = row(containing: text), let column = column(of: text, inRow: row) else {
      return nil
    }
    return (row, column)
  }

  // MARK: The page indicator

  static let currentDot: Character = "●"
  static let otherDot: Character = "○"

  /// The row of the page dots: the last row holding a dot glyph.
  var dotsRow: Int? {
    rows.lastIndex { $0.contains(Screen.currentDot) || $0.contains(Screen.otherDot) }
  }

  /// The display columns of the dots, left to right.
  var dotColumns: [Int] {
    guard let row = dotsRow else { return [] }
    var columns: [Int] = []
    var column = 0
    for character in self[row: row] {
      if character == Screen.currentDot || character == Screen.otherDot { columns.append(column) }
      column += DisplayColumns.width(of: character)
    }
    return columns
  }

  /// How many dots the indicator shows.
  var dotCount: Int { dotColumns.count }

  /// The 0-based page whose dot is filled, if exactly one is.
  var currentPage: Int? {
    guard let row = dotsRow else { return nil }
    let dots = self[row: row].filter { $0 == Screen.currentDot || $0 == Screen.otherDot }
    guard dots.filter({ $0 == Screen.currentDot }).count == 1 else { return nil }
    return dots.firstIndex(of: Screen.currentDot).map {
      dots.distance(from: dots.startIndex, to: $0)
    }
  }

  // MARK: Pages

  /// Whether `text` is shown centred on a screen `width` columns wide, i.e. its page is at
  /// rest (not part-way through a slide or a drag).
  ///
  /// Within one column: tour centres a page's block of lines, then each line in the block, so
  /// a line can sit half a column (rounded) off the screen's own centre.
  func showsCentred(_ text: String, width: Int) -> Bool {
    guard let position = position(of: text) else { return false }
    return abs(position.column - (width - DisplayColumns.width(of: text)) / 2) <= 1
  }

  /// The rows with their numbers, for failure messages.
  var description: String {
    let numbered = rows.enumerated().map { index, row in
      (index < 10 ? " " : "") + "\(index)|\(row)"
    }
    return "\n" + numbered.joined(separator: "\n")
  }
}

/// Display widths as a terminal (tmux) counts them: East Asian wide characters take two columns.
enum DisplayColumns {
  static func width<S: StringProtocol>(of text: S) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
