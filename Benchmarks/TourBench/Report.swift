/// The table printed on stdout.
struct Report {
  let info: RunInfo
  let settings: Settings
  let results: Results
  let kit: KitResults?
  let targets: [Target]

  /// The rows of each size's section: a metric in a mode ("on" is each program's default).
  private static let rows: [(Metric, Bool)] = [
    (.firstFrame, true), (.firstFrame, false),
    (.flipBytes, true), (.flipBytes, false),
    (.flipFrames, true), (.flipFrames, false),
    (.frameGap, true),
    (.flipSettle, true), (.flipSettle, false), (.lastPageSettle, true),
    (.inputLatency, true),
    (.sessionCPU, true), (.sessionCPU, false),
    (.flipCPU, true), (.flipCPU, false),
    (.idleCPU, true), (.idleBytes, true),
    (.peakRSS, true), (.peakRSS, false),
  ]

  var text: String {
    var lines: [String] = []
    let commit = info.commit.map { " · commit \($0)" } ?? ""
    let quick = settings.isQuick ? " · QUICK" : ""
    let debug =
      Settings.buildConfiguration == "debug" ? " · DEBUG BUILD (timings not representative)" : ""
    lines.append("tour benchmark · \(info.date)\(commit)\(quick)\(debug)")
    lines.append("machine: \(info.machine)")
    lines.append(
      "programs: \(info.tourVersion ?? "tour") vs \(info.mdpVersion ?? "mdp (not found)")")
    lines.append(
      "\(settings.runs) run(s) of each, interleaved; \(settings.flips) flips per run; "
        + "median (min–max) over all samples")
    lines.append("on = default (tour's slide, mdp's fade); off = tour --no-animation, mdp -f")
    lines.append(
      "floor = TourFloor: the deck's text on ncurses from a minimal Swift program linked as tour is"
    )
    for size in settings.sizes {
      lines.append("")
      lines += section(size)
    }
    lines.append("")
    lines += kitSection()
    lines.append("")
    lines.append("Targets")
    for target in targets {
      let verdict = target.met.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
      lines.append("  \(verdict)  \(target.name): \(target.detail)")
    }
    if !results.failures.isEmpty {
      lines.append("")
      lines.append("Not measured")
      lines += results.failures.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  private func section(_ size: TerminalSize) -> [String] {
    var table: [[String]] = [["\(size)", "", "tour", "mdp", "tour/mdp", "floor", "tour/floor"]]
    var previous: Metric?
    for (metric, animated) in Report.rows {
      let tour = results.summary(metric, SeriesKey(size: size, tool: .tour, animated: animated))
      let mdp = results.summary(metric, SeriesKey(size: size, tool: .mdp, animated: animated))
      guard tour != nil || mdp != nil else { continue }
      let label = metric == previous ? "" : metric.label(flips: settings.flips, idle: settings.idle)
      previous = metric
      var row = [
        label, animated ? "on" : "off", Format.summary(tour), Format.summary(mdp), ratio(tour, mdp),
      ]
      if metric.hasFloor,
        let floor = results.summary(metric, SeriesKey(size: size, tool: .floor, animated: animated))
      {
        row += [Format.summary(floor), ratio(tour, floor)]
      }
      table.append(row)
    }
    return Report.align(table)
  }

  private func kitSection() -> [String] {
    guard let kit else { return ["TourKit: not measured"] }
    let size = settings.frameSize
    let rows: [(String, Summary?)] = [
      ("layout \(size) (TourState + first page)", kit.layout),
      ("render \(size) (TourRenderer)", kit.render),
      ("render \(size) into the buffers of earlier frames", kit.renderReused),
      ("layout + render \(size)", kit.layoutAndRender),
      ("parse a \(settings.loadPages)-page tour (text)", kit.load),
      ("parse a \(settings.loadPages)-page tour (bytes)", kit.loadBytes),
      ("compile (.{1,100}){1,10} (RE2)", kit.patternCompile),
      ("match it against 256 characters", kit.patternMatch),
    ]
    var table: [[String]] = [
      ["TourKit alone, per iteration (ms)", "median (min–max)", "iterations"]
    ]
    for (label, summary) in rows {
      table.append([label, Format.summary(summary), summary.map { "\($0.count)" } ?? "—"])
    }
    return Report.align(table)
  }

  private func ratio(_ tour: Summary?, _ other: Summary?) -> String {
    guard let tour, let other, other.median > 0 else { return "—" }
    return Format.short(tour.median / other.median) + "×"
  }

  /// Left-aligned columns two spaces apart.
  private static func align(_ table: [[String]]) -> [String] {
    let columns = table.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      table.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0
    }
    return table.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : Format.pad(cell, widths[index])
      }.joined(separator: "  ")
    }
  }
}
