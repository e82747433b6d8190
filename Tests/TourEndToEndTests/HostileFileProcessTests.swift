import Foundation
import Testing

/// Files and arguments that are not what they seem, through the binary: each is one clear
/// line, and nothing hangs, reads without bound or writes outside tour's own files.
@Suite("Hostile files and arguments, through the binary")
struct HostileFileProcessTests {
  func stateEnvironment(_ scratch: ScratchDirectory) -> [String: String] {
    ["XDG_STATE_HOME": scratch.path("state"), "TERM": "dumb", "LANG": "C.UTF-8"]
  }

  /// The reproducers: what a shell command plants in place of the record `x.json`.
  @Test(arguments: [
    "ln -s /dev/zero x.json", "ln -s /dev/urandom x.json", "mkfifo x.json", "mkdir x.json",
    "head -c 2097152 /dev/zero > x.json",
  ])
  func storeFileThatIsNotARecordIsOneWarning(plant: String) async throws {
    let scratch = try ScratchDirectory(prefix: "hostile-store")
    let file = try scratch.write("# Welcome\n\nHello.\n", to: "tour.md")
    let folder = scratch.path("state/tour")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let planted = try await Command.run(
      "/bin/sh", ["-c", "cd \"$0\" && \(plant)", folder], environment: ["PATH": "/usr/bin:/bin"])
    #expect(planted.status == 0)
    let result = try await Command.run(
      try TourBinary.path(), ["--plain", "--app", "x", "--app-version", "1.0", file],
      environment: stateEnvironment(scratch))
    #expect(result.status == 0)
    // A corrupt record counts as none, and the tour shows; a folder in its place means nothing
    // can be remembered, and a tour shown would show at every launch: nothing is.
    #expect(result.standardOutput.contains("Welcome") == !plant.hasPrefix("mkdir"))
    let warnings = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(warnings.count == 2 && warnings.last == "", "one line: \(result.standardError)")
    #expect(warnings.first?.hasPrefix("tour: warning: ") == true)
    #expect(warnings.first?.contains("\(folder)/x.json: ") == true)
    // Replaced by a real record, except a folder, which cannot be.
    let record = folder + "/x.json"
    let type = try FileManager.default.attributesOfItem(atPath: record)[.type] as? FileAttributeType
    #expect(type == (plant.hasPrefix("mkdir") ? .typeDirectory : .typeRegular))
  }

  @Test func lockThatIsALinkIsOneWarningAndItsTargetIsNeverCreated() async throws {
    let scratch = try ScratchDirectory(prefix: "hostile-lock")
    let file = try scratch.write("# Welcome\n", to: "tour.md")
    try FileManager.default.createDirectory(
      atPath: scratch.path("state/tour"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("state/tour/x.lock"), withDestinationPath: scratch.path("target"))
    let result = try await Command.run(
      try TourBinary.path(), ["--plain", "--app", "x", "--app-version", "1.0", file],
      environment: stateEnvironment(scratch))
    // The lock is opened before the tour would show: not shown, as it could not be remembered.
    #expect(result.status == 0 && result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "tour: warning: cannot remember this tour, so it is not shown: "
        + "\(scratch.path("state/tour/x.lock")): "
        + "is a symbolic link, not a lock tour made (TOUR_DISABLE=1 turns tours off)\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("target")))
  }

  @Test(arguments: ["/dev/zero", "/dev/urandom"])
  func deviceAsTourFileIsOneLineAtOnce(path: String) async throws {
    let result = try await Command.run(
      try TourBinary.path(), [path], environment: ["TERM": "dumb"], timeout: .seconds(5))
    #expect(result.status == 2)
    #expect(result.standardError == "tour: \(path): is a device, not a tour file\n")
  }

  @Test func processSubstitutionStillWorks() async throws {
    let scratch = try ScratchDirectory(prefix: "pipe")
    let file = try scratch.write("# Piped\n\nThrough a pipe.\n", to: "tour.md")
    let result = try await Command.run(
      "/bin/bash", ["-c", "exec \"$0\" --plain <(cat \"$1\")", try TourBinary.path(), file],
      environment: ["TERM": "dumb", "PATH": "/usr/bin:/bin"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "Piped\n=====\n\nThrough a pipe.\n")
  }

  @Test func differentInvalidUTF8AppIDsAreRefusedAndToldApart() async throws {
    let scratch = try ScratchDirectory(prefix: "bad-utf8-id")
    var messages: [String] = []
    // Bytes no `[String]` argument can carry: printf writes them, the shell passes them on.
    for bytes in ["x\\377", "x\\376", "\\343\\201"] {
      let result = try await Command.run(
        "/bin/bash",
        [
          "-c", "exec \"$0\" --plain --app \"$(printf '\(bytes)')\" --app-version 1.0",
          try TourBinary.path(),
        ],
        environment: stateEnvironment(scratch).merging(["PATH": "/usr/bin:/bin"]) { $1 })
      #expect(result.status == 2)
      messages.append(result.standardError)
    }
    #expect(
      messages == [
        "tour: bad app ID 'x\\xff': it must be valid UTF-8\n",
        "tour: bad app ID 'x\\xfe': it must be valid UTF-8\n",
        "tour: bad app ID '\\xe3\\x81': it must be valid UTF-8\n",
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state")))
  }
}
