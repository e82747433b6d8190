import Testing

@testable import TourKit

/// Steps in plain text: a check that ran says how it came out, its output under it; a step that
/// did not run says so; one with no command is not available. In Unicode and ASCII, in the
/// chrome's language.
@Suite("Steps in plain text")
struct PlainTextStepTests {
  static let page = try! Tour.parse(
    """
    # Set up

    <!-- step: signin; label: Signed in to GitHub -->
    <!-- step: git; label: Git is configured -->
    <!-- step: folder; label: Create the config folder; run -->
    <!-- step: login; label: Log in; interactive -->
    """
  ).markingSteps(available: ["signin", "git", "folder"]).pages[0]

  static let reports = [
    "signin": StepReport(run: 1, output: ["Logged in as ada"], ending: .exited(0)),
    "git": StepReport(
      run: 2, output: ["user.name is not set", "user.email is not set"], ending: .exited(1)),
  ]

  static func text(
    unicode: Bool = true, labels: ChromeLabels = .english,
    steps: [String: StepReport] = reports, width: Int = 60
  ) -> String {
    PlainTextTour.text(
      of: page, number: 1, of: 1, title: nil, width: width, unicode: unicode, labels: labels,
      reader: .file, steps: steps)
  }

  @Test func outcomesWithTheirOutputAndStepsThatDidNotRun() {
    #expect(
      Self.text() == """
        Set up
        ======

          ✓ Signed in to GitHub
            Logged in as ada

          ✗ Git is configured — failed (exit 1)
            user.name is not set
            user.email is not set

          ○ Create the config folder (not run)

          Log in: not available

        """)
  }

  @Test func inASCII() {
    #expect(
      Self.text(unicode: false) == """
        Set up
        ======

          + Signed in to GitHub
            Logged in as ada

          x Git is configured - failed (exit 1)
            user.name is not set
            user.email is not set

          o Create the config folder (not run)

          Log in: not available

        """)
  }

  @Test func withoutOutcomesNothingRan() {
    let text = Self.text(steps: [:])
    #expect(text.contains("  ○ Signed in to GitHub (not run)\n\n  ○ Git is configured (not run)\n"))
  }

  @Test func howAFailureEndedInJapanese() {
    let text = Self.text(
      labels: .japanese,
      steps: ["git": StepReport(run: 1, output: [], ending: .timedOut)])
    #expect(text.contains("  ✗ Git is configured — 失敗（1m00s で時間切れ）\n"), "\(text)")
    #expect(text.contains("  ○ Signed in to GitHub（未実行）\n"))
    #expect(text.contains("  Log in: 利用できません\n"))
  }

  @Test func aLongLineWrapsUnderTheLabelAndOutputIsKeptWhole() {
    let long = String(repeating: "x", count: 50)
    let text = Self.text(
      steps: ["git": StepReport(run: 1, output: [long], ending: .exited(1))], width: 30)
    #expect(
      text.contains(
        "  ✗ Git is configured — failed\n    (exit 1)\n    \(long)\n"), "\(text)")
  }
}
