// Compiled into TourKit through EmbedResourcesPlugin, after the `EmbeddedResources` it
// generates from Resources/, not as a source of the target (Package.swift excludes it): when
// SwiftPM builds TourKit for a build tool (TourEmbedder, the EmbedTour plugin's tool) it leaves
// plugin output out, and TourKit must compile there too, without the built-in tour no tool
// needs.

extension Tour {
  /// The built-in welcome tour in English, which teaches the tour's own controls.
  public static var builtinWelcome: Tour { builtinWelcome(for: LanguagePreference(language: nil)) }

  /// The built-in welcome tour in the preferred language (English, Japanese or Chinese),
  /// English where there is no translation.
  ///
  /// Its text and pictures live in `Resources/` and are compiled into the binary at build
  /// time.
  public static func builtinWelcome(for preference: LanguagePreference) -> Tour {
    Tour(embedded: .builtin, language: preference)
  }
}

extension EmbeddedTour {
  /// The package's `Resources/` folder, compiled into TourKit: the built-in welcome tour.
  static let builtin = EmbeddedTour(
    checkedFile: "welcome.md", texts: EmbeddedResources.files,
    pictures: EmbeddedResources.pictureBytes)
}
