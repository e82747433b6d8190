import Foundation
import Testing

/// The EmbedTour plugin's tool, run as the build runs it: a valid `Tour/` folder becomes Swift
/// source holding the tour, its translations and the pictures they show; anything that would
/// not show as written is `FILE:LINE:COL: error: …` and exit 1, so the build fails.
@Suite("The tour embedder (EmbedTour's build tool)")
struct EmbedToolTests {
  static let tour = """
    # Hello

    ![A window](img/hello.png)

    ---
    # Bye
    """

  static let japanese = """
    # こんにちは

    ![窓](img/hello.png)

    ---
    # さようなら
    """

  /// A `Tour/` folder holding `files` (name → text or bytes).
  static func folder(_ files: [String: [UInt8]]) throws -> ScratchDirectory {
    let scratch = try ScratchDirectory(prefix: "embed")
    for (name, bytes) in files {
      let url = scratch.url.appendingPathComponent("Tour/" + name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return scratch
  }

  static func png() throws -> [UInt8] {
    Array(
      try Data(contentsOf: PictureTests.fixtures.appendingPathComponent("regions.png")))
  }

  /// Runs the tool on `scratch`'s `Tour/` folder, writing `out.swift`.
  static func embed(_ scratch: ScratchDirectory) async throws -> CommandResult {
    try await Command.run(
      try TourBinary.sibling("TourEmbedder"), [scratch.path("Tour"), scratch.path("out.swift")])
  }

  @Test(
    "a valid folder becomes EmbeddedTour.tour: the tour, its translations, the pictures they show")
  func validFolder() async throws {
    let scratch = try Self.folder([
      "tour.md": Array(Self.tour.utf8), "tour.ja.md": Array(Self.japanese.utf8),
      "img/hello.png": try Self.png(), "img/unused.png": try Self.png(),
      "notes.txt": Array("not part of the tour".utf8),
    ])
    let result = try await Self.embed(scratch)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let source = try String(contentsOfFile: scratch.path("out.swift"), encoding: .utf8)
    #expect(source.contains("import TourKit"))
    #expect(source.contains("static let tour = EmbeddedTour("))
    #expect(source.contains("checkedFile: \"tour.md\""))
    #expect(source.contains("\"tour.md\": \"# Hello\\n"))
    // Plain ASCII, whatever the files hold: 今 as an escape.
    #expect(source.contains("\"tour.ja.md\": \"# \\u{3053}\\u{3093}"))
    let ascii = source.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
    #expect(source.contains("\"img/hello.png\": \"\\u{89}PNG"))
    // Only what the pages show is embedded.
    #expect(!source.contains("unused.png"))
    #expect(!source.contains("notes.txt"))
  }

  @Test("a tour file that does not parse fails with FILE:LINE:COL, and nothing is written")
  func invalidTourFile() async throws {
    let scratch = try Self.folder(["tour.md": Array("---\naccnet: red\n---\n# Hi\n".utf8)])
    let result = try await Self.embed(scratch)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "\(scratch.path("Tour/tour.md")):2:1: error: unknown front matter key `accnet` "
        + "(did you mean `accent`?)\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out.swift")))
  }

  @Test("a question key that would give one of tour's own variables fails the build at the key")
  func reservedQuestionKey() async throws {
    let scratch = try Self.folder([
      "tour.md": Array("# Hi\n\n<!-- ask: accessible -->\n- [ ] Read aloud\n".utf8)
    ])
    let result = try await Self.embed(scratch)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "\(scratch.path("Tour/tour.md")):3:11: error: key `accessible` would give its answer as "
        + "TOUR_ACCESSIBLE, one of tour's own settings: choose another key\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out.swift")))
  }

  @Test("a translation is checked too: one that does not parse, or that has other pages")
  func invalidTranslations() async throws {
    let broken = try Self.folder([
      "tour.md": Array("# One\n".utf8), "tour.ja.md": Array("---\nstrat: 始める\n---\n# 一\n".utf8),
    ])
    let parse = try await Self.embed(broken)
    #expect(parse.status == 1)
    #expect(
      parse.standardError.hasPrefix(
        "\(broken.path("Tour/tour.ja.md")):2:1: error: unknown front matter key `strat`"),
      "\(parse.standardError)")

    let pages = try Self.folder([
      "tour.md": Array("# One\n\n---\n# Two\n".utf8), "tour.zh_TW.md": Array("# 一\n".utf8),
    ])
    let count = try await Self.embed(pages)
    #expect(count.status == 1)
    #expect(
      count.standardError
        == "\(pages.path("Tour/tour.zh_TW.md")):1:1: error: 1 page, but tour.md has 2 pages: a "
        + "translation shows the same pages\n")

    // Labels as values, a key renamed: its users' answers would differ from the original's.
    let asks = try Self.folder([
      "tour.md": Array("<!-- ask: theme -->\n- ( ) Dark <!-- value: dark -->\n".utf8),
      "tour.ja.md": Array("<!-- ask: theme -->\n- ( ) ダーク\n<!-- ask: colour; text -->\n".utf8),
    ])
    let answers = try await Self.embed(asks)
    #expect(answers.status == 1)
    let file = asks.path("Tour/tour.ja.md")
    #expect(
      answers.standardError
        == "\(file):1:11: error: this translation gives `theme` the values ダーク; the original's "
        + "are dark (translate labels; keep values with <!-- value: … -->)\n"
        + "\(file):3:11: error: this translation asks `colour`, which the original does not ask\n",
      "\(answers.standardError)")
  }

  @Test("a picture that would show its alt text fails the build where its image is written")
  func picturesThatWouldNotShow() async throws {
    let scratch = try Self.folder([
      "tour.md": Array(
        """
        # Pictures

        ![missing](gone.png)

        ![outside](../secret.png)

        ![absolute](/etc/hello.png)

        ![web](https://example.com/a.png)

        ![not a picture](fake.png)

        """.utf8),
      "fake.png": Array("hello".utf8),
    ])
    let result = try await Self.embed(scratch)
    #expect(result.status == 1)
    let file = scratch.path("Tour/tour.md")
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(file):3:1: error: image not found: gone.png (no file \(scratch.path("Tour/gone.png")))",
        "\(file):5:1: error: image is outside Tour/: ../secret.png (an embedded tour names its "
          + "pictures by paths inside its folder, like img/sync.png)",
        "\(file):7:1: error: image is outside Tour/: /etc/hello.png (an embedded tour names its "
          + "pictures by paths inside its folder, like img/sync.png)",
        "\(file):9:1: error: image is a web address, not a file: https://example.com/a.png (an "
          + "embedded tour shows the pictures in its folder)",
        "\(file):11:1: error: image cannot be decoded: fake.png (not a PNG, JPEG or GIF file)",
      ])
  }

  @Test("images among text or in a table are checked against the folder, as tour --check does")
  func imagesAmongTextAreCheckedAgainstTheFolder() async throws {
    let text =
      "# Keys\n\n| Key | Icon |\n|---|---|\n| a | ![icon](img/hello.png) |\n\n"
      + "Text with ![an icon](img/hello.png) and ![gone](gone.png).\n"
    let scratch = try Self.folder(["tour.md": Array(text.utf8), "img/hello.png": try Self.png()])
    let result = try await Self.embed(scratch)
    #expect(result.status == 1)
    let file = scratch.path("Tour/tour.md")
    // Only the file that is not there; the icon in the folder is fine.
    #expect(result.standardError == "\(file):7:41: error: image not found: gone.png\n")
  }

  @Test("no tour.md is an error that says where it goes; a size it cannot read only a warning")
  func missingTourAndWarnings() async throws {
    let empty = try Self.folder(["readme.txt": []])
    let missing = try await Self.embed(empty)
    #expect(missing.status == 1)
    #expect(
      missing.standardError
        == "\(empty.path("Tour")): error: no tour.md here: an embedded tour is Tour/tour.md, "
        + "with its translations (tour.ja.md …) and pictures beside it\n")

    let sized = try Self.folder([
      "tour.md": Array("# Sized\n\n![A window](img/hello.png \"width=big\")\n".utf8),
      "img/hello.png": try Self.png(),
    ])
    let warned = try await Self.embed(sized)
    #expect(warned.status == 0)
    #expect(
      warned.standardError
        == "\(sized.path("Tour/tour.md")):3:1: warning: image width `big` is not a number or a "
        + "percentage (like 40 or 40%): the size is left to the page\n")
    #expect(FileManager.default.fileExists(atPath: sized.path("out.swift")))
  }

  /// A layout warning is placed as compilers place theirs, `FILE:LINE:COL: warning: …`, so an
  /// editor opens the line that clips (it read `FILE: warning: 4:1: …`, which none does).
  @Test("content clipped at a common size is a warning at its line and column")
  func clippedContentIsWarnedWhereItIsWritten() async throws {
    let scratch = try Self.folder([
      "tour.md": Array(
        ("# Install\n\n```sh\n" + "cargo install notes-cli --locked -q" + "\n```\n").utf8)
    ])
    let result = try await Self.embed(scratch)
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "\(scratch.path("Tour/tour.md")):4:1: warning: a code line is clipped at 40×12: it "
        + "needs 35 cells, 34 fit\n")
  }

  /// The front matter's `sizes:` are the sizes the build checks the layout at: a code line
  /// that only 40×12 clips warns by default, and not once the tour says which sizes matter.
  @Test("the front matter's sizes: choose the sizes the build warns about")
  func sizesChooseTheWarnings() async throws {
    let code = "# Install\n\n```sh\ncargo install notes-cli --locked -q\n```\n"
    let defaults = try Self.folder(["tour.md": Array(code.utf8)])
    let warned = try await Self.embed(defaults)
    #expect(warned.status == 0)
    #expect(
      warned.standardError.contains("a code line is clipped at 40×12"), "\(warned.standardError)")
    let chosen = try Self.folder(["tour.md": Array(("---\nsizes: 80x24, 60x20\n---\n" + code).utf8)]
    )
    let quiet = try await Self.embed(chosen)
    #expect(quiet.status == 0)
    #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
  }

  /// The build says every mistake of the tour, as `tour --check` does, each a compiler error
  /// at its place: one build to see them all.
  @Test("every mistake of a tour file fails the build at once, each at its line and column")
  func everyMistakeIsAnError() async throws {
    let scratch = try Self.folder(["tour.md": Array(try CheckCommandTests.manyMistakes.utf8)])
    let result = try await Self.embed(scratch)
    #expect(result.status == 1)
    let file = scratch.path("Tour/tour.md")
    let expected = CheckCommandTests.manyMistakesFound.map { "\(file):\($0)" }.map {
      // The build also says where it looked for the picture.
      $0.hasSuffix("image not found: nope.png")
        ? $0 + " (no file \(scratch.path("Tour/nope.png")))" : $0
    }
    #expect(result.standardError.split(separator: "\n").map(String.init) == expected)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out.swift")))
  }
}
