import Glibc

/// Readers for the `/proc` files the benchmark samples from a running child.
enum ProcFiles {
  /// The CPU time the process has used so far, summed over its threads, from the scheduler's
  /// nanosecond counters (`/proc/PID/task/TID/schedstat`, first field).
  ///
  /// `utime`/`stime` in `/proc/PID/stat` tick at 10 ms, too coarse to tell "no CPU at all" from
  /// "a few wake-ups" over a 2 s idle window; the scheduler's counter is exact. Falls back to
  /// the ticks when schedstat is unavailable.
  static func cpuTime(of pid: pid_t) -> Duration? {
    var total: Int64 = 0
    var found = false
    for task in directoryEntries("/proc/\(pid)/task") {
      guard let text = readText("/proc/\(pid)/task/\(task)/schedstat"),
        let first = text.split(separator: " ").first, let nanoseconds = Int64(first)
      else { continue }
      total += nanoseconds
      found = true
    }
    if found { return .nanoseconds(total) }
    return tickCPUTime(of: pid)
  }

  /// `utime + stime` from `/proc/PID/stat`, in clock ticks converted to time.
  static func tickCPUTime(of pid: pid_t) -> Duration? {
    guard let text = readText("/proc/\(pid)/stat"),
      let afterName = text.lastIndex(of: ")")
    else { return nil }
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    let fields = text[text.index(after: afterName)...].split(separator: " ")
    guard fields.count > 13, let user = Int64(fields[11]), let system = Int64(fields[12]) else {
      return nil
    }
    let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
    return .nanoseconds((user + system) * 1_000_000_000 / max(1, ticksPerSecond))
  }

  /// Peak resident set size so far (`VmHWM` in `/proc/PID/status`), in KiB.
  static func peakResidentKiB(of pid: pid_t) -> Int? {
    statusField("VmHWM", of: pid)
  }

  /// Bytes the process has read with `read` and friends so far (`rchar` in `/proc/PID/io`).
  ///
  /// Used to see the moment a program consumes a key from its terminal: the key's bytes leave
  /// the tty's input queue when its `read` returns.
  static func bytesRead(by pid: pid_t) -> Int? {
    guard let text = readText("/proc/\(pid)/io") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
      return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: " \t"))
    }
    return nil
  }

  private static func statusField(_ name: String, of pid: pid_t) -> Int? {
    guard let text = readText("/proc/\(pid)/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      // "VmHWM:\t    5432 kB": the number after the tab and padding.
      let value = line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" })
        .first
      return value.flatMap { Int($0) }
    }
    return nil
  }

  /// The whole of a small text file, or `nil` if it cannot be read.
  static func readText(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}

extension Substring {
  /// The text without leading and trailing characters from `characters`.
  func trimmingCharacters(in characters: String) -> Substring {
    var slice = self
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return slice
  }
}
