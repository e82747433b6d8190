/// Which pages the answers show, and which questions still hold the tour: the one rule that the
/// full screen (``TourState``), accessible mode and `tour --answers` without a terminal share.
extension Tour {
  /// The indices of the pages shown with `answers`, in order: pages without a `when:`
  /// condition, and those whose condition the answers meet.
  package func pagesShown(with answers: TourAnswers) -> [Int] {
    pages.indices.filter { pages[$0].isShown(with: answers) }
  }

  /// The questions on the pages shown with `answers` that the tour may not go past: required
  /// and unanswered, or answered with a text its pattern refuses. In the order the tour asks
  /// them.
  package func questionsStillToAnswer(given answers: TourAnswers) -> [Question] {
    pagesShown(with: answers).flatMap { pages[$0].questions }.filter {
      $0.problem(with: answers[$0.key]) != nil
    }
  }
}

extension Page {
  /// Whether the page is shown with `answers`: it has no condition, or the answer it names
  /// meets it.
  func isShown(with answers: TourAnswers) -> Bool {
    guard let condition = settings.condition else { return true }
    return condition.isMet(by: answers[condition.key])
  }
}
