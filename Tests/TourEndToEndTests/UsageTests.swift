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
    let page = try String(
      contentsOf: HostPackageTests.root.appendingPathComponent("Resources/tour.1"),
      encoding: .utf8)
    let options = try #require(
      page.components(separatedBy: ".SH OPTIONS\n").last?
        .components(separatedBy: ".SH EXIT STATUS\n").first)
    let described = try Self.options(in: options.replacingOccurrences(of: "\\-", with: "-"))
    #expect(try Self.options(in: all.standardOutput) == described)
  }
}
