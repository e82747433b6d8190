/// The `--help` text.
let usage = """
  usage: tour [--no-animation] [--plain] [FILE]
         tour --app ID --version V [--force | --whats-new --since R] [--reset] [FILE]
         tour --app ID --reset
         tour --check [--size WxH]... FILE...
         tour --render N [--size WxH] [FILE]

  Shows an onboarding tour full screen: the built-in welcome tour, or FILE (Markdown pages
  separated by `---` lines). With LANG=ja_JP.UTF-8, FILE.ja_JP.md or FILE.ja.md is used
  when it exists. Without a terminal the pages are printed as plain text.

  keys     ← → h l, PgUp PgDn, Space Backspace: previous / next page
           Home End g G: first / last page   1-9: go to page   ↑ ↓ j k: scroll
           Enter: next page, finish on the last   q Esc: leave   ?: help
  mouse    drag: swipe   click a dot: go to its page   wheel: scroll, then page
           click Start: finish

  launch gate (first run and what's new)
    --app ID         show only when app ID has not seen version V: the pages without
                     `since` on a first run, the pages new since the last version seen
                     after an upgrade, nothing otherwise; V is remembered on finish or q
    --version V      the app's version now (with --app)
    --force          show the onboarding whatever was remembered
    --whats-new      with --since R: show the pages new since version R
    --reset          forget what app ID has seen

  options
    --no-animation   change pages instantly
    --plain          print the pages as plain text (and remember them with --app)
    --check          lay every page out at 80x24, 60x20 and 40x12 (or each --size)
                     and report pages that overflow or clip
    --render N       print page N as the screen shows it, without colours
    --size WxH       the screen size for --check and --render
    --help           this text
    --version        the version of tour

  exit status
    0    finished, not needed (--app), printed as text, or --check found all fitting
    1    left early with q or Esc, or --check found pages that do not fit
    2    bad usage, an unreadable or invalid tour file, a bad app ID or version
    129, 130, 143   hang-up, interrupted (Ctrl-C), terminated

  environment
    LC_ALL, LC_MESSAGES, LANG   language of the tour file and of the chrome (en, ja, zh)
    NO_COLOR          when set and not empty: no colour, attributes only
    TOUR_REDUCE_MOTION=1        like --no-animation
    TERM              `dumb` or unset prints plain text
    COLUMNS           the width of plain text (default 80)
    XDG_STATE_HOME    where --app records live: $XDG_STATE_HOME/tour/ID.json
                      (default ~/.local/state/tour/ID.json)
  """
