/// Any of the options (a task list of two or more `[ ]` / `[x]` items): the answer is the ticked
/// options' values, in the list's order. Boxes that Space ticks; line by line, numbers or
/// values.
struct MultipleChoiceKind: ChoiceKind {
  let options: [QuestionOption]

  var kind: Question.Kind { .multipleChoice(options) }
  var name: String { "a multiple choice" }
  /// The `[x]` boxes.
  var defaultAnswer: TourAnswer? { .choices(options.filter(\.isDefault).map(\.value)) }

  // MARK: Answers

  /// Required: at least one box ticked.
  func problem(with answer: TourAnswer?, isRequired: Bool) -> AnswerProblem? {
    guard isRequired else { return nil }
    if case .choices(let values)? = answer, !values.isEmpty { return nil }
    return .noneChosen
  }

  /// Values separated by commas.
  func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    try answer(choosing: text.split(separator: ",").map { String($0.trimmingSpaces) })
  }

  /// A string as `--answer` reads it, or an array of the values.
  func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer? {
    guard case .array(let items) = value else {
      return try savedString(value, takes: "an array of options' values")
    }
    var chosen: [String] = []
    for item in items {
      guard case .string(let text) = item else {
        throw AnswerParseError("\(item.serialized) is not an option's value (a string)")
      }
      chosen.append(text)
    }
    return try answer(choosing: chosen)
  }

  /// The options `chosen` names, in the list's order and each once; throws for a value no
  /// option has.
  private func answer(choosing chosen: [String]) throws(AnswerParseError) -> TourAnswer {
    let values = options.map(\.value)
    if let unknown = chosen.first(where: { !values.contains($0) }) {
      throw AnswerParseError("'\(unknown)' is not one of \(acceptedValues)")
    }
    return .choices(values.filter(chosen.contains))
  }

  /// The values among the options, in the list's order; the others left out.
  func fitting(_ answer: TourAnswer) -> TourAnswer? {
    guard case .choices(let chosen) = answer else { return nil }
    return .choices(options.map(\.value).filter(chosen.contains))
  }

  func conditionProblem(_ test: PageCondition.Test, key: String) -> String? {
    if case .includes(let value) = test { return optionProblem(value, key: key) }
    return "`\(key)` has several answers: test it with `has`"
  }

  /// The ticked options' labels, in the list's order; `nil` for none ticked.
  func reviewText(of answer: TourAnswer?, labels: ChromeLabels) -> String? {
    let chosen = options.filter { isChosen($0, by: answer) }.map(\.label)
    return chosen.isEmpty ? nil : chosen.joined(separator: labels.accessible.listSeparator)
  }

  // MARK: Keys and drawing

  var filters: Bool { true }

  func marker(glyphs: Glyphs, chosen: Bool) -> String {
    chosen ? glyphs.checkbox.checked : glyphs.checkbox.unchecked
  }

  func isChosen(_ option: QuestionOption, by answer: TourAnswer?) -> Bool {
    if case .choices(let values)? = answer { values.contains(option.value) } else { false }
  }

  /// The box ticked or unticked; the ticked values in the list's order, whatever order they
  /// were ticked in.
  func choosing(_ index: Int, in answer: TourAnswer?) -> TourAnswer {
    let value = options[index].value
    var chosen: [String] = if case .choices(let values)? = answer { values } else { [] }
    if chosen.contains(value) { chosen.removeAll { $0 == value } } else { chosen.append(value) }
    return .choices(options.map(\.value).filter(chosen.contains))
  }

  // MARK: Line by line

  func lineByLineOptions(of question: Question, labels: ChromeLabels) -> String {
    numberedOptions(of: question, labels: labels)
  }

  /// How to answer, then the ticked options' numbers in brackets (`0` for none).
  func lineByLinePrompt(answer: TourAnswer?, label: String, labels: ChromeLabels, dash: String)
    -> String
  {
    let chosen: [String] = if case .choices(let values)? = answer { values } else { [] }
    let numbers = options.indices.filter { chosen.contains(options[$0].value) }.map {
      String($0 + 1)
    }
    return labels.accessible.severalNumbers
      + " [\(numbers.isEmpty ? "0" : numbers.joined(separator: " "))]"
  }

  /// Numbers separated by spaces or commas (the chosen set; `0` alone for none), or values
  /// separated by commas; another word narrows the list to the options containing it
  /// (``narrowing(_:labels:)``), to be asked again.
  func interpret(_ line: String?, current: TourAnswer?, labels: ChromeLabels)
    throws(LineByLineRefusal) -> TourAnswer?
  {
    let refusal = LineByLineRefusal(
      message: labels.accessible.numbersRange.filling("{count}", with: String(options.count)))
    guard let line else { throw refusal }
    let text = line.trimmingSpaces
    if text.isEmpty { return current }
    let parts = text.split { $0 == "," || $0 == "、" || $0 == "，" || $0 == " " || $0 == "\t" }
    let numbers = parts.compactMap(Self.number)
    if numbers.count == parts.count {
      if numbers.allSatisfy({ $0 == 0 }) { return .choices([]) }
      if numbers.allSatisfy({ options.indices.contains($0 - 1) }) {
        let chosen = Set(numbers)
        return .choices(
          options.indices.filter { chosen.contains($0 + 1) }.map { options[$0].value })
      }
    } else if numbers.isEmpty, let answer = try? answer(parsing: String(text)) {
      return answer
    } else if numbers.isEmpty, let narrowed = narrowing(text, labels: labels) {
      throw narrowed
    }
    throw refusal
  }
}
