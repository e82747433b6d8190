/// What part of a question a laid-out line shows. Questions are counted from 0 down their page.
///
/// The layout draws a question as it starts (its defaults chosen, nothing focused); these say
/// which spans the live answers and focus replace (``QuestionDrawing``), and which lines a
/// click or the focus falls on.
package enum LineControl: Equatable, Sendable {
  /// Row `row` of option `option`: on row 0 the first span is the focus pointer's place and
  /// the second the option's marker, then its text; later rows continue the text.
  case option(question: Int, option: Int, row: Int)
  /// A text field `width` cells wide: the pointer's place, then the field.
  case field(question: Int, width: Int)
  /// The line under a text field, where why its answer is not accepted is said.
  case fieldProblem(question: Int)
  /// The line over a choice's options while they are filtered: the text typed and how many
  /// options match.
  case filter(question: Int)
  /// A step's line, `width` cells at most: the pointer's place, its status, its label.
  case step(question: Int, width: Int)
  /// Row `row` of the output shown under a step.
  case stepOutput(question: Int, row: Int)

  /// The question the line belongs to.
  var question: Int {
    switch self {
    case .option(let question, _, _), .field(let question, _), .fieldProblem(let question),
      .filter(let question), .step(let question, _), .stepOutput(let question, _):
      return question
    }
  }
}
