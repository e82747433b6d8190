import Testing

/// Colour, and NO_COLOR.
@Suite("Colour")
struct ColourTests {
  /// Whether an SGR sequence in `text` sets a foreground or background colour (other than the
  /// defaults, 39 and 49, that tmux writes to reset).
  static func setsColour(_ text: String) -> Bool {
    text.range(
      of: #"\x1B\[[0-9;]*(?<![0-9])(3[0-8]|4[0-8]|9[0-7]|10[0-7])(;|m)"#,
      options: .regularExpression) != nil
  }

  @Test("the tour is drawn in colour, and NO_COLOR=1 leaves attributes only")
  func noColor() async throws {
    let coloured = try await TmuxSession.withTour(["--no-animation"], file: Fixture.fivePages) {
      tour in
      try await tour.waitForPage(0)
      return try await tour.captureWithEscapes()
    }
    #expect(ColourTests.setsColour(coloured), "no colour without NO_COLOR:\n\(coloured)")

    let plain = try await TmuxSession.withTour(
      ["--no-animation"], file: Fixture.fivePages, environment: ["NO_COLOR": "1"]
    ) { tour in
      try await tour.waitForPage(0)
      return try await tour.captureWithEscapes()
    }
    #expect(!ColourTests.setsColour(plain), "colour despite NO_COLOR=1:\n\(plain)")
    #expect(plain.contains("\u{1B}[1m"), "the title is not bold:\n\(plain)")
  }
}
