/// A figure the pty benchmark collects, with its unit.
enum Metric: String, CaseIterable {
  case firstFrame
  case flipBytes
  case flipFrames
  case frameGap
  case flipSettle
  case lastPageSettle
  case inputLatency
  case sessionCPU
  case flipCPU
  case idleCPU
  case idleBytes
  case peakRSS

  /// The table's name for it.
  func label(flips: Int, idle: Duration) -> String {
    switch self {
    case .firstFrame: return "time to first frame (ms)"
    case .flipBytes: return "bytes per flip"
    case .flipFrames: return "frames per flip"
    case .frameGap: return "gap between frames (ms)"
    case .flipSettle: return "flip settles after (ms)"
    case .lastPageSettle: return "…onto the last page (ms)"
    case .inputLatency: return "key read mid-flip after (ms)"
    case .sessionCPU: return "CPU start+\(flips) flips+quit (ms)"
    case .flipCPU: return "CPU per flip (ms)"
    case .idleCPU: return "CPU over \(Format.short(idle.milliseconds / 1000)) s idle (ms)"
    case .idleBytes: return "bytes written while idle"
    case .peakRSS: return "peak RSS (KiB)"
    }
  }

  /// Whether TourFloor's figure is a floor for tour's: what starting and flipping cost whatever
  /// is drawn. Its bytes and frames are not, as its screen is not tour's.
  var hasFloor: Bool {
    switch self {
    case .firstFrame, .sessionCPU, .flipCPU, .peakRSS: return true
    default: return false
    }
  }

  /// The unit in the JSON.
  var unit: String {
    switch self {
    case .firstFrame, .frameGap, .flipSettle, .lastPageSettle, .inputLatency, .sessionCPU,
      .flipCPU, .idleCPU:
      return "ms"
    case .flipBytes, .idleBytes: return "bytes"
    case .flipFrames: return "frames"
    case .peakRSS: return "KiB"
    }
  }
}

/// Where a sample belongs: size, program, animation mode.
struct SeriesKey: Hashable {
  let size: TerminalSize
  let tool: Tool
  let animated: Bool
}

/// Every sample of every run, grouped by series and metric, plus the failures.
struct Results {
  private(set) var samples: [SeriesKey: [Metric: [Double]]] = [:]
  /// What could not be measured, one line each.
  private(set) var failures: [String] = []
  /// Terminal queries answered over all sessions (expected: none).
  private(set) var queriesAnswered = 0

  /// The samples of one metric in one series.
  func values(_ metric: Metric, _ key: SeriesKey) -> [Double] {
    samples[key]?[metric] ?? []
  }

  /// The summary of one metric in one series.
  func summary(_ metric: Metric, _ key: SeriesKey) -> Summary? {
    Summary(values(metric, key))
  }

  /// Whether any program was measured at all.
  var isEmpty: Bool { samples.isEmpty }

  mutating func add(_ metric: Metric, _ key: SeriesKey, _ values: [Double]) {
    samples[key, default: [:]][metric, default: []] += values
  }

  mutating func fail(_ message: String) {
    failures.append(message)
  }

  /// Files a flip session's figures.
  mutating func add(_ result: FlipSessionResult, _ key: SeriesKey) {
    add(.firstFrame, key, [result.firstFrame.milliseconds])
    add(.flipBytes, key, result.flips.map { Double($0.bytes) })
    add(.flipFrames, key, result.flips.map { Double($0.frames.count) })
    add(.frameGap, key, result.flips.flatMap { $0.gaps.map(\.milliseconds) })
    add(.flipSettle, key, result.flips.map(\.settle.milliseconds))
    add(.lastPageSettle, key, result.flips.filter(\.isOntoLastPage).map(\.settle.milliseconds))
    add(.sessionCPU, key, [result.cpu.milliseconds])
    if let cpu = result.flipCPU { add(.flipCPU, key, [cpu.milliseconds]) }
    if let peak = result.peakResidentKiB { add(.peakRSS, key, [Double(peak)]) }
    queriesAnswered += result.queriesAnswered
  }

  /// Files an idle session's figures.
  mutating func add(_ result: IdleSessionResult, _ key: SeriesKey) {
    add(.firstFrame, key, [result.firstFrame.milliseconds])
    add(.idleCPU, key, [result.idleCPU.milliseconds])
    add(.idleBytes, key, [Double(result.idleBytes)])
    add(.inputLatency, key, [result.inputLatency.milliseconds])
    queriesAnswered += result.queriesAnswered
  }
}
