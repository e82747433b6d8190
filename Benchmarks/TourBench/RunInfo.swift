import Glibc

/// When, on what and on which commit the benchmark ran: the header of the table and the JSON.
struct RunInfo {
  /// UTC, ISO 8601.
  let date: String
  /// `git rev-parse --short HEAD`, when run inside a git checkout with git installed.
  let commit: String?
  /// The CPU model from /proc/cpuinfo.
  let cpu: String
  /// Online CPUs.
  let cores: Int
  /// `uname -sr`.
  let kernel: String
  /// /proc/loadavg's 1, 5 and 15-minute figures when the run started: other work on the
  /// machine shows up as noise in every timing, so the reader should know.
  let loadAverage: String
  /// The first line of each program's version output.
  let tourVersion: String?
  let mdpVersion: String?

  /// Gathers the facts for a run of `tour` and (if found) `mdp`; `loadAverage` is the one
  /// read at the start.
  init(tour: String, mdp: String?, loadAverage: String) {
    self.loadAverage = loadAverage
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    _ = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
    date = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    commit = RunInfo.firstLine(Command.capture(["git", "rev-parse", "--short", "HEAD"]))
    cpu =
      ProcFiles.readText("/proc/cpuinfo")?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { String($0.trimmingCharacters(in: " \t")) } ?? "unknown CPU"
    cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    var names = utsname()
    uname(&names)
    let system = withUnsafeBytes(of: names.sysname) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let release = withUnsafeBytes(of: names.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    kernel = "\(system) \(release)"
    tourVersion = RunInfo.firstLine(Command.capture([tour, "--version"]))
    // mdp -v prints its version and licence text.
    mdpVersion = mdp.flatMap { RunInfo.firstLine(Command.capture([$0, "-v"])) }
  }

  /// The machine in one line.
  var machine: String { "\(cpu), \(cores) cores, \(kernel); load average at start \(loadAverage)" }

  /// The current 1, 5 and 15-minute load averages.
  static func currentLoadAverage() -> String {
    let fields = ProcFiles.readText("/proc/loadavg")?.split(separator: " ").prefix(3) ?? []
    return fields.isEmpty ? "unknown" : fields.joined(separator: " ")
  }

  private static func firstLine(_ text: String?) -> String? {
    guard let line = text?.split(separator: "\n").first else { return nil }
    let trimmed = line.trimmingCharacters(in: " \t")
    return trimmed.isEmpty ? nil : String(trimmed)
  }
}
