import Synchronization
import TourKit

/// Whether a tour is on screen in this process: one at a time.
private let isPresenting = Atomic<Bool>(false)

/// Shows `tour` full screen and returns how it ended. Without a terminal it shows nothing or
/// prints plain text, as ``PresentOptions/textMode`` says.
///
/// Everything it reads comes through `options` (environment, input and output descriptors),
/// and when it returns the process is as it was: signal dispositions, locale, tty settings,
/// terminal modes, descriptors. The terminal is restored on every way out, crashes included.
///
/// One full-screen tour at a time: while one is on screen, another call that would take the
/// terminal returns ``/TourKit/TourResult/Ending-swift.enum/alreadyPresenting`` at once and shows nothing. It
/// writes no warning (the result says it): the terminal belongs to the tour on screen.
/// Printing plain text has no such limit. While a tour is on screen, the default
/// ``PresentOptions/warn`` holds its lines back until the terminal is restored; every warning
/// is in the result's ``/TourKit/TourResult/warnings`` too.
///
/// It never throws and never ends the process: a terminal that cannot be set up is a warning
/// and ``/TourKit/TourResult/Ending-swift.enum/noTerminal`` (or plain text, as
/// ``PresentOptions/textMode`` says).
public func present(_ tour: Tour, options: PresentOptions = PresentOptions()) -> TourResult {
  // In this very frame, not a helper's: the tour's loop runs under no extra frame of
  // TourTerminal's, in a host's backtraces as everywhere.
  let log = WarningLog()
  let options = log.noting(options)
  let presets = TourAnswers(questions: tour.questions, answers: options.answers)
  switch options.presentation {
  case .disabled: return log.attached(to: TourResult(.disabled, answers: presets))
  case .plainText:
    return log.attached(to: printPlainText(tour, options: options, executor: options.stepExecutor))
  case .lineByLine:
    let session = AccessibleSession(tour: tour, options: options, executor: options.stepExecutor)
    return log.attached(to: session.run())
  case .noTerminal:
    // Nothing is shown, but what can be found out is: the checks of the pages the answers show.
    return log.attached(
      to: TourResult(
        .noTerminal,
        answers: PlainTextChecks.outcomes(
          of: tour.markingSteps(available: Set(options.steps.keys)), from: presets,
          executor: options.stepExecutor)))
  case .fullScreen: break
  }
  guard
    isPresenting.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
  else { return log.attached(to: TourResult(.alreadyPresenting, answers: presets)) }
  defer { isPresenting.store(false, ordering: .releasing) }
  do {
    let result = try TourSession(tour: tour, options: options).run(
      terminalType: options.terminalType ?? "")
    return log.attached(to: result)
  } catch {
    guard options.textMode == .automatic else {
      options.warn("\(error.message); not showing the tour")
      return log.attached(to: TourResult(.noTerminal, answers: presets))
    }
    options.warn("\(error.message); printing the tour as text")
    return log.attached(to: printPlainText(tour, options: options, executor: options.stepExecutor))
  }
}

/// Shows `tour` at an app's launch only when it is needed: on a fresh install (the pages
/// without `since`), after an upgrade (the pages new since the version last seen), or never
/// again for a version already seen. Remembers `version` in `store` when the user finishes or
/// skips; not when the run is interrupted, nor when there was no terminal to show it on (unless
/// ``PresentOptions/textMode`` is `.always`), nor when the user left while a required question
/// was unanswered (``/TourKit/AppLaunch/rememberSkip(of:answers:date:)``): the tour is due
/// again.
///
/// Answers are remembered with a finished run. The next run starts from them (a forced run, or
/// a what's-new page that asks again), ``PresentOptions/answers`` over them, and every result
/// carries the remembered answers merged with the new: a what's-new tour that asks one new
/// question returns the old answers too.
///
/// - Parameters:
///   - tour: the whole tour; the gate picks the pages to show.
///   - app: the app's ID (the record's file name): no `/`, no `..`, no control characters.
///   - version: the app's version now, like `1.4` or `2.0.0-beta.1`.
///   - store: where versions are remembered (default: `~/.local/state/tour/APP.json`).
///   - override: `.force` shows the onboarding regardless (and remembers as usual);
///     `.whatsNew(since:)` previews the upgrade view and remembers nothing.
///   - options: how to show it, and everything it reads (see ``present(_:options:)``).
/// A what's-new run (an upgrade, or `.whatsNew(since:)`) labels the button `Continue` in the
/// chrome's language, or the tour's `whats-new-start:`, rather than the onboarding's Start.
///
/// Nothing that happens at run time throws or ends the process: a record that cannot be read
/// counts as none, a store that cannot be written remembers nothing, a terminal that cannot be
/// set up shows nothing; each is a warning, in ``/TourKit/TourResult/warnings`` too, and the
/// host goes on. Only the arguments are checked: an invalid app ID or version is a mistake in
/// the host's code, and throws. (An invalid tour never gets here: the EmbedTour plugin fails the
/// build for it, and ``/TourKit/Tour/parse(_:name:pictures:)`` and
/// ``/TourKit/Tour/load(contentsOf:language:)`` throw.)
///
/// - Returns: ``/TourKit/TourResult/Ending-swift.enum/notNeeded`` when nothing was shown, else how the tour ended.
/// - Throws: ``/TourKit/LaunchGateError`` for an invalid app ID or version, before anything is shown.
public func presentIfNeeded(
  _ tour: Tour, app: String, version: String, store: any TourStore = FileTourStore(),
  override: LaunchGate.Override? = nil, options: PresentOptions = PresentOptions()
) throws(LaunchGateError) -> TourResult {
  let log = WarningLog()
  return log.attached(
    to: try throughTheGate(
      tour, app: app, version: version, store: store, override: override,
      options: log.noting(options)
    ) { pages, reason, options in
      if case .upgrade = reason { return presentWhatsNew(tour, pages: pages, options: options) }
      return present(tour.selecting(pages: pages), options: options)
    })
}

/// ``presentIfNeeded(_:app:version:store:override:options:)`` for a tour file printed as plain
/// text page by page: the gate decides from the pages' settings, and the pages it picks are
/// printed as they are read again.
package func presentIfNeeded(
  _ file: PlainTextFile, app: String, version: String, store: any TourStore,
  override: LaunchGate.Override?, options: PresentOptions
) throws(LaunchGateError) -> TourResult {
  let log = WarningLog()
  return log.attached(
    to: try throughTheGate(
      file.outline, app: app, version: version, store: store, override: override,
      options: log.noting(options)
    ) { pages, _, options in file.print(pages: pages, options: options) })
}

/// The launch gate around `show`, which shows the pages of `tour` it is given, for the reason
/// the gate gives, with the options it is given (their answers start from the remembered
/// ones); its warnings go to `options.warn` only.
private func throughTheGate(
  _ tour: Tour, app: String, version: String, store: any TourStore,
  override: LaunchGate.Override?, options: PresentOptions,
  show: ([Int], LaunchGate.Reason, PresentOptions) -> TourResult
) throws(LaunchGateError) -> TourResult {
  let launch = try AppLaunch(
    app: app, version: version, store: store, override: override, warn: options.warn)
  let unshown = TourAnswers.unshown(
    remembered: launch.rememberedAnswers, asking: tour.questions, presets: options.answers)
  var options = options
  // A secret is asked again: a record made before its key became one may still hold it.
  let secrets = Set(tour.questions.filter(\.isSecret).map(\.key))
  options.answers = launch.rememberedAnswers.removing(secrets).byKey.merging(options.answers) {
    $1
  }
  if options.isDisabled { return TourResult(.disabled, answers: unshown) }
  switch launch.decide(for: tour) {
  case .skip(let record):
    if record { launch.remember(.nothingNew) }
    return TourResult(.notNeeded, answers: unshown)
  case .show(let pages, _) where pages.isEmpty:
    return TourResult(.notNeeded, answers: unshown)
  case .show(let pages, let reason):
    var result = show(pages, reason, options)
    // Remembered: the answers to what the pages shown asked. The result also holds the
    // defaults of questions on pages left out (an onboarding page on an upgrade run), for the
    // host; remembered, a default never chosen would stay when the tour's default changes.
    let asked = Set(pages.flatMap { tour.pages[$0].questions.map(\.key) })
    let answered = result.answers.removing(Set(result.answers.keys).subtracting(asked))
    switch result.ending {
    case .completed: launch.remember(.finished, answers: answered)
    case .skipped: launch.rememberSkip(of: tour.selecting(pages: pages), answers: result.answers)
    case .printed where options.textMode == .always:
      launch.remember(.finished, answers: answered)
    case .printed, .interrupted, .notNeeded, .disabled, .noTerminal, .outputFailed,
      .alreadyPresenting:
      break
    }
    // This tour's, in the order it asks them, then every other key the store remembers.
    result.answers = result.answers.merging(
      launch.rememberedAnswers.removing(Set(result.answers.keys)))
    return result
  }
}

/// Shows the pages at `pages` of `tour` as what's new: the button says `Continue` in the
/// chrome's language, or the tour's `whats-new-start:`. What the gate shows after an upgrade,
/// and what `tour --whats-new` previews.
package func presentWhatsNew(_ tour: Tour, pages: [Int], options: PresentOptions) -> TourResult {
  var options = options
  options.labels = options.labels.forWhatsNew
  return present(tour.whatsNew(pages: pages), options: options)
}

/// Prints the tour as plain text (to the output descriptor by default), a page a write: wrapped
/// to `COLUMNS` or 80, with no escape codes, and without box-drawing characters unless the
/// output descriptor is a terminal (``PlainTextTour``). Each page's checks run through
/// `executor` before it is printed (``PlainTextChecks``), and their outcomes are answers. A
/// failed write is no warning: the result says it, and the host decides what to tell its user.
func printPlainText(_ tour: Tour, options: PresentOptions, executor: any StepExecuting)
  -> TourResult
{
  let tour = tour.markingSteps(available: Set(options.steps.keys))
  var checks = PlainTextChecks(
    executor: executor, answers: TourAnswers(questions: tour.questions, answers: options.answers))
  let reader: PlainTextTour.Reader =
    Platform.isTerminal(options.outputDescriptor) ? .terminal : .file
  for (index, page) in tour.pages.enumerated() {
    let steps = checks.run(on: page)
    let text = PlainTextTour.text(
      of: page, number: index + 1, of: tour.pages.count, title: tour.settings.title,
      width: options.plainTextWidth, unicode: options.plainTextIsUnicode, labels: options.labels,
      reader: reader, steps: steps)
    do {
      try options.writeText(text)
    } catch {
      return TourResult(.outputFailed, answers: checks.answers)
    }
  }
  return TourResult(.printed, answers: checks.answers)
}
