import Foundation
import Testing

@testable import TourKit

/// Files as they come: a byte order mark, Windows line endings, control characters, and
/// translations next to the original.
@Suite("Loading tour files")
struct LoadingTests {
  static let lf =
    "---\ntitle: T\n---\n# One\n\nA line\nand another.\n\n```\ncode\n```\n---\n# Two\n"

  @Test func aByteOrderMarkIsSkippedWithOrWithoutFrontMatter() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let withFrontMatter = try TourFileParser.parse(bytes: bom + Array(Self.lf.utf8), path: "t")
    #expect(withFrontMatter == (try TourFileParser.parse(text: Self.lf, path: "t")))
    #expect(withFrontMatter.settings.title == "T")
    let bare = try TourFileParser.parse(bytes: bom + Array("# Title\n".utf8), path: "t")
    #expect(bare.pages[0].title == "Title")
  }

  @Test func crlfAndCRFilesReadLikeLFFiles() throws {
    let lf = try TourFileParser.parse(text: Self.lf, path: "t")
    let crlf = Self.lf.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try TourFileParser.parse(text: crlf, path: "t") == lf)
    let cr = Self.lf.replacingOccurrences(of: "\n", with: "\r")
    #expect(try TourFileParser.parse(text: cr, path: "t") == lf)
    // Errors point at the same places.
    let bad = "---\r\naccent: blu\r\n---\r\n# A\r\n"
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: bad, path: "t")
    }
    #expect(error?.line == 2 && error?.column == 9)
  }

  @Test func controlCharactersFromTheFileAreEscapedInTheModel() throws {
    let text =
      "---\ntitle: \"a\u{1B}[31m\"\nstart: \"go\u{9B}\"\n---\n# T\u{1B}]0;x\u{07}\n\n"
      + "Text \u{1B}[2J and [l](https://x.org/\u{85}) ![a\u{1B}](i.png)\n\n```\u{1B}x\nc\u{9B}\n```\n"
    let tour = try TourFileParser.parse(text: text, path: "t")
    #expect(tour.settings.title == "a\\x1b[31m")
    #expect(tour.style.startLabel == "go\\u009b")
    let plain = PlainTextTour.text(of: tour, width: 80, unicode: true)
    #expect(!plain.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" })
    #expect(plain.contains("T\\x1b]0;x\\x07"))
    #expect(plain.contains("\\x1b[2J"))
    #expect(plain.contains("https://x.org/\\u0085"))
    #expect(plain.contains("c\\u009b"))
    let screen = TourRenderer.plainScreen(
      of: tour, page: 0, size: ScreenSize(width: 80, height: 24), options: TourOptions())
    #expect(!screen.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" })
  }

  @Test func errorsShowControlCharactersEscapedOnOneLine() {
    let text = "---\naccent: \"\u{1B}]0;pwned\u{07}\"\n---\n# A\n"
    let error = #expect(throws: TourFileError.self) {
      try TourFileParser.parse(text: text, path: "a\nb.md")
    }
    #expect(
      error?.description
        == "a\\x0ab.md:2:10: bad colour `\\x1b]0;pwned\\x07`: expected a colour name or #rrggbb")
  }

  @Test func aTranslationTakesTheOriginalsLookButNotItsWords() throws {
    let directory = "/tmp/tour-translation-look-\(getpid())"
    mkdir(directory, 0o755)
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    try """
    ---
    title: Notes
    version: 1.4
    start: Let's go
    accent: "#ff8700"
    dot: gray
    current-dot: bright-white
    animation: 120
    hints: off
    ---
    # One
    """.write(toFile: "\(directory)/w.md", atomically: true, encoding: .utf8)
    try "---\ndot: red\n---\n# 一\n".write(
      toFile: "\(directory)/w.ja.md", atomically: true, encoding: .utf8)
    let tour = try Tour.load(
      contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja"))
    #expect(tour.pages.first?.title == "一")
    #expect(tour.style.accent == .rgb(0xFF, 0x87, 0x00))
    #expect(tour.style.otherDot == .ansi(1))  // its own
    #expect(tour.style.currentDot == .ansi(15))
    #expect(tour.settings.slideDuration == .milliseconds(120))
    #expect(tour.settings.showsHints == false)
    #expect(tour.settings.version == "1.4")
    #expect(tour.settings.title == nil && tour.style.startLabel == nil)
  }

  @Test func theTitleHeadsTheHelpOverlayAndPlainText() throws {
    let tour = try TourFileParser.parse(text: "---\ntitle: Notes\n---\n# A\n---\n# B\n", path: "t")
    var state = TourState(tour: tour, width: 80, height: 24, options: TourOptions())
    state.handle(.key(.character("?")), at: .zero)
    let screen = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect((0..<24).contains { screen.text(ofRow: $0).contains("Notes · Keys and mouse") })
    let plain = PlainTextTour.text(of: tour, width: 80, unicode: true)
    #expect(plain.hasPrefix("Notes · Page 1 of 2\n\nA\n=\n"))
    #expect(plain.contains("Notes · Page 2 of 2"))
    let ascii = PlainTextTour.text(of: tour, width: 80, unicode: false)
    #expect(ascii.hasPrefix("Notes | Page 1 of 2\n"))
  }

  @Test func aOnePageTourHasNoPagingHintAndNoPageHeader() throws {
    let one = try TourFileParser.parse(text: "# Only\n", path: "t")
    let state = TourState(tour: one, width: 80, height: 24, options: TourOptions())
    let screen = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect(screen.text(ofRow: 23).trimmingSpaces == "Enter start · q quit · ? help")
    #expect(PlainTextTour.text(of: one, width: 80, unicode: true) == "Only\n====\n")
    let two = try TourFileParser.parse(text: "# A\n---\n# B\n", path: "t")
    let twoScreen = TourRenderer(colorDepth: .palette256).render(
      TourState(tour: two, width: 80, height: 24, options: TourOptions()), at: .zero)
    #expect(twoScreen.text(ofRow: 23).contains("← → page"))
  }

  @Test(arguments: [ColorDepth.none, .basic8])
  func codeStaysDistinctFromBoldAndBodyWithoutColours(depth: ColorDepth) {
    let theme = Theme(style: TourStyle(), colorDepth: depth)
    let strong = theme.style(.body).attributes.union(.bold)
    #expect(theme.style(.codeSpan) != CellStyle(attributes: strong))
    #expect(theme.style(.codeSpan) != theme.style(.body))
    #expect(theme.style(.keyCap) != theme.style(.codeSpan))
    #expect(!theme.codeBlockHasBand)
    #expect(Theme(style: TourStyle(), colorDepth: .palette256).codeBlockHasBand)
  }
}
