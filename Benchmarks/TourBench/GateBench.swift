import Glibc

/// What `tour --app ID FILE -- COMMAND` costs when nothing is due, the launch a wrapped
/// program pays every time it runs: against `tour --version` (the start of the binary alone),
/// for a 2-page and a 400-page tour, with the launch cache (every launch after the first) and
/// without it (a cache folder that cannot be made: the pages that ask are read each time).
/// The floor beside it: what `exec` of the command costs, `env /bin/true` less `env --version`.
enum GateBench {
  /// One command timed from `posix_spawn` to its exit.
  struct Case {
    let label: String
    let arguments: [String]
    let environment: [String]
  }

  struct Results {
    var cases: [Case] = []
    var samples: [String: [Double]] = [:]
    var failures: [String] = []
  }

  static func run(tour: String, settings: Settings) -> Results {
    var results = Results()
    // Absolute: XDG folders given as relative paths are ignored.
    guard let current = currentDirectory() else {
      results.failures.append("gate: no current folder")
      return results
    }
    makeFolders(".build/bench/gate/state/tour", mode: 0o700)
    let folder = current + "/.build/bench/gate"
    let state = "\(folder)/state/tour"
    func page(_ index: Int) -> String {
      "# Page \(index)\n\nSome text for page \(index), with **bold**, `code` and a "
        + "[link](https://example.com).\n\n- one\n- two\n"
    }
    for pages in [2, 400] {
      var text = "---\nversion: 1.0\n---\n"
      for index in 0..<pages {
        if index > 0 { text += "\n---\n" }
        text += page(index)
        if index == 1 { text += "\n<!-- ask: name; text; default: Ada -->\n" }
      }
      let record =
        #"{"app":"gate\#(pages)","entries":[{"version":"1.0","outcome":"finished","#
        + #""date":"2026-01-01T00:00:00Z","answers":{"name":"Grace"}}]}"#
      guard write(text, to: "\(folder)/t\(pages).md"),
        write(record, to: "\(state)/gate\(pages).json")
      else {
        results.failures.append("gate: cannot write in \(folder)")
        return results
      }
    }
    let cached = [
      "XDG_STATE_HOME=\(folder)/state", "XDG_CACHE_HOME=\(folder)/cache", "LANG=C.UTF-8",
    ]
    // A cache folder under a file: never made, so every launch reads the tour.
    let uncached = [
      "XDG_STATE_HOME=\(folder)/state", "XDG_CACHE_HOME=\(folder)/t2.md/cache", "LANG=C.UTF-8",
    ]
    func gate(_ pages: Int) -> [String] {
      [
        tour, "--app", "gate\(pages)", "--app-version", "1.0", "\(folder)/t\(pages).md", "--",
        "/bin/true",
      ]
    }
    results.cases = [
      Case(label: "tour --version", arguments: [tour, "--version"], environment: cached),
      Case(label: "nothing due, 2 pages", arguments: gate(2), environment: cached),
      Case(label: "nothing due, 400 pages", arguments: gate(400), environment: cached),
      Case(label: "  without the launch cache, 2 pages", arguments: gate(2), environment: uncached),
      Case(
        label: "  without the launch cache, 400 pages", arguments: gate(400), environment: uncached),
      Case(label: "env --version", arguments: ["/usr/bin/env", "--version"], environment: cached),
      Case(label: "env /bin/true", arguments: ["/usr/bin/env", "/bin/true"], environment: cached),
    ]
    // The first launch of each makes its cache.
    for entry in results.cases where time(entry) == nil {
      results.failures.append("gate: \(entry.label) failed")
      return results
    }
    let rounds = settings.isQuick ? 10 : 60 * settings.runs
    for round in 0..<rounds {
      for entry in round % 2 == 0 ? results.cases : results.cases.reversed() {
        guard let milliseconds = time(entry) else {
          results.failures.append("gate: \(entry.label) failed")
          return results
        }
        results.samples[entry.label, default: []].append(milliseconds)
      }
    }
    return results
  }

  static func report(_ results: Results) -> [String] {
    guard !results.samples.isEmpty else { return [] }
    func median(_ label: String) -> Double? { Summary(results.samples[label] ?? [])?.median }
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(1, width - text.count))
    }
    var lines = [
      "",
      padded("Launch gate, from spawn to exit (ms)", 40) + padded("median (min–max)", 22) + "runs",
    ]
    for entry in results.cases {
      guard let summary = Summary(results.samples[entry.label] ?? []) else { continue }
      let figures =
        "\(Format.short(summary.median)) (\(Format.short(summary.min))–\(Format.short(summary.max)))"
      lines.append(padded(entry.label, 40) + padded(figures, 22) + "\(summary.count)")
    }
    if let version = median("tour --version"), let small = median("nothing due, 2 pages"),
      let large = median("nothing due, 400 pages"), let floor = median("env /bin/true"),
      let env = median("env --version")
    {
      lines.append(
        "nothing due above tour --version: \(Format.short(small - version)) ms (2 pages), "
          + "\(Format.short(large - version)) ms (400 pages); 400 pages above 2: "
          + "\(Format.short(large - small)) ms; exec of /bin/true (the floor): "
          + "\(Format.short(floor - env)) ms")
    }
    return lines
  }

  /// Runs the case once with its output discarded; milliseconds to its exit, `nil` unless it
  /// exited 0.
  private static func time(_ entry: Case) -> Double? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
    }
    let argv = CStringArray(entry.arguments)
    let envp = CStringArray(entry.environment)
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = withExtendedLifetime((argv, envp)) {
      posix_spawn(&pid, entry.arguments[0], &actions, nil, argv.pointers, envp.pointers)
    }
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = clock.now - start
    guard status == 0 else { return nil }
    return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
  }

  private static func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    fputs(text, file)
    return fclose(file) == 0
  }
}
