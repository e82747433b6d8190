import Glibc

/// Finds mdp, the C + ncurses slide tool tour is compared with, and installs it if missing.
enum Mdp {
  /// The path of an executable `mdp`: `explicit` if given, else the first on PATH. When there
  /// is none and we are root, installs the Debian package first. `nil` (with a message on
  /// stderr saying what to do) when it stays missing.
  static func locate(explicit: String?) -> String? {
    if let explicit {
      if access(explicit, X_OK) == 0 { return explicit }
      log("tour-bench: --mdp \(explicit) is not an executable")
      return nil
    }
    if let found = onPath() { return found }
    guard geteuid() == 0 else {
      log(
        "tour-bench: mdp is not installed; install it with"
          + " `sudo apt-get install -y mdp` (Debian/Ubuntu)")
      return nil
    }
    log("tour-bench: mdp is not installed; running apt-get install -y mdp")
    var status = Command.run(["apt-get", "install", "-y", "mdp"])
    if status != 0 {
      // A fresh container often has no package lists yet.
      _ = Command.run(["apt-get", "update"])
      status = Command.run(["apt-get", "install", "-y", "mdp"])
    }
    if let found = onPath() { return found }
    let outcome = status.map { "apt-get exited \($0)" } ?? "apt-get did not start"
    log("tour-bench: could not install mdp (\(outcome))")
    return nil
  }

  private static func onPath() -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") + ["/usr/bin"] {
      let candidate = "\(directory)/mdp"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

/// Writes a line to standard error (progress and problems; stdout is for the table).
func log(_ message: String) {
  // write(2), not fputs(stderr): the C global `stderr` is shared mutable state to Swift 6.
  var bytes = Array((message + "\n").utf8)
  _ = write(STDERR_FILENO, &bytes, bytes.count)
}
