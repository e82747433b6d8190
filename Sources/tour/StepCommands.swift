import TourKit
import TourTerminal

/// `--step KEY=COMMAND`: the commands of the tour's steps, each run with `/bin/sh -c`.
enum StepCommands {
  /// The folder the built-in tour's steps check for and create: in the user's temporary
  /// folder, so that trying them leaves nothing anywhere that matters.
  static let welcomeFolder = #""${TMPDIR:-/tmp}/tour-welcome""#

  /// The commands of the built-in welcome tour's steps (`Resources/welcome.md`), which `tour`
  /// gives them itself when it shows that tour: the demo of a check and a run step works with
  /// no `--step`, and does no harm on any machine.
  static let welcome: [String: StepCommand] = [
    "scratch": .shell("test -d \(welcomeFolder)"),
    "create-scratch": .shell("mkdir -p \(welcomeFolder)"),
  ]

  /// The commands `arguments` give, by key, checked against `tour`: a key the tour has no step
  /// for is a mistake naming the steps it has. With no tour file named (the built-in tour) they
  /// go over the built-in tour's own (``welcome``).
  static func commands(_ arguments: Arguments, for tour: Tour)
    throws(Arguments.UsageError) -> [String: StepCommand]
  {
    var commands = arguments.files.isEmpty ? welcome : [:]
    let steps = tour.questions.filter { $0.step != nil }.map(\.key)
    for (key, command) in arguments.steps {
      guard steps.contains(key) else {
        throw Arguments.UsageError(
          message: "--step \(key.escapingControlCharacters())=…: the tour has no step "
            + "'\(key.escapingControlCharacters())' "
            + (steps.isEmpty ? "(it has none)" : "(its steps: \(steps.joined(separator: ", ")))"))
      }
      commands[key] = .shell(command)
    }
    return commands
  }
}
