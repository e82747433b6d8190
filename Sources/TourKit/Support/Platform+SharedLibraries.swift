// The shared libraries TourKit loads on first use, by platform: the file names each goes by
// and what installs it, for the message when it is missing.
extension Platform {
  /// A shared library loaded with `dlopen`: the names it goes by here, most likely first, and
  /// where it comes from.
  struct SharedLibrary: Equatable, Sendable {
    /// What it is called, for a message: `stb_image`.
    let title: String
    /// The file names to try (``sharedLibraryNames(_:version:)``).
    let names: [String]
    /// What installs it here, for a message: `Debian package libchafa0`, `Homebrew formula
    /// chafa`, or that the package manager has none.
    package let source: String

    /// Library `name` at soname `version`, called `title`: on Linux Debian's package
    /// `debian`; on macOS Homebrew's formula `homebrew`, or `nil` where Homebrew ships no such
    /// library.
    init(_ name: String, version: Int, title: String, debian: String, homebrew: String?) {
      self.title = title
      names = Platform.sharedLibraryNames(name, version: version)
      #if canImport(Darwin)
        source = homebrew.map { "Homebrew formula \($0)" } ?? "Homebrew has no lib\(name)"
      #else
        source = "Debian package \(debian)"
      #endif
    }
  }
}
