import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The process: its name, and ending it (for the `tour` command and the examples).
extension Platform {
  /// The file name the program was started as (`mytool` for `/usr/bin/mytool`), or `nil`.
  static var programName: String? {
    guard let path = CommandLine.arguments.first,
      let name = path.split(separator: "/").last, !name.isEmpty
    else { return nil }
    return String(name)
  }

  /// Ends the process with `status`, flushing stdio's buffers (`exit`).
  package static func exitProcess(_ status: Int32) -> Never { exit(status) }
}
