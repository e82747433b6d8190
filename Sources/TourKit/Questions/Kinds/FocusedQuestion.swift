/// A question with the focus, as its kind's keys see and change it: its answer, the option the
/// focus is on, the caret while it is typed into, and a problem to say under it.
struct FocusedQuestion: Sendable {
  /// The question.
  let question: Question
  /// Its answer, which the keys change; the state keeps what they leave.
  var answer: TourAnswer?
  /// The option the focus is on (0 for a text field).
  var option: Int
  /// The caret, an index into the text answer, while the question is typed into.
  var caret: Int?
  /// The text narrowing a choice's options, `nil` while they all show.
  var filter: String?
  /// What to say under the question (a text its pattern refuses), set by the keys.
  var shownProblem: AnswerProblem?

  init(question: Question, answer: TourAnswer?, focus: QuestionFocus) {
    self.question = question
    self.answer = answer
    option = focus.option
    caret = focus.caret
    filter = focus.filter
  }
}

/// What a key did to a focused question (``QuestionKindBehaviour/handle(_:_:)``).
enum QuestionKeyResult: Equatable, Sendable {
  /// Not the kind's: the state acts on it (moving among questions, scrolling, paging).
  case notHandled
  /// Done: the answer and focus are as the kind left them.
  case handled
  /// Done, and the tour moves on: to the next question, else the next page.
  case goOn
  /// The tour does not move on: `problem` is said in the key hint's place.
  case refused(AnswerProblem)
  /// A step is to run (again), unless it runs already.
  case runStep
  /// A running step is to stop; when none runs, the key leaves the tour.
  case stopStep
}

/// What a question is drawn from now (``QuestionKindBehaviour/draw(_:control:look:)``).
struct QuestionLook {
  /// The question.
  let question: Question
  /// Its answer so far.
  let answer: TourAnswer?
  /// The focus, when it is on this question.
  let focus: QuestionFocus?
  /// Why its answer was refused, said under it.
  let problem: AnswerProblem?
  /// The words for problems.
  let labels: ChromeLabels
  let glyphs: Glyphs
  let rule: WidthRule
  /// A step's status; `nil` for a question.
  var step: StepStatus? = nil
  /// The tour clock's time of the frame (a spinner's frame and a step's elapsed time).
  var time: Duration = .zero
  /// Whether things move: a spinner turns, rather than a static mark and words.
  var animates = true
}
