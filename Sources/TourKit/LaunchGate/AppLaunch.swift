/// One launch of an app through the launch gate, with no terminal involved: it reads once what
/// the app's user has seen, says which pages to show, and remembers how the tour ended.
///
/// `presentIfNeeded` (TourTerminal) is this around `present`. A host that shows tours its own
/// way uses it directly:
///
/// ```swift
/// let launch = try AppLaunch(app: "mytool", version: "1.4", warn: { log($0) })
/// switch launch.decide(for: tour) {
/// case .show(let pages, _):
///   let shown = tour.selecting(pages: pages)
///   let (finished, answers) = showMyWay(shown)
///   if finished {
///     launch.remember(.finished, answers: answers)
///   } else {
///     launch.rememberSkip(of: shown, answers: answers)
///   }
/// case .skip(let record):
///   if record { launch.remember(.nothingNew) }
/// }
/// ```
public struct AppLaunch {
  /// The app's validated ID: the name its record is kept under.
  public let app: AppID
  /// The app's version now, as given: what ``remember(_:answers:date:)`` records.
  public let version: String
  /// `.force` or `.whatsNew(since:)` when the caller gave one; `nil` for an ordinary launch.
  public let override: LaunchGate.Override?
  /// The highest version the store remembers for the app (``AppRecord/highestVersion``);
  /// `nil` when there is no record, or none that could be read.
  public let recorded: Version?
  /// The answers the store remembers for the app, as its last finished runs gave them (see
  /// ``AppRecord/answers``); empty when there are none. ``TourAnswers/choice(_:)`` and the
  /// other accessors read them; a tour started with them (`presentIfNeeded`) fits each to its
  /// question.
  public let rememberedAnswers: TourAnswers
  /// Whether the store remembers that a tour that could not be read was reported at this
  /// ``version`` (``AppRecord/Outcome/unreadable``): a tool says it once per version.
  public let reportedUnreadableTour: Bool

  private let current: Version
  private let store: any TourStore
  private let warn: (String) -> Void
  /// False when the store could not be read at all (no home folder, a folder in place of the
  /// record): warned about once, so nothing is written and warned about again.
  private let storeIsUsable: Bool
  /// Whether the store can write, asked the first time ``decide(for:)`` would show pages.
  private let writability = Writability()

  /// Validates `app` and `version` and reads what `store` remembers of the app.
  ///
  /// A corrupt record counts as none. A store that cannot be used means nothing will be
  /// remembered, so a tour shown would be shown again at every launch: without an `override`
  /// nothing is shown (``decide(for:)`` says `.skip`). Each is reported through `warn` as one
  /// line.
  ///
  /// - Parameters:
  ///   - app: the app's ID (``AppID``): the record's file name.
  ///   - version: the app's version now, like `1.4` or `2.0.0-beta.1`.
  ///   - store: where versions are remembered (default: `~/.local/state/tour/APP.json`).
  ///   - override: `.force` shows the onboarding regardless (and remembers as usual);
  ///     `.whatsNew(since:)` previews the upgrade view and remembers nothing.
  ///   - warn: receives each warning, one line without a trailing newline.
  /// - Throws: ``LaunchGateError`` for an invalid app ID or version; the store never throws.
  public init(
    app: String, version: String, store: any TourStore = FileTourStore(),
    override: LaunchGate.Override? = nil, warn: @escaping (String) -> Void
  ) throws(LaunchGateError) {
    self.app = try AppID(app)
    guard let current = Version(version) else { throw .badVersion(version) }
    self.version = version
    self.current = current
    self.override = override
    self.store = store
    self.warn = warn
    var recorded: Version?
    var answers = TourAnswers()
    var reported = false
    var storeIsUsable = true
    do {
      let record = try store.record(for: self.app)
      recorded = record?.highestVersion
      answers = record?.answers ?? TourAnswers()
      reported = record?.reportedUnreadableTour(at: current) ?? false
    } catch {
      if case .corrupt = error {
        warn("\(error); counting it as no record")  // and replaced by the next record
      } else {
        storeIsUsable = false
        warn(Self.cannotRemember(error, override: override))
      }
    }
    self.recorded = recorded
    rememberedAnswers = answers
    reportedUnreadableTour = reported
    self.storeIsUsable = storeIsUsable
  }

  /// What the store said when asked whether it can write: asked once, warned about once.
  private final class Writability {
    /// The store's answer; `nil` until asked.
    private var answer: Result<Void, TourStoreError>?

    /// True when the store was asked and cannot write.
    var isKnownUnwritable: Bool {
      if case .failure = answer { return true }
      return false
    }

    /// Whether `store` can write `app`'s record, asking it the first time; a failure is
    /// warned about.
    func isWritable(store: any TourStore, app: AppID, warn: (String) -> Void) -> Bool {
      if answer == nil {
        answer = Result { () throws(TourStoreError) in try store.checkWritable(for: app) }
        if case .failure(let error) = answer {
          warn(AppLaunch.cannotRemember(error, override: nil))
        }
      }
      return !isKnownUnwritable
    }
  }

  /// The warning for a store that cannot be used: without an override, nothing is shown, and
  /// the warning comes back at every launch until the store is mended, so it says how to turn
  /// tours off instead.
  fileprivate static func cannotRemember(_ error: TourStoreError, override: LaunchGate.Override?)
    -> String
  {
    override == nil
      ? "cannot remember this tour, so it is not shown: \(error) (TOUR_DISABLE=1 turns tours off)"
      : "cannot remember this tour: \(error)"
  }

  /// Whether this launch shows nothing, whatever its tour holds: no override, and the app's
  /// record has reached this version (finished, skipped or nothing new to show). A host can
  /// ask before loading its tour; ``decide(for:)`` then says `.skip`, and the answers to hand
  /// on are ``rememberedAnswers`` over the tour's defaults.
  public var isNothingDue: Bool {
    Self.isNothingDue(recorded: recorded, current: current, override: override)
  }

  /// Whether a launch of version `current` shows nothing when the record's highest version is
  /// `recorded`: what ``isNothingDue`` says, for a caller that knows `recorded` without
  /// reading the record (the launch cache).
  package static func isNothingDue(
    recorded: Version?, current: Version, override: LaunchGate.Override?
  ) -> Bool {
    guard override == nil, let recorded else { return false }
    return !(recorded < current)
  }

  /// What to show of `tour` at this launch, given ``recorded`` (see ``LaunchGate`` for the
  /// rules). On `.skip(record: true)` call ``remember(_:answers:date:)`` with
  /// `.nothingNew`, so the next launch does not ask again.
  ///
  /// A store that cannot be used shows nothing without an override: onboarding that cannot be
  /// remembered would stand in the way of every launch.
  public func decide(for tour: Tour) -> LaunchGate.Decision {
    if !storeIsUsable && override == nil { return .skip(record: false) }
    let decision = LaunchGate.decide(
      tour: tour, version: current, recorded: recorded, override: override)
    // Asked only now: a launch that shows nothing (or is disabled) touches no file.
    guard override == nil, case .show(let pages, _) = decision, !pages.isEmpty else {
      return decision
    }
    return writability.isWritable(store: store, app: app, warn: warn)
      ? decision : .skip(record: false)
  }

  /// Whether ``remember(_:answers:date:)`` writes anything: not for a what's-new preview,
  /// which would use up the real upgrade, and not when the store could not be read.
  public var remembers: Bool {
    if case .whatsNew = override { return false }
    return storeIsUsable && writability.isKnownUnwritable == false
  }

  /// Remembers that the user left `shown` (the pages this launch showed) early, with
  /// `answers`: as ``AppRecord/Outcome/skipped``, so that this version's tour is not shown
  /// again. Unless a question on those pages that must be answered still is not (required
  /// and unanswered, or a text its pattern refuses): then nothing is remembered, and the tour
  /// is due again at the next launch, as it was at this one.
  public func rememberSkip(of shown: Tour, answers: TourAnswers, date: String? = nil) {
    guard shown.questionsStillToAnswer(given: answers).isEmpty else { return }
    remember(.skipped, answers: answers, date: date)
  }

  /// Remembers that the tour for ``version`` ended with `outcome`, at `date` (UTC ISO 8601,
  /// default now), with the `answers` of a finished tour (a skipped one's are not remembered):
  /// those to the questions on the pages shown, as `presentIfNeeded` passes them.
  /// Secrets (``TourAnswers/secretKeys``) never are: the record names their keys only, so that
  /// nothing older is remembered under them either. Steps' outcomes never are: a check runs
  /// again each time its page is shown. A store that fails is reported through
  /// `warn`, as one line, except for ``AppRecord/Outcome/nothingNew``: nothing was shown, and
  /// the record only spares the next launch reading the tour to decide again, which is no
  /// reason to warn at every launch.
  public func remember(
    _ outcome: AppRecord.Outcome, answers: TourAnswers = TourAnswers(), date: String? = nil
  ) {
    guard remembers else { return }
    do {
      try store.append(
        AppRecord.Entry(
          version: version, outcome: outcome, date: date ?? UTCDate.now(),
          answers: outcome == .finished
            ? answers.withoutSecrets.removing(answers.outcomeKeys) : TourAnswers(),
          secretKeys: answers.keys.filter(answers.secretKeys.contains)), for: app)
    } catch {
      if outcome != .nothingNew { warn("cannot remember this tour: \(error)") }
    }
  }
}
