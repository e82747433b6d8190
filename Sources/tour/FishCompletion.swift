/// tour's completion for fish, made from the option table: one `complete` line per option.
enum FishCompletion {
  /// The script, as fish's vendor completions hold it.
  static var script: String {
    let lines = TourOption.completed.map { declaration in
      var line = "complete -c tour -l \(declaration.name.dropFirst(2))"
      for alias in declaration.aliases where alias.count == 2 {
        line += " -s \(alias.dropFirst())"
      }
      if let value = declaration.value {
        // -r: a value follows; -x: one that is not a file.
        line += value.isFile ? " -r" : " -x"
        if !value.words.isEmpty {
          // fish reads the list as words, each `WORD\t"ABOUT"` with its description.
          let words = value.words.map {
            $0.about.isEmpty ? $0.word : "\($0.word)\\t\"\($0.about)\""
          }
          line += " -a " + quoted(words.joined(separator: " "))
        }
      }
      return line + " -d " + quoted(declaration.summary)
    }
    return """
      # fish completion for tour(1), written by `tour --completions fish` from tour's table of
      # options. Installed as fish/vendor_completions.d/tour.fish.

      # Tour files: any file (Markdown under any name), offered wherever no option wants a value.
      complete -c tour -F

      \(lines.joined(separator: "\n"))

      """
  }

  /// `text` single-quoted for fish (where only `\` and `'` are escaped).
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingEach(["\\": "\\\\", "'": "\\'"])
      + "'"
  }
}
