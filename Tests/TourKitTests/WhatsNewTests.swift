import Testing

@testable import TourKit

/// A what's-new run says Continue, not the onboarding's Start.
@Suite("What's new")
struct WhatsNewTests {
  static let text = """
    ---
    start: Let's go
    whats-new-start: Got it
    ---
    # Welcome

    ---
    <!-- since: 2.0 -->
    # New in 2.0
    """

  @Test("whats-new-start labels a what's-new run's button; a translation's words are its own")
  func whatsNewStartLabel() throws {
    let tour = try TourFileParser.parse(text: Self.text, path: "t.md")
    #expect(tour.style.startLabel == "Let's go")
    #expect(tour.style.whatsNewStartLabel == "Got it")
    let whatsNew = tour.whatsNew(pages: [1])
    #expect(whatsNew.pages.map(\.title) == ["New in 2.0"])
    #expect(whatsNew.style.startLabel == "Got it")
    let translation = try TourFileParser.parse(
      bytes: Array("# ようこそ\n\n---\n<!-- since: 2.0 -->\n# 2.0 の新機能\n".utf8), path: "t.ja.md",
      original: tour)
    #expect(translation.style.whatsNewStartLabel == nil)
    #expect(translation.whatsNew(pages: [1]).style.startLabel == nil)
  }

  @Test("the chrome's Continue, in English, Japanese and Chinese, on the button and in the hint")
  func continueIsLocalised() {
    for (labels, word, hint) in [
      (ChromeLabels.english, "Continue", "continue"), (ChromeLabels.japanese, "続ける", "続ける"),
      (ChromeLabels.chinese, "继续", "继续"),
    ] {
      #expect(labels.forWhatsNew.start == word)
      #expect(labels.forWhatsNew.finish == hint)
      #expect(labels.forWhatsNew.next == labels.next)
    }
  }

  @Test("the last page of a what's-new run shows Continue where a first run shows Start")
  func theButtonSaysContinue() throws {
    let tour = try TourFileParser.parse(
      text: "# Welcome\n\n---\n<!-- since: 2.0 -->\n# New in 2.0\n", path: "t.md")
    let size = ScreenSize(width: 80, height: 24)
    let onboarding = TourRenderer.plainScreen(
      of: tour.selecting(pages: [0]), page: 0, size: size, options: TourOptions())
    #expect(onboarding.contains("Start") && !onboarding.contains("Continue"))
    var options = TourOptions()
    options.labels = ChromeLabels.english.forWhatsNew
    let whatsNew = TourRenderer.plainScreen(
      of: tour.whatsNew(pages: [1]), page: 0, size: size, options: options)
    #expect(whatsNew.contains("Continue") && !whatsNew.contains("Start"), "\(whatsNew)")
    #expect(whatsNew.contains("Enter continue"), "\(whatsNew)")
  }
}
