import CNcurses
import Glibc
import TourKit

/// The terminal in full-screen mode, from set-up to restore: the one place that changes
/// terminal state, so every way out goes through ``restore()``.
///
/// Order matters: locale, then `newterm`, then modes; restore undoes them in reverse.
final class Terminal {
  /// How many colours render may use on this terminal.
  let colorDepth: ColorDepth
  /// Whether the terminal is sent UTF-8, so non-ASCII glyphs show.
  let unicode: Bool
  private var isOpen = true

  /// xterm's button-event mouse tracking: ncurses turns on press/release reports (1000, SGR
  /// 1006) but not motion while a button is held, which swipes need.
  private static let dragTrackingOn = "\u{1B}[?1002h"
  private static let dragTrackingOff = "\u{1B}[?1002l"

  /// Why the terminal could not be set up.
  struct SetupError: Error {
    let message: String
  }

  /// Takes over the terminal: alternate screen, no echo, raw keys, hidden cursor, mouse on.
  init(noColor: Bool) throws(SetupError) {
    let unicode = Terminal.setUpLocale()
    guard Terminal.isInteractive(environment: { getenv($0).map { String(cString: $0) } }) else {
      throw SetupError(message: "no interactive terminal")
    }
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    // newterm, unlike initscr, returns NULL for an unknown TERM instead of exiting.
    guard let screen = newterm(nil, tour_stdout(), tour_stdin()) else {
      let name = getenv("TERM").map { String(cString: $0) } ?? ""
      throw SetupError(message: "cannot use terminal type '\(name)'")
    }
    set_term(screen)
    raw()  // Ctrl-C and Ctrl-Z arrive as keys: the loop exits or suspends in order.
    noecho()
    nonl()
    keypad(tour_stdscr(), true)
    leaveok(tour_stdscr(), true)
    curs_set(0)
    set_escdelay(25)
    Terminal.defineAlternateKeys()
    mouseinterval(0)
    mousemask(
      tour_button1_pressed() | tour_button1_released() | tour_button4_pressed()
        | tour_button5_pressed() | tour_report_mouse_position(), nil)
    var depth = ColorDepth.none
    if has_colors() && !noColor {
      start_color()
      use_default_colors()
      depth = tour_colors() >= 256 ? .palette256 : (tour_colors() >= 8 ? .basic8 : .none)
    }
    colorDepth = depth
    self.unicode = unicode
    refresh()
    Terminal.writeRaw(Terminal.dragTrackingOn)
    EmergencyRestore.arm(termios: original, resetSequence: Terminal.resetSequence())
  }

  /// Whether full screen is possible: standard input and output are terminals and `TERM`
  /// names a terminal that can address the screen (set, and not `dumb`).
  static func isInteractive(environment: (String) -> String?) -> Bool {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
    guard let term = environment("TERM"), !term.isEmpty, term != "dumb" else { return false }
    return true
  }

  /// The screen size in cells.
  var size: (width: Int, height: Int) {
    (Int(tour_screen_width()), Int(tour_screen_height()))
  }

  /// Puts the terminal back as it was found: mouse off, main screen, cursor shown, modes reset.
  func restore() {
    guard isOpen else { return }
    isOpen = false
    Terminal.writeRaw(Terminal.dragTrackingOff)
    endwin()
    EmergencyRestore.disarm()
  }

  /// Ctrl-Z: restores the terminal, stops the process, and takes the screen back on `fg`.
  func suspend() {
    Terminal.writeRaw(Terminal.dragTrackingOff)
    endwin()
    kill(getpid(), SIGSTOP)
    resume()
  }

  /// Takes the screen back after a stop, however it came (Ctrl-Z here, or a SIGTSTP ncurses
  /// handled itself): the caller redraws everything.
  func resume() {
    refresh()
    Terminal.writeRaw(Terminal.dragTrackingOn)
  }

  /// Teaches ncurses the Home/End sequences that terminals (tmux, rxvt, the Linux console) send
  /// besides the one terminfo names: an unknown sequence would arrive as Esc, which quits.
  private static func defineAlternateKeys() {
    let sequences: [(String, Int32)] = [
      ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME),
      ("\u{1B}OH", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
      ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END), ("\u{1B}OM", KEY_ENTER),
    ]
    for (sequence, key) in sequences where key_defined(sequence) == 0 {
      define_key(sequence, key)
    }
  }

  /// Sets the locale from the environment, falling back to a UTF-8 character type when the
  /// environment names none: with the plain C locale ncursesw silently draws nothing but ASCII.
  /// Returns whether the terminal can be sent UTF-8.
  static func setUpLocale() -> Bool {
    setlocale(LC_ALL, "")
    if isUTF8(tour_codeset()) { return true }
    let fallback = setlocale(LC_CTYPE, "C.UTF-8") ?? setlocale(LC_CTYPE, "C.utf8")
    return fallback != nil && isUTF8(tour_codeset())
  }

  private static func isUTF8(_ codeset: UnsafePointer<CChar>?) -> Bool {
    guard let codeset else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }

  /// Writes escape bytes ncurses has no call for, after flushing what ncurses has buffered so
  /// the order on the wire is the order of the calls.
  private static func writeRaw(_ sequence: String) {
    fflush(tour_stdout())
    var bytes = Array(sequence.utf8)
    _ = write(STDOUT_FILENO, &bytes, bytes.count)
  }

  /// The bytes that undo full screen, from this terminal's terminfo entry, for the crash path.
  private static func resetSequence() -> [UInt8] {
    var bytes = Array(dragTrackingOff.utf8) + Array("\u{1B}[?1000l\u{1B}[?1006l".utf8)
    for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let value = tigetstr(capability), Int(bitPattern: value) != -1 {
        bytes += Array(String(cString: value).utf8)
      }
    }
    return bytes
  }
}
