/// What a translation must ask to give the host the answers its original gives: the same keys
/// in the same order, each the same kind of question, with the same values (a yes/no
/// question's answer is a flag: its item's value does not matter), the same `required` and the
/// same defaults; and each page shown for the same answers (`when:`). Labels are the
/// translation's own. `tour --check` and the EmbedTour plugin report every difference, at the
/// translation's line.
package struct TranslationQuestions {
  /// The questions a tour asks, in order, and each page's condition.
  package struct Asked {
    var questions: [Question] = []
    var conditions: [PageCondition?] = []

    package init() {}

    /// What every page of `pages` asks.
    package init(pages: [Page]) {
      for page in pages { add(page) }
    }

    /// How many pages were added.
    package var pageCount: Int { conditions.count }

    /// Adds `page`'s condition and questions.
    package mutating func add(_ page: Page) {
      conditions.append(page.settings.condition)
      questions += page.questions
    }
  }

  /// Why `translation` cannot stand for `original` (named `originalName`) for its pages: it has
  /// other pages, so its users would see another tour. An error at its first line, `nil` when
  /// the counts agree. The one rule `tour --check` and the EmbedTour build both apply.
  package static func pageCountProblem(
    _ translation: Asked, original: Asked, originalName: String
  ) -> TourFinding? {
    guard translation.pageCount != original.pageCount else { return nil }
    func pages(_ count: Int) -> String { count == 1 ? "1 page" : "\(count) pages" }
    return TourFinding(
      line: 1, column: 1, severity: .error,
      message: "\(pages(translation.pageCount)), but \(originalName) has "
        + "\(pages(original.pageCount)): a translation shows the same pages")
  }

  /// Every way `translation` (read from `path`) asks otherwise than `original`, in file order.
  package static func problems(
    _ translation: Asked, original: Asked, path: String
  ) -> [TourFileError] {
    var problems: [TourFileError] = []
    func report(_ line: Int, _ column: Int, _ message: String) {
      problems.append(
        TourFileError(
          path: path, line: max(1, line), column: max(1, column),
          message: "this translation \(message)"))
    }
    let originals = Dictionary(
      original.questions.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let asked = Set(translation.questions.map(\.key))
    var reportedOrder = false
    for (index, question) in translation.questions.enumerated() {
      func say(_ message: String) { report(question.line, question.column, message) }
      guard let source = originals[question.key] else {
        say("asks `\(question.key)`, which the original does not ask")
        continue
      }
      if !reportedOrder, index < original.questions.count,
        original.questions[index].key != question.key
      {
        reportedOrder = true
        say(
          "asks `\(question.key)` where the original asks `\(original.questions[index].key)`: "
            + "the answers come in another order")
      }
      guard source.kind.name == question.kind.name else {
        say(
          "asks `\(question.key)` as \(question.kind.name); the original asks \(source.kind.name)")
        continue
      }
      let values = question.options.map(\.value)
      let sourceValues = source.options.map(\.value)
      if question.kind.behaviour.answersWithValues, values.sorted() != sourceValues.sorted() {
        say(
          "gives `\(question.key)` the values " + values.joined(separator: ", ")
            + "; the original's are " + sourceValues.joined(separator: ", ")
            + " (translate labels; keep values with <!-- value: … -->)")
        continue
      }
      if question.isRequired != source.isRequired {
        say(
          "asks `\(question.key)` \(question.isRequired ? "as required" : "as not required"); "
            + "the original \(source.isRequired ? "requires it" : "does not")")
      }
      if question.defaultAnswer != source.defaultAnswer {
        say(
          "starts `\(question.key)` at \(describe(question.defaultAnswer)); the original at "
            + describe(source.defaultAnswer))
      }
    }
    for source in original.questions where !asked.contains(source.key) {
      report(1, 1, "does not ask `\(source.key)`, which the original asks")
    }
    for (index, condition) in translation.conditions.enumerated()
    where index < original.conditions.count && condition != original.conditions[index] {
      let wanted = original.conditions[index].map { "when `\($0)`" } ?? "always"
      let shown = condition.map { "when `\($0)`" } ?? "always"
      report(
        condition?.line ?? 1, condition?.column ?? 1,
        "shows page \(index + 1) \(shown); the original shows it \(wanted)")
    }
    // In file order; at one place, in the order found.
    return problems.enumerated().sorted {
      ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
        < ($1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
    }.map(\.element)
  }

  /// A default answer in words: `dark`, `sync, mail`, `yes`, nothing.
  private static func describe(_ answer: TourAnswer?) -> String {
    guard let answer else { return "no answer" }
    let text = answer.text
    return text.isEmpty ? "an empty answer" : "`\(text)`"
  }
}
