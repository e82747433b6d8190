import TourKit
import TourTerminal

/// The version `tour --version` prints.
let tourVersion = "1.0.0"

/// Exit status 2, for bad usage and bad files.
let usageStatus: Int32 = 2

/// Prints `tour: message` on standard error and exits with status 2, before the screen is used.
func fail(_ message: String) -> Never {
  Platform.printError("tour: \(message)")
  Platform.exitProcess(usageStatus)
}

/// Says that standard output cannot be written (closed, a full disk): the one wording of
/// every command for it.
func reportOutputFailure(_ reason: String) {
  Platform.printError("tour: cannot write to standard output: \(reason)")
}

/// Exits with `status` once everything printed has reached standard output; when it cannot be
/// written, says so and exits 74 instead.
func finish(_ status: Int32) -> Never {
  if let reason = Platform.flushStandardOutput() {
    reportOutputFailure(reason)
    Platform.exitProcess(TourResult.Ending.outputFailed.exitStatus)
  }
  Platform.exitProcess(status)
}

// A quit is a quit, not a crash to trace (the runtime's backtracer would wait for a key).
Platform.quitWithoutBacktrace()

let environment = PresentOptions.processEnvironment
let arguments: Arguments
do {
  var parsed = try Arguments(Arguments.processArguments, environment: environment)
  try parsed.readSavedAnswers()
  arguments = parsed
} catch {
  // In front of a command, a mistake on tour's side of `--` must not stop the command.
  if !error.stopsTheCommand,
    let command = Arguments.command(in: Arguments.processArguments),
    !(command.first ?? []).isEmpty
  {
    Platform.printError("tour: \(error.message); running the command without a tour")
    CommandLaunch.runCommand(command)
  }
  fail(error.message)
}
let language = LanguagePreference(environment: environment)

/// The tour named on the command line (or its translation), or the built-in one; `warn` gets
/// a line for a translation not used.
func chosenTour(warn: (String) -> Void) -> Tour {
  guard let path = arguments.files.first else { return Tour.builtinWelcome(for: language) }
  do {
    return try Tour.load(
      contentsOf: path, language: language, acceptingPipe: true, split: arguments.split,
      warn: warn)
  } catch {
    fail(error.description)
  }
}

var options = PresentOptions(environment: environment)
options.programName = "tour"
// Plain text: `present` returns .outputFailed (exit 74) and remembers nothing when it cannot be
// written; the error line is tour's own, worded as for --render and --check.
options.write = { text in
  if let reason = Platform.writeStandardOutput(text) {
    reportOutputFailure(reason)
    throw StandardOutputFailure()
  }
}
options.reduceMotion = options.reduceMotion || arguments.reduceMotion
// --accessible, or the environment's TOUR_ACCESSIBLE=1 or ACCESSIBLE (as PresentOptions read
// them): the same from here on.
options.isAccessible = options.isAccessible || arguments.accessible
// Unlike an embedding CLI, `tour` prints its pages when there is no terminal, except as a
// launch gate: a wrapper's `mytool | jq` must get mytool's output alone, so without a terminal
// the gate shows nothing (and remembers nothing) unless --plain asks for text, or accessible
// mode for lines (which may come from a pipe).
options.textMode =
  arguments.plain ? .always : arguments.app != nil && !options.isAccessible ? .never : .automatic
if arguments.answersFormat != nil {
  AnswersOutput.route(&options)
} else if arguments.answersFrom == "-" && !options.isAccessible {
  // Standard input held the answers: the keys come from the terminal, as with --answers.
  AnswersOutput.useControllingTerminal(&options)
}

switch arguments.mode {
case .help:
  print(usage)
  finish(0)
case .fullHelp:
  print(fullUsage)
  finish(0)
case .version:
  print("tour \(tourVersion)")
  finish(0)
case .completions(let shell):
  print(shell.script, terminator: "")
  finish(0)
case .check:
  finish(AuthoringCommands.check(arguments.files, sizes: arguments.sizes, split: arguments.split))
case .render(let page):
  finish(
    AuthoringCommands.render(
      chosenTour(warn: options.warn), page: page, size: arguments.sizes.first,
      labels: options.labels))
case .show where arguments.watch:
  finish(
    WatchCommand.run(
      path: arguments.files[0], language: language, split: arguments.split, options: options))
case .show:
  if let command = arguments.command {
    CommandLaunch.run(arguments, command: command, language: language, options: options)
  }
  finish(LaunchCommand.run(arguments, tour: chosenTour, options: options))
}
