# fish completion for tour(1). Installed as fish/vendor_completions.d/tour.fish.

# Tour files: any file (Markdown under any name), offered wherever no option wants a value.
complete -c tour -F

complete -c tour -l help -d 'Print the synopsis and the common options'
complete -c tour -l help-all -d 'Print every option, the keys, exit status and environment'
complete -c tour -l version -d 'Print the version of tour itself'
complete -c tour -l no-animation -d 'Change pages instantly'
complete -c tour -l plain -d 'Print plain text, even on a terminal'
complete -c tour -l watch -d 'Read FILE again each time it is saved'
complete -c tour -l app -x -d 'Show the tour only if app ID needs it'
complete -c tour -l app-version -x -d "The app's version now"
complete -c tour -l force -d 'Show the onboarding whatever was remembered'
complete -c tour -l reset -d 'Forget what the app has seen'
complete -c tour -l whats-new -d 'Preview the pages new since a version (with --since)'
complete -c tour -l since -x -d 'The version to preview from (with --whats-new)'
complete -c tour -l check -d 'Report pages that overflow or clip, and pictures not shown'
complete -c tour -l render -x -d 'Print page N as the screen shows it'
complete -c tour -l size -x -a '80x24 60x20 40x12' -d 'Screen size for --check and --render'
complete -c tour -l split -x -a 'h1 h2 h3' -d 'Start a page at each heading of this level or higher'
complete -c tour -l answers -x -d 'Print the answers when the tour finishes' \
    -a 'json\t"One JSON object" sh\t"TOUR_KEY=value lines for eval"'
complete -c tour -l answer -x -d 'Preset an answer: KEY=VALUE'
complete -c tour -l recall -d 'Print the answers the app remembers (with --app, --answers)'
complete -c tour -l accessible -d 'Line by line: no full screen, questions asked at prompts'
