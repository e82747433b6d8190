import Testing

@testable import TourKit

/// A long choice narrowed by typing, as a golden screen with its style layer: the filter's
/// line (what is typed, its caret, how many match) over the matching options, the focus on one.
@Suite("Golden screens: a filtered choice")
struct ChoiceFilterGoldenTests {
  @Test func englishThreeOf120() throws {
    var state = try ChoiceFilterTests.state()
    ChoiceFilterTests.type("mont", into: &state)
    state.handle(.key(.down), at: .zero)
    expectSnapshot(
      TourRenderer(colorDepth: .palette256).render(state, at: .zero),
      named: "choice-filter-english-80x24", styles: true)
  }

  @Test func japaneseThreeOf120() throws {
    let named = [40: "東京", 80: "東大阪", 100: "関東"]
    let items = (1...120).map { number in
      "- ( ) \(named[number] ?? "地域 \(number)") <!-- value: p\(number) -->"
    }
    let text = "# どこにお住まいですか\n\n<!-- ask: place -->\n" + items.joined(separator: "\n")
    var state = try ChoiceFilterTests.state(text, labels: .japanese)
    ChoiceFilterTests.type("/東", into: &state)
    expectSnapshot(
      TourRenderer(colorDepth: .palette256).render(state, at: .zero),
      named: "choice-filter-japanese-80x24", styles: true)
  }
}
