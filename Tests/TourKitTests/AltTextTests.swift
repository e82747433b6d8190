import Testing

@testable import TourKit

/// An image's alt text is never cut silently: in its frame (terminals without colour, and
/// pictures that cannot be shown) it wraps; in a picture's place while the picture is
/// prepared it wraps, and what does not fit ends with `›`.
@Suite("Alt text")
struct AltTextTests {
  static let alts = [
    "Three pages side by side, the middle one shown, and their dots",
    "A",
    "",
    "Supercalifragilisticexpialidocious-and-a-very-long-word-with-no-spaces-at-all",
    "同期画面：左側にファイルの一覧、右側に進み具合が表示されている",
    "The sync screen, with the list of files on the left and the progress of each on the right",
  ]

  /// The text inside the frame: the rows between `│ ` and ` │`.
  static func framed(_ rows: [String]) -> [String] {
    rows.compactMap { row -> String? in
      guard let open = row.range(of: "│ "), let close = row.range(of: " │", options: .backwards),
        open.upperBound <= close.lowerBound
      else { return nil }
      return String(row[open.upperBound..<close.lowerBound])
    }
  }

  @Test func theFrameWrapsTheWholeAltText() throws {
    for alt in Self.alts {
      for (width, height) in [(80, 24), (60, 20), (40, 12), (30, 12)] {
        let tour = try Tour.parse("# T\n\n![\(alt)](sync.png)\n\nText.")
        // The whole page: at 40×12 it scrolls.
        let state = TourState(tour: tour, width: width, height: height)
        let page = state.geometry.page(0).lines.map(\.text)
        let screen = page.joined(separator: "\n")
        let rows = Self.framed(page)
        let place = "\(alt.debugDescription) at \(width)×\(height)"
        #expect(rows.first?.hasPrefix("▣") == true, "\(place):\n\(screen)")
        // Every row is as wide as the frame, the text after the label indented under it.
        #expect(Set(rows.map { DisplayWidth.of($0) }).count == 1, "\(place):\n\(screen)")
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(place):\n\(screen)")
        let words = rows.joined(separator: " ").dropFirst().split(separator: " ").joined()
        // Without alt text, the frame names the file.
        let shown = alt.isEmpty ? "sync.png" : alt
        #expect(words == shown.split(separator: " ").joined(), "\(place):\n\(screen)")
      }
    }
  }

  @Test func whileAPictureIsPreparedItsAltTextWrapsInItsPlace() throws {
    let alt = "Red on the left, blue on the right, and a transparent band on top"
    var tour = try Tour.parse("# Regions\n\n![\(alt)](regions.png \"width=20\")\n\nText.")
    tour.pictureOrigin = .folder(PictureSamples.fixtures.path)
    var state = PicturePageTests.state(tour)
    state.handle(
      .pictures([.measured(PicturePageTests.source("regions.png"), width: 32, height: 32)]),
      at: .zero)
    // 20 × 10 cells: four rows of text, centred in the picture's place.
    #expect(PicturePageTests.pictureRows(state).first?.size == PictureSize(columns: 20, rows: 10))
    let screen = TourRenderer(colorDepth: .palette256).render(state, at: .zero).plainText
    let words = screen.split(separator: "\n").flatMap { $0.split(separator: " ") }
    #expect(
      words.joined(separator: " ").contains(alt.split(separator: " ").joined(separator: " ")),
      "\(screen)")

    // A banner 60 × 2 cells holds two rows of a longer text: the second ends with `›`.
    let long = String(repeating: alt + ", ", count: 3)
    tour = try Tour.parse("# Wide\n\n![\(long)](wide.png)\n\nText.")
    tour.pictureOrigin = .folder(PictureSamples.fixtures.path)
    state = PicturePageTests.state(tour)
    state.handle(
      .pictures([.measured(PicturePageTests.source("wide.png"), width: 2000, height: 100)]),
      at: .zero)
    #expect(PicturePageTests.pictureRows(state).first?.size == PictureSize(columns: 60, rows: 2))
    let banner = TourRenderer(colorDepth: .palette256).render(state, at: .zero).plainText
    let lines = banner.split(separator: "\n").filter { $0.contains("Red") || $0.contains("›") }
    #expect(lines.count == 2, "\(banner)")
    #expect(lines.last?.hasSuffix("›") == true, "\(banner)")
  }
}
