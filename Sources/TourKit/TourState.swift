/// A running tour: which page, where the content is, what the pointer holds, what is shown,
/// and what the user has answered.
///
/// A value type changed only through ``handle(_:at:)``, a reloaded tour file included. Time is an input: every event comes with
/// the tour clock's `now`, and nothing here reads a clock or sleeps. Motion is state — a slide is
/// an ``OffsetAnimation``, a drag a ``Swipe`` — so any input can interrupt or retarget it.
///
/// Pages follow the answers: a page whose `when:` condition is not met is left out of the pages
/// shown (``shownPages``), and the dots, the page count and the Start button's page follow as
/// answers change. Page numbers here (``targetPage``, ``scrollOffsets``, the geometry's) count
/// the pages shown.
package struct TourState: Sendable {
  /// The tour being shown: the one it started with, or the last good reload of its file.
  package private(set) var tour: Tour
  /// The indices in ``tour``'s pages of the pages shown, in order.
  package internal(set) var shownPages: [Int]
  /// The answers so far: the tour's defaults, then the presets, then what the user chose.
  package internal(set) var answers: TourAnswers
  /// Which question of the target page has the focus; `nil` on a page without questions.
  package internal(set) var focus: QuestionFocus?
  /// Text answers that were checked and refused (their pattern), by key: said under the
  /// field until it is edited.
  package internal(set) var answerProblems: [String: AnswerProblem] = [:]
  /// Why going forward was just refused (a required question unanswered): said in the key
  /// hint's place until the next input.
  package internal(set) var refusal: AnswerProblem?
  /// Animation settings, glyphs, labels and widths.
  private(set) var options: TourOptions
  /// The screen geometry at the current size.
  package private(set) var geometry: TourGeometry
  /// The page the content rests on or is heading to.
  package internal(set) var targetPage: Int
  /// The Start button's fade.
  private(set) var startButton = StartButton()
  /// Whether the help overlay is up.
  private(set) var isHelpShown = false
  /// How far the help overlay's list is scrolled (on screens too short for all of it).
  private(set) var helpScroll = 0
  /// How the tour ended, once it has.
  package internal(set) var outcome: TourOutcome?
  /// How many lines each page is scrolled down (pages taller than the screen).
  package internal(set) var scrollOffsets: [Int]
  /// The pictures' sizes and cells, as far as they are prepared.
  private(set) var pictures = PictureCatalog()
  /// The tour's pictures by page; empty when it has none or they are not shown.
  var tourPictures: TourPictures
  /// The review page's questions (`review: true`) as the user has seen them, listed after the
  /// last page shown; `nil` for a tour without a review page.
  package internal(set) var review: AnswerReview?
  /// The review page as laid out now (its entries follow the answers).
  var reviewPage: Page?
  /// The review entry with the focus, on the review page; `nil`: none, and Enter finishes.
  package internal(set) var reviewFocus: Int?
  /// Whether the target page was reached by following a link of the review page: going on
  /// from it (Enter on its question, →) goes back to the review.
  package internal(set) var returnsToReview = false
  /// The pages the user went to, by the tour's page numbers: their questions are the ones the
  /// review lists.
  var visitedPages: Set<Int> = []
  /// Why the tour file's last save could not be read (`FILE:LINE:COL: …`), shown in a banner
  /// over the last good tour until a save reads again; `nil` when there is nothing to say.
  private(set) var reloadError: TourFileError?
  /// The tour's steps that have been run or are running, by key.
  package internal(set) var steps: [String: StepProgress] = [:]
  /// The ``StepRun/id`` the next run gets.
  var nextStepRun = 1

  var motion: Motion = .resting
  var press: Press?
  /// The page and scroll positions the reader chose (by the tour's page numbers, shown or
  /// not), kept through reloads that show less.
  var readersPlace = ReadersPlace()
  /// When the wheel last turned, to tell one gesture (a burst of notches) from the next.
  private var lastWheel: Duration?
  /// Whether the current wheel gesture has turned the page.
  private var wheelTurnedPage = false

  /// Wheel notches closer together than this are one gesture: it turns at most one page.
  static let wheelGestureGap: Duration = .milliseconds(250)
  /// Lines a tall page scrolls per wheel notch.
  static let wheelScrollLines = 3

  /// How the content offset is moving.
  enum Motion: Equatable, Sendable {
    case resting
    case sliding(OffsetAnimation)
    case swiping(Swipe)
  }

  /// What a held mouse button is doing, decided when it went down.
  enum Press: Equatable, Sendable {
    case startButton
    /// On the page indicator at `x`, when page `page` was the target: a drag scrubs.
    case scrubbing(x: Int, page: Int)
    case swiping
    case ignored
    /// On an option or a text field, at (`x`, `y`) at `time`: a click when it comes up there,
    /// a swipe if it moves away first.
    case control(LineControl, x: Int, y: Int, time: Duration)
    /// On entry `entry` of the review page, at `x` at `time`: followed when it comes up there,
    /// a swipe if it moves away first.
    case link(Int, x: Int, time: Duration)
  }

  /// The time between animation frames: 60 per second at most.
  static let frameInterval: Duration = .nanoseconds(16_666_667)

  /// Starts `tour` on its first page on a `width` × `height` screen, its questions answered
  /// by `answers` where they say (presets, or what a launch gate remembers) and by their
  /// defaults elsewhere.
  package init(
    tour: Tour, width: Int, height: Int, options: TourOptions = TourOptions(),
    answers: [String: TourAnswer] = [:]
  ) {
    // Previewed (`--render`, `--check`), every step shows as not run, whoever gives commands.
    let tour = tour.markingSteps(
      available: options.previewsEveryPage
        ? Set(tour.questions.filter { $0.step != nil }.map(\.key)) : options.availableSteps)
    self.tour = tour
    self.options = options
    self.answers = TourAnswers(questions: tour.questions, answers: answers)
    shownPages = []
    tourPictures = .none
    geometry = TourGeometry(tour: Tour(pages: []), width: width, height: height, options: options)
    targetPage = 0
    scrollOffsets = []
    showPagesMeetingConditions(force: true)
    if let first = shownPages.first { visitedPages.insert(first) }
    showPagesMeetingConditions()
    focusFirstQuestion()
    startChecks(at: .zero)
    updateStartButton(at: .zero)
  }

  /// The paging geometry at the current width.
  var pager: Pager { geometry.pager }

  /// The content offset in columns at `now`.
  package func offset(at now: Duration) -> Double {
    switch motion {
    case .resting: return pager.restingOffset(ofPage: targetPage)
    case .sliding(let animation): return animation.value(at: now)
    case .swiping(let swipe): return pager.clamp(swipe.offset)
    }
  }

  /// The page covering most of the screen at `now`.
  package func currentPage(at now: Duration) -> Int {
    pager.currentPage(atOffset: offset(at: now))
  }

  /// Whether the last page is the target (the one Enter finishes from).
  var isOnLastPage: Bool { targetPage == geometry.pageCount - 1 }

  /// The tour of the pages shown, and the review page after them: what the geometry lays out.
  var shownTour: Tour {
    var shown = tour.selecting(pages: shownPages)
    if let reviewPage { shown.pages.append(reviewPage) }
    return shown
  }

  /// When the next frame is due, or `nil` when nothing moves and the caller can sleep until input.
  package func nextDeadline(after now: Duration) -> Duration? {
    if case .sliding(let animation) = motion, !animation.isFinished(at: now) {
      return now + TourState.frameInterval
    }
    if case .sliding = motion { return now }  // one more tick settles it
    let fade = startButton.isFading(at: now) ? now + TourState.frameInterval : nil
    guard let step = stepDeadline(after: now) else { return fade }
    return min(fade ?? step, step)
  }

  /// Applies one event at time `now`.
  package mutating func handle(_ event: TourEvent, at now: Duration) {
    guard outcome == nil else { return }
    switch event {
    case .key, .pointerDown, .paste: refusal = nil
    default: break
    }
    switch event {
    case .key(let key): handle(key, at: now)
    case .paste(let text): paste(text)
    case .pointerDown(let x, let y): pointerDown(x: x, y: y, at: now)
    case .pointerMoved(let x, let y): pointerMoved(x: x, y: y, at: now)
    case .pointerUp(let x, let y): pointerUp(x: x, y: y, at: now)
    case .wheel(let direction):
      if isHelpShown {
        scrollHelp(by: direction == .next ? 1 : -1)
      } else {
        wheel(direction, at: now)
      }
    case .resize(let width, let height):
      layOut(width: width, height: height)
      motion = .resting
      press = nil
    case .terminalWidths(let rule):
      guard rule != options.widths else { break }
      options.widths = rule
      layOut(width: geometry.layout.width, height: geometry.layout.height)
    case .reloaded(let tour): reload(tour)
    case .reloadFailed(let error): reloadError = error
    case .tick:
      if case .sliding(let animation) = motion, animation.isFinished(at: now) { motion = .resting }
    case .steps(let reports): apply(reports, at: now)
    case .pictures(let updates):
      var measured = false
      for update in updates where pictures.apply(update, mode: options.pictures) {
        measured = true
      }
      if measured { layOut(width: geometry.layout.width, height: geometry.layout.height) }
    }
    updateStartButton(at: now)
  }

  /// Lays the pages shown out for a `width` × `height` screen with the pictures' sizes known
  /// now, keeping each page's scroll within its new bounds.
  mutating func layOut(width: Int, height: Int) {
    geometry = TourGeometry(
      tour: shownTour, width: width, height: height, options: options,
      pictures: tourPictures.isEmpty ? nil : pictures.measurements)
    for page in scrollOffsets.indices where scrollOffsets[page] > 0 {
      scrollOffsets[page] = min(scrollOffsets[page], geometry.maximumScroll(ofPage: page))
    }
  }

  /// Shows `newTour` in place of the tour shown, as an author who saved the file expects: the
  /// page the reader chose (the last one while the file has fewer pages), each page scrolled as
  /// far as the reader scrolled it (as far as it still reaches), the help overlay still up, and
  /// no error banner. A save written in two steps shows its first part, clamped, then the
  /// reader's place again (``ReadersPlace``). Its front matter's animation and hints apply at
  /// once. Its pictures are read again where their files changed
  /// (``PictureCatalog/recheckAll()``).
  private mutating func reload(_ newTour: Tour) {
    let newTour = newTour.markingSteps(available: options.availableSteps)
    tour = newTour
    // Runs of steps the new file no longer has stop (they are no longer listed).
    steps = steps.filter { key, _ in newTour.questions.contains { $0.key == key && $0.step != nil }
    }
    reloadError = nil
    options.adoptSettings(of: newTour)
    // The answers given so far stay where the new file asks the same keys.
    answers = TourAnswers(questions: newTour.questions, answers: answers.byKey)
    answerProblems = [:]
    // The author may have re-exported a picture, or made one that was missing: each is
    // measured and converted again (from the store, unless its file changed).
    pictures.recheckAll()
    shownPages = newTour.pages.indices.filter(isShown)
    (review, reviewPage) = review(ofShownPages: shownPages)
    tourPictures = options.pictures == nil ? .none : TourPictures(shownTour)
    scrollOffsets = shownPages.map { readersPlace.scroll(ofPage: $0) }
    if reviewPage != nil { scrollOffsets.append(readersPlace.scroll(ofPage: newTour.pages.count)) }
    layOut(width: geometry.layout.width, height: geometry.layout.height)
    // The reader's page, or the last page shown before it (the last one, when pages are gone);
    // the review page stays the review page.
    let chosen = readersPlace.page(in: newTour.pages.count)
    let onReview = reviewPage != nil && readersPlace.page >= newTour.pages.count
    let page = onReview ? shownPages.count : shownPages.lastIndex { $0 <= chosen } ?? 0
    if targetPage != page {
      // The page shown is gone, or the reader's is back: rest there, not mid-way.
      targetPage = page
      motion = .resting
    }
    focusFirstQuestion(keepingPlace: true)
    helpScroll = min(helpScroll, helpOverlay.maximumScroll)
  }

  // MARK: - Keys

  /// Acts on a key through ``KeyBindings``, the one table of keys, as the focus reads it: a
  /// text field being typed into takes printable keys as text.
  private mutating func handle(_ key: TourKey, at now: Duration) {
    if isHelpShown {
      // The scroll keys scroll a help list taller than the screen, a row at a time, the
      // screenful keys a screenful, the first and last page's keys to either end; any other
      // key closes it, and any key at all closes one that fits (as its footer says).
      let overlay = helpOverlay
      let scrolls = overlay.maximumScroll > 0
      switch KeyBindings.action(for: key) {
      case .scrollUp where scrolls: scrollHelp(by: -1)
      case .scrollDown where scrolls: scrollHelp(by: 1)
      case .screenUp where scrolls: helpScroll = overlay.scroll(from: helpScroll, screens: -1)
      case .screenDown where scrolls: helpScroll = overlay.scroll(from: helpScroll, screens: 1)
      case .firstPage where scrolls: helpScroll = 0
      case .lastPage where scrolls: helpScroll = overlay.maximumScroll
      default: isHelpShown = false
      }
      return
    }
    let action = KeyBindings.action(for: key, in: keyContext)
    // A character no key claims where the focus is goes to the focused question: typed into a
    // text field, or into a choice's filter (starting it).
    if action == nil, case .character(let character) = key {
      type(String(character))
      return
    }
    if let action, handleReviewAction(action, key: key, at: now) { return }
    if let action, handleQuestionAction(action, at: now) { return }
    switch action {
    case .previousPage: go(to: targetPage - 1, at: now)
    case .nextPage: go(to: targetPage + 1, at: now)
    case .firstPage: go(to: 0, at: now)
    case .lastPage: go(to: geometry.pageCount - 1, at: now)
    case .goToPage:
      if let number = key.digit, number >= 1, number <= tour.pages.count {
        go(to: number - 1, at: now)
      }
    case .scrollUp: scroll(by: -1)
    case .scrollDown: scroll(by: 1)
    case .screenUp:
      if !scroll(by: -geometry.screenful(ofPage: targetPage)) { go(to: targetPage - 1, at: now) }
    case .screenDown: screenDown(at: now)
    case .nextPageOrFinish: goOnOrFinish(at: now)
    case .leave:
      // Esc stops the page's running steps first (q leaves, stopping them with the tour).
      if key == .escape, stopRunningSteps(at: now) { break }
      outcome = .skipped(atPage: currentPage(at: now))
    case .showHelp: openHelp()
    case nil: break
    default: break  // question and text-field actions, handled above
    }
  }

  /// Space and PgDn: a screenful down a page taller than the screen, else the next page.
  mutating func screenDown(at now: Duration) {
    if !scroll(by: geometry.screenful(ofPage: targetPage)) { go(to: targetPage + 1, at: now) }
  }

  /// Enter's move: the next page, or on the last page the end of the tour, once the
  /// required questions of the target page are answered.
  mutating func goOnOrFinish(at now: Duration) {
    guard isOnLastPage else { return go(to: targetPage + 1, at: now) }
    if refuseUnanswered(onPage: targetPage) || refuseUnansweredOnReview() { return }
    outcome = .finished
  }

  /// A tall page scrolls first; past its end the wheel turns the page, once per gesture, so a
  /// fast wheel or a touchpad burst does not run through pages the user never saw.
  private mutating func wheel(_ direction: WheelDirection, at now: Duration) {
    let step = direction == .next ? 1 : -1
    let isNewGesture = lastWheel.map { now - $0 >= TourState.wheelGestureGap } ?? true
    lastWheel = now
    if isNewGesture { wheelTurnedPage = false }
    // The rest of a burst that turned the page does nothing: the new page opens at its top.
    guard !wheelTurnedPage else { return }
    if !scroll(by: step * TourState.wheelScrollLines) && isNewGesture {
      go(to: targetPage + step, at: now)
      wheelTurnedPage = true
    }
  }

  /// The help overlay at the current screen size.
  var helpOverlay: HelpOverlay {
    HelpOverlay(
      labels: options.labels, glyphs: options.glyphs, width: geometry.layout.width,
      height: geometry.layout.height, title: tour.settings.title,
      sections: HelpSections.of(tour.questions).union(review != nil ? .review : []),
      counter: geometry.indicator(currentPage: targetPage).isCounter)
  }

  private mutating func scrollHelp(by lines: Int) {
    helpScroll = min(max(0, helpScroll + lines), helpOverlay.maximumScroll)
  }

  /// Scrolls the target page by `lines` within its bounds; returns whether it moved.
  @discardableResult
  mutating func scroll(by lines: Int) -> Bool {
    let page = targetPage
    let maximum = layout(ofPage: page).maximumScroll(rows: geometry.contentRows(ofPage: page))
    let scrolled = min(max(0, scrollOffsets[page] + lines), maximum)
    guard scrolled != scrollOffsets[page] else { return false }
    scrollOffsets[page] = scrolled
    readersPlace.scroll(page: tourPage(ofShownPage: page), to: scrolled)
    return true
  }

  /// Shows the help overlay from its top.
  private mutating func openHelp() {
    isHelpShown = true
    helpScroll = 0
  }

  /// Whether `? help` is offered where it is drawn apart from the key hint (the end of the
  /// dots' row): not over the help, and not while `?` types (into a field or a filter).
  var offersHelp: Bool {
    guard !isHelpShown, let key = KeyBindings.firstKey(of: .showHelp) else { return false }
    return KeyBindings.action(for: key, in: keyContext) == .showHelp
  }

  // MARK: - Pointer

  private mutating func pointerDown(x: Int, y: Int, at now: Duration) {
    if isHelpShown || geometry.isTooSmall {
      isHelpShown = false
      press = .ignored
      return
    }
    let indicator = geometry.indicator(currentPage: targetPage)
    if startButton.alpha(at: now) > 0, startButton.isShowing,
      geometry.startButtonFrame.contains(x: x, y: y)
    {
      press = .startButton
    } else if offersHelp, indicator.isOnHelp(x: x, y: y) {
      // `? help` at the end of the dots' row (the compact arrangement) opens the help.
      openHelp()
      press = .ignored
    } else if let page = indicator.page(atX: x, y: y) {
      press = .scrubbing(x: x, page: page)
      go(to: page, at: now)
    } else if motion == .resting, let control = control(atX: x, y: y) {
      press = .control(control, x: x, y: y, time: now)
    } else if motion == .resting, let entry = reviewLink(atX: x, y: y) {
      press = .link(entry, x: x, time: now)
    } else {
      press = .swiping
      let offset = offset(at: now)
      motion = .swiping(
        Swipe(x: x, offset: offset, page: pager.currentPage(atOffset: offset), at: now))
    }
  }

  private mutating func pointerMoved(x: Int, y: Int, at now: Duration) {
    switch press {
    case .control(_, let downX, _, let time) where abs(x - downX) >= 2,
      .link(_, let downX, let time) where abs(x - downX) >= 2:
      // Pressed on an option, then dragged: a swipe after all, from where it went down.
      press = .swiping
      let offset = offset(at: now)
      var swipe = Swipe(
        x: downX, offset: offset, page: pager.currentPage(atOffset: offset), at: time)
      swipe.move(to: x, at: now)
      motion = .swiping(swipe)
    case .scrubbing(let pressX, let pressPage):
      if let page = geometry.indicator(currentPage: targetPage).scrubPage(
        atX: x, pressedAt: pressX, from: pressPage),
        page != targetPage
      {
        go(to: page, at: now)
      }
    case .swiping:
      guard case .swiping(var swipe) = motion else { return }
      swipe.move(to: x, at: now)
      motion = .swiping(swipe)
    default:
      break
    }
  }

  private mutating func pointerUp(x: Int, y: Int, at now: Duration) {
    defer { press = nil }
    switch press {
    case .startButton:
      if isOnLastPage, geometry.startButtonFrame.contains(x: x, y: y) {
        goOnOrFinish(at: now)
      }
    case .control(let control, _, _, _):
      if self.control(atX: x, y: y)?.question == control.question {
        click(control, atX: x, y: y, at: now)
      }
    case .link(let entry, _, _):
      if reviewLink(atX: x, y: y) == entry { follow(entry, at: now) }
    case .swiping:
      guard case .swiping(var swipe) = motion else { return }
      if x != swipe.currentX { swipe.move(to: x, at: now) }
      let velocity = swipe.velocity(at: now)
      let page = pager.snapTarget(
        startPage: swipe.startPage, distance: swipe.distance, velocity: velocity)
      motion = .swiping(swipe)  // the slide starts where the released content is
      go(to: page, at: now, force: true)
    default:
      break
    }
  }

  // MARK: - Motion

  /// Heads for `page` (clamped) from wherever the content is at `now`: animated unless animation
  /// is off. A page already targeted keeps its slide; `force` starts one anyway (a released
  /// swipe, whose content is off its resting place).
  ///
  /// Going forward stops at the first page with a required question unanswered: the tour goes
  /// no further than that page, and refuses to leave it with a hint (``refusal``).
  mutating func go(to page: Int, at now: Duration, force: Bool = false) {
    var page = pager.clampPage(page)
    if page > targetPage, let blocked = firstPageWithUnansweredQuestion(from: targetPage),
      blocked < page
    {
      page = blocked
      if blocked == targetPage { _ = refuseUnanswered(onPage: targetPage) }
    }
    guard force || page != targetPage else { return }
    let from = offset(at: now)
    let arrives = page != targetPage
    targetPage = page
    readersPlace.go(to: tourPage(ofShownPage: page))
    if arrives {
      arrive()
      startChecks(at: now)
    }
    let to = pager.restingOffset(ofPage: page)
    if options.animates && from != to {
      motion = .sliding(
        OffsetAnimation(from: from, to: to, start: now, duration: options.slideDuration))
    } else {
      motion = .resting
    }
  }

  /// Shows the Start button while the last page is current, hides it otherwise.
  mutating func updateStartButton(at now: Duration) {
    let showing = currentPage(at: now) == geometry.pageCount - 1 && !geometry.isTooSmall
    startButton.setShowing(showing, at: now, animated: options.animates)
  }
}
