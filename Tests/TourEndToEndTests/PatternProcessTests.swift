import Foundation
import Testing

/// Text fields' patterns through the binary: the reproducers that kept the C library's engine
/// compiling or matching without bound, in every mode. Each must end (the timeouts are a guard
/// against a hang, not a budget), and the tour's memory stay under a data limit set by the
/// shell, far below what the old engine took.
@Suite("Patterns, through the binary")
struct PatternProcessTests {
  /// A page with a text field whose pattern is `pattern`.
  static func tour(pattern: String) -> String {
    "# Name\n\n<!-- ask: name; text; pattern: \(pattern) -->\n"
  }

  /// Runs `tour ARGUMENTS` under `sh` with its data segment limited to `megabytes` (what
  /// malloc may take, mmap included), standard input from /dev/null.
  static func runLimited(
    megabytes: Int, _ arguments: [String], environment: [String: String] = [:]
  ) async throws -> CommandResult {
    try await Command.run(
      "/bin/sh",
      ["-c", "ulimit -d \(megabytes * 1024) && exec \"$@\"", "sh", try TourBinary.path()]
        + arguments,
      environment: ["PATH": "/usr/bin:/bin", "TERM": "dumb", "LANG": "C.UTF-8"]
        .merging(environment) { $1 }, timeout: .seconds(60))
  }

  @Test(arguments: ["((a*)*){1,50}", #"((\.?[a-z]*)*){1,20}"#, "((a*)*){1,22}"])
  func nestedStarsCheckAtOnce(pattern: String) async throws {
    let scratch = try ScratchDirectory(prefix: "pattern-check")
    let file = try scratch.write(Self.tour(pattern: pattern), to: "h.md")
    let result = try await Self.runLimited(megabytes: 256, ["--check", "--size", "80x24", file])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("1 page fits"))
  }

  @Test func theOptedOutCommandRunsWhateverThePattern() async throws {
    let scratch = try ScratchDirectory(prefix: "pattern-disable")
    let file = try scratch.write(Self.tour(pattern: "((a*)*){1,50}"), to: "h.md")
    let result = try await Self.runLimited(
      megabytes: 256, ["--app", "x", "--app-version", "1", file, "--", "/bin/echo", "RAN"],
      environment: ["TOUR_DISABLE": "1", "XDG_STATE_HOME": scratch.path("state")])
    #expect(result.status == 0)
    #expect(result.standardOutput == "RAN\n")
  }

  @Test func anAlternationTooLargeToMatchQuicklyIsOneErrorAtItsPlace() async throws {
    let scratch = try ScratchDirectory(prefix: "pattern-large")
    let branches = Array(repeating: ".{1,255}", count: 55).joined(separator: "|")
    let file = try scratch.write(Self.tour(pattern: "(\(branches))"), to: "h.md")
    let result = try await Self.runLimited(megabytes: 256, ["--check", file])
    #expect(result.status == 2)
    #expect(result.standardOutput.hasPrefix("\(file):3:32: error: bad pattern `(.{1,255}|"))
    #expect(
      result.standardOutput.hasSuffix(
        "is too large to match quickly (its compiled form "
          + "passes 1024 KiB): use + or * for long runs\n"))
  }

  /// A tour of 300 text fields with long patterns (the old engine kept each compiled, 1.1 MB
  /// and more, and took 1.5 GB for this): answered without a terminal, within 256 MB.
  @Test func manyPatternsAreAnsweredWithinAMemoryBound() async throws {
    let scratch = try ScratchDirectory(prefix: "pattern-many")
    let fields = (1...300).map {
      "<!-- ask: f\($0); text; default: é; pattern: [a-zé]{1,\($0 % 255 + 1)} -->"
    }
    let file = try scratch.write("# Many\n\n" + fields.joined(separator: "\n\n") + "\n", to: "m.md")
    let result = try await Self.runLimited(megabytes: 256, ["--answers", "json", file])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix(#""f299":"é","f300":"é"}"# + "\n"))
  }

  @Test("a long answer in another script against a large pattern: Enter answers, then Ctrl-C")
  func aLongAnswerIsCheckedAndCtrlCStillStops() async throws {
    let file = Self.tour(pattern: "(.{1,100}){1,10}x") + "\n---\n\n# Next\n"
    try await TmuxSession.withTour(["--no-animation"], file: file) { tour in
      try await tour.waitForScreen("the field") { $0.contains("Name") }
      try await tour.sendLiteral(String(repeating: "語", count: 40))
      try await tour.waitForScreen("the typed text") { $0.contains("語語語語") }
      try await tour.sendKeys("Enter")
      // The pattern wants an x at the end: refused, under the field.
      try await tour.waitForScreen("the refusal") { $0.contains("not in the expected form") }
      try await tour.sendKeys("C-c")
      #expect(try await tour.waitForExit() == 130)
    }
  }
}
