// hello-cli: a command-line tool that shows its onboarding tour on first run, and what's new
// after an upgrade. The tour is compiled into the binary, its Japanese translation and its
// picture too. It checks that its config folder exists, with a button that creates it, and
// asks which theme to use; the tool prints what was chosen, and remembers it: run it twice and
// the second time it goes straight to work, in that theme.
// `hello-cli FILE` shows the tour file FILE instead of its own; a bad one is one line on
// standard error and exit status 2, never a crash.
import Foundation
import TourKit
import TourTerminal

/// Where hello-cli keeps its settings: `$XDG_CONFIG_HOME/hello-cli`, else
/// `~/.config/hello-cli` (a relative XDG_CONFIG_HOME is ignored, as the XDG spec says).
let configFolder: String = {
  let environment = ProcessInfo.processInfo.environment
  if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") {
    return home + "/hello-cli"
  }
  return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/hello-cli"
}()

let theme: String
do {
  let tour: Tour
  if let path = CommandLine.arguments.dropFirst().first {
    tour = try Tour.load(contentsOf: path)
  } else {
    // Tour/ (tour.md, tour.ja.md, hello.png), checked and compiled in by the EmbedTour plugin:
    // in the user's language, from any folder, with no file to install.
    tour = Tour(embedded: .tour)
  }
  // The tour names its steps, never their commands: hello-cli gives them theirs, as programs
  // with their arguments (no shell, so the folder's name needs no quoting).
  var options = PresentOptions()
  options.steps = [
    "config": .program("test", arguments: ["-d", configFolder]),
    "create-config": .program("mkdir", arguments: ["-p", configFolder]),
  ]
  let result = try presentIfNeeded(tour, app: "hello-cli", version: "1.0", options: options)
  // Ctrl-C, SIGTERM or a hang-up during the tour: exit as the signal would have.
  if case .interrupted(let signal) = result.ending { exit(128 + signal) }
  // The answer given now, else the one remembered from an earlier run, else the default.
  theme = result.answers.choice("theme") ?? "auto"
} catch {
  // A bad tour file (`tour.md:3:1: unknown front matter key …`), or a bad app ID or version.
  FileHandle.standardError.write(Data("hello-cli: \(error)\n".utf8))
  exit(2)
}
print("hello, world (theme: \(theme))")
