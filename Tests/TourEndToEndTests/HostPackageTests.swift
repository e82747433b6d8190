import Foundation
import Testing

/// A package of someone else's, depending on this one by path: its target applies the EmbedTour
/// plugin to a Tour/ folder (English, Japanese, a picture); the binary it builds shows that tour
/// from an empty folder; a broken tour fails its build at the line.
///
/// Slow (the host builds TourKit twice, once for its binary and once for the plugin's tool,
/// several minutes on two cores), so not part of `make test`: `make test-host-package` runs it.
@Suite(
  "A host package embedding its tour",
  .enabled(if: ProcessInfo.processInfo.environment["TOUR_HOST_PACKAGE_TEST"] == "1"))
struct HostPackageTests {
  /// This package's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "greeter",
      platforms: [.macOS(.v15)],
      dependencies: [.package(path: "../tour")],
      targets: [
        .executableTarget(
          name: "greeter",
          dependencies: [
            .product(name: "TourKit", package: "tour"),
            .product(name: "TourTerminal", package: "tour"),
          ],
          exclude: ["Tour"],
          plugins: [.plugin(name: "EmbedTour", package: "tour")]
        )
      ]
    )

    """

  static let main = """
    import Foundation
    import TourKit
    import TourTerminal

    // Sources/greeter/Tour/tour.md (and tour.ja.md …) are compiled in by the EmbedTour plugin.
    let result = try presentIfNeeded(Tour(embedded: .tour), app: "greeter", version: "1.0")
    // Ctrl-C during the tour stops the program, as the signal would have.
    if case .interrupted(let signal) = result.ending { exit(128 + signal) }
    let theme = result.answers.choice("theme") ?? "light"
    print("greeter: \\(result.ending), theme \\(theme)")

    """

  static let english = """
    # Greetings

    ![A window](img/window.png)

    Hello from greeter. Which theme?

    <!-- ask: theme -->
    - ( ) Dark <!-- value: dark -->
    - (x) Light <!-- value: light -->

    """
  static let japanese = """
    # ごあいさつ

    ![窓](img/window.png)

    greeter からこんにちは。テーマは？

    <!-- ask: theme -->
    - ( ) ダーク <!-- value: dark -->
    - (x) ライト <!-- value: light -->

    """

  /// Writes the host package into `scratch/greeter`, next to `scratch/tour`, a link to this
  /// package (so that its identity is `tour` whatever this checkout's folder is called).
  static func writeHost(in scratch: ScratchDirectory) throws -> String {
    let fileManager = FileManager.default
    try fileManager.createSymbolicLink(
      atPath: scratch.path("tour"), withDestinationPath: root.path)
    let target = scratch.path("greeter/Sources/greeter")
    try fileManager.createDirectory(
      atPath: target + "/Tour/img", withIntermediateDirectories: true)
    _ = try scratch.write(manifest, to: "greeter/Package.swift")
    _ = try scratch.write(main, to: "greeter/Sources/greeter/main.swift")
    _ = try scratch.write(english, to: "greeter/Sources/greeter/Tour/tour.md")
    _ = try scratch.write(japanese, to: "greeter/Sources/greeter/Tour/tour.ja.md")
    try fileManager.copyItem(
      atPath: root.appendingPathComponent("Examples/hello-cli/Tour/hello.png").path,
      toPath: target + "/Tour/img/window.png")
    return scratch.path("greeter")
  }

  static func build(_ package: String) async throws -> (CommandResult, Duration) {
    let swift = try #require(Command.which("swift"), "swift is not on PATH")
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await Command.run(
      swift, ["build", "--package-path", package], timeout: .seconds(3600))
    return (result, clock.now - start)
  }

  /// Removes the lock files SwiftPM leaves in the temporary folder, named after the package's
  /// path.
  static func removeLocks(of package: String) {
    let temporary = FileManager.default.temporaryDirectory
    let prefix = package.replacingOccurrences(of: "/", with: "_") + "_"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }

  @Test("builds a binary that shows its embedded tour, translated and with its picture")
  func hostBuildsAndShowsItsTour() async throws {
    let scratch = try ScratchDirectory(prefix: "host-package")
    defer { Self.removeLocks(of: scratch.path("greeter")) }
    let package = try Self.writeHost(in: scratch)
    let (built, took) = try await Self.build(package)
    print("host package: swift build took \(took)")
    try #require(built.status == 0, "\(built.standardOutput)\n\(built.standardError)")
    let binary = package + "/.build/debug/greeter"
    let empty = scratch.path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try await TmuxSession.withTour(
      environment: ["XDG_STATE_HOME": scratch.path("state"), "LANG": "ja_JP.UTF-8"],
      executable: binary, directory: empty
    ) { tour in
      try await tour.waitForScreen("the Japanese page") { $0.contains("ごあいさつ") }
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(5)
      var colors: [Int?] = []
      repeat {
        colors = EmbeddedHelloTests.pictureColors(try await tour.captureCells())
        try await Task.sleep(for: .milliseconds(20))
      } while clock.now < deadline
        && !colors.contains {
          StyledScreen.color($0, isNear: EmbeddedHelloTests.navy, tolerance: 30)
        }
      let screen = try await tour.capture()
      #expect(
        colors.contains { StyledScreen.color($0, isNear: EmbeddedHelloTests.navy, tolerance: 30) },
        "no picture: \(screen)")
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      // Enter chooses the focused option (the default, Light) and finishes the one page.
      try await tour.waitForScreen("the host's output") {
        $0.contains("greeter: completed, theme light")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty)

    // Ctrl-C during the tour: the host stops as the signal would have (130), its work not done.
    try await TmuxSession.withTour(
      environment: ["XDG_STATE_HOME": scratch.path("state-interrupted")],
      executable: binary, directory: empty
    ) { tour in
      try await tour.waitForScreen("the tour") { $0.contains("Greetings") }
      try await tour.sendKeys("C-c")
      #expect(try await tour.waitForExit() == 130)
      let after = try await tour.capture()
      #expect(!after.contains("greeter:"), "\(after)")
    }

    // A broken translation: the build fails where the mistake is, and says so.
    _ = try scratch.write(
      "---\nstrat: 始める\n---\n" + Self.japanese, to: "greeter/Sources/greeter/Tour/tour.ja.md")
    let (broken, _) = try await Self.build(package)
    #expect(broken.status != 0)
    let log = broken.standardOutput + broken.standardError
    #expect(
      log.contains("Sources/greeter/Tour/tour.ja.md:2:1: error: unknown front matter key `strat`"),
      "\(log)")
  }
}
