import Foundation

/// What the tests ask the system about another process: `/proc` on Linux, `ps` elsewhere
/// (macOS), whose `args` and `state` columns both systems' `ps` have.
enum ProcessProbe {
  /// The command line of `pid` (its arguments, separated by NUL or spaces), or `nil` when no
  /// such process runs.
  static func commandLine(of pid: pid_t) -> String? {
    #if os(Linux)
      FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
        String(decoding: $0, as: UTF8.self)
      }
    #else
      Command.outputBlocking("/bin/ps", ["-o", "args=", "-p", "\(pid)"])
    #endif
  }

  /// The one-letter state of `pid` (`T`: stopped, `S`: sleeping), or `nil` when no such
  /// process runs.
  static func state(of pid: pid_t) -> String? {
    #if os(Linux)
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // The state follows the command name, which is in parentheses.
      guard let close = stat.lastIndex(of: ")") else { return nil }
      return String(stat[stat.index(after: close)...].dropFirst().prefix(1))
    #else
      Command.outputBlocking("/bin/ps", ["-o", "state=", "-p", "\(pid)"]).flatMap {
        $0.trimmingCharacters(in: .whitespacesAndNewlines).first.map(String.init)
      }
    #endif
  }
}
