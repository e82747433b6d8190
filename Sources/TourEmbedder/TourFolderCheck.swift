import Foundation
import TourKit

/// The tour of a target's `Tour/` folder, checked as `tour --check` checks a file, and the
/// files to embed: `tour.md`, its translations (`tour.ja.md`, `tour.zh_TW.md` …) and the
/// pictures their pages show, nothing else.
///
/// Everything is reported as `tour --check` reports it (``TourFinding``), every error of a file
/// in one build, not only its first.
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

  /// What was found, file by file in the order checked (a file given as an absolute path, or
  /// the folder for what concerns it all): each file's findings, and how many it had in all
  /// (errors past ``TourFinding/printedLimit`` are counted, not kept).
  private(set) var findings: [(file: String, findings: [TourFinding], total: Int)] = []
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
        folder,
        TourFinding(
          line: nil, column: nil, severity: .error,
          message: "no \(TourFolderCheck.tourFile) here: an embedded tour is "
            + "Tour/\(TourFolderCheck.tourFile), with its translations (tour.ja.md …) and "
            + "pictures beside it"))
      return
    }
    guard let original = check(TourFolderCheck.tourFile, language: nil, original: nil) else {
      return
    }
    for translation in LanguagePreference.translations(of: main) {
      let name = String(translation.path.dropFirst(folder.count + 1))
      guard let translated = check(name, language: translation.language, original: original)
      else { continue }
      let asked = TranslationQuestions.Asked(pages: translated.pages)
      let originalAsked = TranslationQuestions.Asked(pages: original.pages)
      if let pages = TranslationQuestions.pageCountProblem(
        asked, original: originalAsked, originalName: TourFolderCheck.tourFile)
      {
        report(translation.path, pages)
      }
      for problem in TranslationQuestions.problems(
        asked, original: originalAsked, path: translation.path)
      {
        report(translation.path, TourFinding(problem))
      }
    }
    embedded = files
  }

  private func path(_ name: String) -> String { folder + "/" + name }

  /// Whether anything found fails the build.
  var hasErrors: Bool {
    findings.contains { $0.findings.contains { $0.severity == .error } }
  }

  /// Adds `finding` to `file`'s, `uncounted` more of them found but not kept.
  private mutating func report(_ file: String, _ finding: TourFinding?, uncounted: Int = 0) {
    if findings.last?.file != file { findings.append((file, [], 0)) }
    if let finding { findings[findings.count - 1].findings.append(finding) }
    findings[findings.count - 1].total += (finding == nil ? 0 : 1) + uncounted
  }

  /// An error at `place`, or without one.
  private mutating func report(
    _ file: String, _ place: (line: Int, column: Int)?, _ message: String,
    severity: TourFinding.Severity = .error
  ) {
    report(
      file,
      TourFinding(line: place?.line, column: place?.column, severity: severity, message: message))
  }

  /// Parses the tour file `name` (a translation of `original` into `language`), checks its
  /// pictures and its layout with its language's labels, and keeps it and its pictures to
  /// embed; `nil` when it has an error. Every error is reported, its pictures and layout
  /// checked still: one build says all that is wrong.
  private mutating func check(_ name: String, language: String?, original: Tour?) -> Tour? {
    let file = path(name)
    let tour: Tour
    let errorCount: Int
    do {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
      let read = try TourFileParser.parseGatheringErrors(
        bytes: bytes, path: file, original: original)
      tour = read.tour
      errorCount = read.errorCount
      for error in read.errors { report(file, error) }
      report(file, nil, uncounted: read.errorCount - read.errors.count)
      files.texts[name] = String(decoding: bytes, as: UTF8.self)
    } catch let error as TourFileError {
      report(file, TourFinding(error))
      return nil
    } catch {
      report(file, nil, "cannot be read: \(error.localizedDescription)")
      return nil
    }
    let measured = checkPictures(of: tour, file: file)
    checkLayout(
      of: measured.tour, file: file, labels: ChromeLabels.forLanguage(language),
      pictures: measured.pictures)
    return errorCount == 0 ? tour : nil
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
      guard case .unavailable(let reason)? = problem.pictureError else {
        report(file, problem.finding)
        continue
      }
      // Said once for the whole build: it is the machine, not the picture.
      if !warnedUnavailable {
        warnedUnavailable = true
        report(
          file, (problem.line, problem.column),
          "pictures were not decoded to check them, only their headers: \(reason)",
          severity: .warning)
      }
    }
    return (tour, checked.measurements)
  }

  /// Content clipped at a common terminal size (the front matter's `sizes:`, else
  /// ``TourCheck/defaultSizes``) is a warning: the page still shows, cut. Notes (a page that
  /// scrolls) are for `tour --check`, not the build log, but for those naming a step, which
  /// tell the host what commands to give.
  private mutating func checkLayout(
    of tour: Tour, file: String, labels: ChromeLabels,
    pictures: [PictureSource: PictureMeasurement]
  ) {
    let options = TourOptions(
      for: tour, reduceMotion: true, unicode: true, labels: labels, pictures: .palette240)
    let problems = TourCheck.problems(
      in: tour, sizes: tour.checkSizes.isEmpty ? TourCheck.defaultSizes : tour.checkSizes,
      options: options, pictures: pictures)
    // A step's note names the command the host must give it: said in the build log too.
    for problem in problems where problem.fails || problem.namesStep {
      report(file, problem.finding)
    }
  }
}
