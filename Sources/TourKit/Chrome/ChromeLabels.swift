/// The words of the built-in chrome: Start label, key hint, help overlay, notices.
///
/// Kept apart from drawing so a translation is a value, not a code change. English, Japanese and
/// Chinese ship; ``forLanguage(_:)`` picks one from a locale's language code.
public struct ChromeLabels: Equatable, Sendable {
  /// One row of the help overlay.
  struct HelpRow: Equatable, Sendable {
    /// The keys or mouse action, e.g. `PgUp PgDn` or `click a dot`.
    var keys: String
    /// What they do.
    var action: String
    /// Whether the row is a heading over the rows after it (its words in ``keys``).
    var isHeading = false

    /// Creates a row.
    init(_ keys: String, _ action: String) {
      self.keys = keys
      self.action = action
    }

    /// A heading over the rows after it: `On a question`.
    static func heading(_ text: String) -> HelpRow {
      var row = HelpRow(text, "")
      row.isHeading = true
      return row
    }
  }

  /// The help overlay's headings on a page with questions, over the keys of each place focus
  /// can be, in the order they take a key.
  struct HelpHeadings: Equatable, Sendable {
    /// Over the keys of a question's options: `On a question`.
    var question: String
    /// Over the keys of a choice whose options are being filtered: `While filtering`.
    var filter: String
    /// Over the keys of a text field being typed into: `In a text field`.
    var textField: String
    /// Over the keys of the review page: `On the review page`.
    var review: String
    /// Over the keys of a step: `On a step`.
    package var step: String
    /// Over the other keys and the mouse: `Otherwise`.
    var otherwise: String
  }

  /// The Start button's label when the tour names none.
  package var start: String
  /// "page", after the arrows in the key hint.
  package var page: String
  /// "next", after Enter in the key hint.
  var next: String
  /// "start", after Enter in the key hint on the last page.
  var finish: String
  /// The button's label in a what's-new run when the tour names none (`whats-new-start:`):
  /// "Continue", since the user already knows the tool.
  var whatsNewStart: String
  /// "continue", after Enter in the key hint on a what's-new run's last page.
  var whatsNewFinish: String
  /// "quit", after q in the key hint.
  var quit: String
  /// "help", after ? in the key hint.
  var help: String
  /// "scroll", after ↑ ↓ in the key hint on a page taller than the screen.
  var scroll: String
  /// "more", in the markers of a page taller than the screen.
  var more: String
  /// The header of each page in plain-text output; `{n}` and `{count}` are numbers.
  var pageOf: String
  /// The help overlay's title.
  var helpTitle: String
  /// What each line of key help says its keys do (the keys come from ``KeyBindings``).
  var keyHelp: [KeyHelpTopic: String]
  /// The help overlay's rows for the mouse, after the keys: a swipe, then the page dots'
  /// rows (``dotsMouseHelp``, or ``counterMouseHelp``), then the rest.
  var mouseHelp: [HelpRow]
  /// The page dots' rows of the mouse help: clicking a dot, dragging along them.
  var dotsMouseHelp: [HelpRow]
  /// What stands in for ``dotsMouseHelp`` when a count (`3/40`) shows in the dots' place.
  var counterMouseHelp: [HelpRow]
  /// The help overlay's headings on a page with questions.
  var helpHeadings: HelpHeadings
  /// The help overlay's footer when its list fits.
  var helpFooter: String
  /// The end of the footer of a help list that scrolls, after `↑ ↓ scroll · `.
  var helpFooterOtherKeys: String
  /// The too-small notice's first line.
  var tooSmall: String
  /// The too-small notice's second line; `{need}` and `{have}` are sizes like `40×12`.
  var tooSmallDetail: String
  /// The size needed on a line of its own, for screens too narrow for ``tooSmallDetail``.
  var tooSmallNeed: String
  /// The size there is on a line of its own.
  var tooSmallHave: String
  /// The key hint's words on a page with questions: after ↑ ↓, after Space, after Tab, after
  /// Esc in a text field.
  var move: String
  var select: String
  /// After Space on a text field left with Esc: Space types into it again.
  var typeAgain: String
  var nextQuestion: String
  var leaveField: String
  /// The key hint's word after Esc while a choice's options are filtered.
  var clearFilter: String
  /// After Enter in the key hint on the review page while a line has the focus: Enter goes to
  /// that line's question, not to Start.
  var goToQuestion: String
  /// How many options a filter leaves, over them: `{n} of {count}`, numbers.
  var filterCount: String
  /// What the hint says when going forward is refused: a single choice not chosen, a multiple
  /// choice with nothing ticked, a yes/no (consent) box not ticked, a text field empty.
  var chooseToContinue: String
  var chooseSomeToContinue: String
  var tickToContinue: String
  var fillInToContinue: String
  /// What a text answer that does not match its pattern is told, when its `ask` has no
  /// `message:`.
  var answerDoesNotMatch: String
  /// The title of each kind of GitHub alert (`Note`, `Tip` …), after its icon. They are
  /// the words GitHub shows, in the chrome's language, as the Start label is.
  var alertTitles: [AlertKind: String]
  /// The words of accessible mode, line by line.
  var accessible = AccessibleLabels.english
  /// The words of the review page (`review: true`).
  var review = ReviewLabels.english
  /// The words of steps (`<!-- step: … -->`).
  var steps = StepLabels.english

  /// The help overlay's rows, keys first: each line of ``KeyBindings`` with its words here,
  /// then the mouse. A tour that asks something has the groups of keys its questions bring
  /// (`sections`: questions, a choice being filtered, a text field, steps, the review page)
  /// first, each under its heading, and the rest under the last. With `counter`, a count
  /// (`3/40`) shows in the page dots' place, and the mouse rows say what it does.
  func helpRows(glyphs: Glyphs, sections: HelpSections = [], counter: Bool = false)
    -> [HelpRow]
  {
    let mouseHelp =
      Array(self.mouseHelp.prefix(1)) + (counter ? counterMouseHelp : dotsMouseHelp)
      + self.mouseHelp.dropFirst()
    func rows(_ lines: [KeyHelpLine]) -> [HelpRow] {
      lines.map { line in
        HelpRow(
          line.keys(glyphs: glyphs),
          keyHelp[line.topic] ?? ChromeLabels.english.keyHelp[line.topic, default: ""])
      }
    }
    guard !sections.isDisjoint(with: [.questions, .steps]) else {
      return rows(KeyBindings.lines) + mouseHelp
    }
    func section(_ section: HelpSections, _ heading: String, _ lines: [KeyHelpLine]) -> [HelpRow] {
      sections.contains(section) ? [.heading(heading)] + rows(lines) : []
    }
    // Space (choose, tick) and `/` (a list's filter) are keys of questions that mean nothing
    // without an option to choose or a list to filter.
    let questionLines = KeyBindings.questionLines.filter {
      switch $0.topic {
      case .select: sections.contains(.choices)
      case .filterOptions: sections.contains(.filters)
      default: true
      }
    }
    return section(.questions, helpHeadings.question, questionLines)
      + section(.filters, helpHeadings.filter, KeyBindings.filterLines)
      + section(.textFields, helpHeadings.textField, KeyBindings.textFieldLines)
      + section(.steps, helpHeadings.step, KeyBindings.stepLines)
      + section(.review, helpHeadings.review, KeyBindings.reviewLines)
      + [.heading(helpHeadings.otherwise)] + rows(KeyBindings.lines) + mouseHelp
  }

  /// These labels for a what's-new run: its button and last key hint say Continue, not Start.
  package var forWhatsNew: ChromeLabels {
    var labels = self
    labels.start = whatsNewStart
    labels.finish = whatsNewFinish
    return labels
  }

  /// The labels for a language code (`ja`, `zh`, …), English when there is no translation.
  public static func forLanguage(_ code: String?) -> ChromeLabels {
    switch code {
    case "ja": return .japanese
    case "zh": return .chinese
    default: return .english
    }
  }

  /// The English chrome: `Start`, `← → page · Enter next · q quit · ? help`, `Keys and mouse`.
  public static let english = ChromeLabels(
    start: "Start", page: "page", next: "next", finish: "start", whatsNewStart: "Continue",
    whatsNewFinish: "continue", quit: "quit", help: "help",
    scroll: "scroll", more: "more", pageOf: "Page {n} of {count}",
    helpTitle: "Keys and mouse",
    keyHelp: [
      .previousNextPage: "previous / next page",
      .previousNextScreen: "up / down a screen, then page",
      .nextPreviousScreen: "down / up a screen, then page",
      .firstLastPage: "first / last page",
      .goToPage: "go to that page",
      .scroll: "scroll a long page",
      .nextPageOrFinish: "next page; finish on the last",
      .leave: "leave the tour",
      .help: "show or hide this help",
      .moveFocus: "move between options and questions",
      .nextPreviousQuestion: "next / previous question",
      .select: "choose an option, tick or untick a box",
      .selectAndGoOn: "go on; a single choice is chosen first",
      .filterOptions: "filter a list; unlisted keys type too",
      .followReviewLine: "go to the focused line's question",
      .reviewLineByNumber: "go to that line's question",
      .backToReview: "from that question, back to the review",
      .editFilter: "delete a character / clear the filter",
      .moveInField: "move in a text field",
      .startEndOfField: "start / end of the text",
      .deleteInField: "delete before / after",
      .clearField: "clear the field / delete a word",
      .leaveField: "leave the text field (then q quits)",
      .runStep: "run a step that has a button",
      .retryStep: "run the step again",
      .stopStep: "stop the running step (else leave)",
    ],
    mouseHelp: [
      HelpRow("drag", "swipe to the next page"),
      HelpRow("click Start", "finish, on the last page"),
      HelpRow("wheel", "scroll, then page"),
    ],
    dotsMouseHelp: [
      HelpRow("click a dot", "go to its page"),
      HelpRow("drag the dots", "run through the pages"),
    ],
    counterMouseHelp: [
      HelpRow("click beside 3/40", "previous / next page"),
      HelpRow("drag along 3/40", "run through the pages"),
    ],
    helpHeadings: HelpHeadings(
      question: "On a question", filter: "While filtering a list", textField: "In a text field",
      review: "On the review page", step: "On a step", otherwise: "Otherwise"),
    helpFooter: "any key closes this help", helpFooterOtherKeys: "any other key closes",
    tooSmall: "Terminal too small",
    tooSmallDetail: "need {need}, have {have}", tooSmallNeed: "need {need}",
    tooSmallHave: "have {have}",
    move: "move", select: "choose", typeAgain: "type", nextQuestion: "next question",
    leaveField: "leave field",
    clearFilter: "clear filter", goToQuestion: "go to question", filterCount: "{n} of {count}",
    chooseToContinue: "Choose an option to continue",
    chooseSomeToContinue: "Choose at least one option to continue",
    tickToContinue: "Tick the box to continue", fillInToContinue: "Fill in the field to continue",
    answerDoesNotMatch: "This answer is not in the expected form",
    alertTitles: [
      .note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning",
      .caution: "Caution",
    ])

  /// The Japanese chrome: `開始`, `← → ページ · Enter 次へ · q 終了 · ? ヘルプ`, `キーとマウス`.
  public static let japanese = ChromeLabels(
    start: "開始", page: "ページ", next: "次へ", finish: "開始", whatsNewStart: "続ける",
    whatsNewFinish: "続ける", quit: "終了", help: "ヘルプ",
    scroll: "スクロール", more: "続きあり", pageOf: "ページ {n} / {count}",
    helpTitle: "キーとマウス",
    keyHelp: [
      .previousNextPage: "前 / 次のページ",
      .previousNextScreen: "上 / 下へ1画面、端でページ",
      .nextPreviousScreen: "下 / 上へ1画面、端でページ",
      .firstLastPage: "最初 / 最後のページ",
      .goToPage: "そのページへ",
      .scroll: "長いページをスクロール",
      .nextPageOrFinish: "次のページ、最後で完了",
      .leave: "ツアーを終了",
      .help: "このヘルプの表示 / 非表示",
      .moveFocus: "選択肢と質問の間を移動",
      .nextPreviousQuestion: "次 / 前の質問",
      .select: "選択肢を選ぶ、チェックを切り替える",
      .selectAndGoOn: "次へ (単一選択は選んでから)",
      .filterOptions: "一覧を絞り込む (一覧にないキーの入力でも)",
      .followReviewLine: "選んだ行の質問へ",
      .reviewLineByNumber: "その番号の行の質問へ",
      .backToReview: "その質問から確認ページへ戻る",
      .editFilter: "1 文字削除 / 絞り込みを解除",
      .moveInField: "入力欄でカーソル移動",
      .startEndOfField: "入力の先頭 / 末尾へ",
      .deleteInField: "前 / 後ろの 1 文字を削除",
      .clearField: "全部消す / 1 語消す",
      .leaveField: "入力欄を離れる（その後 q で終了）",
      .runStep: "ボタンのあるステップを実行",
      .retryStep: "ステップをもう一度実行",
      .stopStep: "実行中のステップを中止（なければ終了）",
    ],
    mouseHelp: [
      HelpRow("ドラッグ", "スワイプでページ移動"),
      HelpRow("「開始」をクリック", "最後のページで完了"),
      HelpRow("ホイール", "スクロール、次にページ"),
    ],
    dotsMouseHelp: [
      HelpRow("ドットをクリック", "そのページへ"),
      HelpRow("ドットをドラッグ", "ページを次々に移動"),
    ],
    counterMouseHelp: [
      HelpRow("3/40 の左右をクリック", "前 / 次のページ"),
      HelpRow("3/40 に沿ってドラッグ", "ページを次々に移動"),
    ],
    helpHeadings: HelpHeadings(
      question: "質問で", filter: "一覧の絞り込み中", textField: "入力欄で", review: "確認ページで", step: "ステップで",
      otherwise: "それ以外"),
    helpFooter: "いずれかのキーで閉じます", helpFooterOtherKeys: "ほかのキーで閉じます",
    tooSmall: "端末が小さすぎます",
    tooSmallDetail: "必要 {need}、現在 {have}", tooSmallNeed: "必要 {need}",
    tooSmallHave: "現在 {have}",
    move: "移動", select: "選択", typeAgain: "入力", nextQuestion: "次の質問", leaveField: "入力欄を離れる",
    clearFilter: "絞り込み解除", goToQuestion: "質問へ", filterCount: "{count} 件中 {n} 件",
    chooseToContinue: "選択してから進んでください",
    chooseSomeToContinue: "1 つ以上選択してから進んでください",
    tickToContinue: "チェックを入れてから進んでください",
    fillInToContinue: "入力してから進んでください",
    answerDoesNotMatch: "この回答は求められている形式ではありません",
    // GitHub Docs in Japanese.
    alertTitles: [
      .note: "メモ", .tip: "ヒント", .important: "重要", .warning: "警告", .caution: "注意",
    ], accessible: .japanese, review: .japanese, steps: .japanese)

  /// The Chinese (Simplified) chrome: `开始`, `← → 翻页 · Enter 下一页 · q 退出 · ? 帮助`,
  /// `按键与鼠标`.
  public static let chinese = ChromeLabels(
    start: "开始", page: "翻页", next: "下一页", finish: "开始", whatsNewStart: "继续",
    whatsNewFinish: "继续", quit: "退出", help: "帮助",
    scroll: "滚动", more: "更多", pageOf: "第 {n} 页，共 {count} 页",
    helpTitle: "按键与鼠标",
    keyHelp: [
      .previousNextPage: "上一页 / 下一页",
      .previousNextScreen: "上 / 下一屏，到头翻页",
      .nextPreviousScreen: "下 / 上一屏，到头翻页",
      .firstLastPage: "第一页 / 最后一页",
      .goToPage: "跳到该页",
      .scroll: "滚动长页面",
      .nextPageOrFinish: "下一页，最后一页时完成",
      .leave: "退出导览",
      .help: "显示或隐藏帮助",
      .moveFocus: "在选项和问题之间移动",
      .nextPreviousQuestion: "下一个 / 上一个问题",
      .select: "选择选项、勾选或取消勾选",
      .selectAndGoOn: "继续 (单选先选中)",
      .filterOptions: "筛选列表（或输入未列出的键）",
      .followReviewLine: "前往所选行的问题",
      .reviewLineByNumber: "前往该编号行的问题",
      .backToReview: "从该问题返回确认页",
      .editFilter: "删除一个字符 / 清除筛选",
      .moveInField: "在输入框中移动光标",
      .startEndOfField: "移到开头 / 结尾",
      .deleteInField: "删除前 / 后一个字符",
      .clearField: "清空 / 删除一个词",
      .leaveField: "离开输入框（之后 q 退出）",
      .runStep: "运行带按钮的步骤",
      .retryStep: "再次运行该步骤",
      .stopStep: "停止正在运行的步骤（否则离开）",
    ],
    mouseHelp: [
      HelpRow("拖动", "滑动翻页"),
      HelpRow("点击“开始”", "在最后一页完成"),
      HelpRow("滚轮", "先滚动，再翻页"),
    ],
    dotsMouseHelp: [
      HelpRow("点击圆点", "跳到该页"),
      HelpRow("拖动圆点", "快速浏览各页"),
    ],
    counterMouseHelp: [
      HelpRow("点击 3/40 两侧", "上一页 / 下一页"),
      HelpRow("沿 3/40 拖动", "快速浏览各页"),
    ],
    helpHeadings: HelpHeadings(
      question: "在问题上", filter: "筛选列表时", textField: "在输入框中", review: "在确认页上", step: "在步骤上",
      otherwise: "其他情况"),
    helpFooter: "按任意键关闭帮助", helpFooterOtherKeys: "按其他键关闭",
    tooSmall: "终端窗口太小",
    tooSmallDetail: "需要 {need}，当前 {have}", tooSmallNeed: "需要 {need}",
    tooSmallHave: "当前 {have}",
    move: "移动", select: "选择", typeAgain: "输入", nextQuestion: "下一个问题", leaveField: "离开输入框",
    clearFilter: "清除筛选", goToQuestion: "前往问题", filterCount: "{count} 项中的 {n} 项",
    chooseToContinue: "请选择一个选项后继续", chooseSomeToContinue: "请至少选择一项后继续",
    tickToContinue: "请勾选后继续", fillInToContinue: "请填写后继续",
    answerDoesNotMatch: "答案格式不正确",
    alertTitles: [
      .note: "备注", .tip: "提示", .important: "重要", .warning: "警告", .caution: "注意",
    ], accessible: .chinese, review: .chinese, steps: .chinese)
}
