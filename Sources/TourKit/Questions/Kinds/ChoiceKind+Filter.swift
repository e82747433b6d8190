/// Typing to narrow a long list of options: the filter is the focus's (``FocusedQuestion``), the
/// matching options and the line that says the filter are the kind's to show.
extension ChoiceKind {
  /// The indices of the options shown with `filter` (all of them without one).
  func shownOptions(filter: String?) -> [Int] {
    guard let filter else { return Array(options.indices) }
    return OptionFilter(filter).matching(options)
  }

  /// Types `text` into the filter, opening it: a character no key claims starts one.
  func type(_ text: String, _ focused: inout FocusedQuestion) -> Bool {
    guard filters else { return false }
    refilter(&focused, to: (focused.filter ?? "") + text)
    return true
  }

  /// Sets the filter to `text`, moving the focus to the first match when its option is
  /// filtered out (it stays put when nothing matches, to be found again as the text is
  /// erased).
  func refilter(_ focused: inout FocusedQuestion, to text: String) {
    focused.filter = text
    let shown = shownOptions(filter: text)
    if !shown.contains(focused.option), let first = shown.first { focused.option = first }
  }

  /// A line saying the filter (`/ fra▌  3 of 120`), then the lines of the matching options.
  /// A filter too long for `width` cells loses its count, then shows its end, where the caret
  /// is, as a text field scrolls.
  func lines(
    _ lines: [PageLayout.Line], filteredBy filter: String, question: Int, width: Int,
    rule: WidthRule, labels: ChromeLabels, glyphs: Glyphs
  ) -> [PageLayout.Line] {
    typealias Span = PageLayout.Span
    let shown = Set(shownOptions(filter: filter))
    var count =
      "  "
      + labels.filterCount.filling("{n}", with: String(shown.count))
      .filling("{count}", with: String(options.count))
    let pointer = QuestionLayout.pointer(shown: false, glyphs: glyphs)
    // The pointer's column, `/ ` and the caret's cell.
    let room = width - DisplayWidth.of(pointer.text, rule: rule) - 3
    if DisplayWidth.of(filter, rule: rule) + DisplayWidth.of(count, rule: rule) > room {
      count = ""
    }
    let end = DisplayWidth.suffix(of: filter, width: room, rule: rule)
    let line = PageLayout.Line(
      spans: [
        pointer, Span("/ ", role: .optionMarker),
        Span(String(end), role: .focusedOption, attributes: .bold), Span(" ", role: .fieldCursor),
        Span(count, role: .hint),
      ], control: .filter(question: question))
    return [line]
      + lines.filter { line in
        guard case .option(_, let option, _)? = line.control else { return true }
        return shown.contains(option)
      }
  }

  /// Line by line, a `word` that is neither a number nor a value narrows the list: the
  /// matching options under their own numbers, to answer with one of them. `nil` when nothing
  /// matches (the usual refusal is said then).
  func narrowing(_ word: Substring, labels: ChromeLabels) -> LineByLineRefusal? {
    let shown = OptionFilter(String(word)).matching(options)
    guard !shown.isEmpty else { return nil }
    let count = labels.filterCount.filling("{n}", with: String(shown.count))
      .filling("{count}", with: String(options.count))
    return LineByLineRefusal(
      message: ([count] + shown.map { "\($0 + 1)) \(options[$0].label)" })
        .joined(separator: "\n"))
  }
}
