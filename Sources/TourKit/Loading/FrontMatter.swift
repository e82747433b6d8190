/// The `---` … `---` block at the very top of a tour file: tour-wide settings as `key: value`.
///
/// Pages written for Jekyll, Hugo or MkDocs carry keys of their own (`layout:`, `category:`,
/// YAML lists under them): those are ignored, each remembered for `tour --check` to note. A key
/// one slip from tour's own (`acent`) is an error, as it is most likely a mistyped setting.
struct FrontMatter {
  /// Every key the front matter takes.
  static let keys = [
    "title", "version", "start", "whats-new-start", "accent", "dot", "current-dot", "animation",
    "hints", "align", "split", "sizes", "review",
  ]

  /// Reads the front matter, if the file starts with one, into `tour`; returns the byte offset
  /// and the 1-based number of the first line after it (0 and 1 without front matter).
  ///
  /// A mistake in a setting goes to `errors`, which throws it or keeps it: kept, the setting
  /// is left out and reading goes on with the next, so that `tour --check` reports them all.
  /// A line that is no setting at all (a forgotten closing `---` is the likely reason) ends
  /// the settings read; a front matter that is not closed is thrown, as nothing after it
  /// could be told from it.
  static func read(
    _ source: SourceText, path: String, into tour: inout Tour, errors: LoadingErrors
  ) throws(TourFileError) -> (offset: Int, line: Int) {
    func isFence(_ line: SourceText.Lines.Line) -> Bool {
      source.bytes[line.range].trimmingSpaces.elementsEqual("---".utf8)
    }
    var lines = source.lines()
    guard let opening = lines.next(), isFence(opening) else { return (0, 1) }
    guard let closing = lines.first(where: isFence) else {
      throw TourFileError(
        path: path, line: 1, column: 1,
        message: "front matter is not closed: add a line `---` after the settings")
    }
    var seen: Set<String> = []
    // A blank line is rare among settings and usual after a page's heading: past one, a line
    // that is no setting most likely means the closing `---` was forgotten.
    var blankLine: Int?
    // The lines under an ignored key (a YAML list, a folded value) are indented or `- ` items.
    var inIgnoredKey = false
    for setting in source.lines(from: opening.next, number: 2) {
      guard setting.number < closing.number else { break }
      let line = Substring(source.string(setting.range))
      if line.trimmingSpaces.isEmpty { blankLine = blankLine ?? setting.number }
      if line.trimmingSpaces.isEmpty || line.trimmingSpaces.hasPrefix("#") { continue }
      if inIgnoredKey, let first = line.first, first == " " || first == "\t" || first == "-" {
        continue
      }
      inIgnoredKey = false
      func error(_ column: Int, _ message: String) -> TourFileError {
        TourFileError(path: path, line: setting.number, column: column, message: message)
      }
      func notKeyValue() -> TourFileError {
        let hint = blankLine.map { blank in
          " (it runs to the `---` on line \(closing.number), past a blank line on line "
            + "\(blank): is its closing `---` missing?)"
        }
        return error(1, "expected `key: value` in front matter" + (hint ?? ""))
      }
      guard let colon = line.firstIndex(of: ":") else {
        try errors.report(notKeyValue())
        break
      }
      let key = String(line[..<colon].trimmingSpaces)
      var value = line[line.index(after: colon)...].trimmingSpaces
      if value.count >= 2, let first = value.first, first == "\"" || first == "'",
        value.last == first
      {
        value = value.dropFirst().dropLast()
      }
      let keyColumn = SourceText.column(of: line[..<colon].trimmingSpaces, in: line)
      let valueColumn = SourceText.column(of: value, in: line)
      guard keys.contains(key) else {
        if let near = DidYouMean.nearMiss(for: key, among: keys) {
          try errors.report(
            error(keyColumn, "unknown front matter key `\(key)` (did you mean `\(near)`?)"))
          continue
        }
        guard isKeyName(key) else {
          try errors.report(notKeyValue())
          break
        }
        tour.ignoredKeys.append(
          IgnoredFrontMatterKey(key: key, line: setting.number, column: keyColumn))
        inIgnoredKey = true
        continue
      }
      guard seen.insert(key).inserted else {
        try errors.report(error(keyColumn, "`\(key)` is set twice"))
        continue
      }
      guard !value.isEmpty else {
        try errors.report(error(keyColumn, "`\(key)` has no value"))
        continue
      }
      do {
        try apply(key: key, value: String(value), to: &tour)
      } catch let problem {
        try errors.report(error(valueColumn, problem.message))
        continue
      }
      if key == "start" { tour.startLabelPlace = (setting.number, valueColumn) }
    }
    return (closing.next, closing.number + 1)
  }

  /// Whether `key` reads as a key of another tool's front matter (`layout`, `nav_order`,
  /// `og.image`) rather than a line of text with a colon, which is a forgotten closing `---`.
  private static func isKeyName(_ key: String) -> Bool {
    let punctuation: Set<Unicode.Scalar> = ["-", "_", "."]
    return !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || punctuation.contains(scalar)
      }
  }

  /// A value that does not fit its key.
  struct ValueProblem: Error {
    let message: String
  }

  private static func apply(key: String, value: String, to tour: inout Tour) throws(ValueProblem) {
    switch key {
    case "title": tour.settings.title = value.escapingControlCharacters()
    case "version":
      guard Version(value) != nil else {
        throw ValueProblem(
          message: "bad version `\(value)`: expected numbers like 1.4 or 2.0.1-beta.1")
      }
      tour.settings.version = value
    case "start": tour.style.startLabel = value.escapingControlCharacters()
    case "whats-new-start": tour.style.whatsNewStartLabel = value.escapingControlCharacters()
    case "accent": tour.style.accent = try color(value)
    case "dot": tour.style.otherDot = try color(value)
    case "current-dot": tour.style.currentDot = try color(value)
    case "animation":
      switch value.lowercased() {
      case "on": tour.settings.slideDuration = nil
      case "off": tour.settings.slideDuration = .zero
      default:
        let digits = value.hasSuffix("ms") ? String(value.dropLast(2)) : value
        guard let milliseconds = Int(digits), (0...5000).contains(milliseconds) else {
          throw ValueProblem(
            message: "bad animation `\(value)`: expected on, off, or a duration from 0 to 5000 (ms)"
          )
        }
        tour.settings.slideDuration = .milliseconds(milliseconds)
      }
    case "hints":
      switch value.lowercased() {
      case "on": tour.settings.showsHints = true
      case "off": tour.settings.showsHints = false
      default: throw ValueProblem(message: "bad hints `\(value)`: expected on or off")
      }
    case "review":
      switch value.lowercased() {
      case "true", "on": tour.settings.reviewsAnswers = true
      case "false", "off": tour.settings.reviewsAnswers = false
      default: throw ValueProblem(message: "bad review `\(value)`: expected true or false")
      }
    case "split":
      guard let level = PageSplit(setting: value) else {
        throw ValueProblem(message: PageSplit.problem(with: value))
      }
      tour.split = level
    case "sizes":
      // As a YAML flow list too (`[80x24, 100x30]`), as the keys of other tools around it are
      // written; a trailing comma or a size given twice is no mistake.
      var list = Substring(value).trimmingSpaces
      if list.first == "[", list.last == "]" { list = list.dropFirst().dropLast() }
      var sizes: [ScreenSize] = []
      for size in list.split(separator: ",").map(\.trimmingSpaces) where !size.isEmpty {
        guard let parsed = ScreenSize(parsing: String(size)) else {
          throw ValueProblem(
            message: "bad size `\(size)` in sizes: expected sizes like 80x24, 100x30, "
              + "from 1x1 to 1000x1000")
        }
        if !sizes.contains(parsed) { sizes.append(parsed) }
      }
      guard !sizes.isEmpty else {
        throw ValueProblem(message: "sizes: names no size: expected sizes like 80x24, 100x30")
      }
      tour.checkSizes = sizes
    case "align":
      guard let alignment = PageSettings.Alignment(setting: value) else {
        throw ValueProblem(message: PageSettings.Alignment.problem(with: value))
      }
      tour.settings.alignment = alignment
    default:
      break
    }
  }

  private static func color(_ value: String) throws(ValueProblem) -> TourColor {
    if let color = TourColor(parsing: value) { return color }
    throw ValueProblem(message: TourColor.problem(with: value))
  }
}

/// A front matter key that is not tour's (another tool's, like Jekyll's `layout`), ignored, and
/// where it is written, for `tour --check` to note.
struct IgnoredFrontMatterKey: Equatable, Sendable {
  /// The key as written (letters, digits, `-`, `_` and `.`).
  package let key: String
  /// The 1-based line of the key.
  package let line: Int
  /// The 1-based column of the key.
  package let column: Int
}
