import Synchronization

/// Where the launch gate remembers which tours an app's user has seen.
///
/// ``FileTourStore`` keeps one JSON file per app; ``InMemoryTourStore`` is for tests and for
/// hosts that keep their own settings.
public protocol TourStore: Sendable {
  /// The record of `app`, or `nil` when there is none. Throws ``TourStoreError/corrupt(_:)`` for
  /// a record that exists but cannot be read; the gate treats that as no record.
  func record(for app: AppID) throws(TourStoreError) -> AppRecord?
  /// Adds `entry` to the record of `app`, atomically with respect to other processes.
  func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError)
  /// Forgets `app` entirely.
  func forget(_ app: AppID) throws(TourStoreError)
  /// Throws ``TourStoreError/unavailable(_:)`` when a record of `app` could not be written: the
  /// gate then shows nothing rather than a tour it would show again at every launch. Asked
  /// only when a tour is due. By default a store can always write.
  func checkWritable(for app: AppID) throws(TourStoreError)
}

extension TourStore {
  /// A store can write unless it says otherwise.
  public func checkWritable(for app: AppID) throws(TourStoreError) {}
}

/// Why a store could not read or write a record.
public enum TourStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The record exists but is not valid (the file is named, with the reason).
  case corrupt(String)
  /// The store cannot be used (no home folder, a read-only folder, …), with the reason.
  case unavailable(String)

  /// The reason, as one line with control characters shown escaped (a path can hold any).
  public var description: String {
    switch self {
    case .corrupt(let reason), .unavailable(let reason): return reason.escapingControlCharacters()
    }
  }
}

/// A store held in memory, for tests and for hosts with their own persistence.
public final class InMemoryTourStore: TourStore {
  private let records: Mutex<[String: AppRecord]>

  /// Creates an empty store, or one holding `records`.
  public init(records: [AppRecord] = []) {
    var byApp: [String: AppRecord] = [:]
    for record in records { byApp[record.app] = record }
    self.records = Mutex(byApp)
  }

  /// The record of `app` held in memory, or `nil`; never throws.
  public func record(for app: AppID) throws(TourStoreError) -> AppRecord? {
    records.withLock { $0[app.rawValue] }
  }

  /// Adds `entry` to the record of `app`, creating the record on the app's first entry.
  public func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {
    records.withLock {
      $0[app.rawValue, default: AppRecord(app: app.rawValue)].append(entry)
    }
  }

  /// Removes `app`'s record: its next launch is a fresh install.
  public func forget(_ app: AppID) throws(TourStoreError) {
    _ = records.withLock { $0.removeValue(forKey: app.rawValue) }
  }
}

/// A validated app ID: the name a tour's record is kept under.
public struct AppID: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The ID as given, validated: the record's file name without `.json`.
  public let rawValue: String

  /// Validates an ID, which becomes a file name: 1 to 128 bytes of UTF-8, no `/`, no `..`, no
  /// C0 or C1 control characters, no U+FFFD (it stands for bytes that were not UTF-8, so two
  /// different IDs would share a record), and not starting with `.` or `-`.
  public init(_ text: String) throws(LaunchGateError) {
    func refuse(_ reason: String) -> LaunchGateError { .badAppID(text, reason) }
    guard !text.isEmpty, text.utf8.count <= 128 else {
      throw refuse("it must be 1 to 128 bytes of UTF-8")
    }
    // One pass over the scalars, then the reasons in order: an ID is checked at every launch,
    // and `String.contains(String)` would link the regex engine.
    var (slash, dots, control, replacement) = (false, false, false, false)
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      slash = slash || scalar == "/"
      dots = dots || (previous == "." && scalar == ".")
      control = control || scalar.isControlCharacter
      replacement = replacement || scalar == "\u{FFFD}"
      previous = scalar
    }
    guard !slash else { throw refuse("it must not contain `/`") }
    guard !dots else { throw refuse("it must not contain `..`") }
    guard !control else { throw refuse("it must not contain control characters") }
    guard !replacement else {
      throw refuse("it must be valid UTF-8 (U+FFFD stands for bytes that were not)")
    }
    guard !text.hasPrefix("."), !text.hasPrefix("-") else {
      throw refuse("it must not start with `.` or `-`")
    }
    rawValue = text
  }

  /// The ID as given (``rawValue``).
  public var description: String { rawValue }
}
