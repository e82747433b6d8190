import Foundation
import Testing

/// Question pages in the real binary: typing into a field, a click on an option, a required
/// question holding the tour, typing to filter a long list.
@Suite("Questions")
struct QuestionTests {
  static let tour = """
    # Pick a theme

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->
    - ( ) Match the terminal <!-- value: auto -->
    ---
    <!-- when: theme = dark -->
    # Dark it is
    ---
    # Your name

    <!-- ask: name; text; placeholder: Ada Lovelace -->
    ---
    # Done
    """

  @Test("every printable key types into a text field: q h 1 ? 日本 neither quit, page nor help")
  func typingIntoAField() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.tour) { tour in
      try await tour.sendKeys("Down", "Space", "Right")
      try await tour.waitForScreen("the name page") { $0.contains("Your name") }
      try await tour.sendLiteral("q h 1 ? 日本")
      let screen = try await tour.waitForScreen("the typed text") { $0.contains("› q h 1 ? 日本") }
      #expect(!screen.contains("Keys and mouse"), "\(screen)")
      #expect(tour.isRunning)
      // Esc leaves the field; then q quits as usual.
      // Esc alone is told from Alt+key by a pause: the q waits until the field is left (its
      // key hint, "Esc leave field", is gone), so it cannot join the Esc.
      #expect(screen.contains("Esc leave field"), "\(screen)")
      try await tour.sendKeys("Escape")
      try await tour.waitForScreen("the field left") { !$0.contains("Esc leave field") }
      try await tour.sendKeys("q")
      #expect(try await tour.waitForExit() == 1)
    }
  }

  @Test("a click on an option chooses it, and the pages follow the answer")
  func clickOnAnOption() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.tour) { tour in
      let before = try await tour.waitForScreen("the options") { $0.contains("○ Dark") }
      // Three pages while no theme is chosen (the dark page is left out).
      #expect(before.dotColumns.count == 3, "\(before)")
      let dark = try #require(before.position(of: "Dark"))
      try await tour.click(x: dark.column + 1, y: dark.row)
      // The frame may be read half written (the option's row before the dots' row): the wait
      // is for the whole frame, Dark chosen and the dark page's dot added.
      let chosen = try await tour.waitForScreen("Dark chosen, a dot added") {
        $0.contains("◉ Dark") && $0.dotColumns.count == 4
      }
      #expect(chosen.dotColumns.count == 4, "\(chosen)")
      try await tour.sendKeys("Right")
      try await tour.waitForScreen("the dark page") { $0.contains("Dark it is") }
    }
  }

  @Test("a required question refuses a swipe (it springs back) and says why")
  func refusedSwipe() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.tour) { tour in
      try await tour.waitForScreen("the options") { $0.contains("○ Dark") }
      try await tour.swipe(fromX: 70, toX: 10, y: 2)
      let refused = try await tour.waitForScreen("the refusal") {
        $0.contains("Choose an option to continue")
      }
      #expect(refused.contains("Pick a theme"), "\(refused)")
      #expect(refused.currentPage == 0, "\(refused)")
      // Chosen: Enter goes on.
      try await tour.sendKeys("Space", "Enter")
      try await tour.waitForScreen("the dark page") { $0.contains("Dark it is") }
    }
  }

  @Test("typing narrows a 120-option list to the one typed, Enter chooses it: --answers json")
  func filteringALongList() async throws {
    let items = (1...120).map { number in
      "- ( ) \(number == 57 ? "Montréal" : "Region \(number)") <!-- value: p\(number) -->"
    }
    let file = "# Where are you?\n\n<!-- ask: place -->\n" + items.joined(separator: "\n")
    let scratch = try ScratchDirectory(prefix: "filter-list")
    let wrapper = try AnswersTerminalTests.wrapper(
      #"{ "$TOUR" --answers json "$@"; echo $? > tour-status; } | cat > out.json"#, in: scratch)
    try await TmuxSession.withTour(["--no-animation"], file: file, executable: wrapper) { tour in
      try await tour.waitForScreen("the list") { $0.contains("› ○ Region 1") }
      // Accents aside: "montre" finds Montréal; nothing else is left.
      try await tour.sendLiteral("montre")
      let narrowed = try await tour.waitForScreen("one of 120") { $0.contains("1 of 120") }
      #expect(narrowed.contains("› ○ Montréal") && !narrowed.contains("Region"), "\(narrowed)")
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
      #expect(AnswersTerminalTests.contents(scratch, "tour-status") == "0\n")
      #expect(AnswersTerminalTests.contents(scratch, "out.json") == #"{"place":"p57"}"# + "\n")
    }
  }

  @Test("Enter on the last page finishes a tour that asked, with exit status 0")
  func finishing() async throws {
    try await TmuxSession.withTour(["--no-animation"], file: Self.tour) { tour in
      try await tour.sendKeys("Down", "Enter")
      try await tour.waitForScreen("the name page") { $0.contains("Your name") }
      try await tour.sendLiteral("Ada")
      try await tour.sendKeys("Enter")
      try await tour.waitForScreen("the last page") { $0.contains("Done") }
      try await tour.sendKeys("Enter")
      #expect(try await tour.waitForExit() == 0)
    }
  }
}
