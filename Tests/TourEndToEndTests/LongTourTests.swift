import Foundation
import Testing

/// `tour --check` and plain text read a long tour page by page. Before, both held every page
/// (and `--check` every page's layout at every size, plain text all its text): a 60 MB tour
/// took 616 MB to check and 224 MB to print. Now the memory a file costs grows with its size,
/// about once, not with its pages' layouts. (Time is measured with `scripts/make-long-tour`
/// and `/usr/bin/time`, see README; it is never asserted here.)
@Suite("Long tours, page by page")
struct LongTourTests {
  /// About `megabytes` MB of ordinary pages: a heading and one-line paragraphs of prose, a
  /// list, code and a small table now and then; few parser nodes, so every page is read.
  static func longTour(megabytes: Int) -> String {
    var text = "---\ntitle: A long tour\n---\n"
    var page = 0
    while text.utf8.count < megabytes * 1_000_000 {
      page += 1
      if page > 1 { text += "---\n" }
      text += "# Page \(page)\n\n"
      if page % 50 == 0 {
        text +=
          "- `notes add` writes a note\n- `notes sync` sends them\n\n```sh\nnotes sync --all\n```"
          + "\n\n| command | what it does |\n|---|---|\n| `add` | writes a note |\n\n"
      }
      for paragraph in 1...7 {
        text +=
          "Every page of this tour is ordinary prose of the kind a manual holds, sentences of a "
          + "dozen words wrapped to the width of the screen, with nothing a parser would find "
          + "hard, written on one line. This is paragraph \(paragraph) of page \(page).\n\n"
      }
    }
    return text
  }

  #if os(Linux)
    /// The most memory (KiB) `tour ARGUMENTS` held once it had read the whole file: its peak
    /// resident set (`VmHWM`) read when its first output arrives. `--check` prints once every
    /// page is checked, plain text once every page is counted; a 4 KB pipe then holds it until
    /// its output is read. (A child's `ru_maxrss` cannot say: a process started with
    /// `posix_spawn` inherits the test runner's high-water mark.)
    static func peakMemory(_ arguments: [String], in scratch: ScratchDirectory) async throws
      -> Int
    {
      let fifo = scratch.path("output-\(UUID().uuidString)")
      guard mkfifo(fifo, 0o600) == 0 else { throw E2EFailure("mkfifo failed: errno \(errno)") }
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      guard reader >= 0 else { throw E2EFailure("cannot open the FIFO: errno \(errno)") }
      defer { close(reader) }
      _ = fcntl(reader, 1031, 4096)  // F_SETPIPE_SZ, which Glibc does not export
      let pid = try Command.spawn(
        try TourBinary.path(), arguments,
        environment: ["TERM": "dumb", "LANG": "C.UTF-8", "COLUMNS": "80"], stdout: fifo,
        stderr: scratch.path("stderr"))
      var buffer = [UInt8](repeating: 0, count: 65536)
      var peak: Int?
      var status: Int32 = 0
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(120)
      while true {
        let count = read(reader, &buffer, buffer.count)
        if count > 0 && peak == nil {
          let lines = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            .split(separator: "\n")
          let line = try #require(lines.first { $0.hasPrefix("VmHWM:") })
          peak = Int(line.split(separator: " ")[1])
        }
        if count > 0 { continue }
        if waitpid(pid, &status, WNOHANG) == pid { break }
        if clock.now > deadline {
          kill(pid, SIGKILL)
          _ = waitpid(pid, &status, 0)
          throw E2EFailure("tour \(arguments) still ran after 120 s; killed it")
        }
        try await Task.sleep(for: .milliseconds(5))
      }
      let stderr = (try? String(contentsOfFile: scratch.path("stderr"), encoding: .utf8)) ?? ""
      #expect(status == 0, "\(arguments): \(stderr)")
      return try #require(peak, "\(arguments) printed nothing")
    }

    @Test("--check and --plain: 3 MB more of tour cost less than 6 MB more of memory")
    func memoryGrowsWithTheFileNotWithItsPages() async throws {
      let scratch = try ScratchDirectory(prefix: "long-tour")
      let small = try scratch.write(Self.longTour(megabytes: 1), to: "small.md")
      let large = try scratch.write(Self.longTour(megabytes: 4), to: "large.md")
      func kibibytes(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) / 1024
      }
      let more = try kibibytes(large) - kibibytes(small)
      for command in [["--check", "--size", "80x24"], ["--plain"]] {
        let peaks = [
          try await Self.peakMemory(command + [small], in: scratch),
          try await Self.peakMemory(command + [large], in: scratch),
        ]
        #expect(
          peaks[1] - peaks[0] <= 2 * more,
          "\(command): \(peaks[0]) KiB → \(peaks[1]) KiB for \(more) KiB more of tour")
      }
    }
  #endif
}
