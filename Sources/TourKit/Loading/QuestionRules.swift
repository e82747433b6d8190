/// What a tour's questions must be taken together, checked page by page as the file is read:
/// each key asked once and giving a variable of its own for `-- COMMAND` (not one of tour's
/// settings, ``TourVariable``, and not one another key gives: `a-b` and `a_b` are both
/// `TOUR_A_B`), and each `when:` naming an answer asked on an earlier page and testing
/// it the way its question is answered. `tour --check` also holds a translation to asking
/// exactly what its original asks (``TranslationQuestions``).
struct QuestionRules {
  /// The file's name, for errors.
  let path: String
  /// The questions read so far, in order.
  private(set) var questions: [Question] = []
  private var asked: [String: Question] = [:]
  /// The keys of questions refused so far (``LoadingErrors/noteRefused(key:line:)``), by
  /// their first line.
  private var refused: [String: Int] = [:]
  /// The questions read so far by the variable their answer is given as.
  private var variables: [String: Question] = [:]

  init(path: String) { self.path = path }

  /// Checks the next page's condition and questions, reporting each problem to `errors`. A
  /// question refused is left out of the questions asked, so that the pages after it are
  /// checked against the others.
  mutating func check(_ page: Page, errors: LoadingErrors) throws(TourFileError) {
    if let condition = page.settings.condition,
      let problem = Self.problem(with: condition, against: asked, path: path),
      refused[condition.key].map({ $0 >= condition.line }) ?? true
    {
      // (Not when it names a question refused before it: that question's mistake is said.)
      try errors.report(problem)
    }
    for (key, line) in errors.takeRefusedKeys() where asked[key] == nil && refused[key] == nil {
      refused[key] = line
    }
    for question in page.questions {
      if let problem = problem(with: question) {
        try errors.report(problem)
        continue
      }
      asked[question.key] = question
      variables[TourVariable.answerName(forKey: question.key)] = question
      questions.append(question)
    }
  }

  /// Why `question` cannot be asked after those read so far: its key is asked already, or its
  /// answer's variable is one of tour's settings or another key's.
  private func problem(with question: Question) -> TourFileError? {
    func failure(_ message: String) -> TourFileError {
      TourFileError(path: path, line: question.line, column: question.column, message: message)
    }
    let firstLine =
      asked[question.key]?.line
      ?? refused[question.key].flatMap {
        $0 < question.line ? $0 : nil
      }
    if let firstLine {
      return failure(
        "`\(question.key)` is asked twice (first on line \(firstLine)): keys are unique in a "
          + "tour")
    }
    let name = TourVariable.answerName(forKey: question.key)
    if TourVariable.isReserved(name) {
      return failure(
        "key `\(question.key)` would give its answer as \(name), one of tour's own settings: "
          + "choose another key")
    }
    if let first = variables[name] {
      return failure(
        "keys `\(question.key)` and `\(first.key)` (line \(first.line)) would both give their "
          + "answers as \(name): choose one spelling")
    }
    return nil
  }

  /// Why `condition` cannot test the answers `asked` before its page; `nil` when it can.
  private static func problem(
    with condition: PageCondition, against asked: [String: Question], path: String
  ) -> TourFileError? {
    func failure(_ message: String) -> TourFileError {
      TourFileError(
        path: path, line: condition.line, column: condition.column,
        message: "when `\(condition.written.escapingControlCharacters())`: \(message)")
    }
    guard let question = asked[condition.key] else {
      return failure(
        "no earlier page asks `\(condition.key)` (a page is shown by answers given before it)")
    }
    return question.kind.behaviour.conditionProblem(condition.test, key: condition.key).map(
      failure)
  }
}

extension Question.Kind {
  /// What kind of question it is, in words: `a single choice`.
  var name: String { behaviour.name }
}
