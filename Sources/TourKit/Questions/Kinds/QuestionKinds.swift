extension Question.Kind {
  /// The type that owns everything about this kind. The one place kinds are registered: a new
  /// kind is a case of ``Question/Kind``, a file with its ``QuestionKindBehaviour``, and a line
  /// here.
  var behaviour: any QuestionKindBehaviour {
    switch self {
    case .singleChoice(let options): SingleChoiceKind(options: options)
    case .multipleChoice(let options): MultipleChoiceKind(options: options)
    case .yesNo(let option): YesNoKind(option: option)
    case .text(let field): TextKind(field: field)
    case .step(let step): StepKind(step: step)
    }
  }
}
