/// What a key does in a running tour.
enum KeyAction: Hashable, Sendable {
  /// Turn back one page.
  case previousPage
  /// Turn forward one page.
  case nextPage
  /// Go to the first page.
  case firstPage
  /// Go to the last page.
  case lastPage
  /// Go to the page a digit names (`1` … `9`), if the tour has it.
  case goToPage
  /// Scroll a page taller than the screen (or the help list) up one line.
  case scrollUp
  /// Scroll a page taller than the screen (or the help list) down one line.
  case scrollDown
  /// Scroll a page taller than the screen up by a screenful (``TourGeometry/screenful(ofPage:)``);
  /// at its top, or on a page that fits, turn back one page.
  case screenUp
  /// Scroll a page taller than the screen down by a screenful; at its bottom, or on a page that
  /// fits, turn forward one page.
  case screenDown
  /// Turn forward one page; on the last page, finish the tour.
  case nextPageOrFinish
  /// Leave the tour early.
  case leave
  /// Show the help overlay (any key then closes it; the scroll keys scroll one too tall for
  /// the screen).
  case showHelp

  // On a page with questions:
  /// Focus the option above (or the previous question's last).
  case previousOption
  /// Focus the option below (or the next question's first).
  case nextOption
  /// Focus the previous question.
  case previousQuestion
  /// Focus the next question.
  case nextQuestion
  /// Choose the focused option (one choice), or tick or untick its box.
  case select
  /// Choose the focused option of a single choice, then go on: to the next question, else
  /// the next page (or finish on the last); a text field's answer is checked first.
  case selectAndGoOn
  /// Start narrowing a single or multiple choice's options to those containing what is typed
  /// next (a character no key claims starts it too, typed).
  case openFilter

  // While a choice's options are filtered (every character but Space types into the filter):
  /// Delete the filter's last character.
  case eraseFilter
  /// Clear the filter, showing every option again (Esc again then leaves the tour).
  case clearFilter

  // In a text field (every other printable key types):
  /// Move the caret left, right, to the start, to the end.
  case caretLeft, caretRight, caretStart, caretEnd
  /// Delete the character before the caret, after it.
  case deleteBackward, deleteForward
  /// Empty the field.
  case clearField
  /// Delete the word before the caret.
  case deleteWord
  /// Leave the field: keys act on the tour again (`q` quits).
  case leaveField

  // On a step:
  /// Run the focused step again.
  case retryStep
  /// Stop the focused step while it runs; otherwise leave the tour.
  case cancelStep
}

/// Where keys are read: what the focus is on decides what some keys do.
enum KeyContext: Equatable, Sendable {
  /// A page without questions, or a text field left with Esc.
  case page
  /// An option of a question.
  case question
  /// A text field being typed into.
  case textField
  /// A choice whose options are being filtered: characters type into the filter, except Space.
  case filter
  /// A step (`r` runs it again, Esc stops it while it runs).
  case step
}

/// Keys that do one action.
struct KeyBinding: Equatable, Sendable {
  /// What the keys do.
  let action: KeyAction
  /// The keys, in the order help lists them; the first is the one the key hint names.
  let keys: [TourKey]

  init(_ action: KeyAction, _ keys: [TourKey]) {
    self.action = action
    self.keys = keys
  }
}

/// What a line of key help says its keys do; each language words it (``ChromeLabels``).
enum KeyHelpTopic: Hashable, Sendable, CaseIterable {
  case previousNextPage, previousNextScreen, nextPreviousScreen, firstLastPage, goToPage, scroll
  case nextPageOrFinish
  case leave, help
  // Questions.
  case moveFocus, nextPreviousQuestion, select, selectAndGoOn, filterOptions
  // Filtering a choice's options.
  case editFilter
  // The review page, and a question reached from it.
  case followReviewLine, reviewLineByNumber, backToReview
  // Text fields.
  case moveInField, startEndOfField, deleteInField, clearField, leaveField
  // Steps.
  case runStep, retryStep, stopStep
}

/// One line of key help: bindings listed together (`← →  h l`), and what they do.
struct KeyHelpLine: Equatable, Sendable {
  /// What the line says the keys do.
  let topic: KeyHelpTopic
  /// The bindings, side by side: the first keys of each, then the second keys of each …
  let bindings: [KeyBinding]

  init(_ topic: KeyHelpTopic, _ bindings: [KeyBinding]) {
    self.topic = topic
    self.bindings = bindings
  }

  /// The keys as help shows them. Two bindings pair up their keys (`← →  h l`: ← and h go
  /// back, → and l forward); one binding lists its keys (`q  Esc`), a run of digits as a range
  /// (`1-9`).
  func keys(glyphs: Glyphs) -> String {
    guard bindings.count == 1, let keys = bindings.first?.keys else {
      let depth = bindings.map(\.keys.count).max() ?? 0
      return (0..<depth).map { index in
        bindings.compactMap { index < $0.keys.count ? $0.keys[index].name(glyphs: glyphs) : nil }
          .joined(separator: " ")
      }.joined(separator: "  ")
    }
    if keys.count > 2, let first = keys.first, let last = keys.last,
      keys.allSatisfy({ $0.digit != nil })
    {
      return "\(first.name(glyphs: glyphs))-\(last.name(glyphs: glyphs))"
    }
    return keys.map { $0.name(glyphs: glyphs) }.joined(separator: "  ")
  }
}

/// Every key a tour acts on, defined once: ``TourState`` acts on it, and the help overlay, the
/// key hint and `tour --help` are written from it (the man page is checked against it by a
/// test). Mouse gestures are not keys: their help is ``ChromeLabels``' alone.
enum KeyBindings {
  /// The bindings, as help lists them. An action may be bound on several lines.
  package static let lines: [KeyHelpLine] = [
    KeyHelpLine(
      .previousNextPage,
      [
        KeyBinding(.previousPage, [.left, .character("h")]),
        KeyBinding(.nextPage, [.right, .character("l")]),
      ]),
    KeyHelpLine(
      .previousNextScreen,
      [KeyBinding(.screenUp, [.pageUp]), KeyBinding(.screenDown, [.pageDown])]),
    KeyHelpLine(
      .nextPreviousScreen,
      [KeyBinding(.screenDown, [.character(" ")]), KeyBinding(.screenUp, [.backspace])]),
    KeyHelpLine(
      .firstLastPage,
      [
        KeyBinding(.firstPage, [.home, .character("g")]),
        KeyBinding(.lastPage, [.end, .character("G")]),
      ]),
    KeyHelpLine(.goToPage, [KeyBinding(.goToPage, "123456789".map { .character($0) })]),
    KeyHelpLine(
      .scroll,
      [
        KeyBinding(.scrollUp, [.up, .character("k")]),
        KeyBinding(.scrollDown, [.down, .character("j")]),
      ]),
    KeyHelpLine(.nextPageOrFinish, [KeyBinding(.nextPageOrFinish, [.enter])]),
    KeyHelpLine(.leave, [KeyBinding(.leave, [.character("q"), .escape])]),
    KeyHelpLine(.help, [KeyBinding(.showHelp, [.character("?")])]),
  ]

  /// The keys of a page with questions, as help lists them. They come before ``lines``:
  /// `↑` `↓` move the focus rather than scroll, `Space` selects rather than turns the page.
  static let questionLines: [KeyHelpLine] = [
    KeyHelpLine(
      .moveFocus,
      [
        KeyBinding(.previousOption, [.up, .character("k")]),
        KeyBinding(.nextOption, [.down, .character("j")]),
      ]),
    KeyHelpLine(
      .nextPreviousQuestion,
      [KeyBinding(.nextQuestion, [.tab]), KeyBinding(.previousQuestion, [.backTab])]),
    KeyHelpLine(.select, [KeyBinding(.select, [.character(" ")])]),
    KeyHelpLine(.selectAndGoOn, [KeyBinding(.selectAndGoOn, [.enter])]),
    KeyHelpLine(.filterOptions, [KeyBinding(.openFilter, [.character("/")])]),
  ]

  /// The keys of the review page (`review: true`), as help lists them: the actions of a page
  /// with questions, which the review reads as following its lines (``TourState`` on the review
  /// page), and the way back from a question reached from it. Help only: the keys are those of
  /// ``questionLines`` and ``lines``.
  static let reviewLines: [KeyHelpLine] = [
    KeyHelpLine(
      .followReviewLine,
      [KeyBinding(.selectAndGoOn, [.enter]), KeyBinding(.select, [.character(" ")])]),
    KeyHelpLine(.reviewLineByNumber, [KeyBinding(.goToPage, "123456789".map { .character($0) })]),
    KeyHelpLine(
      .backToReview, [KeyBinding(.selectAndGoOn, [.enter]), KeyBinding(.nextPage, [.right])]),
  ]

  /// The keys of a choice whose options are being filtered, as help lists them. Every
  /// character but Space types into the filter; these come before ``questionLines`` (↑ ↓ Space
  /// Enter Tab) and ``lines``.
  static let filterLines: [KeyHelpLine] = [
    KeyHelpLine(
      .editFilter,
      [KeyBinding(.eraseFilter, [.backspace]), KeyBinding(.clearFilter, [.escape])])
  ]

  /// The keys of a text field being typed into, as help lists them. Every printable key types;
  /// these come before ``questionLines`` (↑ ↓ Tab Enter) and ``lines`` (PgUp, PgDn).
  static let textFieldLines: [KeyHelpLine] = [
    KeyHelpLine(
      .moveInField,
      [
        KeyBinding(.caretLeft, [.left]), KeyBinding(.caretRight, [.right]),
        KeyBinding(.caretStart, [.home]), KeyBinding(.caretEnd, [.end]),
      ]),
    KeyHelpLine(
      .startEndOfField,
      [KeyBinding(.caretStart, [.control("a")]), KeyBinding(.caretEnd, [.control("e")])]),
    KeyHelpLine(
      .deleteInField,
      [KeyBinding(.deleteBackward, [.backspace]), KeyBinding(.deleteForward, [.delete])]),
    KeyHelpLine(
      .clearField,
      [KeyBinding(.clearField, [.control("u")]), KeyBinding(.deleteWord, [.control("w")])]),
    KeyHelpLine(.leaveField, [KeyBinding(.leaveField, [.escape])]),
  ]

  /// The keys of a step with the focus, as help lists them: Enter and Space run a run step
  /// (``questionLines``' actions, which the step reads so), r runs it again, Esc stops it while
  /// it runs. These come before ``questionLines`` (↑ ↓ Tab) and ``lines``.
  static let stepLines: [KeyHelpLine] = [
    KeyHelpLine(
      .runStep,
      [KeyBinding(.selectAndGoOn, [.enter]), KeyBinding(.select, [.character(" ")])]),
    KeyHelpLine(.retryStep, [KeyBinding(.retryStep, [.character("r")])]),
    KeyHelpLine(.stopStep, [KeyBinding(.cancelStep, [.escape])]),
  ]

  /// Every binding, in the order of ``lines``.
  static let all: [KeyBinding] = lines.flatMap(\.bindings)

  /// What `key` does where the focus is: in a text field being typed into, in a choice being
  /// filtered, on a page with questions, or on any page. `nil` for a key that does nothing
  /// there, which the focused question may take as typing (any character in a text field;
  /// any but Space in a filter; on a choice, one no key claims, which starts a filter).
  static func action(for key: TourKey, in context: KeyContext) -> KeyAction? {
    func first(_ lines: [KeyHelpLine]) -> KeyAction? {
      lines.lazy.flatMap(\.bindings).first { $0.keys.contains(key) }?.action
    }
    switch context {
    case .page: return action(for: key)
    case .question: return first(questionLines) ?? action(for: key)
    case .textField:
      if case .character = key { return nil }
      return first(textFieldLines) ?? first(questionLines) ?? action(for: key)
    case .filter:
      if case .character(let character) = key, character != " " { return nil }
      // ← → would turn the page under what is being typed, as a text field's would not: a
      // filter has no caret for them to move, so they do nothing until Esc or Enter.
      if key == .left || key == .right { return nil }
      return first(filterLines) ?? first(questionLines) ?? action(for: key)
    case .step:
      return first(stepLines) ?? first(questionLines) ?? action(for: key)
    }
  }

  /// What `key` does, or `nil` when it does nothing.
  static func action(for key: TourKey) -> KeyAction? {
    all.first { $0.keys.contains(key) }?.action
  }

  /// The first key bound to `action`: the one the key hint names.
  static func firstKey(of action: KeyAction) -> TourKey? {
    all.first { $0.action == action }?.keys.first
  }
}

extension TourKey {
  /// The key's name in help and hints: `←` (`<-` in ASCII), `PgUp`, `Space`, `q`.
  func name(glyphs: Glyphs) -> String {
    switch self {
    case .left: return glyphs.arrows.left
    case .right: return glyphs.arrows.right
    case .up: return glyphs.arrows.up
    case .down: return glyphs.arrows.down
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Bksp"
    case .delete: return "Del"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .control(let letter): return "Ctrl-" + letter.uppercased()
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    }
  }

  /// The digit's value, for a key `0` … `9`.
  var digit: Int? {
    guard case .character(let character) = self, character.isASCII else { return nil }
    return character.wholeNumberValue
  }
}
