import CNcurses
import Glibc
import TourKit

/// `tour --check` and `tour --render`: tools for tour authors that print text and exit.
enum AuthoringCommands {
  /// Checks every file, and every translation next to it (`tour.ja.md` …), at every size;
  /// prints `FILE: page N at WxH: …` per problem. Returns 0 when everything fits, 1 when
  /// something does not, 2 when a file cannot be read or parsed.
  static func check(_ files: [String], sizes: [ScreenSize]) -> Int32 {
    let sizes = sizes.isEmpty ? TourCheck.defaultSizes : sizes
    var status: Int32 = 0
    let variants = files.flatMap { file in
      [(file, nil as String?)]
        + LanguagePreference.translations(of: file).map { ($0.path, $0.language) }
    }
    for (path, language) in variants {
      let tour: Tour
      do {
        tour = try Tour.load(contentsOf: path)
      } catch {
        fputs("tour: \(error)\n", tour_stderr())
        status = 2
        continue
      }
      let labels = ChromeLabels.forLanguage(language)
      let options = TourOptions(for: tour, reduceMotion: true, unicode: true, labels: labels)
      let problems = TourCheck.problems(in: tour, sizes: sizes, options: options)
      for problem in problems { print("\(path): \(problem)") }
      if problems.isEmpty {
        let sizeList = sizes.map(\.description).joined(separator: ", ")
        let pages = tour.pages.count == 1 ? "1 page fits" : "\(tour.pages.count) pages fit"
        print("\(path): \(pages) at \(sizeList)")
      } else if status == 0 {
        status = 1
      }
    }
    return status
  }

  /// Prints page `page` (1-based) of `tour` as a `size` screen (default 80×24) shows it.
  static func render(_ tour: Tour, page: Int, size: ScreenSize?, labels: ChromeLabels) -> Int32 {
    guard page <= tour.pages.count else {
      fputs("tour: --render \(page): the tour has \(tour.pages.count) pages\n", tour_stderr())
      return 2
    }
    let options = TourOptions(for: tour, reduceMotion: true, unicode: true, labels: labels)
    print(
      TourRenderer.plainScreen(
        of: tour, page: page - 1, size: size ?? ScreenSize(width: 80, height: 24), options: options)
    )
    return 0
  }
}
