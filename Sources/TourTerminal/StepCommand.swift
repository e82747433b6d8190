import TourKit

/// What a step of a tour runs (``PresentOptions/steps``): a command, given by the program that
/// shows the tour, never by the tour file.
///
/// A command runs in a process group of its own, with the answers so far as `TOUR_KEY`
/// variables added to the environment; a check or a run step's standard input is `/dev/null`,
/// it has no controlling terminal (a prompt on `/dev/tty` fails at once), what it leaves in
/// the background is stopped when it ends, and its output is caught and shown under the
/// step; an interactive step's runs on the terminal. It passes when it exits with status 0.
public enum StepCommand: Sendable, Equatable {
  /// A shell command line, run with `/bin/sh -c` (`gh auth status`).
  case shell(String)
  /// A program and its arguments, run without a shell: `path` is looked up in `PATH` when it
  /// has no `/`.
  case program(String, arguments: [String])
}
