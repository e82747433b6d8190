/// A length an author asks for in a picture's width or height: `width=40%` or `width=30`.
package enum PictureLength: Hashable, Sendable {
  /// Columns for a width, rows for a height.
  case cells(Int)
  /// A percentage of the columns (or rows) the page has room for.
  case percent(Int)

  /// The length in cells out of `available` (at most ``PictureSize/maximumSide``), never more
  /// than `available`: 100% and above is all of it.
  func cells(of available: Int) -> Int {
    switch self {
    case .cells(let count): return min(count, available)
    case .percent(let percent): return available * min(max(percent, 0), 100) / 100
    }
  }
}

/// How big an author wants a picture. With neither length set the picture takes its natural
/// size (``PictureSize/natural(width:height:)``) or less; a length set may enlarge it past
/// that. Either way its aspect is kept: with both set, the picture fits inside the box they
/// make, never stretched.
package struct PictureSizeRequest: Hashable, Sendable {
  /// The width asked for, if any.
  package var width: PictureLength?
  /// The height asked for, if any.
  package var height: PictureLength?

  /// Creates a request; the default asks for nothing.
  package init(width: PictureLength? = nil, height: PictureLength? = nil) {
    self.width = width
    self.height = height
  }

  /// No request: the natural size, made smaller to fit.
  package static let natural = PictureSizeRequest()
}

/// A picture's size on the screen, in cells.
///
/// Terminal cells are about twice as tall as wide, so a picture `w` × `h` pixels keeps its
/// shape at `c` columns and `c × h / 2w` rows.
package struct PictureSize: Hashable, Sendable {
  /// Columns.
  package let columns: Int
  /// Rows.
  package let rows: Int

  /// Creates a size.
  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The most columns or rows a picture is converted to; a screen is far smaller.
  static let maximumSide = 1024

  /// A picture's natural size: one column per pixel across and one row per two pixels down,
  /// the resolution of the half blocks (`▀`) it is drawn with, where every pixel keeps its own
  /// half cell. A 64 × 64 icon is 64 columns × 32 rows.
  package static func natural(width: Int, height: Int) -> PictureSize {
    PictureSize(columns: width, rows: height / 2 + height % 2)
  }

  /// The size for a `width` × `height` pixel picture with room for `columns` × `rows` cells,
  /// as `request` asks, its aspect kept; `nil` when there is no room or no picture.
  package static func fitting(
    width: Int, height: Int, into columns: Int, _ rows: Int,
    request: PictureSizeRequest = .natural
  ) -> PictureSize? {
    guard width > 0, height > 0 else { return nil }
    let room = (columns: min(columns, maximumSide), rows: min(rows, maximumSide))
    var box = room
    if request.width == nil && request.height == nil {
      let natural = natural(width: width, height: height)
      box = (min(room.columns, natural.columns), min(room.rows, natural.rows))
    } else {
      box.columns = request.width?.cells(of: room.columns) ?? room.columns
      box.rows = request.height?.cells(of: room.rows) ?? room.rows
    }
    guard box.columns > 0, box.rows > 0 else { return nil }
    // Rows per column for this picture: its height over twice its width (in Double, where
    // any Int is a valid argument).
    let rowsPerColumn = Double(height) / (2 * Double(width))
    var fitted = (columns: box.columns, rows: cells(Double(box.columns) * rowsPerColumn))
    if fitted.rows > box.rows {
      fitted = (cells(Double(box.rows) / rowsPerColumn), box.rows)
    }
    return PictureSize(
      columns: min(max(fitted.columns, 1), box.columns), rows: min(max(fitted.rows, 1), box.rows))
  }

  /// A cell count rounded to the nearest, at most ``maximumSide``.
  private static func cells(_ count: Double) -> Int {
    Int(min(count.rounded(), Double(maximumSide)))
  }
}
