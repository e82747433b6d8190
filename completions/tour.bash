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
      --app | --app-version | --since | --answers | --answer | --answers-from | --step | --split | --render | --size | --completions)
        continue
        ;;
    esac
    [[ $word == -* ]] || file=$word
  done

  case $prev in
    --answers)
      COMPREPLY=($(compgen -W 'json sh' -- "$cur"))
      return 0
      ;;
    --split)
      COMPREPLY=($(compgen -W 'h1 h2 h3' -- "$cur"))
      return 0
      ;;
    --size)
      COMPREPLY=($(compgen -W '80x24 60x20 40x12' -- "$cur"))
      return 0
      ;;
    --completions)
      COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur"))
      return 0
      ;;
    --answers-from)
      _tour_files "$cur"
      return 0
      ;;
    --app | --app-version | --since | --answer | --step | --render)
      # ID, V, R, KEY=VALUE, KEY=COMMAND, N: nothing to offer.
      return 0
      ;;
  esac

  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W '--app --app-version --force --reset --whats-new --since --answers --answer --answers-from --recall --accessible --step --no-animation --plain --watch --split --check --render --size --completions --help --help-all --version --' -- "$cur"))
  else
    # FILE, and the file --watch reads again: a tour file is Markdown under any name.
    _tour_files "$cur"
  fi
  return 0
}

# File and directory names starting with $1, one per line (names may hold spaces).
_tour_files() {
  local IFS=$'\n'
  COMPREPLY=($(compgen -f -- "$1"))
}

complete -o filenames -F _tour tour
