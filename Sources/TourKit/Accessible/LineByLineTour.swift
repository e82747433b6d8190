/// A tour told one line at a time (accessible mode), for a screen reader, a braille display or
/// a script: no escape code, nothing redrawn, every question answered by typing a line.
///
/// Each page is printed as plain text (``PlainTextTour``) with nothing a screen reader would
/// read aloud as symbols: no box drawing, no underlined heading, no rule; tables as
/// `Header: value` records, one line per cell; quotes marked `> `. Its questions are asked one
/// by one where they stand, each after the text that leads to it (so a listener hears "How
/// should Notes look?" right before the theme, not before every question of the page):
///
/// ```text
/// Theme (required)
/// 1) Dark
/// 2) Light
/// 3) Match the terminal
/// Theme (required) [3]:
/// Features
/// 1) Sync
/// 2) Reminders
/// Features (one or more numbers, 0 for none) [1]:
/// Telemetry — Send anonymous usage statistics [y/N]:
/// Name (e.g. Ada Lovelace):
/// ```
///
/// A choice's options stand one per line under its label, as huh lists them, so that a
/// braille display moves through them a line at a time; the prompt line after them is what
/// a wrong answer asks again.
///
/// and then the page prompt (`Page 2 of 5 — Enter: next, b: back, q: quit`) takes Enter, `b`
/// or `q`. An empty answer keeps what the brackets show (the default, a preset, or the earlier
/// answer); a wrong one is told why and asked again, and a required question cannot be left
/// unanswered. Pages follow the answers as on the full screen (``Tour/pagesShown(with:)``).
///
/// With `review: true`, Enter on the last page prints the review (``AnswerReview``): the
/// questions asked so far, numbered, with their answers (`1) Theme: Dark`), and asks
/// `Enter to finish, or a number to change:`; a number asks that question again, then prints
/// the review again.
///
/// A step (`<!-- step: signin -->`) is run, not answered: a check as it is reached
/// (`Checking: Signed in to GitHub … failed (exit 1)`, its output's last lines under it), a run
/// step when Enter answers its prompt (`s` skips it); after a failure `r` runs it again.
///
/// A value: the caller writes each ``Step``'s text, then reads a line and passes it to
/// ``reply(_:)`` — or, when the step holds a ``Step/run``, runs that to its end and passes its
/// report to ``finished(_:)`` — until a step ends the tour.
package struct LineByLineTour: Sendable {
  /// One line of the reader's input.
  package enum Input: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// A line longer than the reader keeps (its bytes were dropped).
    case tooLong
    /// End of input: like `q`.
    case end
  }

  /// What to do next: write ``text``, then read a line, or end as ``ending`` says.
  package struct Step: Equatable, Sendable {
    /// What to write, as it is (prompts end without a line break).
    package var text: String
    /// How the tour ended, or `nil` while it goes on.
    package var ending: TourResult.Ending?
    /// A step's command to run once ``text`` is written, rather than read a line: the caller
    /// runs it to its end, blocking, and hands its report to ``finished(_:)``.
    package var run: StepRun?

    init(_ text: String, ending: TourResult.Ending? = nil) {
      self.text = text
      self.ending = ending
    }
  }

  /// The answers so far: the defaults, then the presets, then what was typed.
  package internal(set) var answers: TourAnswers

  let tour: Tour
  let labels: ChromeLabels
  private let width: Int
  let unicode: Bool
  /// The indices of the pages shown with the answers as they are.
  private var shownPages: [Int]
  /// The page being told, among ``shownPages``.
  private(set) var position = 0
  /// The pages told so far, by the tour's page numbers: their questions are reviewed.
  private var visited: Set<Int> = []
  var waiting = Waiting.pageCommand
  /// The id of the next step run: increasing from 1.
  var nextRun = 1
  /// The page's text cut at its questions: the text before question `i` at `i`, the text
  /// after the last question at the end.
  private var passages: [String] = []

  /// What the next line answers.
  enum Waiting: Equatable, Sendable {
    /// Question `question` of the page (counted from 0).
    case answer(question: Int)
    /// The page prompt: Enter, `b` or `q`.
    case pageCommand
    /// The review's prompt: Enter, a number, or `q`.
    case review
    /// The question of review line `item` (counted from 0), asked again.
    case reviewAnswer(item: Int)
    /// Nothing: the step at `place` runs (`run`), and ``finished(_:)`` takes its report.
    case stepRunning(StepPlace, StepRun)
    /// A run step's prompt: Enter runs it, `s` skips it.
    case stepPrompt(StepPlace)
    /// After a failed step: `r` runs it again, Enter goes on.
    case stepRetry(StepPlace)
  }

  /// Where a step was reached, which says where the tour goes on after it.
  enum StepPlace: Equatable, Sendable {
    /// Question `question` of the page (counted from 0): the page's next question follows.
    case page(question: Int)
    /// Asked again from the review: the review follows.
    case review(Question)
  }

  /// `tour`, its questions answered by `answers` where they say and by their defaults
  /// elsewhere; pages wrapped to `width` columns, in Unicode or ASCII. The steps named in
  /// `availableSteps` have a command to run; the others are said to be not available.
  package init(
    tour: Tour, answers: [String: TourAnswer] = [:], labels: ChromeLabels = .english,
    width: Int = 80, unicode: Bool = true, availableSteps: Set<String> = []
  ) {
    let tour = tour.markingSteps(available: availableSteps)
    self.tour = tour
    self.labels = labels
    self.width = width
    self.unicode = unicode
    self.answers = TourAnswers(questions: tour.questions, answers: answers)
    shownPages = tour.pagesShown(with: self.answers)
  }

  /// The first step: the tour's title, its first page and first prompt.
  package mutating func start() -> Step {
    guard !shownPages.isEmpty else { return Step("", ending: .completed) }
    let title = tour.settings.title.map { $0 + "\n\n" } ?? ""
    let step = Step(title + enterPage())
    return withRun(step)
  }

  /// The step after the reader's `input`. While a step's command runs, no line is read: it
  /// changes nothing, and the run is still to be made.
  package mutating func reply(_ input: Input) -> Step {
    if input == .end { return Step("", ending: .skipped(atPage: position)) }
    let step =
      switch waiting {
      case .answer(let index): answer(input, toQuestion: index)
      case .pageCommand: command(input)
      case .review: reviewCommand(input)
      case .reviewAnswer(let item): reviewAnswer(input, item: item)
      case .stepRunning: Step("")
      case .stepPrompt(let place): runPromptReply(input, at: place)
      case .stepRetry(let place): retryReply(input, at: place)
      }
    return withRun(step)
  }

  /// `step` holding the run the tour waits for, if it waits for one: every step handed out
  /// goes through here, so none forgets it. (Called once `step` is made: the run is the one
  /// making it started.)
  func withRun(_ step: Step) -> Step {
    guard step.ending == nil, case .stepRunning(_, let run) = waiting else { return step }
    var step = step
    step.run = run
    return step
  }

  // MARK: Pages

  var questions: [Question] { tour.pages[shownPages[position]].questions }

  /// Whether the next line answers a secret: a terminal should not echo it.
  package var isAskingSecret: Bool {
    switch waiting {
    case .answer(let index): questions[index].isSecret
    // The same question asked again from the review: as hidden as the first time.
    case .reviewAnswer(let item): review.items[item].question.isSecret
    case .pageCommand, .review, .stepRunning, .stepPrompt, .stepRetry: false
    }
  }
  var dash: String { unicode ? " — " : " - " }

  /// The page at ``position``: its text up to its first question, then that question (or the
  /// page prompt).
  private mutating func enterPage() -> String {
    let page = tour.pages[shownPages[position]]
    visited.insert(shownPages[position])
    // The questions are asked, not shown as lists; each cuts the page's text where it stands.
    var cuts: [[Block]] = [[]]
    for block in page.blocks {
      if case .question = block { cuts.append([]) } else { cuts[cuts.count - 1].append(block) }
    }
    passages = cuts.map { blocks in
      var passage = page
      passage.blocks = blocks
      // The title is said once, at the start.
      return PlainTextTour.text(
        of: passage, number: 1, of: 1, title: nil, width: width, unicode: unicode,
        labels: labels, reader: .lineByLine)
    }
    return ask(question: 0)
  }

  /// The text before question `index` of the page, then the question (a step is run or
  /// offered: ``reach(step:at:)``); after the last, the text that follows it and the page
  /// prompt.
  mutating func ask(question index: Int) -> String {
    let passage = passages[index]
    // A passage after an answer starts on a line of its own, a blank line below the answer.
    let lead = passage.isEmpty ? "" : (index > 0 ? "\n" : "") + passage + "\n"
    let questions = questions
    guard index < questions.count else {
      waiting = .pageCommand
      return lead + pagePrompt
    }
    if questions[index].step != nil {
      return lead + reach(step: questions[index], at: .page(question: index))
    }
    waiting = .answer(question: index)
    return lead + options(of: questions[index]) + prompt(for: questions[index])
  }

  /// `Page 2 of 5 — Enter: next, b: back, q: quit `; on the last page Enter says the Start
  /// button's label when the tour names one (`Enter: Let's filter`), as the full screen's
  /// button does.
  private var pagePrompt: String {
    let words = labels.accessible
    let page = labels.pageOf.filling("{n}", with: String(position + 1))
      .filling("{count}", with: String(shownPages.count))
    let finish = tour.style.startLabel ?? labels.finish
    var keys = [
      "Enter" + words.keyColon + (position == shownPages.count - 1 ? finish : labels.next)
    ]
    if position > 0 { keys.append("b" + words.keyColon + words.back) }
    keys.append("q" + words.keyColon + labels.quit)
    return page + dash + keys.joined(separator: words.listSeparator) + " "
  }

  /// Enter: the next page, or the end on the last; `b`: the page before; `q`: leave.
  private mutating func command(_ input: Input) -> Step {
    let word = if case .line(let line) = input { line.trimmingSpaces.lowercased() } else { "?" }
    switch word {
    case "":
      if position == shownPages.count - 1 {
        guard tour.settings.reviewsAnswers else { return Step("", ending: .completed) }
        waiting = .review
        return Step("\n" + reviewText)
      }
      position += 1
      return Step("\n" + enterPage())
    case "b":
      return back(orAskAgain: pagePrompt)
    case "q":
      return Step("", ending: .skipped(atPage: position))
    default:
      return Step(labels.accessible.pageHelp + "\n" + pagePrompt)
    }
  }

  /// `b`: the page before, or on the first page, that it is the first and `prompt` again.
  mutating func back(orAskAgain prompt: String) -> Step {
    guard position > 0 else { return Step(labels.accessible.firstPage + "\n" + prompt) }
    position -= 1
    return Step("\n" + enterPage())
  }

  // MARK: Questions

  /// Takes `input` as the answer to question `index`, or says why not and asks again. `q` and
  /// `b` do what they do at the page prompt, except where the kind takes any line as its
  /// answer (a text field; an option whose value is `q` or `b` is chosen by its number).
  private mutating func answer(_ input: Input, toQuestion index: Int) -> Step {
    let question = questions[index]
    if !question.kind.behaviour.takesAnyLine, case .line(let line) = input {
      switch line.trimmingSpaces.lowercased() {
      case "q": return Step("", ending: .skipped(atPage: position))
      case "b": return back(orAskAgain: prompt(for: question))
      default: break
      }
    }
    if let refusal = take(input, for: question) { return refusal }
    return Step(ask(question: index + 1))
  }

  /// Takes `input` as the answer to `question`, and shows the pages it lets in (the page
  /// being told stays where it is: conditions test earlier answers); or says why not and asks
  /// again.
  private mutating func take(_ input: Input, for question: Question) -> Step? {
    do {
      answers[question.key] = try interpret(input, for: question)
    } catch {
      return Step(error.message + "\n" + prompt(for: question))
    }
    followAnswers()
    return nil
  }

  /// Shows the pages the answers let in now; the page being told stays where it is.
  mutating func followAnswers() {
    let page = shownPages[position]
    shownPages = tour.pagesShown(with: answers)
    position = shownPages.lastIndex { $0 <= page } ?? 0
  }

  // MARK: Review

  /// The review: the questions on the pages told (and still shown), numbered, each with its
  /// answer, then the review's prompt.
  var reviewText: String {
    let review = self.review
    let entries = review.entries(answers: answers, labels: labels)
    // Words where the page has symbols (`—`, `••••`), which a screen reader reads out.
    let lines = zip(review.items, entries).enumerated().map { index, pair in
      var entry = pair.1
      if entry.answer == labels.review.unanswered {
        entry.answer = labels.review.notAnswered
      } else if pair.0.question.isSecret {
        entry.answer = labels.review.secretGiven
      }
      return entry.text(number: index + 1, labels: labels)
    }
    return ([labels.review.title] + lines).joined(separator: "\n") + "\n" + labels.review.prompt
  }

  private var review: AnswerReview {
    AnswerReview(tour: tour, shownPages: shownPages, visited: visited.contains)
  }

  /// Enter: the end of the tour, unless a reviewed answer keeps it from finishing (said, then
  /// the prompt again); a number: that question asked again (a step run again); `q`: leave.
  private mutating func reviewCommand(_ input: Input) -> Step {
    let word = if case .line(let line) = input { line.trimmingSpaces.lowercased() } else { "?" }
    let items = review.items
    if word.isEmpty {
      guard let missing = review.firstMissing(answers: answers) else {
        return Step("", ending: .completed)
      }
      return Step(labels.text(for: missing.problem) + "\n" + labels.review.prompt)
    }
    if word == "q" { return Step("", ending: .skipped(atPage: position)) }
    guard let number = SingleChoiceKind.number(Substring(word)), number >= 1,
      number <= items.count
    else { return Step(labels.review.help + "\n" + labels.review.prompt) }
    let question = items[number - 1].question
    if question.step != nil { return Step(reach(step: question, at: .review(question))) }
    waiting = .reviewAnswer(item: number - 1)
    return Step(options(of: question) + prompt(for: question))
  }

  /// Takes `input` as the new answer to review line `item`'s question, then prints the review
  /// again; a wrong answer is told why and asked again.
  private mutating func reviewAnswer(_ input: Input, item: Int) -> Step {
    let question = review.items[item].question
    if let refusal = take(input, for: question) { return refusal }
    waiting = .review
    return Step("\n" + reviewText)
  }

  /// The answer `input` gives `question`, read by its kind (an empty line keeps the answer it
  /// has), then held to the question's rules.
  private func interpret(_ input: Input, for question: Question) throws(LineByLineRefusal)
    -> TourAnswer?
  {
    let line: String? = if case .line(let line) = input { line } else { nil }
    let answer = try question.kind.behaviour.interpret(
      line, current: answers[question.key], labels: labels)
    if let problem = question.problem(with: answer) {
      let words = labels.accessible
      switch problem {
      case .notTicked: throw LineByLineRefusal(message: words.answerYesToContinue)
      case .empty: throw LineByLineRefusal(message: words.typeToContinue)
      default: throw LineByLineRefusal(message: labels.text(for: problem))
      }
    }
    return answer
  }

  /// A choice's options, one numbered line each under the question's label; nothing for other
  /// kinds, whose prompt line says it all.
  private func options(of question: Question) -> String {
    question.kind.behaviour.lineByLineOptions(of: question, labels: labels)
  }

  /// The question's prompt line, ending in `: `, with what an empty answer keeps in brackets
  /// (a choice's options are listed above it: ``options(of:)``). A wrong answer is told why
  /// and this line is asked again.
  private func prompt(for question: Question) -> String {
    question.label + (question.isRequired ? labels.accessible.required : "")
      + question.kind.behaviour.lineByLinePrompt(
        answer: answers[question.key], label: question.label, labels: labels, dash: dash)
      + ": "
  }
}

/// Why a line is not an answer, in the chrome's language: said, then the prompt again.
struct LineByLineRefusal: Error {
  /// What is wrong, and what would be accepted.
  let message: String
}
