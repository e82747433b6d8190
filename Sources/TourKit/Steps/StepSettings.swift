/// A step's settings, from its `step` comment (`<!-- step: signin; run; timeout: 2m -->`).
///
/// The comment names the step; it never holds the command. The program showing the tour
/// supplies commands by key, so opening someone else's tour file can run nothing.
public struct StepSettings: Equatable, Sendable {
  /// When it runs: as its page comes up (a check), or when the user activates it.
  public var mode: StepMode
  /// How long its command may run before it is stopped and fails (`timeout:`).
  public var timeout: Duration
  /// Whether the program showing the tour supplied a command for it. A step without one is
  /// shown as not available and never holds the tour. Set by the state from
  /// ``TourOptions/availableSteps``; a tour as read says yes.
  package var isAvailable = true

  /// Creates settings.
  init(mode: StepMode = .check, timeout: Duration = StepSettings.defaultTimeout) {
    self.mode = mode
    self.timeout = timeout
  }

  /// The time limit of a step whose comment gives none.
  public static let defaultTimeout: Duration = .seconds(60)
  /// The longest time limit a comment may give.
  public static let maximumTimeout: Duration = .seconds(24 * 60 * 60)
}
