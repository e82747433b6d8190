/// The knobs of a benchmark run; `--quick` shrinks them so `make test` finishes in seconds.
struct Settings {
  /// Runs of each program in each mode at each size (interleaved).
  var runs = 5
  /// Terminal sizes.
  var sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)]
  /// Page flips per session: Right until the last page, then Left back, and so on.
  var flips = 20
  /// How long the idle window is.
  var idle: Duration = .seconds(2)
  /// Output is "done" after this long without a byte: longer than any gap inside one flip
  /// (tour draws every 16.7 ms while sliding, mdp every ~15 ms while fading).
  var quiet: Duration = .milliseconds(150)
  /// Bytes arriving within this of the previous read belong to the same frame: a frame is one
  /// `doupdate`/`wrefresh`, written in one go (mdp's in a few writes µs apart).
  var burstGap: Duration = .milliseconds(4)
  /// When the second key of the responsiveness probe is typed, after the first: inside the
  /// first key's animation for both programs.
  var probeDelay: Duration = .milliseconds(100)
  /// How long a program may take to show its first page before the run counts as failed.
  var startTimeout: Duration = .seconds(5)
  /// TourKit micro-benchmark iterations.
  var frameIterations = 2000
  var loadIterations = 100
  /// The size of the generated tour for the load test.
  var loadPages = 1000
  var frameSize = TerminalSize(width: 200, height: 60)
  /// Whether this is the `--quick` smoke run.
  var isQuick = false

  /// How this benchmark (and so, normally, the tour next to it) was compiled: timings from a
  /// debug build prove the benchmark runs, nothing more.
  static var buildConfiguration: String {
    #if DEBUG
      return "debug"
    #else
      return "release"
    #endif
  }

  /// The `--quick` settings: one run at 80x24, few flips and iterations (about 7 s, most of it
  /// mdp's 0.7 s fades).
  static var quick: Settings {
    var settings = Settings()
    settings.isQuick = true
    settings.runs = 1
    settings.sizes = [TerminalSize(width: 80, height: 24)]
    settings.flips = 2
    settings.idle = .milliseconds(250)
    settings.frameIterations = 50
    settings.loadIterations = 5
    return settings
  }
}
