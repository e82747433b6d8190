import Testing

@testable import TourKit

/// GitHub's alerts (`> [!NOTE]` …): a callout with a coloured bar and a title line, as GitHub
/// shows them, in terminal form. (Before, they showed as a quote starting `[!NOTE]`.)
@Suite("GitHub alerts")
struct AlertTests {
  func blocks(_ text: String) throws -> [Block] {
    try #require(try TourFileParser.parse(text: text, path: "t.md").pages.first).blocks
  }

  func lines(_ text: String, width: Int = 60, unicode: Bool = true) throws -> [String] {
    let page = try #require(try TourFileParser.parse(text: text, path: "t.md").pages.first)
    return PageLayout(page: page, width: width, glyphs: Glyphs(unicode: unicode)).lines.map(\.text)
  }

  @Test(arguments: AlertKind.allCases)
  func everyKindIsAnAlertInAnyCase(kind: AlertKind) throws {
    for marker in [kind.rawValue.uppercased(), kind.rawValue, kind.rawValue.capitalized] {
      #expect(
        try blocks("> [!\(marker)]\n> Body *text*.\n")
          == [
            .alert(
              kind,
              [
                .paragraph([
                  InlineRun("Body "), InlineRun("text", style: .emphasis), InlineRun("."),
                ])
              ])
          ]
      )
    }
  }

  @Test func theBodyMayStartAfterABlankLineAndHoldAnyBlock() throws {
    #expect(
      try blocks("> [!WARNING]\n>\n> One.\n>\n> - two\n")
        == [
          .alert(
            .warning,
            [
              .paragraph([InlineRun("One.")]),
              .list(ListBlock(ordered: false, items: [ListItem([.paragraph([InlineRun("two")])])])),
            ])
        ])
  }

  @Test(arguments: [
    "> [!NOTE] Text after the marker.\n",  // GitHub shows this as a quote
    "> [!NOTE]\n",  // nothing but the marker
    "> [!DANGER]\n> Not a kind.\n",
    "> [!NOTE\n> Not a marker.\n",
    "> *[!NOTE]*\n> Styled.\n",
  ])
  func otherQuotesStayQuotes(text: String) throws {
    let blocks = try blocks(text)
    guard case .quote = try #require(blocks.first) else {
      Issue.record("not a quote: \(blocks)")
      return
    }
  }

  @Test func alertsAreTopLevelQuotesOnly() throws {
    #expect(try lines("- > [!TIP]\n  > In a list.\n") == ["• ┃ [!TIP] In a list."])
    #expect(try lines("> > [!TIP]\n> > In a quote.\n") == ["┃ ┃ [!TIP] In a quote."])
  }

  @Test func anAlertIsATitleLineThenItsBodyBehindABarInItsColour() throws {
    let page = try #require(
      try TourFileParser.parse(text: "> [!NOTE]\n> Useful information.\n", path: "t").pages.first)
    let layout = PageLayout(page: page, width: 60, glyphs: Glyphs(unicode: true))
    #expect(layout.lines.map(\.text) == ["┃ ℹ Note", "┃ Useful information."])
    let title = try #require(layout.lines[0].spans.last)
    #expect(title.role == .alert(.note) && title.attributes.contains(.bold))
    #expect(layout.lines.allSatisfy { $0.spans.first?.role == .alert(.note) })
    #expect(layout.lines[1].spans.last?.role == .body)
  }

  @Test func titlesFollowTheChromeLanguageAndIconsTheGlyphs() throws {
    let text = AlertKind.allCases.map { "> [!\($0.rawValue)]\n> x\n" }.joined(separator: "\n")
    let page = try #require(try TourFileParser.parse(text: text, path: "t").pages.first)
    func titles(_ labels: ChromeLabels, unicode: Bool) -> [String] {
      PageLayout(page: page, width: 60, glyphs: Glyphs(unicode: unicode), labels: labels).lines
        .map(\.text).filter { $0 != "┃ x" && $0 != "| x" && !$0.isEmpty }
    }
    #expect(
      titles(.english, unicode: true) == [
        "┃ ℹ Note", "┃ 💡 Tip", "┃ ❗ Important", "┃ ⚠ Warning", "┃ 🛑 Caution",
      ])
    #expect(
      titles(.english, unicode: false) == [
        "| (i) Note", "| (*) Tip", "| (!) Important", "| /!\\ Warning", "| (x) Caution",
      ])
    #expect(
      titles(.japanese, unicode: true) == ["┃ ℹ メモ", "┃ 💡 ヒント", "┃ ❗ 重要", "┃ ⚠ 警告", "┃ 🛑 注意"])
    #expect(
      titles(.chinese, unicode: true) == ["┃ ℹ 备注", "┃ 💡 提示", "┃ ❗ 重要", "┃ ⚠ 警告", "┃ 🛑 注意"])
  }

  @Test func eachKindHasItsOwnColourAndNoneWithoutColour() {
    for depth in [ColorDepth.palette256, .basic8] {
      let theme = Theme(style: TourStyle(), colorDepth: depth)
      let colours = AlertKind.allCases.map { theme.style(.alert($0)).foreground }
      #expect(Set(colours.map { "\($0)" }).count == AlertKind.allCases.count, "\(depth)")
    }
    let basic = Theme(style: TourStyle(), colorDepth: .basic8)
    #expect(basic.style(.alert(.caution)).foreground == .indexed(1))
    #expect(basic.style(.alert(.note)).foreground == .indexed(4))
    let none = Theme(style: TourStyle(), colorDepth: .none)
    #expect(AlertKind.allCases.allSatisfy { none.style(.alert($0)) == .plain })
  }

  @Test func plainTextShowsTheTitle() throws {
    let tour = try TourFileParser.parse(text: "> [!TIP]\n> Press `?`.\n", path: "t")
    #expect(PlainTextTour.text(of: tour, width: 40, unicode: true) == "┃ 💡 Tip\n┃ Press `?`.\n")
    #expect(
      PlainTextTour.text(of: tour, width: 40, unicode: false, labels: .japanese)
        == "| (*) ヒント\n| Press `?`.\n")
  }

  @Test(arguments: [(ColorDepth.palette256, "256"), (.basic8, "8"), (.none, "none")])
  func goldenWithStyles(depth: ColorDepth, name: String) throws {
    let tour = try RealWorldGoldenTests.tour("alerts.md")
    expectSnapshot(
      RealWorldGoldenTests.screen(tour, page: 0, width: 80, height: 24, depth: depth),
      named: "alerts-styles-\(name)", styles: true)
  }

  @Test func goldenInJapaneseAt40x12() throws {
    let tour = try RealWorldGoldenTests.tour("alerts.md")
    let state = TourState(
      tour: tour, width: 40, height: 12,
      options: TourOptions(slideDuration: .zero, labels: .japanese))
    expectSnapshot(
      TourRenderer(colorDepth: .palette256).render(state, at: .zero), named: "alerts-ja-40x12")
  }
}
