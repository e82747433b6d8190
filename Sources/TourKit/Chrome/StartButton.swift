/// The button that finishes the tour, shown only on the last page, and its fade.
///
/// The fade is state (from, to, start, duration) like ``OffsetAnimation``: it fades in over
/// ``fadeInDuration`` and out over ``fadeOutDuration``. A fade that is interrupted turns around
/// from the opacity it has reached, and takes only the part of its duration still needed.
struct StartButton: Equatable, Sendable {
  /// A full fade in.
  static let fadeInDuration: Duration = .milliseconds(500)
  /// A full fade out.
  static let fadeOutDuration: Duration = .milliseconds(200)

  private var from: Double
  private var to: Double
  private var start: Duration
  private var duration: Duration

  /// A hidden button.
  init() {
    from = 0
    to = 0
    start = .zero
    duration = .zero
  }

  /// The opacity at `now`, from 0 (hidden) to 1 (fully shown); linear in time.
  func alpha(at now: Duration) -> Double {
    guard duration > .zero else { return to }
    let t = min(max((now - start) / duration, 0), 1)
    return from + (to - from) * t
  }

  /// Whether the button is heading to shown (it is shown or fading in).
  var isShowing: Bool { to == 1 }

  /// Whether a fade is under way at `now`.
  func isFading(at now: Duration) -> Bool { duration > .zero && now < start + duration }

  /// Starts fading toward shown or hidden from wherever the opacity is at `now`.
  ///
  /// With `animated` false the change is immediate (reduced motion).
  mutating func setShowing(_ showing: Bool, at now: Duration, animated: Bool) {
    let target: Double = showing ? 1 : 0
    guard target != to else { return }
    let current = alpha(at: now)
    from = current
    to = target
    start = now
    let full = showing ? StartButton.fadeInDuration : StartButton.fadeOutDuration
    duration = animated ? full * abs(target - current) : .zero
  }

  /// The cells the box adds to its label: the frame and two blanks each side.
  static let chromeWidth = 6

  /// Where the button is drawn: a rounded box around `label`, centred, its bottom row at
  /// `bottomRow`, its width measured by `rule`. Hit-testing uses the same rectangle.
  static func frame(
    label: String, screenWidth: Int, bottomRow: Int, rule: WidthRule = .unicode
  ) -> Rect {
    let boxWidth = DisplayWidth.of(label, rule: rule) + chromeWidth
    return Rect(x: (screenWidth - boxWidth) / 2, y: bottomRow - 2, width: boxWidth, height: 3)
  }
}
