extension Tour {
  /// The built-in welcome tour, which teaches the tour's own controls.
  ///
  /// Its text lives in `Resources/welcome.md` and is compiled into the binary at build time.
  public static var builtinWelcome: Tour {
    guard let text = EmbeddedResources.files["welcome.md"],
      let tour = try? TourFileParser.parse(text: text, path: "welcome.md")
    else {
      preconditionFailure("Resources/welcome.md is missing or invalid; the build embeds it")
    }
    return tour
  }
}
