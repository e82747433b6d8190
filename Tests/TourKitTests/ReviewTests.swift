import Testing

@testable import TourKit

/// The review page (`review: true`): which questions it lists, how answers read on it, its
/// links to the questions and back, the Start button's refusal, the line-by-line review, and
/// its golden screens.
@Suite("Review page")
struct ReviewTests {
  static let text = """
    ---
    review: true
    ---
    # Pick a theme

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - (x) Light <!-- value: light -->
    ---
    <!-- when: theme = dark -->
    # Dark extras

    <!-- ask: contrast -->
    - [ ] High contrast
    ---
    # About you

    <!-- ask: name; text; placeholder: Ada -->

    <!-- ask: features -->
    - [x] Sync between machines <!-- value: sync -->
    - [ ] Reminders <!-- value: reminders -->
    """

  static let japanese = """
    ---
    review: true
    ---
    # テーマ

    <!-- ask: theme -->
    - ( ) ダーク <!-- value: dark -->
    - (x) ライト <!-- value: light -->

    <!-- ask: telemetry -->
    - [x] 統計を送る
    """

  static func state(
    _ text: String = text, width: Int = 60, height: Int = 20, labels: ChromeLabels = .english
  ) throws -> TourState {
    TourState(
      tour: try Tour.parse(text), width: width, height: height,
      options: TourOptions(slideDuration: .zero, labels: labels))
  }

  /// The review page's entries as they read now.
  static func entries(_ state: TourState) -> [String] {
    let entries = state.review?.entries(answers: state.answers, labels: state.options.labels)
    return (entries ?? []).enumerated().map { $1.text(number: $0 + 1, labels: .english) }
  }

  /// Goes through the tour to the review page with Enter (text fields filled in as they are).
  static func toReview(_ state: inout TourState) {
    for _ in 0..<10 where !state.isOnReviewPage { state.handle(.key(.enter), at: .zero) }
  }

  @Test func withoutTheKeyThereIsNoReviewPage() throws {
    let state = try Self.state(Self.text.replacingOccurrences(of: "review: true", with: ""))
    #expect(state.review == nil)
    #expect(state.geometry.pageCount == 2)
  }

  @Test func aSecretReadsAsBulletsWhateverItsLength() throws {
    var state = try Self.state(
      """
      ---
      review: true
      ---
      # Sign in

      <!-- ask: token; text; secret -->
      """)
    state.handle(.paste("hunter2-hunter2"), at: .zero)
    Self.toReview(&state)
    let entries = Self.entries(state)
    #expect(entries.count == 1 && entries[0].hasSuffix("••••"), "\(entries)")
    #expect(!entries.joined().contains("hunter2"))
  }

  @Test func theHelpListsTheReviewsKeysWhenThereIsOne() throws {
    let heading = ChromeLabels.english.helpHeadings.review
    let with = try Self.state(width: 80, height: 60).helpOverlay
    let lines = with.lines.map(\.text)
    let at = try #require(lines.firstIndex { $0.contains(heading) }, "\(lines)")
    #expect(lines[at + 1].contains("Enter Space") && lines[at + 1].contains("focused line"))
    #expect(lines[at + 2].contains("1-9") && lines[at + 2].contains("that line"))
    #expect(lines[at + 3].contains("back to the review"))
    let without = try Self.state(Self.text.replacingOccurrences(of: "review: true", with: ""))
    #expect(!without.helpOverlay.lines.map(\.text).joined().contains(heading))
    let japanese = try Self.state(Self.japanese, width: 80, height: 60, labels: .japanese)
    #expect(japanese.helpOverlay.lines.map(\.text).joined().contains("確認ページで"))
  }

  @Test func theReviewIsAPageAfterTheLastWithItsOwnDot() throws {
    var state = try Self.state()
    // Light is chosen: the dark page is left out; two pages and the review.
    #expect(state.geometry.pageCount == 3)
    Self.toReview(&state)
    #expect(state.targetPage == 2)
    #expect(state.isOnLastPage)
    #expect(state.geometry.page(2).lines.first?.text == "Review your answers")
  }

  @Test func itListsTheQuestionsSeenOnly() throws {
    var state = try Self.state()
    // Only the first page is seen so far.
    #expect(Self.entries(state) == ["1) Theme: Light"])
    Self.toReview(&state)
    // The dark page is not shown (Light): its question is not listed.
    #expect(
      Self.entries(state) == [
        "1) Theme: Light", "2) Name: —", "3) Features: Sync between machines",
      ])
  }

  @Test func answersReadAsLabelsYesNoAndText() throws {
    var state = try Self.state()
    state.handle([.key(.up), .key(.enter)], at: .zero)  // Dark, then the dark page
    state.handle([.key(.character(" ")), .key(.enter)], at: .zero)  // High contrast ticked
    state.handle(.paste("Ada"), at: .zero)
    state.handle([.key(.tab), .key(.down), .key(.character(" "))], at: .zero)  // Reminders
    Self.toReview(&state)
    #expect(
      Self.entries(state) == [
        "1) Theme: Dark", "2) High contrast: Yes", "3) Name: Ada",
        "4) Features: Sync between machines, Reminders",
      ])
  }

  @Test func aLinkGoesToItsQuestionAndEnterComesBack() throws {
    var state = try Self.state()
    Self.toReview(&state)
    // ↓ ↓ ↓ focuses the third line (Features), Enter follows it.
    state.handle([.key(.down), .key(.down), .key(.down)], at: .zero)
    #expect(state.reviewFocus == 2)
    state.handle(.key(.enter), at: .zero)
    #expect(state.targetPage == 1)
    #expect(state.focus?.question == 1)
    #expect(state.returnsToReview)
    // Reminders ticked, then Enter on the question: back on the review, the new answer there.
    state.handle([.key(.down), .key(.character(" ")), .key(.enter)], at: .zero)
    #expect(state.isOnReviewPage)
    #expect(state.reviewFocus == nil)
    #expect(Self.entries(state)[2] == "3) Features: Sync between machines, Reminders")
    // Enter with no line focused finishes.
    state.handle(.key(.enter), at: .zero)
    #expect(state.outcome == .finished)
  }

  @Test func aNumberFollowsItsLinkAndArrowRightComesBack() throws {
    var state = try Self.state()
    Self.toReview(&state)
    state.handle(.key(.character("1")), at: .zero)
    #expect(state.targetPage == 0)
    state.handle([.key(.up), .key(.character(" "))], at: .zero)  // Dark
    // Dark lets the dark page in after the theme; → goes back to the review all the same.
    state.handle(.key(.right), at: .zero)
    #expect(state.isOnReviewPage)
    #expect(state.geometry.pageCount == 4)
    #expect(Self.entries(state).first == "1) Theme: Dark")
  }

  @Test func aClickFollowsALink() throws {
    var state = try Self.state()
    Self.toReview(&state)
    let layout = state.geometry.page(state.targetPage)
    let line = try #require(layout.lines.firstIndex { $0.link == 1 })
    let placement = layout.placement(
      height: state.geometry.contentRows(ofPage: state.targetPage),
      centeringRows: state.geometry.layout.contentRows, scroll: 0)
    let y = state.geometry.layout.contentTop + placement.top + line
    state.handle([.pointerDown(x: 30, y: y), .pointerUp(x: 30, y: y)], at: .zero)
    #expect(state.targetPage == 1)
    #expect(state.focus?.question == 0)
    #expect(state.keyContext == .textField)
  }

  @Test func goingBackAnotherWayForgetsTheReturn() throws {
    var state = try Self.state()
    Self.toReview(&state)
    state.handle(.key(.character("2")), at: .zero)
    state.handle([.key(.escape), .key(.left)], at: .zero)
    #expect(state.targetPage == 0)
    #expect(!state.returnsToReview)
    state.handle(.key(.enter), at: .zero)
    #expect(state.targetPage == 1)
  }

  @Test func aRequiredQuestionUnansweredIsFlaggedAndStartRefuses() throws {
    let state = try Self.state(Self.text.replacingOccurrences(of: "(x) Light", with: "( ) Light"))
    #expect(Self.entries(state) == ["1) Theme: — (required)"])
    let review = try #require(state.review)
    var answers = state.answers
    #expect(review.firstMissing(answers: answers)?.problem == .notChosen)
    answers["theme"] = .choice("light")
    #expect(review.firstMissing(answers: answers) == nil)
  }

  @Test func renderPreviewsEveryQuestionOnTheReview() throws {
    let screen = TourRenderer.plainScreen(
      of: try Tour.parse(Self.text), page: 3, size: ScreenSize(width: 60, height: 20),
      options: TourOptions())
    #expect(screen.contains("2) High contrast: No"))
    #expect(screen.contains("Start"))
  }

  // MARK: Line by line

  @Test func lineByLineReviewAsksAgainThenReviewsAgain() throws {
    let tour = try Tour.parse(Self.text)
    let run = LineByLineTourTests.run(
      tour, ["", "", "Ada", "", "", "1", "1", "", ""])
    #expect(run.ending == .completed)
    #expect(
      run.transcript.hasSuffix(
        """
        Review your answers
        1) Theme: Light
        2) Name: Ada
        3) Features: Sync between machines
        Enter to finish, or a number to change: <1>
        Theme (required)
        1) Dark
        2) Light
        Theme (required) [2]: <1>

        Review your answers
        1) Theme: Dark
        2) Name: Ada
        3) Features: Sync between machines
        Enter to finish, or a number to change: <>

        """))
    #expect(run.answers["theme"] == .choice("dark"))
  }

  @Test func lineByLineReviewTakesOnlyItsNumbers() throws {
    let run = LineByLineTourTests.run(
      try Tour.parse(Self.text), ["", "", "", "", "", "9", "x", "q"])
    #expect(run.transcript.contains("Press Enter to finish, or type the number of an answer"))
    #expect(run.ending == .skipped(atPage: 1))
  }

  // MARK: Golden screens

  @Test func reviewWithAFocusedLine() throws {
    var state = try Self.state()
    Self.toReview(&state)
    state.handle(.key(.down), at: .zero)
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    expectSnapshot(canvas, named: "review-focused-60x20", styles: true)
  }

  @Test func reviewInJapanese() throws {
    var state = try Self.state(Self.japanese, labels: .japanese)
    Self.toReview(&state)
    state.handle([.key(.tab), .key(.tab)], at: .zero)
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    expectSnapshot(canvas, named: "review-japanese-60x20", styles: true)
  }
}
