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
    --app ID            show the tour only when app ID needs it: a first run
                        or an upgrade (then -- COMMAND runs COMMAND)
    --answers json|sh   print the answers when the tour is finished
    --answer KEY=VALUE  answer a question before the tour starts
    --accessible        line by line, for screen readers and scripts
    --plain             print plain text, even on a terminal
    --no-animation      change pages instantly
    --watch             show FILE again each time it is saved
    --split h2          a page at each ## heading (a README without ---)
    --check             report what does not show at 80x24, 60x20 and 40x12
    --version           the version of tour itself

  Every option, the keys, the exit status and the environment:
  tour --help-all, or man tour. Writing tours (questions too): man 5 tour.
  """

/// The `--help-all` text (kept within 80 columns): every option, the keys, the exit status and
/// the environment. The keys are the help overlay's list, written from the one table of keys
/// (KeyBindings).
let fullUsage = """
  usage: tour [--no-animation] [--plain | --accessible] [--answers json|sh]
              [--answer KEY=VALUE]... [--split h1|h2|h3] [FILE]
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

  Shows an onboarding tour full screen: the built-in welcome tour, or FILE
  (Markdown pages separated by `---` lines). With LANG=ja_JP.UTF-8 it shows
  FILE.ja_JP.md or FILE.ja.md when one exists. With no terminal it prints the
  pages as plain text.

  keys and mouse (? shows this list during a tour)
    \(keysAndMouse)

  launch gate: first run and what's new
    --app ID         show the tour only if app ID needs it: on a first run the
                     pages without `since`, after an upgrade the pages new
                     since the version last seen, otherwise nothing (exit 0).
                     V is remembered when the user finishes or presses q
                     (not q with a required question unanswered).
    --app-version V  the app's version now (default: the file's `version:`)
    --force          show the onboarding whatever was remembered
    --reset          forget what app ID has seen
    --whats-new      with --since R: preview the pages new since R, up to the
                     app's version; with --app ID alone: since the version last
                     seen (remembers nothing)
    -- COMMAND       after FILE: then run COMMAND with its arguments, in tour's
                     place (its exit status and signals are its own), whatever
                     happened to the tour: finished, q, not needed, no
                     terminal, a bad tour file (one warning per version), a
                     broken store. Only Ctrl-C during the tour stops it: 130.
                     COMMAND gets the answers as TOUR_KEY variables (valued as
                     --answers sh writes them), shown or remembered; --answers
                     does not go with it (exit 2).

  questions and answers
    --answers json|sh
                     print the answers on standard output when the tour is
                     finished, or not needed (--app): json, one object; sh,
                     TOUR_KEY='value' lines for eval (several choices are
                     separated by spaces in one value). With output piped the
                     tour is drawn on /dev/tty; with no terminal at all it
                     prints the presets and defaults, or exits 2 naming the
                     required questions left unanswered. Never on exit 1.
    --answer KEY=VALUE
                     answer a question before the tour starts (repeatable):
                     an option's value, values separated by commas, yes or
                     no, or a text
    --recall         with --app ID --answers json|sh: print the answers app ID
                     remembers, showing nothing ({} or nothing when none)
    --accessible     line by line, for screen readers and scripts: each page
                     as plain text, questions as numbered options, [y/N] or a
                     text, then a prompt that reads Enter (next), b (back) or
                     q (quit); answers may come from a pipe, and the end of
                     input is q. With --answers its lines go to standard error.

  options
    --no-animation   change pages instantly
    --plain          print plain text, even on a terminal (remembered with --app)
    --watch          read FILE (and its translation in use) again each time it
                     is saved, keeping the page and scroll; a save that does not
                     parse shows FILE:LINE:COL in a banner over the last good
                     tour until it is fixed (needs a terminal)
    --split h1|h2|h3 start a page at each heading of that level or higher
                     (a README without `---`); its `---` become rules. Over
                     the file's `split:`
    --check          lay every page out at 80x24, 60x20 and 40x12 (or at each
                     --size, which replace them, or the file's `sizes:`) and
                     report, as FILE:LINE:COL: error|warning|note with the
                     sizes, every mistake in the file, what clips and pictures
                     that cannot be shown; exit 1 for those (at the sizes
                     checked), 2 for mistakes
    --render N       print page N as the screen shows it, without colours
    --size WIDTHxHEIGHT
                     the screen size for --check and --render (only those):
                     80x24, each from 1 to 1000, no leading zero
    --help, -h       the synopsis and the common options, on one screen
    --help-all       this text
    --version        the version of tour itself

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
  HelpOverlay.lines(labels: .english, glyphs: Glyphs(unicode: true), room: 74, questions: true)
    .joined(separator: "\n  ")
}
