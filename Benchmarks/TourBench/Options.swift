import Glibc

/// The command line: `TourBench [--quick] [--gate] [--runs N] [--tour PATH] [--mdp PATH]
/// [--floor PATH] [--deck PATH] [--json PATH]`.
struct Options {
  var settings = Settings()
  /// The tour executable; by default the `tour` next to this program (same build directory).
  var tour: String
  /// mdp, if not the one on PATH.
  var mdp: String?
  /// TourFloor, the floor tour is measured against; by default the one next to this program.
  var floor: String
  /// The deck both programs show.
  var deck = "Benchmarks/deck.md"
  /// `--gate`: time the launch gate alone (about a minute), nothing else.
  var gateOnly = false
  /// Where the JSON results go; `--quick` writes beside the real results, never over them.
  var json: String?

  static let usage = """
    usage: TourBench [--quick] [--gate] [--runs N] [--tour PATH] [--mdp PATH] [--floor PATH]
                     [--deck PATH] [--json PATH]

    Compares the release tour with mdp, and with TourFloor (the deck shown by a minimal Swift
    program on ncurses), in a pseudo-terminal, and times TourKit alone and the launch gate.
    Run from the package root. --quick: one run at 80x24 with few flips and iterations.
    --gate: the launch gate alone.
    """

  /// Parses the arguments (without the program name).
  init(_ arguments: [String]) throws(BenchError) {
    tour = Options.siblingExecutable("tour")
    floor = Options.siblingExecutable("TourFloor")
    var remaining = arguments[...]
    func value(_ option: String) throws(BenchError) -> String {
      guard let value = remaining.popFirst() else { throw BenchError("\(option) needs a value") }
      return value
    }
    var runs: Int?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick": settings = .quick
      case "--gate": gateOnly = true
      case "--runs":
        guard let count = Int(try value(argument)), count > 0 else {
          throw BenchError("--runs needs a positive number")
        }
        runs = count
      case "--tour": tour = try value(argument)
      case "--mdp": mdp = try value(argument)
      case "--floor": floor = try value(argument)
      case "--deck": deck = try value(argument)
      case "--json": json = try value(argument)
      case "-h", "--help":
        print(Options.usage)
        exit(0)
      default: throw BenchError("unknown option '\(argument)'\n\(Options.usage)")
      }
    }
    if let runs { settings.runs = runs }
  }

  /// The JSON path in effect.
  var jsonPath: String {
    json ?? (settings.isQuick ? ".build/bench/results-quick.json" : ".build/bench/results.json")
  }

  /// `name` in the directory this executable is in.
  private static func siblingExecutable(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return name }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return name }
    return String(path[...slash]) + name
  }
}
