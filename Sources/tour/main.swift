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

let arguments: Arguments
do {
  arguments = try Arguments(Array(CommandLine.arguments.dropFirst())) { name in
    getenv(name).map { String(cString: $0) }
  }
} catch {
  fail(error.message)
}
if arguments.showHelp {
  print(Arguments.usage)
  exit(0)
}
if arguments.showVersion {
  print("tour \(tourVersion)")
  exit(0)
}

let tour: Tour
if let path = arguments.file {
  switch FileReader.read(path) {
  case .failure(let error): fail("\(path): \(error.message)")
  case .success(let bytes):
    do {
      tour = try TourFileParser.parse(bytes: bytes, path: path)
    } catch {
      fail(error.description)
    }
  }
} else {
  tour = Tour.builtinWelcome
}

let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
let options = TourOptions(
  slideDuration: arguments.reduceMotion ? .zero : TourOptions.defaultSlideDuration)
exit(TourSession(tour: tour, options: options, noColor: noColor).run())
