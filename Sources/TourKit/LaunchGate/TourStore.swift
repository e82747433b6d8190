import Synchronization

/// Where the launch gate remembers which tours an app's user has seen.
///
/// ``FileTourStore`` keeps one JSON file per app; ``InMemoryTourStore`` is for tests and for
/// hosts that keep their own settings.
public protocol TourStore: Sendable {
  /// The record of `app`, or `nil` when there is none. Throws ``TourStoreError/corrupt`` for
  /// a record that exists but cannot be read; the gate treats that as no record.
  func record(for app: AppID) throws(TourStoreError) -> AppRecord?
  /// Adds `entry` to the record of `app`, atomically with respect to other processes.
  func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError)
  /// Forgets `app` entirely.
  func forget(_ app: AppID) throws(TourStoreError)
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

  /// The record of `app`.
  public func record(for app: AppID) throws(TourStoreError) -> AppRecord? {
    records.withLock { $0[app.rawValue] }
  }

  /// Adds `entry` to the record of `app`.
  public func append(_ entry: AppRecord.Entry, for app: AppID) throws(TourStoreError) {
    records.withLock {
      $0[app.rawValue, default: AppRecord(app: app.rawValue)].entries.append(entry)
    }
  }

  /// Forgets `app`.
  public func forget(_ app: AppID) throws(TourStoreError) {
    _ = records.withLock { $0.removeValue(forKey: app.rawValue) }
  }
}

/// A validated app ID: the name a tour's record is kept under.
public struct AppID: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The ID as given.
  public let rawValue: String

  /// Validates an ID: 1 to 128 characters, no `/`, no `..`, no control characters, and not
  /// starting with `.` or `-` (it becomes a file name).
  public init(_ text: String) throws(LaunchGateError) {
    guard !text.isEmpty, text.count <= 128 else {
      throw LaunchGateError.badAppID(text, "it must be 1 to 128 characters")
    }
    guard !text.contains(Character("/")) else {
      throw LaunchGateError.badAppID(text, "it must not contain `/`")
    }
    // Scalar pairs rather than `String.contains(String)`, which links the regex engine.
    guard
      !zip(text.unicodeScalars, text.unicodeScalars.dropFirst()).contains(where: {
        $0 == "." && $1 == "."
      })
    else { throw LaunchGateError.badAppID(text, "it must not contain `..`") }
    guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw LaunchGateError.badAppID(text, "it must not contain control characters")
    }
    guard !text.hasPrefix("."), !text.hasPrefix("-") else {
      throw LaunchGateError.badAppID(text, "it must not start with `.` or `-`")
    }
    rawValue = text
  }

  /// The ID.
  public var description: String { rawValue }
}
