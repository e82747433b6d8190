// hello-cli: a command-line tool that shows its onboarding tour on first run, and what's new
// after an upgrade. Run it twice: the second time it goes straight to work.
import Foundation  // exit()
import TourKit
import TourTerminal

let tour = try Tour.parse(
  "# Hello!\n\nThis is hello-cli.\n\n---\n\n# Ready\n\nPress Enter to start.")
let result = try presentIfNeeded(tour, app: "hello-cli", version: "1.0")
if case .interrupted(let signal) = result { exit(128 + signal) }
print("hello, world")
