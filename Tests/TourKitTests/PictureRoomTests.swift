import Testing

@testable import TourKit

/// Pictures share exactly the rows the rest of their page leaves, the blank lines between
/// blocks counted, wherever on the page they are: a page whose text fits never scrolls because
/// of its pictures.
@Suite("The rows pictures share")
struct PictureRoomTests {
  static let sizes = [(80, 24), (60, 20), (40, 12), (100, 30)]

  /// Pixel sizes of every shape: a photo, a square, a banner, a tall strip, an icon, a portrait.
  static let shapes = [(1000, 700), (400, 400), (2000, 100), (100, 2000), (32, 32), (300, 1000)]

  /// Each picture `pN.png` measured as `shapes[N]`.
  static var measurements: [PictureSource: PictureMeasurement] {
    var measurements: [PictureSource: PictureMeasurement] = [:]
    for (index, shape) in shapes.enumerated() {
      measurements[.file("p\(index).png")] = .size(width: shape.0, height: shape.1)
    }
    return measurements
  }

  /// The geometry of `text` with its pictures measured.
  static func geometry(_ text: String, width: Int, height: Int) throws -> TourGeometry {
    TourGeometry(
      tour: try Tour.parse(text), width: width, height: height,
      options: TourOptions(pictures: .palette240), pictures: measurements)
  }

  /// The issue's own case: three pages, each a picture first and a line of text, the last
  /// with the Start button. At every size the caption shows and no "more" is offered.
  @Test func aPictureFirstLastPageShowsItsCaption() throws {
    let text =
      "![A](p0.png)\n\nYour photos.\n\n---\n![B](p0.png)\n\nEverywhere.\n\n---\n"
      + "![C](p0.png)\n\nStart now.\n"
    for (width, height) in Self.sizes + [(120, 40)] {
      var state = TourState(
        tour: try Tour.parse(text), width: width, height: height,
        options: TourOptions(slideDuration: .zero, pictures: .palette240))
      state.handle(.pictures([.measured(.file("p0.png"), width: 1000, height: 700)]), at: .zero)
      state.handle(.key(.end), at: .zero)
      let page = state.geometry.page(2)
      #expect(
        page.lines.count <= state.geometry.contentRows(ofPage: 2), "at \(width)×\(height)")
      let screen = TourRenderer(colorDepth: .palette256).render(state, at: .seconds(1)).plainText
      #expect(screen.contains("Start now."), "at \(width)×\(height)")
      #expect(!screen.contains("more"), "at \(width)×\(height)")
      // Limited by height, the picture takes all the rows the caption and its blank leave.
      let pictureRows = page.lines.filter { $0.picture != nil }.count
      if width <= 100 {
        #expect(pictureRows == state.geometry.layout.contentRows - 2, "at \(width)×\(height)")
      }
    }
  }

  /// Pages of one to three pictures of every shape, with and without a title and text, the
  /// pictures first, last or between, with and without an author's size, at four sizes: a page
  /// whose other lines fit never overflows, unless its pictures at their fewest rows
  /// (``PageLayout/minimumPictureRows``) do not fit; then `--check` says so.
  @Test func picturesNeverMakeAPageWhoseTextFitsOverflow() throws {
    let titles = ["", "# A title\n\n"]
    let texts = ["", "One line of text.\n\n", "A paragraph.\n\nAnd another one.\n\n"]
    let requests = ["", " \"width=50%\"", " \"height=6\"", " \"width=30\""]
    var pagesChecked = 0
    var forced = 0
    for count in 1...3 {
      for first in 0..<Self.shapes.count {
        let pictures = (0..<count).map { "p\((first + $0 * 2) % Self.shapes.count).png" }
        for title in titles {
          for text in texts {
            for request in requests {
              for textFirst in [false, true] {
                let images = pictures.map { "![\($0)](\($0)\(request))\n\n" }.joined()
                let page = title + (textFirst ? text + images : images + text)
                for (width, height) in Self.sizes {
                  let geometry = try Self.geometry(page, width: width, height: height)
                  let layout = geometry.page(0)
                  let pictureLines = layout.lines.filter { $0.picture != nil }.count
                  let otherLines = layout.lines.count - pictureLines
                  let drawn = Set(layout.lines.compactMap { $0.picture?.source }).count
                  let place = "\(page.debugDescription) at \(width)×\(height)"
                  #expect(drawn == Set(pictures).count, "\(place): every picture drawn")
                  let rows = geometry.layout.contentRows
                  if otherLines + count * PageLayout.minimumPictureRows <= rows {
                    #expect(layout.lines.count <= rows, "\(place)")
                  } else {
                    forced += 1
                    let problems = TourCheck.problems(
                      in: try Tour.parse(page), sizes: [ScreenSize(width: width, height: height)],
                      options: TourOptions(pictures: .palette240),
                      pictures: Self.measurements)
                    if layout.lines.count > rows {
                      #expect(
                        problems.contains { $0.message.contains("scrolls") && !$0.fails },
                        "\(place)")
                    }
                  }
                  pagesChecked += 1
                }
              }
            }
          }
        }
      }
    }
    // Every combination was laid out, and most of them under the strict rule (the crowded
    // ones at 40×12, whose page has 6 rows, are not).
    #expect(pagesChecked == 3 * 6 * 2 * 3 * 4 * 2 * 4)
    #expect(forced < pagesChecked / 2)
  }
}
