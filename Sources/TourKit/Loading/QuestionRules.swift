/// What a tour's questions must be taken together, checked page by page as the file is read:
/// each key asked once, and each `when:` naming an answer asked on an earlier page and testing
/// it the way its question is answered. `tour --check` also holds a translation to asking
/// exactly what its original asks (``translationProblem(_:original:path:)``): the host receives
/// values, not labels, so every language must give the same ones.
package struct QuestionRules {
  /// The file's name, for errors.
  let path: String
  /// The questions read so far, in order.
  private(set) var questions: [Question] = []
  private var asked: [String: Question] = [:]

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
      asked[question.key] = question
      questions.append(question)
    }
  }

  /// What keeps the `translation`'s questions (read from `path`) from asking what the
  /// `original`'s ask — the same keys in the same order, each the same kind of question with
  /// the same values —, or `nil` when they do.
  package static func translationProblem(
    _ translation: [Question], original: [Question], path: String
  ) -> TourFileError? {
    do {
      try check(translation, translating: original, path: path)
      return nil
    } catch {
      return error
    }
  }

  private static func check(
    _ condition: PageCondition, against asked: [String: Question], path: String
  ) throws(TourFileError) {
    func failure(_ message: String) -> TourFileError {
      TourFileError(
        path: path, line: condition.line, column: condition.column,
        message: "when `\(condition)`: \(message)")
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

  /// A translation asks the original's keys, in its order, each the same kind of question with
  /// the same values.
  private static func check(
    _ questions: [Question], translating originals: [Question], path: String
  ) throws(TourFileError) {
    for (index, question) in questions.enumerated() {
      func failure(_ message: String) -> TourFileError {
        TourFileError(
          path: path, line: question.line, column: question.column,
          message: "this translation \(message)")
      }
      guard index < originals.count else {
        throw failure("asks `\(question.key)`, which the original does not ask (at that place)")
      }
      let original = originals[index]
      guard original.key == question.key else {
        throw failure("asks `\(question.key)` where the original asks `\(original.key)`")
      }
      guard original.kind.name == question.kind.name else {
        throw failure(
          "asks `\(question.key)` as \(question.kind.name); the original asks \(original.kind.name)"
        )
      }
      let values = question.options.map(\.value)
      let originalValues = original.options.map(\.value)
      guard values.sorted() == originalValues.sorted() else {
        throw failure(
          "gives `\(question.key)` the values " + values.joined(separator: ", ")
            + "; the original's are " + originalValues.joined(separator: ", ")
            + " (translate labels; keep values with <!-- value: … -->)")
      }
    }
    if questions.count < originals.count {
      let missing = originals[questions.count]
      throw TourFileError(
        path: path, line: 1, column: 1,
        message: "this translation does not ask `\(missing.key)`, which the original asks")
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
