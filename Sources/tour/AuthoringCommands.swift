import CNcurses
import Glibc
import TourKit

/// `tour --check` and `tour --render`: tools for tour authors that print text and exit.
enum AuthoringCommands {
  /// Checks every file at every size; prints `FILE: page N: …` per problem. Returns 0 when
  /// everything fits, 1 when something does not, 2 when a file cannot be read or parsed.
  static func check(
    _ files: [String], sizes: [ScreenSize], language: LanguagePreference, labels: ChromeLabels
  ) -> Int32 {
    let sizes = sizes.isEmpty ? FitCheck.defaultSizes : sizes
    var status: Int32 = 0
    for path in files {
      let tour: Tour
      do {
        tour = try Tour.load(contentsOf: path, language: language)
      } catch {
        fputs("tour: \(error)\n", tour_stderr())
        status = 2
        continue
      }
      let options = TourOptions(for: tour, reduceMotion: true, unicode: true, labels: labels)
      let problems = FitCheck.problems(in: tour, sizes: sizes, options: options)
      for problem in problems { print("\(path): \(problem)") }
      if problems.isEmpty {
        let sizeList = sizes.map(\.description).joined(separator: ", ")
        print("\(path): \(tour.pages.count) pages fit at \(sizeList)")
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
