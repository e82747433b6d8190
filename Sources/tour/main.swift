import CNcurses
import Glibc
import TourKit

/// Exit statuses, as documented in README and `--help`.
enum ExitStatus {
  static let finished: Int32 = 0
  static let skipped: Int32 = 1
  static let usage: Int32 = 2
}

/// The version `--version` prints.
let tourVersion = "0.1.0"

func fail(_ message: String) -> Never {
  fputs("tour: \(message)\n", tour_stderr())
  exit(ExitStatus.usage)
}

/// Loads the tour at `path` (or its translation); exits with status 2 on any problem.
func loadTour(_ path: String, language: LanguagePreference) -> Tour {
  do {
    return try Tour.load(contentsOf: path, language: language)
  } catch {
    fail(error.description)
  }
}

let arguments: Arguments
do {
  arguments = try Arguments(Array(CommandLine.arguments.dropFirst())) { name in
    getenv(name).map { String(cString: $0) }
  }
} catch {
  fail(error.message)
}
let environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }
let language = LanguagePreference(environment: environment)
let labels = ChromeLabels.forLanguage(language.language)

/// The tour named on the command line, or the built-in one.
func chosenTour() -> Tour {
  arguments.files.first.map { loadTour($0, language: language) } ?? Tour.builtinWelcome(for: language)
}

switch arguments.mode {
case .help:
  print(Arguments.usage)
  exit(0)
case .version:
  print("tour \(tourVersion)")
  exit(0)
case .check:
  exit(AuthoringCommands.check(arguments.files, sizes: arguments.sizes, language: language, labels: labels))
case .render(let page):
  let tour = chosenTour()
  exit(AuthoringCommands.render(tour, page: page, size: arguments.sizes.first, labels: labels))
case .show:
  let tour = chosenTour()
  let noColor = environment("NO_COLOR").map { !$0.isEmpty } ?? false
  let session = TourSession(
    tour: tour, reduceMotion: arguments.reduceMotion, labels: labels, noColor: noColor)
  exit(session.run())
}
