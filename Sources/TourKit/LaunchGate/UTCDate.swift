/// Moments as the launch gate's records write them: UTC ISO 8601, `2026-11-29T19:02:22Z`.
enum UTCDate {
  /// Now.
  static func now() -> String {
    Platform.utcTimestamp(secondsSince1970: Platform.secondsSince1970())
  }
}
