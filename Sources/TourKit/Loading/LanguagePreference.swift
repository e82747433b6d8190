/// The user's language from the POSIX locale variables, and the translated tour files it picks.
///
/// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`, as in every POSIX program, and
/// `LANGUAGE` over all of them as in GNU gettext; `C` and `POSIX` mean no preference.
public struct LanguagePreference: Equatable, Sendable {
  /// The language code, lower case (`ja`), or `nil`.
  public let language: String?
  /// The region code (`JP`), or `nil`.
  public let region: String?

  /// A preference for `language` (`ja`), in `region` (`JP`) if given;
  /// `LanguagePreference(language: nil)` asks for the untranslated file.
  public init(language: String?, region: String? = nil) {
    self.language = language
    self.region = region
  }

  /// Reads the preference from the environment, through `lookup` (e.g. `getenv`).
  ///
  /// As GNU gettext does, the first entry of `LANGUAGE` (`ja:en`) wins over the locale, except
  /// when the locale is explicitly `C` or `POSIX`.
  package init(environment lookup: (String) -> String?) {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { lookup($0) }.first { !$0.isEmpty }
    let parsedLocale = LanguagePreference(localeName: locale ?? "")
    let language = lookup("LANGUAGE").flatMap { $0.split(separator: ":").first.map(String.init) }
    if let language, locale == nil || parsedLocale.language != nil {
      self = LanguagePreference(localeName: language)
    } else {
      self = parsedLocale
    }
  }

  /// The preference of this process's environment, read when asked: what `tour` and the
  /// chrome's labels follow, and what ``Tour/load(contentsOf:language:)`` loads by default.
  public static var current: LanguagePreference {
    LanguagePreference(environment: Platform.environment)
  }

  /// Parses a locale name, `ll_CC.codeset@modifier`; `C` and `POSIX` mean no preference.
  private init(localeName: String) {
    let name = localeName.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
    let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    let parts = base.split(separator: "_", maxSplits: 1).map(String.init)
    guard let language = parts.first?.lowercased(), !language.isEmpty, language != "c",
      language != "posix"
    else {
      self.init(language: nil)
      return
    }
    self.init(language: language, region: parts.count > 1 ? parts[1] : nil)
  }

  /// The files to try for `path`, most specific first: `tour.ja_JP.md`, `tour.ja.md`, `tour.md`.
  package func candidates(for path: String) -> [String] {
    guard let language else { return [path] }
    let (directory, stem, ext) = LanguagePreference.split(path)
    var result: [String] = []
    if let region { result.append("\(directory)\(stem).\(language)_\(region)\(ext)") }
    result.append("\(directory)\(stem).\(language)\(ext)")
    result.append(path)
    return result
  }

  /// The translations that exist next to `path`: `tour.ja.md`, `tour.zh_TW.md` … for
  /// `tour.md`, sorted, each with its language code. For `tour --check`, which checks them all.
  package static func translations(of path: String) -> [(path: String, language: String)] {
    let (directory, stem, ext) = split(path)
    var found: [(String, String)] = []
    for name in Platform.directoryEntries(directory.isEmpty ? "." : directory) {
      guard name.hasPrefix(stem + "."), name.hasSuffix(ext), name.count > stem.count + 1 + ext.count
      else { continue }
      let tag = name.dropFirst(stem.count + 1).dropLast(ext.count)
      if let language = language(ofTag: tag) { found.append((directory + name, language)) }
    }
    return found.sorted { $0.0 < $1.0 }.map { (path: $0.0, language: $0.1) }
  }

  /// The original that `path` is a translation of, and the translation's language code:
  /// `docs/welcome.md` and `ja` for `docs/welcome.ja_JP.md`, when `docs/welcome.md` is a file
  /// (it names the same translations as ``translations(of:)``); `nil` for any other name.
  package static func original(of path: String) -> (path: String, language: String)? {
    let (directory, stem, ext) = split(path)
    guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex,
      let language = language(ofTag: stem[stem.index(after: dot)...])
    else { return nil }
    let original = directory + stem[..<dot] + ext
    guard (try? Platform.status(atPath: original, noFollow: false))?.kind == .regular else {
      return nil
    }
    return (original, language)
  }

  /// The language code of a translation's tag (`ja` for `ja` and `ja_JP`): two or three lower
  /// case letters, then an optional region of two letters; `nil` for anything else.
  private static func language(ofTag tag: Substring) -> String? {
    let parts = tag.split(separator: "_", omittingEmptySubsequences: false)
    let languageOK =
      (2...3).contains(parts[0].count)
      && parts[0].allSatisfy { $0.isASCIILetter && $0.isLowercase }
    let regionOK =
      parts.count == 1
      || (parts.count == 2 && parts[1].count == 2 && parts[1].allSatisfy(\.isASCIILetter))
    return languageOK && regionOK ? String(parts[0]) : nil
  }

  /// `docs/welcome.md` as (`docs/`, `welcome`, `.md`): where a language tag goes in a name. A
  /// leading dot (`.tour`) is part of the stem, not an extension.
  private static func split(_ path: String) -> (directory: String, stem: String, ext: String) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let fileName = slash.map { path[path.index(after: $0)...] } ?? path[...]
    let dot = fileName.lastIndex(of: ".").flatMap { $0 == fileName.startIndex ? nil : $0 }
    let stem = String(dot.map { fileName[..<$0] } ?? fileName)
    let ext = String(dot.map { fileName[$0...] } ?? "")
    return (directory, stem, ext)
  }
}
