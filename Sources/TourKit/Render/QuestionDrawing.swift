/// A page's questions as they stand: which options are chosen, which has the focus, what a
/// text field holds and where its caret is, and which answers were refused. It turns the lines
/// the layout made for the questions (their defaults, nothing focused) into what the screen
/// shows now.
///
/// Focus and choice show by glyphs and attributes first (`›`, `◉` / `○`, `☑` / `☐`, bold, a
/// reversed caret), colour on top where there is colour, so they read under `NO_COLOR` too.
package struct QuestionDrawing: Sendable {
  /// The page's questions, top to bottom (the layout's ``LineControl`` numbers).
  package var questions: [Question]
  /// The answers so far.
  package var answers: TourAnswers
  /// The focus, when it is on this page.
  package var focus: QuestionFocus?
  /// Refused text answers, by key.
  package var problems: [String: AnswerProblem]
  /// The words for problems.
  package var labels: ChromeLabels

  /// Creates the drawing of a page's questions.
  package init(
    questions: [Question], answers: TourAnswers, focus: QuestionFocus?,
    problems: [String: AnswerProblem], labels: ChromeLabels
  ) {
    self.questions = questions
    self.answers = answers
    self.focus = focus
    self.problems = problems
    self.labels = labels
  }

  /// `line` (a question's, marked `control`) as it shows now.
  func spans(
    of line: PageLayout.Line, control: LineControl, glyphs: Glyphs, rule: WidthRule
  ) -> PageLayout.Line {
    guard questions.indices.contains(control.question) else { return line }
    let question = questions[control.question]
    let isFocused = focus?.question == control.question
    var line = line
    switch control {
    case .option(_, let option, let row):
      let focused = isFocused && focus?.option == option
      if row == 0, line.spans.count >= 2, question.options.indices.contains(option) {
        line.spans[0] = pointer(shown: focused, glyphs: glyphs)
        let chosen = isChosen(question.options[option], of: question)
        line.spans[1] = PageLayout.Span(
          glyphs.marker(for: question.kind, chosen: chosen) + " ",
          role: chosen ? .chosenMarker : .optionMarker)
      }
      if focused {
        for index in line.spans.indices.dropFirst(row == 0 ? 2 : 1) {
          if line.spans[index].role == .body { line.spans[index].role = .focusedOption }
          line.spans[index].attributes.insert(.bold)
        }
      }
    case .field:
      guard case .text(let field) = question.kind, line.spans.count >= 2 else { return line }
      let width = DisplayWidth.of(line.spans[1].text, rule: rule)
      line.spans =
        [pointer(shown: isFocused, glyphs: glyphs)]
        + fieldSpans(
          field, text: answers.text(question.key) ?? "",
          caret: isFocused ? focus?.field : nil, width: width, rule: rule)
    case .fieldProblem:
      line.spans =
        problems[question.key].map {
          [PageLayout.Span(glyphs.problemMark + " " + labels.text(for: $0), role: .answerProblem)]
        } ?? []
    }
    return line
  }

  private func pointer(shown: Bool, glyphs: Glyphs) -> PageLayout.Span {
    shown
      ? PageLayout.Span(glyphs.pointer + " ", role: .focusPointer)
      : PageLayout.Span(String(repeating: " ", count: QuestionLayout.pointerWidth), role: .body)
  }

  private func isChosen(_ option: QuestionOption, of question: Question) -> Bool {
    switch answers[question.key] {
    case .choice(let value)?: return value == option.value
    case .choices(let values)?: return values.contains(option.value)
    case .flag(let flag)?: return flag
    default: return false
    }
  }

  /// A field `width` cells wide: its text (or placeholder, dimmed, while empty), and while it
  /// is typed into (`caret`), the caret as a reversed cell, the text scrolled to keep it in.
  private func fieldSpans(
    _ field: TextFieldSettings, text: String, caret: TextEditing?, width: Int, rule: WidthRule
  ) -> [PageLayout.Span] {
    typealias Span = PageLayout.Span
    func padding(after used: Int) -> Span {
      Span(String(repeating: " ", count: max(0, width - used)), role: .field)
    }
    if text.isEmpty {
      let placeholder = DisplayWidth.prefix(of: field.placeholder, width: width, rule: rule)
      guard caret != nil else {
        return [
          Span(placeholder, role: .fieldPlaceholder),
          padding(after: DisplayWidth.of(placeholder, rule: rule)),
        ]
      }
      // The caret sits on the placeholder's first character.
      let first = placeholder.first.map(String.init) ?? " "
      let rest = String(placeholder.dropFirst())
      return [
        Span(first, role: .fieldCursor), Span(rest, role: .fieldPlaceholder),
        padding(after: DisplayWidth.of(first, rule: rule) + DisplayWidth.of(rest, rule: rule)),
      ]
    }
    let editing = caret ?? TextEditing(text, cursor: 0)
    let (shown, caretColumn) = editing.visible(width: width, rule: rule)
    guard caret != nil else {
      return [Span(shown, role: .field), padding(after: DisplayWidth.of(shown, rule: rule))]
    }
    var before = ""
    var used = 0
    var rest = Substring(shown)
    while let next = rest.first, used + DisplayWidth.of(next, rule: rule) <= caretColumn,
      used < caretColumn
    {
      before.append(next)
      used += DisplayWidth.of(next, rule: rule)
      rest = rest.dropFirst()
    }
    let under = rest.first.map(String.init) ?? " "
    let after = String(rest.dropFirst())
    let total = used + DisplayWidth.of(under, rule: rule) + DisplayWidth.of(after, rule: rule)
    return [
      Span(before, role: .field), Span(under, role: .fieldCursor), Span(after, role: .field),
      padding(after: total),
    ]
  }
}
