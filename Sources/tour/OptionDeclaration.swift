/// Everything said about one command-line option, in one place: the parser, the did-you-mean
/// hint, `--help`, `--help-all` and the bash, zsh and fish completions are all read from it,
/// and a test holds tour(1) against it.
struct OptionDeclaration {
  /// Where `--help-all` lists an option.
  enum Section: CaseIterable {
    /// The launch gate: first run and what's new.
    case gate
    /// Asking, running steps, and printing answers.
    case answers
    /// Everything else.
    case other

    /// The heading above the section in `--help-all`.
    var heading: String {
      switch self {
      case .gate: "launch gate: first run and what's new"
      case .answers: "questions, steps and answers"
      case .other: "options"
      }
    }
  }

  /// What follows an option that takes a value: its name in the help (`ID`, `json|sh`) and
  /// what a shell offers for it: the words given (all it takes, as `json|sh`, or suggestions
  /// among others, as the sizes of `--size`), file names, or nothing.
  struct Value {
    /// The value's name as the help writes it.
    let name: String
    /// The words a completion offers, each with a short description (empty when the word says
    /// it all); nothing is offered when there are none (an app ID, a version, a page number).
    let words: [(word: String, about: String)]
    /// Whether the value names a file, which the shells complete.
    var isFile = false

    /// A value of any spelling, with nothing to offer.
    static func free(_ name: String) -> Value { Value(name: name, words: []) }
    /// A file's name.
    static func file(_ name: String) -> Value {
      Value(name: name, words: [], isFile: true)
    }
    /// One of `words`, named by joining them with `|`.
    static func oneOf(_ words: [(word: String, about: String)]) -> Value {
      Value(name: words.map(\.word).joined(separator: "|"), words: words)
    }
  }

  /// The long name, with its dashes (`--app`): the option's raw value.
  var name = ""
  /// Other names for the same option (`-h`).
  var aliases: [String] = []
  /// The value it takes from the next argument, if any.
  var value: Value? = nil
  /// Whether it may be given more than once, each adding a value.
  var isRepeatable = false
  /// Whether it ends the options and its value is the rest of the line (`-- COMMAND`)
  /// rather than the next argument.
  var endsOptions = false
  /// Whether it stands alone (`--help`, `--version`): it ends the reading of everything else.
  var standsAlone = false
  /// Whether it takes no tour file (`--recall`).
  var excludesFiles = false
  /// The options it does not go with; the relation is symmetric, so a pair is declared on
  /// one side only.
  var excludes: [TourOption] = []
  /// Where `--help-all` lists it.
  let section: Section
  /// Whether `--help` (one screen) lists it.
  var isCommon = false
  /// One line on what it does, for `--help` and the completions' descriptions.
  let summary: String
  /// What `--help-all` says, as one paragraph it wraps to its column (the summary when empty).
  var details = ""

  /// Whether it takes the next argument as its value (`--app ID`).
  var takesNextArgument: Bool { value != nil && !endsOptions }
  /// Every name it answers to.
  var names: [String] { [name] + aliases }
  /// How `--help` and `--help-all` head its entry: the name and the value's name.
  var heading: String { value.map { "\(name) \($0.name)" } ?? name }
}
