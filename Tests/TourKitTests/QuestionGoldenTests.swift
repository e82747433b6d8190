import Testing

@testable import TourKit

/// Question pages as golden screens with their style layer: focus and choice are style (and
/// glyphs, which is what `NO_COLOR` and 8 colours keep).
@Suite("Golden screens: questions")
struct QuestionGoldenTests {
  static let english = """
    # Pick a theme

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->
    - ( ) Match the terminal <!-- value: auto -->

    <!-- ask: features -->
    - [x] Sync between machines <!-- value: sync -->
    - [ ] Reminders <!-- value: reminders -->
    ---
    # Your name

    <!-- ask: name; text; required; placeholder: Ada Lovelace; pattern: .{2,40}; message: Two to forty characters -->
    """

  static let japanese = """
    # テーマを選んでください

    <!-- ask: theme; required -->
    - ( ) ダーク <!-- value: dark -->
    - ( ) ライト <!-- value: light -->
    - (x) 端末に合わせる <!-- value: auto -->
    ---
    # お名前

    <!-- ask: name; text; placeholder: 山田太郎 -->
    """

  static func state(
    _ text: String, width: Int = 80, height: Int = 24, labels: ChromeLabels = .english,
    unicode: Bool = true
  ) throws -> TourState {
    TourState(
      tour: try Tour.parse(text), width: width, height: height,
      options: TourOptions(slideDuration: .zero, unicode: unicode, labels: labels))
  }

  func render(_ state: TourState, _ depth: ColorDepth = .palette256) -> Canvas {
    TourRenderer(colorDepth: depth).render(state, at: .zero)
  }

  @Test(arguments: [
    (ColorDepth.palette256, "256"), (.basic8, "8"), (.none, "no-colour"),
  ])
  func focusedAndChosen(depth: ColorDepth, name: String) throws {
    var state = try Self.state(Self.english)
    // Light chosen, then the focus on Sync: one option chosen, another focused, a box ticked.
    state.handle([.key(.down), .key(.character(" ")), .key(.tab)], at: .zero)
    expectSnapshot(render(state, depth), named: "question-choices-\(name)", styles: true)
  }

  @Test func refusedGoingOnWithNothingChosen() throws {
    var state = try Self.state(Self.english)
    state.handle(.key(.right), at: .zero)
    expectSnapshot(render(state), named: "question-refused-80x24", styles: true)
  }

  @Test func typingIntoAFieldAndAnAnswerRefused() throws {
    var state = try Self.state(Self.english)
    state.handle([.key(.character(" ")), .key(.right)], at: .zero)
    expectSnapshot(render(state), named: "question-field-empty-80x24", styles: true)
    state.handle([.key(.character("A")), .key(.enter)], at: .zero)
    expectSnapshot(render(state), named: "question-field-refused-80x24", styles: true)
  }

  @Test func aLongAnswerScrollsInsideItsField() throws {
    var state = try Self.state(Self.english, width: 40, height: 12)
    state.handle([.key(.character(" ")), .key(.right)], at: .zero)
    state.handle(.paste("Augusta Ada King, Countess of Lovelace, mathematician"), at: .zero)
    expectSnapshot(render(state), named: "question-field-scrolled-40x12", styles: true)
    // ← walks the caret left under the text, which stays where it is.
    let fieldRow = { (canvas: Canvas) in
      canvas.plainText.split(separator: "\n").first { $0.contains("Lovelace") }.map(String.init)
    }
    let before = fieldRow(render(state))
    state.handle(Array(repeating: .key(.left), count: 5), at: .zero)
    #expect(fieldRow(render(state)) == before)
    expectSnapshot(render(state), named: "question-field-caret-walks-40x12", styles: true)
  }

  /// Scrolled sideways with an odd-width character before it, the caret could land on the
  /// field's last cell over a wide character, which was then drawn as a blank: the character
  /// under the caret is always shown whole, for every caret place.
  @Test func theCharacterUnderTheCaretIsAlwaysShownWhole() throws {
    let text = "a一二三四五六七八九十壱弐参肆b"
    let characters = Array(text)
    for width in 8...18 {
      for cursor in 0...characters.count {
        let editing = TextEditing(text, cursor: cursor)
        let shown = editing.visibleRange(width: width, rule: .unicode)
        let used = characters[shown].reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(used <= width, "width \(width), caret \(cursor)")
        if cursor < characters.count {
          #expect(shown.contains(cursor), "width \(width), caret \(cursor): \(shown)")
        } else {
          #expect(shown.upperBound == cursor && used + 1 <= width, "width \(width)")
        }
      }
    }
  }

  /// ← from the end of a text longer than its field walks the caret across the field; the
  /// text scrolls only once the caret is on the field's first cell, a character at a time;
  /// → then walks it back. Widths 1 and 2 mixed.
  @Test func theCaretWalksAcrossTheFieldAndTheViewStaysUntilAnEdge() throws {
    let text = "abc一二三defg四五hij六七klmn八"
    let characters = Array(text)
    let widths = characters.map { DisplayWidth.of($0) }
    for width in 6...12 {
      var cursor = characters.count
      var start = TextEditing(text, cursor: cursor).visibleRange(width: width, rule: .unicode)
        .lowerBound
      func step(_ move: Int) {
        cursor += move
        let shown = TextEditing(text, cursor: cursor).visibleRange(
          width: width, rule: .unicode, from: start)
        let caretWidth = cursor < widths.count ? widths[cursor] : 1
        func fits(from first: Int) -> Bool {
          widths[first..<cursor].reduce(0, +) + caretWidth <= width
        }
        let context = "width \(width), caret \(cursor), view \(start) → \(shown)"
        #expect(fits(from: shown.lowerBound), "\(context)")
        if cursor >= start && fits(from: start) {
          #expect(shown.lowerBound == start, "the view stays: \(context)")
        } else if move < 0 {
          #expect(shown.lowerBound == cursor, "the caret on the first cell: \(context)")
        } else {
          #expect(!fits(from: shown.lowerBound - 1), "the view moves least: \(context)")
        }
        start = shown.lowerBound
      }
      while cursor > 0 { step(-1) }
      #expect(start == 0, "width \(width)")
      while cursor < characters.count { step(1) }
    }
  }

  /// A click in a text field puts the caret before the character clicked, in the view as
  /// drawn: the field's start when it was not typed into, the scrolled view while it was.
  @Test func aClickInAFieldPutsTheCaretWhereItIs() throws {
    let tour = try Tour.parse(
      "# Name\n\nYour name?\n\n<!-- ask: name; text; default: Ada Lovelace -->\n")
    var state = TourState(
      tour: tour, width: 40, height: 12,
      options: TourOptions(slideDuration: .zero, unicode: true, labels: .english))
    func click(_ character: Character) throws {
      let rows = TourRenderer(colorDepth: .palette256).render(state, at: .zero).text
        .split(separator: "\n", omittingEmptySubsequences: false)
      let row = try #require(rows.firstIndex { $0.contains("›") })
      let column = try #require(rows[row].firstIndex(of: character))
      let x = rows[row].distance(from: rows[row].startIndex, to: column)
      state.handle([.pointerDown(x: x, y: row), .pointerUp(x: x, y: row)], at: .zero)
    }
    func answer() -> String {
      if case .text(let text)? = state.answers["name"] { text } else { "" }
    }
    state.handle(.key(.escape), at: .zero)
    try click("L")
    state.handle(.key(.character("X")), at: .zero)
    #expect(answer() == "Ada XLovelace")

    let long = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    state.handle(.key(.control("u")), at: .zero)
    state.handle(.paste(long), at: .zero)
    state.handle(Array(repeating: .key(.left), count: 5), at: .zero)
    // The first character the scrolled field shows, clicked.
    let rows = TourRenderer(colorDepth: .palette256).render(state, at: .zero).text
      .split(separator: "\n")
    let first = try #require(rows.first { $0.contains("›") }?.split(separator: " ").last?.first)
    #expect(first != "a")
    try click(first)
    state.handle(.key(.character("_")), at: .zero)
    #expect(answer().contains("_" + String(first)), "\(answer())")
    #expect(answer().count == long.count + 1)
  }

  /// Deleting at the end of a scrolled text brings what was hidden at its start back into the
  /// field, rather than leaving the field's end empty.
  @Test func deletingAtTheEndBringsHiddenTextBack() throws {
    let text = "abcdefghijklmnopqrst"
    let scrolled = TextEditing(text, cursor: 20).visibleRange(width: 10, rule: .unicode)
    #expect(scrolled == 11..<20)
    let shorter = TextEditing("abcdefghijklmno", cursor: 15).visibleRange(
      width: 10, rule: .unicode, from: scrolled.lowerBound)
    #expect(shorter == 6..<15)
  }

  @Test func asciiGlyphsWithoutUnicode() throws {
    var state = try Self.state(Self.english, unicode: false)
    state.handle([.key(.down), .key(.character(" ")), .key(.tab)], at: .zero)
    expectSnapshot(render(state, .none), named: "question-choices-ascii", styles: true)
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func japanese(width: Int, height: Int) throws {
    var state = try Self.state(Self.japanese, width: width, height: height, labels: .japanese)
    expectSnapshot(render(state), named: "question-japanese-\(width)x\(height)", styles: true)
    state.handle(.key(.right), at: .zero)
    state.handle(.paste("山田 花子"), at: .zero)
    expectSnapshot(render(state), named: "question-japanese-field-\(width)x\(height)")
  }

  @Test func chineseRefusal() throws {
    let text = "# 选择主题\n\n<!-- ask: theme; required -->\n- ( ) 深色\n- ( ) 浅色\n"
    var state = try Self.state(text + "---\n# 二\n", labels: .chinese)
    state.handle(.key(.right), at: .zero)
    #expect(state.targetPage == 0)
    expectSnapshot(render(state), named: "question-chinese-refused-80x24")
  }

  @Test func helpListsTheQuestionKeys() throws {
    var state = try Self.state(Self.english)
    state.handle(.key(.character("?")), at: .zero)
    #expect(state.isHelpShown)
    expectSnapshot(render(state), named: "question-help-80x24")
  }

  /// On a narrow screen what a key does goes below it, wrapped, never cut.
  @Test func aNarrowHelpWrapsWhatKeysDo() throws {
    var state = try Self.state(Self.english, width: 40, height: 12)
    state.handle(.key(.character("?")), at: .zero)
    for _ in 0..<6 { state.handle(.key(.down), at: .zero) }
    #expect(!render(state).plainText.contains("›"))
    expectSnapshot(render(state), named: "question-help-40x12-scrolled")
  }

  /// The list scrolls by rows, so a resize that wraps it anew keeps the same row on top, its
  /// keys and not the wrapped end of what they do; and the frame says where there is more.
  @Test func aScrolledHelpKeepsItsTopRowThroughAResize() throws {
    var state = try Self.state(Self.english, width: 40, height: 12)
    state.handle(.key(.character("?")), at: .zero)
    func listRows(_ state: TourState) -> [String] {
      render(state).text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("│ ") }
        .dropFirst().map { row in
          String(row.dropFirst(2).prefix { $0 != "│" }.reversed().drop { $0 == " " }.reversed())
        }
    }
    let rows = listRows(state)
    for _ in 0..<2 { state.handle(.key(.down), at: .zero) }
    let top = try #require(listRows(state).first)
    #expect(top != rows.first && rows.contains(top))
    state.handle(.resize(width: 44, height: 12), at: .zero)
    #expect(listRows(state).first?.hasPrefix(top) == true, "\(listRows(state))")
    state.handle(.resize(width: 36, height: 11), at: .zero)
    #expect(listRows(state).first?.hasPrefix(top) == true, "\(listRows(state))")
    let screen = render(state).text.split(separator: "\n").map(String.init)
    #expect(screen.first?.contains("↑ more") == true && screen.last?.contains("↓ more") == true)
    #expect(!screen.contains { $0.contains("↑ ↓ more") })
  }

  /// In every language: the keys of questions and of text fields under their headings, drawn
  /// as subheadings, before the others under theirs; and a footer that says what each key does
  /// to the overlay, which depends on whether it scrolls.
  @Test(arguments: [ChromeLabels.english, .japanese, .chinese])
  func helpGroupsTheQuestionKeysAndItsFooterIsTrue(labels: ChromeLabels) throws {
    var state = try Self.state(Self.english, labels: labels)
    state.handle(.key(.character("?")), at: .zero)
    let screen = render(state)
    let rows = (0..<screen.height).map { screen.text(ofRow: $0) }
    let headings = labels.helpHeadings
    let places = [headings.question, headings.textField, headings.otherwise].map { heading in
      rows.firstIndex { $0.contains("│ \(heading) ") }
    }
    #expect(places.allSatisfy { $0 != nil } && places == places.sorted { ($0 ?? 0) < ($1 ?? 0) })
    for case let row? in places {
      let x = try #require(
        rows[row].firstIndex(of: "│").map { rows[row].distance(from: rows[row].startIndex, to: $0) }
      )
      #expect(screen[x + 2, row].style.attributes.contains(.bold), "\(rows[row])")
    }
    // 24 rows are too few for the list: the arrows scroll it, other keys close it.
    let footer = "↑ ↓ \(labels.scroll) · \(labels.helpFooterOtherKeys)"
    #expect(rows.contains { $0.contains(footer) }, "\(rows)")
    state.handle(.key(.down), at: .zero)
    #expect(state.isHelpShown && state.helpScroll == 1)
    state.handle(.key(.character("x")), at: .zero)
    #expect(!state.isHelpShown)

    // 60 rows are enough: any key closes it, the arrows too.
    var tall = try Self.state(Self.english, height: 60, labels: labels)
    tall.handle(.key(.character("?")), at: .zero)
    let tallRows = render(tall).text
    #expect(tallRows.contains(labels.helpFooter) && !tallRows.contains(footer))
    tall.handle(.key(.down), at: .zero)
    #expect(!tall.isHelpShown)
  }
}

@Suite("--render past questions")
struct RenderPastQuestionsTests {
  @Test func renderShowsEveryPagePastATextField() throws {
    let tour = try Tour.parse("# A\n\n<!-- ask: name; text -->\n\n---\n\n# B\n\n---\n\n# C\n")
    for (page, title) in ["A", "B", "C"].enumerated() {
      let screen = TourRenderer.plainScreen(
        of: tour, page: page, size: ScreenSize(width: 40, height: 12), options: TourOptions())
      #expect(
        screen.contains(title) && !screen.contains(page == 0 ? "C" : "A"), "\(page): \(screen)")
    }
  }
}

extension QuestionGoldenTests {
  /// At 40×12 a tall page puts the tour in its compact arrangement, which has no key hint row:
  /// the refusal takes the dots' row until the next key.
  @Test func theRefusalIsSaidInTheCompactArrangementToo() throws {
    let options = (1...6).map { "- ( ) Option \($0)" }.joined(separator: "\n")
    var state = try Self.state(
      "# Pick\n\n<!-- ask: pick; required -->\n" + options + "\n---\n# Two\n", width: 40,
      height: 12)
    #expect(state.geometry.layout.hintRow == nil)
    state.handle(.key(.right), at: .zero)
    #expect(state.targetPage == 0)
    let refused = render(state).plainText
    #expect(refused.contains("Choose an option to continue"), "\(refused)")
    state.handle(.key(.down), at: .zero)
    #expect(!render(state).plainText.contains("Choose an option"))
  }
}

extension QuestionGoldenTests {
  /// A secret field focused and typed into: bullets where the text would be, the caret on the
  /// mask, in the chrome's language.
  @Test(arguments: [(ChromeLabels.english, "english"), (.japanese, "japanese")])
  func aSecretFieldIsMasked(labels: ChromeLabels, name: String) throws {
    let text = "# Token\n\n<!-- ask: token; text; secret; required; placeholder: ghp_… -->\n"
    var state = try Self.state(text, width: 40, height: 12, labels: labels)
    state.handle(.paste("hunter2 の秘密"), at: .zero)
    state.handle(.key(.left), at: .zero)
    let screen = render(state)
    #expect(!screen.plainText.contains("hunter2"))
    expectSnapshot(screen, named: "question-secret-\(name)-40x12", styles: true)
  }
}
