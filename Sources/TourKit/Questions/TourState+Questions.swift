/// Where the focus is on a page with questions.
package struct QuestionFocus: Equatable, Sendable {
  /// The question, counted from 0 down the page.
  package var question: Int
  /// The option of a choice (0 for a text field).
  package var option: Int
  /// A text field being typed into: its text and caret; `nil` for an option, or a field left
  /// with Esc.
  package var field: TextEditing?

  /// Creates a focus.
  package init(question: Int, option: Int = 0, field: TextEditing? = nil) {
    self.question = question
    self.option = option
    self.field = field
  }
}

/// Questions in the running tour: the focus and what keys, clicks and pastes do to it, the
/// answers, required questions holding the tour on their page, and pages that follow the
/// answers.
extension TourState {
  /// The questions of page `page` (counted among the pages shown).
  package func questions(onPage page: Int) -> [Question] {
    shownPages.indices.contains(page) ? tour.pages[shownPages[page]].questions : []
  }

  /// What the focus makes of keys: a text field being typed into, an option, or neither.
  package var keyContext: KeyContext {
    guard let focus else { return .page }
    return focus.field != nil ? .textField : .question
  }

  /// Whether the focused question has another after it on its page (what `Tab` moves to).
  package var focusHasNextQuestion: Bool {
    guard let focus else { return false }
    return focus.question < questions(onPage: targetPage).count - 1
  }

  // MARK: Pages that follow the answers

  /// Whether page `index` of the tour is shown with the answers as they are: it has no
  /// condition, its condition is met, or every page is previewed (`--render`, `--check`).
  func isShown(_ index: Int) -> Bool {
    options.previewsEveryPage || tour.pages[index].isShown(with: answers)
  }

  /// Shows the pages whose conditions the answers meet, and lays them out again when that
  /// changed (or when `force`d). The target page stays the page it is: conditions test answers
  /// given on earlier pages, so only pages after it come and go.
  mutating func showPagesMeetingConditions(force: Bool = false) {
    let shown = tour.pages.indices.filter(isShown)
    guard force || shown != shownPages else { return }
    let target = shownPages.indices.contains(targetPage) ? shownPages[targetPage] : 0
    var scrolls: [Int: Int] = [:]
    for (index, page) in shownPages.enumerated() where scrollOffsets.indices.contains(index) {
      scrolls[page] = scrollOffsets[index]
    }
    shownPages = shown
    scrollOffsets = shown.map { scrolls[$0] ?? 0 }
    targetPage = shown.lastIndex { $0 <= target } ?? 0
    tourPictures = options.pictures == nil ? .none : TourPictures(shownTour)
    layOut(width: geometry.layout.width, height: geometry.layout.height)
  }

  /// Sets the answer to `key`, forgets a refusal of it, and shows the pages it lets in.
  mutating func setAnswer(_ answer: TourAnswer?, forKey key: String) {
    answers[key] = answer
    answerProblems[key] = nil
    showPagesMeetingConditions()
  }

  // MARK: Focus

  /// Gives the focus to the target page's first question (its chosen option, or its first),
  /// or takes it away on a page without questions. `keepingPlace` keeps the question and
  /// option focused where the page still has them (a reloaded file).
  mutating func focusFirstQuestion(keepingPlace: Bool = false) {
    let questions = questions(onPage: targetPage)
    guard !questions.isEmpty else {
      focus = nil
      return
    }
    if keepingPlace, let focus, questions.indices.contains(focus.question) {
      return self.focus(question: focus.question, option: focus.option)
    }
    focus(question: 0, option: nil)
  }

  /// Focuses question `index` of the target page: option `option`, or its chosen option (else
  /// its first); a text field is typed into at once, its caret at the end.
  mutating func focus(question index: Int, option: Int?) {
    let questions = questions(onPage: targetPage)
    guard questions.indices.contains(index) else { return }
    let question = questions[index]
    if case .text = question.kind {
      focus = QuestionFocus(
        question: index, field: TextEditing(answers.text(question.key) ?? ""))
    } else {
      let options = question.options
      let chosen = options.firstIndex { option in
        switch answers[question.key] {
        case .choice(let value)?: return value == option.value
        default: return false
        }
      }
      focus = QuestionFocus(
        question: index, option: min(max(0, option ?? chosen ?? 0), max(0, options.count - 1)))
    }
    scrollToFocus()
  }

  /// Scrolls the target page so that the focused option or field (and the line under a
  /// field, where a refusal is said) is in view.
  private mutating func scrollToFocus() {
    guard let focus, !geometry.isTooSmall else { return }
    let layout = geometry.page(targetPage)
    let isText = focus.field != nil || questions(onPage: targetPage)[focus.question].options.isEmpty
    guard
      let lines = layout.lineRange(
        ofQuestion: focus.question, option: isText ? nil : focus.option)
    else { return }
    let rows = geometry.contentRows(ofPage: targetPage)
    let placement = layout.placement(
      height: rows, centeringRows: geometry.layout.contentRows, scroll: scrollOffsets[targetPage])
    guard !placement.fits else { return }
    var scroll = placement.scroll
    if lines.lowerBound < scroll { scroll = lines.lowerBound }
    if lines.upperBound >= scroll + placement.visibleRows {
      scroll = lines.upperBound - placement.visibleRows + 1
    }
    scrollOffsets[targetPage] = min(max(0, scroll), geometry.maximumScroll(ofPage: targetPage))
  }

  // MARK: Keys

  /// Acts on a question or text-field action; returns `false` for one that is not about
  /// questions (paging, help), which the caller acts on.
  mutating func handleQuestionAction(_ action: KeyAction, at now: Duration) -> Bool {
    guard var focus else { return false }
    let questions = questions(onPage: targetPage)
    let question = questions[focus.question]
    switch action {
    case .previousOption:
      if focus.field == nil, focus.option > 0 {
        self.focus?.option -= 1
        scrollToFocus()
      } else if focus.question > 0 {
        self.focus(question: focus.question - 1, option: Int.max)
      } else {
        scroll(by: -1)
      }
    case .nextOption:
      if focus.field == nil, focus.option < question.options.count - 1 {
        self.focus?.option += 1
        scrollToFocus()
      } else if focus.question < questions.count - 1 {
        self.focus(question: focus.question + 1, option: 0)
      } else {
        scroll(by: 1)
      }
    case .previousQuestion:
      checkField()
      self.focus(question: max(0, focus.question - 1), option: nil)
    case .nextQuestion:
      checkField()
      self.focus(question: min(questions.count - 1, focus.question + 1), option: nil)
    case .select:
      if case .text = question.kind {
        // Space on a field left with Esc: back to typing into it.
        self.focus(question: focus.question, option: nil)
      } else {
        choose(option: focus.option, of: question)
      }
    case .selectAndGoOn:
      if case .singleChoice = question.kind { choose(option: focus.option, of: question) }
      if case .text = question.kind, !checkField(refusingEmpty: true) { return true }
      goOn(from: focus.question, at: now)
    case .leaveField:
      guard focus.field != nil else { return false }
      checkField()
      self.focus?.field = nil
    case .caretLeft, .caretRight, .caretStart, .caretEnd, .deleteBackward, .deleteForward,
      .clearField, .deleteWord:
      guard var field = focus.field else { return false }
      switch action {
      case .caretLeft: field.move(by: -1)
      case .caretRight: field.move(by: 1)
      case .caretStart: field.moveToStart()
      case .caretEnd: field.moveToEnd()
      case .deleteBackward: field.deleteBackward()
      case .deleteForward: field.deleteForward()
      case .clearField: field.clear()
      default: field.deleteWordBackward()
      }
      focus.field = field
      self.focus = focus
      if answers.text(question.key) != field.text {
        setAnswer(.text(field.text), forKey: question.key)
      }
    default:
      return false
    }
    return true
  }

  /// Chooses option `index` of `question`: the one choice, or its box ticked or unticked.
  private mutating func choose(option index: Int, of question: Question) {
    guard question.options.indices.contains(index) else { return }
    let value = question.options[index].value
    switch question.kind {
    case .singleChoice: setAnswer(.choice(value), forKey: question.key)
    case .multipleChoice:
      var chosen = answers.choices(question.key)
      if chosen.contains(value) { chosen.removeAll { $0 == value } } else { chosen.append(value) }
      // In the list's order, whatever order they were ticked in.
      let ordered = question.options.map(\.value).filter(chosen.contains)
      setAnswer(.choices(ordered), forKey: question.key)
    case .yesNo: setAnswer(.flag(answers.flag(question.key) != true), forKey: question.key)
    case .text: break
    }
  }

  /// Moves on from question `index`: to the next question of the page, else to the next page
  /// (or finishes on the last), as far as the required questions let it.
  private mutating func goOn(from index: Int, at now: Duration) {
    if index < questions(onPage: targetPage).count - 1 {
      focus(question: index + 1, option: nil)
    } else {
      goOnOrFinish(at: now)
    }
  }

  /// Checks the text field in focus as it is left: an answer its pattern refuses is said under
  /// it (an empty one too, with `refusingEmpty`, when the field is required). Returns whether
  /// the answer is accepted.
  @discardableResult
  private mutating func checkField(refusingEmpty: Bool = false) -> Bool {
    guard let focus, focus.field != nil else { return true }
    let question = questions(onPage: targetPage)[focus.question]
    switch question.problem(with: answers[question.key]) {
    case nil: return true
    case .doesNotMatch(let message)?:
      answerProblems[question.key] = .doesNotMatch(message: message)
      return false
    case let problem?:
      if refusingEmpty { refusal = problem }
      return !refusingEmpty
    }
  }

  /// Types `text` into the field being filled in.
  mutating func type(_ text: String) {
    guard var focus, var field = focus.field else { return }
    field.insert(text)
    focus.field = field
    self.focus = focus
    let key = questions(onPage: targetPage)[focus.question].key
    setAnswer(.text(field.text), forKey: key)
  }

  /// A paste: typed into the field being filled in; ignored anywhere else, so that pasted text
  /// never turns pages or quits.
  mutating func paste(_ text: String) {
    if focus?.field != nil { type(text) }
  }

  // MARK: Pointer

  /// The question part at (`x`, `y`) on the target page at rest, if any.
  func control(atX x: Int, y: Int) -> LineControl? {
    guard !geometry.isTooSmall, focus != nil || !questions(onPage: targetPage).isEmpty else {
      return nil
    }
    let layout = geometry.page(targetPage)
    guard
      let index = layout.lineIndex(
        atRow: y - geometry.layout.contentTop, height: geometry.contentRows(ofPage: targetPage),
        centeringRows: geometry.layout.contentRows, scroll: scrollOffsets[targetPage])
    else { return nil }
    return layout.lines[index].control
  }

  /// A click on an option (chosen, or its box ticked or unticked) or in a text field (typed
  /// into); either takes the focus.
  mutating func click(_ control: LineControl) {
    let questions = questions(onPage: targetPage)
    guard questions.indices.contains(control.question) else { return }
    switch control {
    case .option(let question, let option, _):
      focus(question: question, option: option)
      choose(option: option, of: questions[question])
    case .field(let question), .fieldProblem(let question):
      focus(question: question, option: nil)
    }
  }

  // MARK: Required questions

  /// The first page from `start` on (among the pages shown) with a required question that is
  /// not answered, if any: the furthest the tour may go.
  func firstPageWithUnansweredQuestion(from start: Int) -> Int? {
    guard !options.previewsEveryPage else { return nil }
    return (max(0, start)..<geometry.pageCount).first { page in
      questions(onPage: page).contains { $0.problem(with: answers[$0.key]) != nil }
    }
  }

  /// When page `page` has a required question unanswered: says so in the key hint's place,
  /// focuses that question and returns `true`.
  mutating func refuseUnanswered(onPage page: Int) -> Bool {
    guard !options.previewsEveryPage else { return false }
    let questions = questions(onPage: page)
    guard
      let index = questions.firstIndex(where: { $0.problem(with: answers[$0.key]) != nil }),
      let problem = questions[index].problem(with: answers[questions[index].key])
    else { return false }
    refusal = problem
    if case .doesNotMatch = problem { answerProblems[questions[index].key] = problem }
    if page == targetPage, focus?.question != index { focus(question: index, option: nil) }
    return true
  }
}
