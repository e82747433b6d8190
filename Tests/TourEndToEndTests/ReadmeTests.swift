import Foundation
import Testing

/// What README.md shows must be true: its Swift example is the host package that
/// `make test-host-package` builds and runs, word for word.
@Suite("README")
struct ReadmeTests {
  static func readme() throws -> String {
    try String(
      contentsOf: HostPackageTests.root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The ```swift blocks of the README, in order.
  static func swiftBlocks(of text: String) -> [String] {
    text.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```\n").first
    }
  }

  @Test func theSwiftExampleIsTheHostPackageThatIsBuilt() throws {
    let blocks = Self.swiftBlocks(of: try Self.readme())
    #expect(blocks.count == 2)
    #expect(blocks.first == HostPackageTests.manifest, "README's Package.swift")
    #expect(blocks.last == HostPackageTests.main, "README's main.swift")
  }

  @Test func theREADMEIsShortAndWhatItLinksToIsThere() throws {
    let readme = try Self.readme()
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
    // Every picture and page of the repository the README links to: `](path)`, not a URL.
    let targets = readme.components(separatedBy: "](").dropFirst().compactMap { rest in
      rest.split(separator: ")", maxSplits: 1).first.map(String.init)
    }.filter { !$0.contains(":") && !$0.hasPrefix("#") }
    #expect(targets.contains("docs/tour.gif") && targets.contains("docs/questions.png"))
    for target in targets {
      #expect(
        FileManager.default.fileExists(
          atPath: HostPackageTests.root.appendingPathComponent(target).path), "\(target)")
    }
  }
}
