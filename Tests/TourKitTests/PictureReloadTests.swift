import Foundation
import Testing

@testable import TourKit

/// `tour --watch`: a picture whose file changes, or that appears after being missing, is read
/// again when the tour reloads; one that did not change is not decoded again, and the old
/// cells stay on screen until the new ones come.
@Suite("Pictures after a reload")
struct PictureReloadTests {
  /// A temporary folder, removed when the test ends.
  final class Folder {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-pictures-\(UUID().uuidString)").path

    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Puts the fixture `fixture` at `name`, written in place as an image editor's export does
    /// (the same inode, new bytes), with a modification time of its own.
    func export(_ fixture: String, as name: String, modified: Date) throws {
      let file = path + "/" + name
      let bytes = try PictureSamples.fixture(fixture)
      if let handle = FileHandle(forWritingAtPath: file) {
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
      } else {
        try Data(bytes).write(to: URL(fileURLWithPath: file))
      }
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file)
    }
  }

  private let small = PictureSize(columns: 16, rows: 8)

  @Test func theStoreReadsAChangedFileAgainAndAnUnchangedOneNot() throws {
    let folder = try Folder()
    let source = PictureSource.file(folder.path + "/picture.png")
    try folder.export("regions.png", as: "picture.png", modified: Date(timeIntervalSince1970: 1))
    let store = PictureStore()
    let before = try store.cells(source, size: small, mode: .palette240)
    _ = try store.cells(source, size: small, mode: .palette240)
    #expect(store.workDone == (1, 1))
    // The JPEG has the same size and colours, but no transparent band at the top.
    try folder.export("regions.jpg", as: "picture.png", modified: Date(timeIntervalSince1970: 2))
    let changed = try store.cells(source, size: small, mode: .palette240) != before
    #expect(store.workDone == (2, 2))
    #expect(changed)
    // Re-exported at another size: measured anew.
    try folder.export("wide.png", as: "picture.png", modified: Date(timeIntervalSince1970: 3))
    #expect(try store.dimensions(source) == (2000, 100))
  }

  @Test func theStoreReadsAMissingFileOnceItIsThere() throws {
    let folder = try Folder()
    let source = PictureSource.file(folder.path + "/later.png")
    let store = PictureStore()
    #expect(throws: PictureError.notFound) { try store.cells(source, size: small, mode: .basic8) }
    #expect(throws: PictureError.notFound) { try store.picture(source) }
    #expect(store.workDone == (1, 0), "a missing file is looked for once while it is missing")
    try folder.export("regions.png", as: "later.png", modified: Date(timeIntervalSince1970: 1))
    #expect(try store.picture(source).width == 32)
    #expect(try store.cells(source, size: small, mode: .basic8).width == 16)
  }

  @Test func aReloadMeasuresAndConvertsAgainDrawingTheOldCellsMeanwhile() throws {
    let folder = try Folder()
    try folder.export("regions.png", as: "picture.png", modified: Date(timeIntervalSince1970: 1))
    var tour = try Tour.parse("# Picture\n\n![A picture](picture.png)\n\nText.")
    tour.pictureOrigin = .folder(folder.path)
    let source = PictureSource.file(folder.path + "/picture.png")
    let store = PictureStore()
    var state = PicturePageTests.state(tour)
    state.preparePictures(with: store, at: .zero)
    let renderer = TourRenderer(colorDepth: .palette256)
    let before = renderer.render(state, at: .zero)
    #expect(state.pictureJobs.isEmpty)

    // Re-exported as a JPEG: 32 × 24 pixels now, with no transparent band.
    try folder.export("regions.jpg", as: "picture.png", modified: Date(timeIntervalSince1970: 2))
    state.handle(.reloaded(tour), at: .zero)
    let oldSize = try #require(PicturePageTests.pictureRows(state).first?.size)
    #expect(state.pictureJobs == [.measure(source), .convert(source, oldSize, .palette240)])
    // Until the new cells come, the old ones are drawn: a save does not flash the alt text.
    let unchanged = renderer.render(state, at: .zero) == before
    #expect(unchanged)
    state.handle(.pictures([store.perform(.measure(source))]), at: .zero)
    let size = try #require(PicturePageTests.pictureRows(state).first?.size)
    #expect(size != oldSize)
    #expect(state.pictureJobs == [.convert(source, size, .palette240)])
    let meanwhile = renderer.render(state, at: .zero)
    #expect(!PicturePageTests.pictureCells(meanwhile, rows: 0..<24).isEmpty)
    #expect(!meanwhile.plainText.contains("A picture"))
    state.preparePictures(with: store, at: .zero)
    #expect(state.pictureJobs.isEmpty)
    #expect(state.pictures.conversions[source]?.map(\.size) == [size], "old cells dropped")
    #expect(
      state.pictures.cells(of: source, at: size)?.cells
        == (try store.cells(source, size: size, mode: .palette240)))
    #expect(store.workDone == (2, 2))

    // A reload with nothing changed measures again (a header), converts nothing.
    state.handle(.reloaded(tour), at: .zero)
    state.preparePictures(with: store, at: .zero)
    #expect(store.workDone == (2, 2))
    #expect(state.pictureJobs.isEmpty)
  }

  @Test func aPictureMissingAtStartShowsAfterAReloadOnceItsFileIsThere() throws {
    let folder = try Folder()
    var tour = try Tour.parse("# Later\n\n![Drawn later](later.png)\n\nText.")
    tour.pictureOrigin = .folder(folder.path)
    let store = PictureStore()
    var state = PicturePageTests.state(tour)
    state.preparePictures(with: store, at: .zero)
    #expect(PicturePageTests.pictureRows(state).isEmpty)
    #expect(state.geometry.page(0).lines.contains { $0.text.contains("▣ Drawn later") })

    try folder.export("regions.png", as: "later.png", modified: Date(timeIntervalSince1970: 1))
    state.handle(.reloaded(tour), at: .zero)
    state.preparePictures(with: store, at: .zero)
    #expect(!PicturePageTests.pictureRows(state).isEmpty)
    let canvas = TourRenderer(colorDepth: .palette256).render(state, at: .zero)
    #expect(!PicturePageTests.pictureCells(canvas, rows: 0..<24).isEmpty)
  }
}
