/// `tour --check`: lays a tour out at several screen sizes and finds pages that do not fit,
/// pages no launch would show, and what a page shows differently from what its file says
/// (``PageNote``).
package enum TourCheck {
  /// The sizes checked when none are given: a common terminal, a smaller one, a tiny one.
  package static let defaultSizes: [ScreenSize] = [
    ScreenSize(width: 80, height: 24), ScreenSize(width: 60, height: 20),
    ScreenSize(width: 40, height: 12),
  ]

  /// One problem: a page that does not fit at one size, that no launch shows, or a note.
  package struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based page number; `nil` for the whole screen.
    package let page: Int?
    /// The screen size, for layout problems.
    package let size: ScreenSize?
    /// What is wrong.
    package let message: String
    /// Whether it makes `--check` fail (exit 1). A page that scrolls is reported but does not:
    /// a page is never an error for being long, and a CI step must still tell it from a
    /// missing picture.
    package var fails = true

    /// `page N at WxH: message`, `at WxH: message` or `page N: message`.
    package var description: String {
      let place = [page.map { "page \($0)" }, size.map { "at \($0)" }].compactMap { $0 }
      return place.joined(separator: " ") + ": " + message
    }
  }

  /// Every problem of `tour` at each of `sizes`, in page order then size order. Pages are laid
  /// out with their pictures at the sizes `pictures` gives (from ``pictures(of:store:)``, with
  /// ``TourOptions/pictures`` set), else with placeholders.
  package static func problems(
    in tour: Tour, sizes: [ScreenSize], options: TourOptions,
    pictures: [PictureSource: PictureMeasurement]? = nil
  ) -> [Problem] {
    var problems: [Problem] = []
    for (index, page) in tour.pages.enumerated() {
      problems += page.notes.map { Problem(page: index + 1, size: nil, message: $0.description) }
    }
    if let version = tour.settings.version.flatMap(Version.init) {
      for (index, page) in tour.pages.enumerated() {
        guard let since = page.settings.since.flatMap(Version.init), since > version else {
          continue
        }
        problems.append(
          Problem(
            page: index + 1, size: nil,
            message: "since \(since) is later than the tour's version \(version): no launch of "
              + "version \(version) shows it"))
      }
    }
    for size in sizes {
      let geometry = TourGeometry(
        tour: tour, width: size.width, height: size.height, options: options, pictures: pictures)
      if geometry.isTooSmall {
        problems.append(
          Problem(
            page: nil, size: size,
            message:
              "the screen is too small (needs \(geometry.requiredWidth)×\(geometry.requiredHeight))"
          ))
        continue
      }
      if geometry.isStartLabelCut {
        problems.append(
          Problem(
            page: geometry.pageCount, size: size,
            message: "the Start button's label is cut to `\(geometry.startLabel)`"))
      }
      for index in 0..<geometry.pageCount {
        let page = geometry.page(index)
        let rows = geometry.contentRows(ofPage: index)
        if page.lines.count > rows {
          problems.append(
            Problem(
              page: index + 1, size: size,
              message: "\(page.lines.count) lines overflow \(rows) rows (the page will scroll)",
              fails: false))
        }
        if page.clippedLineCount > 0 {
          let lines = page.clippedLineCount == 1 ? "1 line" : "\(page.clippedLineCount) lines"
          problems.append(Problem(page: index + 1, size: size, message: "\(lines) clipped"))
        }
        for table in page.clippedTables {
          problems.append(
            Problem(
              page: index + 1, size: size,
              message: "a table is clipped: its columns need \(table.width) cells, "
                + "\(table.room) fit"))
        }
      }
    }
    return problems.sorted { ($0.page ?? 0) < ($1.page ?? 0) }
  }
}

/// A screen size in cells, written `80x24` on the command line and `80×24` in messages.
package struct ScreenSize: Equatable, Sendable, CustomStringConvertible {
  /// Columns.
  package let width: Int
  /// Rows.
  package let height: Int

  /// Creates a size.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The largest width or height `--size` takes: the most cells a screen is drawn with
  /// (``TourGeometry/maximumSide``).
  package static let maximumSide = TourGeometry.maximumSide

  /// Parses `WIDTHxHEIGHT` as written in the usage (`80x24`), or with the `×` that `--check`
  /// prints (`80×24`): decimal numbers from 1 to ``maximumSide``, without a sign or a leading
  /// zero, around a lower-case `x`. `80X24` and `0080x0024` are refused: one spelling per size.
  package init?(parsing text: String) {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
    func number(_ digits: Substring) -> Int? {
      guard digits.first != "0", digits.allSatisfy(\.isASCIIDigit), let value = Int(digits),
        (1...ScreenSize.maximumSide).contains(value)
      else { return nil }
      return value
    }
    guard parts.count == 2, let width = number(parts[0]), let height = number(parts[1]) else {
      return nil
    }
    self.init(width: width, height: height)
  }

  /// `80×24`.
  package var description: String { "\(width)×\(height)" }
}
