extension TourCheck {
  /// A picture that cannot be shown, or a size that cannot be read, where its image is written.
  package struct PictureProblem: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line and column of the image in its file.
    package let line: Int
    /// See ``line``.
    package let column: Int
    /// What is wrong: `image not found: sync.png`.
    package let message: String
    /// Why the picture cannot be shown; `nil` for a size that cannot be read (the picture
    /// shows, at a size left to the page).
    package var error: PictureError? = nil

    /// `LINE:COL: message`, to follow `FILE:`.
    package var description: String { "\(line):\(column): \(message)" }
  }

  /// Every image of `tour` that would show as its alt text — missing, unreadable, not a
  /// picture, damaged, too large, a web address — and every size in a title or `<img>` that
  /// cannot be read, in file order; and each picture's size, for laying the pages out
  /// (``problems(in:sizes:options:pictures:)``). Each file is decoded whole, through `store`,
  /// so damage past the header is found too.
  package static func pictures(of tour: Tour, store: PictureStore) -> (
    problems: [PictureProblem], measurements: [PictureSource: PictureMeasurement]
  ) {
    var problems: [PictureProblem] = []
    var measurements: [PictureSource: PictureMeasurement] = [:]
    for image in tour.pages.flatMap({ $0.blocks.flatMap(\.images) }) {
      func report(_ message: String, _ error: PictureError? = nil) {
        problems.append(
          PictureProblem(
            line: max(1, image.line), column: max(1, image.column), message: message, error: error))
      }
      for length in image.sizeRequest.unreadable {
        report(
          "image \(length) is not a number or a percentage (like 40 or 40%): the size is "
            + "left to the page")
      }
      let measurement: PictureMeasurement
      switch tour.pictureOrigin.source(for: image) {
      case .failure(let error):
        report(error.message(for: image.source), error)
        continue
      case .success(let source):
        if let known = measurements[source] {
          measurement = known
        } else {
          do {
            let picture = try store.picture(source)
            measurement = .size(width: picture.width, height: picture.height)
          } catch {
            measurement = .failed(error)
          }
          measurements[source] = measurement
        }
      }
      if case .failed(let error) = measurement { report(error.message(for: image.source), error) }
    }
    return (problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, measurements)
  }
}
