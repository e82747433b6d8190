import TourKit

/// The `-h` and `--help` text: the synopsis and the common options on one screen (24 lines
/// at most, within 80 columns), as `git -h` gives them; every option, the keys, the exit
/// status and the environment are in ``fullUsage`` and tour(1), which it names.
let usage = """
  usage: tour [options] [FILE]
         tour --app ID [options] [FILE [-- COMMAND [ARG]...]]
         tour --check [--size WIDTHxHEIGHT]... FILE...
         tour --render N [--size WIDTHxHEIGHT] [FILE]

  Shows an onboarding tour full screen: the built-in welcome tour, or FILE
  (Markdown pages separated by `---` lines); with no terminal, plain text.
  During a tour, ? lists the keys and the mouse.

  common options
  \(commonOptions)

  Every option, the keys, the exit status and the environment:
  tour --help-all, or man tour. Writing tours (questions too): man 5 tour.
  """

/// The `--help-all` text (kept within 80 columns): every option, the keys, the exit status and
/// the environment. The keys are the help overlay's list, written from the one table of keys
/// (KeyBindings).
let fullUsage = """
  usage: tour [--no-animation] [--plain | --accessible] [--answers json|sh]
              [--answer KEY=VALUE]... [--answers-from FILE] [--split h1|h2|h3]
              [FILE]
         tour --app ID [--app-version V] [--force] [--reset] [--answers json|sh]
              [--answer KEY=VALUE]... [FILE]
         tour --app ID [--app-version V] [--force] [--answer KEY=VALUE]...
              FILE -- COMMAND [ARG]...
         tour --app ID --reset
         tour --app ID --recall --answers json|sh
         tour --whats-new --since R [--app-version V] [FILE]
         tour --app ID --whats-new [--app-version V] [FILE]
         tour --watch [--no-animation] [--split h1|h2|h3] FILE
         tour --check [--size WIDTHxHEIGHT]... [--split h1|h2|h3] FILE...
         tour --render N [--size WIDTHxHEIGHT] [--split h1|h2|h3] [FILE]
         tour --completions bash|zsh|fish
         tour --version | --help | --help-all

  Shows an onboarding tour full screen: the built-in welcome tour, or FILE
  (Markdown pages separated by `---` lines). With LANG=ja_JP.UTF-8 it shows
  FILE.ja_JP.md or FILE.ja.md when one exists. With no terminal it prints the
  pages as plain text.

  keys and mouse (? shows this list during a tour)
    \(keysAndMouse)

  \(allOptions)

  exit status
    0    finished, not needed (--app), printed as text, all fit (--check)
    1    left early with q or Esc; some pages do not fit or pictures do not
         show (--check)
    2    bad usage, an unreadable or invalid tour file, a bad app ID or version,
         --watch without a terminal, an --answer the tour does not take,
         --answers with required questions unanswered and nothing shown,
         --answers with -- COMMAND
    74   standard output could not be written (nothing is remembered)
    126, 127  with -- COMMAND: COMMAND cannot be run, or is not found;
         otherwise the status is COMMAND's own
    129  hang-up   130  interrupted (Ctrl-C)   143  terminated
    128+N  another signal N (SIGQUIT 131, SIGPIPE 141), after restoring the screen
  In a script, `tour --app mytool FILE || [ $? -eq 1 ]` treats q as success.

  environment
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG   language of the tour file and chrome
    NO_COLOR             set and not empty: no colour, attributes only
    TOUR_REDUCE_MOTION   yes: like --no-animation
    TOUR_ACCESSIBLE      yes: like --accessible; no: not even with ACCESSIBLE
    ACCESSIBLE           set and not empty: like --accessible (as huh reads it)
    TOUR_DISABLE         yes: show nothing and remember nothing (--answers prints
                         the presets and defaults)
    TOUR_WATCH_POLL      yes: --watch looks at its files every 100 ms (NFS, SMB)
    CI                   set, and not 0 or false: no terminal (a CI job's has no
                         one at it); CI= tour FILE shows the tour anyway
                         (yes: 1 true yes y on; no: 0 false no n off)
    TOUR_KEY             set for -- COMMAND: the answer to question KEY
    TERM                 unset or `dumb`: plain text
    COLUMNS              the width of plain text (default 80)
    XDG_STATE_HOME       records live in $XDG_STATE_HOME/tour/ID.json
                         (default ~/.local/state/tour/ID.json)
    XDG_CACHE_HOME       the launch cache lives in $XDG_CACHE_HOME/tour/ID.launch
                         (default ~/.cache/tour/ID.launch)

  examples
    tour --answers json setup.md | jq -r .theme
    answers=$(tour --app mytool --answers sh setup.md) && eval "$answers"
    printf '\\n2\\n\\n' | tour --accessible --answers json setup.md

  see also
    man tour      this list, longer
    man 5 tour    writing tour files: pages, settings, questions, pictures
  """

/// The help overlay's list in English, indented under its heading.
private var keysAndMouse: String {
  HelpOverlay.lines(labels: .english, glyphs: Glyphs(unicode: true), room: 74, sections: .all)
    .joined(separator: "\n  ")
}

/// The `--help` list: each common option's heading and summary, in the table's order.
private var commonOptions: String {
  TourOption.allCases.map(\.declaration).filter(\.isCommon)
    .flatMap { entry(heading: $0.heading, text: $0.summary, column: 20) }
    .joined(separator: "\n")
}

/// The `--help-all` list: every option under its section's heading, with its details.
private var allOptions: String {
  OptionDeclaration.Section.allCases.map { section in
    let entries = TourOption.allCases.map(\.declaration).filter { $0.section == section }
      .flatMap { declaration in
        entry(
          heading: ([declaration.heading] + declaration.aliases).joined(separator: ", "),
          text: declaration.details.isEmpty ? declaration.summary : declaration.details,
          column: 17)
      }
    return ([section.heading] + entries).joined(separator: "\n")
  }.joined(separator: "\n\n")
}

/// An option's lines: `heading` in a column `column` wide, indented by two spaces under its
/// section (on a line of its own when it leaves no two spaces before the text), then `text`
/// wrapped to 80 columns beside it (the text's own words never broken).
private func entry(heading: String, text: String, column: Int) -> [String] {
  let indent = String(repeating: " ", count: column + 2)
  var lines = [String]()
  var line = "  " + heading
  if heading.count + 2 > column {
    lines.append(line)
    line = indent
  } else {
    line += String(repeating: " ", count: column + 2 - line.count)
  }
  var lineHasWords = false
  for word in text.split(separator: " ") {
    if lineHasWords && line.count + 1 + word.count > 80 {
      lines.append(line)
      line = indent
      lineHasWords = false
    }
    line += (lineHasWords ? " " : "") + word
    lineHasWords = true
  }
  lines.append(line)
  return lines
}
