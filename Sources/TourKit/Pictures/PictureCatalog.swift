/// What a picture's file says, as far as page layout needs: its size, or why it cannot be shown.
package enum PictureMeasurement: Equatable, Sendable {
  /// The picture is `width` × `height` pixels.
  case size(width: Int, height: Int)
  /// The picture cannot be shown; its alt text is, in a frame.
  case failed(PictureError)
}

/// What a running tour knows of its pictures: each one's size or failure, and its cells at the
/// size it was last converted to. Filled by ``TourEvent/pictures(_:)`` events; a value, part
/// of ``TourState``, so a frame is drawn from the state alone.
package struct PictureCatalog: Equatable, Sendable {
  /// A picture's cells and the size they were converted for.
  struct Conversion: Equatable, Sendable {
    /// The size asked for.
    let size: PictureSize
    /// The cells, `size` large.
    let cells: Canvas
  }

  /// What is known of each picture's file.
  private(set) var measurements: [PictureSource: PictureMeasurement] = [:]
  /// The latest cells of each picture, at most ``keptSizes`` sizes of each, the latest last:
  /// after a resize the latest is drawn (centred in the new room) until the new size arrives.
  private(set) var conversions: [PictureSource: [Conversion]] = [:]

  /// The pictures measured before the tour was last reloaded and not since: their files may
  /// have changed, so they are measured again (their old sizes lay the pages out meanwhile).
  private(set) var remeasuring: Set<PictureSource> = []
  /// The pictures whose cells were converted before the tour was last reloaded and not since:
  /// they are converted again (the old cells are drawn meanwhile, so a save does not flash).
  private(set) var staleCells: Set<PictureSource> = []

  /// How many sizes of one picture are kept: the same picture shown at two sizes (on two
  /// pages) keeps both, and memory stays bounded whatever the resizes.
  static let keptSizes = 4

  /// An empty catalog.
  init() {}

  /// Marks everything known as possibly out of date: the tour was reloaded (`tour --watch`),
  /// and an author who saves the tour may have re-exported a picture or made a missing one.
  mutating func recheckAll() {
    remeasuring = Set(measurements.keys)
    staleCells = Set(conversions.keys)
  }

  /// Whether `source` is to be measured: never yet, or not since the last reload.
  func needsMeasuring(_ source: PictureSource) -> Bool {
    measurements[source] == nil || remeasuring.contains(source)
  }

  /// Takes in `update`; cells in another colour mode than `mode` are ignored. Returns whether
  /// a measurement changed, so pages must be laid out again.
  mutating func apply(_ update: PictureUpdate, mode: PictureColorMode?) -> Bool {
    switch update {
    case .measured(let source, let width, let height):
      remeasuring.remove(source)
      return record(.size(width: width, height: height), for: source)
    case .failed(let source, let error):
      remeasuring.remove(source)
      staleCells.remove(source)
      conversions[source] = nil
      return record(.failed(error), for: source)
    case .converted(let source, let size, let cellMode, let cells):
      guard cellMode == mode, cells.width == size.columns, cells.height == size.rows else {
        return false
      }
      // Cells of the file as it was before a reload are dropped once new ones come.
      let old = staleCells.remove(source) != nil ? [] : conversions[source, default: []]
      var kept = old.filter { $0.size != size }
      kept.append(Conversion(size: size, cells: cells))
      conversions[source] = Array(kept.suffix(PictureCatalog.keptSizes))
      return false
    }
  }

  /// The cells of `source` at `size`, or else the latest converted (another size), or `nil`.
  func cells(of source: PictureSource, at size: PictureSize) -> Conversion? {
    guard let kept = conversions[source] else { return nil }
    return kept.last { $0.size == size } ?? kept.last
  }

  /// Whether `source` has cells at exactly `size`, converted since the last reload.
  func hasCells(of source: PictureSource, at size: PictureSize) -> Bool {
    !staleCells.contains(source) && conversions[source]?.contains { $0.size == size } ?? false
  }

  private mutating func record(_ measurement: PictureMeasurement, for source: PictureSource)
    -> Bool
  {
    guard measurements[source] != measurement else { return false }
    measurements[source] = measurement
    return true
  }
}
