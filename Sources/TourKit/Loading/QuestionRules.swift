/// What a tour's questions must be taken together, checked page by page as the file is read:
/// each key asked once and giving a variable of its own for `-- COMMAND` (not one of tour's
/// settings, ``TourVariable``, and not one another key gives: `a-b` and `a_b` are both
/// `TOUR_A_B`), and each `when:` naming an answer asked on an earlier page and testing
/// it the way its question is answered. `tour --check` also holds a translation to asking
/// exactly what its original asks (``TranslationQuestions``).
package struct QuestionRules {
  /// The file's name, for errors.
  let path: String
  /// The questions read so far, in order.
  private(set) var questions: [Question] = []
  private var asked: [String: Question] = [:]
  /// The questions read so far by the variable their answer is given as.
  private var variables: [String: Question] = [:]

  init(path: String) { self.path = path }

  /// Checks the next page's condition and questions.
  mutating func check(_ page: Page) throws(TourFileError) {
    if let condition = page.settings.condition {
      try Self.check(condition, against: asked, path: path)
    }
    for question in page.questions {
      if let first = asked[question.key] {
        throw TourFileError(
          path: path, line: question.line, column: question.column,
          message: "`\(question.key)` is asked twice (first on line \(first.line)): keys are "
            + "unique in a tour")
      }
      try checkVariable(of: question)
      asked[question.key] = question
      questions.append(question)
    }
  }

  /// Refuses a key whose answer's variable is one of tour's settings or another key's.
  private mutating func checkVariable(of question: Question) throws(TourFileError) {
    let name = TourVariable.answerName(forKey: question.key)
    if TourVariable.isReserved(name) {
      throw TourFileError(
        path: path, line: question.line, column: question.column,
        message: "key `\(question.key)` would give its answer as \(name), one of tour's own "
          + "settings: choose another key")
    }
    if let first = variables[name] {
      throw TourFileError(
        path: path, line: question.line, column: question.column,
        message: "keys `\(question.key)` and `\(first.key)` (line \(first.line)) would both give "
          + "their answers as \(name): choose one spelling")
    }
    variables[name] = question
  }

  private static func check(
    _ condition: PageCondition, against asked: [String: Question], path: String
  ) throws(TourFileError) {
    func failure(_ message: String) -> TourFileError {
      TourFileError(
        path: path, line: condition.line, column: condition.column,
        message: "when `\(condition.written.escapingControlCharacters())`: \(message)")
    }
    guard let question = asked[condition.key] else {
      throw failure(
        "no earlier page asks `\(condition.key)` (a page is shown by answers given before it)")
    }
    let values = question.options.map(\.value)
    func requireOption(_ value: String) throws(TourFileError) {
      guard values.contains(value) else {
        throw failure(
          "`\(condition.key)` has no option `\(value)` (its values: "
            + values.joined(separator: ", ") + ")")
      }
    }
    switch (condition.test, question.kind) {
    case (.equals(let value), .singleChoice), (.differs(let value), .singleChoice):
      try requireOption(value)
    case (.equals, .text), (.differs, .text): break
    case (.includes(let value), .multipleChoice): try requireOption(value)
    case (.isYes, .yesNo), (.isNo, .yesNo): break
    case (_, .singleChoice), (_, .text):
      throw failure("`\(condition.key)` has one answer: test it with `=` or `!=`")
    case (_, .multipleChoice):
      throw failure("`\(condition.key)` has several answers: test it with `has`")
    case (_, .yesNo):
      throw failure(
        "`\(condition.key)` is a yes/no question: write `\(condition.key)` or `not \(condition.key)`"
      )
    }
  }
}

extension Question.Kind {
  /// What kind of question it is, in words: `a single choice`.
  var name: String {
    switch self {
    case .singleChoice: return "a single choice"
    case .multipleChoice: return "a multiple choice"
    case .yesNo: return "a yes/no question"
    case .text: return "a text field"
    }
  }
}
