/// tour's command-line options, each declared once, in the order `--help-all` lists them: its
/// long name as its raw value, everything else in ``declaration``. Finding an option by name
/// so compares names only and builds no declaration (their help and value lists).
enum TourOption: String, CaseIterable {
  case app = "--app"
  case appVersion = "--app-version"
  case force = "--force"
  case reset = "--reset"
  case whatsNew = "--whats-new"
  case since = "--since"
  case command = "--"
  case answers = "--answers"
  case answer = "--answer"
  case answersFrom = "--answers-from"
  case recall = "--recall"
  case accessible = "--accessible"
  case step = "--step"
  case noAnimation = "--no-animation"
  case plain = "--plain"
  case watch = "--watch"
  case split = "--split"
  case check = "--check"
  case render = "--render"
  case size = "--size"
  case completions = "--completions"
  case help = "--help"
  case helpAll = "--help-all"
  case version = "--version"

  /// What it is called, takes, goes with and does.
  var declaration: OptionDeclaration {
    var declaration = described
    declaration.name = rawValue
    return declaration
  }

  /// ``declaration`` but for the name, which is the raw value.
  private var described: OptionDeclaration {
    switch self {
    case .app:
      OptionDeclaration(
        value: .free("ID"), excludes: [.check, .render, .watch], section: .gate,
        isCommon: true,
        summary: "show the tour only on a first run or an upgrade of app ID",
        details: "show the tour only if app ID needs it: on a first run the pages without "
          + "`since`, after an upgrade the pages new since the version last seen, otherwise "
          + "nothing (exit 0). V is remembered when the user finishes or presses q (not q "
          + "with a required question unanswered).")
    case .appVersion:
      OptionDeclaration(
        value: .free("V"), excludes: [.check, .render, .watch],
        section: .gate, summary: "the app's version now (default: the file's `version:`)")
    case .force:
      OptionDeclaration(
        excludes: [.check, .render, .watch, .whatsNew, .since], section: .gate,
        summary: "show the onboarding whatever was remembered")
    case .reset:
      OptionDeclaration(
        excludes: [.check, .render, .watch, .whatsNew, .since], section: .gate,
        summary: "forget what app ID has seen")
    case .whatsNew:
      OptionDeclaration(
        excludes: [.check, .render, .watch], section: .gate,
        summary: "preview the pages new since a version (with --since R)",
        details: "with --since R: preview the pages new since R, up to the app's version; "
          + "with --app ID alone: since the version last seen (remembers nothing)")
    case .since:
      OptionDeclaration(
        value: .free("R"), excludes: [.check, .render, .watch],
        section: .gate, summary: "with --whats-new: the version to preview from")
    case .command:
      OptionDeclaration(
        value: .free("COMMAND"), endsOptions: true, section: .gate,
        summary: "after FILE: then run COMMAND with its arguments, in tour's place",
        details: "after FILE: then run COMMAND with its arguments, in tour's place (its exit "
          + "status and signals are its own), whatever happened to the tour: finished, q, not "
          + "needed, no terminal, a bad tour file (one warning per version), a broken store. "
          + "Only Ctrl-C during the tour stops it: 130. COMMAND gets the answers as TOUR_KEY "
          + "variables (valued as --answers sh writes them), shown or remembered; --answers "
          + "does not go with it (exit 2).")
    case .answers:
      OptionDeclaration(
        value: .oneOf([
          ("json", "one JSON object"), ("sh", "TOUR_KEY=value lines for eval"),
        ]), excludes: [.check, .render, .watch, .plain], section: .answers, isCommon: true,
        summary: "print the answers when the tour is finished",
        details: "print the answers on standard output when the tour is finished, or not "
          + "needed (--app): json, one object; sh, TOUR_KEY='value' lines for eval (several "
          + "choices are separated by spaces in one value). With output piped the tour is "
          + "drawn on /dev/tty; with no terminal at all it prints the presets and defaults, "
          + "or exits 2 naming the required questions left unanswered. Never on exit 1.")
    case .answer:
      OptionDeclaration(
        value: .free("KEY=VALUE"), isRepeatable: true,
        excludes: [.check, .render, .watch], section: .answers, isCommon: true,
        summary: "answer a question before the tour starts",
        details: "answer a question before the tour starts (repeatable): an option's value, "
          + "values separated by commas, yes or no, or a text; not a secret, which any "
          + "user's ps would show (see --answers-from)")
    case .answersFrom:
      OptionDeclaration(
        value: .file("FILE"), excludes: [.check, .render, .watch],
        section: .answers, summary: "answer the questions from a file --answers json wrote",
        details: "answer the questions from a JSON object of the shape --answers json prints "
          + "(- for standard input, the tour then on /dev/tty): the same checks as --answer, "
          + "which goes over it; the way to preset a secret")
    case .recall:
      OptionDeclaration(
        excludesFiles: true, excludes: [.check, .render, .watch, .plain],
        section: .answers,
        summary: "print the answers the app remembers (with --app ID --answers)",
        details: "with --app ID --answers json|sh: print the answers app ID remembers, "
          + "showing nothing ({} or nothing when none)")
    case .accessible:
      OptionDeclaration(
        excludes: [.check, .render, .watch, .plain], section: .answers,
        isCommon: true, summary: "line by line, for screen readers and scripts",
        details: "line by line, for screen readers and scripts: each page as plain text, "
          + "questions as numbered options, [y/N] or a text, then a prompt that reads Enter "
          + "(next), b (back) or q (quit); answers may come from a pipe, and the end of input "
          + "is q. With --answers its lines go to standard error.")
    case .step:
      OptionDeclaration(
        value: .free("KEY=COMMAND"), isRepeatable: true,
        excludes: [.check, .render], section: .answers, isCommon: true,
        summary: "the command the tour's step KEY runs, with /bin/sh -c",
        details: "the command the tour's step KEY runs (repeatable), with /bin/sh -c, the "
          + "answers so far as TOUR_KEY variables: a tour file names its steps but never holds "
          + "a command, so opening one runs nothing. A step given no command is shown as not "
          + "available and never holds the tour; a KEY the tour has no step for is exit 2")
    case .noAnimation:
      OptionDeclaration(
        section: .other, isCommon: true,
        summary: "change pages instantly")
    case .plain:
      OptionDeclaration(
        excludes: [.watch], section: .other, isCommon: true,
        summary: "print plain text, even on a terminal",
        details: "print plain text, even on a terminal (remembered with --app)")
    case .watch:
      OptionDeclaration(
        excludes: [.check, .render, .force, .reset, .whatsNew, .since],
        section: .other, isCommon: true, summary: "show FILE again each time it is saved",
        details: "read FILE (and its translation in use) again each time it is saved, keeping "
          + "the page and scroll; a save that does not parse shows FILE:LINE:COL in a banner "
          + "over the last good tour until it is fixed (needs a terminal)")
    case .split:
      OptionDeclaration(
        value: .oneOf([("h1", "# headings"), ("h2", "## and #"), ("h3", "### to #")]),
        section: .other, isCommon: true,
        summary: "a page at each heading of that level or higher",
        details: "start a page at each heading of that level or higher (a README without "
          + "`---`); its `---` become rules. Over the file's `split:`")
    case .check:
      OptionDeclaration(
        excludes: [.render], section: .other, isCommon: true,
        summary: "report what does not show at 80x24, 60x20 and 40x12",
        details: "lay every page out at 80x24, 60x20 and 40x12 (or at each --size, which "
          + "replace them, or the file's `sizes:`) and report, as FILE:LINE:COL: "
          + "error|warning|note with the sizes, every mistake in the file, what clips and "
          + "pictures that cannot be shown; exit 1 for those (at the sizes checked), 2 for "
          + "mistakes")
    case .render:
      OptionDeclaration(
        value: .free("N"), section: .other,
        summary: "print page N as the screen shows it, without colours")
    case .size:
      OptionDeclaration(
        value: OptionDeclaration.Value(
          name: "WIDTHxHEIGHT",
          words: [
            ("80x24", "a classic terminal"), ("60x20", "a split pane"), ("40x12", "a small pane"),
          ],
        ), isRepeatable: true, section: .other,
        summary: "the screen size for --check and --render",
        details: "the screen size for --check and --render (only those): 80x24, each from 1 "
          + "to 1000, no leading zero")
    case .completions:
      OptionDeclaration(
        value: .oneOf([("bash", ""), ("zsh", ""), ("fish", "")]), standsAlone: true,
        section: .other, summary: "print the completion script for a shell",
        details: "print tour's completion script for bash, zsh or fish (installed with the "
          + "package; `source <(tour --completions bash)` loads it by hand)")
    case .help:
      OptionDeclaration(
        aliases: ["-h"], standsAlone: true, section: .other,
        summary: "the synopsis and the common options, on one screen")
    case .helpAll:
      OptionDeclaration(
        standsAlone: true, section: .other,
        summary: "every option, the keys, the exit status and the environment",
        details: "this text")
    case .version:
      OptionDeclaration(
        standsAlone: true, section: .other, isCommon: true,
        summary: "the version of tour itself")
    }
  }

  /// The option `argument` names (`--app`, `-h`), if any: the long names compared as raw
  /// values, not a dictionary built from the table (at start-up a dictionary's generic
  /// metadata is made by demangling its name) nor each declaration built in turn.
  init?(named argument: String) {
    // Not `init(rawValue:)`, which builds a table of the names on every call.
    if let option = Self.allCases.first(where: { $0.rawValue == argument }) {
      self = option
      return
    }
    // An alias (`-h`): few enough that looking through the declarations is no cost.
    guard let option = Self.allCases.first(where: { $0.declaration.aliases.contains(argument) })
    else { return nil }
    self = option
  }

  /// Whether `self` and `other` exclude each other, whichever of the two declared it.
  func excludes(_ other: TourOption) -> Bool {
    declaration.excludes.contains(other) || other.declaration.excludes.contains(self)
  }
}
