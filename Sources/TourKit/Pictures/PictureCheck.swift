/// `tour --check`'s pictures, page by page: every image that would show its alt text instead of
/// its picture, every size in a title or `<img>` that cannot be read, and each picture's size
/// for laying the pages out. Each file is decoded whole, once, through the store, so damage
/// past the header is found too.
package struct PictureCheck {
  /// Where the pictures come from.
  private let origin: PictureOrigin
  private let store: PictureStore
  /// Each picture's size, or why it cannot be shown, as far as the pages added have them.
  package private(set) var measurements: [PictureSource: PictureMeasurement] = [:]

  /// A check of pictures from `origin` (the tour's), decoded through `store`.
  package init(origin: PictureOrigin, store: PictureStore) {
    self.origin = origin
    self.store = store
  }

  /// The problems of `page`'s images, in file order: a picture that cannot be shown (missing,
  /// unreadable, not a picture, damaged, too large, a web address) and a size that cannot be
  /// read. Images among text and in table cells (``Page/inlineImages``) show as `[alt]` in any
  /// case, so only a file that is missing or broken is reported for them, not a web address
  /// (badges).
  package mutating func problems(of page: Page) -> [TourCheck.Problem] {
    var problems: [TourCheck.Problem] = []
    let blockImages = page.blocks.flatMap(\.images)
    for (image, isInline) in blockImages.map({ ($0, false) })
      + page.inlineImages.map({ ($0, true) })
    {
      // A picture that cannot be shown is an error; a size it cannot read, or picture
      // libraries missing where the check runs, only a warning: the picture still shows.
      func report(_ message: String, _ error: PictureError? = nil) {
        let severity: TourFinding.Severity
        switch error {
        case nil, .unavailable?: severity = .warning
        default: severity = .error
        }
        problems.append(
          TourCheck.Problem(
            line: max(1, image.line), column: max(1, image.column), subject: message,
            common: nil, severity: severity, pictureError: error))
      }
      if !isInline {
        for length in image.sizeRequest.unreadable {
          report(
            "image \(length) is not a number or a percentage (like 40 or 40%): the size is "
              + "left to the page")
        }
      }
      switch origin.source(for: image) {
      case .failure(.webAddress) where isInline: continue
      case .failure(let error): report(error.message(for: image.source), error)
      case .success(let source):
        if case .failed(let error) = measure(source) {
          report(error.message(for: image.source), error)
        }
      }
    }
    return problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// The size of the picture at `source`, decoded once.
  private mutating func measure(_ source: PictureSource) -> PictureMeasurement {
    if let known = measurements[source] { return known }
    let measurement: PictureMeasurement
    do {
      let picture = try store.picture(source)
      measurement = .size(width: picture.width, height: picture.height)
    } catch {
      measurement = .failed(error)
    }
    measurements[source] = measurement
    return measurement
  }
}

extension TourCheck {
  /// Every image of `tour` that would show as its alt text, and every size that cannot be read,
  /// in file order (``PictureCheck``); and each picture's size, for laying the pages out
  /// (``problems(in:sizes:options:pictures:)``).
  package static func pictures(of tour: Tour, store: PictureStore) -> (
    problems: [Problem], measurements: [PictureSource: PictureMeasurement]
  ) {
    var check = PictureCheck(origin: tour.pictureOrigin, store: store)
    let problems = tour.pages.flatMap { check.problems(of: $0) }
    return (problems, check.measurements)
  }
}
