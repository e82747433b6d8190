/// Where the focus is on a page with questions.
package struct QuestionFocus: Equatable, Sendable {
  /// The question, counted from 0 down the page.
  var question: Int
  /// The option of a choice (0 for a text field).
  var option: Int
  /// While a text field is typed into, its caret: an index into its text, which is kept in the
  /// answers alone; `nil` for an option, or a field left with Esc.
  var caret: Int?
  /// While a choice's options are narrowed, the text typed (empty just after `/`); `nil` shows
  /// them all. It belongs to the focus: the focus moving to another question forgets it.
  var filter: String?
  /// While a text field is typed into, the first character it shows: kept from key to key,
  /// so that the caret walks across the field and its text scrolls only when the caret
  /// reaches an edge.
  var fieldStart = 0

  /// Creates a focus.
  init(question: Int, option: Int = 0, caret: Int? = nil, filter: String? = nil) {
    self.question = question
    self.option = option
    self.caret = caret
    self.filter = filter
  }
}

/// Questions in the running tour: the focus and what keys, clicks and pastes do to it, the
/// answers, required questions holding the tour on their page, and pages that follow the
/// answers.
extension TourState {
  /// The questions of page `page` (counted among the pages shown).
  func questions(onPage page: Int) -> [Question] {
    shownPages.indices.contains(page) ? tour.pages[shownPages[page]].questions : []
  }

  /// What the focus makes of keys: a text field being typed into, a choice being filtered, an
  /// option, or neither.
  var keyContext: KeyContext {
    if isOnReviewPage { return .question }
    guard let focus else { return .page }
    if focus.caret != nil { return .textField }
    if questions(onPage: targetPage)[safe: focus.question]?.step != nil { return .step }
    return focus.filter != nil ? .filter : .question
  }

  /// The focus on a text field left with Esc (Space types into it again), for the key hint.
  var leftField: KeyHint.LeftField? {
    guard !isOnReviewPage, let focus, focus.caret == nil, focus.filter == nil else { return nil }
    let questions = questions(onPage: targetPage)
    guard case .text? = questions[safe: focus.question]?.kind else { return nil }
    return KeyHint.LeftField(isAlone: questions.count == 1)
  }

  /// Whether the focused question has another after it on its page (what `Tab` moves to).
  var focusHasNextQuestion: Bool {
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
    let wasOnReview = isOnReviewPage
    let reviewScroll = reviewPage == nil ? 0 : scrollOffsets.last ?? 0
    let (review, reviewPage) = self.review(ofShownPages: shown)
    guard force || shown != shownPages || reviewPage != self.reviewPage else { return }
    let target = shownPages.indices.contains(targetPage) ? shownPages[targetPage] : 0
    var scrolls: [Int: Int] = [:]
    for (index, page) in shownPages.enumerated() where scrollOffsets.indices.contains(index) {
      scrolls[page] = scrollOffsets[index]
    }
    shownPages = shown
    (self.review, self.reviewPage) = (review, reviewPage)
    scrollOffsets = shown.map { scrolls[$0] ?? 0 } + (reviewPage == nil ? [] : [reviewScroll])
    targetPage = wasOnReview ? shown.count : shown.lastIndex { $0 <= target } ?? 0
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

  /// Focuses question `index` of the target page where its kind puts the focus: option
  /// `option`, or its chosen option (else its first); a text field is typed into at once, its
  /// caret at the end.
  mutating func focus(question index: Int, option: Int?) {
    let questions = questions(onPage: targetPage)
    guard questions.indices.contains(index) else { return }
    let question = questions[index]
    let place = question.kind.behaviour.focusPlace(answer: answers[question.key], option: option)
    focus = QuestionFocus(question: index, option: place.option, caret: place.caret)
    settleFieldStart(of: question, previous: 0)
    scrollToFocus()
  }

  /// Sets where the focused field's view starts, now that its caret or text changed, from
  /// where it started before (`previous`); the width is the field's on the target page.
  private mutating func settleFieldStart(of question: Question, previous: Int) {
    guard var focus, focus.caret != nil else { return }
    let layout = layout(ofPage: targetPage)
    let width = layout.lines.lazy.compactMap { line -> Int? in
      if case .field(let number, let width)? = line.control, number == focus.question {
        return width
      }
      return nil
    }.first
    guard let width else { return }
    let focused = FocusedQuestion(question: question, answer: answers[question.key], focus: focus)
    focus.fieldStart = question.kind.behaviour.fieldStart(
      focused, previous: previous, width: width, glyphs: options.glyphs, rule: layout.rule)
    self.focus = focus
  }

  /// Scrolls the target page so that the focused option or field (and the line under a
  /// field, where a refusal is said) is in view, with a filter's line over the options too
  /// when both fit: the page as shown, narrowed by the filter.
  private mutating func scrollToFocus() {
    guard let focus, !geometry.isTooSmall else { return }
    let layout = layout(ofPage: targetPage)
    // A question without options (a text field) is kept in view whole, with the line under it.
    let hasOptions = !questions(onPage: targetPage)[focus.question].options.isEmpty
    guard
      let lines = layout.lineRange(
        ofQuestion: focus.question, option: hasOptions ? focus.option : nil)
    else { return }
    let filterLine = layout.lines.firstIndex { $0.control == .filter(question: focus.question) }
    scrollIntoView(lines, withLine: filterLine)
  }

  /// Scrolls the target page, as shown (narrowed by a filter), so that its `lines` are in
  /// view, and `extra` above them too (a list's filter line) when both fit.
  mutating func scrollIntoView(_ lines: ClosedRange<Int>, withLine extra: Int? = nil) {
    let layout = layout(ofPage: targetPage)
    let rows = geometry.contentRows(ofPage: targetPage)
    let placement = layout.placement(
      height: rows, centeringRows: geometry.layout.contentRows, scroll: scrollOffsets[targetPage])
    let maximum = layout.maximumScroll(rows: rows)
    guard !placement.fits else {
      // A list narrowed to fit leaves no scroll behind.
      scrollOffsets[targetPage] = 0
      return
    }
    var lines = lines
    if let extra, lines.upperBound - extra < placement.visibleRows {
      lines = min(extra, lines.lowerBound)...lines.upperBound
    }
    var scroll = placement.scroll
    if lines.lowerBound < scroll { scroll = lines.lowerBound }
    if lines.upperBound >= scroll + placement.visibleRows {
      scroll = lines.upperBound - placement.visibleRows + 1
    }
    scrollOffsets[targetPage] = min(max(0, scroll), maximum)
  }

  // MARK: Keys

  /// Acts on a question or text-field action, asking the focused question's kind first;
  /// returns `false` for one that is not about questions (paging, help), which the caller acts
  /// on.
  mutating func handleQuestionAction(_ action: KeyAction, at now: Duration) -> Bool {
    guard let focus else { return false }
    let questions = questions(onPage: targetPage)
    let question = questions[focus.question]
    var focused = FocusedQuestion(question: question, answer: answers[question.key], focus: focus)
    let result = question.kind.behaviour.handle(action, &focused)
    if result != .notHandled { keep(focused, from: focus) }
    switch result {
    case .handled: return true
    case .goOn:
      if returnsToReview { returnToReview(at: now) } else { goOn(from: focus.question, at: now) }
      return true
    case .refused(let problem):
      refusal = problem
      return true
    case .runStep:
      startStep(question, at: now)
      return true
    case .stopStep:
      if !stopRunningSteps(at: now) { outcome = .skipped(atPage: currentPage(at: now)) }
      return true
    case .notHandled: break
    }
    // Past the first or last option, or in a question without options: the question before or
    // after, else the page scrolls.
    switch action {
    case .previousOption:
      if focus.question > 0 {
        self.focus(question: focus.question - 1, option: Int.max)
      } else {
        scroll(by: -1)
      }
    case .nextOption:
      if focus.question < questions.count - 1 {
        self.focus(question: focus.question + 1, option: 0)
      } else {
        scroll(by: 1)
      }
    case .previousQuestion:
      leave(focused)
      self.focus(question: max(0, focus.question - 1), option: nil)
    case .nextQuestion:
      leave(focused)
      self.focus(question: min(questions.count - 1, focus.question + 1), option: nil)
    case .select where question.step != nil:
      // Space on a step that takes no Space (a check): what Space does on a page.
      screenDown(at: now)
    default:
      return false
    }
    return true
  }

  /// Keeps what a kind's keys left of `focused` (which had the focus `before`): its answer when
  /// it changed (or was `typed`: typing always counts as answering, which forgets a refusal),
  /// a problem to say under it, and the focus; the focused option is scrolled into view when
  /// the focus moved to it, typing resumed, or a filter changed what is shown.
  private mutating func keep(
    _ focused: FocusedQuestion, from before: QuestionFocus, typed: Bool = false
  ) {
    let key = focused.question.key
    focus = QuestionFocus(
      question: before.question, option: focused.option, caret: focused.caret,
      filter: focused.filter)
    if typed || focused.answer != answers[key] { setAnswer(focused.answer, forKey: key) }
    if let problem = focused.shownProblem { answerProblems[key] = problem }
    settleFieldStart(of: focused.question, previous: before.fieldStart)
    if focused.option != before.option || (before.caret == nil && focused.caret != nil)
      || focused.filter != before.filter
    {
      scrollToFocus()
    }
  }

  /// Says under the focused question what its kind finds wrong as the focus leaves it (a text
  /// its pattern refuses).
  private mutating func leave(_ focused: FocusedQuestion) {
    if let problem = focused.question.kind.behaviour.problemOnLeaving(focused) {
      answerProblems[focused.question.key] = problem
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

  /// Types `text` into the focused question, when its kind takes typing (a text field being
  /// typed into, a choice's filter).
  mutating func type(_ text: String) {
    guard let focus else { return }
    let question = questions(onPage: targetPage)[focus.question]
    var focused = FocusedQuestion(question: question, answer: answers[question.key], focus: focus)
    // Typing into a field answers; typing into a filter only narrows what is shown.
    if question.kind.behaviour.type(text, &focused) {
      keep(focused, from: focus, typed: focused.caret != nil)
    }
  }

  /// A paste: typed into the field being filled in; ignored anywhere else, so that pasted text
  /// never turns pages or quits.
  mutating func paste(_ text: String) {
    // A copied token or address often ends with the line break it was copied with, which a
    // field would keep as a space (hidden behind a secret's bullets): the paste's trailing
    // line breaks are left out.
    var text = text[...]
    while let last = text.last, last.isNewline { text = text.dropLast() }
    if focus?.caret != nil { type(String(text)) }
  }

  // MARK: Pointer

  /// The question part at (`x`, `y`) on the target page at rest, if any.
  func control(atX x: Int, y: Int) -> LineControl? {
    guard focus != nil || !questions(onPage: targetPage).isEmpty else { return nil }
    return lineOfTargetPage(atY: y)?.control
  }

  /// The line of the target page, as shown (narrowed by a filter) and scrolled, at screen row
  /// `y`, if any.
  func lineOfTargetPage(atY y: Int) -> PageLayout.Line? {
    lineIndexOfTargetPage(atY: y).map { layout(ofPage: targetPage).lines[$0] }
  }

  /// The index of ``lineOfTargetPage(atY:)`` in the target page's layout as shown.
  private func lineIndexOfTargetPage(atY y: Int) -> Int? {
    guard !geometry.isTooSmall else { return nil }
    return layout(ofPage: targetPage).lineIndex(
      atRow: y - geometry.layout.contentTop, height: geometry.contentRows(ofPage: targetPage),
      centeringRows: geometry.layout.contentRows, scroll: scrollOffsets[targetPage])
  }

  /// After a click at column `x` on row `y` took the focus to text field `question`: the
  /// caret to the character clicked, in the view as it was drawn when clicked (`shown`: where
  /// it started and the caret then, 0 and 0 when it was not typed into), which stays; past the
  /// text's end, the caret stays at the end.
  private mutating func placeCaret(
    question: Int, atX x: Int, y: Int, shown: (start: Int, caret: Int)
  ) {
    guard var focus, focus.question == question, focus.caret != nil,
      let index = lineIndexOfTargetPage(atY: y)
    else { return }
    let layout = layout(ofPage: targetPage)
    guard case .field(_, let width)? = layout.lines[index].control else { return }
    let column =
      x - layout.column(ofLine: index, width: geometry.layout.width)
      - QuestionLayout.pointerWidth
    let asked = questions(onPage: targetPage)[question]
    var drawn = focus
    drawn.caret = shown.caret
    let focused = FocusedQuestion(question: asked, answer: answers[asked.key], focus: drawn)
    guard
      let caret = asked.kind.behaviour.caret(
        atColumn: column, of: focused, from: shown.start, width: width,
        glyphs: options.glyphs, rule: layout.rule)
    else { return }
    focus.caret = caret
    self.focus = focus
    settleFieldStart(of: asked, previous: shown.start)
  }

  /// A click at (`x`, `y`) on an option (focused, then chosen as Space chooses it: its box
  /// ticked or unticked) or in a text field (typed into, the caret where it was clicked);
  /// either takes the focus.
  mutating func click(_ control: LineControl, atX x: Int, y: Int, at now: Duration) {
    guard questions(onPage: targetPage).indices.contains(control.question) else { return }
    switch control {
    case .field(let question, _):
      // What the field showed when clicked: the view kept while typing, else its start.
      var shown = (start: 0, caret: 0)
      if let focus, focus.question == question, let caret = focus.caret {
        shown = (focus.fieldStart, caret)
      }
      focus(question: question, option: nil)
      placeCaret(question: question, atX: x, y: y, shown: shown)
    case .option(let question, let option, _):
      focus(question: question, option: option)
      guard let focus else { return }
      let asked = questions(onPage: targetPage)[question]
      var focused = FocusedQuestion(question: asked, answer: answers[asked.key], focus: focus)
      if asked.kind.behaviour.handle(.select, &focused) != .notHandled {
        keep(focused, from: focus)
      }
    case .fieldProblem, .stepOutput:
      focus(question: control.question, option: nil)
    case .step:
      // A click on a step is Space on it: a run step runs.
      focus(question: control.question, option: nil)
      _ = handleQuestionAction(.select, at: now)
    case .filter:
      break  // what is typed is not a place to click; the options are
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
