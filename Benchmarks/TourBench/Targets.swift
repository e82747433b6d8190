/// A performance goal from the issue, checked against what was measured.
struct Target {
  let name: String
  /// `nil` when it could not be checked (a figure is missing, e.g. mdp is not installed).
  let met: Bool?
  /// The figures it was decided on.
  let detail: String
}

/// Checks the goals: every size must meet a goal for it to count as met.
///
/// Comparisons use medians. Two goals are bounds on every sample instead, because they promise
/// something about each occurrence: a flip must settle in time and a key must never wait.
struct Targets {
  let results: Results
  let kit: KitResults?
  let settings: Settings

  /// At 60 frames/s a key waits at most one frame for a loop that polls input with its frame
  /// timer; three frames of slack cover scheduling on a busy machine. More means blocked.
  static let blockedInput = 50.0
  /// The longest an animated flip may take to settle, in ms.
  static let settleLimit = 350.0
  /// "No CPU while idle": under half a millisecond over the window, i.e. 0 ms when rounded.
  static let idleLimit = 0.5

  func evaluate() -> [Target] {
    [
      compare(
        "time to first frame without animation ≤ 1.2× mdp's", .firstFrame, modes: [false],
        unit: "ms", factor: 1.2),
      compare(
        "bytes per flip, animation off ≤ mdp -f's", .flipBytes, modes: [false], unit: "B", factor: 1
      ),
      compare(
        "bytes per animated flip ≤ ½ mdp's fade", .flipBytes, modes: [true], unit: "B", factor: 0.5),
      compare(
        "CPU for start, \(settings.flips) flips and quit without animation ≤ 1.5× mdp's",
        .sessionCPU, modes: [false], unit: "ms", factor: 1.5),
      settles(),
      idle(),
      compare("peak RSS ≤ 2× mdp's", .peakRSS, modes: [true, false], unit: "KiB", factor: 2),
      atMost("peak RSS ≤ 7,000 KiB", .peakRSS, modes: [true, false], limit: 7000, unit: "KiB"),
      bound("one frame at \(settings.frameSize) ≤ 1 ms", kit?.layoutAndRender, limit: 1),
      bound(
        "loading \(settings.loadPages) pages ≤ 50 ms", kit?.load, limit: 50, also: kit?.loadBytes),
    ]
  }

  /// tour's median ≤ `factor` × mdp's, in each listed mode at every size.
  private func compare(
    _ name: String, _ metric: Metric, modes: [Bool], unit: String, factor: Double
  ) -> Target {
    check(name, metric, modes: modes, unit: unit) { tour, key in
      let mdpKey = SeriesKey(size: key.size, tool: .mdp, animated: key.animated)
      guard let mdp = results.summary(metric, mdpKey) else { return nil }
      return (
        tour.median <= factor * mdp.median,
        "\(Format.short(tour.median)) vs \(Format.short(mdp.median))"
      )
    }
  }

  /// tour's median ≤ `limit`, in each listed mode at every size.
  private func atMost(
    _ name: String, _ metric: Metric, modes: [Bool], limit: Double, unit: String
  ) -> Target {
    check(name, metric, modes: modes, unit: unit) { tour, _ in
      (tour.median <= limit, Format.short(tour.median))
    }
  }

  /// A goal on `metric` in each listed mode at every size: `judge` says whether tour's figure
  /// in a series meets it and how to show it, `nil` when what it compares with is missing.
  private func check(
    _ name: String, _ metric: Metric, modes: [Bool], unit: String,
    _ judge: (_ tour: Summary, _ key: SeriesKey) -> (met: Bool, shown: String)?
  ) -> Target {
    var met: Bool? = true
    var parts: [String] = []
    for size in settings.sizes {
      for animated in modes {
        let key = SeriesKey(size: size, tool: .tour, animated: animated)
        let mode = modes.count > 1 ? (animated ? " on" : " off") : ""
        guard let tour = results.summary(metric, key), let judged = judge(tour, key) else {
          met = nil
          parts.append("\(size)\(mode): not measured")
          continue
        }
        if met == true && !judged.met { met = false }
        parts.append(
          "\(size)\(mode): \(judged.shown) \(unit)" + floorNote(metric, size: size, unit: unit))
      }
    }
    return Target(name: name, met: met, detail: parts.joined(separator: "; "))
  }

  /// " (floor N unit)" when the floor was measured at `size` and bounds `metric`; the floor
  /// runs without animation, and stands beside both modes.
  private func floorNote(_ metric: Metric, size: TerminalSize, unit: String) -> String {
    guard metric.hasFloor,
      let floor = results.summary(metric, SeriesKey(size: size, tool: .floor, animated: false))
    else { return "" }
    return " (floor \(Format.short(floor.median)) \(unit))"
  }

  /// Every animated flip settles within the limit, and no key typed mid-flip waits.
  private func settles() -> Target {
    var met: Bool? = true
    var parts: [String] = []
    for size in settings.sizes {
      let key = SeriesKey(size: size, tool: .tour, animated: true)
      guard let settle = results.summary(.flipSettle, key),
        let latency = results.summary(.inputLatency, key)
      else {
        met = nil
        parts.append("\(size): not measured")
        continue
      }
      if met == true && (settle.max > Targets.settleLimit || latency.max > Targets.blockedInput) {
        met = false
      }
      parts.append(
        "\(size): slowest flip \(Format.short(settle.max)) ms,"
          + " key waited ≤ \(Format.short(latency.max)) ms")
    }
    return Target(
      name: "animated flip settles ≤ \(Format.short(Targets.settleLimit)) ms, input never blocked",
      met: met,
      detail: parts.joined(separator: "; "))
  }

  private func idle() -> Target {
    var met: Bool? = true
    var parts: [String] = []
    for size in settings.sizes {
      guard let cpu = results.summary(.idleCPU, SeriesKey(size: size, tool: .tour, animated: true))
      else {
        met = nil
        parts.append("\(size): not measured")
        continue
      }
      if met == true && cpu.max >= Targets.idleLimit { met = false }
      parts.append("\(size): at most \(Format.short(cpu.max * 1000)) µs")
    }
    return Target(name: "idle CPU 0 ms", met: met, detail: parts.joined(separator: "; "))
  }

  /// tour's median ≤ `limit` ms; `also` is shown beside it, for context.
  private func bound(_ name: String, _ summary: Summary?, limit: Double, also: Summary? = nil)
    -> Target
  {
    guard let summary else { return Target(name: name, met: nil, detail: "not measured") }
    let context = also.map { "; from bytes (UTF-8 check too) \(Format.short($0.median)) ms" } ?? ""
    return Target(
      name: name, met: summary.median <= limit,
      detail: "median \(Format.short(summary.median)) ms\(context)")
  }
}
