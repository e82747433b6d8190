import Foundation
import Testing

/// A secret text field on a real terminal: what is typed is never on the screen, never in the
/// launch gate's record nor in `--recall`, but is in the answers the program asked for.
@Suite("Secrets, on a terminal", .serialized)
struct SecretTerminalTests {
  static let tour = """
    ---
    version: 1.0
    ---
    # Connect

    <!-- ask: token; text; secret; required; placeholder: your token -->

    <!-- ask: name; text -->
    """

  static let typed = "hunter2"

  @Test("typed as bullets, in --answers json, not in the record nor in --recall")
  func fullScreen() async throws {
    let scratch = try ScratchDirectory(prefix: "secret-screen")
    let state = scratch.path("state")
    let wrapper = try AnswersTerminalTests.wrapper(
      "export XDG_STATE_HOME=\(Shell.quote(state))\n"
        + #""$TOUR" --app demo --answers json "$@" > out.json; echo $? > tour-status"#
        + "\n" + #""$TOUR" --app demo --recall --answers json > recall.json"#, in: scratch)
    try await TmuxSession.withTour(
      ["--no-animation"], file: Self.tour, executable: wrapper
    ) { tour in
      try await tour.waitForScreen("the field") { $0.contains("your token") }
      try await tour.sendLiteral(Self.typed)
      let screen = try await tour.waitForScreen("the bullets") { $0.contains("•••••••") }
      #expect(!screen.contains(Self.typed), "\(screen)")
      try await tour.sendKeys("Tab")
      try await tour.sendLiteral("Ada")
      try await tour.waitForScreen("the name") { $0.contains("Ada") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
    }
    #expect(AnswersTerminalTests.contents(scratch, "tour-status") == "0\n")
    #expect(
      AnswersTerminalTests.contents(scratch, "out.json")
        == #"{"token":"hunter2","name":"Ada"}"# + "\n")
    let record = try #require(AnswersTerminalTests.contents(scratch, "state/tour/demo.json"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
    let entries = try #require(json["entries"] as? [[String: Any]])
    #expect(entries.count == 1 && entries[0]["secret"] as? [String] == ["token"], "\(record)")
    #expect(entries[0]["answers"] as? [String: String] == ["name": "Ada"], "\(record)")
    #expect(!record.contains(Self.typed))
    #expect(AnswersTerminalTests.contents(scratch, "recall.json") == #"{"name":"Ada"}"# + "\n")
  }

  @Test("--accessible on a terminal: the secret is not echoed, echo is back after a signal")
  func accessible() async throws {
    try await TmuxSession.withTour(
      ["--accessible"], file: Self.tour + "\n\n<!-- ask: pin; text; secret -->\n",
      waitUntilReady: false
    ) { tour in
      try await tour.waitForScreen("the secret's prompt") { $0.contains("Token") }
      try await tour.sendLiteral(Self.typed)
      try await tour.sendKeys("Enter")
      // The name's prompt: the line before it was read, echo or not.
      let screen = try await tour.waitForScreen("the next prompt") { $0.contains("Name") }
      #expect(!screen.contains(Self.typed), "\(screen)")
      // Echo is on for a question that is no secret.
      try await tour.sendLiteral("Ada")
      try await tour.waitForScreen("the name echoed") { $0.contains("Ada") }
      try await tour.sendKeys("Enter")
      // A signal while a secret line is read: echo is put back before the tour ends.
      try await tour.waitForScreen("the second secret's prompt") { $0.contains("Pin") }
      try await tour.sendLiteral("abc")
      try await tour.sendSignal(SIGTERM)
      #expect(try await tour.waitForExit() == 128 + SIGTERM)
      // The pane's script reads a line after the tour: what is typed there is echoed again.
      try await tour.sendLiteral("echoed")
      try await tour.waitForScreen("echo back on") { $0.contains("echoed") }
      #expect(!(try await tour.capture()).contains("abc"))
    }
  }
}

/// A secret given on the command line, where any user's `ps` reads it, is refused; from a file
/// or standard input it is taken.
@Suite("Secrets as presets")
struct SecretPresetTests {
  @Test func theCommandLineIsRefusedAndStandardInputTaken() async throws {
    let scratch = try ScratchDirectory(prefix: "secret-preset")
    let file = try scratch.write(SecretTerminalTests.tour, to: "tour.md")
    let binary = try TourBinary.path()
    let environment = ["XDG_STATE_HOME": scratch.path("state"), "LANG": "C.UTF-8"]
    let refused = try await Command.run(
      binary, ["--answers", "json", "--answer", "token=hunter2", file], environment: environment)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("--answers-from -"), "\(refused.standardError)")
    #expect(!refused.standardError.contains("hunter2") && refused.standardOutput.isEmpty)
    let saved = try scratch.write(#"{"token":"hunter2"}"#, to: "saved.json")
    // No terminal to ask on: the presets are printed, the secret among them.
    let taken = try await Command.run(
      binary, ["--answers", "json", "--answers-from", saved, file],
      environment: environment.merging(["TOUR_DISABLE": "1"]) { $1 })
    #expect(taken.status == 0, "\(taken.standardError)")
    #expect(taken.standardOutput == #"{"token":"hunter2","name":""}"# + "\n")
  }
}
