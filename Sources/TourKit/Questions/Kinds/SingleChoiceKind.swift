/// One of the options (`( )` / `(x)` items): the answer is the chosen option's value. Radio
/// buttons; Space or Enter chooses; line by line, a number or a value.
struct SingleChoiceKind: ChoiceKind {
  let options: [QuestionOption]

  var kind: Question.Kind { .singleChoice(options) }
  var name: String { "a single choice" }
  /// The `(x)` option; `nil` without one: unanswered until chosen.
  var defaultAnswer: TourAnswer? { options.first(where: \.isDefault).map { .choice($0.value) } }

  /// Why `option` cannot follow `options` in a single choice asked under `key` (read from the
  /// tour file): a second `(x)`.
  static func problem(adding option: QuestionOption, to options: [QuestionOption], key: String)
    -> String?
  {
    guard option.isDefault, options.contains(where: \.isDefault) else { return nil }
    return "two options of `\(key)` are marked (x): one choice has one default"
  }

  // MARK: Answers

  func problem(with answer: TourAnswer?, isRequired: Bool) -> AnswerProblem? {
    isRequired && answer == nil ? .notChosen : nil
  }

  /// An option's value.
  func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    guard options.contains(where: { $0.value == text }) else {
      throw AnswerParseError("'\(text)' is not one of \(acceptedValues)")
    }
    return .choice(text)
  }

  func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer? {
    try savedString(value, takes: "an option's value (a string)")
  }

  /// A choice or a text (a record does not tell them apart) that is one of the values.
  func fitting(_ answer: TourAnswer) -> TourAnswer? {
    switch answer {
    case .choice(let value), .text(let value):
      return options.contains { $0.value == value } ? .choice(value) : nil
    default: return nil
    }
  }

  func conditionProblem(_ test: PageCondition.Test, key: String) -> String? {
    switch test {
    case .equals(let value), .differs(let value): return optionProblem(value, key: key)
    default: return "`\(key)` has one answer: test it with `=` or `!=`"
    }
  }

  /// The chosen option's label.
  func reviewText(of answer: TourAnswer?, labels: ChromeLabels) -> String? {
    options.first { isChosen($0, by: answer) }?.label
  }

  // MARK: Keys and drawing

  var choosesWithEnter: Bool { true }
  var filters: Bool { true }

  func marker(glyphs: Glyphs, chosen: Bool) -> String {
    chosen ? glyphs.radio.chosen : glyphs.radio.unchosen
  }

  func isChosen(_ option: QuestionOption, by answer: TourAnswer?) -> Bool {
    if case .choice(let value)? = answer { value == option.value } else { false }
  }

  func choosing(_ index: Int, in answer: TourAnswer?) -> TourAnswer {
    .choice(options[index].value)
  }

  // MARK: Line by line

  func lineByLineOptions(of question: Question, labels: ChromeLabels) -> String {
    numberedOptions(of: question, labels: labels)
  }

  /// The chosen option's number in brackets: what an empty line keeps.
  func lineByLinePrompt(answer: TourAnswer?, label: String, labels: ChromeLabels, dash: String)
    -> String
  {
    guard case .choice(let value)? = answer,
      let index = options.firstIndex(where: { $0.value == value })
    else { return "" }
    return " [\(index + 1)]"
  }

  /// An option's number (`2`, full-width `２` too), or its value; another word narrows the
  /// list to the options containing it (``narrowing(_:labels:)``), to be asked again.
  func interpret(_ line: String?, current: TourAnswer?, labels: ChromeLabels)
    throws(LineByLineRefusal) -> TourAnswer?
  {
    let refusal = LineByLineRefusal(
      message: labels.accessible.numberRange.filling("{count}", with: String(options.count)))
    guard let line else { throw refusal }
    let text = line.trimmingSpaces
    if text.isEmpty { return current }
    if let number = Self.number(text) {
      if options.indices.contains(number - 1) { return .choice(options[number - 1].value) }
    } else if let answer = try? answer(parsing: String(text)) {
      return answer
    } else if let narrowed = narrowing(text, labels: labels) {
      throw narrowed
    }
    throw refusal
  }
}
