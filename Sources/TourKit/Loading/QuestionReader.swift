internal import CCmarkGFM

/// Makes a ``Question`` of an `ask` comment: a text field by itself, or the list after it read
/// as the options (`( )` / `(x)` items: a single choice; `[ ]` / `[x]` items: a multiple choice,
/// or a yes/no question when there is one item).
struct QuestionReader {
  /// The file's name, for errors.
  let path: String

  /// The longest option value.
  static let maximumValueLength = 200

  /// The text field an `ask … text` comment is.
  func textField(_ ask: AskComment) -> Question {
    Question(
      key: ask.key,
      kind: .text(
        TextFieldSettings(
          placeholder: ask.placeholder ?? "", defaultText: ask.defaultText ?? "",
          pattern: ask.pattern, message: ask.message, isSecret: ask.isSecret)),
      isRequired: ask.isRequired, label: ask.label, line: ask.line, column: ask.column)
  }

  /// The question `ask` makes of `list`, a cmark list node right after it; `nil` when an
  /// option is refused. Each option in error goes to `errors` (which throws the first, or
  /// keeps them all and reading goes on with the next option), so that one reading says every
  /// mistake of a list.
  func question(
    _ ask: AskComment, list: OpaquePointer, context: inout ReadingContext, errors: LoadingErrors
  ) throws(TourFileError) -> Question? {
    var options: [QuestionOption] = []
    var isTaskList: Bool?
    var isRefused = false
    var item = cmark_node_first_child(list)
    while let current = item {
      item = cmark_node_next(current)
      do {
        options.append(
          try self.option(
            current, of: ask, after: options, isTaskList: &isTaskList, context: &context))
      } catch {
        try errors.report(error)
        isRefused = true
      }
    }
    guard !isRefused else { return nil }
    let kind: Question.Kind
    if isTaskList == true {
      kind = options.count == 1 ? .yesNo(options[0]) : .multipleChoice(options)
    } else {
      kind = .singleChoice(options)
    }
    // A yes/no question's one item says what is asked.
    let label = ask.label ?? (options.count == 1 && isTaskList == true ? options[0].label : nil)
    return Question(
      key: ask.key, kind: kind, isRequired: ask.isRequired, label: label, line: ask.line,
      column: ask.column)
  }

  /// The option list item `current` is of the question `ask`, after `options`; throws for an
  /// item that is not one. `isTaskList` is what the items so far were (`nil` for none).
  private func option(
    _ current: OpaquePointer, of ask: AskComment, after options: [QuestionOption],
    isTaskList: inout Bool?, context: inout ReadingContext
  ) throws(TourFileError) -> QuestionOption {
    let line = context.lineOffset + Int(cmark_node_get_start_line(current))
    let column = Int(cmark_node_get_start_column(current))
    func failure(_ message: String) -> TourFileError {
      TourFileError(path: path, line: line, column: column, message: message)
    }
    let isTask = cmark_node_get_syntax_extension(current) != nil
    if let isTaskList, isTaskList != isTask {
      throw failure(
        "the options of `\(ask.key)` mix ( ) and [ ] items: ( ) for one choice, [ ] for several")
    }
    isTaskList = isTask
    guard let paragraph = cmark_node_first_child(current),
      cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
      cmark_node_next(paragraph) == nil
    else {
      throw failure("an option of `\(ask.key)` is one line of text, with nothing under it")
    }
    var runs = InlineCollector.collect(paragraph, context: &context).runs
    var isDefault = isTask && cmark_gfm_extensions_get_tasklist_item_checked(current)
    if !isTask {
      guard let box = Self.takeRadioBox(from: &runs) else {
        throw failure(
          "an option of `\(ask.key)` starts with ( ) or (x), or with [ ] or [x] for several")
      }
      isDefault = box
    }
    runs = Self.trimmed(runs)
    let label = runs.plainText
    guard !label.isEmpty else { throw failure("an option of `\(ask.key)` has no text") }
    if let mistake = Self.valueCommentMistake(in: paragraph, lineOffset: context.lineOffset) {
      // cmark-gfm places inline nodes; where it does not, the item's place.
      guard let place = mistake.place else { throw failure(mistake.message) }
      throw TourFileError(
        path: path, line: place.line, column: place.column, message: mistake.message)
    }
    let comment = Self.valueComment(in: paragraph)
    if comment == nil && Self.holdsOpenValueComment(label) {
      throw failure(
        "the `value` comment of an option of `\(ask.key)` is never closed (-->): "
          + "it shows in the option's text")
    }
    let value = (comment.map(String.init) ?? label).escapingControlCharacters()
    guard !value.isEmpty, value.count <= Self.maximumValueLength else {
      throw failure(
        "the value of an option of `\(ask.key)` must be 1 to \(Self.maximumValueLength) "
          + "characters")
    }
    if options.contains(where: { $0.value == value }) {
      throw failure("two options of `\(ask.key)` have the value `\(value)`")
    }
    let option = QuestionOption(runs: runs, value: value, isDefault: isDefault)
    if !isTask, let problem = SingleChoiceKind.problem(adding: option, to: options, key: ask.key) {
      throw failure(problem)
    }
    return option
  }

  /// Takes `( ) ` or `(x) ` from the start of an item's text; `nil` when it has neither, else
  /// whether it was `(x)`.
  private static func takeRadioBox(from runs: inout [InlineRun]) -> Bool? {
    guard let first = runs.first else { return nil }
    let text = first.text
    for (box, chosen) in [("( )", false), ("(x)", true), ("(X)", true)] where text.hasPrefix(box) {
      let rest = text.dropFirst(3)
      guard rest.isEmpty || rest.first == " " else { return nil }
      runs[0].text = String(rest)
      if runs[0].text.isEmpty { runs.removeFirst() }
      return chosen
    }
    return nil
  }

  /// `runs` without spaces at either end (before a value comment, after a box).
  private static func trimmed(_ runs: [InlineRun]) -> [InlineRun] {
    var runs = runs
    while let first = runs.first, first.text.first == " " {
      runs[0].text = String(first.text.drop { $0 == " " })
      if runs[0].text.isEmpty { runs.removeFirst() }
    }
    while let last = runs.last, last.text.last == " " {
      var text = last.text
      while text.last == " " { text.removeLast() }
      runs[runs.count - 1].text = text
      if text.isEmpty { runs.removeLast() }
    }
    return runs
  }

  /// Whether `text`, an option's text, holds `<!-- value:`: a value comment without its `-->`,
  /// which Markdown shows as text. One pass: each `<` is looked past once.
  private static func holdsOpenValueComment(_ text: String) -> Bool {
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      guard rest.hasPrefix("!--") else { continue }
      let body = rest.dropFirst(3).drop { $0 == " " || $0 == "\t" }
      guard body.hasPrefix("value") else { continue }
      if body.dropFirst(5).drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") { return true }
    }
    return false
  }

  /// Why a comment among a paragraph's inline nodes that starts with a comment word is a
  /// mistake (`<!-- value dark -->`, which would make the label the value), with where its
  /// word stands in the file (`nil` when cmark-gfm did not place the comment). The paragraph
  /// is in a part whose lines are `lineOffset` below the file's.
  private static func valueCommentMistake(in paragraph: OpaquePointer, lineOffset: Int)
    -> (message: String, place: (line: Int, column: Int)?)?
  {
    var child = cmark_node_first_child(paragraph)
    while let node = child {
      child = cmark_node_next(node)
      guard cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE else { continue }
      let comment = WrittenComment(node: node, lineOffset: lineOffset)
      guard let body = comment.body, let mistake = CommentWord.mistake(in: body) else { continue }
      return (mistake, comment.isPlaced ? comment.place(of: body.startIndex) : nil)
    }
    return nil
  }

  /// The `<!-- value: … -->` among a paragraph's inline nodes.
  private static func valueComment(in paragraph: OpaquePointer) -> Substring? {
    var child = cmark_node_first_child(paragraph)
    while let node = child {
      child = cmark_node_next(node)
      guard cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE else { continue }
      if let value = AskComment.optionValue(in: GFMParser.string(cmark_node_get_literal(node))) {
        return value
      }
    }
    return nil
  }
}
