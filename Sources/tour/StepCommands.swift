import TourKit
import TourTerminal

/// `--step KEY=COMMAND`: the commands of the tour's steps, each run with `/bin/sh -c`.
enum StepCommands {
  /// The commands `arguments` give, by key, checked against `tour`: a key the tour has no step
  /// for is a mistake naming the steps it has.
  static func commands(_ arguments: Arguments, for tour: Tour)
    throws(Arguments.UsageError) -> [String: StepCommand]
  {
    var commands: [String: StepCommand] = [:]
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
