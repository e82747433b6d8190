/// `tour --check`: lays a tour out at several screen sizes, page by page, and finds what does
/// not show as written — clipped code lines and tables, a cut Start label, a screen too small,
/// pages no launch would show, what a page shows differently from its file (``PageNote``),
/// pictures that show their alt text — and the pages that scroll.
///
/// Each finding is said once, where it is written (`FILE:LINE:COL`), with every size it
/// happens at in one line: `40:1: a table is clipped at 60×20 and 40×12: its columns need 72
/// cells, 56 and 36 fit`. Pages are given one at a time (``add(_:)``) and not kept, so a long
/// tour is checked in the memory of its file and one page; what is kept per page is a few
/// numbers.
package struct TourCheck {
  /// The sizes checked when none are given: a common terminal, a smaller one, a tiny one.
  package static let defaultSizes: [ScreenSize] = [
    ScreenSize(width: 80, height: 24), ScreenSize(width: 60, height: 20),
    ScreenSize(width: 40, height: 12),
  ]

  /// One finding while it is gathered, where it is written, at the sizes it happens at (none
  /// for what does not depend on the screen): the sizes are added one by one, and its words
  /// made of them at the end (``finding``).
  package struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line and column where it is written in the file.
    package let line: Int
    /// See ``line``.
    package let column: Int
    /// What happens, before the sizes: `a table is clipped`.
    let subject: String
    /// What holds at every size, after them: `its columns need 72 cells`.
    let common: String?
    /// The sizes it happens at, in the order checked, each with what differs there.
    var sizes: [SizeDetail] = []
    /// How much it matters. A page that scrolls is a note, which does not fail `--check`: a
    /// page is never an error for being long, and a CI step must still tell it from a missing
    /// picture.
    package let severity: TourFinding.Severity
    /// For a picture that cannot be shown, why; `nil` for every other problem (a size in a
    /// title that cannot be read included: that picture shows).
    package var pictureError: PictureError? = nil
    /// Whether it names a step the program showing the tour must give a command: a note the
    /// EmbedTour build prints too, for the host.
    package var namesStep = false

    /// One size a problem happens at, and what differs there.
    struct SizeDetail: Equatable, Sendable {
      /// The screen size.
      let size: ScreenSize
      /// What differs at this size in words (`30 lines in 10 rows`), if anything.
      var detail: String? = nil
      /// How many cells fit at this size, for what is clipped (`56 fit`).
      var fit: Int? = nil
    }

    /// Whether it makes `--check` fail (exit 1): anything but a note.
    package var fails: Bool { severity != .note }

    /// The finding it is, as `tour --check` and the EmbedTour build print it.
    package var finding: TourFinding {
      TourFinding(
        line: line, column: column, severity: severity, message: message,
        sizes: sizes.map(\.size))
    }

    /// `LINE:COL: severity: message`, to follow `FILE:`.
    package var description: String { finding.description }

    /// The problem in words: `a table is clipped at 60×20 and 40×12: its columns need 72
    /// cells, 56 and 36 fit`; details in other words follow each size in parentheses, at one
    /// size as at several (`page 3 scrolls at 40×12 (30 lines in 10 rows)`, `page 3 scrolls at
    /// 60×20 (24 lines in 15 rows) and 40×12 (30 lines in 10 rows)`).
    package var message: String {
      guard !sizes.isEmpty else { return subject + (common.map { ": " + $0 } ?? "") }
      // `56 fit`, `36 fit`: one list of numbers after the sizes (one number when they agree).
      let fits = sizes.compactMap(\.fit).map(String.init)
      let numbers = !fits.isEmpty
      let places = sizes.map { size in
        "\(size.size)" + (numbers ? "" : size.detail.map { " (\($0))" } ?? "")
      }
      var tail = common.map { [$0] } ?? []
      if numbers {
        tail.append((Set(fits).count == 1 ? fits[0] : Self.list(fits)) + " fit")
      }
      return subject + " at " + Self.list(places) + (tail.isEmpty ? "" : ": ")
        + tail.joined(separator: ", ")
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
      guard items.count > 1 else { return items.first ?? "" }
      return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
  }

  /// What the rest of a page does not change at one size: how many lines it takes in either
  /// arrangement of the screen.
  private struct PageLines {
    /// Its lines in the roomy arrangement.
    let roomy: Int
    /// Its lines in the compact one (different only when it has pictures, fitted to fewer
    /// rows).
    let compact: Int
  }

  private let tour: Tour
  private let sizes: [ScreenSize]
  private let options: TourOptions
  private let version: Version?
  private var problems: [Problem] = []
  /// Where each problem with sizes is in ``problems``, by where it is written and what it says.
  private var index: [String: Int] = [:]
  /// For each size, each page's lines so far.
  private var lines: [[PageLines]]
  /// Each page's first line in the file.
  private var pageLines: [Int] = []
  /// The keys of the required steps of the pages added so far: a later page shown only when
  /// one failed is never reached.
  private var requiredSteps: Set<String> = []

  /// A check of `tour` (its settings, style and picture folder; its pages come through
  /// ``add(_:pictures:)``) at each of `sizes`, with `options`' glyphs, labels and widths.
  package init(of tour: Tour, sizes: [ScreenSize], options: TourOptions) {
    self.tour = tour
    self.sizes = sizes
    self.options = options
    version = tour.settings.version.flatMap(Version.init)
    lines = sizes.map { _ in [] }
  }

  /// Checks the next page. Pages are laid out with their pictures at the sizes `pictures`
  /// gives (from ``PictureCheck``, with ``TourOptions/pictures`` set), else with placeholders.
  package mutating func add(_ page: Page, pictures: [PictureSource: PictureMeasurement]? = nil) {
    let number = pageLines.count + 1
    pageLines.append(max(1, page.line))
    // Shown by its title or file name: said, so that the author can write what it shows.
    for image in page.blocks.flatMap(\.images) + page.inlineImages where image.altIsSubstituted {
      problems.append(
        Problem(
          line: max(1, image.line), column: max(1, image.column),
          subject: "image has no alt text: it shows as `\(image.alt)`", common: nil,
          severity: .note))
    }
    problems += TourCheck.stepNotes(of: page)
    if let unreachable = unreachableAfterRequiredStep(page) { problems.append(unreachable) }
    requiredSteps.formUnion(page.questions.filter { $0.step != nil && $0.isRequired }.map(\.key))
    for note in page.notes {
      problems.append(
        Problem(
          line: max(1, note.line), column: 1, subject: note.description, common: nil,
          severity: .warning))
    }
    if let version, let since = page.settings.since.flatMap(Version.init), since > version {
      problems.append(
        Problem(
          line: max(1, page.line), column: 1,
          subject: "since \(since) is later than the tour's version \(version): no launch of "
            + "version \(version) shows page \(number)", common: nil, severity: .warning))
    }
    let hasPictures =
      options.pictures != nil && pictures != nil
      && page.blocks.contains { !$0.images.isEmpty }
    for (sizeIndex, size) in sizes.enumerated() {
      guard !TourGeometry.isTooSmall(width: size.width, height: size.height) else {
        lines[sizeIndex].append(PageLines(roomy: 0, compact: 0))
        continue
      }
      func layOut(roomy: Bool) -> PageLayout {
        let rows = ScreenLayout(width: size.width, height: size.height, roomy: roomy).contentRows
        return TourGeometry.layOut(
          page, screenWidth: size.width, options: options,
          images: TourGeometry.images(of: tour, options: options, pictures: pictures, rows: rows))
      }
      let roomy = layOut(roomy: true)
      // Below this height the arrangement depends on every page; pictures are fitted to the
      // compact one's rows too, in case.
      let compact =
        hasPictures && size.height < TourGeometry.alwaysRoomyHeight
        ? layOut(roomy: false).lines.count : roomy.lines.count
      lines[sizeIndex].append(PageLines(roomy: roomy.lines.count, compact: compact))
      for clipped in roomy.clippedCodeLines {
        note(
          line: clipped.line, column: 1, subject: "a code line is clipped",
          common: "it needs \(clipped.width) cells", at: size, fit: clipped.room)
      }
      for clipped in roomy.clippedTables {
        note(
          line: clipped.line, column: clipped.column, subject: "a table is clipped",
          common: "its columns need \(clipped.width) cells", at: size, fit: clipped.room)
      }
    }
  }

  /// Every problem of the pages added, in the order they are written in the file (what does
  /// not depend on one place, at its first line).
  package func findings() -> [Problem] {
    var check = self
    let pageCount = pageLines.count
    // Another tool's keys (Jekyll's `layout`) are no mistake: said, but no failure.
    for ignored in tour.ignoredKeys {
      check.problems.append(
        Problem(
          line: ignored.line, column: ignored.column,
          subject: "front matter key `\(ignored.key)` is not tour's: it is ignored",
          common: nil, severity: .note))
    }
    for (sizeIndex, size) in sizes.enumerated() {
      if TourGeometry.isTooSmall(width: size.width, height: size.height) {
        check.note(
          line: 1, column: 1, subject: "the screen is too small",
          common: "tour needs at least \(ScreenLayout.minimumWidth)×\(TourGeometry.minimumHeight)",
          at: size)
        continue
      }
      let label = TourGeometry.startLabel(of: tour, width: size.width, options: options)
      if pageCount > 0, label != tour.style.startLabel ?? options.labels.start {
        check.note(
          line: max(1, tour.startLabelPlace.line), column: max(1, tour.startLabelPlace.column),
          subject: "the Start button's label is cut", common: nil, at: size,
          detail: "`\(label)`")
      }
      let pages = lines[sizeIndex]
      let roomy = TourGeometry.isRoomy(
        height: size.height, tallestPage: pages.map(\.roomy).max() ?? 0)
      let layout = ScreenLayout(width: size.width, height: size.height, roomy: roomy)
      for (page, counts) in pages.enumerated() {
        let rows = layout.contentRows(isLastPage: page == pageCount - 1)
        let count = roomy ? counts.roomy : counts.compact
        guard count > rows else { continue }
        check.note(
          line: pageLines[page], column: 1, subject: "page \(page + 1) scrolls", common: nil,
          at: size, detail: "\(count) lines in \(rows) rows", severity: .note)
      }
    }
    return check.problems.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset)
        < ($1.element.line, $1.element.column, $1.offset)
    }.map(\.element)
  }

  /// Records that the problem `subject` (`common` at every size) written at `line`:`column`
  /// happens at `size`, where `detail` says what differs, or `fit` how many cells fit.
  private mutating func note(
    line: Int, column: Int, subject: String, common: String?, at size: ScreenSize,
    detail: String? = nil, fit: Int? = nil, severity: TourFinding.Severity = .warning
  ) {
    let key = "\(line):\(column):\(subject):\(common ?? "")"
    let place = index[key] ?? problems.count
    if place == problems.count {
      index[key] = place
      problems.append(
        Problem(
          line: max(1, line), column: max(1, column), subject: subject, common: common,
          severity: severity))
    }
    problems[place].sizes.append(Problem.SizeDetail(size: size, detail: detail, fit: fit))
  }

  /// Every problem of `tour` at each of `sizes`, in file order (``findings()``), its pages
  /// laid out with the pictures' sizes `pictures` gives, else with placeholders.
  package static func problems(
    in tour: Tour, sizes: [ScreenSize], options: TourOptions,
    pictures: [PictureSource: PictureMeasurement]? = nil
  ) -> [Problem] {
    var check = TourCheck(of: tour, sizes: sizes, options: options)
    for page in tour.pages { check.add(page, pictures: pictures) }
    return check.findings()
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
  static let maximumSide = TourGeometry.maximumSide

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

extension TourCheck {
  /// A note for each step of `page`, where it is written: the command it needs, which only the
  /// program showing the tour can give (a tour file never holds one).
  static func stepNotes(of page: Page) -> [Problem] {
    page.questions.compactMap { question in
      guard let step = question.step else { return nil }
      let how = [step.mode.rawValue] + (question.isRequired ? ["required"] : [])
      var note = Problem(
        line: max(1, question.line), column: max(1, question.column),
        subject: "step `\(question.key)` (\(how.joined(separator: ", "))) runs the command the "
          + "program showing the tour gives it: tour --step \(question.key)=COMMAND, or "
          + "PresentOptions.steps[\"\(question.key)\"] in Swift",
        common: nil, severity: .note)
      note.namesStep = true
      return note
    }
  }
}

extension TourCheck {
  /// A warning for `page` when its `when:` shows it only after a required step failed: the
  /// step holds the tour on its page until it passed, so nobody ever reaches this one.
  func unreachableAfterRequiredStep(_ page: Page) -> Problem? {
    guard let condition = page.settings.condition, requiredSteps.contains(condition.key),
      condition.isMet(by: .flag(false)), !condition.isMet(by: .flag(true))
    else { return nil }
    return Problem(
      line: max(1, condition.line), column: max(1, condition.column),
      subject: "`when: \(condition.written)` shows this page only when step `\(condition.key)` "
        + "failed, but it is required: the tour stays on its page until it passed, so this "
        + "page is never reached",
      common: nil, severity: .warning)
  }
}
