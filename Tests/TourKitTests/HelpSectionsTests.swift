import Testing

@testable import TourKit

/// The help overlay lists the groups of keys a tour's questions bring, and no others: a tour
/// without a text field has no text field's keys, one without a list to filter has no `/`.
@Suite("help lists the keys the tour's questions use")
struct HelpSectionsTests {
  static func help(_ text: String) throws -> [String] {
    let state = TourState(
      tour: try Tour.parse(text), width: 80, height: 60,
      options: TourOptions(slideDuration: .zero, unicode: true))
    return state.helpOverlay.lines.map(\.text)
  }

  static let headings = ChromeLabels.english.helpHeadings

  @Test func aYesNoQuestionBringsNeitherAFilterNorATextField() throws {
    let help = try Self.help("# A\n\n<!-- ask: agree -->\n- [ ] I agree\n")
    #expect(help.contains(Self.headings.question))
    #expect(!help.contains(Self.headings.filter) && !help.contains(Self.headings.textField))
    #expect(!help.contains { $0.hasPrefix("/ ") }, "\(help)")
    let choose = try #require(ChromeLabels.english.keyHelp[.select])
    #expect(help.contains { $0.hasSuffix(choose) }, "\(help)")
    #expect(help.contains(Self.headings.otherwise))
  }

  @Test func aListBringsItsFilterAndNoTextField() throws {
    let help = try Self.help("# A\n\n<!-- ask: theme -->\n- ( ) Dark\n- ( ) Light\n")
    #expect(help.contains(Self.headings.question) && help.contains(Self.headings.filter))
    #expect(help.contains { $0.hasPrefix("/ ") }, "\(help)")
    #expect(!help.contains(Self.headings.textField))
  }

  @Test func aTextFieldBringsItsKeysAndNoFilterNorChoosing() throws {
    let help = try Self.help("# A\n\n<!-- ask: name; text -->\n")
    #expect(help.contains(Self.headings.question) && help.contains(Self.headings.textField))
    #expect(!help.contains(Self.headings.filter) && !help.contains { $0.hasPrefix("/ ") })
    // Space types in a field: it chooses nothing.
    let choose = try #require(ChromeLabels.english.keyHelp[.select])
    #expect(!help.contains { $0.hasSuffix(choose) }, "\(help)")
  }

  @Test func aTourWithoutQuestionsListsThePageKeysAlone() throws {
    let help = try Self.help("# A\n\nText.\n")
    #expect(!help.contains(Self.headings.question) && !help.contains(Self.headings.otherwise))
    #expect(help.contains { $0.hasPrefix("← →") })
  }

  /// `tour --help-all` lists every group.
  @Test func helpAllListsEveryGroup() {
    let lines = HelpOverlay.lines(
      labels: .english, glyphs: Glyphs(unicode: true), room: 74, sections: .all)
    let headings = Self.headings
    for heading in [
      headings.question, headings.filter, headings.textField, headings.step, headings.review,
      headings.otherwise,
    ] {
      #expect(lines.contains(heading), "\(heading)")
    }
  }
}
