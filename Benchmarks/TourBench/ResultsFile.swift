import Glibc

/// The JSON results file (`.build/bench/results.json` by default): everything in the table,
/// plus every sample and the settings that define the figures.
struct ResultsFile {
  let info: RunInfo
  let settings: Settings
  let results: Results
  let kit: KitResults?
  let targets: [Target]
  let subjects: [Subject]

  var json: JSON {
    .object([
      ("date", .string(info.date)),
      ("commit", .string(info.commit)),
      (
        "machine",
        .object([
          ("cpu", .string(info.cpu)), ("cores", .number(Double(info.cores))),
          ("kernel", .string(info.kernel)), ("loadAverageAtStart", .string(info.loadAverage)),
        ])
      ),
      (
        "versions",
        .object([("tour", .string(info.tourVersion)), ("mdp", .string(info.mdpVersion))])
      ),
      ("quick", .bool(settings.isQuick)),
      ("build", .string(Settings.buildConfiguration)),
      ("settings", settingsJSON),
      ("pty", .array(ptyJSON)),
      ("tourkit", kitJSON),
      (
        "targets",
        .array(
          targets.map { target in
            .object([
              ("name", .string(target.name)), ("met", target.met.map { .bool($0) } ?? .null),
              ("detail", .string(target.detail)),
            ])
          })
      ),
      ("terminalQueriesAnswered", .number(Double(results.queriesAnswered))),
      ("failures", .array(results.failures.map { .string($0) })),
    ])
  }

  /// Writes the file, creating its directory; returns whether it worked.
  func write(to path: String) -> Bool {
    if let slash = path.lastIndex(of: "/") { makeDirectories(String(path[..<slash])) }
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    return fputs(json.rendered() + "\n", file) >= 0
  }

  private var settingsJSON: JSON {
    .object([
      ("runs", .number(Double(settings.runs))),
      ("sizes", .array(settings.sizes.map { .string($0.description) })),
      ("flipsPerRun", .number(Double(settings.flips))),
      ("idleMs", .number(settings.idle.milliseconds)),
      ("quietMs", .number(settings.quiet.milliseconds)),
      ("burstGapMs", .number(settings.burstGap.milliseconds)),
      ("probeDelayMs", .number(settings.probeDelay.milliseconds)),
      ("terminal", .string("TERM=xterm-256color LANG=C.UTF-8")),
      ("definitions", .object(ResultsFile.definitions.map { ($0.0, .string($0.1)) })),
    ])
  }

  /// What each figure means, so the file can be read without the source.
  private static let definitions: [(String, String)] = [
    (
      "firstFrame",
      "from spawn until the first page's title and last words have arrived and the output has"
        + " then been quiet for quietMs; the time of the last byte"
    ),
    (
      "flip",
      "Right (Left back from the last page) as a terminal sends it in the program's cursor-key"
        + " mode; output collected until quiet for quietMs"
    ),
    (
      "frames",
      "a flip's output split into bursts: a read more than burstGapMs after the previous one"
        + " starts a new frame"
    ),
    (
      "inputLatency",
      "a second key typed probeDelayMs into an animated flip, until the program has read it"
        + " (rchar in /proc/PID/io)"
    ),
    ("sessionCPU", "user+sys from wait4 for start + flipsPerRun flips + q"),
    (
      "flipCPU",
      "sum of /proc/PID/task/*/schedstat run time from the first frame to the last flip's"
        + " end, divided by flipsPerRun: one sample per session"
    ),
    ("idleCPU", "sum of /proc/PID/task/*/schedstat run time over idleMs after the first frame"),
    ("peakRSS", "VmHWM from /proc/PID/status just before q"),
  ]

  private var ptyJSON: [JSON] {
    var series: [JSON] = []
    for size in settings.sizes {
      for subject in subjects {
        let key = SeriesKey(size: size, tool: subject.tool, animated: subject.animated)
        var metrics: [(String, JSON)] = []
        for metric in Metric.allCases {
          let values = results.values(metric, key)
          guard let summary = Summary(values) else { continue }
          metrics.append(
            (
              metric.rawValue,
              .object([
                ("unit", .string(metric.unit)), ("median", .number(summary.median)),
                ("min", .number(summary.min)),
                ("max", .number(summary.max)), ("n", .number(Double(summary.count))),
                ("samples", .array(values.map { .number($0) })),
              ])
            ))
        }
        series.append(
          .object([
            ("size", .string(size.description)), ("tool", .string(subject.tool.rawValue)),
            ("animated", .bool(subject.animated)), ("command", .string(subject.label)),
            ("metrics", .object(metrics)),
          ]))
      }
    }
    return series
  }

  private var kitJSON: JSON {
    guard let kit else { return .null }
    return .object([
      ("frameSize", .string(settings.frameSize.description)),
      ("loadPages", .number(Double(settings.loadPages))),
      ("unit", .string("ms per iteration")),
      ("layout", .summary(kit.layout)),
      ("render", .summary(kit.render)),
      ("renderReused", .summary(kit.renderReused)),
      ("layoutAndRender", .summary(kit.layoutAndRender)),
      ("load", .summary(kit.load)),
      ("loadBytes", .summary(kit.loadBytes)),
      ("patternCompile", .summary(kit.patternCompile)),
      ("patternMatch", .summary(kit.patternMatch)),
    ])
  }

  private func makeDirectories(_ path: String) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component + "/"
      mkdir(prefix, 0o755)  // EEXIST is fine
    }
  }
}
