import Glibc

/// What the command line asked for.
struct Arguments {
  /// The tour file to show; `nil` shows the built-in tour.
  var file: String?
  /// `--no-animation`, or `TOUR_REDUCE_MOTION=1` in the environment.
  var reduceMotion = false
  /// `--help`.
  var showHelp = false
  /// `--version`.
  var showVersion = false

  /// A command-line mistake, printed as one line with a hint.
  struct UsageError: Error {
    let message: String
  }

  /// Parses `arguments` (without the program name) and the environment.
  init(_ arguments: [String], environment: (String) -> String?) throws(UsageError) {
    reduceMotion = environment("TOUR_REDUCE_MOTION").map { $0 == "1" } ?? false
    var positional: [String] = []
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--no-animation": reduceMotion = true
      case "-h", "--help": showHelp = true
      case "--version": showVersion = true
      default: throw UsageError(message: "unknown option '\(argument)' (try 'tour --help')")
      }
    }
    guard positional.count <= 1 else {
      throw UsageError(
        message: "one tour file at a time, got \(positional.count) (try 'tour --help')")
    }
    file = positional.first
  }

  /// The `--help` text.
  static let usage = """
    usage: tour [--no-animation] [FILE]

    Shows an onboarding tour full screen: the built-in welcome tour, or FILE.

    keys    ← → h l, PgUp PgDn, Space Backspace: previous / next page
            Home End g G: first / last page   1-9: go to page
            Enter: next page, finish on the last   q Esc: leave   ?: help
    mouse   drag: swipe   click a dot: go to its page   wheel: page
            click Start: finish

    options --no-animation   change pages instantly (also TOUR_REDUCE_MOTION=1)
            --help           this text
            --version        the version

    exit    0 finished, 1 left early (q/Esc), 2 bad usage or bad file,
            129 hang-up, 130 interrupted (Ctrl-C), 143 terminated
    """
}
