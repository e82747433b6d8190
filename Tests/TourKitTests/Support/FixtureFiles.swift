import Foundation

/// The fixtures corpus under `Tests/TourKitTests/Fixtures`.
enum FixtureFiles {
  /// The corpus folder.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The names of the `.md` files in `folder` (`valid` or `broken`), sorted.
  static func tours(in folder: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted()
  }

  /// The bytes of `folder/name`.
  static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
    Array(
      try Data(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(name)))
  }

  /// The expected message for a broken fixture, from its `.expected` file.
  static func expectedMessage(for name: String) throws -> String {
    let file = directory.appendingPathComponent("broken")
      .appendingPathComponent(String(name.dropLast(3)) + ".expected")
    return try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .newlines)
  }
}
