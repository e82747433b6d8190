import Foundation
import Testing

/// `--answers-from FILE`: a set of answers saved by `--answers json`, given back as presets,
/// under the checks `--answer` has, each mistake one line naming the file.
@Suite("--answers-from")
struct AnswersFromTests {
  static let tour = """
    # Setup

    <!-- ask: theme -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->

    <!-- ask: tools -->
    - [ ] Git <!-- value: git -->
    - [ ] Make <!-- value: make -->

    <!-- ask: telemetry -->
    - [ ] Send usage data

    <!-- ask: email; text; pattern: .+@.+ -->
    E-mail
    """

  let binary: String
  let scratch: ScratchDirectory
  let file: String

  init() throws {
    binary = try TourBinary.path()
    scratch = try ScratchDirectory(prefix: "answers-from")
    file = try scratch.write(Self.tour, to: "setup.md")
  }

  @Test("what --answers json printed comes back whole: a round trip, --answer over it")
  func roundTrip() async throws {
    let saved = try scratch.write(
      #"{"theme":"light","tools":["make","git"],"telemetry":true,"email":"ada@example.org"}"#,
      to: "saved.json")
    let first = try await Command.run(
      binary, ["--answers", "json", "--answers-from", saved, file])
    #expect(first.status == 0, "\(first.standardError)")
    let printed =
      #"{"theme":"light","tools":["git","make"],"telemetry":true,"email":"ada@example.org"}"#
    #expect(first.standardOutput == printed + "\n")
    let again = try scratch.write(first.standardOutput, to: "again.json")
    let second = try await Command.run(
      binary, ["--answers", "json", "--answers-from", again, file])
    #expect(second.standardOutput == first.standardOutput)
    let over = try await Command.run(
      binary, ["--answers", "sh", "--answer", "theme=dark", "--answers-from", saved, file])
    #expect(over.standardOutput.contains("TOUR_THEME='dark'\n"), "\(over.standardOutput)")
    #expect(over.standardOutput.contains("TOUR_EMAIL='ada@example.org'\n"))
  }

  /// Each mistake's line after the file's name.
  @Test(
    "each mistake is one line naming the file, exit 2",
    arguments: [
      (#"{"theme":"blue"}"#, ": theme: 'blue' is not one of 'dark', 'light'"),
      (
        #"{"colour":"blue"}"#,
        ": the tour asks no question 'colour' (it asks theme, tools, telemetry, email)"
      ),
      (
        #"{"thme":"dark"}"#,
        ": the tour asks no question 'thme' (did you mean 'theme'? it asks theme, tools, "
          + "telemetry, email)"
      ),
      ("{\"theme\":\n  \"dark\",,}", ":2:10: expected a key"),
      (
        "[1]", #": not a JSON object of answers like {"theme":"dark"} (what --answers json prints)"#
      ),
      (#"{"telemetry":1}"#, #": telemetry: 1 is not true or false (or a string such as "yes")"#),
      (#"{"theme":"dark","theme":"light"}"#, ": 'theme' is given twice"),
      (#"{"tools":[true]}"#, ": tools: true is not an option's value (a string)"),
      (#"{"email":"nobody"}"#, ": email: 'nobody' does not match the pattern .+@.+"),
    ])
  func mistakes(saved: String, message: String) async throws {
    let path = try scratch.write(saved, to: "saved.json")
    let result = try await Command.run(
      binary, ["--answers", "json", "--answers-from", path, file])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "tour: \(path)\(message)\n")
  }

  @Test("standard input is the answers' or the lines' or COMMAND's, not two of them")
  func standardInputHasOneReader() async throws {
    let accessible = try await Command.run(
      binary, ["--accessible", "--answers-from", "-", file])
    #expect(accessible.status == 2)
    #expect(accessible.standardError.contains("--accessible reads its answers line by line"))
    // In front of a command the mistake is said and the command runs, its input untouched.
    let wrapped = try await Command.run(
      binary, ["--app", "demo", "--answers-from", "-", file, "--", "/bin/echo", "ran"],
      environment: ["XDG_STATE_HOME": scratch.url.path, "PATH": "/usr/bin:/bin"])
    #expect(wrapped.status == 0)
    #expect(wrapped.standardOutput == "ran\n")
    #expect(
      wrapped.standardError.hasPrefix(
        "tour: --answers-from - reads standard input, which is "
          + "COMMAND's"), "\(wrapped.standardError)")
  }

  @Test("a secret's value is never repeated in a mistake, whatever is wrong with it")
  func secretsAreNotRepeated() async throws {
    let secretTour = try scratch.write(
      "# Sign in\n\n<!-- ask: token; text; secret; pattern: dbt_\\w{8} -->\n", to: "secret.md")
    for saved in [#"{"token":"SECRETVALUE"}"#, #"{"token":["SECRETVALUE"]}"#] {
      let path = try scratch.write(saved, to: "saved.json")
      let result = try await Command.run(
        binary, ["--answers", "json", "--answers-from", path, secretTour])
      #expect(result.status == 2)
      #expect(result.standardError.hasPrefix("tour: \(path): token: the secret given is not"))
      #expect(!result.standardError.contains("SECRETVALUE"), "\(result.standardError)")
    }
  }
}
