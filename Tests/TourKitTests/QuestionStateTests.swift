import Testing

@testable import TourKit

/// Questions in the running tour: focus, choosing, typing, required questions and pages that
/// follow the answers. Time is injected; animation is off unless a test needs it.
@Suite("Question state")
struct QuestionStateTests {
  static let tourText = """
    # Pick a theme

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->
    - ( ) Match the terminal <!-- value: auto -->

    <!-- ask: features -->
    - [x] Sync <!-- value: sync -->
    - [ ] Reminders <!-- value: reminders -->

    <!-- ask: telemetry -->
    - [ ] Send anonymous usage statistics
    ---
    <!-- when: theme = dark -->
    # Dark it is
    ---
    # Your name

    <!-- ask: name; text; required; placeholder: Ada; pattern: .{2,40}; message: Two to forty characters -->
    ---
    # Done
    """

  static func state(width: Int = 80, height: Int = 24, answers: [String: TourAnswer] = [:])
    throws -> TourState
  {
    TourState(
      tour: try Tour.parse(tourText), width: width, height: height,
      options: TourOptions(slideDuration: .zero), answers: answers)
  }

  @Test func theFirstQuestionHasTheFocusWhenThePageComesUp() throws {
    let state = try Self.state()
    #expect(state.focus == QuestionFocus(question: 0, option: 0))
    #expect(state.keyContext == .question)
    // The unanswered `when` page is left out: 3 pages, not 4.
    #expect(state.geometry.pageCount == 3)
    #expect(state.shownPages == [0, 2, 3])
  }

  @Test func arrowsMoveAmongOptionsAndOnToTheNextQuestion() throws {
    var state = try Self.state()
    state.handle([.key(.down), .key(.character("j"))], at: .zero)
    #expect(state.focus == QuestionFocus(question: 0, option: 2))
    state.handle(.key(.down), at: .zero)
    #expect(state.focus == QuestionFocus(question: 1, option: 0))
    state.handle(.key(.up), at: .zero)
    #expect(state.focus == QuestionFocus(question: 0, option: 2))
    state.handle(.key(.tab), at: .zero)
    state.handle(.key(.tab), at: .zero)
    #expect(state.focus?.question == 2)
    state.handle(.key(.backTab), at: .zero)
    #expect(state.focus?.question == 1)
    #expect(state.targetPage == 0)
  }

  @Test func spaceChoosesOneAndTogglesBoxes() throws {
    var state = try Self.state()
    state.handle([.key(.down), .key(.character(" "))], at: .zero)
    #expect(state.answers.choice("theme") == "light")
    state.handle([.key(.up), .key(.character(" "))], at: .zero)
    #expect(state.answers.choice("theme") == "dark")
    state.handle([.key(.tab), .key(.down), .key(.character(" "))], at: .zero)
    #expect(state.answers.choices("features") == ["sync", "reminders"])
    state.handle([.key(.up), .key(.character(" "))], at: .zero)
    #expect(state.answers.choices("features") == ["reminders"])
    state.handle([.key(.tab), .key(.character(" "))], at: .zero)
    #expect(state.answers.flag("telemetry") == true)
    #expect(state.targetPage == 0)
  }

  @Test func aRequiredQuestionHoldsTheTourOnItsPage() throws {
    var state = try Self.state()
    for key: TourKey in [.right, .character("l"), .pageDown, .end, .character("3")] {
      state.handle(.key(key), at: .zero)
      #expect(state.targetPage == 0, "\(key)")
      #expect(state.refusal == .notChosen, "\(key)")
    }
    // The next input clears the hint.
    state.handle(.key(.down), at: .zero)
    #expect(state.refusal == nil)
    // Answered (Light): the tour goes on, to the name.
    state.handle([.key(.character(" ")), .key(.right)], at: .zero)
    #expect(state.targetPage == 1)
    #expect(state.keyContext == .textField)
    // Going back is always allowed, also past an unanswered required field.
    state.handle(.key(.pageUp), at: .zero)
    #expect(state.targetPage == 0)
  }

  @Test func enterOnAnOptionChoosesItAndMovesOn() throws {
    var state = try Self.state()
    state.handle([.key(.down), .key(.enter)], at: .zero)
    #expect(state.answers.choice("theme") == "light")
    #expect(state.focus?.question == 1)
    state.handle([.key(.enter), .key(.enter)], at: .zero)  // features, telemetry: on
    #expect(state.targetPage == 1)
    #expect(state.keyContext == .textField)
  }

  @Test func pagesFollowTheAnswersLive() throws {
    var state = try Self.state()
    #expect(state.geometry.pageCount == 3)
    state.handle(.key(.character(" ")), at: .zero)  // dark
    #expect(state.geometry.pageCount == 4)
    #expect(state.shownPages == [0, 1, 2, 3])
    state.handle([.key(.down), .key(.character(" "))], at: .zero)  // light
    #expect(state.geometry.pageCount == 3)
    state.handle([.key(.up), .key(.character(" ")), .key(.right)], at: .zero)
    #expect(state.targetPage == 1)
    #expect(state.shownTour.pages[1].title == "Dark it is")
  }

  @Test func everyPrintableKeyTypesInATextField() throws {
    var state = try Self.state(answers: ["theme": .choice("light")])
    state.handle(.key(.right), at: .zero)
    #expect(state.keyContext == .textField)
    for character in "qhl1jk? 日本👍🏽" { state.handle(.key(.character(character)), at: .zero) }
    #expect(state.answers.text("name") == "qhl1jk? 日本👍🏽")
    #expect(state.outcome == nil)
    #expect(state.targetPage == 1)
    #expect(!state.isHelpShown)
    // Backspace removes the whole emoji with its skin tone.
    state.handle(.key(.backspace), at: .zero)
    #expect(state.answers.text("name") == "qhl1jk? 日本")
    state.handle([.key(.home), .key(.delete), .key(.control("e")), .key(.control("w"))], at: .zero)
    #expect(state.answers.text("name") == "hl1jk? ")
    state.handle(.key(.control("u")), at: .zero)
    #expect(state.answers.text("name") == "")
    state.handle(.paste("Ada\nLovelace\u{1B}[31m"), at: .zero)
    #expect(state.answers.text("name") == "Ada Lovelace[31m")
    // A paste's trailing line breaks, copied with the text, are left out; its inner ones not.
    state.handle(.key(.control("u")), at: .zero)
    state.handle(.paste("tok\n123\r\n\n"), at: .zero)
    #expect(state.answers.text("name") == "tok 123")
  }

  @Test func escLeavesTheFieldThenQQuits() throws {
    var state = try Self.state(answers: ["theme": .choice("light")])
    state.handle([.key(.right), .key(.escape)], at: .zero)
    #expect(state.keyContext == .question)
    #expect(state.outcome == nil)
    state.handle(.key(.character("q")), at: .zero)
    #expect(state.outcome == .skipped(atPage: 1))
  }

  @Test func enterChecksThePatternAndSaysWhyUnderTheField() throws {
    var state = try Self.state(answers: ["theme": .choice("light")])
    state.handle(.key(.right), at: .zero)
    state.handle(.key(.enter), at: .zero)
    #expect(state.refusal == .empty)
    #expect(state.targetPage == 1)
    state.handle([.key(.character("A")), .key(.enter)], at: .zero)
    #expect(state.answerProblems["name"] == .doesNotMatch(message: "Two to forty characters"))
    #expect(state.targetPage == 1)
    // Editing forgets the problem; a good answer goes on.
    state.handle(.key(.character("d")), at: .zero)
    #expect(state.answerProblems["name"] == nil)
    state.handle(.key(.enter), at: .zero)
    #expect(state.targetPage == 2)
  }

  @Test func theStartButtonAndEnterOnTheLastPageFinishWithTheAnswers() throws {
    var state = try Self.state(answers: ["theme": .choice("auto"), "name": .text("Ada")])
    state.handle(.key(.end), at: .zero)
    #expect(state.targetPage == 2)
    state.handle(.key(.enter), at: .zero)
    #expect(state.outcome == .finished)
    #expect(state.answers.choice("theme") == "auto")
    #expect(state.answers.text("name") == "Ada")
  }

  @Test func aClickOnAnOptionChoosesItAndADragStillSwipes() throws {
    var state = try Self.state()
    let layout = state.geometry.page(0)
    let placement = layout.placement(
      height: state.geometry.contentRows(ofPage: 0),
      centeringRows: state.geometry.layout.contentRows, scroll: 0)
    guard let light = layout.lineRange(ofQuestion: 0, option: 1) else {
      Issue.record("no line for Light")
      return
    }
    let y = state.geometry.layout.contentTop + placement.top + light.lowerBound
    state.handle([.pointerDown(x: 30, y: y), .pointerUp(x: 30, y: y)], at: .zero)
    #expect(state.answers.choice("theme") == "light")
    #expect(state.focus == QuestionFocus(question: 0, option: 1))
    // Pressed on an option and dragged left: a swipe to the next page.
    state.handle(
      [.pointerDown(x: 60, y: y), .pointerMoved(x: 30, y: y), .pointerUp(x: 5, y: y)],
      at: .ms(100))
    #expect(state.targetPage == 1)
    #expect(state.answers.choice("theme") == "light")
  }

  @Test func aRefusedSwipeSpringsBack() throws {
    var state = TourState(
      tour: try Tour.parse(Self.tourText), width: 80, height: 24, options: TourOptions())
    state.handle(
      [.pointerDown(x: 70, y: 2), .pointerMoved(x: 20, y: 2), .pointerUp(x: 5, y: 2)], at: .ms(10))
    #expect(state.targetPage == 0)
    #expect(state.refusal == .notChosen)
    state.handle(.tick, at: .ms(1000))
    #expect(state.offset(at: .ms(1000)) == 0)
  }

  @Test func aTallPageScrollsToKeepTheFocusInView() throws {
    let options = (1...30).map { "- ( ) Option \($0)" }.joined(separator: "\n")
    var state = TourState(
      tour: try Tour.parse("# Many\n\n<!-- ask: many -->\n" + options + "\n"), width: 80,
      height: 12, options: TourOptions(slideDuration: .zero))
    #expect(state.scrollOffsets[0] == 0)
    for _ in 0..<29 { state.handle(.key(.down), at: .zero) }
    #expect(state.focus?.option == 29)
    let layout = state.geometry.page(0)
    let line = layout.lineRange(ofQuestion: 0, option: 29)!.lowerBound
    let rows = state.geometry.contentRows(ofPage: 0)
    let placement = layout.placement(
      height: rows, centeringRows: state.geometry.layout.contentRows,
      scroll: state.scrollOffsets[0])
    #expect(line >= placement.scroll && line < placement.scroll + placement.visibleRows)
  }

  @Test func previewingEveryPageIgnoresConditionsAndRequirements() throws {
    var options = TourOptions(slideDuration: .zero)
    options.previewsEveryPage = true
    var state = TourState(
      tour: try Tour.parse(Self.tourText), width: 80, height: 24, options: options)
    #expect(state.geometry.pageCount == 4)
    state.handle(.key(.end), at: .zero)
    #expect(state.targetPage == 3)
  }

  /// The key hint under a field offers `Tab` only when another question follows on the page.
  @Test func theHintOffersTabOnlyWhenANextQuestionExists() throws {
    var state = TourState(
      tour: try Tour.parse(
        """
        # About you

        <!-- ask: name; text -->

        <!-- ask: city; text -->
        """), width: 80, height: 24, options: TourOptions(slideDuration: .zero))
    func hint() -> String {
      KeyHint(labels: .english, glyphs: Glyphs(unicode: true), pageCount: 1).text(
        width: 78, onLastPage: true, scrolls: false, context: state.keyContext,
        hasNextQuestion: state.focusHasNextQuestion)
    }
    #expect(state.keyContext == .textField)
    #expect(state.focusHasNextQuestion)
    #expect(hint().hasPrefix("Enter start · Tab next question · Esc leave field"), "\(hint())")
    state.handle(.key(.tab), at: .zero)
    #expect(state.focus?.question == 1)
    #expect(!state.focusHasNextQuestion)
    #expect(hint().hasPrefix("Enter start · Esc leave field"), "\(hint())")
  }
}
