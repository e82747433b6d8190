import Glibc

// `make bench`: tour against mdp in a pseudo-terminal, then TourKit alone, then the cost of
// pictures (tour alone); a table on stdout,
// JSON in .build/bench/results.json. Exits non-zero when something could not be measured, so
// `--quick` in `make test` proves the benchmark still works.

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  log("tour-bench: \(error)")
  exit(2)
}
let settings = options.settings

guard access(options.tour, X_OK) == 0 else {
  log(
    "tour-bench: no tour executable at \(options.tour);"
      + " build it first (swift build -c release --product tour)")
  exit(2)
}
if options.gateOnly {
  PageCache.evict(options.tour)
  let gate = GateBench.run(tour: options.tour, settings: settings)
  print(GateBench.report(gate).joined(separator: "\n"))
  for failure in gate.failures { log("tour-bench: \(failure)") }
  exit(gate.failures.isEmpty ? 0 : 1)
}
let deck: Deck
do {
  deck = try Deck(path: options.deck)
} catch {
  log("tour-bench: \(error) (run from the package root, or pass --deck)")
  exit(2)
}
let mdp = Mdp.locate(explicit: options.mdp)
if mdp == nil && !settings.isQuick {
  log("tour-bench: the comparison needs mdp; stopping")
  exit(2)
}
if mdp == nil { log("tour-bench: --quick without mdp: measuring tour only") }
// The floor is measured when it was built (`make bench` builds it).
let floor = access(options.floor, X_OK) == 0 ? options.floor : nil
if floor == nil {
  log("tour-bench: no TourFloor at \(options.floor); measuring without the floor")
}

// The programs to compare, in both modes.
var subjects: [Subject] = []
for animated in [true, false] {
  subjects.append(
    Subject(tool: .tour, animated: animated, executable: options.tour, deck: options.deck))
  if let mdp {
    subjects.append(Subject(tool: .mdp, animated: animated, executable: mdp, deck: options.deck))
  }
}
if let floor {
  subjects.append(Subject(tool: .floor, animated: false, executable: floor, deck: options.deck))
}

// Every program read from disk, whether just linked or installed (PageCache says why).
for executable in Set(subjects.map(\.executable)) where !PageCache.evict(executable) {
  log("tour-bench: could not drop \(executable) from the page cache")
}

// Date, commit, machine and versions as they are when the run starts: the commit can move
// while a seven-minute run goes on.
let info = RunInfo(tour: options.tour, mdp: mdp, loadAverage: RunInfo.currentLoadAverage())

// TourKit first, while nothing else runs.
log("tour-bench: timing TourKit")
var kit: KitResults?
var results = Results()
do {
  kit = try KitBench.run(deck: deck, settings: settings)
} catch {
  results.fail("TourKit: \(error)")
}

// The pty sessions, interleaved: each run goes through every size, mode and program, and the
// program that goes first rotates, so drift over the run (thermal, other load) hits them all.
let sessions = Sessions(deck: deck, settings: settings)
for run in 1...settings.runs {
  let tools = Tool.allCases
  let first = tools[(run - 1) % tools.count]
  let order = subjects.filter { $0.tool == first } + subjects.filter { $0.tool != first }
  for size in settings.sizes {
    for animated in [true, false] {
      for subject in order where subject.animated == animated {
        log(
          "tour-bench: run \(run)/\(settings.runs) \(size) \(subject.label): \(settings.flips) flips"
        )
        let key = SeriesKey(size: size, tool: subject.tool, animated: animated)
        do {
          results.add(try sessions.flips(subject, size: size), key)
        } catch {
          results.fail("run \(run) \(size) flips: \(error)")
        }
      }
    }
    for subject in order where subject.animated {
      log("tour-bench: run \(run)/\(settings.runs) \(size) \(subject.label): idle, input probe")
      let key = SeriesKey(size: size, tool: subject.tool, animated: true)
      do {
        results.add(try sessions.idleAndProbe(subject, size: size), key)
      } catch {
        results.fail("run \(run) \(size) idle: \(error)")
      }
    }
  }
}

// Pictures: tour alone, on pages with and without a photo.
let pictures = PictureBench.run(tour: options.tour, deck: options.deck, settings: settings)
for failure in pictures.failures { results.fail(failure) }

// The launch gate when nothing is due: tour alone.
log("tour-bench: timing the launch gate")
let gate = GateBench.run(tour: options.tour, settings: settings)
for failure in gate.failures { results.fail(failure) }

let targets = Targets(results: results, kit: kit, settings: settings).evaluate()
print(Report(info: info, settings: settings, results: results, kit: kit, targets: targets).text)
print(PictureBench.report(pictures).joined(separator: "\n"))
print(GateBench.report(gate).joined(separator: "\n"))
let file = ResultsFile(
  info: info, settings: settings, results: results, kit: kit, targets: targets, subjects: subjects)
if file.write(to: options.jsonPath) {
  log("tour-bench: results written to \(options.jsonPath)")
} else {
  results.fail("cannot write \(options.jsonPath)")
  log("tour-bench: cannot write \(options.jsonPath)")
}

// Missed targets are findings, not failures; only what could not be measured fails the run.
exit(results.failures.isEmpty && !results.isEmpty && kit != nil ? 0 : 1)
