import Testing

@testable import TourKit

/// What Enter does on the last page is said in the Start button's words when the tour names
/// them (`start:`): the key hint under a `Let's filter` button said `Enter start`, naming a
/// button the screen does not show, and accessible mode `Enter: start`.
@Suite("The Start label in the key hint")
struct StartLabelHintTests {
  static let text = """
    ---
    start: Let's filter
    whats-new-start: Got it
    ---
    # Welcome

    ---
    <!-- since: 2.0 -->
    # New in 2.0
    """

  @Test("the hint on the last page says the tour's label; the other pages say next")
  func theHintSaysTheLabel() {
    let hint = KeyHint(labels: .english, glyphs: Glyphs(unicode: true), startLabel: "Let's filter")
    #expect(
      hint.text(width: 80, onLastPage: true, scrolls: false)
        == "← → page · Enter Let's filter · q quit · ? help")
    // Padded to the last page's width, so the centred hint does not move there.
    #expect(
      hint.text(width: 80, onLastPage: false, scrolls: false)
        == "← → page · Enter next · q quit · ? help" + String(repeating: " ", count: 8))
    // As far as the width allows, rather than dropping `? help`.
    #expect(
      hint.text(width: 40, onLastPage: false, scrolls: false)
        == "← → page · Enter next · q quit · ? help ")
    #expect(
      hint.text(width: 80, onLastPage: true, scrolls: false, context: .textField)
        == "Enter Let's filter · Esc leave field")
  }

  @Test("a long label is cut so that Enter and ? help are still said; other pages pay nothing")
  func aLongLabelIsCutInTheHint() {
    let hint = KeyHint(
      labels: .english, glyphs: Glyphs(unicode: true),
      startLabel: "Let us begin the journey now please")
    #expect(
      hint.text(width: 39, onLastPage: true, scrolls: false)
        == "← → page · Enter Let us begin› · ? help")
    // Too narrow for 8 cells of it beside the others: the page arrows go, then help.
    #expect(
      hint.text(width: 30, onLastPage: true, scrolls: false) == "Enter Let us begin t› · ? help")
    #expect(hint.text(width: 24, onLastPage: true, scrolls: false) == "Enter Let us b› · ? help")
    #expect(hint.text(width: 20, onLastPage: true, scrolls: false) == "Enter Let us begin›")
    // Not padded to the last page's width: that would push the hint off-centre.
    #expect(
      hint.text(width: 60, onLastPage: false, scrolls: false)
        == "← → page · Enter next · q quit · ? help")
  }

  @Test("the screen's hint follows the button: the tour's label, the chrome's word without one")
  func theRenderedHintFollowsTheButton() throws {
    let size = ScreenSize(width: 80, height: 24)
    let tour = try TourFileParser.parse(text: Self.text, path: "t.md")
    let onboarding = TourRenderer.plainScreen(
      of: tour.selecting(pages: [0]), page: 0, size: size, options: TourOptions())
    #expect(onboarding.contains("Let's filter"))
    #expect(onboarding.contains("Enter Let's filter ·"), "\(onboarding)")
    var options = TourOptions()
    options.labels = ChromeLabels.english.forWhatsNew
    let whatsNew = TourRenderer.plainScreen(
      of: tour.whatsNew(pages: [1]), page: 0, size: size, options: options)
    #expect(whatsNew.contains("Enter Got it ·"), "\(whatsNew)")
    let unnamed = try TourFileParser.parse(text: "# Welcome\n", path: "t.md")
    let plain = TourRenderer.plainScreen(of: unnamed, page: 0, size: size, options: TourOptions())
    #expect(plain.contains("Enter start ·"), "\(plain)")
  }

  @Test("accessible mode's last page prompt says the tour's label")
  func thePagePromptSaysTheLabel() throws {
    let tour = try TourFileParser.parse(text: Self.text, path: "t.md")
    var named = LineByLineTour(tour: tour.selecting(pages: [0]))
    #expect(named.start().text.hasSuffix("Page 1 of 1 — Enter: Let's filter, q: quit "))
    let unnamed = try TourFileParser.parse(text: "# One\n\n---\n# Two\n", path: "t.md")
    var conversation = LineByLineTour(tour: unnamed)
    #expect(conversation.start().text.hasSuffix("Page 1 of 2 — Enter: next, q: quit "))
    #expect(
      conversation.reply(.line("")).text.hasSuffix("Page 2 of 2 — Enter: start, b: back, q: quit "))
  }
}
