import Testing

@testable import TourKit

/// Golden screens of steps, with their styles: a check running (its spinner, the elapsed time
/// after a second), one that failed with its output's last lines under it and the retry hint,
/// one that passed, a run step waiting for Enter, and one with no command; in English and
/// Japanese.
@Suite("Steps: golden screens")
struct StepGoldenTests {
  static let tour = """
    # セットアップ / Setup

    <!-- step: git; label: Git is configured; required -->
    <!-- step: gh; label: GitHub の認証 -->
    <!-- step: folder; label: Create the config folder; run -->
    <!-- step: brew; label: Homebrew -->
    """

  @Test(arguments: [(ChromeLabels.english, "english"), (.japanese, "japanese")])
  func checksRunningFailedPassedAndARunButton(labels: ChromeLabels, name: String) throws {
    var options = TourOptions(slideDuration: .zero, labels: labels)
    options.availableSteps = ["git", "gh", "folder"]
    var state = TourState(
      tour: try Tour.parse(Self.tour), width: 60, height: 24, options: options)
    #expect(state.stepRuns.map(\.key) == ["git", "gh"])
    state.handle(
      .steps([
        StepReport(
          run: 1, output: ["error: user.name is not set", "hint: git config --global …"],
          ending: .exited(1))
      ]), at: .milliseconds(700))
    state.handle(.key(.tab), at: .seconds(1))
    state.handle(.key(.tab), at: .seconds(1))
    let screen = TourRenderer(colorDepth: .palette256).render(state, at: .milliseconds(3200))
    let text = screen.plainText
    #expect(text.contains("✗ Git is configured"))
    #expect(text.contains("error: user.name is not set"))
    #expect(text.contains("GitHub の認証 · 3s"))
    expectSnapshot(screen, named: "steps-\(name)-60x24", styles: true)
  }
}
