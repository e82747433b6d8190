import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The locale: what ncursesw needs to draw wide characters, set for a tour and put back after.
extension Platform {
  /// The whole locale now (`setlocale(LC_ALL, NULL)`), to put back later.
  package static func currentLocale() -> String? {
    setlocale(LC_ALL, nil).map { String(cString: $0) }
  }

  /// Puts back a locale returned by ``currentLocale()``.
  static func restoreLocale(_ locale: String) { setlocale(LC_ALL, locale) }

  /// Sets the character type (what ncursesw needs for wide characters) to `name`.
  static func setCharacterType(_ name: String) { setlocale(LC_CTYPE, name) }

  /// Whether the system has a locale `name` whose character type is UTF-8 (asked without
  /// changing the process locale).
  static func isUTF8Locale(_ name: String) -> Bool {
    guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { return false }
    defer { freelocale(locale) }
    guard let codeset = nl_langinfo_l(nl_item(CODESET), locale) else { return false }
    let codesetName = String(cString: codeset).uppercased()
    return codesetName == "UTF-8" || codesetName == "UTF8"
  }
}
