import Foundation
import TourKit

/// The tour of a target's `Tour/` folder, checked as `tour --check` checks a file, and the
/// files to embed: `tour.md`, its translations (`tour.ja.md`, `tour.zh_TW.md` …) and the
/// pictures their pages show, nothing else.
///
/// Errors (the build fails): a file that does not parse, a translation with other pages than
/// the original or that asks otherwise (other keys, values, defaults, `required`, `when:`:
/// its users' answers would differ), a picture that would show its alt text (not found, outside the folder, a web
/// address, not a picture, damaged, too large). Warnings: a picture size that cannot be read,
/// content clipped at a common terminal size, pictures not decoded because the picture
/// libraries are not installed where the build runs.
struct TourFolderCheck {
  /// The tour file in the folder.
  static let tourFile = "tour.md"

  /// What to embed: each tour file's text and each picture's bytes, by path in the folder.
  struct Files {
    var texts: [String: String] = [:]
    var pictures: [String: [UInt8]] = [:]
  }

  private(set) var diagnostics: [Diagnostic] = []
  /// The files to embed, unless the tour file itself could not be read.
  private(set) var embedded: Files?

  private let folder: String
  private var files = Files()
  private var warnedUnavailable = false

  init(folder: String) {
    self.folder = folder
    let main = path(TourFolderCheck.tourFile)
    guard FileManager.default.fileExists(atPath: main) else {
      report(
        folder, nil,
        "no \(TourFolderCheck.tourFile) here: an embedded tour is Tour/\(TourFolderCheck.tourFile), "
          + "with its translations (tour.ja.md …) and pictures beside it")
      return
    }
    guard let original = check(TourFolderCheck.tourFile, language: nil, original: nil) else {
      return
    }
    for translation in LanguagePreference.translations(of: main) {
      let name = String(translation.path.dropFirst(folder.count + 1))
      guard let translated = check(name, language: translation.language, original: original)
      else { continue }
      if translated.pages.count != original.pages.count {
        report(
          translation.path, nil,
          "\(count(translated.pages.count)), but \(TourFolderCheck.tourFile) has "
            + count(original.pages.count) + ": a translation shows the same pages")
      }
      for problem in TranslationQuestions.problems(
        TranslationQuestions.Asked(pages: translated.pages),
        original: TranslationQuestions.Asked(pages: original.pages), path: translation.path)
      {
        report(
          translation.path, problem.line.map { ($0, problem.column ?? 1) }, problem.message)
      }
    }
    embedded = files
  }

  private func path(_ name: String) -> String { folder + "/" + name }

  private func count(_ pages: Int) -> String { pages == 1 ? "1 page" : "\(pages) pages" }

  private mutating func report(
    _ file: String, _ place: (line: Int, column: Int)?, _ message: String, isError: Bool = true
  ) {
    diagnostics.append(
      Diagnostic(
        file: file, line: place?.line, column: place?.column, isError: isError, message: message))
  }

  /// Parses the tour file `name` (a translation of `original` into `language`), checks its
  /// pictures and its layout with its language's labels, and keeps it and its pictures to
  /// embed; `nil` when it does not parse.
  private mutating func check(_ name: String, language: String?, original: Tour?) -> Tour? {
    let file = path(name)
    let tour: Tour
    do {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
      tour = try TourFileParser.parse(bytes: bytes, path: file, original: original)
      files.texts[name] = String(decoding: bytes, as: UTF8.self)
    } catch let error as TourFileError {
      report(file, error.line.map { ($0, error.column ?? 1) }, error.message)
      return nil
    } catch {
      report(file, nil, "cannot be read: \(error.localizedDescription)")
      return nil
    }
    let measured = checkPictures(of: tour, file: file)
    checkLayout(
      of: measured.tour, file: file, labels: ChromeLabels.forLanguage(language),
      pictures: measured.pictures)
    return tour
  }

  /// Every picture the tour shows must be a file in the folder that decodes: read into
  /// ``Files/pictures``; each one that is not is an error where its image is written. Returns
  /// the tour with its pictures from those bytes, and their sizes.
  private mutating func checkPictures(of tour: Tour, file: String) -> (
    tour: Tour, pictures: [PictureSource: PictureMeasurement]
  ) {
    let store = PictureStore()
    var reported: Set<[Int]> = []
    for image in tour.pages.flatMap({ $0.blocks.flatMap(\.images) }) {
      let place = (max(1, image.line), max(1, image.column))
      func refuse(_ message: String) {
        report(file, place, message)
        reported.insert([place.0, place.1])
      }
      switch PictureOrigin.address(of: image) {
      case .failure(.webAddress):
        refuse(
          PictureError.webAddress.message(for: image.source)
            + " (an embedded tour shows the pictures in its folder)")
      case .failure(let error):
        refuse(error.message(for: image.source))
      case .success(let address):
        guard !address.isFileURL, let key = EmbeddedTour.normalized(address.path) else {
          refuse(
            "image is outside Tour/: \(image.source) (an embedded tour names its pictures by "
              + "paths inside its folder, like img/sync.png)")
          continue
        }
        guard files.pictures[key] == nil else { continue }
        guard let data = FileManager.default.contents(atPath: path(key)) else {
          refuse("image not found: \(image.source) (no file \(path(key)))")
          continue
        }
        // The header, which needs no picture library: checked even where none is installed.
        let bytes = [UInt8](data)
        if case .success(let source) = PictureOrigin.bytes({ _ in bytes }).source(for: image) {
          do throws(PictureError) {
            _ = try store.dimensions(source)
          } catch {
            refuse(error.message(for: image.source))
            continue
          }
        }
        files.pictures[key] = bytes
      }
    }
    var tour = tour
    let pictures = files.pictures
    let folder = folder
    // Checked as `tour --check` checks them, against the folder: the pictures shown, from the
    // bytes embedded, and the images among text or in tables (shown as their alt text, so not
    // embedded) from their files.
    tour.pictureOrigin = .bytes { name in
      EmbeddedTour.normalized(name).flatMap { key in
        pictures[key]
          ?? FileManager.default.contents(atPath: folder + "/" + key).map { [UInt8]($0) }
      }
    }
    let checked = TourCheck.pictures(of: tour, store: store)
    for problem in checked.problems where !reported.contains([problem.line, problem.column]) {
      let place = (problem.line, problem.column)
      switch problem.pictureError {
      case nil: report(file, place, problem.message, isError: false)
      case .unavailable(let reason)?:
        if !warnedUnavailable {
          warnedUnavailable = true
          report(
            file, place,
            "pictures were not decoded to check them, only their headers: \(reason)",
            isError: false)
        }
      default: report(file, place, problem.message)
      }
    }
    return (tour, checked.measurements)
  }

  /// Content clipped at a common terminal size (the front matter's `sizes:`, else
  /// ``TourCheck/defaultSizes``) is a warning: the page still shows, cut.
  private mutating func checkLayout(
    of tour: Tour, file: String, labels: ChromeLabels,
    pictures: [PictureSource: PictureMeasurement]
  ) {
    let options = TourOptions(
      for: tour, reduceMotion: true, unicode: true, labels: labels, pictures: .palette240)
    let problems = TourCheck.problems(
      in: tour, sizes: tour.checkSizes.isEmpty ? TourCheck.defaultSizes : tour.checkSizes,
      options: options, pictures: pictures)
    for problem in problems where problem.fails {
      report(file, (problem.line, problem.column), problem.message, isError: false)
    }
  }
}
