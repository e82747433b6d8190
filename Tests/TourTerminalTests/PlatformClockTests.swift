import Testing

@testable import TourKit
@testable import TourTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock the loop and the steps' time limits read, on this system's clock and on the
/// portable fallback (`CLOCK_MONOTONIC`) other systems use.
@Suite("Platform: the continuous clock")
struct PlatformClockTests {
  @Test("never goes back, and moves on", arguments: [Platform.continuousClock, CLOCK_MONOTONIC])
  func advances(clock: clockid_t) {
    let start = Platform.now(on: clock)
    var latest = start
    // Waits for the clock to move, on a condition: a clock with a nanosecond's resolution
    // moves within a few readings; a stopped one never would, and fails the test.
    var readings = 0
    while latest == start && readings < 10_000_000 {
      let reading = Platform.now(on: clock)
      #expect(reading >= latest)
      latest = reading
      readings += 1
    }
    #expect(latest > start)
  }

  @Test("a stopwatch (the step runner's and the loop's clock) starts at zero and never goes back")
  func stopwatch() {
    let now = Platform.stopwatch()
    let first = now()
    #expect(first >= .zero)
    #expect(now() >= first)
  }
}
