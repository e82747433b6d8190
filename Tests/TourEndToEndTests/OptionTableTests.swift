import Foundation
import Testing

/// tour's options are declared once, with what each does not go with; the zsh completion
/// carries those exclusions, so here every excluded pair it names is given to the program,
/// which must refuse it: the table and the parser cannot drift apart.
@Suite("the option table")
struct OptionTableTests {
  /// A value each free-valued option accepts, by the value's name in the table.
  static let sampleValues = [
    "ID": "demo", "V": "1.0", "R": "1.0", "KEY=VALUE": "theme=dark", "N": "1",
    "WIDTHxHEIGHT": "80x24", "FILE": "saved.json", "KEY=COMMAND": "signin=true",
  ]

  /// One zsh spec line: the options it excludes, the option, and a value for it if it takes
  /// one (`'(--plain --watch)--answers[…]:json|sh:(json sh)'` → `--answers json`).
  struct Spec {
    let excluded: [String]
    let arguments: [String]
  }

  /// The specs of `tour --completions zsh`, by option.
  static func specs() async throws -> [String: Spec] {
    let script = try await Command.run(try TourBinary.path(), ["--completions", "zsh"])
    #expect(script.status == 0)
    let spec = try Regex(#"^ +'\(([^)]*)\)\*?(--[a-z-]+)\[[^\]]*\](?::([^:]*):\(?([a-z0-9]*))?"#)
    var specs: [String: Spec] = [:]
    for line in script.standardOutput.split(separator: "\n") {
      guard let match = line.firstMatch(of: spec) else { continue }
      let name = String(match.output[2].substring ?? "")
      var arguments = [name]
      if let valueName = match.output[3].substring {
        let word = match.output[4].substring.map(String.init) ?? ""
        arguments.append(word.isEmpty ? try #require(sampleValues[String(valueName)]) : word)
      }
      specs[name] = Spec(
        excluded: (match.output[1].substring ?? "").split(separator: " ").map(String.init),
        arguments: arguments)
    }
    return specs
  }

  @Test("each pair of options the table says exclude each other is refused: exit 2, named")
  func excludedPairsAreRefused() async throws {
    let binary = try TourBinary.path()
    let scratch = try ScratchDirectory(prefix: "options")
    let file = try scratch.write("# One\n\nA page.\n", to: "t.md")
    let specs = try await Self.specs()
    #expect(specs.count >= 15, "\(specs.keys.sorted())")
    var pairs = 0
    for (name, spec) in specs.sorted(by: { $0.key < $1.key }) {
      for other: String in spec.excluded where other.hasPrefix("--") {
        let otherArguments = try #require(specs[other], "\(name) excludes unknown \(other)")
          .arguments
        let result = try await Command.run(
          binary, spec.arguments + otherArguments + [file], environment: ["TERM": "dumb"])
        #expect(result.status == 2, "\(spec.arguments + otherArguments): \(result.status)")
        let said = result.standardError
        #expect(
          said.hasPrefix("tour: ") && (said.contains(name) || said.contains(other)),
          "\(spec.arguments + otherArguments): \(said)")
        pairs += 1
      }
    }
    #expect(pairs >= 40, "only \(pairs) excluded pairs")
  }

  @Test("a tour file after an option that excludes files is refused")
  func recallTakesNoFile() async throws {
    let specs = try await Self.specs()
    let takingNoFile = specs.filter {
      $0.value.excluded.contains("*") && !$0.value.excluded.contains("-")
    }
    #expect(takingNoFile.keys.sorted() == ["--recall"])
    for (name, spec) in takingNoFile {
      let result = try await Command.run(
        try TourBinary.path(), ["--app", "demo", "--answers", "json"] + spec.arguments + ["t.md"])
      #expect(result.status == 2, "\(name)")
      #expect(result.standardError.contains(name), "\(result.standardError)")
    }
  }

  @Test("--completions writes each shell's script; another shell is exit 2 naming the three")
  func completionsPerShell() async throws {
    let binary = try TourBinary.path()
    for shell in ["bash", "zsh", "fish"] {
      let script = try await Command.run(binary, ["--completions", shell])
      #expect(script.status == 0)
      #expect(script.standardOutput.contains("completion for tour(1)"), "\(shell)")
    }
    let bad = try await Command.run(binary, ["--completions", "tcsh"])
    #expect(bad.status == 2)
    #expect(bad.standardError == "tour: --completions takes bash, zsh or fish, got 'tcsh'\n")
  }

  @Test(
    "--help wins over the rest; --version and --completions take nothing else; = is refused",
    arguments: [
      (
        ["--completions", "bash", "--check", "t.md"], "--completions takes no other option or file"
      ),
      (["--version", "t.md"], "--version takes no other option or file"),
      (["--completions", "bash", "--version"], "--completions takes no other option or file"),
      (
        ["--answers=json", "t.md"],
        "--answers takes its value as the next argument: '--answers json'"
      ),
      (["--check=t.md"], "--check takes no value; the files to check follow it: '--check t.md'"),
      (["--plain=yes", "t.md"], "--plain takes no value"),
    ])
  func standingAlone(arguments: [String], message: String) async throws {
    let result = try await Command.run(try TourBinary.path(), arguments)
    #expect(result.status == 2)
    #expect(
      result.standardError == "tour: \(message)"
        + (message.hasSuffix("'") ? "\n" : " (try 'tour --help')\n"))
    let help = try await Command.run(try TourBinary.path(), ["--check", "t.md", "--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("usage: tour"))
  }
}
