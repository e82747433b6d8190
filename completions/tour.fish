# fish completion for tour(1), written by `tour --completions fish` from tour's table of
# options. Installed as fish/vendor_completions.d/tour.fish.

# Tour files: any file (Markdown under any name), offered wherever no option wants a value.
complete -c tour -F

complete -c tour -l app -x -d 'show the tour only on a first run or an upgrade of app ID'
complete -c tour -l app-version -x -d 'the app\'s version now (default: the file\'s `version:`)'
complete -c tour -l force -d 'show the onboarding whatever was remembered'
complete -c tour -l reset -d 'forget what app ID has seen'
complete -c tour -l whats-new -d 'preview the pages new since a version (with --since R)'
complete -c tour -l since -x -d 'with --whats-new: the version to preview from'
complete -c tour -l answers -x -a 'json\\t"one JSON object" sh\\t"TOUR_KEY=value lines for eval"' -d 'print the answers when the tour is finished'
complete -c tour -l answer -x -d 'answer a question before the tour starts'
complete -c tour -l answers-from -r -d 'answer the questions from a file --answers json wrote'
complete -c tour -l recall -d 'print the answers the app remembers (with --app ID --answers)'
complete -c tour -l accessible -d 'line by line, for screen readers and scripts'
complete -c tour -l step -x -d 'the command the tour\'s step KEY runs, with /bin/sh -c'
complete -c tour -l no-animation -d 'change pages instantly'
complete -c tour -l plain -d 'print plain text, even on a terminal'
complete -c tour -l watch -d 'show FILE again each time it is saved'
complete -c tour -l split -x -a 'h1\\t"# headings" h2\\t"## and #" h3\\t"### to #"' -d 'a page at each heading of that level or higher'
complete -c tour -l check -d 'report what does not show at 80x24, 60x20 and 40x12'
complete -c tour -l render -x -d 'print page N as the screen shows it, without colours'
complete -c tour -l size -x -a '80x24\\t"a classic terminal" 60x20\\t"a split pane" 40x12\\t"a small pane"' -d 'the screen size for --check and --render'
complete -c tour -l completions -x -a 'bash zsh fish' -d 'print the completion script for a shell'
complete -c tour -l help -s h -d 'the synopsis and the common options, on one screen'
complete -c tour -l help-all -d 'every option, the keys, the exit status and the environment'
complete -c tour -l version -d 'the version of tour itself'
