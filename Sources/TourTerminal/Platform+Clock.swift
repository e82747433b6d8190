import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The clock the loop and the steps' time limits read.
extension Platform {
  /// The clock `ContinuousClock` reads on Linux (`CLOCK_BOOTTIME`) and macOS
  /// (`CLOCK_MONOTONIC_RAW`): it never goes back, and goes on while the machine sleeps (a time
  /// limit is wall time a person waits). Elsewhere `CLOCK_MONOTONIC`, which every POSIX system
  /// has.
  ///
  /// Read here rather than through `ContinuousClock`, which is the concurrency runtime's: using
  /// it linked that runtime and libdispatch into tour, and libdispatch sets itself up at every
  /// start, whether anything uses it or not.
  static var continuousClock: clockid_t {
    #if os(Linux)
      return CLOCK_BOOTTIME
    #elseif canImport(Darwin)
      return CLOCK_MONOTONIC_RAW
    #else
      return CLOCK_MONOTONIC
    #endif
  }

  /// The time on `clock`, from an arbitrary start: only differences between two readings
  /// mean anything.
  static func now(on clock: clockid_t = continuousClock) -> Duration {
    var time = timespec()
    clock_gettime(clock, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }

  /// A clock of the time since it was made, on ``continuousClock``: it never goes back, nor
  /// stops while the machine sleeps (a time limit is wall time a person waits).
  static func stopwatch() -> @Sendable () -> Duration {
    let origin = now()
    return { now() - origin }
  }
}
