import Testing

@testable import TourKit

/// Accessible mode's conversation, line by line: prompts, answers of every kind, wrong answers
/// asked again, pages that follow the answers, the end of input.
@Suite("Line by line (accessible mode)")
struct LineByLineTourTests {
  static let tour = try! Tour.parse(
    """
    ---
    title: Notes
    ---
    # Pick a theme

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->
    - (x) Match the terminal <!-- value: auto -->

    <!-- ask: features -->
    - [x] Sync between machines <!-- value: sync -->
    - [ ] Reminders <!-- value: reminders -->

    <!-- ask: telemetry -->
    - [ ] Send anonymous usage statistics

    ---
    <!-- when: theme = dark -->
    # Dark it is

    Easier on the eyes.

    ---
    # Your name

    <!-- ask: name; text; placeholder: Ada Lovelace; pattern: .{2,40}; message: Two to forty characters -->
    """, name: "notes.md")

  /// What a conversation wrote (each reply shown after its prompt in angle brackets, `<^D>`
  /// for the end of input), how it ended and its answers.
  struct Run {
    var transcript = ""
    var ending: TourResult.Ending?
    var answers: TourAnswers
  }

  /// Runs the notes tour on `lines`.
  static func run(
    _ lines: [String?], labels: ChromeLabels = .english, answers: [String: TourAnswer] = [:]
  ) -> Run {
    run(tour, lines, labels: labels, answers: answers)
  }

  /// Runs `tour` on `lines` (`nil`: the end of input) until it ends or the lines run out.
  static func run(
    _ tour: Tour, _ lines: [String?], labels: ChromeLabels = .english,
    answers: [String: TourAnswer] = [:]
  ) -> Run {
    var conversation = LineByLineTour(tour: tour, answers: answers, labels: labels)
    var step = conversation.start()
    var run = Run(transcript: step.text, answers: conversation.answers)
    for line in lines where step.ending == nil {
      run.transcript += "<\(line ?? "^D")>\n"
      step = conversation.reply(line.map { .line($0) } ?? .end)
      run.transcript += step.text
    }
    run.ending = step.ending
    run.answers = conversation.answers
    return run
  }

  @Test func aWholeTourReadsAsATranscript() {
    let run = Self.run(["1", "", "y", "", "", "Ada", ""])
    #expect(run.ending == .completed)
    #expect(
      run.transcript == """
        Notes

        Pick a theme

        Theme (required)
        1) Dark
        2) Light
        3) Match the terminal
        Theme (required) [3]: <1>
        Features
        1) Sync between machines
        2) Reminders
        Features (one or more numbers, 0 for none) [1]: <>
        Send anonymous usage statistics [y/N]: <y>
        Page 1 of 3 — Enter: next, q: quit <>

        Dark it is

        Easier on the eyes.

        Page 2 of 3 — Enter: next, b: back, q: quit <>

        Your name

        Name (e.g. Ada Lovelace): <Ada>
        Page 3 of 3 — Enter: start, b: back, q: quit <>

        """)
    #expect(
      run.answers.json
        == #"{"theme":"dark","features":["sync"],"telemetry":true,"name":"Ada"}"#)
  }

  @Test func anEmptyLineKeepsWhatTheBracketsShow() {
    let run = Self.run(
      ["", "", "", ""], answers: ["theme": .choice("light"), "features": .choices([])])
    #expect(run.transcript.contains("Match the terminal\nTheme (required) [2]: "))
    #expect(run.transcript.contains("(one or more numbers, 0 for none) [0]: "))
    #expect(run.answers.choice("theme") == "light")
    #expect(run.answers.choices("features") == [])
    #expect(run.answers.flag("telemetry") == false)
  }

  @Test func aSingleChoiceTakesANumberOrAValueAndRefusesTheRest() {
    for (line, expected) in [("2", "light"), (" 3 ", "auto"), ("dark", "dark"), ("２", "light")] {
      let run = Self.run([line])
      #expect(run.answers.choice("theme") == expected, "\(line)")
      #expect(run.transcript.hasSuffix("(one or more numbers, 0 for none) [1]: "), "\(line)")
    }
    // A word that is in no option's label is refused too (one that is narrows the list).
    for line in ["0", "4", "Purple", "1 2", "99999999999"] {
      let run = Self.run([line])
      #expect(
        run.transcript.hasSuffix(
          "<\(line)>\nAnswer with a number from 1 to 3\nTheme (required) [3]: "), "\(line)")
      #expect(run.answers.choice("theme") == "auto")
    }
  }

  @Test func qAndBWorkAtAQuestionPromptAsOnThePagePrompt() {
    // q at a question leaves, with the answers given so far.
    let left = Self.run(["2", "q"])
    #expect(left.ending == .skipped(atPage: 0))
    #expect(left.answers.choice("theme") == "light")
    #expect(!left.transcript.contains("Answer with"))
    // b on the first page says so and asks the question again.
    let first = Self.run([" B "])
    #expect(
      first.transcript.hasSuffix(
        "< B >\nThis is the first page\nTheme (required) [3]: "))
    // b at a yes/no question on a later page goes to the page before.
    let tour = try! Tour.parse(
      """
      # One
      ---
      <!-- ask: ok -->
      - [ ] Fine?
      """, name: "two.md")
    let back = Self.run(tour, ["", "b"])
    #expect(back.transcript.hasSuffix("<b>\n\nOne\n\nPage 1 of 2 — Enter: next, q: quit "))
    // In a text field q and b are text.
    let named = Self.run(["1", "", "", "", "", "q", ""])
    #expect(named.ending == nil)
    #expect(named.answers.text("name") != "q")
    #expect(named.transcript.contains("<q>\nTwo to forty characters\n"))
  }

  @Test func aRequiredChoiceWithNothingChosenIsAskedAgain() throws {
    let tour = try Tour.parse(
      """
      <!-- ask: protocol; required -->
      - ( ) HTTPS <!-- value: https -->
      - ( ) SSH <!-- value: ssh -->
      """, name: "gh.md")
    let run = Self.run(tour, ["", "", "2", ""])
    #expect(
      run.transcript == """
        Protocol (required)
        1) HTTPS
        2) SSH
        Protocol (required): <>
        Choose an option to continue
        Protocol (required): <>
        Choose an option to continue
        Protocol (required): <2>
        Page 1 of 1 — Enter: start, q: quit <>

        """)
    #expect(run.ending == .completed)
    #expect(run.answers.choice("protocol") == "ssh")
  }

  @Test func aMultipleChoiceTakesTheChosenSet() {
    let cases: [(String, [String])] = [
      ("2", ["reminders"]), ("2 1", ["sync", "reminders"]), ("1,2", ["sync", "reminders"]),
      ("2, 2", ["reminders"]), ("0", []), ("1、2", ["sync", "reminders"]),
      ("reminders, sync", ["sync", "reminders"]),
    ]
    for (line, expected) in cases {
      let run = Self.run(["", line])
      #expect(run.answers.choices("features") == expected, "\(line)")
      #expect(run.transcript.hasSuffix("[y/N]: "), "\(line)")
    }
    for line in ["3", "1 3", "0 1", "x", "1 x"] {
      let run = Self.run(["", line])
      #expect(
        run.transcript.hasSuffix(
          "<\(line)>\nAnswer with numbers from 1 to 2, or 0 for none\n"
            + "Features (one or more numbers, 0 for none) [1]: "), "\(line)")
      #expect(run.answers.choices("features") == ["sync"])
    }
  }

  @Test func aYesNoTakesTheUsualWords() throws {
    for (line, expected) in [("y", true), ("YES", true), ("n", false), ("on", true), ("0", false)] {
      let run = Self.run(["", "", line])
      #expect(run.answers.flag("telemetry") == expected, "\(line)")
    }
    let wrong = Self.run(["", "", "maybe"])
    #expect(
      wrong.transcript.hasSuffix(
        "<maybe>\nAnswer y or n\nSend anonymous usage statistics [y/N]: "))
    // A required yes/no is a consent: no is refused.
    let consent = try Tour.parse(
      """
      <!-- ask: terms; required; label: Terms -->
      - [ ] I accept the terms
      """, name: "terms.md")
    let refused = Self.run(consent, ["n", "", "y", ""])
    #expect(
      refused.transcript == """
        Terms (required) — I accept the terms [y/N]: <n>
        Answer y to continue
        Terms (required) — I accept the terms [y/N]: <>
        Answer y to continue
        Terms (required) — I accept the terms [y/N]: <y>
        Page 1 of 1 — Enter: start, q: quit <>

        """)
    #expect(refused.answers.flag("terms") == true)
  }

  @Test func aTextIsCheckedAgainstItsPatternAndLength() throws {
    let start = ["", "", "", ""]
    let short = Self.run(start + ["A"])
    #expect(
      short.transcript.hasSuffix("<A>\nTwo to forty characters\nName (e.g. Ada Lovelace): "))
    #expect(short.answers.text("name") == "")
    let long = Self.run(start + [String(repeating: "a", count: 257)])
    #expect(
      long.transcript.hasSuffix(
        ">\nThe answer is longer than 256 characters\nName (e.g. Ada Lovelace): "))
    // Kept as typed, control characters left out; shown in brackets when asked again.
    let hostile = Self.run(start + [" it's \u{1B}[31m$HOME `x` \"日本\" ", "b", "", "", "", ""])
    #expect(hostile.answers.text("name") == " it's [31m$HOME `x` \"日本\" ")
    #expect(hostile.transcript.hasSuffix("Name [ it's [31m$HOME `x` \"日本\" ]: "))
    let required = try Tour.parse("<!-- ask: email; text; required -->", name: "e.md")
    let empty = Self.run(required, ["  ", "a@b"])
    #expect(
      empty.transcript
        == "Email (required): <  >\nType an answer to continue\nEmail (required): <a@b>\n"
        + "Page 1 of 1 — Enter: start, q: quit ")
  }

  @Test func pagesFollowTheAnswersBackAndForth() {
    // Not dark: the dark page is left out and the count says 2.
    let light = Self.run(["2", "", "", ""])
    #expect(light.transcript.contains("Page 1 of 2 — Enter: next, q: quit "))
    #expect(!light.transcript.contains("Dark it is"))
    #expect(light.transcript.hasSuffix("Name (e.g. Ada Lovelace): "))
    // Back to the first page, dark this time: the dark page comes next.
    let changed = Self.run(["2", "", "", "", "", "b", "1", "", "", ""])
    #expect(
      changed.transcript.hasSuffix(
        "Page 1 of 3 — Enter: next, q: quit <>\n\nDark it is\n\n"
          + "Easier on the eyes.\n\nPage 2 of 3 — Enter: next, b: back, q: quit "))
    #expect(changed.answers.choice("theme") == "dark")
  }

  @Test func thePagePromptTakesEnterBackAndQuit() {
    let first = Self.run(["", "", "", "b", "next"])
    #expect(
      first.transcript.hasSuffix(
        "<b>\nThis is the first page\nPage 1 of 2 — Enter: next, q: quit <next>\n"
          + "Press Enter to go on, b to go back, q to quit\nPage 1 of 2 — Enter: next, q: quit "))
    let quit = Self.run(["1", "", "", "", "Q"])
    #expect(quit.ending == .skipped(atPage: 1))
    #expect(quit.answers.choice("theme") == "dark")
  }

  @Test func theEndOfInputIsLikeQWithTheAnswersSoFar() {
    let run = Self.run(["1", "2", nil])
    #expect(run.ending == .skipped(atPage: 0))
    #expect(run.answers.choice("theme") == "dark")
    #expect(run.answers.choices("features") == ["reminders"])
    #expect(run.transcript.hasSuffix("[y/N]: <^D>\n"))
    var conversation = LineByLineTour(tour: Self.tour)
    _ = conversation.start()
    #expect(conversation.reply(.end) == .init("", ending: .skipped(atPage: 0)))
  }

  @Test func aLineTooLongIsAWrongAnswer() {
    var conversation = LineByLineTour(tour: Self.tour)
    _ = conversation.start()
    let step = conversation.reply(.tooLong)
    #expect(step.ending == nil)
    #expect(step.text.hasPrefix("Answer with a number from 1 to 3\nTheme (required)"))
    #expect(conversation.reply(.line("")).text.hasPrefix("Features"))
  }

  @Test func japaneseAndChinesePrompts() {
    let japanese = Self.run(["x", "", "", "", ""], labels: .japanese)
    #expect(japanese.transcript.contains("1 から 3 までの番号で答えてください\n"))
    #expect(
      japanese.transcript.contains(
        "Features\n1) Sync between machines\n2) Reminders\nFeatures（番号を 1 つ以上、なしは 0） [1]: "))
    #expect(japanese.transcript.contains("ページ 1 / 2 — Enter: 次へ、q: 終了 "))
    #expect(japanese.transcript.hasSuffix("Name（例: Ada Lovelace）: "))
    #expect(Self.run(["", "", "はい"], labels: .japanese).answers.flag("telemetry") == true)
    let chinese = Self.run(["", "", "", "", "", ""], labels: .chinese)
    #expect(chinese.transcript.contains("第 2 页，共 2 页 — Enter：开始，b：上一页，q：退出 "))
    #expect(Self.run(["", "", "否"], labels: .chinese).answers.flag("telemetry") == false)
  }

  @Test func aTourWithoutQuestionsIsPagesAndPrompts() {
    let tour = Tour(pages: [Page(title: "One"), Page(title: "Two", paragraphs: ["Last."])])
    let run = Self.run(tour, ["", ""])
    #expect(
      run.transcript == """
        One

        Page 1 of 2 — Enter: next, q: quit <>

        Two

        Last.

        Page 2 of 2 — Enter: start, b: back, q: quit <>

        """)
    #expect(run.ending == .completed && run.answers.isEmpty)
  }

  /// A page as a screen reader hears it: no box drawing and no line of symbols (read aloud),
  /// every table as `Header: value` records, one line per cell however long, quotes marked
  /// `> `, headings plain lines; on a terminal's Unicode as in ASCII.
  @Test(arguments: [true, false])
  func aPageHasNoBoxDrawingAndTablesAreRecords(unicode: Bool) throws {
    let value = "a value far longer than the twenty-column width the page is wrapped to"
    let tour = try Tour.parse(
      """
      # Keys

      | Key | Action |
      |---|---|
      | q | quit |
      | ? | \(value) |

      > a quote

      ## More

      Text.[^1]

      [^1]: A note.
      """, name: "keys.md")
    var conversation = LineByLineTour(tour: tour, width: 20, unicode: unicode)
    let text = conversation.start().text
    #expect(
      text == """
        Keys

        Key: q
        Action: quit

        Key: ?
        Action: \(value)

        > a quote

        More

        Text.[1]

        [1] A note.

        Page 1 of 1\(unicode ? " — " : " - ")Enter: start, q: quit
        """ + " ", "\(text)")
    let boxes = text.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }
    #expect(boxes.isEmpty, "\(String(String.UnicodeScalarView(boxes)))")
  }

  /// Each question is asked right after the text that leads to it, and the text after the last
  /// question comes before the page prompt: a listener hears the question's introduction
  /// next to it, not every introduction of the page first.
  @Test func questionsAreAskedWhereTheyStandInThePage() throws {
    let tour = try Tour.parse(
      """
      # Make Notes yours

      How should Notes look?

      <!-- ask: theme -->
      - ( ) Dark <!-- value: dark -->
      - (x) Light <!-- value: light -->

      What should Notes call you?

      <!-- ask: name; text -->

      You can change both later.
      """, name: "notes.md")
    let run = Self.run(tour, ["1", "Ada", ""])
    #expect(
      run.transcript == """
        Make Notes yours

        How should Notes look?

        Theme
        1) Dark
        2) Light
        Theme [2]: <1>

        What should Notes call you?

        Name: <Ada>

        You can change both later.

        Page 1 of 1 — Enter: start, q: quit <>

        """, "\(run.transcript)")
    #expect(run.ending == .completed && run.answers.text("name") == "Ada")
  }
}
