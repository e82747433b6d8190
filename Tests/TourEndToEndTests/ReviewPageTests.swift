import Foundation
import Testing

/// The review page (`review: true`) in the real binary: answered, reviewed, a link followed
/// back to a question, the answer changed, the review again, Start, and the new answer out.
@Suite("Review page", .serialized)
struct ReviewPageTests {
  static let tour = """
    ---
    review: true
    ---
    # Setup

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - (x) Light <!-- value: light -->
    ---
    # Name

    <!-- ask: name; text -->
    """

  @Test("answer, review, follow a link back, change the answer, review again, Start: JSON has it")
  func changeAnAnswerFromTheReview() async throws {
    let scratch = try ScratchDirectory(prefix: "review")
    let wrapper = try AnswersTerminalTests.wrapper(
      #"{ "$TOUR" --answers json "$@"; echo $? > tour-status; } | cat > out.json"#, in: scratch)
    try await TmuxSession.withTour(
      ["--no-animation"], file: Self.tour, executable: wrapper
    ) { tour in
      try await tour.waitForScreen("the first page") { $0.contains("◉ Light") }
      try await tour.sendKeys("Enter")
      try await tour.waitForScreen("the name page") { $0.contains("Name") && !$0.contains("Setup") }
      try await tour.sendLiteral("Ada")
      try await tour.sendKeys("Enter")
      try await tour.waitForScreen("the review") {
        $0.contains("Review your answers") && $0.contains("1) Theme: Light")
          && $0.contains("2) Name: Ada")
      }
      // 1 follows the theme's link: its page, the question focused.
      try await tour.sendKeys("1")
      try await tour.waitForScreen("the theme page") { $0.contains("Setup") && $0.contains("›") }
      // Up to Dark, Enter chooses it and comes back to the review, not to the name page.
      try await tour.sendKeys("Up", "Enter")
      try await tour.waitForScreen("the review with the new answer") {
        $0.contains("1) Theme: Dark") && $0.contains("2) Name: Ada")
      }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      #expect(AnswersTerminalTests.contents(scratch, "tour-status") == "0\n")
      #expect(
        AnswersTerminalTests.contents(scratch, "out.json")
          == #"{"theme":"dark","name":"Ada"}"# + "\n")
    }
  }
}
