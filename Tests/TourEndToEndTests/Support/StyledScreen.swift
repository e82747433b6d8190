/// A capture with colours (`capture-pane -p -e -N`): each cell's character and its 256-colour
/// foreground and background (`nil`: the terminal's default), read from the SGR sequences.
///
/// tmux carries the colours over from one row to the next (it writes a change, not a reset,
/// at the start of a row), and so does this reader.
struct StyledScreen {
  struct Cell: Equatable {
    var character: Character
    var foreground: Int?
    var background: Int?
    var reverse: Bool
  }

  /// The rows of cells.
  let rows: [[Cell]]

  init(capture: String) {
    var rows: [[Cell]] = []
    var foreground: Int?
    var background: Int?
    var reverse = false
    for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
      var cells: [Cell] = []
      var characters = Array(line)[...]
      while let character = characters.popFirst() {
        guard character == "\u{1B}", characters.first == "[" else {
          cells.append(
            Cell(
              character: character, foreground: foreground, background: background, reverse: reverse
            ))
          continue
        }
        characters = characters.dropFirst()
        var parameters = ""
        while let next = characters.popFirst(), next != "m" { parameters.append(next) }
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
          .map { Int($0) ?? 0 }[...]
        while let code = codes.popFirst() {
          switch code {
          case 0: (foreground, background, reverse) = (nil, nil, false)
          case 7: reverse = true
          case 27: reverse = false
          case 39: foreground = nil
          case 49: background = nil
          case 30...37: foreground = code - 30
          case 40...47: background = code - 40
          case 90...97: foreground = code - 90 + 8
          case 100...107: background = code - 100 + 8
          case 38, 48:
            if codes.first == 5, codes.count >= 2 {
              let value = codes.dropFirst().first
              if code == 38 { foreground = value } else { background = value }
              codes = codes.dropFirst(2)
            }
          default: break
          }
        }
      }
      rows.append(cells)
    }
    self.rows = rows
  }

  /// The cell at (`x`, `y`), if captured.
  subscript(x: Int, y: Int) -> Cell? {
    rows.indices.contains(y) && rows[y].indices.contains(x) ? rows[y][x] : nil
  }

  /// The colours a cell shows: the background for a blank, both for a symbol (after reverse).
  func visibleColors(x: Int, y: Int) -> [Int?] {
    guard let cell = self[x, y] else { return [] }
    let (ink, paper) =
      cell.reverse ? (cell.background, cell.foreground) : (cell.foreground, cell.background)
    return cell.character == " " ? [paper] : [ink, paper]
  }

  /// Whether the cell is part of a picture: a block symbol (U+2580–U+259F), or a blank on a
  /// colour.
  func isPicture(x: Int, y: Int) -> Bool {
    guard let cell = self[x, y] else { return false }
    let isBlock = cell.character.unicodeScalars.first.map { (0x2580...0x259F).contains($0.value) }
    return isBlock == true || (cell.character == " " && cell.background != nil)
  }

  /// The columns of row `y` that are part of a picture.
  func pictureColumns(inRow y: Int) -> [Int] {
    (rows.indices.contains(y) ? rows[y].indices : 0..<0).filter { isPicture(x: $0, y: y) }
  }
}

extension StyledScreen {
  /// Whether palette colour `index` is within `tolerance` of (r, g, b) on every channel, at
  /// xterm's values.
  static func color(_ index: Int?, isNear target: (Int, Int, Int), tolerance: Int = 60) -> Bool {
    guard let index, (16...255).contains(index) else { return false }
    let rgb: (Int, Int, Int)
    if index < 232 {
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      rgb = (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    } else {
      let grey = 8 + 10 * (index - 232)
      rgb = (grey, grey, grey)
    }
    return abs(rgb.0 - target.0) <= tolerance && abs(rgb.1 - target.1) <= tolerance
      && abs(rgb.2 - target.2) <= tolerance
  }
}
