import Glibc

/// A program the benchmark compares.
enum Tool: String, CaseIterable {
  case tour
  case mdp
  /// TourFloor: the deck's text through ncurses from a minimal Swift program linked as tour is,
  /// without animation. What tour costs above it is tour's own.
  case floor
}

/// A terminal window size in cells.
struct TerminalSize: Hashable, CustomStringConvertible {
  let width: Int
  let height: Int
  var description: String { "\(width)x\(height)" }
}

/// One program in one animation mode, ready to be started on the deck.
///
/// "Animation on" is each program's default: tour's 300 ms slide (and Start fade), mdp's colour
/// fade out and in. "Off" is `tour --no-animation` against `mdp -f` (no fade).
struct Subject {
  let tool: Tool
  let animated: Bool
  let executable: String
  let deck: String

  /// The command line after the program name.
  var arguments: [String] {
    switch (tool, animated) {
    case (.tour, true), (.mdp, true), (.floor, _): return [deck]
    case (.tour, false): return ["--no-animation", deck]
    case (.mdp, false): return ["-f", deck]
    }
  }

  /// How the table names it: the command as typed.
  var label: String {
    switch (tool, animated) {
    case (.tour, true): return "tour"
    case (.tour, false): return "tour --no-animation"
    case (.mdp, true): return "mdp"
    case (.mdp, false): return "mdp -f"
    case (.floor, _): return "TourFloor"
    }
  }

  /// The key that ends the program.
  var quitKey: [UInt8] { [UInt8(ascii: "q")] }

  /// Starts the program on a fresh pty of `size`.
  func spawn(_ size: TerminalSize) throws(BenchError) -> PtyProcess {
    try PtyProcess(
      executable: executable, arguments: arguments, environment: Subject.childEnvironment,
      width: size.width, height: size.height)
  }

  /// The child's whole environment: a 256-colour xterm, a UTF-8 locale and a home folder of
  /// its own (`.build/bench/home`), and nothing from the caller that could change behaviour
  /// (NO_COLOR, TOUR_REDUCE_MOTION, COLUMNS, LINES). TERMINFO paths pass through, in case
  /// terminfo lives somewhere unusual. A user's environment has a home: without one, tour
  /// takes the path that finds nowhere to remember tours, whose code a session does not
  /// otherwise run (0.23 MB more peak RSS).
  static let childEnvironment: [String] = {
    var environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
    if let current = currentDirectory() {
      makeFolders(".build/bench/home")
      environment.append("HOME=\(current)/.build/bench/home")
    }
    for name in ["TERMINFO", "TERMINFO_DIRS"] {
      if let value = getenv(name) { environment.append("\(name)=\(String(cString: value))") }
    }
    return environment
  }()
}
