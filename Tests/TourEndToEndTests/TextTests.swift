import Testing

/// What a tour file's text looks like on screen: titles, paragraphs, wide characters.
@Suite("Page text")
struct TextTests {
  @Test("a Japanese page shows whole, centred by display width")
  func japanese() async throws {
    let file = "# ようこそ\n\n日本語のテキストです。\n---\n# Second\n\nSecond page.\n"
    try await TmuxSession.withTour(["--no-animation"], file: file) { tour in
      let screen = try await tour.waitForScreen("the Japanese page") {
        $0.contains("ようこそ") && $0.contains("日本語のテキストです。")
      }
      // ようこそ is 8 columns wide, the body 22: centred in 80 columns.
      #expect(screen.position(of: "ようこそ")?.column == 36, "\(screen)")
      #expect(screen.position(of: "日本語のテキストです。")?.column == 29, "\(screen)")
      #expect(screen.showsCentred("ようこそ", width: 80))
      #expect(screen.dotCount == 2 && screen.currentPage == 0, "\(screen)")
      let title = try #require(screen.row(containing: "ようこそ"))
      #expect(screen.row(containing: "日本語") == title + 2, "\(screen)")
      try await tour.sendKeys("Right")
      try await tour.waitForPage(1, titles: ["ようこそ", "Second"])
    }
  }

  @Test("a `# ` line is the title; other lines are paragraphs, a paragraph's lines joined")
  func fileFormat() async throws {
    let file = """
      # Format Title

      First paragraph
      continues here.

      Second paragraph.
      ---
      # Next Page

      More.
      """
    try await TmuxSession.withTour(["--no-animation"], file: file) { tour in
      let screen = try await tour.waitForScreen("the first page") { $0.contains("Format Title") }
      let title = try #require(screen.row(containing: "Format Title"))
      let first = try #require(
        screen.row(containing: "First paragraph continues here."), "\(screen)")
      let second = try #require(screen.row(containing: "Second paragraph."), "\(screen)")
      #expect(first == title + 2 && second == first + 2, "\(screen)")
      #expect(!screen.contains("#"), "the `# ` marker is shown:\(screen)")
      #expect(screen.showsCentred("Format Title", width: 80))
      #expect(screen.showsCentred("First paragraph continues here.", width: 80))
      #expect(screen.dotCount == 2, "\(screen)")
    }
  }

  @Test("with LANG=ja_JP.UTF-8 the built-in tour and its chrome are Japanese")
  func builtinJapanese() async throws {
    try await TmuxSession.withTour(["--no-animation"], environment: ["LANG": "ja_JP.UTF-8"]) {
      tour in
      let screen = try await tour.waitForScreen("the Japanese welcome page") {
        $0.contains("tour へようこそ") && $0.currentPage == 0
      }
      #expect(screen[row: tour.layout.hintRow].contains("ページ"), "\(screen)")
      #expect(screen.showsCentred("tour へようこそ", width: 80), "\(screen)")
    }
  }
}
