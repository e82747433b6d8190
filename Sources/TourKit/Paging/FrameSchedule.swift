/// When a running tour draws its next frame: at most one a ``TourState/frameInterval``, and
/// the first one held back a moment for the terminal's widths (``WidthProbe``) and the first
/// page's pictures. Pure, like ``ReloadSchedule`` and ``PollSchedule``: time is an argument,
/// and the session's loop waits for ``deadline(for:at:waitingFor:)`` as it waits for theirs.
///
/// Input that arrives sooner than a frame interval after the last frame (a burst of mouse
/// motion) is handled at once but drawn at the next frame time, so drawing stays at 60 frames a
/// second at most whatever the input rate; with nothing moving and nothing undrawn there is no
/// deadline at all, and an idle tour costs no CPU.
package struct FrameSchedule: Sendable {
  /// How long the first frame waits for the terminal's widths: a local terminal answers in
  /// well under a millisecond, one over SSH in a round trip.
  static let widthAnswerWait: Duration = .milliseconds(100)
  /// How long the first frame waits for the first page's pictures: a 1000×700 photo is
  /// decoded and converted in about 50 ms; a larger one shows its alt text until it is ready.
  static let pictureWait: Duration = .milliseconds(50)

  /// What the first frame may still be waiting for.
  package struct FirstFrameWaits: Sendable {
    /// The terminal was asked for its widths and has not answered all of them.
    var widths: Bool
    /// The page shown first has pictures still being measured or converted.
    package var pictures: Bool

    /// Waits for `widths` and `pictures` as given.
    package init(widths: Bool, pictures: Bool) {
      self.widths = widths
      self.pictures = pictures
    }
  }

  /// When the last frame was drawn (a frame interval before the start until the first one, so
  /// the first frame is due at once).
  private var lastFrame: Duration
  /// Whether something was handled since the last frame that it does not show yet.
  private var isBehind = true
  /// Whether a frame was drawn at all.
  private var hasDrawn = false
  /// The latest the first frame waits for the widths, and for the pictures.
  private let widthsLatest: Duration
  private let picturesLatest: Duration

  /// A schedule for a session that started at `start`, nothing drawn yet.
  package init(start: Duration) {
    lastFrame = start - TourState.frameInterval
    widthsLatest = start + FrameSchedule.widthAnswerWait
    picturesLatest = start + FrameSchedule.pictureWait
  }

  /// Whether the first frame is still held back at `now` for what `waits` says is missing;
  /// never once a frame was drawn, nor past each wait's limit.
  func isWaitingForFirstFrame(at now: Duration, waitingFor waits: FirstFrameWaits) -> Bool {
    guard !hasDrawn else { return false }
    return (waits.widths && now < widthsLatest) || (waits.pictures && now < picturesLatest)
  }

  /// When the loop must wake next to draw: while the first frame waits, the end of the waits
  /// still on (nothing is drawn before, so the state's motion does not count: a Start button
  /// fading in on a one-page tour would otherwise be due at once, again and again, until the
  /// wait ends);
  /// then the state's next animation frame after the last frame, or, when something is not
  /// drawn yet, the next frame time if sooner. `nil` when nothing moves and everything is drawn.
  package func deadline(for state: TourState, at now: Duration, waitingFor waits: FirstFrameWaits)
    -> Duration?
  {
    if isWaitingForFirstFrame(at: now, waitingFor: waits) {
      // The latest limit of the waits still on: pictures alone are waited for 50 ms, not 100.
      return max(waits.widths ? widthsLatest : now, waits.pictures ? picturesLatest : now)
    }
    let moving = state.nextDeadline(after: lastFrame)
    guard isBehind else { return moving }
    let due = lastFrame + TourState.frameInterval
    return min(moving ?? due, due)
  }

  /// Whether a frame is to be drawn at `now`, after the loop handled what woke it: when the
  /// first frame waits no longer and a frame interval has passed since the last one. When it
  /// is, the frame counts as drawn at `now`; when not, the schedule remembers there is
  /// something to draw.
  package mutating func takeFrame(at now: Duration, waitingFor waits: FirstFrameWaits) -> Bool {
    guard !isWaitingForFirstFrame(at: now, waitingFor: waits),
      now - lastFrame >= TourState.frameInterval
    else {
      isBehind = true
      return false
    }
    hasDrawn = true
    lastFrame = now
    isBehind = false
    return true
  }
}
