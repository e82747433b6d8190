/// A shell `tour --completions` writes a completion script for. Each script is made from the
/// option table (``TourOption``), so it offers exactly the options tour takes; the files in
/// `completions/` are these scripts as `make completions` wrote them.
enum CompletionShell: String, CaseIterable {
  case bash, zsh, fish

  /// The script, as the shell loads it.
  var script: String {
    switch self {
    case .bash: BashCompletion.script
    case .zsh: ZshCompletion.script
    case .fish: FishCompletion.script
    }
  }
}

extension TourOption {
  /// The options a shell completes: every one but `--`, whose completion is the shell's own
  /// business (a command, then its arguments).
  static var completed: [OptionDeclaration] {
    allCases.map(\.declaration).filter { !$0.endsOptions }
  }
}
