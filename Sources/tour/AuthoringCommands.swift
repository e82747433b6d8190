import TourKit

/// `tour --check` and `tour --render`: tools for tour authors that print text and exit.
enum AuthoringCommands {
  /// Checks every file, and every translation next to it (`tour.ja.md` …), at every size;
  /// prints `FILE:LINE:COL: image not found: …` per picture that cannot be shown and
  /// `FILE: page N at WxH: …` per other problem. Returns 0 when everything shows (pages that
  /// scroll included), 1 when something does not, 2 when a file cannot be read or parsed. (`finish` turns it into 74
  /// when standard output could not be written.)
  static func check(_ files: [String], sizes: [ScreenSize]) -> Int32 {
    let sizes = sizes.isEmpty ? TourCheck.defaultSizes : sizes
    var status: Int32 = 0
    for file in files {
      let original = check(file, language: nil, sizes: sizes, status: &status)
      // A file name is text from the command line: shown escaped, like everything else.
      let fileName = file.escapingControlCharacters()
      for translation in LanguagePreference.translations(of: file) {
        let translated = check(
          translation.path, language: translation.language, sizes: sizes, status: &status)
        // A translation with other pages would show its users a different tour.
        if let original, let translated, translated.pages.count != original.pages.count {
          print(
            "\(translation.path.escapingControlCharacters()): "
              + "\(count(translated.pages.count)), but \(fileName) has "
              + count(original.pages.count))
          status = max(status, 1)
        }
      }
    }
    return status
  }

  /// "1 page", "3 pages".
  private static func count(_ pages: Int) -> String { pages == 1 ? "1 page" : "\(pages) pages" }

  /// Checks one file; returns its tour, or `nil` (status 2) when it cannot be loaded.
  private static func check(
    _ path: String, language: String?, sizes: [ScreenSize], status: inout Int32
  ) -> Tour? {
    let name = path.escapingControlCharacters()
    let tour: Tour
    do {
      // This very file: each translation is checked under its own name.
      tour = try Tour.load(contentsOf: path, language: LanguagePreference(language: nil))
    } catch {
      Platform.printError("tour: \(error)")
      status = 2
      return nil
    }
    let labels = ChromeLabels.forLanguage(language)
    let options = TourOptions(
      for: tour, reduceMotion: true, unicode: true, labels: labels, pictures: .palette240)
    let pictures = TourCheck.pictures(of: tour, store: PictureStore())
    for problem in pictures.problems { print("\(name):\(problem)") }
    let problems = TourCheck.problems(
      in: tour, sizes: sizes, options: options, pictures: pictures.measurements)
    for problem in problems { print("\(name): \(problem)") }
    if problems.isEmpty && pictures.problems.isEmpty {
      let sizeList = sizes.map(\.description).joined(separator: ", ")
      print(
        "\(name): \(count(tour.pages.count)) \(tour.pages.count == 1 ? "fits" : "fit") at \(sizeList)"
      )
    } else if problems.contains(where: \.fails) || !pictures.problems.isEmpty {
      status = max(status, 1)
    }
    return tour
  }

  /// Prints page `page` (1-based) of `tour` as a `size` screen (default 80×24) shows it.
  static func render(_ tour: Tour, page: Int, size: ScreenSize?, labels: ChromeLabels) -> Int32 {
    guard page <= tour.pages.count else {
      Platform.printError("tour: --render \(page): the tour has \(tour.pages.count) pages")
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
