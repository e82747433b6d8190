/// What the launch gate remembers of one app: each tour finished or skipped, with its version
/// and when.
public struct AppRecord: Equatable, Sendable {
  /// One remembered run of the tour: the version, how it ended, and when.
  public struct Entry: Equatable, Sendable {
    /// The app version the tour was shown for.
    public var version: String
    /// How it ended: finished, skipped, nothing new to show, or a tour that could not be read.
    public var outcome: Outcome
    /// When, as UTC ISO 8601 (`2026-11-29T19:02:22Z`).
    public var date: String
    /// What the user answered, for a finished tour that asked something; empty otherwise.
    /// In a record the store shortened, a run also holds the answers of the older runs dropped
    /// just before it.
    public var answers: TourAnswers
    /// The keys the run's tour asked as secrets (``Question/isSecret``), without their
    /// answers: what older runs remember under them is forgotten (``AppRecord/answers``).
    public var secretKeys: [String]

    /// The entry as the store's JSON. A secret's answer is never written, whatever
    /// ``answers`` holds.
    package var json: JSONValue {
      let answers = answers.removing(Set(secretKeys)).withoutSecrets
      return .object(
        [
          ("version", .string(version)), ("outcome", .string(outcome.rawValue)),
          ("date", .string(date)),
        ] + (answers.isEmpty ? [] : [("answers", answers.jsonValue)])
          + (secretKeys.isEmpty ? [] : [("secret", .array(secretKeys.map { .string($0) }))]))
    }

    /// Creates an entry; `date` is UTC ISO 8601, like ``date``.
    public init(
      version: String, outcome: Outcome, date: String, answers: TourAnswers = TourAnswers(),
      secretKeys: [String] = []
    ) {
      self.version = version
      self.outcome = outcome
      self.date = date
      self.answers = answers
      self.secretKeys = secretKeys
    }
  }

  /// How a remembered run ended.
  public enum Outcome: String, Equatable, Sendable {
    /// Enter or Start on the last page.
    case finished
    /// q or Esc.
    case skipped
    /// An upgrade that brought no new pages: nothing was shown, the version is remembered.
    case nothingNew = "nothing-new"
    /// The tour file could not be read or is invalid, and that was said: nothing was shown,
    /// and the version does not count as seen (``highestVersion`` leaves it out). `tour …
    /// -- COMMAND` says it once per version.
    case unreadable
  }

  /// The app's ID, as its record file is named (`mytool` for `mytool.json`).
  public var app: String
  /// Every remembered run, oldest first.
  public var entries: [Entry]

  /// Creates the record of `app` holding `entries`, oldest first.
  public init(app: String, entries: [Entry] = []) {
    self.app = app
    self.entries = entries
  }

  /// The highest version of any run: what "the recorded version" means to the gate. Not the
  /// last run's: after 2.0 was finished, a forced run of 1.0 must not make 2.0 new again.
  /// Runs whose tour was ``Outcome/unreadable`` showed nothing and do not count.
  public var highestVersion: Version? {
    entries.filter { $0.outcome != .unreadable }.compactMap { Version($0.version) }.max()
  }

  /// Whether a tour that could not be read was already reported at `version`.
  public func reportedUnreadableTour(at version: Version) -> Bool {
    entries.contains { $0.outcome == .unreadable && Version($0.version) == version }
  }

  /// The answers remembered: each finished run's over the runs before it, so that an answer a
  /// later tour did not ask again is kept. A run whose tour asks a key as a secret forgets
  /// what the runs before it remember under that key (a record written before the key became
  /// a secret), and secrets are never remembered.
  public var answers: TourAnswers {
    entries.reduce(TourAnswers()) {
      let secrets = Set($1.secretKeys)
      return $0.removing(secrets).merging($1.answers.removing(secrets))
    }
  }

  /// The record as the store's JSON.
  package var json: JSONValue {
    .object([
      ("app", .string(app)),
      (
        "entries",
        .array(entries.map(\.json))
      ),
    ])
  }

  /// Reads a record from the store's JSON; `nil` when it is not one.
  package init?(json: JSONValue) {
    guard let app = json["app"]?.stringValue, case .array(let values)? = json["entries"] else {
      return nil
    }
    var entries: [Entry] = []
    for value in values {
      guard let version = value["version"]?.stringValue, Version(version) != nil,
        let outcome = value["outcome"]?.stringValue.flatMap(Outcome.init(rawValue:)),
        let date = value["date"]?.stringValue
      else { return nil }
      let answers = value["answers"].map(TourAnswers.init(json:)) ?? TourAnswers()
      // Keys only: anything else under `secret` (a record is a file anyone can edit) is left out.
      let secrets: [String] =
        if case .array(let keys)? = value["secret"] {
          keys.compactMap(\.stringValue).filter { AskComment.isValidKey($0) }
        } else { [] }
      entries.append(
        Entry(
          version: version, outcome: outcome, date: date, answers: answers, secretKeys: secrets))
    }
    self.init(app: app, entries: entries)
  }
}
