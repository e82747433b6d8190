import Foundation
import Testing

@testable import TourKit

/// The one table of keys, and everything written from it or by hand that must agree with it.
@Suite("Key bindings")
struct KeyBindingTests {
  @Test func noKeyIsBoundTwice() {
    let keys = KeyBindings.all.flatMap(\.keys)
    #expect(keys.count == Set(keys.map { "\($0)" }).count, "\(keys)")
  }

  @Test func everyLanguageWordsEveryLineOfKeyHelp() {
    for labels in [ChromeLabels.english, .japanese, .chinese] {
      #expect(Set(labels.keyHelp.keys) == Set(KeyHelpTopic.allCases), "\(labels.helpTitle)")
    }
    let lines =
      KeyBindings.lines + KeyBindings.questionLines + KeyBindings.filterLines
      + KeyBindings.textFieldLines + KeyBindings.reviewLines + KeyBindings.stepLines
    #expect(Set(lines.map(\.topic)) == Set(KeyHelpTopic.allCases))
  }

  @Test func helpNamesTheKeysOfEachLine() {
    let unicode = KeyBindings.lines.map { $0.keys(glyphs: Glyphs(unicode: true)) }
    #expect(
      unicode == [
        "← →  h l", "PgUp PgDn", "Space Bksp", "Home End  g G", "1-9", "↑ ↓  k j", "Enter",
        "q  Esc", "?",
      ])
    #expect(KeyBindings.lines.first?.keys(glyphs: Glyphs(unicode: false)) == "<- ->  h l")
  }

  @Test func theHintNamesEachActionsFirstKey() {
    let hint = KeyHint(labels: .english, glyphs: Glyphs(unicode: true))
    #expect(
      hint.text(width: 80, onLastPage: false, scrolls: true)
        == "← → page · ↑ ↓ scroll · Enter next · q quit · ? help ")  // padded to "start"
  }

  /// Too narrow for every item: the others go from the end, then `? help`, then Enter's: Enter
  /// says how to go on, and help leads to every key the line has no room for. (Padded, as far as the width allows, to the width
  /// of the last page's `Enter start` while Enter is said.)
  @Test func aNarrowHintKeepsHelp() {
    let hint = KeyHint(labels: .english, glyphs: Glyphs(unicode: true))
    #expect(
      hint.text(width: 36, onLastPage: false, scrolls: false) == "← → page · Enter next · ? help ")
    #expect(hint.text(width: 24, onLastPage: false, scrolls: false) == "Enter next · ? help ")
    #expect(hint.text(width: 12, onLastPage: false, scrolls: false) == "Enter next ")
    #expect(hint.text(width: 9, onLastPage: false, scrolls: false) == "")
    let question = hint.text(width: 50, onLastPage: false, scrolls: false, context: .question)
    #expect(question == "↑ ↓ move · Space choose · Enter next · ? help ", "\(question)")
  }

  /// A text field left with Esc is typed into again with Space, and the hint says so; ↑ ↓
  /// is offered only when there is another question to move to.
  @Test func aLeftFieldsHintSaysSpaceTypes() throws {
    func hint(_ text: String) throws -> String {
      var state = TourState(
        tour: try Tour.parse(text), width: 80, height: 24,
        options: TourOptions(slideDuration: .zero, unicode: true, labels: .english))
      state.handle(.key(.escape), at: .zero)
      #expect(state.keyContext == .question)
      let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
      return canvas.text(ofRow: state.geometry.layout.hintRow ?? 0)
    }
    let alone = try hint("# Name\n\n<!-- ask: name; text -->\n")
    #expect(alone.contains("Space type · Enter start · q quit"), "\(alone)")
    #expect(!alone.contains("move") && !alone.contains("choose"), "\(alone)")
    let two = try hint("# Name\n\n<!-- ask: name; text -->\n\n<!-- ask: city; text -->\n")
    #expect(two.contains("↑ ↓ move · Space type ·"), "\(two)")
  }

  /// Every bound key acts on a tour as its action says (the state reads the table).
  @Test func everyBoundKeyDoesItsAction() {
    for binding in KeyBindings.all {
      for key in binding.keys {
        let nine = Tour(pages: (1...9).map { Page(title: "Page \($0)") })
        var state = Fixtures.state(nine)
        state.handle(.key(.character("5")), at: .zero)
        let before = state
        state.handle(.key(key), at: .ms(1000))
        let page = state.targetPage
        switch binding.action {
        // The pages fit: a screenful's key turns the page.
        case .previousPage, .screenUp: #expect(page == 3, "\(key)")
        case .nextPage, .nextPageOrFinish, .screenDown: #expect(page == 5, "\(key)")
        case .firstPage: #expect(page == 0, "\(key)")
        case .lastPage: #expect(page == 8, "\(key)")
        case .goToPage: #expect(page == (key.digit ?? 0) - 1, "\(key)")
        case .scrollUp, .scrollDown: #expect(page == 4, "\(key)")
        case .leave: #expect(state.outcome == .skipped(atPage: 4), "\(key)")
        case .showHelp: #expect(state.isHelpShown && !before.isHelpShown, "\(key)")
        default: Issue.record("\(binding.action) is a question's action, not a page's")
        }
      }
    }
  }

  /// The man page is written by hand: each of its key entries lists exactly the keys of one
  /// group of actions (← → h l PgUp PgDn Space Backspace: previous and next page …), and
  /// together they list every bound key.
  @Test(
    arguments: [
      (nil, KeyBindings.lines), ("On a page with questions", KeyBindings.questionLines),
      ("While filtering a list", KeyBindings.filterLines),
      ("In a text field", KeyBindings.textFieldLines),
    ] as [(String?, [KeyHelpLine])])
  func theManPageListsTheKeysOfTheTable(subsection: String?, lines: [KeyHelpLine]) throws {
    let page = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/tour.1"), encoding: .utf8)
    let entries = ManPage.keyEntries(page, subsection: subsection)
    #expect(entries.count >= min(lines.count, 4), "\(entries)")
    let bindings = lines.flatMap(\.bindings)
    func action(for key: TourKey) -> KeyAction? {
      bindings.first { $0.keys.contains(key) }?.action
    }
    let groups = KeyBindingTests.groups(of: lines)
    var documented: [TourKey] = []
    for entry in entries {
      let actions = Set(entry.compactMap(action(for:)))
      #expect(actions.count <= 4 && !actions.isEmpty, "\(entry)")
      let group = groups.first { !$0.isDisjoint(with: actions) } ?? []
      #expect(actions == group, "man page entry \(entry) mixes \(actions)")
      let bound = bindings.filter { group.contains($0.action) }.flatMap(\.keys)
      #expect(Set(entry.map { "\($0)" }) == Set(bound.map { "\($0)" }), "\(entry)")
      documented += entry
    }
    #expect(documented.count == bindings.flatMap(\.keys).count, "\(documented)")
  }

  /// Actions that help lines describe together, merged where lines share an action.
  static func groups(of lines: [KeyHelpLine]) -> [Set<KeyAction>] {
    lines.reduce(into: []) { groups, line in
      var group = Set(line.bindings.map(\.action))
      groups.removeAll { existing in
        guard !existing.isDisjoint(with: group) else { return false }
        group.formUnion(existing)
        return true
      }
      groups.append(group)
    }
  }
}

/// Reads the key entries of `tour.1`'s KEYS AND MOUSE section.
enum ManPage {
  /// The keys of each `.TP` entry whose every word names a key (mouse entries are skipped), in
  /// the section's own part (up to its first `.SS`), or in its `subsection`.
  static func keyEntries(_ page: String, subsection: String? = nil) -> [[TourKey]] {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard var start = lines.firstIndex(of: ".SH KEYS AND MOUSE") else { return [] }
    if let subsection {
      guard let found = lines[start...].firstIndex(of: ".SS \"\(subsection)\"") else { return [] }
      start = found
    }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix(".SH ") && !$0.hasPrefix(".SS ") }
    return section.filter { $0.hasPrefix(".B ") }.compactMap { line in
      let words = line.dropFirst(3).split(separator: " ").map(String.init)
      let keys = words.map(key(named:))
      guard keys.allSatisfy({ $0 != nil }) else { return nil }
      return keys.flatMap { $0! }
    }
  }

  /// The key(s) a man page word names: `\(<-`, `PgUp`, `1\-9`, `q`.
  static func key(named word: String) -> [TourKey]? {
    let named: [String: TourKey] = [
      "\\(<-": .left, "\\(->": .right, "\\(ua": .up, "\\(da": .down, "PgUp": .pageUp,
      "PgDn": .pageDown, "Home": .home, "End": .end, "Enter": .enter, "Esc": .escape,
      "Backspace": .backspace, "Space": .character(" "), "Tab": .tab,
      "Shift\\-Tab": .backTab, "Delete": .delete, "Ctrl\\-A": .control("a"),
      "Ctrl\\-E": .control("e"), "Ctrl\\-U": .control("u"), "Ctrl\\-W": .control("w"),
    ]
    if let key = named[word] { return [key] }
    if word == "1\\-9" { return "123456789".map { .character($0) } }
    return word.count == 1 ? [.character(Character(word))] : nil
  }
}
