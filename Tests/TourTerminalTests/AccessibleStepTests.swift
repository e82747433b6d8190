import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

/// Steps in accessible mode, answered from a pipe: the session writes what a step checks, runs
/// it through its executor while the tour waits, and says how it came out; an interactive step
/// gets the input and the output; a step without a command is not available.
@Suite("Accessible mode runs steps", .serialized)
struct AccessibleStepTests {
  typealias InputPipe = PresentAccessibleTests.InputPipe

  static let tour = try! Tour.parse(
    """
    # Sign in

    <!-- step: signin; label: Signed in to GitHub; required -->

    <!-- step: login; label: Log in; interactive -->
    ---
    # Done
    """, name: "steps.md")

  static func options(_ input: InputPipe, output: PresentAccessibleTests.Output) -> PresentOptions {
    var options = PresentAccessibleTests.options(input, output: output)
    options.steps = ["signin": .shell("gh auth status"), "login": .shell("gh auth login")]
    return options
  }

  @Test func aFailedCheckIsRetriedAndAnInteractiveStepReadsTheSameInput() throws {
    let input = try InputPipe("r\n\nada\n\n\nthe host's own input\n")
    defer { input.close() }
    let output = PresentAccessibleTests.Output()
    let steps = FakeSteps(["signin": [(.exited(1), ["not logged in"]), (.exited(0), [])]])
    let options = Self.options(input, output: output)
    let result = AccessibleSession(tour: Self.tour, options: options, executor: steps.executor)
      .run()
    #expect(result.ending == .completed)
    #expect(result.answers.flag("signin") == true && result.answers.flag("login") == true)
    #expect(
      output.all.hasPrefix(
        "Sign in\n\nChecking: Signed in to GitHub … failed (exit 1)\n  not logged in\n"
          + "r to retry, Enter to go on: \nChecking: Signed in to GitHub … passed\n"
          + "Log in — Enter to run, s to skip: \nLog in … passed\n"
          + "Page 1 of 2 — Enter: next, q: quit \n"), "\(output.all)")
    let calls = steps.all
    #expect(calls.map(\.run.id) == [1, 2, 3])
    // The interactive one reads the user's input where the tour left it, and the tour reads
    // nothing past its last line.
    #expect(calls[0].input == options.inputDescriptor)
    #expect(calls[2].run.mode == .interactive && calls[2].lineRead == "ada")
    #expect(calls[2].input == options.inputDescriptor)
    #expect(calls[2].output == options.outputDescriptor)
    #expect(calls[2].run.answers.contains { $0 == (name: "TOUR_SIGNIN", value: "true") })
    #expect(input.rest() == "the host's own input\n")
  }

  @Test func aRequiredCheckThatFailedHoldsTheTourUntilTheInputEnds() throws {
    let input = try InputPipe("\n")
    defer { input.close() }
    let output = PresentAccessibleTests.Output()
    let steps = FakeSteps(["signin": [(.notStarted("no such command: gh"), [])]])
    let result = AccessibleSession(
      tour: Self.tour, options: Self.options(input, output: output), executor: steps.executor
    ).run()
    #expect(result.ending == .skipped(atPage: 0))
    #expect(result.answers.flag("signin") == false)
    #expect(
      output.all.contains(
        "… failed (could not start: no such command: gh)\nr to retry, Enter to go on: \n"
          + "This step must pass to continue\nr to retry, Enter to go on: \n"), "\(output.all)")
  }

  @Test func withoutCommandsThroughPresentStepsAreNotAvailable() throws {
    let input = try InputPipe("\n\n")
    defer { input.close() }
    let output = PresentAccessibleTests.Output()
    let result = present(Self.tour, options: PresentAccessibleTests.options(input, output: output))
    #expect(result.ending == .completed)
    #expect(
      output.all.hasPrefix(
        "Sign in\n\nSigned in to GitHub: not available\nLog in: not available\nPage 1 of 2"),
      "\(output.all)")
    #expect(result.answers["signin"] == nil)
  }
}
