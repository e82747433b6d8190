import Testing

@testable import TourKit

/// Pictures on pages: laid out fitted to the page, prepared off the input path as jobs whose
/// results are events, drawn as cells that slide with their page, never converted per frame.
@Suite("Pictures on pages")
struct PicturePageTests {
  /// A tour whose pictures are found among the picture fixtures.
  static func tour(_ text: String) throws -> Tour {
    var tour = try Tour.parse(text)
    tour.pictureOrigin = .folder(PictureSamples.fixtures.path)
    return tour
  }

  static let regionsPage = "# Regions\n\n![Red and blue](regions.png)\n\nA line of text."

  static func state(
    _ tour: Tour, width: Int = 80, height: Int = 24, mode: PictureColorMode? = .palette240
  ) -> TourState {
    TourState(
      tour: tour, width: width, height: height,
      options: TourOptions(slideDuration: .milliseconds(300), pictures: mode))
  }

  static func source(_ name: String) -> PictureSource {
    .file(PictureSamples.fixtures.appendingPathComponent(name).path)
  }

  /// The picture rows of page `index`.
  static func pictureRows(_ state: TourState, page index: Int = 0) -> [PictureRow] {
    state.geometry.page(index).lines.compactMap(\.picture)
  }

  @Test func aPictureTakesTheRowsTheRestOfThePageLeaves() throws {
    var state = Self.state(try Self.tour(Self.regionsPage))
    // Not measured yet: the framed placeholder holds its place.
    #expect(Self.pictureRows(state).isEmpty)
    #expect(state.geometry.page(0).lines.contains { $0.text.contains("▣ Red and blue") })
    state.handle(
      .pictures([.measured(Self.source("regions.png"), width: 32, height: 32)]), at: .zero)
    // 80×24: 15 rows of page; title, two blank lines and the text take 4, the picture 11. At
    // its natural size (32 × 16) it would need 16: 11 rows keep the aspect at 22 columns.
    let rows = Self.pictureRows(state)
    #expect(rows.count == 11)
    #expect(rows.allSatisfy { $0.size == PictureSize(columns: 22, rows: 11) })
    #expect(rows.map(\.row) == Array(0..<11))
    #expect(state.geometry.page(0).lines.count == 15)
    #expect(state.geometry.maximumScroll(ofPage: 0) == 0)
  }

  @Test func aSmallPictureKeepsItsNaturalSizeAndAnAuthorCanAskForMore() throws {
    let tour = try Self.tour(
      "# Small\n\n![a](regions.png)\n\n---\n# Asked\n\n![a](regions.png \"width=50%\")\n")
    var state = Self.state(tour, width: 200, height: 60)
    state.handle(
      .pictures([.measured(Self.source("regions.png"), width: 32, height: 32)]), at: .zero)
    #expect(Self.pictureRows(state, page: 0).first?.size == PictureSize(columns: 32, rows: 16))
    // Half of the 60-column text width, enlarged past the natural size as asked.
    #expect(Self.pictureRows(state, page: 1).first?.size == PictureSize(columns: 30, rows: 15))
  }

  @Test func twoPicturesOnAPageShareTheRowsLeft() throws {
    let tour = try Self.tour("# Two\n\n![a](regions.png)\n\n![b](wide.png)\n")
    var state = Self.state(tour)
    state.handle(
      .pictures([
        .measured(Self.source("regions.png"), width: 32, height: 32),
        .measured(Self.source("wide.png"), width: 2000, height: 100),
      ]), at: .zero)
    let sizes = Self.pictureRows(state).filter { $0.row == 0 }.map(\.size)
    // 15 rows less the title and two blank lines: 12, 6 each; the wide one is one row high.
    #expect(sizes == [PictureSize(columns: 12, rows: 6), PictureSize(columns: 60, rows: 2)])
  }

  @Test func aPictureThatCannotBeShownIsItsAltTextInAFrame() throws {
    var state = Self.state(try Self.tour(Self.regionsPage))
    state.handle(.pictures([.failed(Self.source("regions.png"), .notFound)]), at: .zero)
    #expect(Self.pictureRows(state).isEmpty)
    #expect(state.geometry.page(0).lines.contains { $0.text.contains("▣ Red and blue") })
    #expect(state.pictureJobs.isEmpty)
  }

  @Test func withoutColourNoPictureIsPreparedAndTheAltTextShows() throws {
    let store = PictureStore()
    var state = Self.state(try Self.tour(Self.regionsPage), mode: nil)
    #expect(state.pictureJobs.isEmpty)
    state.preparePictures(with: store, at: .zero)
    #expect(store.workDone == (0, 0))
    let screen = TourRenderer(colorDepth: .none).render(state, at: .zero).plainText
    #expect(screen.contains("│ ▣ Red and blue │"))
  }

  @Test func jobsPrepareTheTargetPageFirstThenMeasureAllThenConvertNearby() throws {
    let pages = (0..<6).map {
      "# P\($0)\n\n![p](\(["regions.png", "wide.png", "regions.gif"][$0 % 3]))"
    }
    var state = Self.state(try Self.tour(pages.joined(separator: "\n\n---\n")))
    // Nothing measured: the target page's picture first, then the others nearest first.
    #expect(
      state.pictureJobs == [
        .measure(Self.source("regions.png")), .measure(Self.source("wide.png")),
        .measure(Self.source("regions.gif")),
      ])
    #expect(state.isPreparingPictures(onPage: 0))
    state.handle(
      .pictures([
        .measured(Self.source("regions.png"), width: 32, height: 32),
        .measured(Self.source("wide.png"), width: 2000, height: 100),
        .measured(Self.source("regions.gif"), width: 32, height: 32),
      ]), at: .zero)
    let converted = state.pictureJobs.compactMap { job -> PictureSource? in
      if case .convert(let source, _, .palette240) = job { return source }
      return nil
    }
    // Pages 0, 1, 2 (within two of the target): regions.png, wide.png, regions.gif.
    #expect(
      converted == [
        Self.source("regions.png"), Self.source("wide.png"), Self.source("regions.gif"),
      ])
    // Going to page 4 puts its picture (wide.png) first.
    state.handle(.key(.character("5")), at: .zero)
    guard case .convert(let first, _, _) = state.pictureJobs.first else {
      Issue.record("no conversion first: \(state.pictureJobs)")
      return
    }
    #expect(first == Self.source("wide.png"))
  }

  /// The screen's cells that belong to the picture (block symbols, or blanks with a colour).
  static func pictureCells(_ canvas: Canvas, rows: Range<Int>) -> [(x: Int, y: Int, cell: Cell)] {
    var cells: [(Int, Int, Cell)] = []
    for y in rows {
      for x in 0..<canvas.width {
        let cell = canvas[x, y]
        if (0x2580...0x259F).contains(cell.text.unicodeScalars.first!.value)
          || cell.style.background != .terminalDefault
        {
          cells.append((x, y, cell))
        }
      }
    }
    return cells
  }

  @Test func preparedPicturesAreCellsOfTheirColoursAndTransparentWhereThePictureIs() throws {
    let store = PictureStore()
    var state = Self.state(try Self.tour(Self.regionsPage))
    state.preparePictures(with: store, at: .zero)
    #expect(state.pictureJobs.isEmpty)
    #expect(!state.isPreparingPictures(onPage: 0))
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    // The page is centred in rows 1–15: title on row 1, the picture on rows 3–13, 22 columns
    // centred at 29…50. Its top quarter is transparent (blank, the terminal's background).
    for y in 3..<6 {
      for x in 29..<51 {
        let cell = canvas[x, y]
        #expect(cell.style.background == .terminalDefault || cell.text != " ", "\(x),\(y)")
      }
    }
    let cells = Self.pictureCells(canvas, rows: 3..<14)
    #expect(cells.allSatisfy { (29..<51).contains($0.x) })
    for (x, y, cell) in cells where y >= 7 && x != 39 && x != 40 {
      let target = x < 40 ? PictureSamples.red : PictureSamples.blue
      let colors = PictureSamples.visibleColors(cell)
      #expect(
        colors.allSatisfy { PictureSamples.color($0, isNear: target) }, "\(x),\(y): \(cell)")
    }
    #expect(cells.filter { $0.y >= 7 }.count >= 20 * 6)
  }

  @Test func framesNeverConvertAndThePictureSlidesWithItsPage() throws {
    let store = PictureStore()
    var state = Self.state(try Self.tour(Self.regionsPage + "\n\n---\n# Next\n\nText."))
    state.preparePictures(with: store, at: .zero)
    let work = store.workDone
    #expect(work == (1, 1))
    let renderer = TourRenderer(colorDepth: .palette256)
    let atRest = renderer.render(state, at: .zero)
    state.handle(.key(.right), at: .zero)
    var shifts: [Int] = []
    for frame in 0...20 {
      let canvas = renderer.render(state, at: TourState.frameInterval * frame)
      // The picture's right edge moves left with the page (50 at rest), then off the screen.
      if let right = Self.pictureCells(canvas, rows: 7..<14).map(\.x).max() { shifts.append(right) }
    }
    #expect(store.workDone == work, "a frame converted a picture")
    #expect(shifts.first == 50)
    #expect(shifts == shifts.sorted(by: >))
    #expect(Set(shifts).count >= 4)
    // Mid-slide the picture's cells are the same cells, moved.
    let middle = renderer.render(state, at: .milliseconds(20))
    let moved = Self.pictureCells(middle, rows: 7..<14)
    let offset = 50 - (try #require(moved.map(\.x).max()))
    #expect(offset > 0)
    for (x, y, cell) in moved where x + offset >= 29 { #expect(atRest[x + offset, y] == cell) }
  }

  @Test func aResizeAsksForTheNewSizeAndShowsTheOldMeanwhile() throws {
    let store = PictureStore()
    var state = Self.state(try Self.tour(Self.regionsPage))
    state.preparePictures(with: store, at: .zero)
    state.handle(.resize(width: 60, height: 18), at: .zero)
    let size = try #require(Self.pictureRows(state).first?.size)
    #expect(size != PictureSize(columns: 22, rows: 11))
    #expect(state.pictureJobs == [.convert(Self.source("regions.png"), size, .palette240)])
    // Until then the old cells are drawn, centred in the new place.
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect(!Self.pictureCells(canvas, rows: 0..<18).isEmpty)
    state.preparePictures(with: store, at: .zero)
    #expect(state.pictureJobs.isEmpty)
    #expect(store.workDone == (1, 2))
  }

  @Test func whileAPictureIsPreparedItsAltTextHoldsItsPlace() throws {
    var state = Self.state(try Self.tour(Self.regionsPage))
    state.handle(
      .pictures([.measured(Self.source("regions.png"), width: 32, height: 32)]), at: .zero)
    #expect(state.isPreparingPictures(onPage: 0))
    let screen = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    // The picture's 11 rows are there, the alt text in the middle one.
    #expect(screen.text(ofRow: 3 + 5).contains("Red and blue"))
    #expect(screen.plainText.split(separator: "\n").first { $0.contains("A line") } != nil)
    #expect(screen.text(ofRow: 15).contains("A line of text."))
  }

  @Test func cellsInAnotherColourModeAreIgnored() throws {
    var state = Self.state(try Self.tour(Self.regionsPage))
    state.handle(
      .pictures([.measured(Self.source("regions.png"), width: 32, height: 32)]), at: .zero)
    let size = try #require(Self.pictureRows(state).first?.size)
    let cells = Canvas(
      width: size.columns, height: size.rows, style: CellStyle(background: .indexed(1)))
    state.handle(
      .pictures([.converted(Self.source("regions.png"), size, .basic8, cells)]), at: .zero)
    #expect(state.isPreparingPictures(onPage: 0))
  }

  @Test func transparentPixelsShowAColouredPagesBackground() throws {
    let store = PictureStore()
    var state = Self.state(
      try Self.tour("<!-- background: #005f87 -->\n" + Self.regionsPage))
    state.preparePictures(with: store, at: .zero)
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    let page = TerminalColor.indexed(24)
    // The transparent band on top of the picture is the page's colour, as is every blank.
    for y in 3..<5 {
      for x in 29..<51 { #expect(PictureSamples.visibleColors(canvas[x, y]).contains(page)) }
    }
    for y in 0..<24 {
      for x in 0..<80 where canvas[x, y].text == " " && !(29..<51).contains(x) {
        #expect(canvas[x, y].style.background == page, "\(x),\(y)")
      }
    }
  }

  @Test func aLeftAlignedPagePutsItsPictureAtTheLeftOfTheBlock() throws {
    var state = Self.state(try Self.tour("<!-- align: left -->\n" + Self.regionsPage))
    state.preparePictures(with: PictureStore(), at: .zero)
    let rows = state.geometry.page(0).lines.filter { $0.picture != nil }
    #expect(!rows.isEmpty && rows.allSatisfy { !$0.isCentered })
    // Drawn from the block's left edge: the title's column, not centred under it.
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    let title = try #require(canvas.text(ofRow: 1).firstIndex(of: "R"))
    let left = try #require(Self.pictureCells(canvas, rows: 7..<14).map(\.x).min())
    #expect(
      left == canvas.text(ofRow: 1).distance(from: canvas.text(ofRow: 1).startIndex, to: title))
  }

  @Test func checkNamesEveryPictureThatWouldShowItsAltText() throws {
    let broken = PictureSamples.corpus.appendingPathComponent("broken-truncated.png").path
    let tour = try Self.tour(
      """
      # One

      ![ok](regions.png "width=big")

      ![missing](sync.png)

      ---
      # Two

      <img src="\(broken)" alt="broken">

      ![web](https://example.com/a.png)
      """)
    let check = TourCheck.pictures(of: tour, store: PictureStore())
    #expect(
      check.problems.map(\.description) == [
        "3:1: warning: image width `big` is not a number or a percentage (like 40 or 40%): the size is "
          + "left to the page",
        "5:1: error: image not found: sync.png",
        "10:1: error: image cannot be decoded: \(broken) (damaged PNG data: the file ends before the "
          + "picture does)",
        "12:1: error: image is a web address, not a file: https://example.com/a.png",
      ])
    #expect(check.measurements[Self.source("regions.png")] == .size(width: 32, height: 32))
  }
}

extension PicturePageTests {
  /// `tour --watch`: a picture added by a save is prepared like one the tour started with.
  @Test func aReloadedToursNewPictureIsPrepared() throws {
    var state = Self.state(try Self.tour("# Words only"))
    #expect(state.pictureJobs.isEmpty)
    state.handle(.reloaded(try Self.tour(Self.regionsPage)), at: .zero)
    #expect(state.pictureJobs == [.measure(Self.source("regions.png"))])
  }
}
