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
}

extension Question {
  /// What keeps `answer` (`nil`: none given) from being accepted, or `nil` when it is fine.
  /// An empty text answer to a question that is not required is fine: its pattern is not
  /// checked.
  package func problem(with answer: TourAnswer?) -> AnswerProblem? {
    switch kind {
    case .singleChoice:
      return isRequired && answer == nil ? .notChosen : nil
    case .multipleChoice:
      guard isRequired else { return nil }
      if case .choices(let values)? = answer, !values.isEmpty { return nil }
      return .noneChosen
    case .yesNo:
      return isRequired && answer != .flag(true) ? .notTicked : nil
    case .text(let field):
      guard case .text(let text)? = answer, !text.isEmpty else {
        return isRequired ? .empty : nil
      }
      if let pattern = field.pattern, !pattern.matches(text) {
        return .doesNotMatch(message: field.message)
      }
      return nil
    }
  }

  /// The answer `text` gives this question, as `--answer KEY=VALUE` and the line-by-line mode
  /// read it: an option's value; several values separated by commas; `yes` or `no` (also
  /// `y`, `n`, `true`, `false`, `1`, `0`, `on`, `off`); any text that matches the pattern,
  /// sanitized as typed text is (``TextEditing/sanitized(_:)``). Throws a message saying what
  /// would be accepted.
  package func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    let values = options.map(\.value)
    func accepted() -> String { values.map { "'\($0)'" }.joined(separator: ", ") }
    switch kind {
    case .singleChoice:
      guard values.contains(text) else {
        throw AnswerParseError("'\(text)' is not one of \(accepted())")
      }
      return .choice(text)
    case .multipleChoice:
      let chosen = text.split(separator: ",").map { String($0.trimmingSpaces) }
      if let unknown = chosen.first(where: { !values.contains($0) }) {
        throw AnswerParseError("'\(unknown)' is not one of \(accepted())")
      }
      // In the list's order, each once.
      return .choices(values.filter(chosen.contains))
    case .yesNo:
      guard let flag = TourVariable.flag(text) else {
        throw AnswerParseError("'\(text)' is not yes or no")
      }
      return .flag(flag)
    case .text(let field):
      // As if typed: line breaks as spaces, control characters left out.
      let text = TextEditing.sanitized(text)
      guard text.count <= TextFieldSettings.maximumLength else {
        throw AnswerParseError(
          "the text is longer than \(TextFieldSettings.maximumLength) characters")
      }
      let answer = TourAnswer.text(text)
      if case .doesNotMatch(let message)? = problem(with: answer) {
        let why = message.map { ": " + $0 } ?? " the pattern " + (field.pattern?.source ?? "")
        throw AnswerParseError("'\(text)' does not match" + why)
      }
      return answer
    }
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
    }
  }
}
