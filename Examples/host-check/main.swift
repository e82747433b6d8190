// host-check: a host program that shows what `present` leaves behind. It prints its signal
// dispositions, locale, descriptors, threads and tty flags, presents a tour, prints them again,
// then keeps running: it echoes every line read from standard input until end of input, so it
// can be suspended with Ctrl-Z, brought back with `fg` and typed into, like any CLI.
import TourKit
import TourTerminal

/// Everything a library must give back as it found it.
struct HostState: Equatable, CustomStringConvertible {
  var dispositions = Platform.signals.map { "\($0.0)=\(Platform.disposition(of: $0.1))" }
  var locale = Platform.locale
  var descriptors = Platform.openDescriptors
  var threads = Platform.threadCount
  var tty = Platform.ttyFlags
  var blocked = Platform.blockedSignals

  var description: String {
    "locale=\(locale) fds=\(descriptors) threads=\(threads.map(String.init) ?? "?") "
      + "tty=\(tty ?? "none") blocked=\(blocked) signals: "
      + dispositions.joined(separator: " ")
  }
}

Platform.installHostHandlers()
print("host-check pid \(Platform.processID)")
let before = HostState()
print("before: \(before)")

let tour: Tour
do {
  tour = try Tour.parse(
    "# host-check\n\nPress q to go back to the host.\n\n---\n\n# Page two\n\nStill here.")
} catch {
  print("host-check: \(error)")
  Platform.exitProcess(2)
}
let result = present(tour)
print("result: \(result.ending)")
let after = HostState()
print("after: \(after)")
print(before == after ? "host state: unchanged" : "host state: CHANGED")

// Keep running like a CLI that reads its input after the tour.
while let line = readLine() {
  print("read: \(line)")
}
print("host-check: end of input")
