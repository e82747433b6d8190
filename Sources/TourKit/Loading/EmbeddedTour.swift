/// A tour compiled into the program: its tour file, the translations next to it and the
/// pictures they show, as the `EmbedTour` build plugin found them in the target's `Tour/`
/// folder and checked them, at build time.
///
/// The plugin writes it as `EmbeddedTour.tour` in your target; show it with
/// ``Tour/init(embedded:language:)``:
///
/// ```swift
/// let tour = Tour(embedded: .tour)
/// ```
///
/// Nothing is read from disk at run time, so the program shows its tour from any folder, as
/// one file.
public struct EmbeddedTour: Sendable {
  /// The tour file's name in the folder (`tour.md`): where translations are looked for
  /// (`tour.ja.md`).
  public let file: String
  /// The text of each tour file, the tour's and its translations', by name in the folder.
  private let texts: [String: String]
  /// The pictures, by path in the folder.
  private let pictures: PictureOrigin

  /// The files the `EmbedTour` plugin embedded after checking every one of them with the same
  /// parser ``Tour/init(embedded:language:)`` uses: written by the plugin's generated code.
  /// To show a tour held in your own strings, use ``Tour/parse(_:name:pictures:)``, which
  /// throws for an invalid one.
  ///
  /// - Parameters:
  ///   - file: the tour file's name, a key of `texts`.
  ///   - texts: each tour file's text by name: the tour's, its translations' (`tour.ja.md`).
  ///   - pictures: each picture's bytes by its path in the folder (`img/sync.png`), each byte
  ///     the scalar of the same value (U+0000–U+00FF): a string literal compiles in a moment
  ///     where an array of numbers would not.
  public init(checkedFile file: String, texts: [String: String], pictures: [String: String]) {
    self.file = file
    self.texts = texts
    self.pictures = .bytes { path in
      EmbeddedTour.normalized(path).flatMap { pictures[$0] }.map(PictureOrigin.bytes(ofScalars:))
    }
  }

  /// The text of the tour file `name`, or `nil`.
  fileprivate func text(_ name: String) -> [UInt8]? { texts[name].map { Array($0.utf8) } }

  /// Where the pictures come from: the embedded bytes.
  var pictureOrigin: PictureOrigin { pictures }

  /// `path` inside the tour's folder as the plugin keys it: `./` and `dir/..` removed; `nil`
  /// for an absolute path or one that leaves the folder, which names no embedded picture.
  package static func normalized(_ path: String) -> String? {
    guard !path.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard parts.popLast() != nil else { return nil }
      default: parts.append(part)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }
}

extension Tour {
  /// The embedded tour in `language`'s translation, picked exactly as
  /// ``load(contentsOf:language:)`` picks a file (`tour.ja_JP.md`, then `tour.ja.md`, then
  /// `tour.md`), with its pictures read from the embedded bytes.
  ///
  /// It does not throw: the `EmbedTour` plugin failed the build for any file that does not
  /// parse, with `FILE:LINE:COL`, so the files compiled in are valid. A hand-made
  /// ``EmbeddedTour`` whose file is not valid stops the program with that message.
  ///
  /// A translation that asks other questions than the original (which the plugin fails the
  /// build for too) is not used: the original is shown, whatever the user's language.
  public init(embedded: EmbeddedTour, language: LanguagePreference = .current) {
    self.init(embedded: embedded, language: language, warn: { _ in })
  }

  /// ``init(embedded:language:)``, where `warn` gets one line for each translation not used
  /// because it asks otherwise than the original.
  public init(
    embedded: EmbeddedTour, language: LanguagePreference = .current, warn: (String) -> Void
  ) {
    do {
      self = try Tour.translated(
        embedded.file, language: language, read: { name in embedded.text(name) }, warn: warn
      ).tour
    } catch {
      preconditionFailure(
        "the embedded tour is invalid, which the EmbedTour plugin checks: \(error)")
    }
    pictureOrigin = embedded.pictureOrigin
  }
}
