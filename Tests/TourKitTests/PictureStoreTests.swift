import Testing

@testable import TourKit

/// Each picture is decoded once and converted once per size and colour mode, within a memory
/// budget; failures are remembered; missing libraries make one warning.
@Suite("Picture store")
struct PictureStoreTests {
  private let regions = PictureSource.file(
    PictureSamples.fixtures.appendingPathComponent("regions.png").path)
  private let small = PictureSize(columns: 16, rows: 8)

  @Test func aSecondRequestConvertsNothing() throws {
    let store = PictureStore()
    #expect(store.cachedCells(regions, size: small, mode: .palette240) == nil)
    let first = try store.cells(regions, size: small, mode: .palette240)
    #expect(store.workDone == (1, 1))
    let second = try store.cells(regions, size: small, mode: .palette240)
    #expect(store.workDone == (1, 1))
    #expect(second == first)
    #expect(store.cachedCells(regions, size: small, mode: .palette240) == first)
  }

  @Test func anotherSizeOrModeConvertsAgainFromTheSamePixels() throws {
    let store = PictureStore()
    _ = try store.cells(regions, size: small, mode: .palette240)
    let resized = try store.cells(
      regions, size: PictureSize(columns: 8, rows: 4), mode: .palette240)
    #expect(resized.width == 8 && resized.height == 4)
    _ = try store.cells(regions, size: small, mode: .basic8)
    #expect(store.workDone == (1, 3))
    #expect(try store.picture(regions).width == 32)
    #expect(store.workDone == (1, 3))
  }

  @Test func aFailureIsRememberedAndGivenAgain() {
    let store = PictureStore()
    let missing = PictureSource.file("/nonexistent/sync.png")
    #expect(throws: PictureError.notFound) { try store.cells(missing, size: small, mode: .basic8) }
    #expect(throws: PictureError.notFound) { try store.picture(missing) }
    #expect(store.workDone == (1, 0))
    #expect(store.takeUnavailableWarning() == nil)
  }

  @Test func embeddedBytesAreAPictureToo() throws {
    let bytes = try PictureSamples.fixture("regions.gif")
    let store = PictureStore()
    let cells = try store.cells(
      .embedded(name: "logo.gif", bytes: bytes), size: small, mode: .palette240)
    #expect(cells == (try store.cells(regions, size: small, mode: .palette240)))
    // The name alone identifies it: a lookup never hashes the bytes.
    #expect(
      PictureSource.embedded(name: "logo.gif", bytes: [])
        == .embedded(name: "logo.gif", bytes: bytes))
  }

  @Test func missingLibrariesMakeOneWarningAndNoPicture() {
    let store = PictureStore(libraries: {
      PictureLibraries.load(stb: ["libstb-missing.so.0"], chafa: ["libchafa-missing.so.0"])
    })
    let error = #expect(throws: PictureError.self) {
      try store.cells(regions, size: small, mode: .palette240)
    }
    guard case .unavailable(let reason) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    // Every picture needs the converter: its absence is the reason.
    #expect(
      reason.contains("libchafa-missing.so.0")
        && reason.contains(PictureLibraries.chafaLibrary.source))
    // A missing file is still reported as missing.
    #expect(throws: PictureError.notFound) { try store.picture(.file("/nonexistent/a.png")) }
    #expect(store.takeUnavailableWarning() == "pictures are shown as their text: \(reason)")
    #expect(store.takeUnavailableWarning() == nil)
  }

  /// Without stb_image (Homebrew has no library of it), GIFs show their alt text and say why
  /// once; PNG and JPEG pictures show.
  @Test func aMissingDecoderLeavesItsFormatOnly() throws {
    let store = PictureStore(libraries: { PictureLibraries.load(stb: ["libstb-missing.so.0"]) })
    let gif = PictureSource.file(PictureSamples.fixtures.appendingPathComponent("regions.gif").path)
    let jpeg = PictureSource.file(
      PictureSamples.fixtures.appendingPathComponent("regions.jpg").path)
    #expect(try store.cells(regions, size: small, mode: .palette240).width == 16)
    #expect(try store.cells(jpeg, size: small, mode: .palette240).width == 16)
    #expect(store.takeUnavailableWarning() == nil)
    let error = #expect(throws: PictureError.self) {
      try store.cells(gif, size: small, mode: .palette240)
    }
    guard case .unavailable(let reason) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    let library = PictureLibraries.stbLibrary
    #expect(
      reason.hasPrefix("GIF pictures need stb_image: libstb-missing.so.0")
        && reason.hasSuffix("(\(library.source))"), "\(reason)")
    #expect(store.takeUnavailableWarning() == "pictures are shown as their text: \(reason)")
    #expect(store.takeUnavailableWarning() == nil)
  }

  @Test func memoryIsBounded() throws {
    // Room for two 10 × 10 conversions at a time.
    let store = PictureStore(libraries: { PictureLibraries.system }, cellBudget: 200)
    let sizes = [10, 11, 12].map { PictureSize(columns: $0, rows: 10) }
    for size in sizes { _ = try store.cells(regions, size: size, mode: .palette240) }
    #expect(store.cachedCells(regions, size: sizes[0], mode: .palette240) == nil)
    #expect(store.cachedCells(regions, size: sizes[2], mode: .palette240) != nil)
    // Pixels: a budget below one picture keeps only the latest.
    let tight = PictureStore(libraries: { PictureLibraries.system }, pixelBudget: 1)
    _ = try tight.picture(regions)
    _ = try tight.picture(.file(PictureSamples.fixtures.appendingPathComponent("regions.jpg").path))
    _ = try tight.picture(regions)
    #expect(tight.workDone.decodes == 3)
  }

  @Test func threadsShareOneStore() async throws {
    let store = PictureStore()
    let regions = regions
    let results = await withTaskGroup(of: Canvas?.self) { group in
      for index in 0..<16 {
        group.addTask {
          let size = PictureSize(columns: 8 + index % 4, rows: 4)
          return try? store.cells(regions, size: size, mode: .palette240)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 != nil })
    #expect(store.workDone.conversions >= 4)
    let sizes = Set(results.compactMap { $0?.width })
    #expect(sizes == [8, 9, 10, 11])
  }
}

/// The bounded dictionary under the store.
@Suite("Least recently used")
struct LeastRecentlyUsedTests {
  @Test func dropsTheLeastRecentlyUsedPastTheBudget() {
    var cache = LeastRecentlyUsed<String, Int>(budget: 10)
    cache.insert(1, for: "a", cost: 4)
    cache.insert(2, for: "b", cost: 4)
    #expect(cache.value(for: "a") == 1)  // "b" is now the least recently used
    cache.insert(3, for: "c", cost: 4)
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
    #expect(cache.totalCost == 8)
    cache.insert(4, for: "a", cost: 1)  // replacing counts the new cost only
    #expect(cache.totalCost == 5)
    cache.insert(5, for: "huge", cost: 100)  // alone over the budget: kept, the rest dropped
    #expect(cache.count == 1 && cache.value(for: "huge") == 5)
  }
}
