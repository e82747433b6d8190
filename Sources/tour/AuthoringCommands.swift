import TourKit

/// `tour --check` and `tour --render`: tools for tour authors that print text and exit.
enum AuthoringCommands {
  /// Checks every file, and every translation next to it (`tour.ja.md` …), at every size
  /// (`sizes` when given; else the file's `sizes:`, a translation without its own taking its
  /// original's; else ``TourCheck/defaultSizes``); prints each
  /// finding once, where it is written, as compilers do, with the sizes it happens at:
  /// `FILE:LINE:COL: warning: a table is clipped at 60×20 and 40×12: …`; every error of a file,
  /// not only its first. A translation named without its original (`tour.ja.md`, next to
  /// `tour.md`) is compared with it as well, the original's own pages left unchecked. Returns
  /// 0 when everything shows (pages that scroll and other notes included), 1 when something
  /// does not, 2 when a file cannot be read or has an error. (`finish` turns it into 74 when
  /// standard output could not be written.)
  ///
  /// Each file is read page by page: its bytes and one page are in memory, whatever its length.
  static func check(_ files: [String], sizes: [ScreenSize], split: PageSplit?) -> Int32 {
    var status: Int32 = 0
    for file in files {
      if let original = LanguagePreference.original(of: file) {
        // Named with its original, it is checked with it, and each difference said once.
        guard !files.contains(original.path) else { continue }
        var fileSizes = sizes
        var fileSplit = split
        let translated = check(
          file, language: original.language, sizes: &fileSizes, split: &fileSplit,
          status: &status)
        guard let translated, let asked = asked(by: original.path, split: split, status: &status)
        else {
          continue
        }
        let differs = compare(
          translated.asked, at: file, with: asked, at: original.path, status: &status)
        if !differs, let fits = translated.fits { print(fits) }
        continue
      }
      var originalSizes = sizes
      var originalSplit = split
      let original = check(
        file, language: nil, sizes: &originalSizes, split: &originalSplit, status: &status)
      if let fits = original?.fits { print(fits) }
      for translation in LanguagePreference.translations(of: file) {
        var translationSizes = sizes
        // Cut as its original is, to show the same pages.
        var translationSplit = originalSplit
        let translated = check(
          translation.path, language: translation.language, sizes: &translationSizes,
          fallback: originalSizes.isEmpty ? TourCheck.defaultSizes : originalSizes,
          split: &translationSplit, status: &status)
        guard let translated else { continue }
        // Said once the comparison has found nothing: a file with errors does not fit.
        let differs =
          original.map {
            compare(
              translated.asked, at: translation.path, with: $0.asked, at: file, status: &status)
          } ?? false
        if !differs, let fits = translated.fits { print(fits) }
      }
    }
    return status
  }

  /// Prints every way the translation at `path` shows other pages or asks otherwise than the
  /// original at `originalPath`, at the translation's line; returns whether there was any.
  /// Each is an error (status 2): the translation's users would see another tour, or the host
  /// get other answers.
  private static func compare(
    _ translated: TranslationQuestions.Asked, at path: String,
    with original: TranslationQuestions.Asked, at originalPath: String, status: inout Int32
  ) -> Bool {
    // A translation with other pages would show its users a different tour; one that asks
    // otherwise would give the host other answers.
    let pages = TranslationQuestions.pageCountProblem(
      translated, original: original, originalName: originalPath)
    let questions = TranslationQuestions.problems(translated, original: original, path: path)
    let findings = [pages].compactMap({ $0 }) + questions.map(TourFinding.init)
    for finding in findings {
      print(finding.line(in: path))
      status = max(status, finding.severity == .error ? 2 : 1)
    }
    return !findings.isEmpty
  }

  /// What the tour file at `path` asks, its pages read but not checked; `nil` (status 2, the
  /// error printed) when it cannot be read or parsed.
  private static func asked(by path: String, split: PageSplit?, status: inout Int32)
    -> TranslationQuestions.Asked?
  {
    do {
      return try TourFile.open(path, language: LanguagePreference(language: nil), split: split)
        .asked()
    } catch {
      Platform.printError("tour: \(error)")
      status = 2
      return nil
    }
  }

  /// "1 page", "3 pages".
  private static func count(_ pages: Int) -> String { pages == 1 ? "1 page" : "\(pages) pages" }

  /// Checks one file, page by page, at `sizes`: those given, else the file's own `sizes:`,
  /// else `fallback` (what `sizes` becomes); cut into pages at `split` when given, else at the
  /// file's own `split:` (what `split` becomes). Prints every finding in file order, errors
  /// included: a mistake that the rest of the file can be read past is reported and reading
  /// goes on, so that one run finds them all. Returns what it asks, page by page, and when it
  /// has no finding the line that says how many pages fit at which sizes, for the caller to
  /// print once nothing else is found (a translation is compared with its original first);
  /// `nil` (status 2) when it has an error.
  private static func check(
    _ path: String, language: String?, sizes: inout [ScreenSize],
    fallback: [ScreenSize] = TourCheck.defaultSizes, split: inout PageSplit?,
    status: inout Int32
  ) -> (asked: TranslationQuestions.Asked, fits: String?)? {
    var asked = TranslationQuestions.Asked()
    var problems: [TourCheck.Problem] = []
    var check: TourCheck
    var errors: [TourFinding] = []
    var errorCount = 0
    do {
      // This very file: each translation is checked under its own name.
      let file = try TourFile.open(
        path, language: LanguagePreference(language: nil), split: split)
      let options = TourOptions(
        for: file.tour, reduceMotion: true, unicode: true,
        labels: ChromeLabels.forLanguage(language), pictures: .palette240)
      var pictures = PictureCheck(origin: file.tour.pictureOrigin, store: PictureStore())
      if sizes.isEmpty { sizes = file.tour.checkSizes }
      if sizes.isEmpty { sizes = fallback }
      split = file.tour.split
      check = TourCheck(of: file.tour, sizes: sizes, options: options)
      var questions: [Question] = []
      let read = try file.readGatheringErrors { page in
        problems += pictures.problems(of: page)
        check.add(page, pictures: pictures.measurements)
        asked.add(page)
        if file.tour.settings.reviewsAnswers { questions += page.questions }
        return true
      }
      // The review page (`review: true`) is laid out too, every question on it with its
      // default answer: the most it can list.
      if file.tour.settings.reviewsAnswers {
        check.add(AnswerReview.preview(of: questions, labels: options.labels))
      }
      errors = read.errors
      errorCount = read.errorCount
    } catch {
      // Nothing after it can be read: a file that cannot be opened (said as any command
      // says it), or an error in its front matter or its bytes (a finding at its place).
      if error.line == nil {
        Platform.printError("tour: \(error)")
      } else {
        print(TourFinding(error).line(in: path))
      }
      status = 2
      return nil
    }
    let found = problems.map(\.finding) + check.findings().map(\.finding)
    let findings = errors + found
    for line in TourFinding.lines(findings, in: path, total: errorCount + found.count) {
      print(line)
    }
    if errorCount > 0 {
      status = 2
      return nil
    }
    guard findings.isEmpty else {
      if found.contains(where: { $0.severity != .note }) { status = max(status, 1) }
      return (asked, nil)
    }
    let pageCount = asked.pageCount
    let sizeList = sizes.map(\.description).joined(separator: ", ")
    return (
      asked,
      "\(path.escapingControlCharacters()): \(count(pageCount)) "
        + "\(pageCount == 1 ? "fits" : "fit") at \(sizeList)"
    )
  }

  /// Prints page `page` (1-based) of `tour` as a `size` screen (default 80×24) shows it.
  static func render(_ tour: Tour, page: Int, size: ScreenSize?, labels: ChromeLabels) -> Int32 {
    // The review page (`review: true`) is the page after the last.
    let pageCount = tour.pages.count + (tour.settings.reviewsAnswers ? 1 : 0)
    guard page <= pageCount else {
      Platform.printError("tour: --render \(page): the tour has \(pageCount) pages")
      return 2
    }
    let options = TourOptions(
      for: tour, reduceMotion: true, unicode: true, labels: labels, pictures: .palette240)
    print(
      TourRenderer.plainScreen(
        of: tour, page: page - 1, size: size ?? ScreenSize(width: 80, height: 24), options: options)
    )
    return 0
  }
}
