/// What the kinds answered by choosing among options (single choice, multiple choice, yes/no)
/// have in common: their options laid out behind markers like list items, the focus moved among
/// them with the arrows, Space choosing the focused one, a click choosing the one clicked.
/// Each kind says what its marker is, what choosing does, and what is chosen.
protocol ChoiceKind: QuestionKindBehaviour {
  /// The marker of an option, `chosen` or not: a radio button or a box.
  func marker(glyphs: Glyphs, chosen: Bool) -> String
  /// Whether `answer` chooses `option`.
  func isChosen(_ option: QuestionOption, by answer: TourAnswer?) -> Bool
  /// The answer after option `index` is chosen (a box ticked or unticked) in `answer`.
  func choosing(_ index: Int, in answer: TourAnswer?) -> TourAnswer
  /// Whether Enter chooses the focused option before going on (a single choice), or only goes
  /// on (boxes, which Space ticks).
  var choosesWithEnter: Bool { get }
  /// Whether typing narrows its options (``OptionFilter``): a list to choose from, not the
  /// one box of a yes/no question.
  var filters: Bool { get }
}

extension ChoiceKind {
  var choosesWithEnter: Bool { false }
  var filters: Bool { false }
  var helpSections: HelpSections {
    filters ? [.questions, .choices, .filters] : [.questions, .choices]
  }
  /// The filter typed into a list is drawn above it.
  var drawsWhatIsTyped: Bool { filters }

  // MARK: Keys

  /// The option `option` asks for, else the one `answer` chose as a single choice, else the
  /// first; kept among the options. A choice is never typed into.
  func focusPlace(answer: TourAnswer?, option: Int?) -> (option: Int, caret: Int?) {
    let chosen = options.firstIndex { option in
      if case .choice(let value)? = answer { value == option.value } else { false }
    }
    return (min(max(0, option ?? chosen ?? 0), max(0, options.count - 1)), nil)
  }

  /// ↑ and ↓ within the options shown (past the first or last, the state moves to the
  /// question before or after), Space chooses the focused option, Enter goes on (choosing first
  /// when ``choosesWithEnter``); with nothing matching a filter, neither does anything. `/`
  /// opens a filter, Backspace and Esc edit and clear it.
  func handle(_ action: KeyAction, _ focused: inout FocusedQuestion) -> QuestionKeyResult {
    let shown = shownOptions(filter: focused.filter)
    switch action {
    case .previousOption:
      guard let previous = shown.last(where: { $0 < focused.option }) else { return .notHandled }
      focused.option = previous
    case .nextOption:
      guard let next = shown.first(where: { $0 > focused.option }) else { return .notHandled }
      focused.option = next
    case .select:
      if shown.contains(focused.option) { choose(&focused) }
    case .selectAndGoOn:
      // Enter on an empty filtered list waits rather than choose an option that is not shown.
      guard shown.contains(focused.option) else { return .handled }
      if choosesWithEnter { choose(&focused) }
      return .goOn
    case .openFilter where filters:
      focused.filter = focused.filter ?? ""
    case .eraseFilter:
      guard var text = focused.filter else { return .notHandled }
      // An empty filter stays open: Backspace held down never runs on into turning pages.
      if !text.isEmpty { text.removeLast() }
      refilter(&focused, to: text)
    case .clearFilter:
      guard focused.filter != nil else { return .notHandled }
      focused.filter = nil
    default:
      return .notHandled
    }
    return .handled
  }

  private func choose(_ focused: inout FocusedQuestion) {
    guard options.indices.contains(focused.option) else { return }
    focused.answer = choosing(focused.option, in: focused.answer)
  }

  // MARK: Layout and drawing

  /// Each option behind the pointer's place and its marker (the defaults chosen), its text
  /// wrapped under itself like a list item's.
  func layOut(_ question: Question, number: Int, width: Int, glyphs: Glyphs, rule: WidthRule)
    -> [PageLayout.Line]
  {
    typealias Span = PageLayout.Span
    var lines: [PageLayout.Line] = []
    for (index, option) in options.enumerated() {
      let marker = self.marker(glyphs: glyphs, chosen: option.isDefault) + " "
      let indent = QuestionLayout.pointerWidth + DisplayWidth.of(marker, rule: rule)
      let rows = TextWrapper.wrap(option.runs, width: max(1, width - indent), rule: rule)
      for (row, runs) in rows.enumerated() {
        let lead =
          row == 0
          ? [
            QuestionLayout.pointer(shown: false, glyphs: glyphs), Span(marker, role: .optionMarker),
          ]
          : [Span(String(repeating: " ", count: indent), role: .body)]
        lines.append(
          PageLayout.Line(
            spans: lead + runs.map { Span($0, role: .body) },
            control: .option(question: number, option: index, row: row)))
      }
    }
    return lines
  }

  /// An option's line with the pointer where the focus is, its marker as the answer has it,
  /// and its text bold (in the accent colour) while focused.
  func draw(_ line: PageLayout.Line, control: LineControl, look: QuestionLook) -> PageLayout.Line {
    guard case .option(_, let option, let row) = control else { return line }
    var line = line
    let focused = look.focus?.option == option
    if row == 0, line.spans.count >= 2, options.indices.contains(option) {
      line.spans[0] = QuestionLayout.pointer(shown: focused, glyphs: look.glyphs)
      let chosen = isChosen(options[option], by: look.answer)
      line.spans[1] = PageLayout.Span(
        marker(glyphs: look.glyphs, chosen: chosen) + " ",
        role: chosen ? .chosenMarker : .optionMarker)
    }
    if focused {
      for index in line.spans.indices.dropFirst(row == 0 ? 2 : 1) {
        if line.spans[index].role == .body { line.spans[index].role = .focusedOption }
        line.spans[index].attributes.insert(.bold)
      }
    }
    return line
  }

  // MARK: Shared rules

  /// Why a `when:` cannot test for `value`: no option has it.
  func optionProblem(_ value: String, key: String) -> String? {
    let values = options.map(\.value)
    guard !values.contains(value) else { return nil }
    return "`\(key)` has no option `\(value)` (its values: " + values.joined(separator: ", ") + ")"
  }

  /// `'dark', 'light'`: the values an answer may name, for messages.
  var acceptedValues: String { options.map { "'\($0.value)'" }.joined(separator: ", ") }

  /// The options, one numbered line each under the question's label, as huh lists them (a
  /// braille display moves through them line by line).
  func numberedOptions(of question: Question, labels: ChromeLabels) -> String {
    let required = question.isRequired ? labels.accessible.required : ""
    return
      ([question.label + required]
      + options.indices.map { "\($0 + 1)) \(options[$0].label)" }).joined(separator: "\n") + "\n"
  }

  /// `text` as a number when it is one (digits of any script, as an input method types them:
  /// `2`, full-width `２`), at most nine digits.
  static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9 else { return nil }
    var value = 0
    for character in text {
      guard let digit = character.wholeNumberValue, character.isNumber, (0...9).contains(digit)
      else { return nil }
      value = value * 10 + digit
    }
    return value
  }
}
