/// The words of the review page (`review: true`) in the chrome's language: its title, how a
/// yes/no answer and a question left unanswered read, and, line by line, what it asks.
struct ReviewLabels: Equatable, Sendable {
  /// The review page's title.
  var title: String
  /// A yes/no question answered yes.
  var yes: String
  /// A yes/no question answered no.
  var no: String
  /// A question with no answer (a single choice never chosen, no box ticked, a field left
  /// empty).
  var unanswered: String
  /// Line by line, a question with no answer: words, where the page's `—` would be read out
  /// as a symbol.
  var notAnswered: String
  /// Line by line, a secret that was given: said to be there, never shown (the page's `••••`
  /// would be read out as symbols).
  var secretGiven: String
  /// Line by line, after the review's numbered lines: what Enter and a number do.
  var prompt: String
  /// Line by line, a reply to the review that is neither Enter nor one of its numbers.
  var help: String

  /// English: `Review your answers`.
  static let english = ReviewLabels(
    title: "Review your answers", yes: "Yes", no: "No", unanswered: "—",
    notAnswered: "no answer", secretGiven: "given (hidden)",
    prompt: "Enter to finish, or a number to change: ",
    help: "Press Enter to finish, or type the number of an answer to change it")

  /// Japanese: `回答の確認`.
  static let japanese = ReviewLabels(
    title: "回答の確認", yes: "はい", no: "いいえ", unanswered: "—",
    notAnswered: "未回答", secretGiven: "入力済み（非表示）",
    prompt: "Enter で完了、変更するには番号: ",
    help: "Enter で完了します。回答を変更するにはその番号を入力してください")

  /// Chinese (Simplified): `检查你的回答`.
  static let chinese = ReviewLabels(
    title: "检查你的回答", yes: "是", no: "否", unanswered: "—",
    notAnswered: "未回答", secretGiven: "已输入（隐藏）",
    prompt: "按 Enter 完成，或输入编号修改：",
    help: "按 Enter 完成，或输入要修改的回答的编号")
}
