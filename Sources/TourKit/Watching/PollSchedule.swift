/// When a watcher without a descriptor is read again (`tour --watch` polling: where the system
/// has no file events, or with `TOUR_WATCH_POLL=1`): every ``interval``. Pure, like
/// ``ReloadSchedule``: time is an argument, and the session's loop waits for ``deadline`` as it
/// waits for the state's.
package struct PollSchedule: Sendable {
  /// The time between two reads.
  let interval: Duration
  /// When the watcher is to be read next.
  package private(set) var deadline: Duration

  /// A schedule whose first read is `interval` after `start`.
  package init(interval: Duration, from start: Duration) {
    self.interval = interval
    deadline = start + interval
  }

  /// Whether the watcher is due to be read at `now`; if so, the next read is an interval
  /// later: on the beat when the loop woke in time, and a whole interval from `now` when it
  /// woke later than the next beat (never two reads at once to catch up).
  package mutating func takeDue(at now: Duration) -> Bool {
    guard now >= deadline else { return false }
    deadline += interval
    if deadline <= now { deadline = now + interval }
    return true
  }
}
