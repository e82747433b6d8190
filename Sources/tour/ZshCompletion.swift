/// tour's completion for zsh, made from the option table: one `_arguments` spec per option,
/// with the options it does not go with, so that zsh stops offering them once it is typed.
enum ZshCompletion {
  /// The script, a `#compdef` function file.
  static var script: String {
    let specs = TourOption.allCases.filter { !$0.declaration.endsOptions }.map(spec)
    return """
      #compdef tour
      # zsh completion for tour(1), written by `tour --completions zsh` from tour's table of
      # options. Installed in a folder of $fpath as _tour (Debian:
      # /usr/share/zsh/vendor-completions; elsewhere PREFIX/share/zsh/site-functions).
      # An option's value is the next word (`--app mytool`, never `--app=mytool`). Also works
      # sourced (`source <(tour --completions zsh)`, after compinit): then it registers itself.

      _tour() {
        _arguments -S \\
      \(specs.map { "    \($0) \\" }.joined(separator: "\n"))
          '*:tour file:_files'
      }

      if [[ $funcstack[1] == _tour ]]; then
        _tour "$@"
      else
        compdef _tour tour
      fi

      """
  }

  /// `option`'s spec: `(EXCLUDED)*--name[summary]:value:(words)`, quoted for zsh.
  private static func spec(_ option: TourOption) -> String {
    let declaration = option.declaration
    let excluded: [String]
    if declaration.standsAlone {
      excluded = ["-", "*"]
    } else {
      excluded =
        TourOption.allCases.filter { option.excludes($0) }.flatMap(\.declaration.names)
        + (declaration.excludesFiles ? ["*"] : [])
    }
    let exclusion = excluded.isEmpty ? "" : "(\(excluded.joined(separator: " ")))"
    let repeated = declaration.isRepeatable ? "*" : ""
    let about = "[\(escaped(declaration.summary))]"
    var argument = ""
    if let value = declaration.value {
      let words = value.words.map(\.word).joined(separator: " ")
      argument =
        ":\(value.name.replacingEach([":": "\\:"])):"
        + (value.isFile ? "_files" : words.isEmpty ? " " : "(\(words))")
    }
    let names = declaration.names
    if names.count == 1 {
      return quoted(exclusion + repeated + names[0] + about + argument)
    }
    // Several names: zsh's brace form, `'(…)'{-h,--help}'[…]'`.
    return quoted(exclusion + repeated) + "{" + names.joined(separator: ",") + "}"
      + quoted(about + argument)
  }

  /// `text` inside an `_arguments` description: brackets escaped.
  private static func escaped(_ text: String) -> String {
    text.replacingEach(["[": "\\[", "]": "\\]"])
  }

  /// `text` single-quoted for zsh.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingEach(["'": #"'\''"#]) + "'"
  }
}
