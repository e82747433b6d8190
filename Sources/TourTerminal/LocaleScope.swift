import TourKit

/// The process locale, changed while the tour is on screen and put back afterwards: a host
/// that ran in the `C` locale is in the `C` locale again when ``present(_:options:)`` returns.
struct LocaleScope {
  private let saved: String?
  /// Whether the character type is UTF-8, so the terminal can be sent non-ASCII glyphs.
  let unicode: Bool

  /// Sets the character type for ncursesw (see ``characterType(environment:)``); leaves the
  /// locale alone when there is no UTF-8 one (the tour then draws ASCII only).
  init(environment: (String) -> String?) {
    saved = Platform.currentLocale()
    let name = LocaleScope.characterType(environment: environment)
    unicode = name != nil
    if let name { Platform.setCharacterType(name) }
  }

  /// Puts the locale back as it was.
  func restore() {
    if let saved { Platform.restoreLocale(saved) }
  }

  /// The UTF-8 character type to use: the environment's (`LC_ALL`, `LC_CTYPE`, `LANG`), or a
  /// UTF-8 fallback when that is not UTF-8 (with the plain C locale ncursesw silently draws
  /// nothing but ASCII), or `nil` when the system has none. Changes nothing.
  static func characterType(environment: (String) -> String?) -> String? {
    let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty }
    if let name, Platform.isUTF8Locale(name) { return name }
    return Platform.utf8CharacterTypes.first(where: Platform.isUTF8Locale)
  }
}
