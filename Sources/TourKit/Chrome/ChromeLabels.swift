/// The words of the built-in chrome: key hint, help overlay, too-small notice.
///
/// Kept apart from drawing so a translation is a value, not a code change.
public struct ChromeLabels: Equatable, Sendable {
  /// One row of the help overlay.
  public struct HelpRow: Equatable, Sendable {
    /// The keys or mouse action, e.g. `PgUp PgDn`.
    public var keys: String
    /// What they do.
    public var action: String

    /// Creates a row.
    public init(_ keys: String, _ action: String) {
      self.keys = keys
      self.action = action
    }
  }

  /// "page", after the arrows in the key hint.
  public var page: String
  /// "next", after Enter in the key hint.
  public var next: String
  /// "start", after Enter in the key hint on the last page.
  public var finish: String
  /// "quit", after q in the key hint.
  public var quit: String
  /// "help", after ? in the key hint.
  public var help: String
  /// The help overlay's title.
  public var helpTitle: String
  /// The help overlay's rows: keys, then what they do. `{arrows}` is replaced by the arrows.
  public var helpRows: [HelpRow]
  /// The help overlay's footer.
  public var helpFooter: String
  /// The too-small notice's first line.
  public var tooSmall: String
  /// The too-small notice's second line; `{need}` and `{have}` are sizes like `40×12`.
  public var tooSmallDetail: String

  /// The English labels.
  public static let english = ChromeLabels(
    page: "page", next: "next", finish: "start", quit: "quit", help: "help",
    helpTitle: "Keys and mouse",
    helpRows: [
      HelpRow("{arrows}  h l", "previous / next page"),
      HelpRow("PgUp PgDn", "previous / next page"),
      HelpRow("Space  Bksp", "next / previous page"),
      HelpRow("Home End  g G", "first / last page"),
      HelpRow("1 … 9", "go to that page"),
      HelpRow("Enter", "next page; finish on the last"),
      HelpRow("q  Esc", "leave the tour"),
      HelpRow("?", "show or hide this help"),
      HelpRow("drag", "swipe to the next page"),
      HelpRow("click a dot", "go to its page"),
      HelpRow("wheel", "previous / next page"),
    ],
    helpFooter: "any key closes this help",
    tooSmall: "Terminal too small",
    tooSmallDetail: "need {need}, have {have}")
}
