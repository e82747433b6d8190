/// How pages lay out their images.
package enum ImageLayout: Equatable, Sendable {
  /// A framed placeholder holding the alt text (`▣ alt`): terminals without colour.
  case placeholders
  /// `[image: alt]` on a line of its own: plain-text output.
  case text
  /// The pictures themselves, where they can be shown, fitted to the page; the framed
  /// placeholder for one that cannot be (missing, broken), or whose size is not known yet.
  case pictures(PictureFitting)
}

/// What fitting pictures to a page takes: where they come from, their sizes, and the room.
package struct PictureFitting: Equatable, Sendable {
  /// Where the pictures come from.
  var origin: PictureOrigin
  /// Each picture's size in pixels, or why it cannot be shown; a picture not in here is laid
  /// out as a placeholder until it is.
  package var measurements: [PictureSource: PictureMeasurement]
  /// The rows of the page area: the pictures of a page share what its other lines leave of
  /// them, each taking at least ``PageLayout/minimumPictureRows``.
  package var rows: Int

  /// Creates a fitting.
  init(
    origin: PictureOrigin, measurements: [PictureSource: PictureMeasurement], rows: Int
  ) {
    self.origin = origin
    self.measurements = measurements
    self.rows = rows
  }
}

/// One row of a picture on a laid-out line: which picture, at which size, which of its rows.
package struct PictureRow: Equatable, Sendable {
  /// The picture.
  package var source: PictureSource
  /// Its size on screen.
  var size: PictureSize
  /// The row of the picture this line shows, from 0.
  package var row: Int
  /// The alt text, shown in the middle of the picture's place while its cells are prepared.
  var alt: String
}
