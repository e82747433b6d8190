import CNcurses
import TourKit

/// The terminal in full-screen mode, from set-up to restore: the one place that changes
/// terminal state, so every way out goes through ``restore()`` (or, in a crash,
/// ``EmergencyRestore``).
///
/// ncurses only draws: input is read and decoded by the tour itself (``InputReader``,
/// `InputDecoder`), and mouse reporting is switched on and off here.
final class Terminal {
  /// How many colours render may use on this terminal.
  let colorDepth: ColorDepth
  /// Whether chrome may use Unicode glyphs: the terminal is sent UTF-8 and is not a DEC VT
  /// (a `TERM` of `vt100`, `vt220` …, which have no Unicode line drawing).
  let unicode: Bool
  /// Without ``unicode``: whether the terminal has line-drawing characters of its own (terminfo
  /// `acsc` and `smacs`), for boxes and tables.
  let lineDrawing: Bool
  /// Whether the terminal has an alternate screen (`smcup`); without one, leaving clears what
  /// the tour drew.
  let hasAlternateScreen: Bool
  /// Where keys come from, and where the screen goes.
  let input: Int32
  let output: Int32

  private let screen: OpaquePointer
  /// The host's own current ncurses screen (or none), made current again by ``restore()``.
  private let hostScreen: OpaquePointer?
  private let outputStream: Platform.Stream
  private let inputStream: Platform.Stream
  /// Each terminal descriptor's tty settings before the tour.
  private let originalSettings: [(Int32, Platform.TerminalSettings)]
  /// The bytes that undo full screen, for ``EmergencyRestore``.
  private let resetSequence: [UInt8]
  private var isOpen = true

  /// Modes ncurses has no call for: mouse reports (1000 press and release, 1002 motion while a
  /// button is held, for swipes, 1006 the SGR encoding, which has no limit on columns) and
  /// bracketed paste (2004), so pasted text is not taken for keys.
  private static let modesOn = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h".utf8)
  private static let modesOff = Array("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

  /// Why the terminal could not be set up.
  struct SetupError: Error {
    let message: String
  }

  /// Takes over the terminal on `input` and `output`: alternate screen, no echo, raw keys,
  /// hidden cursor, mouse on. `terminalType` is `TERM`; `unicode` says whether the locale
  /// was set up for UTF-8.
  init(
    input: Int32, output: Int32, terminalType: String, unicode: Bool, noColor: Bool
  ) throws(SetupError) {
    guard let outputStream = Platform.openStream(duplicating: output, mode: "w") else {
      throw SetupError(message: "cannot open the terminal for writing")
    }
    guard let inputStream = Platform.openStream(duplicating: input, mode: "r") else {
      Platform.closeStream(outputStream)
      throw SetupError(message: "cannot open the terminal for reading")
    }
    var originals: [(Int32, Platform.TerminalSettings)] = []
    for descriptor in input == output ? [output] : [output, input] {
      if let settings = Platform.terminalSettings(descriptor) {
        originals.append((descriptor, settings))
      }
    }
    // newterm makes its screen current: set aside the host's own (if it uses ncurses too),
    // to make it current again afterwards.
    let hostScreen = set_term(nil)
    // newterm, unlike initscr, returns NULL for an unknown TERM instead of exiting. Its
    // screen starts at terminfo's size; readSize below gives it the window's, clamped.
    guard
      let screen = tour_newterm(
        terminalType, outputStream, inputStream, !Terminal.isWindowOversized(output))
    else {
      set_term(hostScreen)
      Platform.closeStream(outputStream)
      Platform.closeStream(inputStream)
      throw SetupError(message: "cannot use terminal type '\(terminalType)'")
    }
    self.input = input
    self.output = output
    self.screen = screen
    self.outputStream = outputStream
    self.inputStream = inputStream
    originalSettings = originals
    self.hostScreen = hostScreen
    // The window's size before the screen is first taken back, which sets the terminal's
    // scroll region to ncurses' idea of the screen: at terminfo's size (24 lines for xterm),
    // a taller window would scroll in its top 24 rows, in the tour and after it.
    _ = Terminal.resizeScreen(toWindowOn: output)
    // Until its screen has been ended and taken back once, ncurses writes to the terminal at
    // every cursor move (after newterm its screen is "initial", where a move is flushed for
    // programs that only use terminfo): a frame of ten lines would cost ten writes, each one a
    // system call and a wake-up of the terminal. Ended and taken back here, before anything is
    // drawn, a frame goes out in one write. Before colours are started: taking the screen back
    // with colours on would send `oc` (OSC 104), which resets a palette the user has set.
    endwin()
    doupdate()
    typeahead(-1)  // ncurses must never read or poll the input: the tour reads it.
    raw()
    noecho()
    nonl()
    leaveok(tour_stdscr(), true)
    // No inserting or deleting characters to shift a line: ncurses 6.4 gets it wrong with wide
    // characters (sliding a line of CJK text right, it wrote the line's first character, then
    // inserted blanks that pushed it along, leaving a stray copy for a frame). Lines are
    // rewritten instead; a slide sends a little more.
    idcok(tour_stdscr(), false)
    curs_set(0)
    var depth = ColorDepth.none
    if has_colors() && !noColor {
      start_color()
      use_default_colors()
      depth = tour_colors() >= 256 ? .palette256 : (tour_colors() >= 8 ? .basic8 : .none)
    }
    colorDepth = depth
    self.unicode = unicode && !Terminal.isDECTerminal(terminalType)
    lineDrawing =
      !self.unicode && Terminfo.string("acsc") != nil && Terminfo.string("smacs") != nil
    hasAlternateScreen = Terminfo.string("smcup") != nil
    resetSequence = Terminal.modesOff + Terminal.terminfoResetSequence()
    // The screen was taken back above: program mode and the alternate screen are on, and
    // the first frame's update sends what the colours changed, with the frame, in one write.
    takeScreen(refreshing: false)
  }

  /// Asks the terminal how wide it draws `probe`'s clusters: each drawn on the probe's row and
  /// followed by a cursor position request (terminfo `u7`), then the row erased, all between
  /// `sc` and `rc` so ncurses' idea of the screen and cursor stays true. The answers come as
  /// input. Returns false (and writes nothing) when the terminal cannot answer.
  func askWidths(_ probe: WidthProbe) -> Bool {
    let request = Terminfo.bytes(Terminfo.string("u7"))
    let save = Terminfo.bytes(Terminfo.string("sc"))
    let restore = Terminfo.bytes(Terminfo.string("rc"))
    let erase = Terminfo.bytes(Terminfo.string("el"))
    let rowStart = Terminfo.bytes(Terminfo.string("cup"), probe.row, 0)
    guard ![request, save, restore, erase, rowStart].contains(where: \.isEmpty) else {
      return false
    }
    var bytes = save
    for kind in probe.kinds { bytes += rowStart + Array(kind.probe.utf8) + request }
    bytes += rowStart + erase + restore
    return Platform.writeAll(output, bytes) == 0
  }

  /// The screen size in cells.
  var size: (width: Int, height: Int) {
    (Int(tour_screen_width()), Int(tour_screen_height()))
  }

  /// Reads the window's size now (`TIOCGWINSZ`), tells ncurses when its screen has another
  /// size, and returns it; `nil` when the size cannot be read.
  ///
  /// Whether the tour must be laid out again is for the caller to decide, against the size it
  /// laid out for, not against ncurses' screen: ncurses can resize its screen by itself (taking
  /// the screen back after `fg`, its refresh sizes it again, to terminfo's size), and the tour
  /// would then never hear of the change.
  ///
  /// The size is clamped to ``/TourKit/TourGeometry/maximumSide`` each way: a larger window is
  /// drawn in its top-left corner at that size, so ncurses' screens and the tour's frames stay
  /// bounded whatever the kernel reports.
  func readSize() -> (width: Int, height: Int)? {
    Terminal.resizeScreen(toWindowOn: output)
  }

  /// What ``readSize()`` does, for the current screen and the window on `output`.
  private static func resizeScreen(toWindowOn output: Int32) -> (width: Int, height: Int)? {
    guard let window = Platform.windowSize(output) else { return nil }
    let size = TourGeometry.clamped(width: window.width, height: window.height)
    if size != (Int(tour_screen_width()), Int(tour_screen_height())) {
      resizeterm(Int32(size.height), Int32(size.width))
    }
    return size
  }

  /// Whether the window on `output` is larger than the tour draws
  /// (``/TourKit/TourGeometry/maximumSide`` either way).
  private static func isWindowOversized(_ output: Int32) -> Bool {
    guard let window = Platform.windowSize(output) else { return false }
    return TourGeometry.clamped(width: window.width, height: window.height) != window
  }

  /// Puts the terminal back as it was found: input settings, mouse and paste modes off,
  /// main screen, cursor shown, tty settings as before; deletes the ncurses screen. Returns
  /// the `errno` of a failed write of the mode resets, or 0.
  @discardableResult
  func restore() -> Int32 {
    guard isOpen else { return 0 }
    isOpen = false
    let failure = handBack()
    delscreen(screen)
    set_term(hostScreen)
    Platform.closeStream(outputStream)
    Platform.closeStream(inputStream)
    return failure
  }

  /// Ctrl-Z or SIGTSTP: hands the terminal back, stops the process (``Platform/stopProcess()``:
  /// not in an orphaned process group), and takes the screen back when it continues (`fg`), or
  /// at once when it did not stop; the caller then redraws everything.
  func suspend() {
    _ = handBack()
    Platform.stopProcess()
    takeScreen()
  }

  /// Hands the terminal to `command` (an interactive step's, run on it) and takes the screen
  /// back after, as ``suspend()`` does around a stop: the terminal as it was found (main
  /// screen, cursor, the original tty settings) while `command` runs, then ncurses' tty
  /// settings, the modes and the screen again; the caller then redraws everything.
  func handOver<Result>(_ command: () -> Result) -> Result {
    _ = handBack()
    let result = command()
    takeScreen()
    return result
  }

  /// Takes the screen back after the process was stopped by something the tour did not see
  /// (SIGSTOP; the shell may have reset the tty meanwhile): ncurses' tty settings and the
  /// modes are set again, and the caller redraws everything.
  func resume() {
    reset_prog_mode()
    takeScreen()
  }

  /// Program mode, alternate screen (both from ncurses' refresh, unless `refreshing` is
  /// false because they are on already), raw input and the modes.
  private func takeScreen(refreshing: Bool = true) {
    if refreshing { refresh() }
    for (descriptor, settings) in originalSettings where descriptor == input {
      Platform.setTerminalSettings(descriptor, Platform.rawInput(settings))
    }
    _ = Platform.writeAll(output, Terminal.modesOn)
    EmergencyRestore.arm(output: output, resetSequence: resetSequence, settings: originalSettings)
  }

  /// Modes off, ncurses' `endwin` (main screen, cursor, its tty settings), then the original
  /// tty settings of every descriptor. Returns the `errno` of a failed write, or 0.
  private func handBack() -> Int32 {
    EmergencyRestore.disarm()
    var failure = Platform.writeAll(output, Terminal.modesOff + scrollRegionReset())
    endwin()
    if !hasAlternateScreen {
      // What the tour drew would stay on the only screen: clear it, the prompt comes at the top.
      let cleared = Platform.writeAll(output, Terminfo.bytes(Terminfo.string("clear")))
      if failure == 0 { failure = cleared }
    }
    for (descriptor, settings) in originalSettings {
      Platform.setTerminalSettings(descriptor, settings)
    }
    return failure
  }

  /// The terminal's scroll region set to the whole window, which is how the tour found it:
  /// ncurses sets it to its own screen's height, which after `fg` is terminfo's (24 lines for
  /// xterm) until the tour sizes the screen again, and never sets it back. Sent before the main
  /// screen comes back, as setting it moves the cursor to the top.
  private func scrollRegionReset() -> [UInt8] {
    guard let window = Platform.windowSize(output), window.height > 0 else { return [] }
    return Terminfo.bytes(Terminfo.string("csr"), 0, window.height - 1)
  }

  /// The terminfo strings that end full screen: attributes off, cursor shown, main screen (or,
  /// without one, the screen cleared).
  private static func terminfoResetSequence() -> [UInt8] {
    let screen = Terminfo.string("rmcup") == nil ? "clear" : "rmcup"
    return ["sgr0", "cnorm", screen].flatMap { Terminfo.bytes(Terminfo.string($0)) }
  }

  /// Whether `terminalType` names a DEC VT (`vt52`, `vt100`, `vt220-8bit` …): terminals whose
  /// character sets hold no Unicode, whatever the locale says.
  static func isDECTerminal(_ terminalType: String) -> Bool {
    let name = terminalType.lowercased()
    guard name.hasPrefix("vt"), let digit = name.dropFirst(2).first else { return false }
    return digit.isASCII && digit.isNumber
  }
}
