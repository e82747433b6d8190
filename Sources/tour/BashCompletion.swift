/// tour's completion for bash, made from the option table: the words after options that
/// take a value are skipped when looking for the tour file, closed values (`--answers`) and
/// suggestions (`--size`) are offered, free ones (an app ID) get nothing.
enum BashCompletion {
  /// The script: plain bash, needing no helper of the bash-completion package, so that it
  /// works in bash 3.2 (macOS) too.
  static var script: String {
    let options = TourOption.completed
    let valued = options.filter(\.takesNextArgument)
    let offered = valued.filter { !($0.value?.words.isEmpty ?? true) }
    let files = valued.filter { $0.value?.isFile ?? false }
    let free = valued.filter { ($0.value?.words.isEmpty ?? true) && !($0.value?.isFile ?? false) }
    let everyName = (options.map(\.name) + ["--"]).joined(separator: " ")
    var cases = offered.map { option in
      """
          \(option.name))
            COMPREPLY=($(compgen -W '\(option.value!.words.map(\.word).joined(separator: " "))' -- "$cur"))
            return 0
            ;;

      """
    }.joined()
    cases += files.map { option in
      """
          \(option.name))
            _tour_files "$cur"
            return 0
            ;;

      """
    }.joined()
    cases += """
          \(free.map(\.name).joined(separator: " | ")))
            # \(free.map { $0.value!.name }.joined(separator: ", ")): nothing to offer.
            return 0
            ;;
      """
    return """
      # bash completion for tour(1)                                    -*- shell-script -*-
      # Written by `tour --completions bash` from tour's table of options. Installed as
      # bash-completion/completions/tour (loaded on the first `tour <Tab>`), or sourced from
      # ~/.bashrc. Plain bash: it needs no helper of the bash-completion package, and works in
      # bash 3.2 (macOS) too.

      _tour() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=
        [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD - 1]}
        COMPREPLY=()

        # After `--`: with a tour file before it, the command tour runs next (a command name,
        # then its arguments, files as far as tour can tell); before any file, every word is a
        # tour file, whatever it starts with.
        local i word file=
        for ((i = 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          if [ "$word" = -- ]; then
            if [ -n "$file" ] && [ $((i + 1)) -eq "$COMP_CWORD" ]; then
              COMPREPLY=($(compgen -c -- "$cur"))
            else
              _tour_files "$cur"
            fi
            return 0
          fi
          case ${COMP_WORDS[i - 1]} in
            \(valued.map(\.name).joined(separator: " | ")))
              continue
              ;;
          esac
          [[ $word == -* ]] || file=$word
        done

        case $prev in
      \(cases)
        esac

        if [[ $cur == -* ]]; then
          COMPREPLY=($(compgen -W '\(everyName)' -- "$cur"))
        else
          # FILE, and the file --watch reads again: a tour file is Markdown under any name.
          _tour_files "$cur"
        fi
        return 0
      }

      # File and directory names starting with $1, one per line (names may hold spaces).
      _tour_files() {
        local IFS=$'\\n'
        COMPREPLY=($(compgen -f -- "$1"))
      }

      complete -o filenames -F _tour tour

      """
  }
}
