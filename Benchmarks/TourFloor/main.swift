import CCmarkGFM
import CNcurses
import CRE2
import Glibc

// The floor `make bench` measures tour against: what any Swift program pays to show the deck
// through ncurses, linked as tour's release binary is (the static standard library, the same
// system libraries, the same flags). It splits the deck at `---` lines and centres each page's
// lines as they are, with a page count below; no Markdown, no layout, no animation. Keys:
// Right or l, Left or h, q. What tour costs above this is tour's own.

/// The whole file at `path`, or nil.
func contents(of path: String) -> [UInt8]? {
  let file = open(path, O_RDONLY | O_CLOEXEC)
  guard file >= 0 else { return nil }
  defer { close(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 16_384)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
    if count < 0 { return nil }
    if count == 0 { return bytes }
    bytes += chunk[..<count]
  }
}

/// The columns `line` takes on screen.
func columns(_ line: String) -> Int32 {
  line.unicodeScalars.reduce(0) { $0 + max(0, wcwidth(wchar_t(bitPattern: $1.value))) }
}

guard CommandLine.arguments.count == 2, let deck = contents(of: CommandLine.arguments[1]) else {
  _ = write(STDERR_FILENO, "usage: TourFloor DECK\n", 22)
  exit(2)
}
var pages: [[String]] = [[]]
for line in String(decoding: deck, as: UTF8.self).split(
  separator: "\n", omittingEmptySubsequences: false)
{
  if line == "---" { pages.append([]) } else { pages[pages.count - 1].append(String(line)) }
}

setlocale(LC_ALL, "")
let screen = initscr()!
cbreak()
noecho()
keypad(screen, true)
curs_set(0)
start_color()
use_default_colors()
let wide = tour_colors() >= 256
init_pair(1, wide ? 75 : Int16(COLOR_BLUE), -1)
init_pair(2, wide ? 244 : Int16(COLOR_WHITE), -1)

/// Draws page `index` of `pages` on `screen` and sends it.
func draw(_ pages: [[String]], _ index: Int, on screen: UnsafeMutablePointer<WINDOW>) {
  werase(screen)
  let height = getmaxy(screen)
  let width = getmaxx(screen)
  var row = max(0, (height - Int32(pages[index].count)) / 2)
  for line in pages[index] {
    let isTitle = line.hasPrefix("# ")
    let text = isTitle ? String(line.dropFirst(2)) : line
    wattr_set(screen, isTitle ? tour_attr_bold() : tour_attr_normal(), isTitle ? 1 : 0, nil)
    mvwaddstr(screen, row, max(0, (width - columns(text)) / 2), text)
    row += 1
  }
  let count = "\(index + 1)/\(pages.count)"
  wattr_set(screen, tour_attr_normal(), 2, nil)
  mvwaddstr(screen, height - 2, (width - Int32(count.utf8.count)) / 2, count)
  wattr_set(screen, tour_attr_normal(), 0, nil)
  wrefresh(screen)
}

var page = 0
draw(pages, page, on: screen)
loop: while true {
  switch wgetch(screen) {
  case KEY_RIGHT, Int32(UInt8(ascii: "l")): page = min(page + 1, pages.count - 1)
  case KEY_LEFT, Int32(UInt8(ascii: "h")): page = max(page - 1, 0)
  case Int32(UInt8(ascii: "q")), ERR: break loop
  default: continue loop
  }
  draw(pages, page, on: screen)
}
endwin()
