/// The words of steps in the chrome's language: what a step's line says after its label while
/// it waits, runs, passed or failed, the key hint's words, and line by line what is said of it.
struct StepLabels: Equatable, Sendable {
  /// After the label of a step no command was supplied for.
  var notAvailable: String
  /// After the label of a run step not run yet, in the key hint: `run` (after Enter).
  package var run: String
  /// In the key hint on a check or a failed step: `retry` (after r).
  var retry: String
  /// In the key hint while a step runs: `stop` (after Esc).
  var stop: String
  /// After a step's label while it runs under reduced motion (no spinner): `running…`.
  var running: String
  /// How a failed step ended: `exit {status}`, `signal {signal}`, `timed out after {time}`,
  /// `stopped`, `could not start: {why}`.
  var exitStatus: String
  var signalled: String
  var timedOut: String
  var cancelled: String
  var notStarted: String
  /// What refuses going on past a required step that has not passed.
  var mustPass: String
  /// Line by line: `Checking: {label}`, then ` … passed` or ` … failed ({why})`.
  var checking: String
  var passed: String
  var failed: String
  /// A failed step in a word, on the review page.
  var failedShort: String
  /// Line by line, after a failed step: what r and Enter do.
  var retryPrompt: String
  /// Line by line, a run step's prompt: Enter runs it, s skips it.
  var runPrompt: String
  /// Line by line and in plain text, a step with no command: `{label}: not available`.
  var notAvailableLine: String
  /// In plain text and `--render`, a step not run: `(not run)`.
  var notRun: String

  /// English.
  static let english = StepLabels(
    notAvailable: "not available", run: "run", retry: "retry", stop: "stop",
    running: "running…", exitStatus: "exit {status}", signalled: "ended by signal {signal}",
    timedOut: "timed out after {time}", cancelled: "stopped", notStarted: "could not start: {why}",
    mustPass: "This step must pass to continue", checking: "Checking: {label}", passed: "passed",
    failed: "failed ({why})", failedShort: "failed", retryPrompt: "r to retry, Enter to go on: ",
    runPrompt: "Enter to run, s to skip: ", notAvailableLine: "{label}: not available",
    notRun: "(not run)")

  /// Japanese.
  static let japanese = StepLabels(
    notAvailable: "利用できません", run: "実行", retry: "再試行", stop: "中止",
    running: "実行中…", exitStatus: "終了コード {status}", signalled: "シグナル {signal} で終了",
    timedOut: "{time} で時間切れ", cancelled: "中止しました", notStarted: "開始できません: {why}",
    mustPass: "このステップが成功してから進んでください", checking: "確認中: {label}",
    passed: "成功", failed: "失敗（{why}）", failedShort: "失敗", retryPrompt: "r で再試行、Enter で進む: ",
    runPrompt: "Enter で実行、s でスキップ: ", notAvailableLine: "{label}: 利用できません",
    notRun: "（未実行）")

  /// Chinese (Simplified).
  static let chinese = StepLabels(
    notAvailable: "不可用", run: "运行", retry: "重试", stop: "停止",
    running: "运行中…", exitStatus: "退出码 {status}", signalled: "被信号 {signal} 结束",
    timedOut: "{time} 后超时", cancelled: "已停止", notStarted: "无法启动：{why}",
    mustPass: "此步骤成功后才能继续", checking: "检查：{label}", passed: "成功",
    failed: "失败（{why}）", failedShort: "失败", retryPrompt: "按 r 重试，按 Enter 继续：",
    runPrompt: "按 Enter 运行，按 s 跳过：", notAvailableLine: "{label}：不可用",
    notRun: "（未运行）")

  /// How `ending` reads after a failed step's label: `exit 1`, `timed out after 30s`.
  func why(_ ending: StepEnding, timeout: Duration) -> String {
    switch ending {
    case .exited(let status): exitStatus.filling("{status}", with: String(status))
    case .signalled(let signal): signalled.filling("{signal}", with: String(signal))
    case .timedOut: timedOut.filling("{time}", with: StepLabels.shortTime(timeout))
    case .cancelled: cancelled
    case .notStarted(let why): notStarted.filling("{why}", with: why)
    }
  }

  /// `3s`, `2m05s`, `1h00m`: an elapsed time or a limit, short.
  static func shortTime(_ duration: Duration) -> String {
    let seconds = max(0, duration.components.seconds)
    if seconds < 60 { return "\(seconds)s" }
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : String(value) }
    if seconds < 3600 { return "\(seconds / 60)m\(two(seconds % 60))s" }
    return "\(seconds / 3600)h\(two(seconds % 3600 / 60))m"
  }
}
