/// Yes or no (a task list of one item): the answer is whether its box is ticked. One box that
/// Space ticks; required, it is a consent (ticked to go on); line by line, `y` or `n`.
struct YesNoKind: ChoiceKind {
  /// The one item, whose text says what is asked.
  let option: QuestionOption

  var kind: Question.Kind { .yesNo(option) }
  var name: String { "a yes/no question" }
  var options: [QuestionOption] { [option] }
  /// `[x]`: yes.
  var defaultAnswer: TourAnswer? { .flag(option.isDefault) }
  /// The answer is a flag: the item's value is never handed over.
  var answersWithValues: Bool { false }

  // MARK: Answers

  /// Required: ticked (a consent).
  func problem(with answer: TourAnswer?, isRequired: Bool) -> AnswerProblem? {
    isRequired && answer != .flag(true) ? .notTicked : nil
  }

  /// `yes` or `no`, and the other words ``TourVariable/flag(_:)`` takes (`y`, `true`, `1`, `on`…).
  func answer(parsing text: String) throws(AnswerParseError) -> TourAnswer {
    guard let flag = TourVariable.flag(text) else {
      throw AnswerParseError("'\(text)' is not yes or no")
    }
    return .flag(flag)
  }

  /// A boolean, or a string as `--answer` reads it.
  func answer(saved value: JSONValue) throws(AnswerParseError) -> TourAnswer? {
    if case .bool(let flag) = value { return .flag(flag) }
    return try savedString(value, takes: "true or false (or a string such as \"yes\")")
  }

  func fitting(_ answer: TourAnswer) -> TourAnswer? {
    if case .flag = answer { answer } else { nil }
  }

  func conditionProblem(_ test: PageCondition.Test, key: String) -> String? {
    switch test {
    case .isYes, .isNo: return nil
    default: return "`\(key)` is a yes/no question: write `\(key)` or `not \(key)`"
    }
  }

  /// Yes or No in the chrome's language (the box's item value is never the answer).
  func reviewText(of answer: TourAnswer?, labels: ChromeLabels) -> String? {
    guard case .flag(let flag)? = answer else { return nil }
    return flag ? labels.review.yes : labels.review.no
  }

  // MARK: Keys and drawing

  func marker(glyphs: Glyphs, chosen: Bool) -> String {
    chosen ? glyphs.checkbox.checked : glyphs.checkbox.unchecked
  }

  func isChosen(_ option: QuestionOption, by answer: TourAnswer?) -> Bool {
    answer == .flag(true)
  }

  /// The box ticked or unticked.
  func choosing(_ index: Int, in answer: TourAnswer?) -> TourAnswer {
    .flag(answer != .flag(true))
  }

  // MARK: Line by line

  /// The box's text after the label when `label:` names the question otherwise, then what an
  /// empty line keeps, capitalised: `[y/N]`.
  func lineByLinePrompt(answer: TourAnswer?, label: String, labels: ChromeLabels, dash: String)
    -> String
  {
    (option.label != label ? dash + option.label : "")
      + (answer == .flag(true) ? " [Y/n]" : " [y/N]")
  }

  /// `y`, `n`, the words ``answer(parsing:)`` takes, and the language's own.
  func interpret(_ line: String?, current: TourAnswer?, labels: ChromeLabels)
    throws(LineByLineRefusal) -> TourAnswer?
  {
    let words = labels.accessible
    guard let line else { throw LineByLineRefusal(message: words.yesOrNo) }
    let text = String(line.trimmingSpaces)
    if text.isEmpty { return current }
    if words.yesWords.contains(text) { return .flag(true) }
    if words.noWords.contains(text) { return .flag(false) }
    if let answer = try? answer(parsing: text) { return answer }
    throw LineByLineRefusal(message: words.yesOrNo)
  }
}
