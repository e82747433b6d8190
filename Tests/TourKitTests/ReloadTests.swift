import Testing

@testable import TourKit

/// `tour --watch`: what a reloaded tour file keeps of the running tour, and the error banner.
@Suite("TourState: reloading the tour file")
struct ReloadTests {
  /// `count` pages titled `Page 1` … whose bodies end with `edit`.
  static func pages(_ count: Int, edit: String = "") -> Tour {
    Tour(pages: (1...count).map { Page(title: "Page \($0)", paragraphs: ["Body \($0)\(edit)"]) })
  }

  /// A tour whose page 1 has `lines` numbered lines, too many for a 40×12 screen, and a short
  /// page 2.
  static func tall(lines: Int) throws -> Tour {
    let body = (1...lines).map { "Line \($0)\n" }.joined(separator: "\n")
    return try Tour.parse("# Tall\n\n\(body)\n---\n# Short\n\nOne line.\n")
  }

  @Test func theNewTextShowsOnThePageThatWasShown() {
    var state = Fixtures.state(Self.pages(4), options: TourOptions(slideDuration: .zero))
    state.handle([.key(.right), .key(.right)], at: .zero)
    state.handle(.reloaded(Self.pages(4, edit: " edited")), at: .ms(10))
    #expect(state.targetPage == 2)
    #expect(state.currentPage(at: .ms(10)) == 2)
    #expect(state.tour == Self.pages(4, edit: " edited"))
  }

  @Test func removedPagesLeaveTheTourOnItsNewLastPage() {
    var state = Fixtures.state(Self.pages(5), options: TourOptions(slideDuration: .zero))
    state.handle(.key(.end), at: .zero)
    state.handle(.reloaded(Self.pages(2)), at: .ms(10))
    #expect(state.targetPage == 1)
    #expect(state.offset(at: .ms(10)) == state.pager.restingOffset(ofPage: 1))
    #expect(state.isOnLastPage)
    #expect(state.startButton.isShowing)
  }

  @Test func aSlideToARemovedPageEndsAtRestOnTheNewLastPage() {
    var state = Fixtures.state(Self.pages(5))
    state.handle(.key(.end), at: .zero)
    #expect(state.nextDeadline(after: .ms(50)) != nil, "the slide is under way")
    state.handle(.reloaded(Self.pages(3)), at: .ms(50))
    #expect(state.targetPage == 2)
    #expect(state.offset(at: .ms(50)) == state.pager.restingOffset(ofPage: 2))
  }

  @Test func aSlideToAPageThatStaysGoesOn() {
    var state = Fixtures.state(Self.pages(5))
    state.handle(.key(.right), at: .zero)
    state.handle(.reloaded(Self.pages(5, edit: " edited")), at: .ms(50))
    let offset = state.offset(at: .ms(100))
    #expect(offset > 0 && offset < state.pager.restingOffset(ofPage: 1), "still sliding")
    state.handle(.tick, at: .seconds(1))
    #expect(state.offset(at: .seconds(1)) == state.pager.restingOffset(ofPage: 1))
  }

  @Test func eachPageKeepsItsScrollAsFarAsItStillReaches() throws {
    var state = Fixtures.state(
      try Self.tall(lines: 30), width: 40, height: 12, options: TourOptions(slideDuration: .zero))
    for _ in 0..<12 { state.handle(.key(.down), at: .zero) }
    #expect(state.scrollOffsets[0] == 12)

    // Lines added below: the same place in the page.
    state.handle(.reloaded(try Self.tall(lines: 40)), at: .ms(10))
    #expect(state.scrollOffsets[0] == 12)

    // Lines removed: as far down as the shorter page goes.
    state.handle(.reloaded(try Self.tall(lines: 7)), at: .ms(20))
    let bottom = state.geometry.maximumScroll(ofPage: 0)
    #expect(bottom > 0 && bottom < 12)
    #expect(state.scrollOffsets[0] == bottom)

    // A page added: it opens at its top.
    var three = try Self.tall(lines: 7)
    three.pages.append(Page(title: "New", paragraphs: ["A new page."]))
    state.handle(.reloaded(three), at: .ms(30))
    #expect(state.scrollOffsets == [bottom, 0, 0])
  }

  /// An editor that writes a save in two steps, 400 ms apart (a third of the file, then the
  /// rest): the schedule reads the file after each step. The first read clamps the reader
  /// from page 6 to the truncated tour's last page; the second brings them back to page 6,
  /// scrolled as they were.
  @Test func aSaveInTwoStepsReturnsTheReaderToTheirPage() throws {
    let full = try Tour.parse(
      (1...7).map { "# Page \($0)\n\n" + (1...30).map { "Line \($0)\n" }.joined(separator: "\n") }
        .joined(separator: "---\n"))
    let truncated = try Tour.parse(
      "# Page 1\n\nLine 1\n---\n# Page 2\n\nLine 1\n\nLine 2\n")
    var state = Fixtures.state(
      full, width: 40, height: 12, options: TourOptions(slideDuration: .zero))
    state.handle(.key(.character("6")), at: .zero)
    for _ in 0..<9 { state.handle(.key(.down), at: .zero) }
    #expect(state.targetPage == 5 && state.scrollOffsets[5] == 9)

    var schedule = ReloadSchedule()
    var now = Duration.seconds(1)
    let step = Duration.milliseconds(10)
    /// Runs the schedule until `end`, reading `file` whenever it is due.
    func run(until end: Duration, file: Tour) {
      while now < end {
        now += step
        if schedule.takeDue(at: now) { state.handle(.reloaded(file), at: now) }
      }
    }
    let change = [FileChange(.written, "tour.md")]
    schedule.note(change, at: now)  // the first third written
    run(until: now + .milliseconds(400), file: truncated)
    #expect(state.tour == truncated)
    #expect(state.targetPage == 1, "clamped while pages are missing")
    #expect(state.offset(at: now) == state.pager.restingOffset(ofPage: 1))

    schedule.note(change, at: now)  // the rest written
    run(until: now + .milliseconds(400), file: full)
    #expect(state.tour == full)
    #expect(state.targetPage == 5, "back on the page the reader chose")
    #expect(state.offset(at: now) == state.pager.restingOffset(ofPage: 5))
    #expect(state.scrollOffsets[5] == 9, "scrolled as the reader left it")
  }

  /// What the reader does while pages are missing is their new place: a reload that brings
  /// the pages back does not take them away from it.
  @Test func aMoveWhilePagesAreMissingIsTheReadersNewPlace() {
    var state = Fixtures.state(Self.pages(7), options: TourOptions(slideDuration: .zero))
    state.handle(.key(.character("6")), at: .zero)
    state.handle(.reloaded(Self.pages(3)), at: .ms(10))
    #expect(state.targetPage == 2)
    state.handle(.key(.right), at: .ms(20))  // no page 4 yet: nothing moves, nothing chosen
    state.handle(.reloaded(Self.pages(7)), at: .ms(30))
    #expect(state.targetPage == 5)

    state.handle(.reloaded(Self.pages(3)), at: .ms(40))
    state.handle(.key(.left), at: .ms(50))
    #expect(state.targetPage == 1)
    state.handle(.reloaded(Self.pages(7)), at: .ms(60))
    #expect(state.targetPage == 1, "the reader chose page 2 since")
  }

  @Test func aFileThatNoLongerReadsKeepsTheLastGoodTourUnderTheMessage() {
    var state = Fixtures.state(Self.pages(3), options: TourOptions(slideDuration: .zero))
    state.handle(.key(.right), at: .zero)
    let error = TourFileError(
      path: "tour.md", line: 3, column: 1, message: "unknown key 'colour' (did you mean 'accent'?)")
    state.handle(.reloadFailed(error), at: .ms(10))
    #expect(state.reloadError == error)
    #expect(state.tour == Self.pages(3))
    #expect(state.targetPage == 1)

    // Keys still work under the banner.
    state.handle(.key(.right), at: .ms(20))
    #expect(state.targetPage == 2)
    #expect(state.reloadError == error)

    // A later error replaces the message; a good save clears it.
    state.handle(
      .reloadFailed(TourFileError(path: "tour.md", line: 5, column: 2, message: "another problem")),
      at: .ms(30))
    #expect(state.reloadError?.description == "tour.md:5:2: another problem")
    state.handle(.reloaded(Self.pages(3, edit: " fixed")), at: .ms(40))
    #expect(state.reloadError == nil)
    #expect(state.targetPage == 2)
  }

  @Test func theNewFrontMatterAppliesButReducedMotionStays() throws {
    let still = try Tour.parse("---\nanimation: off\nhints: off\n---\n# One\n\nText.\n")
    var state = Fixtures.state(Self.pages(1))
    #expect(state.options.animates && state.options.showsHints)
    state.handle(.reloaded(still), at: .zero)
    #expect(!state.options.animates)
    #expect(!state.options.showsHints)

    let slow = try Tour.parse("---\nanimation: 900\n---\n# One\n\nText.\n")
    state.handle(.reloaded(slow), at: .ms(10))
    #expect(state.options.slideDuration == .milliseconds(900))

    var reduced = Fixtures.state(
      Self.pages(1),
      options: TourOptions(for: Self.pages(1), reduceMotion: true, unicode: true, labels: .english))
    reduced.handle(.reloaded(slow), at: .zero)
    #expect(!reduced.options.animates, "--no-animation outranks the file")
  }

  @Test func theHelpOverlayStaysUpThroughAReload() {
    var state = Fixtures.state(Self.pages(3), width: 40, height: 12)
    state.handle(.key(.character("?")), at: .zero)
    for _ in 0..<3 { state.handle(.key(.down), at: .zero) }
    #expect(state.helpScroll == 3)
    state.handle(.reloaded(Self.pages(2)), at: .ms(10))
    #expect(state.isHelpShown)
    #expect(state.helpScroll == 3)
  }

  @Test func aFinishedTourTakesNoReload() {
    var state = Fixtures.state(Self.pages(1))
    state.handle(.key(.enter), at: .zero)
    #expect(state.outcome == .finished)
    state.handle(.reloaded(Self.pages(2)), at: .ms(10))
    #expect(state.tour == Self.pages(1))
  }
}

@Suite("The reload error banner")
struct ReloadBannerTests {
  /// The top row of `state` drawn at rest, and its style at column 0.
  func topRow(_ state: TourState, colorDepth: ColorDepth = .palette256) -> (String, CellStyle) {
    let canvas = TourRenderer(colorDepth: colorDepth).render(state, at: .zero)
    return (canvas.text(ofRow: 0), canvas[0, 0].style)
  }

  /// `tour.md:1:1: bad`.
  static let bad = TourFileError(path: "tour.md", line: 1, column: 1, message: "bad")

  func failed(_ error: TourFileError, width: Int = 80, height: Int = 24, unicode: Bool = true)
    -> TourState
  {
    var state = Fixtures.state(
      Fixtures.fourPages, width: width, height: height,
      options: TourOptions(slideDuration: .zero, unicode: unicode))
    state.handle(.reloadFailed(error), at: .zero)
    return state
  }

  @Test func controlCharactersInTheMessageAreShownEscaped() {
    let (row, _) = topRow(
      failed(
        TourFileError(path: "t\u{1B}[2J.md", line: 1, column: 1, message: "bad\u{7}\nvalue \u{9B}"))
    )
    #expect(row.hasPrefix(" t\\x1b[2J.md:1:1: bad\\x07\\x0avalue \\u009b"))
    #expect(!row.unicodeScalars.contains { $0.isControlCharacter })
  }

  /// The top `count` rows of `state` drawn at rest.
  func topRows(_ state: TourState, _ count: Int) -> [String] {
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    return (0..<count).map { canvas.text(ofRow: $0) }
  }

  /// The end of a message says what to do (`did you mean …?`): it is wrapped, not cut.
  @Test func aMessageWiderThanTheScreenIsWrappedToTheEnd() {
    let error = TourFileError(
      path: "docs/a-long-tour-file-name.md", line: 2, column: 1,
      message: "unknown front matter key `titel` (did you mean `title`?)")
    let rows = topRows(failed(error, width: 40, height: 12), 3)
    #expect(
      rows == [
        " docs/a-long-tour-file-name.md:2:1:     ",
        " unknown front matter key `titel` (did  ",
        " you mean `title`?)                     ",
      ], "\(rows)")
    // The page under the banner shows again below it.
    #expect(topRows(failed(Self.bad, width: 40, height: 12), 2)[1] != " tour.md:1:1: bad")
  }

  /// A path too long to leave room for the reason loses its leading folders, as few as it
  /// takes: the reason is what the author acts on.
  @Test func aLongPathLosesItsLeadingFoldersBeforeTheReasonIsCut() {
    let path =
      "/home/ada/projects/a-rather-long-directory-name/docs/onboarding/translations/"
      + "nested/notes-command-line-onboarding.md"
    let error = TourFileError(
      path: path, line: 3, column: 1, message: "expected `key: value` in front matter")
    let rows = topRows(failed(error, width: 40, height: 12), 3)
    let shown = rows.map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: " ")
    #expect(shown.hasPrefix("…/"), "\(rows)")
    #expect(shown.hasSuffix(":3:1: expected `key: value` in front matter"), "\(rows)")
    #expect(!rows.joined().contains("›"), "\(rows)")
    // At 80 columns the whole path fits beside the reason.
    let wide = topRows(failed(error, width: 80, height: 24), 3)
    #expect(wide[0].hasPrefix(" /home/ada/"), "\(wide)")
  }

  @Test func pastThreeRowsTheRestIsCutWithTheClipMarker() {
    let error = TourFileError(
      path: "docs/notes.md", line: 12, column: 7, message: String(repeating: "word ", count: 30))
    let rows = topRows(failed(error, width: 40, height: 12), 4)
    #expect(rows.prefix(3).allSatisfy { DisplayWidth.of($0) == 40 })
    // The marker ends the cut text (no space before it), the row's padding after it.
    func isCut(_ row: String, marker: Character) -> Bool {
      let end = row.reversed().drop { $0 == " " }
      return end.first == marker && end.dropFirst().first != " "
    }
    #expect(isCut(rows[2], marker: "›"), "\(rows)")
    #expect(!rows[3].contains("word"), "\(rows)")
    let ascii = topRows(failed(error, width: 40, height: 12, unicode: false), 3)
    #expect(isCut(ascii[2], marker: ">"), "\(ascii)")
    // A short screen gives the banner one row.
    let short = topRows(failed(error, width: 40, height: 7), 2)
    #expect(isCut(short[0], marker: "›") && !short[1].contains("word"), "\(short)")
  }

  @Test func wideCharactersAreNeverSplitAtTheCut() {
    let rows = topRows(
      failed(
        TourFileError(
          path: "ようこそ.ja.md", line: 1, column: 1, message: String(repeating: "漢", count: 200))), 3)
    #expect(rows.allSatisfy { DisplayWidth.of($0) == 80 })
    // 77 columns of room before the marker: 38 whole 漢, and the column a 39th would half fill
    // stays blank after the marker.
    #expect(rows[2].hasSuffix("漢›  "), "\(rows)")
  }

  @Test func theBannerStandsOutOnEveryTerminal() {
    let (_, colour) = topRow(failed(Self.bad))
    #expect(colour.background != .terminalDefault)
    let (_, eight) = topRow(failed(Self.bad), colorDepth: .basic8)
    #expect(eight.background == .indexed(1))
    let (_, none) = topRow(failed(Self.bad), colorDepth: .none)
    #expect(none.attributes.contains(.reverse) && none.foreground == .terminalDefault)
  }

  @Test func itShowsOverTheTooSmallNoticeAndTheHelpOverlay() {
    let tiny = failed(Self.bad, width: 16, height: 5)
    #expect(tiny.geometry.isTooSmall)
    #expect(topRow(tiny).0 == " tour.md:1:1:›  ")
    var help = failed(Self.bad)
    help.handle(.key(.character("?")), at: .zero)
    #expect(help.isHelpShown)
    #expect(topRow(help).0.hasPrefix(" tour.md:1:1: bad "))
  }

  @Test func aGoodReloadTakesTheBannerAway() {
    var state = failed(Self.bad)
    state.handle(.reloaded(Fixtures.fourPages), at: .ms(10))
    let (row, style) = topRow(state)
    #expect(row.allSatisfy { $0 == " " })
    #expect(style == .plain)
  }
}
