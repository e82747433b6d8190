import TourKit

/// What the command line asked for.
struct Arguments {
  /// What to do.
  enum Mode: Equatable {
    /// Show a tour (the default), through the launch gate when `--app` is given.
    case show
    /// `--check FILE…`: report pages that do not fit.
    case check
    /// `--render N [FILE]`: print page N as text.
    case render(page: Int)
    /// `--help`.
    case help
    /// `--version` without a value.
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
  /// `--plain`: print plain text even on a terminal.
  var plain = false
  /// `--app ID`: show through the launch gate under this app ID.
  var app: String?
  /// `--version V` (with `--app` or `--whats-new`): the app's version now.
  var appVersion: String?
  /// `--force`: show the onboarding whatever was recorded.
  var force = false
  /// `--reset`: forget the app first.
  var reset = false
  /// `--whats-new --since R`: show the pages new since R.
  var whatsNewSince: String?

  /// A command-line mistake, printed as one line with a hint.
  struct UsageError: Error {
    let message: String
  }

  /// Parses `arguments` (without the program name) and the environment.
  init(_ arguments: [String], environment: (String) -> String?) throws(UsageError) {
    reduceMotion = environment("TOUR_REDUCE_MOTION") == "1"
    var rest = arguments[...]
    var optionsEnded = false
    var whatsNew = false
    func value(for option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst() else {
        throw UsageError(message: "\(option) needs a value (try 'tour --help')")
      }
      return value
    }
    while let argument = rest.popFirst() {
      if argument == "-" {
        throw UsageError(
          message: "a tour cannot come from standard input (the keys do): name a file")
      }
      if optionsEnded || !argument.hasPrefix("-") {
        files.append(argument)
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--no-animation": reduceMotion = true
      case "--plain": plain = true
      case "-h", "--help": mode = .help
      case "--version":
        // `--version` prints the version; `--version V` is the app's version for the gate.
        let gated = arguments.contains("--app") || arguments.contains("--whats-new")
        if let next = rest.first, !next.hasPrefix("-"), gated || Version(next) != nil {
          appVersion = rest.popFirst()
        } else {
          mode = .version
        }
      case "--app": app = try value(for: "--app")
      case "--force": force = true
      case "--reset": reset = true
      case "--whats-new": whatsNew = true
      case "--since": whatsNewSince = try value(for: "--since")
      case "--check":
        if case .render = mode {
          throw UsageError(message: "--check and --render exclude each other")
        }
        mode = .check
      case "--render":
        let text = try value(for: "--render")
        guard let page = Int(text), page >= 1 else {
          throw UsageError(message: "--render takes a page number from 1, got '\(text)'")
        }
        if mode == .check { throw UsageError(message: "--check and --render exclude each other") }
        mode = .render(page: page)
      case "--size":
        let text = try value(for: "--size")
        guard let size = ScreenSize(parsing: text) else {
          throw UsageError(
            message: "--size takes WIDTHxHEIGHT like 80x24, from 1x1 to 1000x1000, got '\(text)'")
        }
        sizes.append(size)
      default:
        let hint = closestOption(to: argument).map { "did you mean '\($0)'? " } ?? ""
        throw UsageError(message: "unknown option '\(argument)' (\(hint)try 'tour --help')")
      }
    }
    try validate(whatsNew: whatsNew)
  }

  private mutating func validate(whatsNew: Bool) throws(UsageError) {
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
    if whatsNew != (whatsNewSince != nil) {
      throw UsageError(message: "--whats-new and --since R go together")
    }
    if let version = appVersion, Version(version) == nil {
      throw UsageError(
        message: "--version takes a version like 1.4 or 2.0.1-beta.1, got '\(version)'")
    }
    if let since = whatsNewSince, Version(since) == nil {
      throw UsageError(message: "--since takes a version like 1.4, got '\(since)'")
    }
    if force && whatsNew {
      throw UsageError(message: "--force and --whats-new exclude each other: choose one")
    }
    if reset && whatsNew {
      throw UsageError(
        message: "--reset and --whats-new exclude each other (the preview changes nothing)")
    }
    if mode != .show && (app != nil || force || reset || whatsNew) {
      throw UsageError(
        message:
          "--app, --force, --reset and --whats-new go with showing a tour, not with --check or --render"
      )
    }
    if app == nil && (force || reset) {
      throw UsageError(message: "\(force ? "--force" : "--reset") needs --app ID")
    }
    if appVersion != nil && app == nil && !whatsNew {
      throw UsageError(message: "--version V needs --app ID (alone, --version prints tour's)")
    }
    // `--app ID` and `--whats-new` without `--version V` take the tour file's `version:`; that
    // is checked once the file is loaded.
  }

  private func closestOption(to argument: String) -> String? {
    let options = [
      "--no-animation", "--plain", "--help", "--version", "--app", "--force", "--reset",
      "--whats-new", "--since", "--check", "--render", "--size",
    ]
    return DidYouMean.suggestion(for: argument, among: options)
  }
}
