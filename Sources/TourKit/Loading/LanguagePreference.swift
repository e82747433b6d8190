/// The user's language from the POSIX locale variables, and the translated tour files it picks.
///
/// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`, as in every POSIX program; `C` and
/// `POSIX` mean no preference.
public struct LanguagePreference: Equatable, Sendable {
  /// The language code, lower case (`ja`), or `nil`.
  public let language: String?
  /// The region code (`JP`), or `nil`.
  public let region: String?

  /// Creates a preference from explicit codes.
  public init(language: String?, region: String? = nil) {
    self.language = language
    self.region = region
  }

  /// Reads the preference from the environment, through `lookup` (e.g. `getenv`).
  public init(environment lookup: (String) -> String?) {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { lookup($0) }.first { !$0.isEmpty }
    // ll_CC.codeset@modifier
    let name = value?.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
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
  public func candidates(for path: String) -> [String] {
    guard let language else { return [path] }
    let slash = path.lastIndex(of: "/")
    let fileName = slash.map { path[path.index(after: $0)...] } ?? path[...]
    let dot = fileName.lastIndex(of: ".").flatMap { $0 == fileName.startIndex ? nil : $0 }
    let stem = dot.map { path[..<$0] } ?? path[...]
    let ext = dot.map { path[$0...] } ?? ""
    var result: [String] = []
    if let region { result.append("\(stem).\(language)_\(region)\(ext)") }
    result.append("\(stem).\(language)\(ext)")
    result.append(path)
    return result
  }
}
