import Foundation
import Testing

/// Examples/hello-cli carries its tour inside its binary (the EmbedTour plugin): started from an
/// empty folder, with no tour file anywhere, it shows the Japanese translation and the picture;
/// the steps of its setup page run the commands it gives them.
@Suite("A tour inside the binary")
struct EmbeddedHelloTests {
  /// The colours of the picture (scripts/make-hello-picture.sh): the window's navy body, its
  /// green prompt, and the light grey title bar.
  static let navy = (0, 0, 95)
  static let green = (95, 215, 95)
  static let bar = (208, 208, 208)

  /// Every colour the picture cells of `screen` show.
  static func pictureColors(_ screen: StyledScreen) -> [Int?] {
    screen.rows.indices.flatMap { y in
      screen.pictureColumns(inRow: y).flatMap { screen.visibleColors(x: $0, y: y) }
    }
  }

  @Test("hello-cli from an empty folder, LANG=ja_JP.UTF-8: the Japanese page and its picture")
  func helloShowsItsEmbeddedTourInJapanese() async throws {
    let example = try TourBinary.sibling("hello-cli")
    let scratch = try ScratchDirectory(prefix: "hello-embedded")
    let empty = scratch.path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    // Its check looks for a config folder: in the scratch folder, not the user's.
    let environment = [
      "XDG_STATE_HOME": scratch.path("state"), "XDG_CONFIG_HOME": scratch.path("config"),
      "LANG": "ja_JP.UTF-8",
    ]
    try await TmuxSession.withTour(
      environment: environment, executable: example, directory: empty
    ) { tour in
      let screen = try await tour.waitForScreen("the Japanese first page") {
        $0.contains("こんにちは！")
      }
      #expect(screen.contains("hello-cli へようこそ"), "\(screen)")
      #expect(!screen.contains("Hello!"))
      // The chrome follows the language too.
      #expect(screen.contains("終了"), "\(screen)")
      // The picture, drawn from the bytes compiled in: its three colours, as coloured cells.
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(5)
      var colors: [Int?] = []
      while clock.now < deadline {
        colors = Self.pictureColors(try await tour.captureCells())
        if [Self.navy, Self.green, Self.bar].allSatisfy({ target in
          colors.contains { StyledScreen.color($0, isNear: target, tolerance: 30) }
        }) {
          break
        }
        try await Task.sleep(for: .milliseconds(20))
      }
      for (name, target) in [("navy", Self.navy), ("green", Self.green), ("grey", Self.bar)] {
        #expect(
          colors.contains { StyledScreen.color($0, isNear: target, tolerance: 30) },
          "no \(name) picture cell; picture colours: \(Set(colors.compactMap { $0 }).sorted())")
      }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the Japanese setup page, its check run") {
        $0.contains("✗ 設定フォルダがある")
      }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the Japanese question page") { $0.contains("テーマを選ぶ") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      try await tour.waitForScreen("the CLI's own output") {
        $0.contains("hello, world (theme: auto)")
      }
    }
    // Nothing was read from the folder, nothing written there.
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty)
  }

  @Test("hello-cli's setup page: Create it makes ~/.config/hello-cli, then r shows the check ✓")
  func helloCreatesItsConfigFolder() async throws {
    let example = try TourBinary.sibling("hello-cli")
    let scratch = try ScratchDirectory(prefix: "hello-steps")
    let folder = scratch.path("home/.config/hello-cli")
    // HOME a scratch folder, and XDG_CONFIG_HOME empty (so unset, as the XDG spec reads it):
    // the folder goes under HOME.
    let environment = [
      "XDG_STATE_HOME": scratch.path("state"), "HOME": scratch.path("home"),
      "XDG_CONFIG_HOME": "",
    ]
    try await TmuxSession.withTour(environment: environment, executable: example) { tour in
      try await tour.waitForScreen("the first page") { $0.contains("Hello!") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the check failed: no folder yet") {
        $0.contains("✗ A config folder exists · exit 1")
      }
      #expect(!FileManager.default.fileExists(atPath: folder))
      try await tour.sendKeys("Down", "Enter")
      try await tour.waitForScreen("the run step passed") { $0.contains("✓ Create it") }
      var isFolder: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder))
      #expect(isFolder.boolValue)
      try await tour.sendKeys("Up", "r")
      try await tour.waitForScreen("the check passed") { $0.contains("✓ A config folder exists") }
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the question page") { $0.contains("Pick a theme") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      try await tour.waitForScreen("the CLI's own output") {
        $0.contains("hello, world (theme: auto)")
      }
    }
  }
}
