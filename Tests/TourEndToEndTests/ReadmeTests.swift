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

  @Test func theREADMEIsShortAndItsPicturesAreThere() throws {
    let readme = try Self.readme()
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
    for picture in ["docs/tour.png", "docs/questions.png"] {
      #expect(readme.contains("(\(picture))"))
      #expect(
        FileManager.default.fileExists(
          atPath: HostPackageTests.root.appendingPathComponent(picture).path), "\(picture)")
    }
  }
}
