import Foundation
import Testing

/// Emoji sequences on a real terminal (tmux 3.3a): every cluster written whole in every frame
/// of a slide, laid out with the widths tmux reports, and the page the same after sliding away
/// and back as when it was first drawn.
@Suite("Emoji")
struct EmojiTests {
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
  static let familyOfFour = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  static let flag = "\u{1F1EF}\u{1F1F5}"
  static let thumbsUp = "\u{1F44D}\u{1F3FD}"
  static let heart = "\u{2764}\u{FE0F}"
  static let keyboard = "\u{2328}\u{FE0F}"
  static let keycap = "1\u{FE0F}\u{20E3}"
  static let rainbowFlag = "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"

  /// Two pages of clusters with a slow slide (one second): even a loaded machine draws many
  /// frames of it.
  static let file = """
    ---
    animation: 1000
    ---
    # \(keyboard) Keys

    A \(family) B

    Flags \(flag) \u{1F1EB}\u{1F1F7}, skin \(thumbsUp) \u{1F44B}\u{1F3FF}, love \(heart), key \(keycap), cafe\u{301}, 日本語
    ---
    # \(heart) Second

    \(familyOfFour) family of four, \(rainbowFlag) flag, \(thumbsUp) end
    """

  /// Each cluster, and the start of it that must never be written without the rest.
  static let clusters = [
    (family, "\u{1F468}\u{200D}"), (flag, "\u{1F1EF}"), (thumbsUp, "\u{1F44D}"),
    (heart, "\u{2764}"), (keyboard, "\u{2328}"), (keycap, "1\u{FE0F}"),
    (rainbowFlag, "\u{1F3F3}"), ("e\u{301}", "e\u{301}"),
  ]

  @Test("an emoji page through a slide: each sequence written whole, the screen as before")
  func slideKeepsClustersWhole() async throws {
    try await TmuxSession.withTour(file: Self.file, recordOutput: true) { tour in
      let first = try await tour.waitForScreen("the first page") {
        $0.contains("B") && $0.contains("日本語") && $0.dotsRow != nil
      }
      try await tour.sendKeys("Right")
      // The slide has ended: the heading where it rests, alone on its row.
      try await tour.waitForScreen("the second page at rest") { screen in
        guard screen.currentPage == 1, !screen.contains("日本語"),
          let row = screen.row(containing: "\(Self.heart) Second")
        else { return false }
        return screen[row: row].trimmingCharacters(in: .whitespaces) == "\(Self.heart) Second"
          && screen.showsCentred("\(Self.heart) Second", width: 80)
      }
      try await tour.sendKeys("Left")
      // Back at rest, the page is cell for cell as it was first drawn.
      let back = try await tour.waitForScreen("the first page as first drawn:\(first)") {
        $0.rows == first.rows
      }
      let heading = try #require(back.row(containing: "Keys"))
      #expect(back[row: heading].trimmingCharacters(in: .whitespaces) == "\(Self.keyboard) Keys")
      #expect(back.contains("A \(Self.family) B"), "\(back)")
      #expect(
        back.contains("Flags \(Self.flag) \u{1F1EB}\u{1F1F7}, skin \(Self.thumbsUp)"), "\(back)")

      let written = tour.recordedOutput()
      // Byte by byte: a String search would only find whole grapheme clusters.
      func count(_ text: String) -> Int {
        let needle = Array(text.utf8)
        return written.indices.dropLast(needle.count - 1).filter {
          written[$0..<$0 + needle.count].elementsEqual(needle)
        }.count
      }
      // The probe asked tmux about the four kinds the file holds.
      #expect(count("\u{1B}[6n") == 4)
      for (cluster, start) in Self.clusters {
        #expect(count(cluster) > 2, "\(cluster) not redrawn as the page slid")
        #expect(count(start) == count(cluster), "\(cluster) written cut")
      }
      #expect(count(Self.familyOfFour) > 0)
    }
  }

  /// What is typed into a text field is measured as tmux draws it: a skin tone in four cells,
  /// not the two Unicode gives it, though the tour's own text holds none. Measured in two, the
  /// field redrew from the wrong column: deleting `👍🏽` left a `👍` on the screen that the
  /// answer did not hold.
  @Test("a skin tone typed into a text field and deleted leaves nothing behind")
  func aSkinToneInAFieldIsDrawnWhereTmuxDrawsIt() async throws {
    let file = "# Name\n\n<!-- ask: name; text -->\n"
    try await TmuxSession.withTour(["--no-animation"], file: file) { tour in
      try await tour.waitForScreen("the field") { $0.contains("›") }
      try await tour.sendLiteral("ab\(Self.thumbsUp)cd")
      try await tour.waitForScreen("what was typed") { $0.contains("› ab\(Self.thumbsUp)cd") }
      try await tour.sendKeys("Left", "Left", "Left")
      try await tour.sendLiteral("X")
      try await tour.waitForScreen("X before the emoji") {
        $0.contains("› abX\(Self.thumbsUp)cd")
      }
      try await tour.sendKeys("End", "BSpace", "BSpace", "BSpace")
      let screen = try await tour.waitForScreen("the emoji deleted") { screen in
        guard let row = screen.row(containing: "› abX") else { return false }
        return screen[row: row].trimmingCharacters(in: .whitespaces) == "› abX"
      }
      #expect(!screen.contains("\u{1F44D}"), "\(screen)")
    }
  }

  @Test("a heading with an emoji is not doubled by a page turn")
  func noDoubledEmojiAfterAPageTurn() async throws {
    try await TmuxSession.withTour(file: Self.file) { tour in
      /// Waits for page `page` at rest with its heading `heading` alone on its row, centred;
      /// a doubled emoji (`⌨️⌨️ Keys`) never gets there. Nothing is drawn once a page rests
      /// (`SessionPacingTests`: no frame and no deadline after the slide's last frame), so the
      /// screen that gets there stays.
      func waitForHeading(_ heading: String, page: Int) async throws {
        try await tour.waitForScreen("\(heading) alone and centred") { screen in
          guard screen.currentPage == page, let row = screen.row(containing: heading) else {
            return false
          }
          return screen[row: row].trimmingCharacters(in: .whitespaces) == heading
            && screen.showsCentred(heading, width: 80)
        }
      }
      try await waitForHeading("\(Self.keyboard) Keys", page: 0)
      for _ in 0..<3 {
        try await tour.sendKeys("Right")
        try await waitForHeading("\(Self.heart) Second", page: 1)
        try await tour.sendKeys("Left")
        try await waitForHeading("\(Self.keyboard) Keys", page: 0)
      }
    }
  }
}
