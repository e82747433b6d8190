import TourKit

/// The `--help` text (kept within 80 columns). The keys are the help overlay's list, written
/// from the one table of keys (KeyBindings).
let usage = """
  usage: tour [--no-animation] [--plain] [FILE]
         tour --app ID [--app-version V] [--force] [--reset] [FILE]
         tour --app ID --reset
         tour --whats-new --since R [--app-version V] [FILE]
         tour --watch [--no-animation] FILE
         tour --check [--size WIDTHxHEIGHT]... FILE...
         tour --render N [--size WIDTHxHEIGHT] [FILE]

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
                     V is remembered when the user finishes or presses q.
    --app-version V  the app's version now (default: the file's `version:`)
    --force          show the onboarding whatever was remembered
    --reset          forget what app ID has seen
    --whats-new      with --since R: preview the pages new since R, up to the
                     app's version (remembers nothing)

  options
    --no-animation   change pages instantly
    --plain          print plain text, even on a terminal (remembered with --app)
    --watch          read FILE (and its translation in use) again each time it
                     is saved, keeping the page and scroll; a save that does not
                     parse shows FILE:LINE:COL in a banner over the last good
                     tour until it is fixed (needs a terminal)
    --check          lay every page out at 80x24, 60x20 and 40x12 (or at each
                     --size, which replace them) and report, as FILE:LINE:COL
                     with the sizes, what clips and pictures that cannot be
                     shown; exit 1 for those (at the sizes checked)
    --render N       print page N as the screen shows it, without colours
    --size WIDTHxHEIGHT
                     the screen size for --check and --render (only those):
                     80x24, each from 1 to 1000, no leading zero
    --help           this text
    --version        the version of tour itself

  exit status
    0    finished, not needed (--app), printed as text, all fit (--check)
    1    left early with q or Esc; some pages do not fit or pictures do not
         show (--check)
    2    bad usage, an unreadable or invalid tour file, a bad app ID or version,
         --watch without a terminal
    74   standard output could not be written (nothing is remembered)
    129  hang-up   130  interrupted (Ctrl-C)   143  terminated
    128+N  another signal N (SIGQUIT 131, SIGPIPE 141), after restoring the screen
  In a script, `tour --app mytool FILE || [ $? -eq 1 ]` treats q as success.

  environment
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG   language of the tour file and chrome
    NO_COLOR             set and not empty: no colour, attributes only
    TOUR_REDUCE_MOTION   1: like --no-animation
    TOUR_WATCH_POLL      1: --watch looks at the files every 100 ms (network mounts)
    TERM                 unset or `dumb`: plain text
    COLUMNS              the width of plain text (default 80)
    XDG_STATE_HOME       records live in $XDG_STATE_HOME/tour/ID.json
                         (default ~/.local/state/tour/ID.json)
  """

/// The help overlay's list in English, indented under its heading.
private var keysAndMouse: String {
  HelpOverlay.lines(labels: .english, glyphs: Glyphs(unicode: true), room: 74)
    .joined(separator: "\n  ")
}
