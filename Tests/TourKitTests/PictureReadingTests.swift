import Testing

@testable import TourKit

/// What a tour file says about its pictures: where each image is written, the size its title
/// or `<img>` asks for, where its file is, and a page's background colour.
@Suite("Pictures in tour files")
struct PictureReadingTests {
  private func images(_ text: String) throws -> [ImageBlock] {
    let tour = try TourFileParser.parse(text: text, path: "t.md")
    return tour.pages.flatMap { page in
      page.blocks.compactMap { block -> ImageBlock? in
        if case .image(let image) = block { return image }
        return nil
      }
    }
  }

  @Test func markdownImagesKeepTheirTitleAndWhereTheyAre() throws {
    let found = try images("# T\n\ntext\n\n  ![The sync screen](sync.png \"width=40%\")\n")
    #expect(found.count == 1)
    #expect(found[0].title == "width=40%")
    #expect((found[0].line, found[0].column) == (5, 3))
    // Where it is written does not make two images different.
    #expect(found[0] == ImageBlock(alt: "The sync screen", source: "sync.png", title: "width=40%"))
  }

  @Test func htmlImagesKnowTheirLineAndColumn() throws {
    let found = try images(
      "---\ntitle: x\n---\n# T\n\n<p align=\"center\">\n  <img src=\"a.png\" alt=\"A\" width=\"200\">\n</p>\n\nText <img src=\"b.png\" alt=\"B\"> more\n"
    )
    #expect(found.map(\.source) == ["a.png"])
    #expect((found[0].line, found[0].column) == (7, 3))
    #expect(found[0].width == "200")
  }

  @Test func imagesOnLaterPagesCountTheirFileLines() throws {
    let found = try images("# One\n\n---\n\n# Two\n\n![x](two.png)\n")
    #expect((found[0].line, found[0].column) == (7, 1))
  }

  @Test(arguments: [
    ("width=40%", PictureSizeRequest(width: .percent(40))),
    ("width=30 height=10", PictureSizeRequest(width: .cells(30), height: .cells(10))),
    ("Height=50%; WIDTH=20", PictureSizeRequest(width: .cells(20), height: .percent(50))),
    ("The sync screen, from above", PictureSizeRequest()),
  ])
  func titlesAskForColumnsRowsOrAShare(title: String, expected: PictureSizeRequest) {
    let image = ImageBlock(alt: "", source: "a.png", title: title)
    #expect(image.sizeRequest.request == expected)
    #expect(image.sizeRequest.unreadable.isEmpty)
  }

  @Test func imgSizesArePixelsAtTheNaturalSize() {
    // A column per pixel across, a row per two pixels down.
    let image = ImageBlock(alt: "", source: "a.png", width: "200px", height: "101")
    #expect(image.sizeRequest.request == PictureSizeRequest(width: .cells(200), height: .cells(51)))
    let share = ImageBlock(alt: "", source: "a.png", width: "50%")
    #expect(share.sizeRequest.request == PictureSizeRequest(width: .percent(50)))
  }

  @Test func unreadableSizesAreNamedAndLeftToThePage() {
    let image = ImageBlock(alt: "", source: "a.png", width: "big", title: "height=0 width=2x")
    #expect(image.sizeRequest.request == PictureSizeRequest())
    #expect(image.sizeRequest.unreadable == ["width `big`", "height `0`", "width `2x`"])
  }

  @Test func relativePathsStartAtTheTourFilesFolder() {
    let image = ImageBlock(alt: "", source: "img/sync%20screen.png")
    let folder = PictureOrigin.containing("/home/me/tours/notes.md")
    #expect(folder == .folder("/home/me/tours"))
    #expect(folder.source(for: image) == .success(.file("/home/me/tours/img/sync screen.png")))
    #expect(
      PictureOrigin.containing("notes.md").source(for: image)
        == .success(.file("img/sync screen.png")))
    #expect(PictureOrigin.containing("/notes.md") == .folder("/"))
    let absolute = ImageBlock(alt: "", source: "/srv/a.png")
    #expect(folder.source(for: absolute) == .success(.file("/srv/a.png")))
    let local = ImageBlock(alt: "", source: "file:///srv/a.png")
    #expect(folder.source(for: local) == .success(.file("/srv/a.png")))
  }

  @Test func webAddressesAndEmptyOnesAreNotPictures() {
    let folder = PictureOrigin.folder("")
    for address in ["https://example.com/a.png", "http://x/y.gif", "data:image/png;base64,AAAA"] {
      #expect(folder.source(for: ImageBlock(alt: "", source: address)) == .failure(.webAddress))
    }
    #expect(folder.source(for: ImageBlock(alt: "", source: "")) == .failure(.notFound))
    #expect(
      PictureError.webAddress.message(for: "https://x/a.png")
        == "image is a web address, not a file: https://x/a.png")
  }

  @Test func theBuiltInTourFindsItsCompiledInPictures() throws {
    let tour = Tour.builtinWelcome
    #expect(tour.pictureOrigin == EmbeddedTour.builtin.pictureOrigin)
    #expect(tour.pictureOrigin.folder == nil)
    let images = tour.pages.flatMap { $0.blocks.flatMap(\.images) }
    #expect(!images.isEmpty)
    let store = PictureStore()
    for image in images {
      guard case .success(let source) = tour.pictureOrigin.source(for: image) else {
        Issue.record("\(image.source) names no picture")
        continue
      }
      // The header of the compiled-in bytes: no file is read.
      let size = try store.dimensions(source)
      #expect(size.width == 40 && size.height == 20)
    }
    let missing = try #require(
      try? tour.pictureOrigin.source(for: ImageBlock(alt: "", source: "nothing.png")).get())
    #expect(throws: PictureError.notFound) { try store.dimensions(missing) }
  }

  @Test func loadedToursFindPicturesNextToTheFile() throws {
    let tour = try Tour.load(
      contentsOf: PictureSamples.fixtures.appendingPathComponent("../valid/english.md").path,
      language: LanguagePreference(language: nil))
    guard let folder = tour.pictureOrigin.folder else {
      Issue.record("\(tour.pictureOrigin)")
      return
    }
    #expect(folder.hasSuffix("Fixtures/pictures/../valid"))
  }

  @Test func aPageBackgroundIsAColour() throws {
    let tour = try TourFileParser.parse(
      text:
        "<!-- background: #1e3a5f -->\n# One\n\n---\n<!-- align: left; background: red -->\n# Two\n",
      path: "t.md")
    #expect(tour.pages[0].settings.background == .rgb(0x1E, 0x3A, 0x5F))
    #expect(tour.pages[1].settings.background == .ansi(1))
    #expect(tour.pages[1].settings.alignment == .left)
  }

  @Test func aBadBackgroundIsAnErrorWithItsPlace() {
    #expect(throws: TourFileError.self) {
      try TourFileParser.parse(
        text: "# One\n\n---\n<!-- background: blu -->\n# Two\n", path: "t.md")
    }
    do {
      _ = try TourFileParser.parse(
        text: "# One\n\n---\n<!-- background: blu -->\n# Two\n", path: "t.md")
    } catch {
      #expect(
        error.description
          == "t.md:4:18: bad colour `blu`: expected a colour name or #rrggbb (did you mean `blue`?)"
      )
    }
  }
}
