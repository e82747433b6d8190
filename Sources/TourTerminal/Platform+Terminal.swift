import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The tty: its settings, raw input as the tour reads it, and the window's size.
extension Platform {
  /// A tty's settings (`termios`).
  package typealias TerminalSettings = termios

  /// The tty settings of `descriptor`, if it is a terminal.
  package static func terminalSettings(_ descriptor: Int32) -> TerminalSettings? {
    var settings = termios()
    return tcgetattr(descriptor, &settings) == 0 ? settings : nil
  }

  /// Applies tty settings now, retrying after signals. Async-signal-safe. Returns 0 or the
  /// `errno`.
  @discardableResult
  static func setTerminalSettings(_ descriptor: Int32, _ settings: TerminalSettings) -> Int32 {
    var settings = settings
    while tcsetattr(descriptor, TCSANOW, &settings) != 0 {
      if errno != EINTR { return errno }
    }
    return 0
  }

  /// `settings` with input made raw as ncurses' `raw`, `noecho` and `nonl` make it: bytes
  /// one at a time, no echo, no signals from keys, no flow control, CR not turned into NL.
  /// Output processing is left alone.
  static func rawInput(_ settings: TerminalSettings) -> TerminalSettings {
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// `settings` with typed characters not echoed, the line break that ends a line still
  /// echoed (`ECHONL`): a secret typed at a prompt in canonical mode, as `getpass` reads it.
  static func withoutEcho(_ settings: TerminalSettings) -> TerminalSettings {
    var hidden = settings
    hidden.c_lflag &= ~tcflag_t(ECHO)
    hidden.c_lflag |= tcflag_t(ECHONL)
    return hidden
  }

  /// The window size of the terminal on `descriptor`, in cells.
  static func windowSize(_ descriptor: Int32) -> (width: Int, height: Int)? {
    var size = winsize()
    #if canImport(Darwin)
      // TIOCGWINSZ is a function-like macro on Darwin, which Swift cannot import.
      let request: UInt = 0x4008_7468
    #else
      let request = UInt(TIOCGWINSZ)
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
