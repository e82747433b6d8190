import Testing

@testable import TourKit

/// How big a picture is on the page: its aspect kept with cells twice as tall as wide, never
/// past its natural size unless the author asks, never past the room there is.
@Suite("Picture size")
struct PictureSizeTests {
  private func fit(
    _ width: Int, _ height: Int, into columns: Int, _ rows: Int,
    _ request: PictureSizeRequest = .natural
  ) -> PictureSize? {
    PictureSize.fitting(width: width, height: height, into: columns, rows, request: request)
  }

  @Test func naturalSizeIsOneColumnPerPixelAndOneRowPerTwo() {
    #expect(PictureSize.natural(width: 64, height: 64) == PictureSize(columns: 64, rows: 32))
    #expect(PictureSize.natural(width: 5, height: 5) == PictureSize(columns: 5, rows: 3))
    // Small pictures are never enlarged by default.
    #expect(fit(16, 16, into: 60, 20) == PictureSize(columns: 16, rows: 8))
  }

  @Test func aLargePictureShrinksToTheWidthKeepingItsAspect() {
    // 1000 × 700 at 60 columns: 60 × 700 / 2000 = 21 rows.
    #expect(fit(1000, 700, into: 60, 40) == PictureSize(columns: 60, rows: 21))
    // Fewer rows than that: the height decides, 16 × 2000 / 700 = 45.7 → 46 columns.
    #expect(fit(1000, 700, into: 60, 16) == PictureSize(columns: 46, rows: 16))
    // A tall picture: 300 × 1200 in 80 × 24 is 24 rows × 12 columns.
    #expect(fit(300, 1200, into: 80, 24) == PictureSize(columns: 12, rows: 24))
  }

  @Test func theAspectIsKeptWithinHalfACell() {
    for (width, height) in [(1000, 700), (640, 480), (1920, 1080), (333, 777), (50, 3000)] {
      for (columns, rows) in [(80, 24), (40, 12), (60, 5), (200, 60)] {
        guard let size = fit(width, height, into: columns, rows) else {
          Issue.record("\(width)×\(height) in \(columns)×\(rows)")
          continue
        }
        #expect(size.columns <= columns && size.rows <= rows)
        #expect(size.columns == columns || size.rows == rows || size.columns == width)
        let exactRows = Double(size.columns) * Double(height) / Double(2 * width)
        let exactColumns = Double(size.rows) * Double(2 * width) / Double(height)
        // One column or row is the least a picture gets, whatever its shape.
        let atLeastOne = size.columns == 1 || size.rows == 1
        #expect(
          abs(exactRows - Double(size.rows)) <= 0.5
            || abs(exactColumns - Double(size.columns)) <= 0.5 || atLeastOne,
          "\(width)×\(height) in \(columns)×\(rows) → \(size)")
      }
    }
  }

  @Test func extremeShapesStillGetACell() {
    #expect(fit(10_000, 1, into: 80, 24) == PictureSize(columns: 80, rows: 1))
    #expect(fit(1, 10_000, into: 80, 24) == PictureSize(columns: 1, rows: 24))
    #expect(fit(Int.max, Int.max, into: 80, 24) == PictureSize(columns: 48, rows: 24))
  }

  @Test func noRoomOrNoPixelsGivesNothing() {
    #expect(fit(100, 100, into: 0, 24) == nil)
    #expect(fit(100, 100, into: 80, 0) == nil)
    #expect(fit(0, 100, into: 80, 24) == nil)
    #expect(fit(100, 100, into: 80, 24, PictureSizeRequest(width: .percent(0))) == nil)
  }

  /// An author's request for a 16 × 16 icon (natural size 16 × 8) or a 1000 × 700 photo with
  /// room for 60 × `rows` cells, and the size it gets.
  static let requests: [(picture: (Int, Int), rows: Int, PictureSizeRequest, PictureSize)] = [
    // width=40% of 60 columns: 24 columns, rows from the aspect; enlarged past natural size.
    ((16, 16), 40, PictureSizeRequest(width: .percent(40)), PictureSize(columns: 24, rows: 12)),
    ((16, 16), 40, PictureSizeRequest(width: .cells(30)), PictureSize(columns: 30, rows: 15)),
    // More than the room: the room.
    ((16, 16), 40, PictureSizeRequest(width: .cells(500)), PictureSize(columns: 60, rows: 30)),
    ((16, 16), 40, PictureSizeRequest(width: .percent(250)), PictureSize(columns: 60, rows: 30)),
    // The rows still bound a width.
    ((16, 16), 10, PictureSizeRequest(width: .cells(40)), PictureSize(columns: 20, rows: 10)),
    ((1000, 700), 40, PictureSizeRequest(height: .cells(7)), PictureSize(columns: 20, rows: 7)),
    ((1000, 700), 40, PictureSizeRequest(height: .percent(50)), PictureSize(columns: 57, rows: 20)),
    // Both: the largest size inside the box with the aspect kept, not stretched.
    (
      (1000, 700), 40, PictureSizeRequest(width: .cells(30), height: .cells(30)),
      PictureSize(columns: 30, rows: 11)
    ),
  ]

  @Test func anAuthorsWidthOrHeightMayEnlargeButNeverOverflow() {
    for (picture, rows, request, expected) in Self.requests {
      #expect(fit(picture.0, picture.1, into: 60, rows, request) == expected, "\(request)")
    }
  }
}
