import TourKit

/// What the command line asked for.
struct Arguments {
  /// What to do.
  enum Mode: Equatable {
    /// Show a tour full screen (the default).
    case show
    /// `--check FILE…`: report pages that do not fit.
    case check
    /// `--render N FILE`: print page N as text.
    case render(page: Int)
    /// `--help`.
    case help
    /// `--version`.
    case version
  }

  /// What to do.
  var mode = Mode.show
  /// The tour files named; none shows the built-in tour.
  var files: [String] = []
  /// `--size WxH`, repeatable.
  var sizes: [ScreenSize] = []
  /// `--no-animation`, or `TOUR_REDUCE_MOTION=1` in the environment.
  var reduceMotion = false

  /// A command-line mistake, printed as one line with a hint.
  struct UsageError: Error {
    let message: String
  }

  /// Parses `arguments` (without the program name) and the environment.
  init(_ arguments: [String], environment: (String) -> String?) throws(UsageError) {
    reduceMotion = environment("TOUR_REDUCE_MOTION").map { $0 == "1" } ?? false
    var rest = arguments[...]
    var optionsEnded = false
    func value(for option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst() else {
        throw UsageError(message: "\(option) needs a value (try 'tour --help')")
      }
      return value
    }
    while let argument = rest.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        files.append(argument)
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--no-animation": reduceMotion = true
      case "-h", "--help": mode = .help
      case "--version": mode = .version
      case "--check": mode = .check
      case "--render":
        let text = try value(for: "--render")
        guard let page = Int(text), page >= 1 else {
          throw UsageError(message: "--render takes a page number from 1, got '\(text)'")
        }
        mode = .render(page: page)
      case "--size":
        let text = try value(for: "--size")
        guard let size = ScreenSize(parsing: text) else {
          throw UsageError(message: "--size takes WIDTHxHEIGHT like 80x24, got '\(text)'")
        }
        sizes.append(size)
      default:
        throw UsageError(message: "unknown option '\(argument)' (try 'tour --help')")
      }
    }
    switch mode {
    case .check where files.isEmpty:
      throw UsageError(message: "--check needs at least one tour file")
    case .render where files.count > 1, .show where files.count > 1:
      throw UsageError(message: "one tour file at a time, got \(files.count) (try 'tour --help')")
    case .render where sizes.count > 1:
      throw UsageError(message: "--render takes one --size")
    default:
      break
    }
  }

  /// The `--help` text.
  static let usage = """
    usage: tour [--no-animation] [FILE]
           tour --check [--size WxH]... FILE...
           tour --render N [--size WxH] [FILE]

    Shows an onboarding tour full screen: the built-in welcome tour, or FILE (Markdown pages
    separated by `---` lines). With LANG=ja_JP.UTF-8, FILE.ja_JP.md or FILE.ja.md is used
    when it exists.

    keys    ← → h l, PgUp PgDn, Space Backspace: previous / next page
            Home End g G: first / last page   1-9: go to page   ↑ ↓ j k: scroll
            Enter: next page, finish on the last   q Esc: leave   ?: help
    mouse   drag: swipe   click a dot: go to its page   wheel: scroll, then page
            click Start: finish

    options --no-animation   change pages instantly (also TOUR_REDUCE_MOTION=1)
            --check          lay every page out at 80x24, 60x20 and 40x12 (or each
                             --size) and report pages that overflow or clip
            --render N       print page N as the screen shows it, without colours
            --size WxH       the screen size for --check and --render
            --help           this text
            --version        the version

    exit    0 finished (--check: all pages fit), 1 left early (--check: some do not fit),
            2 bad usage or bad file, 129 hang-up, 130 interrupted, 143 terminated
    """
}
