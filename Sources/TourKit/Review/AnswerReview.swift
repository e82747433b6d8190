/// The review page a tour with `review: true` shows after its last page, before the user
/// starts: every question the user saw, with its answer, each a link back to the question.
///
/// "Saw" means asked on a page that is shown with the answers as they are and that the user
/// went to: a page a `when:` leaves out is not reviewed, nor a page jumped over. A value built
/// from the tour, the pages shown and the pages visited; the full screen (``TourState``) and
/// the line-by-line mode (``LineByLineTour``) both list it.
package struct AnswerReview: Equatable, Sendable {
  /// A question on the review, and where it is asked.
  struct Item: Equatable, Sendable {
    /// The question.
    var question: Question
    /// Its page, counted among the tour's pages (shown or not).
    package var page: Int
    /// Its place on that page, counted from 0 down the page.
    var index: Int
  }

  /// The questions reviewed, in the order the tour asks them.
  var items: [Item]

  /// The questions of `tour` on the pages `shownPages` (the tour's indices, in order) that
  /// `visited` says the user went to.
  init(tour: Tour, shownPages: [Int], visited: (Int) -> Bool) {
    items = shownPages.filter(visited).flatMap { page in
      tour.pages[page].questions.enumerated().map { Item(question: $1, page: page, index: $0) }
    }
  }

  /// The review page as `tour --check` lays it out, from the `questions` of every page (it
  /// reads pages one at a time and keeps none): each listed with its default answer.
  package static func preview(of questions: [Question], labels: ChromeLabels) -> Page {
    var review = AnswerReview(tour: Tour(pages: []), shownPages: []) { _ in true }
    review.items = questions.map { Item(question: $0, page: 0, index: 0) }
    return review.page(answers: TourAnswers(questions: questions), labels: labels)
  }

  /// The lines of the review with `answers`, in `labels`' words.
  func entries(answers: TourAnswers, labels: ChromeLabels) -> [ReviewEntry] {
    items.map { item in
      let question = item.question
      let answer = answers[question.key]
      return ReviewEntry(
        label: question.label,
        answer: question.kind.behaviour.reviewText(of: answer, labels: labels)
          ?? labels.review.unanswered,
        isMissing: question.problem(with: answer) != nil)
    }
  }

  /// The review page: its title, then a line for each question.
  package func page(answers: TourAnswers, labels: ChromeLabels) -> Page {
    Page(
      blocks: [
        .heading(level: 1, [InlineRun(labels.review.title)]),
        .review(entries(answers: answers, labels: labels)),
      ])
  }

  /// The first item whose answer keeps the tour from finishing (required and unanswered, or a
  /// text its pattern refuses), with why.
  func firstMissing(answers: TourAnswers) -> (item: Int, problem: AnswerProblem)? {
    for (index, item) in items.enumerated() {
      if let problem = item.question.problem(with: answers[item.question.key]) {
        return (index, problem)
      }
    }
    return nil
  }
}

/// One line of the review page: a question's label and its answer in words.
package struct ReviewEntry: Equatable, Sendable {
  /// The question's label.
  var label: String
  /// The answer as the user reads it (option labels, Yes or No, the text), or the chrome's
  /// word for none (`—`).
  package var answer: String
  /// Whether the answer keeps the tour from finishing (required and unanswered): flagged.
  var isMissing: Bool

  /// `1) Theme: Dark`, numbered from 1 (`number`), with `(required)` after a missing answer.
  package func text(number: Int, labels: ChromeLabels) -> String {
    "\(number)) " + label + labels.accessible.keyColon + answer
      + (isMissing ? labels.accessible.required : "")
  }
}
