import Foundation

/// Where the `tour` executable under test is.
///
/// `TOUR_BINARY` wins when set; otherwise the `tour` built next to the test bundle (the test
/// runner lives in `.build/<triple>/debug/`, and so does `tour`).
enum TourBinary {
  /// The path of the executable, or an error that says how to provide it.
  static func path() throws -> String {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["TOUR_BINARY"], !override.isEmpty {
      guard fileManager.isExecutableFile(atPath: override) else {
        throw E2EFailure("TOUR_BINARY is set to '\(override)', which is not an executable file")
      }
      return override
    }
    var searched: [String] = []
    for start in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
      var directory = URL(fileURLWithPath: start).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      while directory.path != "/" {
        let candidate = directory.appendingPathComponent("tour").path
        searched.append(candidate)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory),
          !isDirectory.boolValue,
          fileManager.isExecutableFile(atPath: candidate)
        {
          return candidate
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    throw E2EFailure(
      """
      cannot find the 'tour' executable: set TOUR_BINARY, or run 'swift build' before \
      'swift test' so that it sits next to the test bundle. Looked at:
      \(searched.joined(separator: "\n"))
      """)
  }
}

extension TourBinary {
  /// Another executable of the package, built next to `tour` (an example host).
  static func sibling(_ name: String) throws -> String {
    let path = URL(fileURLWithPath: try path()).deletingLastPathComponent()
      .appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw E2EFailure("cannot find '\(name)' next to tour at \(path): run 'swift build' first")
    }
    return path
  }
}

/// A failure of the test harness itself (a timeout, a missing tool), with what it saw.
struct E2EFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
