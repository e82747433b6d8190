import Foundation
import Testing

@testable import TourKit

@Suite("Markdown parsing")
struct MarkdownTests {
  func page(_ text: String) throws -> Page {
    let tour = try TourFileParser.parse(text: text, path: "t.md")
    return try #require(tour.pages.first)
  }

  @Test func inlineStyles() throws {
    let page = try page("Plain *em* **strong** `code`")
    #expect(
      page.blocks == [
        .paragraph([
          InlineRun("Plain "), InlineRun("em", style: .emphasis), InlineRun(" "),
          InlineRun("strong", style: .strong), InlineRun(" "), InlineRun("code", style: .code),
        ])
      ])
  }

  @Test func linkShowsItsURLAfterTheText() throws {
    let page = try page("[the docs](https://example.com) and <https://example.org>")
    #expect(
      page.blocks == [
        .paragraph([
          InlineRun("the docs", style: .link), InlineRun(" (https://example.com)", style: .url),
          InlineRun(" and "), InlineRun("https://example.org", style: .link),
        ])
      ])
  }

  @Test func softBreaksJoinLatinWithASpaceAndCJKWithout() throws {
    #expect(try page("one\ntwo").blocks == [.paragraph([InlineRun("one two")])])
    #expect(try page("日本語の\nテキスト").blocks == [.paragraph([InlineRun("日本語のテキスト")])])
  }

  @Test func listsNestAndKeepTheirNumbers() throws {
    let page = try page("3. a\n4. b\n   - c\n")
    let expected = Block.list(
      ListBlock(
        ordered: true, start: 3,
        items: [
          ListItem([.paragraph([InlineRun("a")])]),
          ListItem([
            .paragraph([InlineRun("b")]),
            .list(ListBlock(ordered: false, items: [ListItem([.paragraph([InlineRun("c")])])])),
          ]),
        ]))
    #expect(page.blocks == [expected])
  }

  @Test func codeQuoteImageAndHeadings() throws {
    let page = try page("# T\n## S\n> q\n\n```sh\nls -l\n```\n\n![alt text](x.png)\n")
    #expect(
      page.blocks == [
        .heading(level: 1, [InlineRun("T")]), .heading(level: 2, [InlineRun("S")]),
        .quote([.paragraph([InlineRun("q")])]), .code(language: "sh", text: "ls -l\n"),
        .image(ImageBlock(alt: "alt text", source: "x.png")),
      ])
    #expect(page.title == "T")
  }

  @Test func separatorInsideFencedCodeIsCode() throws {
    let tour = try TourFileParser.parse(text: "```\na\n---\nb\n```\n---\n# Two\n", path: "t")
    #expect(tour.pages.count == 2)
    #expect(tour.pages[0].blocks == [.code(language: "", text: "a\n---\nb\n")])
  }

  @Test func separatorAfterAParagraphIsNotAHeadingUnderline() throws {
    let tour = try TourFileParser.parse(text: "Body text\n---\nNext page\n", path: "t")
    #expect(tour.pages.count == 2)
  }

  @Test func htmlShowsItsTextInTheNearestStyle() throws {
    let page = try page("# T\n\n<div>x</div>\n\nText <b>bold</b>\n")
    #expect(
      page.blocks == [
        .heading(level: 1, [InlineRun("T")]), .paragraph([InlineRun("x")]),
        .paragraph([InlineRun("Text "), InlineRun("bold", style: .strong)]),
      ])
  }

  @Test func ordinaryCommentAtTheTopIsNotSettings() throws {
    let page = try page("<!-- TODO: more -->\n# T\n")
    #expect(page.settings == PageSettings())
  }

  @Test func pageCommentTakesSeveralSettings() throws {
    let page = try page("<!-- align: left; since: 2.0 -->\n# T\n")
    #expect(page.settings == PageSettings(alignment: .left, since: "2.0"))
  }

  @Test func trailingSeparatorEndsTheLastPage() throws {
    let tour = try TourFileParser.parse(text: "# A\n---\n# B\n---\n", path: "t")
    #expect(tour.pages.count == 2)
  }

  @Test(arguments: [
    ("animation: off", Duration.zero), ("animation: 120", .milliseconds(120)),
    ("animation: 80ms", .milliseconds(80)),
  ])
  func animationSetting(line: String, duration: Duration) throws {
    let tour = try TourFileParser.parse(text: "---\n\(line)\n---\n# A\n", path: "t")
    #expect(tour.settings.slideDuration == duration)
  }

  @Test func frontMatterQuotesAndComments() throws {
    let tour = try TourFileParser.parse(
      text: "---\n# a comment\ntitle: \"Quoted: yes\"\nhints: off\n---\n# A\n", path: "t")
    #expect(tour.settings.title == "Quoted: yes")
    #expect(tour.settings.showsHints == false)
  }
}

@Suite("Colours, versions, languages")
struct SettingsValueTests {
  @Test(arguments: [
    ("blue", TourColor.ansi(4)), ("Bright-Red", .ansi(9)), ("grey", .ansi(8)), ("gray", .ansi(8)),
    ("#ff8700", .rgb(255, 135, 0)), ("#abc", .rgb(0xAA, 0xBB, 0xCC)),
  ])
  func colourNames(text: String, color: TourColor) {
    #expect(TourColor(parsing: text) == color)
  }

  @Test(arguments: ["", "#12", "#1234567", "purple", "#ggg"])
  func badColours(text: String) {
    #expect(TourColor(parsing: text) == nil)
  }

  @Test func versionsCompareNumerically() throws {
    func v(_ text: String) throws -> Version { try #require(Version(text)) }
    #expect(try v("1.10") > v("1.9"))
    #expect(try v("1.4") == v("1.4.0"))
    #expect(try v("2.0.0-beta.1") < v("2.0.0"))
    #expect(try v("2.0.0-beta.2") < v("2.0.0-beta.10"))
    #expect(try v("2.0.0-alpha") < v("2.0.0-beta"))
    #expect(try v("2.0.0-1") < v("2.0.0-alpha"))
    #expect(try v("1.0+build.5") == v("1.0"))
  }

  @Test(arguments: ["", "1.", ".1", "a.b", "1..2", "1.2-", "1.2-be ta", "1.2.3.4.5"])
  func badVersions(text: String) {
    #expect(Version(text) == nil)
  }

  @Test func languagePrecedence() {
    let environment = ["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]
    #expect(
      LanguagePreference { environment[$0] } == LanguagePreference(language: "ja", region: "JP"))
    let all = ["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ja_JP"]
    #expect(LanguagePreference { all[$0] }.language == "en")
    #expect(LanguagePreference { ["LANG": "C.UTF-8"][$0] }.language == nil)
    #expect(
      LanguagePreference { ["LANG": "de_DE@euro"][$0] }
        == LanguagePreference(language: "de", region: "DE"))
  }

  @Test func languageVariableWinsLikeGettext() {
    #expect(
      LanguagePreference { ["LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"][$0] }.language == "ja")
    #expect(
      LanguagePreference { ["LANGUAGE": "zh_CN"][$0] }
        == LanguagePreference(language: "zh", region: "CN"))
    #expect(LanguagePreference { ["LANGUAGE": "ja", "LC_ALL": "C"][$0] }.language == nil)
  }

  @Test func translatedFileCandidates() {
    let preference = LanguagePreference(language: "ja", region: "JP")
    #expect(
      preference.candidates(for: "docs/welcome.md")
        == ["docs/welcome.ja_JP.md", "docs/welcome.ja.md", "docs/welcome.md"])
    #expect(LanguagePreference(language: "zh").candidates(for: "tour") == ["tour.zh", "tour"])
    #expect(LanguagePreference(language: nil).candidates(for: "a.md") == ["a.md"])
    #expect(
      preference.candidates(for: "v1.2/.tour") == [
        "v1.2/.tour.ja_JP", "v1.2/.tour.ja", "v1.2/.tour",
      ])
  }

  @Test func builtinTourIsTranslated() {
    let japanese = Tour.builtinWelcome(for: LanguagePreference(language: "ja", region: "JP"))
    let chinese = Tour.builtinWelcome(for: LanguagePreference(language: "zh", region: "TW"))
    let english = Tour.builtinWelcome(for: LanguagePreference(language: "fr"))
    #expect(japanese.pages.first?.title == "tour へようこそ")
    #expect(chinese.pages.first?.title == "欢迎使用 tour")
    #expect(english.pages.first?.title == "Welcome to tour")
    #expect(
      japanese.pages.count == english.pages.count && chinese.pages.count == english.pages.count)
  }
}

@Suite("TourCheck")
struct TourCheckTests {
  @Test func reportsOverflowAndClippedLines() throws {
    let long = (1...30).map { "Line \($0)." }.joined(separator: "\n\n")
    let code = "```\n" + String(repeating: "x", count: 120) + "\n```"  // wider than 80 columns
    let tour = try TourFileParser.parse(text: "# Short\n---\n\(long)\n---\n\(code)\n", path: "t")
    let problems = TourCheck.problems(
      in: tour, sizes: [ScreenSize(width: 80, height: 24)], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        // Page 2 is not the last: it also has the Start button's four rows.
        "3:1: note: page 2 scrolls at 80×24 (59 lines in 19 rows)",
        "64:1: warning: a code line is clipped at 80×24: it needs 120 cells, 74 fit",
      ])
  }

  @Test func builtinTourFitsEverywhere() {
    for language in [nil, "ja", "zh"] {
      let tour = Tour.builtinWelcome(for: LanguagePreference(language: language))
      // Its steps are noted for the commands they need, which `tour` gives them: not a
      // problem of the tour's.
      let problems = TourCheck.problems(
        in: tour, sizes: TourCheck.defaultSizes,
        options: TourOptions(labels: .forLanguage(language))
      ).filter { !$0.namesStep }
      #expect(problems.isEmpty, "\(language ?? "en"): \(problems)")
    }
  }

  @Test func sinceLaterThanTheToursVersionIsReported() throws {
    let text =
      "---\nversion: 1.2\n---\n# A\n---\n<!-- since: 1.2 -->\n# B\n---\n<!-- since: 2.0 -->\n# C\n"
    let tour = try TourFileParser.parse(text: text, path: "t")
    let problems = TourCheck.problems(in: tour, sizes: [], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        "9:1: warning: since 2.0 is later than the tour's version 1.2: no launch of version 1.2 shows page 3"
      ])
  }

  @Test func settingsBelowTheTopOfAPageAreReported() throws {
    let tour = try TourFileParser.parse(
      text: "# A\n\n<!-- align: left -->\n\nText\n\n<!-- TODO -->\n", path: "t")
    #expect(tour.pages[0].settings == PageSettings())
    let problems = TourCheck.problems(in: tour, sizes: [], options: TourOptions())
    #expect(
      problems.map(\.description) == [
        "3:1: warning: this settings comment is ignored: settings go at the top of a page"
      ])
  }

  @Test func aTranslationWithoutVersionTakesTheOriginals() throws {
    let directory = "/tmp/tour-translation-version-\(getpid())"
    mkdir(directory, 0o755)
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    try "---\nversion: 1.2\n---\n# One\n".write(
      toFile: "\(directory)/w.md", atomically: true, encoding: .utf8)
    try "# 一\n".write(toFile: "\(directory)/w.ja.md", atomically: true, encoding: .utf8)
    let tour = try Tour.load(
      contentsOf: "\(directory)/w.md", language: LanguagePreference(language: "ja"))
    #expect(tour.pages.first?.title == "一")
    #expect(tour.settings.version == "1.2")
  }

  @Test func translationsNextToAFileAreFound() throws {
    let directory = "/tmp/tour-translations-\(getpid())"
    mkdir(directory, 0o755)
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    for name in ["w.md", "w.ja.md", "w.zh_TW.md", "w.backup.md", "w.md.orig", "x.ja.md", "w.JA.md"]
    {
      #expect(FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data()))
    }
    let found = LanguagePreference.translations(of: "\(directory)/w.md")
    #expect(found.map(\.path) == ["\(directory)/w.ja.md", "\(directory)/w.zh_TW.md"])
    #expect(found.map(\.language) == ["ja", "zh"])
  }

  @Test func tooSmallScreenIsOneProblem() throws {
    let problems = TourCheck.problems(
      in: Tour.builtinWelcome, sizes: [ScreenSize(width: 10, height: 5)], options: TourOptions()
    ).filter { !$0.namesStep }
    #expect(
      problems.map(\.description) == [
        "1:1: warning: the screen is too small at 10×5: tour needs at least 20×9"
      ])
  }

  /// `--check` lays pages out one at a time and decides the screen's arrangement at the end;
  /// what it says scrolls is what the full screen scrolls, page for page and size for size,
  /// over the fixture corpus (the compact arrangement and the last page's rows included).
  @Test func whatCheckSaysScrollsIsWhatTheScreenScrolls() throws {
    var tours = try FixtureFiles.tours(in: "real-world").map {
      try TourFileParser.parse(bytes: try FixtureFiles.bytes("real-world", $0), path: $0)
    }
    tours.append(Tour.builtinWelcome)
    let long = (1...12).map { "Line \($0)." }.joined(separator: "\n\n")
    tours.append(try TourFileParser.parse(text: "# A\n---\n\(long)\n---\n# C\n", path: "t"))
    let sizes = [(80, 24), (60, 20), (40, 12), (40, 30), (30, 16), (100, 10)].map {
      ScreenSize(width: $0.0, height: $0.1)
    }
    for tour in tours {
      let problems = TourCheck.problems(in: tour, sizes: sizes, options: TourOptions())
      for size in sizes {
        let geometry = TourGeometry(
          tour: tour, width: size.width, height: size.height, options: TourOptions())
        for page in tour.pages.indices {
          let rows = geometry.contentRows(ofPage: page)
          let lines = geometry.page(page).lines.count
          let said = problems.contains { problem in
            problem.subject == "page \(page + 1) scrolls"
              && problem.sizes.contains {
                $0.size == size && $0.detail == "\(lines) lines in \(rows) rows"
              }
          }
          #expect(said == (lines > rows), "page \(page + 1) at \(size): \(problems)")
        }
      }
    }
  }

  /// A problem at several sizes is one line listing them; one whose numbers differ lists those
  /// too, in the order of the sizes.
  @Test func eachProblemIsOneLineWithItsSizes() throws {
    let table =
      "| benchmark | compression ratio | decompression speed |\n|---|---|---|\n"
      + "| zstd_1.5.6_level_one_fast | 2.896_ratio_measured | 1550_MB/s_measured_here |\n"
    let tour = try TourFileParser.parse(text: "# T\n\n" + table + "\n" + table, path: "t")
    func tables(_ sizes: [ScreenSize]) -> [TourCheck.Problem] {
      TourCheck.problems(in: tour, sizes: sizes, options: TourOptions()).filter {
        $0.subject == "a table is clipped"
      }
    }
    #expect(
      tables(TourCheck.defaultSizes).map(\.description) == [
        "3:1: warning: a table is clipped at 80×24, 60×20 and 40×12: its columns need 78 cells, 76, 56 "
          + "and 36 fit",
        "7:1: warning: a table is clipped at 80×24, 60×20 and 40×12: its columns need 78 cells, 76, 56 "
          + "and 36 fit",
      ])
    let one = tables([ScreenSize(width: 40, height: 12), ScreenSize(width: 30, height: 12)])
    #expect(
      one.first?.message
        == "a table is clipped at 40×12 and 30×12: its columns need 78 cells, 36 and 26 fit")
    let same = tables([ScreenSize(width: 40, height: 12), ScreenSize(width: 40, height: 30)])
    #expect(
      same.first?.message
        == "a table is clipped at 40×12 and 40×30: its columns need 78 cells, 36 fit")
  }

  /// What differs in words is said after its size in parentheses, whether the problem happens
  /// at one size or at several: the line reads the same way as sizes are added.
  @Test func aPageThatScrollsIsSaidInOneFormAtOneSizeOrSeveral() throws {
    let long = (1...12).map { "Line \($0)." }.joined(separator: "\n\n")
    let tour = try TourFileParser.parse(text: "# A\n---\n# B\n\n\(long)\n---\n# C\n", path: "t")
    func scrolls(_ sizes: [(Int, Int)]) -> [String] {
      TourCheck.problems(
        in: tour, sizes: sizes.map { ScreenSize(width: $0.0, height: $0.1) },
        options: TourOptions()
      ).filter { $0.subject.hasSuffix("scrolls") }.map(\.description)
    }
    #expect(scrolls([(40, 12)]) == ["3:1: note: page 2 scrolls at 40×12 (25 lines in 10 rows)"])
    #expect(
      scrolls([(60, 16), (40, 12)]) == [
        "3:1: note: page 2 scrolls at 60×16 (25 lines in 14 rows) and 40×12 (25 lines in 10 rows)"
      ])
  }

  /// Images among text and in table cells show as `[alt]` anyway: a missing or broken file is
  /// reported (a broken reference), a web address (a badge) is not.
  @Test func inlineImagesAreCheckedForTheirFiles() throws {
    var tour = try TourFileParser.parse(
      text: """
        # Badges

        [![CI](https://ci.example.com/badge.svg)](https://ci.example.com) and ![icon](icon.png) inline.

        | Icon | Meaning |
        |---|---|
        | ![sync](sync.png) | synced |
        """, path: "/tmp/no-such-folder-\(getpid())/t.md")
    tour.pictureOrigin = .containing("/tmp/no-such-folder-\(getpid())/t.md")
    let problems = TourCheck.pictures(of: tour, store: PictureStore()).problems
    #expect(
      problems.map(\.description) == [
        "3:71: error: image not found: icon.png", "7:3: error: image not found: sync.png",
      ])
  }
}
