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

  /// Whether `pid`'s main thread is in `write` (or `writev`): blocked there when it stays so.
  /// `nil` where the system does not tell (only Linux has `/proc/PID/syscall`).
  static func isWriting(_ pid: pid_t) -> Bool? {
    #if os(Linux)
      #if arch(x86_64)
        let writes = ["1", "20"]
      #elseif arch(arm64)
        let writes = ["64", "66"]
      #else
        return nil
      #endif
      // The call's number, then its arguments; `running` when it is in none.
      guard
        let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)
          .split(separator: " ").first
      else { return nil }
      return writes.contains(String(call))
    #else
      return nil
    #endif
  }
}
