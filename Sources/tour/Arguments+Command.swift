/// `tour --app ID [--app-version V] FILE -- COMMAND [ARGS…]`: where the command starts, and
/// what goes with it.
extension Arguments {
  /// Where COMMAND's `--` is in `arguments`: at the first `--` that follows a tour file. A
  /// `--` before any file ends the options, as it always did (`tour -- -odd-name.md`), so
  /// `tour --app ID -- -odd.md -- COMMAND` works too. `nil` when there is no command.
  ///
  /// Found before anything else is read, so that the command still runs when the rest of the
  /// line is wrong (a misspelt option in a wrapper script must not stop the tool it wraps).
  /// An index rather than the arguments split: a launch pays the runtime's making of the
  /// split's generic types (an optional array of arrays) on every run of the command.
  static func commandSeparator(in arguments: [[UInt8]]) -> Int? {
    var optionsEnded = false
    var sawFile = false
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = String(decoding: arguments[index], as: UTF8.self)
      if argument == "--" && sawFile { return index }
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        sawFile = true
      } else if argument == "--" {
        optionsEnded = true
      } else if let option = TourOption(named: argument), option.declaration.takesNextArgument {
        // Its value is the next argument: a `--` there is a value, not where COMMAND starts.
        index += 1
      }
      index += 1
    }
    return nil
  }

  /// COMMAND and its arguments, after its `--` (``commandSeparator(in:)``); `nil` without one.
  static func command(in arguments: [[UInt8]]) -> [[UInt8]]? {
    commandSeparator(in: arguments).map { command(after: $0, in: arguments) }
  }

  /// The arguments after the `--` at `separator`. Mapped rather than copied as a slice: the
  /// copy's code has the runtime build the metadata of an array of byte arrays, which a launch
  /// gate would pay for on every run; mapping is specialised for arrays of references.
  static func command(after separator: Int, in arguments: [[UInt8]]) -> [[UInt8]] {
    arguments[(separator + 1)...].map { $0 }
  }

  /// A command goes with showing one tour file through the launch gate, and nothing that
  /// stays on screen or previews.
  func validateCommand(whatsNew: Bool) throws(UsageError) {
    guard let command else { return }
    guard let name = command.first, !name.isEmpty else {
      throw UsageError(message: "-- needs the COMMAND to run after the tour (try 'tour --help')")
    }
    guard mode == .show, app != nil, files.count == 1, !watch, !whatsNew, !reset else {
      throw UsageError(
        message: "-- COMMAND goes after `--app ID [--app-version V] FILE`, without --watch, "
          + "--whats-new, --reset, --check or --render (try 'tour --help')")
    }
    if answersFrom == "-" {
      throw UsageError(
        message: "--answers-from - reads standard input, which is COMMAND's: save the answers "
          + "to a file (--answers-from FILE)")
    }
    if answersFormat != nil {
      throw UsageError(
        message: "--answers prints on standard output, which is COMMAND's: COMMAND gets the "
          + "answers as TOUR_KEY variables (drop --answers)", stopsTheCommand: true)
    }
  }
}
