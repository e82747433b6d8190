import Foundation
import Testing

/// `tour --help` is one screen, as `git -h` is: the synopsis and the common options, and where
/// the rest is. `tour --help-all` is the rest, and lists the options tour(1) describes (the
/// completions are checked against it: scripts/check-completions).
@Suite("--help and --help-all")
struct UsageTests {
  /// The long options `text` names: `--app`, `--help-all` …
  static func options(in text: String) throws -> Set<String> {
    let option = try Regex("--[a-z][a-z-]*[a-z]")
    return Set(text.matches(of: option).map { String(text[$0.range]) })
  }

  @Test("--help and -h: the synopsis and the common options in 24 lines of 80 columns")
  func helpIsOneScreen() async throws {
    let binary = try TourBinary.path()
    let help = try await Command.run(binary, ["--help"])
    #expect(help.status == 0)
    #expect(help.standardError.isEmpty)
    let short = try await Command.run(binary, ["-h"])
    #expect(short.standardOutput == help.standardOutput)
    let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    #expect(lines.count <= 24, "\(lines.count) lines")
    for line in lines { #expect(line.count <= 80, "\(line)") }
    #expect(help.standardOutput.hasPrefix("usage: tour [options] [FILE]\n"))
    // Where the rest is.
    #expect(help.standardOutput.contains("tour --help-all, or man tour."))
    // The options a first reader needs, each with its line.
    for option in [
      "--app ID", "--answers json|sh", "--answer KEY=VALUE", "--accessible", "--plain",
      "--no-animation", "--watch", "--check", "--version",
    ] {
      #expect(help.standardOutput.contains("\n  \(option)  "), "--help lacks \(option)")
    }
  }

  @Test("--help-all names every option --help names, and more")
  func helpAllIsTheWhole() async throws {
    let binary = try TourBinary.path()
    let help = try await Command.run(binary, ["--help"])
    let all = try await Command.run(binary, ["--help-all"])
    #expect(all.status == 0)
    let shown = try Self.options(in: help.standardOutput)
    let every = try Self.options(in: all.standardOutput)
    #expect(shown.isSubset(of: every), "\(shown.subtracting(every))")
    #expect(every.count > shown.count + 5)
    #expect(all.standardOutput.contains("--help-all       this text"))
  }

  @Test("--help-all lists exactly the options tour(1) describes")
  func helpAllAgreesWithTheManPage() async throws {
    let all = try await Command.run(try TourBinary.path(), ["--help-all"])
    let options = try Self.manPageSection("OPTIONS", upTo: "EXIT STATUS")
    let described = try Self.options(in: options.replacingOccurrences(of: "\\-", with: "-"))
    #expect(try Self.options(in: all.standardOutput) == described)
  }

  @Test("--help-all's environment names every variable tour(1)'s ENVIRONMENT describes")
  func helpAllNamesTheManPagesVariables() async throws {
    let all = try await Command.run(try TourBinary.path(), ["--help-all"])
    let section = try Self.manPageSection("ENVIRONMENT", upTo: "FILES")
    let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
    // Each entry is `.TP`, then `.B NAME …` (or `.BI TOUR_ KEY`, one name in two fonts).
    let names = zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.flatMap { _, heading in
      heading.split(separator: " ").dropFirst().map {
        $0.replacingOccurrences(of: "\\-", with: "-")
      }
    }
    #expect(names.count > 10)
    let joined = names.joined(separator: " ")
    let variables = joined.replacingOccurrences(of: "TOUR_ KEY", with: "TOUR_KEY")
      .split(separator: " ").map(String.init)
    let help = all.standardOutput
    let missing = variables.filter { !help.contains($0) }
    #expect(missing.isEmpty, "--help-all lacks \(missing)")
  }

  /// The source of tour(1)'s section `name`, up to section `next`.
  static func manPageSection(_ name: String, upTo next: String) throws -> String {
    let page = try String(
      contentsOf: HostPackageTests.root.appendingPathComponent("Resources/tour.1"),
      encoding: .utf8)
    return try #require(
      page.components(separatedBy: ".SH \(name)\n").last?
        .components(separatedBy: ".SH \(next)\n").first)
  }

  /// The options `--help-all` heads its entries with, each with the name of its value: the
  /// option table as the program prints it (`--app ID`, `--help, -h`, `-- COMMAND`).
  static func headings(in help: String) -> Set<String> {
    var found = Set<String>()
    for line in help.split(separator: "\n") where line.hasPrefix("  -") {
      let heading = line.dropFirst(2).split(separator: "  ", maxSplits: 1)[0]
      found.formUnion(Self.options(inHeading: String(heading)))
    }
    return found
  }

  /// `--whats-new --since R` → `--whats-new`, `--since R`; `-h, --help` → `-h`, `--help`;
  /// `-- COMMAND [ARG]...` → `-- COMMAND`.
  static func options(inHeading heading: String) -> [String] {
    var options: [String] = []
    for word in heading.split(separator: " ") {
      let word = word.hasSuffix(",") ? word.dropLast() : word
      if word.hasPrefix("-") {
        options.append(String(word))
      } else if let last = options.last, !last.contains(" "), !word.hasPrefix("[") {
        options[options.count - 1] = last + " " + word
      }
    }
    return options
  }

  /// The heading of a tour(1) OPTIONS entry, the line after `.TP`, as it reads once formatted:
  /// `.BI \-\-answer " KEY" = VALUE` → `--answer KEY=VALUE` (the macro's arguments
  /// alternate fonts and are written without spaces between them).
  static func manHeading(_ line: Substring) -> String {
    var text = line.drop { $0 != " " }.dropFirst()[...]
    var arguments: [String] = []
    while !text.isEmpty {
      if text.first == "\"" {
        let rest = text.dropFirst()
        let end = rest.firstIndex(of: "\"") ?? rest.endIndex
        arguments.append(String(rest[..<end]))
        text = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
      } else {
        let end = text.firstIndex(of: " ") ?? text.endIndex
        arguments.append(String(text[..<end]))
        text = text[end...]
      }
      text = text.drop { $0 == " " }
    }
    return arguments.joined().replacingOccurrences(of: "\\-", with: "-")
      .replacingOccurrences(of: #"\\f[RBI]"#, with: "", options: .regularExpression)
  }

  @Test("tour(1)'s option entries and synopsis are the option table's, values named alike")
  func manPageEntriesAreTheTable() async throws {
    let all = try await Command.run(try TourBinary.path(), ["--help-all"])
    let table = Self.headings(in: all.standardOutput)
    #expect(table.contains("--app ID") && table.contains("--answers json|sh"), "\(table)")
    let options = try Self.manPageSection("OPTIONS", upTo: "EXIT STATUS")
    let lines = options.split(separator: "\n")
    var described = Set<String>()
    for (index, line) in lines.enumerated() where line == ".TP" && index + 1 < lines.count {
      described.formUnion(Self.options(inHeading: Self.manHeading(lines[index + 1])))
    }
    #expect(
      described == table,
      "tour(1) has \(described.subtracting(table)), lacks \(table.subtracting(described))")
    // Every long option is in the synopsis.
    let synopsis = try Self.manPageSection("SYNOPSIS", upTo: "DESCRIPTION")
      .replacingOccurrences(of: "\\-", with: "-")
    let named = try Self.options(in: synopsis)
    let long = Set(table.map { String($0.split(separator: " ")[0]) }.filter { $0.count > 2 })
    #expect(long.subtracting(named).isEmpty, "the synopsis lacks \(long.subtracting(named))")
  }
}
