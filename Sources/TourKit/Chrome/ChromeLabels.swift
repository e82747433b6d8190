/// The words of the built-in chrome: key hint, help overlay, too-small notice.
///
/// Kept apart from drawing so a translation is a value, not a code change.
public struct ChromeLabels: Equatable, Sendable {
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
  public var helpRows: [(keys: String, action: String)]
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
      ("{arrows}  h l", "previous / next page"),
      ("PgUp PgDn", "previous / next page"),
      ("Space  Bksp", "next / previous page"),
      ("Home End  g G", "first / last page"),
      ("1 … 9", "go to that page"),
      ("Enter", "next page; finish on the last"),
      ("q  Esc", "leave the tour"),
      ("?", "show or hide this help"),
      ("drag", "swipe to the next page"),
      ("click a dot", "go to its page"),
      ("wheel", "previous / next page"),
    ],
    helpFooter: "any key closes this help",
    tooSmall: "Terminal too small",
    tooSmallDetail: "need {need}, have {have}")

  public static func == (lhs: ChromeLabels, rhs: ChromeLabels) -> Bool {
    lhs.page == rhs.page && lhs.helpTitle == rhs.helpTitle && lhs.tooSmall == rhs.tooSmall
      && lhs.helpRows.map(\.keys) == rhs.helpRows.map(\.keys)
      && lhs.helpRows.map(\.action) == rhs.helpRows.map(\.action)
  }
}
