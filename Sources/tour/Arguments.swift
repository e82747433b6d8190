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
    /// `--help` or `-h`: the synopsis and the common options.
    case help
    /// `--help-all`: every option, the keys, the exit status and the environment.
    case fullHelp
    /// `--version`: tour's own version.
    case version
    /// `--completions SHELL`: the completion script for SHELL.
    case completions(CompletionShell)
  }

  /// What to do.
  var mode = Mode.show
  /// The tour files named; none shows the built-in tour.
  var files: [String] = []
  /// `--size WIDTHxHEIGHT`, repeatable.
  var sizes: [ScreenSize] = []
  /// `--split h1|h2|h3`: pages start at headings, over the file's `split:`.
  var split: PageSplit?
  /// `--no-animation`, or `TOUR_REDUCE_MOTION=1` in the environment.
  var reduceMotion = false
  /// `--plain`: print plain text even on a terminal.
  var plain = false
  /// `--watch`: read the tour file again whenever it is saved.
  var watch = false
  /// `--app ID`: show through the launch gate under this app ID.
  var app: String?
  /// `--app-version V` (with `--app` or `--whats-new`): the app's version now.
  var appVersion: String?
  /// `--force`: show the onboarding whatever was recorded.
  var force = false
  /// `--reset`: forget the app first.
  var reset = false
  /// `--whats-new --since R`: show the pages new since R.
  var whatsNewSince: String?
  /// `--answers json|sh`: print the answers on standard output when the tour finishes.
  var answersFormat: AnswersFormat?
  /// `--answer KEY=VALUE`, repeatable: answers given before the tour starts, as typed (each is
  /// checked against its question once the tour is loaded).
  var presets: [(key: String, value: String)] = []
  /// `--step KEY=COMMAND`, repeatable: the command each step runs, by key, as given.
  var steps: [(key: String, command: String)] = []
  /// `--answers-from FILE` (`-`: standard input): where saved answers are read from.
  var answersFrom: String?
  /// The answers `--answers-from` read (main.swift reads them once the arguments are parsed):
  /// presets under those of `--answer`.
  var savedAnswers: SavedAnswers?
  /// `--recall` (with `--app ID --answers FORMAT`): print the remembered answers, show nothing.
  var recall = false
  /// `--accessible`: line by line, no full screen. The environment's `TOUR_ACCESSIBLE=1` and
  /// `ACCESSIBLE` act the same (``PresentOptions`` reads them, main.swift joins the two) but
  /// are not checked here: a variable set for every program is no usage mistake.
  var accessible = false

  /// How `--answers` prints the answers.
  enum AnswersFormat: String {
    /// One JSON object on one line.
    case json
    /// `TOUR_KEY='value'` lines for `eval` in a POSIX shell.
    case sh
  }
  /// `--app ID --whats-new` without `--since`: show the pages new since the version the user
  /// last saw.
  var whatsNewSinceLastSeen = false
  /// `FILE -- COMMAND [ARGS…]`: what runs after the tour (`exec`), as the bytes given.
  var command: [[UInt8]]?

  /// A command-line mistake, printed as one line with a hint.
  struct UsageError: Error {
    let message: String
    /// Whether the mistake stops `-- COMMAND` too: most do not (a misspelt option in a wrapper
    /// must not stop the tool it wraps), but one that would mix tour's output into the
    /// command's does.
    var stopsTheCommand = false

    /// `--version` given the app's version, the spelling before `--app-version`.
    static func versionIsTours(appVersion: String?) -> UsageError {
      UsageError(
        message: "--version prints tour's own version; the app's version is --app-version "
          + (appVersion ?? "V") + " (try 'tour --help')")
    }
  }

  /// The process's arguments after the program name, as the bytes the shell passed. Not
  /// `CommandLine.arguments`, which repairs invalid UTF-8 to U+FFFD, so that two different
  /// invalid app IDs would look alike.
  static var processArguments: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      var bytes: [UInt8] = []
      var character = CommandLine.unsafeArgv[index]
      while let current = character, current.pointee != 0 {
        bytes.append(UInt8(bitPattern: current.pointee))
        character = current + 1
      }
      return bytes
    }
  }

  /// Parses `arguments` (the bytes of each, without the program name) and the environment.
  /// Only `--app` needs valid UTF-8; other arguments are read with invalid bytes as U+FFFD.
  init(_ arguments: [[UInt8]], environment: (String) -> String?) throws(UsageError) {
    reduceMotion = TourVariable.flag(environment(TourVariable.reduceMotion.rawValue)) ?? false
    let separator = Arguments.commandSeparator(in: arguments)
    command = separator.map { Arguments.command(after: $0, in: arguments) }
    var rest = arguments[..<(separator ?? arguments.count)]
    var optionsEnded = false
    var whatsNew = false
    var tourVersionAsked = false
    // `--help` wins over anything else given (as git's does); `--version` and `--completions`
    // take nothing else, so that `tour --completions bash --check f.md` is not read as a check.
    var helpAsked: Mode?
    var standingAlone: String?
    var otherArguments = false
    while let bytes = rest.popFirst() {
      let argument = String(decoding: bytes, as: UTF8.self)
      if argument == "-" {
        throw UsageError(
          message: "a tour cannot come from standard input (the keys do): name a file")
      }
      if optionsEnded || !argument.hasPrefix("-") {
        files.append(argument)
        otherArguments = true
        continue
      }
      guard let option = TourOption(named: argument) else {
        // `--answers=json`: the value is the next argument, not after `=`.
        if let equals = argument.firstIndex(of: "="),
          let named = TourOption(named: String(argument[..<equals]))
        {
          let name = named.declaration.name
          let value = argument[argument.index(after: equals)...]
          if named.declaration.takesNextArgument {
            throw UsageError(
              message: "\(name) takes its value as the next argument: "
                + "'\(name) \(value)'".escapingControlCharacters())
          }
          // `--check=FILE`: the files come after it, as arguments of their own.
          throw UsageError(
            message: named == .check
              ? "\(name) takes no value; the files to check follow it: "
                + "'\(name) \(value)'".escapingControlCharacters()
              : "\(name) takes no value (try 'tour --help')")
        }
        let names = TourOption.allCases.flatMap(\.declaration.names).filter { $0.count > 2 }
        let hint = DidYouMean.suggestion(for: argument, among: names).map {
          "did you mean '\($0)'? "
        }
        throw UsageError(
          message:
            "unknown option '\(argument.escapingControlCharacters())' (\(hint ?? "")try 'tour --help')"
        )
      }
      var valueBytes: [UInt8] = []
      if option.declaration.takesNextArgument {
        guard let next = rest.popFirst() else {
          throw UsageError(message: "\(argument) needs a value (try 'tour --help')")
        }
        valueBytes = next
      }
      let value = String(decoding: valueBytes, as: UTF8.self)
      if option == .help || option == .helpAll {
        helpAsked = helpAsked ?? (option == .help ? .help : .fullHelp)
      } else if option.declaration.standsAlone {
        if standingAlone != nil { otherArguments = true }
        standingAlone = standingAlone ?? argument
      } else {
        otherArguments = true
      }
      /// The mistake of a value `option` does not take: what it takes, and what was given.
      func badValue(_ takes: String) -> UsageError {
        UsageError(
          message: "\(argument) takes \(takes), got '\(value.escapingControlCharacters())'")
      }
      switch option {
      case .command: optionsEnded = true
      case .noAnimation: reduceMotion = true
      case .plain: plain = true
      case .watch: watch = true
      case .help: mode = .help
      case .helpAll: mode = .fullHelp
      case .completions:
        guard let shell = CompletionShell(rawValue: value) else {
          throw badValue("bash, zsh or fish")
        }
        mode = .completions(shell)
      case .version:
        // A version straight after is the old spelling of --app-version: refused below.
        if let next = rest.first.map({ String(decoding: $0, as: UTF8.self) }), Version(next) != nil
        {
          throw UsageError.versionIsTours(appVersion: next)
        }
        tourVersionAsked = true
        mode = .version
      case .appVersion: appVersion = value
      case .app:
        guard let text = String(validUTF8: valueBytes) else {
          throw UsageError(
            message: "bad app ID '\(escapingInvalidUTF8(valueBytes))': it must be valid UTF-8")
        }
        app = text
      case .force: force = true
      case .reset: reset = true
      case .whatsNew: whatsNew = true
      case .since: whatsNewSince = value
      case .answers:
        guard let format = AnswersFormat(rawValue: value) else { throw badValue("json or sh") }
        answersFormat = format
      case .answer:
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
          throw badValue("KEY=VALUE like theme=dark")
        }
        presets.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
      case .step:
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
          value.index(after: equals) != value.endIndex
        else {
          throw badValue("KEY=COMMAND like signin='gh auth status'")
        }
        let key = String(value[..<equals])
        guard !steps.contains(where: { $0.key == key }) else {
          throw UsageError(message: "--step \(key.escapingControlCharacters())=… is given twice")
        }
        steps.append((key, String(value[value.index(after: equals)...])))
      case .answersFrom: answersFrom = value
      case .recall: recall = true
      case .accessible: accessible = true
      case .check:
        if case .render = mode {
          throw UsageError(message: "--check and --render exclude each other")
        }
        mode = .check
      case .render:
        guard let page = Int(value), page >= 1 else { throw badValue("a page number from 1") }
        if mode == .check { throw UsageError(message: "--check and --render exclude each other") }
        mode = .render(page: page)
      case .size:
        guard let size = ScreenSize(parsing: value) else {
          throw badValue("WIDTHxHEIGHT like 80x24, from 1x1 to 1000x1000")
        }
        sizes.append(size)
      case .split:
        guard let level = PageSplit(setting: value) else { throw badValue("h1, h2 or h3") }
        split = level
      }
    }
    // `--version` is tour's own: with the launch gate it is the old spelling of --app-version.
    if tourVersionAsked && (app != nil || whatsNew) {
      throw UsageError.versionIsTours(appVersion: nil)
    }
    if let helpAsked {
      mode = helpAsked
      return
    }
    if let standingAlone, otherArguments || command != nil {
      throw UsageError(
        message: "\(standingAlone) takes no other option or file (try 'tour --help')")
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
    if whatsNewSince != nil && !whatsNew {
      throw UsageError(message: "--since R goes with --whats-new")
    }
    if whatsNew && whatsNewSince == nil {
      guard app != nil else {
        throw UsageError(
          message: "--whats-new needs --since R, or --app ID to show what is new since the "
            + "version last seen")
      }
      whatsNewSinceLastSeen = true
    }
    // Not `Version(version) == nil`: Optional's `==` makes the runtime build a tuple type's
    // metadata, 30,000 instructions of every launch.
    if let version = appVersion, case .none = Version(version) {
      throw UsageError(
        message:
          "--app-version takes a version like 1.4 or 2.0.1-beta.1, got '\(version.escapingControlCharacters())'"
      )
    }
    if let since = whatsNewSince, case .none = Version(since) {
      throw UsageError(
        message: "--since takes a version like 1.4, got '\(since.escapingControlCharacters())'")
    }
    if force && whatsNew {
      throw UsageError(message: "--force and --whats-new exclude each other: choose one")
    }
    if reset && whatsNew {
      throw UsageError(
        message: "--reset and --whats-new exclude each other (the preview changes nothing)")
    }
    try validateSize()
    if split != nil && files.isEmpty {
      throw UsageError(
        message: "--split cuts a tour file into pages at its headings: name the file "
          + "(try 'tour --split h2 README.md')")
    }
    try validateWatch(whatsNew: whatsNew)
    try validateAnswers(whatsNew: whatsNew)
    try validateCommand(whatsNew: whatsNew)
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
      throw UsageError(message: "--app-version V goes with --app ID or --whats-new")
    }
    // `--app ID` and `--whats-new` without `--app-version V` take the tour file's `version:`;
    // that is checked once the file is loaded.
  }

  /// `--size` is the screen `--check` and `--render` lay pages out on; anything else would
  /// ignore it.
  private func validateSize() throws(UsageError) {
    guard mode == .show, let size = sizes.first else { return }
    let hint =
      plain
      ? "plain text is as wide as COLUMNS (try 'COLUMNS=\(size.width) tour --plain')"
      : "a tour is shown at the terminal's size (try 'tour --render 1 --size "
        + "\(size.width)x\(size.height) FILE')"
    throw UsageError(message: "--size goes with --check or --render; " + hint)
  }

  /// The first option given that asks or answers questions, as an error names it. Not the
  /// first of an array of optional names: a launch gate with nothing due would pay for the
  /// runtime building Optional's metadata at the first use of such an array.
  private var firstAnsweringOption: String? {
    if answersFormat != nil { return "--answers" }
    if !presets.isEmpty { return "--answer" }
    if answersFrom != nil { return "--answers-from" }
    if recall { return "--recall" }
    return accessible ? "--accessible" : nil
  }

  /// `--answers`, `--answer`, `--recall` and `--accessible` go with showing a tour, and
  /// `--recall` with nothing but the app and the format.
  private func validateAnswers(whatsNew: Bool) throws(UsageError) {
    if !steps.isEmpty && mode != .show {
      throw UsageError(message: "--step goes with showing a tour, not with --check or --render")
    }
    guard let first = firstAnsweringOption else { return }
    if mode != .show {
      throw UsageError(
        message: "\(first) goes with showing a tour, not with --check or --render")
    }
    if watch {
      throw UsageError(
        message: "\(first) does not go with --watch, which redraws the file as it is saved")
    }
    if plain && (answersFormat != nil || accessible) {
      throw UsageError(
        message: "--plain prints the pages without asking; "
          + (accessible
            ? "--accessible asks line by line: choose one"
            : "to answer line by line and print the answers, use --accessible --answers "
              + answersFormat!.rawValue))
    }
    if recall {
      guard app != nil, answersFormat != nil else {
        throw UsageError(
          message: "--recall prints what app ID remembers: it needs --app ID and --answers "
            + "json|sh (try 'tour --app ID --recall --answers json')")
      }
      if !files.isEmpty || appVersion != nil || force || reset || whatsNew || !presets.isEmpty
        || accessible || answersFrom != nil || !steps.isEmpty
      {
        throw UsageError(
          message: "--recall shows nothing and takes only --app ID and --answers json|sh")
      }
    }
    if answersFrom == "-" && accessible {
      throw UsageError(
        message: "--answers-from - reads standard input, where --accessible reads its answers "
          + "line by line: save the answers to a file (--answers-from FILE)")
    }
    if answersFormat != nil && reset && appVersion == nil && files.isEmpty {
      throw UsageError(
        message: "--reset alone shows no tour, so there are no answers to print (drop --answers)")
    }
  }

  /// `--watch` redraws a whole tour on a terminal as its file is saved: nothing else fits.
  private func validateWatch(whatsNew: Bool) throws(UsageError) {
    guard watch else { return }
    switch mode {
    case .check, .render:
      throw UsageError(
        message: "--watch goes with showing a tour, not with --check or --render "
          + "(try 'tour --watch FILE')")
    case .show where files.isEmpty:
      throw UsageError(message: "--watch needs the tour file to watch (try 'tour --watch FILE')")
    default: break
    }
    if plain {
      throw UsageError(
        message: "--watch redraws the screen as the file is saved; --plain prints it once: "
          + "choose one")
    }
    if app != nil || force || reset || whatsNew {
      throw UsageError(
        message: "--watch shows every page of the file; the launch gate (--app, --force, "
          + "--reset, --whats-new) does not go with it")
    }
  }
}

/// `bytes` as text for a message: valid UTF-8 as it is, each invalid byte as `\xff`, and
/// control characters escaped, so two different invalid arguments never look alike.
private func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  var text = ""
  var offset = 0
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded):
      text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
      offset += encoded.count
    case .error(let length):
      for byte in bytes[offset..<offset + length] {
        text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
      }
      offset += length
    case .emptyInput:
      return text.escapingControlCharacters()
    }
  }
}
