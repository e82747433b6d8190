/// The review page (`review: true`) in the running tour: an extra page after the last page
/// shown, with its own dot and the Start button, listing the questions seen with their answers.
/// Each line is a link: clicked, or focused (↑ ↓ Tab) and chosen with Enter or Space, or its
/// number pressed, it goes to its question's page with that question focused; going on from
/// there (Enter on the question, →) comes back to the review.
extension TourState {
  /// Whether the target page is the review page.
  var isOnReviewPage: Bool { reviewPage != nil && targetPage == shownPages.count }

  /// The page's number in the tour's pages for page `page` among those shown; the review page
  /// counts as the one after the tour's last, so the reader's place (``ReadersPlace``) can
  /// hold it.
  func tourPage(ofShownPage page: Int) -> Int {
    shownPages.indices.contains(page) ? shownPages[page] : tour.pages.count
  }

  /// The review of the questions on `shown` pages that the user went to, and its page as the
  /// answers are now; both `nil` for a tour without a review page. `--render` and `--check`
  /// (every page previewed) count every page as visited.
  func review(ofShownPages shown: [Int]) -> (AnswerReview?, Page?) {
    guard tour.settings.reviewsAnswers else { return (nil, nil) }
    let review = AnswerReview(tour: tour, shownPages: shown) { page in
      options.previewsEveryPage || visitedPages.contains(page)
    }
    return (review, review.page(answers: answers, labels: options.labels))
  }

  /// What arriving on the target page does: the focus on its first question (none on the
  /// review), a return to the review forgotten, the page counted as seen.
  mutating func arrive() {
    focusFirstQuestion()
    reviewFocus = nil
    returnsToReview = false
    guard reviewPage != nil, shownPages.indices.contains(targetPage) else { return }
    if visitedPages.insert(shownPages[targetPage]).inserted { showPagesMeetingConditions() }
  }

  /// Acts on `action` (from `key`) where the review decides: on the review page, moving among
  /// its links and following one (a digit follows the link of that number, not the page);
  /// on a page reached from the review, going on goes back to it. Returns `false` for
  /// anything else.
  mutating func handleReviewAction(_ action: KeyAction, key: TourKey, at now: Duration) -> Bool {
    if returnsToReview, action == .nextPage || action == .nextPageOrFinish {
      returnToReview(at: now)
      return true
    }
    guard isOnReviewPage, let review else { return false }
    let count = review.items.count
    switch action {
    case .previousOption, .previousQuestion:
      // Up from the first link leaves the links: Enter finishes again.
      focusReviewEntry(reviewFocus.map { $0 > 0 ? $0 - 1 : nil } ?? (count > 0 ? count - 1 : nil))
    case .nextOption, .nextQuestion:
      if count > 0 { focusReviewEntry(min(count - 1, (reviewFocus ?? -1) + 1)) }
    case .select, .selectAndGoOn:
      if let reviewFocus {
        follow(reviewFocus, at: now)
      } else if action == .selectAndGoOn {
        goOnOrFinish(at: now)
      }
    case .goToPage:
      if let number = key.digit, number >= 1, number <= count { follow(number - 1, at: now) }
    default:
      return false
    }
    return true
  }

  /// Focuses entry `entry` of the review (`nil`: none), scrolled into view on a review taller
  /// than the screen.
  private mutating func focusReviewEntry(_ entry: Int?) {
    reviewFocus = entry
    guard let entry, !geometry.isTooSmall,
      let first = geometry.page(targetPage).lines.firstIndex(where: { $0.link == entry }),
      let last = geometry.page(targetPage).lines.lastIndex(where: { $0.link == entry })
    else { return }
    scrollIntoView(first...last)
  }

  /// Follows entry `entry`'s link: its question's page, that question focused; going on from
  /// there comes back here.
  mutating func follow(_ entry: Int, at now: Duration) {
    guard let item = review?.items[entry], let page = shownPages.firstIndex(of: item.page)
    else { return }
    go(to: page, at: now)
    focus(question: item.index, option: nil)
    returnsToReview = true
  }

  /// Back to the review page from a page its link led to, as far as required questions let
  /// the tour go (a page an answer just let in may ask one first).
  mutating func returnToReview(at now: Duration) {
    go(to: geometry.pageCount - 1, at: now)
  }

  /// On the review page, when a question it lists keeps the tour from finishing: says why in
  /// the key hint's place, focuses its line and returns `true`.
  mutating func refuseUnansweredOnReview() -> Bool {
    guard isOnReviewPage, let missing = review?.firstMissing(answers: answers) else {
      return false
    }
    refusal = missing.problem
    focusReviewEntry(missing.item)
    return true
  }

  /// The review entry whose line is at (`x`, `y`) on the review page at rest, if any.
  func reviewLink(atX x: Int, y: Int) -> Int? {
    guard isOnReviewPage else { return nil }
    return lineOfTargetPage(atY: y)?.link
  }
}
