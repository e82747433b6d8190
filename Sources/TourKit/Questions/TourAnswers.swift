/// One answer to a ``Question``, typed by what the question asks.
public enum TourAnswer: Hashable, Sendable {
  /// A single choice: the chosen option's value.
  case choice(String)
  /// A multiple choice: the ticked options' values, in the list's order.
  case choices([String])
  /// A yes/no question: whether its box is ticked.
  case flag(Bool)
  /// A text field's text.
  case text(String)
}

/// The answers of a tour, by question key, in the order the tour asks them.
///
/// Every question of the tour has a place: its answer, else its default (a question on a
/// page that was not shown keeps its default), else nothing (a single choice with no `(x)`
/// that was never chosen). Read them by key:
///
/// ```swift
/// let theme = result.answers.choice("theme") ?? "auto"
/// let features = result.answers.choices("features")
/// if result.answers.flag("telemetry") == true { enableTelemetry() }
/// let name = result.answers.text("name")
/// ```
public struct TourAnswers: Equatable, Sendable, CustomStringConvertible {
  /// The keys, in the order the tour asks them.
  public let keys: [String]
  private var values: [String: TourAnswer]
  /// The keys whose questions are secrets (``Question/isSecret``): their answers are printed
  /// and handed on like any other, but ``AppLaunch/remember(_:answers:date:)`` leaves them out
  /// of the record.
  public private(set) var secretKeys: Set<String> = []
  /// The keys whose answers hold for the run they came from (steps' outcomes): handed on like
  /// any other, never remembered by the launch gate.
  private(set) var outcomeKeys: Set<String> = []

  /// No answers: a tour without questions.
  public init() {
    keys = []
    values = [:]
  }

  /// Answers to `questions`: their defaults, then `answers` over them where they fit the
  /// question. A text that is one of a single choice's values is that choice; an answer that
  /// does not fit (a remembered choice whose option is gone, a text for a yes/no question)
  /// leaves the default.
  package init(questions: [Question], answers: [String: TourAnswer] = [:]) {
    keys = questions.map(\.key)
    var values: [String: TourAnswer] = [:]
    for question in questions {
      let given = answers[question.key].flatMap(question.fitting)
      if let answer = given ?? question.defaultAnswer { values[question.key] = answer }
    }
    self.values = values
    secretKeys = Set(questions.filter(\.isSecret).map(\.key))
    outcomeKeys = Set(questions.filter { !$0.kind.behaviour.isRemembered }.map(\.key))
  }

  /// The answers to `tour`'s questions: each question's default, then `answers` over them
  /// where they fit the question (a value among a choice's options, a text for a text field,
  /// a flag for a yes/no question); an answer that does not fit, or whose key the tour does
  /// not ask, is left out. For a host that asks the questions its own way and hands the
  /// result to ``AppLaunch/remember(_:answers:date:)`` or prints ``json``.
  public init(for tour: Tour, answers: [String: TourAnswer] = [:]) {
    self.init(questions: tour.questions, answers: answers)
  }

  /// Answers as read back from JSON (the launch gate's record): a string is a text (a
  /// choice, once fitted to its question), an array of strings a multiple choice, a boolean
  /// a yes/no; anything else is left out. Every string is cleaned as typed text is
  /// (``TextEditing/sanitized(_:)``): a record is a file anyone can edit, and what it holds is
  /// printed by `--recall` and handed to `-- COMMAND` even for keys the tour no longer asks.
  init(json: JSONValue) {
    guard case .object(let members) = json else {
      self.init(keys: [], values: [:])
      return
    }
    var keys: [String] = []
    var values: [String: TourAnswer] = [:]
    for (key, value) in members where AskComment.isValidKey(key) && values[key] == nil {
      let answer: TourAnswer?
      switch value {
      case .string(let text): answer = .text(TextEditing.sanitized(text))
      case .bool(let flag): answer = .flag(flag)
      case .array(let items):
        let texts = items.compactMap(\.stringValue).map(TextEditing.sanitized)
        answer = texts.count == items.count ? .choices(texts) : nil
      default: answer = nil
      }
      if let answer {
        keys.append(key)
        values[key] = answer
      }
    }
    self.init(keys: keys, values: values)
  }

  private init(keys: [String], values: [String: TourAnswer]) {
    self.keys = keys
    self.values = values
  }

  /// These answers with `newer` over them: its keys win, keys it lacks are kept. A key is
  /// secret when the answers it comes from say so.
  package func merging(_ newer: TourAnswers) -> TourAnswers {
    var values = self.values
    for key in newer.keys { values[key] = newer.values[key] }
    var merged = TourAnswers(
      keys: keys + newer.keys.filter { !keys.contains($0) }, values: values)
    merged.secretKeys = secretKeys.subtracting(newer.keys).union(newer.secretKeys)
    return merged
  }

  /// These answers without those under `left`.
  package func removing(_ left: Set<String>) -> TourAnswers {
    guard !left.isDisjoint(with: keys) else { return self }
    var removed = TourAnswers(
      keys: keys.filter { !left.contains($0) }, values: values.filter { !left.contains($0.key) })
    removed.secretKeys = secretKeys.subtracting(left)
    removed.outcomeKeys = outcomeKeys.subtracting(left)
    return removed
  }

  /// These answers without the secrets: what a record may hold.
  package var withoutSecrets: TourAnswers { removing(secretKeys) }

  /// The answers by key.
  package var byKey: [String: TourAnswer] { values }

  /// The answers a launch gives when its tour is not shown (not needed, or turned off): the
  /// answers to `questions`, in their order — `presets` over the remembered ones over the
  /// defaults — then every other answer `remembered` holds, for keys no longer asked (but
  /// not for a key `questions` asks as a secret). What `presentIfNeeded` returns, and what
  /// `tour … -- COMMAND` hands on.
  package static func unshown(
    remembered: TourAnswers, asking questions: [Question], presets: [String: TourAnswer]
  ) -> TourAnswers {
    // A record made before a key became a secret may hold an answer to it: a secret is asked,
    // never taken from a record.
    let remembered = remembered.removing(Set(questions.filter(\.isSecret).map(\.key)))
    let given = remembered.byKey.merging(presets) { $1 }
    // In the order the tour asks, as a run that shows it gives them; then the keys it no
    // longer asks, in the record's order.
    let asked = TourAnswers(questions: questions, answers: given)
    return asked.merging(remembered.removing(Set(asked.keys)))
  }

  /// The answer to `key`, or `nil` when it has none (no such question, or a single choice
  /// never chosen).
  public subscript(key: String) -> TourAnswer? {
    get { values[key] }
    set {
      guard keys.contains(key) else { return }
      values[key] = newValue
    }
  }

  /// The chosen option's value of single-choice question `key`. (Answers read back from a
  /// store, which does not tell a choice from a text, are read by either accessor.)
  public func choice(_ key: String) -> String? {
    switch values[key] {
    case .choice(let value)?, .text(let value)?: return value
    default: return nil
    }
  }

  /// The ticked options' values of multiple-choice question `key`; empty when none is ticked
  /// or there is no such question.
  public func choices(_ key: String) -> [String] {
    if case .choices(let values)? = values[key] { return values }
    return []
  }

  /// Whether the box of yes/no question `key` is ticked; `nil` when there is no such question.
  public func flag(_ key: String) -> Bool? {
    if case .flag(let value)? = values[key] { return value }
    return nil
  }

  /// The text of text question `key`.
  public func text(_ key: String) -> String? {
    switch values[key] {
    case .text(let value)?, .choice(let value)?: return value
    default: return nil
    }
  }

  /// Whether the tour asked nothing.
  public var isEmpty: Bool { keys.isEmpty }

  /// The answers as one JSON object: a single choice a string (`null` when never chosen),
  /// a multiple choice an array of strings, a yes/no a boolean, a text a string.
  public var json: String { jsonValue.serialized }

  /// The answers as a JSON value, in the tour's order.
  var jsonValue: JSONValue {
    .object(
      keys.map { key in
        switch values[key] {
        case .choice(let value)?: return (key, .string(value))
        case .choices(let values)?: return (key, .array(values.map { .string($0) }))
        case .flag(let value)?: return (key, .bool(value))
        case .text(let value)?: return (key, .string(value))
        case nil: return (key, .null)
        }
      })
  }

  /// The answers as POSIX shell assignments, one line each: `TOUR_THEME='dark'`. The key is
  /// upper-cased with `-` as `_` after `prefix`; a name that is one of tour's own settings
  /// (`TOUR_DISABLE`, `TOUR_ACCESSIBLE`, …), or that an earlier key already gave, is left out
  /// (a tour cannot ask such keys, but a record may remember them). The value is
  /// single-quoted, so that `eval` gives exactly it whatever it holds (a `'` is written
  /// `'\''`); a multiple choice is its values separated by spaces, a yes/no `true` or `false`,
  /// no answer an empty string.
  public func shellAssignments(prefix: String = "TOUR_") -> String {
    environmentVariables(prefix: prefix).map { name, value in
      name + "='" + value.replacingAll("'", with: "'\\''") + "'\n"
    }.joined()
  }

  /// The answers as environment variables, in the tour's order, named and valued as
  /// ``shellAssignments(prefix:)`` writes them (without the quotes): what `tour … -- COMMAND`
  /// gives COMMAND.
  package func environmentVariables(
    prefix: String = TourVariable.answerPrefix
  ) -> [(name: String, value: String)] {
    var named: Set<String> = []
    return keys.compactMap { key in
      let name = TourVariable.answerName(forKey: key, prefix: prefix)
      guard !TourVariable.isReserved(name), named.insert(name).inserted else { return nil }
      let value =
        switch values[key] {
        case .choice(let text)?, .text(let text)?: text
        case .choices(let texts)?: texts.joined(separator: " ")
        case .flag(let flag)?: flag ? "true" : "false"
        case nil: ""
        }
      return (name, value)
    }
  }

  /// The answers as `key=value` lines, for reading.
  public var description: String {
    keys.map { key in "\(key)=\(values[key].map(\.text) ?? "")" }.joined(separator: "\n")
  }
}

extension Question {
  /// `answer` as an answer to this question, or `nil` when it does not fit it.
  func fitting(_ answer: TourAnswer) -> TourAnswer? { kind.behaviour.fitting(answer) }
}

extension TourAnswer {
  /// The answer as one line of text: values separated by commas, `yes` or `no`.
  package var text: String {
    switch self {
    case .choice(let value), .text(let value): return value
    case .choices(let values): return values.joined(separator: ", ")
    case .flag(let flag): return flag ? "yes" : "no"
    }
  }
}

extension String {
  /// The text with every `target` replaced by `replacement` (Foundation-free).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    // An ASCII target's byte is in the text wherever the character is: looking for the byte
    // spares splitting the whole text into characters when it is not there (each run of a
    // page's text is checked for a tab).
    if let byte = target.asciiValue, !utf8.contains(byte) { return self }
    guard contains(target) else { return self }
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
