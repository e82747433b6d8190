/// Why an answer does not let the tour go on past its question.
package enum AnswerProblem: Equatable, Sendable {
  /// A required single choice with no option chosen.
  case notChosen
  /// A required multiple choice with no box ticked.
  case noneChosen
  /// A required yes/no question (a consent) whose box is not ticked.
  case notTicked
  /// A required text field left empty.
  case empty
  /// A text answer that does not match the field's pattern; the field's `message:`, if any.
  case doesNotMatch(message: String?)
  /// A required step that has not passed (not run, running, or failed).
  case stepNotPassed
}

extension Question {
  /// What keeps `answer` (`nil`: none given) from being accepted, or `nil` when it is fine
  /// (each kind's rules: ``QuestionKindBehaviour/problem(with:isRequired:)``).
  func problem(with answer: TourAnswer?) -> AnswerProblem? {
    kind.behaviour.problem(with: answer, isRequired: isRequired)
  }

  /// The answer `text` gives this question, as `--answer KEY=VALUE` and the line-by-line mode
  /// read it: an option's value; several values separated by commas; `yes` or `no` (also
  /// `y`, `n`, `true`, `false`, `1`, `0`, `on`, `off`); any text that matches the pattern,
  /// sanitized as typed text is (``TextEditing/sanitized(_:)``). Throws a message saying what
  /// would be accepted.
  package func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    try kind.behaviour.answer(parsing: text)
  }
}

/// Why a text is not an answer to a question.
package struct AnswerParseError: Error, Equatable {
  /// What is wrong, and what would be accepted.
  package let message: String

  init(_ message: String) { self.message = message }
}

extension ChromeLabels {
  /// What the chrome says about `problem`: the refusal in the key hint's place, and the line
  /// under a text field.
  package func text(for problem: AnswerProblem) -> String {
    switch problem {
    case .notChosen: return chooseToContinue
    case .noneChosen: return chooseSomeToContinue
    case .notTicked: return tickToContinue
    case .empty: return fillInToContinue
    case .doesNotMatch(let message): return message ?? answerDoesNotMatch
    case .stepNotPassed: return steps.mustPass
    }
  }
}
