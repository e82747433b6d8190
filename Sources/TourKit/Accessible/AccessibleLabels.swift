/// The words of accessible mode (``LineByLineTour``): its prompts and what a wrong answer is
/// told, in the chrome's language. `{count}`, `{page}` and `{text}` are filled in.
struct AccessibleLabels: Equatable, Sendable {
  /// "back", after `b` in the page prompt.
  var back: String
  /// Between the keys of the page prompt: `, ` in English.
  var listSeparator: String
  /// Between a key and its word in the page prompt: `: ` in English.
  var keyColon: String
  /// After the label of a required question (with its own leading space, where the language
  /// has one).
  var required: String
  /// After the numbered options of a multiple choice: how to answer it (with its own leading
  /// space, where the language has one).
  var severalNumbers: String
  /// After a text question's label: its placeholder, as an example of an answer.
  var example: String
  /// After a secret's label once it has an answer, in place of the answer an empty line keeps
  /// (with its own leading space, where the language has one).
  var secretSet: String
  /// A single choice answered with anything but one of its numbers.
  var numberRange: String
  /// A multiple choice answered with anything but its numbers, or 0.
  var numbersRange: String
  /// A yes/no question answered with anything but yes or no.
  var yesOrNo: String
  /// A required yes/no question (a consent) answered no.
  var answerYesToContinue: String
  /// A required text left empty.
  var typeToContinue: String
  /// A text answer longer than a text field holds.
  var tooLong: String
  /// The page prompt answered with anything but Enter, `b` or `q`.
  var pageHelp: String
  /// `b` on the first page.
  var firstPage: String
  /// Words that answer yes or no besides `y`, `yes`, `n`, `no` and the others every language
  /// takes.
  var yesWords: [String]
  var noWords: [String]

  /// English: `Page 2 of 5 — Enter: next, b: back, q: quit`.
  static let english = AccessibleLabels(
    back: "back", listSeparator: ", ", keyColon: ": ", required: " (required)",
    severalNumbers: " (one or more numbers, 0 for none)", example: " (e.g. {text})",
    secretSet: " [set]",
    numberRange: "Answer with a number from 1 to {count}",
    numbersRange: "Answer with numbers from 1 to {count}, or 0 for none",
    yesOrNo: "Answer y or n", answerYesToContinue: "Answer y to continue",
    typeToContinue: "Type an answer to continue",
    tooLong: "The answer is longer than {count} characters",
    pageHelp: "Press Enter to go on, b to go back, q to quit",
    firstPage: "This is the first page", yesWords: [], noWords: [])

  /// Japanese: `ページ 2 / 5 — Enter: 次へ、b: 戻る、q: 終了`.
  static let japanese = AccessibleLabels(
    back: "戻る", listSeparator: "、", keyColon: ": ", required: "（必須）",
    severalNumbers: "（番号を 1 つ以上、なしは 0）", example: "（例: {text}）",
    secretSet: "［入力済み］",
    numberRange: "1 から {count} までの番号で答えてください",
    numbersRange: "1 から {count} までの番号（なしは 0）で答えてください",
    yesOrNo: "y か n で答えてください", answerYesToContinue: "y と答えてから進んでください",
    typeToContinue: "入力してから進んでください",
    tooLong: "回答が {count} 文字を超えています",
    pageHelp: "Enter で次へ、b で戻る、q で終了します",
    firstPage: "最初のページです", yesWords: ["はい"], noWords: ["いいえ"])

  /// Chinese (Simplified): `第 2 页，共 5 页 — Enter：下一页，b：上一页，q：退出`.
  static let chinese = AccessibleLabels(
    back: "上一页", listSeparator: "，", keyColon: "：", required: "（必填）",
    severalNumbers: "（一个或多个编号，0 表示不选）", example: "（例如：{text}）",
    secretSet: "［已输入］",
    numberRange: "请输入 1 到 {count} 之间的编号",
    numbersRange: "请输入 1 到 {count} 之间的编号，0 表示不选",
    yesOrNo: "请回答 y 或 n", answerYesToContinue: "请回答 y 后继续",
    typeToContinue: "请输入后继续",
    tooLong: "回答超过 {count} 个字符",
    pageHelp: "按 Enter 继续，输入 b 返回，输入 q 退出",
    firstPage: "已经是第一页", yesWords: ["是"], noWords: ["否"])
}
