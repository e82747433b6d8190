/// A page's questions as they stand: which options are chosen, which has the focus, what a
/// text field holds and where its caret is, and which answers were refused. It turns the lines
/// the layout made for the questions (their defaults, nothing focused) into what the screen
/// shows now, each question's lines drawn by its kind (``QuestionKindBehaviour/draw(_:control:look:)``).
///
/// Focus and choice show by glyphs and attributes first (`›`, `◉` / `○`, `☑` / `☐`, bold, a
/// reversed caret), colour on top where there is colour, so they read under `NO_COLOR` too.
struct QuestionDrawing: Sendable {
  /// The page's questions, top to bottom (the layout's ``LineControl`` numbers).
  package var questions: [Question]
  /// The answers so far.
  package var answers: TourAnswers
  /// The focus, when it is on this page.
  package var focus: QuestionFocus?
  /// Refused text answers, by key.
  package var problems: [String: AnswerProblem]
  /// The words for problems.
  package var labels: ChromeLabels
  /// Where the page's steps stand, by key (a step not in it waits).
  package var steps: [String: StepStatus]
  /// The tour clock's time of the frame: a spinner's frame, a step's elapsed time.
  package var time: Duration
  /// Whether a running step's spinner turns (not under reduced motion).
  package var animates: Bool

  /// Creates the drawing of a page's questions.
  package init(
    questions: [Question], answers: TourAnswers, focus: QuestionFocus?,
    problems: [String: AnswerProblem], labels: ChromeLabels, steps: [String: StepStatus] = [:],
    time: Duration = .zero, animates: Bool = true
  ) {
    self.questions = questions
    self.answers = answers
    self.focus = focus
    self.problems = problems
    self.labels = labels
    self.steps = steps
    self.time = time
    self.animates = animates
  }

  /// `line` (a question's, marked `control`) as it shows now, drawn by the question's kind.
  func spans(
    of line: PageLayout.Line, control: LineControl, glyphs: Glyphs, rule: WidthRule
  ) -> PageLayout.Line {
    guard questions.indices.contains(control.question) else { return line }
    let question = questions[control.question]
    let look = QuestionLook(
      question: question, answer: answers[question.key],
      focus: focus?.question == control.question ? focus : nil,
      problem: problems[question.key], labels: labels, glyphs: glyphs, rule: rule,
      step: question.step == nil ? nil : steps[question.key] ?? .waiting, time: time,
      animates: animates)
    return question.kind.behaviour.draw(line, control: control, look: look)
  }
}
