/// A step (`<!-- step: signin; label: Signed in to GitHub -->`): a command the program showing
/// the tour supplies, run to check the user's machine or set the tool up. Its answer is whether
/// it passed (`true` once its command exited with 0, `false` when it failed), so a later page's
/// `when: signin = false` can help those whose check failed.
///
/// It draws one line — a status glyph (a spinner while it runs), its label, how it ended — and
/// the last lines of its command's output under it (``TourState/layout(ofPage:)`` adds them).
/// What runs it is the state's (``TourState/stepRuns``) and the terminal layer's.
struct StepKind: QuestionKindBehaviour {
  /// How it acts, its time limit, and whether a command was supplied.
  let step: StepSettings

  var kind: Question.Kind { .step(step) }
  var name: String { "a step" }
  var options: [QuestionOption] { [] }
  /// Not run yet: no answer.
  var defaultAnswer: TourAnswer? { nil }
  /// An outcome holds for the run it came from: the launch gate never remembers it, and a check
  /// runs again each time its page is shown.
  var isRemembered: Bool { false }

  // MARK: Answers

  /// Required: passed, unless no command was supplied (a step that cannot run never holds
  /// the tour).
  func problem(with answer: TourAnswer?, isRequired: Bool) -> AnswerProblem? {
    isRequired && step.isAvailable && answer != .flag(true) ? .stepNotPassed : nil
  }

  /// A step's outcome is found by running it, never given.
  func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    throw AnswerParseError("it is a step: its outcome comes from running it, not from an answer")
  }

  /// `--answers-from` a file that `--answers json` printed holds outcomes: they are left out.
  func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer? { nil }

  /// A preset or remembered outcome never stands in for running the step.
  func fitting(_ answer: TourAnswer) -> TourAnswer? { nil }

  /// `signin` or `not signin`, or `signin = true` / `signin = false` (the words `--answer`
  /// takes for yes and no).
  func conditionProblem(_ test: PageCondition.Test, key: String) -> String? {
    switch test {
    case .isYes, .isNo: return nil
    case .equals(let value), .differs(let value):
      if TourVariable.flag(value) != nil { return nil }
      return "`\(key)` is a step: test it with `\(key) = true` or `\(key) = false`"
    case .includes:
      return "`\(key)` is a step: test it with `\(key) = true` or `\(key) = false`"
    }
  }

  /// Passed or failed, in the chrome's language; `nil` when it has not run.
  func reviewText(of answer: TourAnswer?, labels: ChromeLabels) -> String? {
    guard case .flag(let passed)? = answer else { return nil }
    return passed ? labels.steps.passed : labels.steps.failedShort
  }

  // MARK: Keys

  /// Running, running again and stopping: a tour of steps alone lists no question's keys.
  var helpSections: HelpSections { .steps }
  var drawsWhatIsTyped: Bool { false }

  func focusPlace(answer: TourAnswer?, option: Int?) -> (option: Int, caret: Int?) { (0, nil) }

  /// Enter runs a run step that has not passed and goes on from anything else; Space runs a
  /// run step; r runs any step again; Esc stops it while it runs (the state knows whether it
  /// does, and otherwise leaves the tour).
  func handle(_ action: KeyAction, _ focused: inout FocusedQuestion) -> QuestionKeyResult {
    switch action {
    case .selectAndGoOn:
      return step.mode != .check && focused.answer != .flag(true) && step.isAvailable
        ? .runStep : .goOn
    case .select:
      // On a check Space is the page's: a screenful down, else the next page.
      return step.mode != .check && step.isAvailable ? .runStep : .notHandled
    case .retryStep:
      return step.isAvailable ? .runStep : .handled
    case .cancelStep:
      return .stopStep
    default:
      return .notHandled
    }
  }

  // MARK: Layout and drawing

  /// One line, drawn from the step's status (``draw(_:control:look:)``); its output's lines
  /// are added under it as it runs (``TourState/layout(ofPage:)``).
  func layOut(_ question: Question, number: Int, width: Int, glyphs: Glyphs, rule: WidthRule)
    -> [PageLayout.Line]
  {
    [
      PageLayout.Line(
        spans: [
          QuestionLayout.pointer(shown: false, glyphs: glyphs),
          PageLayout.Span(glyphs.step.waiting + " ", role: .optionMarker),
          PageLayout.Span(question.label, role: .body),
        ], control: .step(question: number, width: width))
    ]
  }

  /// The pointer while focused, the status glyph (a spinner frame while it runs, from the
  /// look's time), the label, and after it how it stands: running for a while, not available,
  /// how it failed.
  func draw(_ line: PageLayout.Line, control: LineControl, look: QuestionLook) -> PageLayout.Line {
    guard case .step(_, let width) = control else { return line }
    typealias Span = PageLayout.Span
    let glyphs = look.glyphs
    let words = look.labels.steps
    let focused = look.focus != nil
    var marker: Span
    var detail = ""
    var detailRole = ColorRole.fieldPlaceholder
    switch look.step ?? .waiting {
    case _ where !step.isAvailable:
      marker = Span(glyphs.step.unavailable + " ", role: .optionMarker)
      detail = words.notAvailable
    case .waiting:
      marker = Span(
        (step.mode == .check ? glyphs.step.waiting : glyphs.step.run) + " ",
        role: step.mode == .check ? .optionMarker : .chosenMarker)
    case .running(_, let since):
      let elapsed = look.time - since
      if look.animates {
        let frames = glyphs.step.spinner
        let turns = max(0, elapsed.nanoseconds) / StepKind.spinnerInterval.nanoseconds
        let frame = Int(turns % Int64(frames.count))
        marker = Span(frames[frame] + " ", role: .chosenMarker)
      } else {
        marker = Span(glyphs.step.waiting + " ", role: .chosenMarker)
        detail = words.running
      }
      if elapsed >= .seconds(1) {
        detail += (detail.isEmpty ? "" : " ") + StepLabels.shortTime(elapsed)
      }
    case .ended(let ending):
      if ending.passed {
        marker = Span(glyphs.step.passed + " ", role: .stepPassed)
      } else {
        marker = Span(glyphs.step.failed + " ", role: .stepFailed)
        detail = words.why(ending, timeout: step.timeout)
        detailRole = .stepFailed
      }
    }
    var label = Span(look.question.label, role: focused ? .focusedOption : .body)
    if focused { label.attributes.insert(.bold) }
    var spans = [QuestionLayout.pointer(shown: focused, glyphs: glyphs), marker, label]
    if !detail.isEmpty { spans.append(Span(glyphs.separator + detail, role: detailRole)) }
    var line = line
    line.spans = StepKind.clipped(spans, width: width, marker: glyphs.clipMarker, rule: look.rule)
    return line
  }

  /// How often the spinner turns.
  static let spinnerInterval: Duration = .milliseconds(100)

  /// `spans` cut to `width` cells, the last one kept ending in `marker` when cut.
  static func clipped(
    _ spans: [PageLayout.Span], width: Int, marker: String, rule: WidthRule
  ) -> [PageLayout.Span] {
    var left = width
    var kept: [PageLayout.Span] = []
    for var span in spans {
      let cells = DisplayWidth.of(span.text, rule: rule)
      if cells <= left {
        kept.append(span)
        left -= cells
        continue
      }
      span.text = DisplayWidth.clipped(span.text, width: max(1, left), marker: marker, rule: rule)
      kept.append(span)
      break
    }
    return kept
  }

  /// Its output's lines as they show under it: indented under the label, dimmed, cut to the
  /// width.
  static func outputLines(
    _ output: [String], question: Int, width: Int, glyphs: Glyphs, rule: WidthRule
  ) -> [PageLayout.Line] {
    let indent = QuestionLayout.pointerWidth + 2
    return output.enumerated().map { row, text in
      PageLayout.Line(
        spans: [
          PageLayout.Span(
            DisplayWidth.clipped(
              text, width: max(1, width - indent), marker: glyphs.clipMarker, rule: rule),
            role: .stepOutput)
        ], indent: indent, control: .stepOutput(question: question, row: row))
    }
  }

  // MARK: Line by line

  /// A step is run, not answered: ``LineByLineTour`` never asks it a line, but runs it and
  /// says its outcome (``LineByLineTour/finished(_:)``).
  func lineByLinePrompt(answer: TourAnswer?, label: String, labels: ChromeLabels, dash: String)
    -> String
  {
    ""
  }

  /// Never asked (see above); were it, an empty line would keep the outcome.
  func interpret(_ line: String?, current: TourAnswer?, labels: ChromeLabels)
    throws(LineByLineRefusal) -> TourAnswer?
  {
    current
  }
}
