import Testing

@testable import TourKit

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("。", 2), ("ｱ", 1), ("Ａ", 2), ("한", 2),
    ("👋", 2), ("👍🏽", 2), ("👩‍💻", 2), ("🇯🇵", 2), ("❤️", 2), ("\u{301}", 0), ("\u{200B}", 0),
    ("\u{1B}", 0), ("●", 1), ("→", 1),
  ])
  func character(text: String, width: Int) throws {
    let character = try #require(text.first)
    #expect(DisplayWidth.of(character) == width)
  }

  @Test func strings() {
    #expect(DisplayWidth.of("ようこそ tour") == 13)
    #expect(DisplayWidth.of("") == 0)
  }
}

@Suite("TextWrapper")
struct TextWrapperTests {
  @Test func latinBreaksAtSpaces() {
    #expect(
      TextWrapper.wrap("the quick brown fox jumps", width: 10) == [
        "the quick", "brown fox", "jumps",
      ])
  }

  @Test func whitespaceFolds() {
    #expect(TextWrapper.wrap("  a   b  ", width: 10) == ["a b"])
    #expect(TextWrapper.wrap("", width: 10) == [])
  }

  @Test func longWordsBreakBetweenGraphemes() {
    #expect(TextWrapper.wrap("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func cjkBreaksBetweenIdeographsByWidth() {
    let lines = TextWrapper.wrap("日本語のテキストです", width: 8)
    #expect(lines == ["日本語の", "テキスト", "です"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
  }

  /// Korean breaks at its spaces, words whole (CSS's keep-all), as Korean readers expect; a
  /// word wider than the line still breaks, between syllables.
  @Test func koreanBreaksBetweenWordsNotSyllables() {
    let sentence = "등대지기는 매시간 불빛을 확인합니다."
    #expect(TextWrapper.wrap(sentence, width: 12) == ["등대지기는", "매시간", "불빛을", "확인합니다."])
    #expect(TextWrapper.wrap(sentence, width: 20) == ["등대지기는 매시간", "불빛을 확인합니다."])
    #expect(TextWrapper.wrap("등대지기는", width: 6) == ["등대지", "기는"])
    // Beside Japanese, the ideographs still break as they do.
    #expect(TextWrapper.wrap("한국어 日本語です", width: 8) == ["한국어", "日本語で", "す"])
  }

  /// The ASCII table and the shortcut past it say what the sets say, for every ASCII scalar,
  /// every member and the ranges the shortcut skips.
  @Test func theKinsokuLookUpAgreesWithItsSets() {
    let scalars =
      (0..<0x80).compactMap(Unicode.Scalar.init) + Array(TextWrapper.noLineStart)
      + Array(TextWrapper.noLineEnd) + ["日", "\u{2017}", "\u{3100}", "\u{FEFF}", "\u{FF01}"]
    for scalar in scalars {
      let expected: UInt8 =
        (TextWrapper.noLineStart.contains(scalar) ? 1 : 0)
        | (TextWrapper.noLineEnd.contains(scalar) ? 2 : 0)
      #expect(TextWrapper.kinsoku(scalar) == expected, "U+\(String(scalar.value, radix: 16))")
    }
    #expect(TextWrapper.kinsoku(".") == 1 && TextWrapper.kinsoku("(") == 2)
  }

  @Test func kinsokuKeepsClosingPunctuationOffTheLineStart() {
    // "です。" would put 。 at the start of the next line at width 6.
    let lines = TextWrapper.wrap("これはです。次", width: 6)
    #expect(!lines.contains { $0.hasPrefix("。") })
    #expect(lines.joined() == "これはです。次")
  }

  @Test func openingBracketStaysWithWhatFollows() {
    let lines = TextWrapper.wrap("あいう「えお」", width: 8)
    #expect(!lines.contains { $0.hasSuffix("「") })
  }

  /// An ASCII quote that opens stays with the ideograph after it, and one that closes with the
  /// ideograph before it: a sentence like this put `"` alone at the end of its 80-column line.
  @Test func asciiQuotesStayWithTheirIdeographs() {
    let sentence =
      "Write the word for good in the tour's language, for instance in Chinese, e.g., \"好\" "
      + "rather than the English word, and keep '好' in single quotes too."
    #expect(
      DisplayWidth.of(
        "Write the word for good in the tour's language, for instance in Chinese, e.g., \"") == 80)
    for width in 10...80 {  // from the longest word's width: no word is cut
      let lines = TextWrapper.wrap(sentence, width: width)
      #expect(lines.joined(separator: " ") == sentence, "width \(width)")
      for line in lines {
        #expect(!line.hasSuffix(" \"") && line != "\"", "width \(width): \(line)")
        #expect(!line.hasSuffix(" '") && line != "'", "width \(width): \(line)")
        #expect(!line.hasPrefix("\" ") && !line.hasPrefix("' "), "width \(width): \(line)")
      }
    }
    #expect(
      TextWrapper.wrap(sentence, width: 80).first
        == "Write the word for good in the tour's language, for instance in Chinese, e.g.,")
  }

  @Test func quotesInCJKTextStayWithTheirWords() {
    // Opening marks never end a line and closing marks never start one; an ASCII quote between
    // ideographs may be either, so it does neither.
    let cases: [(text: String, noEnd: [String], noStart: [String])] = [
      ("他说\"好\"了吗", ["\""], ["\""]), ("他说'好'了吗", ["'"], ["'"]),
      ("他说“好”了吗", ["“"], ["”"]), ("他说‘好’了吗", ["‘"], ["’"]),
    ]
    for (text, noEnd, noStart) in cases {
      for width in 8...14 {  // from the width of 说"好"了, which never breaks
        let lines = TextWrapper.wrap(text, width: width)
        #expect(lines.joined() == text)
        for line in lines {
          #expect(!noEnd.contains { line.hasSuffix($0) }, "\(text) at \(width): \(lines)")
          #expect(!noStart.contains { line.hasPrefix($0) }, "\(text) at \(width): \(lines)")
        }
      }
    }
  }

  /// An inline image's `[alt]` is kept together: a line breaks between badges, never inside
  /// one; one wider than a whole line breaks at its own spaces, like other text.
  @Test func keptTogetherTextBreaksOnlyWhenWiderThanALine() {
    let badge: InlineStyle = [.url, .keepTogether]
    let runs = [
      InlineRun("[Build Status]", style: badge), InlineRun(" "),
      InlineRun("[Fuzzing Status]", style: badge), InlineRun(" "),
      InlineRun("[日本語 の バッジ]", style: badge),
    ]
    #expect(
      TextWrapper.wrap(runs, width: 31).map(\.plainText) == [
        "[Build Status] [Fuzzing Status]", "[日本語 の バッジ]",
      ])
    #expect(
      TextWrapper.wrap(runs, width: 20).map(\.plainText) == [
        "[Build Status]", "[Fuzzing Status]", "[日本語 の バッジ]",
      ])
    #expect(
      TextWrapper.wrap(runs, width: 12).map(\.plainText) == [
        "[Build", "Status]", "[Fuzzing", "Status]", "[日本語 の", "バッジ]",
      ])
    #expect(TextWrapper.widestWord(runs) == 8)
  }

  @Test func mixedLatinAndCJK() {
    let lines = TextWrapper.wrap("tourは便利です", width: 6)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    #expect(lines.first == "tourは")
  }

  @Test func emojiSequencesStayWhole() {
    let lines = TextWrapper.wrap("👩‍💻👩‍💻👩‍💻", width: 4)
    #expect(lines == ["👩‍💻👩‍💻", "👩‍💻"])
  }

  @Test func combiningMarksAddNoWidth() {
    #expect(
      TextWrapper.wrap("e\u{301}e\u{301}e\u{301} x", width: 3) == ["e\u{301}e\u{301}e\u{301}", "x"])
  }
}

@Suite("Canvas")
struct CanvasTests {
  @Test func drawsWideCharactersInTwoCells() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("日本", x: 1, y: 0)
    #expect(canvas.text(ofRow: 0) == " 日本 ")
    #expect(canvas[2, 0].isContinuation)
  }

  @Test func wideCharacterCutByTheEdgeBecomesBlank() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.draw("ab日本", x: 0, y: 0)
    #expect(canvas.text(ofRow: 0) == "ab日 ")
  }

  @Test func overwritingHalfAWideCharacterClearsTheOtherHalf() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("日本", x: 0, y: 0)
    canvas.draw("x", x: 1, y: 0)
    #expect(canvas.text(ofRow: 0) == " x本")
  }

  @Test func clipsOutsideAndDropsControlCharacters() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.draw("\u{1B}[2Jhello", x: -1, y: 1)
    canvas.draw("zz", x: 0, y: 5)
    #expect(canvas.text == "    \n2Jhe")
  }

  /// Found by the tour-file fuzz target: C1 controls, zero-width like combining marks, were
  /// joined to the cell before them and so reached the terminal (`tour --render`).
  @Test func dropsC1ControlCharacters() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("a\u{9B}2Jb\u{85}", x: 0, y: 0)
    #expect(canvas.text(ofRow: 0) == "a2Jb  ")
    #expect(
      canvas.cells.allSatisfy { !$0.text.unicodeScalars.contains(where: \.isControlCharacter) })
  }

  @Test func combiningMarkJoinsThePreviousCell() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.draw("e\u{301}x", x: 0, y: 0)
    #expect(canvas[0, 0].text == "e\u{301}")
    #expect(canvas.text(ofRow: 0) == "e\u{301}x ")
  }

  @Test func copyNeverSplitsWideCharacters() {
    var page = Canvas(width: 6, height: 1)
    page.draw("日本語", x: 0, y: 0)
    var screen = Canvas(width: 6, height: 1)
    screen.copy(from: page, sourceX: 1, toX: 0, y: 0, columns: 4)  // starts on a right half
    #expect(screen.text(ofRow: 0) == " 本   ")
    var right = Canvas(width: 6, height: 1)
    right.copy(from: page, sourceX: 0, toX: 3, y: 0, columns: 3)  // ends on a left half
    #expect(right.text(ofRow: 0) == "   日 ")
  }
}
