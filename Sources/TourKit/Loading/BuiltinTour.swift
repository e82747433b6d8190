extension Tour {
  /// The built-in welcome tour in English, which teaches the tour's own controls.
  public static var builtinWelcome: Tour { builtinWelcome(for: LanguagePreference(language: nil)) }

  /// The built-in welcome tour in the preferred language (English, Japanese or Chinese),
  /// English where there is no translation.
  ///
  /// Its text and pictures live in `Resources/` and are compiled into the binary at build
  /// time.
  public static func builtinWelcome(for preference: LanguagePreference) -> Tour {
    for name in preference.candidates(for: "welcome.md") {
      guard let text = EmbeddedResources.files[name] else { continue }
      do {
        var tour = try TourFileParser.parse(text: text, path: name)
        tour.pictureFolder = .builtin
        return tour
      } catch {
        preconditionFailure("Resources/\(name) is invalid: \(error)")
      }
    }
    preconditionFailure("Resources/welcome.md is missing; the build embeds it")
  }
}
