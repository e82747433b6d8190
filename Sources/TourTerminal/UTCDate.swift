/// The current time as UTC ISO 8601 (`2026-11-29T19:02:22Z`), without Foundation.
enum UTCDate {
  static func now() -> String { Platform.utcTimestamp() }
}
