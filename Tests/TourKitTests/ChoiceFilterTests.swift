import Foundation
import Testing

@testable import TourKit

/// Typing to narrow a long choice: what matches, where the focus goes, the keys of the filter,
/// a long list kept in view, and the line-by-line mode's narrowing.
@Suite("Choice filter")
struct ChoiceFilterTests {
  /// A single choice of 120 places, three of them with `mont` in their names (one with an
  /// accent), the rest `Region N`; on a page of its own, with a page after it.
  static func places(kind: String = "( )", accentedLabel: String = "Montréal") -> String {
    let named = [40: accentedLabel, 80: "Montreux", 100: "Piedmont"]
    let items = (1...120).map { number in
      "- \(kind) \(named[number] ?? "Region \(number)") <!-- value: p\(number) -->"
    }
    return "# Where are you?\n\n<!-- ask: place -->\n" + items.joined(separator: "\n")
      + "\n---\n# Done\n"
  }

  static func state(_ text: String = places(), height: Int = 24, labels: ChromeLabels = .english)
    throws -> TourState
  {
    TourState(
      tour: try Tour.parse(text), width: 80, height: height,
      options: TourOptions(slideDuration: .zero, unicode: true, labels: labels))
  }

  static func type(_ text: String, into state: inout TourState) {
    state.handle(text.map { .key(.character($0)) }, at: .zero)
  }

  static func screen(_ state: TourState) -> String {
    TourRenderer(colorDepth: .palette256).render(state, at: .zero).plainText
  }

  // MARK: Matching

  @Test func matchingIgnoresCaseAndAccentsInAnyScript() {
    #expect(OptionFilter("MONT").matches("Montréal"))
    #expect(OptionFilter("montre").matches("Montréal"))
    #expect(OptionFilter("é").matches("Cafe"))
    #expect(OptionFilter("ecole").matches("ÉCOLE"))
    #expect(OptionFilter("zur").matches("Zürich"))
    #expect(OptionFilter("東京").matches("東京都"))
    #expect(OptionFilter("トウ").matches("トウキョウ"))
    #expect(OptionFilter("深").matches("深色"))
    #expect(OptionFilter("").matches("anything"))
    #expect(!OptionFilter("mont").matches("Region 4"))
    #expect(!OptionFilter("montréals").matches("Montréal"))
    // Voicing marks are sounds, not accents.
    #expect(!OptionFilter("が").matches("か"))
    #expect(!OptionFilter("か").matches("が"))
  }

  // MARK: Keys

  @Test func aKeyNoBindingClaimsStartsTheFilterAndTheFocusMovesToAMatch() throws {
    var state = try Self.state()
    #expect(state.focus?.option == 0)
    Self.type("mont", into: &state)
    #expect(state.focus?.filter == "mont")
    #expect(state.keyContext == .filter)
    #expect(state.focus?.option == 39)
    #expect(state.targetPage == 0)
    let screen = Self.screen(state)
    #expect(screen.contains("/ mont   3 of 120"))
    #expect(screen.contains("› ○ Montréal") && screen.contains("Piedmont"))
    #expect(!screen.contains("Region"))
    // A focus already on a match stays there.
    state.handle([.key(.down), .key(.backspace)], at: .zero)
    #expect(state.focus?.filter == "mon" && state.focus?.option == 79)
  }

  /// A filter longer than the screen allows loses its count, then shows its end, where what is
  /// typed goes: never cut at the screen's edge.
  @Test func aLongFilterShowsItsEnd() throws {
    var state = TourState(
      tour: try Tour.parse(Self.places()), width: 30, height: 24,
      options: TourOptions(slideDuration: .zero, unicode: true, labels: .english))
    Self.type("/abcdefghij", into: &state)
    #expect(Self.screen(state).contains("/ abcdefghij   0 of 120"))
    Self.type("klmnopqrstuvwxyz日本", into: &state)
    let row = try #require(
      Self.screen(state).split(separator: "\n").first { $0.contains("/ ") })
    #expect(row.hasSuffix("uvwxyz日本") || row.contains("uvwxyz日本 "), "\(row)")
    #expect(!row.contains("of 120") && DisplayWidth.of(row) <= 28, "\(row)")
    #expect(state.focus?.filter == "abcdefghijklmnopqrstuvwxyz日本")
  }

  /// ← → do nothing while a filter is open: they turned the page under what was being typed,
  /// which then went into the next page. Once it is cleared they page again.
  @Test func theArrowsDoNotTurnThePageUnderAFilter() throws {
    var state = try Self.state()
    Self.type("/zz", into: &state)
    state.handle([.key(.right), .key(.left), .key(.right)], at: .zero)
    #expect(state.targetPage == 0 && state.focus?.filter == "zz")
    state.handle([.key(.escape), .key(.right)], at: .zero)
    #expect(state.focus?.filter == nil && state.targetPage == 1)
  }

  @Test func keysThatHaveAMeaningKeepItUntilTheFilterIsOpen() throws {
    var state = try Self.state()
    // j moves, l turns the page: neither is lost to the filter.
    state.handle(.key(.character("j")), at: .zero)
    #expect(state.focus?.option == 1 && state.focus?.filter == nil)
    // After /, they type.
    Self.type("/jl", into: &state)
    #expect(state.focus?.filter == "jl")
    #expect(state.targetPage == 0)
    #expect(Self.screen(state).contains("0 of 120"))
  }

  @Test func backspaceEditsEscClearsAndASecondEscLeaves() throws {
    var state = try Self.state()
    Self.type("montx", into: &state)
    #expect(Self.screen(state).contains("0 of 120"))
    state.handle(.key(.backspace), at: .zero)
    #expect(state.focus?.filter == "mont")
    // Backspace on an empty filter keeps it open: held down, it never turns pages.
    state.handle(Array(repeating: .key(.backspace), count: 6), at: .zero)
    #expect(state.focus?.filter == "" && state.targetPage == 0)
    // Every option shows again; the focus stays on Montréal, far below the filter's line.
    #expect(Self.screen(state).contains("Region 39\n                                 › ○ Montréal"))
    #expect(Self.screen(state).contains("Esc clear filter"))
    state.handle(.key(.escape), at: .zero)
    #expect(state.focus?.filter == nil && state.keyContext == .question)
    #expect(state.outcome == nil)
    #expect(!Self.screen(state).contains("of 120"))
    state.handle(.key(.escape), at: .zero)
    #expect(state.outcome == .skipped(atPage: 0))
  }

  @Test func spaceAndEnterChooseAmongTheOptionsShown() throws {
    var state = try Self.state()
    Self.type("mont", into: &state)
    state.handle([.key(.down), .key(.down), .key(.down)], at: .zero)
    #expect(state.focus?.option == 99)
    state.handle(.key(.character(" ")), at: .zero)
    #expect(state.answers.choice("place") == "p100")
    state.handle([.key(.up), .key(.enter)], at: .zero)
    #expect(state.answers.choice("place") == "p80")
    #expect(state.targetPage == 1)
  }

  @Test func withNothingMatchingSpaceAndEnterDoNothing() throws {
    var state = try Self.state()
    Self.type("zzz", into: &state)
    state.handle([.key(.character(" ")), .key(.enter)], at: .zero)
    #expect(state.answers.choice("place") == nil)
    #expect(state.targetPage == 0)
  }

  @Test func aMultipleChoiceFiltersAndAYesNoDoesNot() throws {
    var boxes = try Self.state(Self.places(kind: "[ ]"))
    Self.type("mont", into: &boxes)
    boxes.handle(.key(.character(" ")), at: .zero)
    #expect(boxes.answers.choices("place") == ["p40"])
    var consent = try Self.state("# Hi\n\n<!-- ask: ok -->\n- [ ] I agree\n---\n# Two\n")
    Self.type("agree", into: &consent)
    #expect(consent.focus?.filter == nil && consent.keyContext == .question)
  }

  @Test func movingToAnotherQuestionForgetsTheFilter() throws {
    var state = try Self.state(
      Self.places().replacingOccurrences(
        of: "\n---\n", with: "\n\n<!-- ask: more -->\n- [ ] Yes\n- [ ] No\n---\n"))
    Self.type("mont", into: &state)
    state.handle(.key(.tab), at: .zero)
    #expect(state.focus?.question == 1 && state.focus?.filter == nil)
  }

  // MARK: A long list

  @Test func theFocusedOptionStaysInViewAsItMovesAndAFilterBringsTheListBack() throws {
    var state = try Self.state()
    for option in 2...70 {
      state.handle(.key(.down), at: .zero)
      let label = option == 40 ? "Montréal" : "Region \(option)"
      #expect(Self.screen(state).contains("› ○ \(label)"), "\(option)")
    }
    #expect(state.scrollOffsets[0] > 0)
    Self.type("mont", into: &state)
    // Three options fit: the page is back at its top, the question's text in view.
    #expect(state.scrollOffsets[0] == 0)
    let screen = Self.screen(state)
    #expect(screen.contains("Where are you?") && screen.contains("/ mont"))
    state.handle(.key(.escape), at: .zero)
    #expect(Self.screen(state).contains("› ○ Montréal"))
  }

  // MARK: Line by line

  @Test func aWordNarrowsTheNumberedListAndANumberAnswers() throws {
    let tour = try Tour.parse(Self.places())
    let run = LineByLineTourTests.run(tour, ["mont", "80", ""])
    #expect(
      run.transcript.contains(
        "<mont>\n3 of 120\n40) Montréal\n80) Montreux\n100) Piedmont\nPlace: "))
    #expect(run.answers.choice("place") == "p80")
    // An accent folded, and in Japanese words.
    let japanese = LineByLineTourTests.run(tour, ["MONTRE"], labels: .japanese)
    #expect(japanese.transcript.contains("<MONTRE>\n120 件中 2 件\n40) Montréal\n80) Montreux\n"))
    // A word in no label is refused as before.
    let none = LineByLineTourTests.run(tour, ["zzz"])
    #expect(none.transcript.contains("<zzz>\nAnswer with a number from 1 to 120\n"))
  }

  @Test func aWordNarrowsAMultipleChoiceToo() throws {
    let tour = try Tour.parse(Self.places(kind: "[ ]"))
    let run = LineByLineTourTests.run(tour, ["piedmont", "100 40"])
    #expect(run.transcript.contains("<piedmont>\n1 of 120\n100) Piedmont\n"))
    #expect(run.answers.choices("place") == ["p40", "p100"])
  }
}
