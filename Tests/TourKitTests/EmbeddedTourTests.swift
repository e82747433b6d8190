import Synchronization
import Testing

@testable import TourKit

/// Where pictures come from (a folder, or bytes a closure returns), and tours compiled into a
/// program: the translation picked as `Tour.load` picks a file, pictures read from memory.
@Suite("Embedded tours and picture origins")
struct EmbeddedTourTests {
  static let text = """
    ---
    version: 2.0
    accent: red
    ---
    # Hello

    ![Red and blue](img/regions%20one.png)

    ---
    # Bye
    """

  static let japanese = """
    # こんにちは

    ![赤と青](./img/../img/regions%20one.png)

    ---
    # さようなら
    """

  /// A tour like the EmbedTour plugin writes it: English, Japanese, and one picture.
  static func embedded() throws -> EmbeddedTour {
    let png = try PictureSamples.fixture("regions.png")
    return EmbeddedTour(
      checkedFile: "tour.md",
      texts: ["tour.md": text, "tour.ja.md": japanese, "tour.zh_TW.md": "# 你好\n\n---\n# 再见\n"],
      pictures: [
        "img/regions one.png": String(String.UnicodeScalarView(png.map(Unicode.Scalar.init)))
      ])
  }

  static func pictureSource(of tour: Tour, page: Int = 0) throws -> PictureSource {
    let image = try #require(tour.pages[page].blocks.flatMap(\.images).first)
    return try tour.pictureOrigin.source(for: image).get()
  }

  @Test("parse takes pictures from a folder: relative paths start there")
  func parseWithAFolder() throws {
    let tour = try Tour.parse(Self.text, name: "t.md", pictures: .folder("/usr/share/mytool"))
    #expect(tour.pictureOrigin.folder == "/usr/share/mytool")
    #expect(try Self.pictureSource(of: tour) == .file("/usr/share/mytool/img/regions one.png"))
    // The default: the current folder, as before.
    let here = try Tour.parse(Self.text)
    #expect(here.pictureOrigin == .currentFolder)
    #expect(try Self.pictureSource(of: here) == .file("img/regions one.png"))
  }

  @Test("parse takes pictures from a closure: asked by path when a picture is read, once")
  func parseWithBytes() throws {
    let png = try PictureSamples.fixture("regions.png")
    let asked = Mutex<[String]>([])
    let tour = try Tour.parse(
      Self.text,
      pictures: .bytes { path in
        asked.withLock { $0.append(path) }
        return path == "img/regions one.png" ? png : nil
      })
    #expect(tour.pictureOrigin.folder == nil)
    let source = try Self.pictureSource(of: tour)
    // Finding the source reads nothing: layouts do that on every frame.
    #expect(asked.withLock { $0 }.isEmpty)
    let store = PictureStore(libraries: { PictureLibraries.system })
    let picture = try store.picture(source)
    #expect(picture.width == 32 && picture.height == 32)
    _ = try store.picture(source)
    #expect(asked.withLock { $0 } == ["img/regions one.png"])

    let missing = try Tour.parse("![gone](gone.png)", pictures: .bytes { _ in nil })
    #expect(throws: PictureError.notFound) { try store.picture(Self.pictureSource(of: missing)) }
  }

  @Test("two byte origins are two origins; a tour equals itself")
  func originsCompareByIdentity() throws {
    let lookup: @Sendable (String) -> [UInt8]? = { _ in nil }
    let first = PictureOrigin.bytes(lookup)
    #expect(first == first)
    #expect(first != PictureOrigin.bytes(lookup))
    let embedded = try Self.embedded()
    let language = LanguagePreference(language: nil)
    #expect(
      Tour(embedded: embedded, language: language) == Tour(embedded: embedded, language: language))
  }

  @Test(
    "the translation is picked as Tour.load picks a file, and inherits the original's version and look"
  )
  func translationsFollowTheLanguage() throws {
    let embedded = try Self.embedded()
    let japanese = Tour(
      embedded: embedded, language: LanguagePreference(language: "ja", region: "JP"))
    #expect(japanese.pages.first?.title == "こんにちは")
    #expect(japanese.settings.version == "2.0")
    #expect(
      japanese.style.accent == Tour(embedded: embedded, language: .init(language: nil)).style.accent
    )
    let taiwan = Tour(
      embedded: embedded, language: LanguagePreference(language: "zh", region: "TW"))
    #expect(taiwan.pages.first?.title == "你好")
    // No such translation: the tour itself.
    for language in [LanguagePreference(language: "fr"), LanguagePreference(language: nil)] {
      #expect(Tour(embedded: embedded, language: language).pages.first?.title == "Hello")
    }
  }

  @Test("an embedded tour's pictures are its bytes, by path inside its folder")
  func picturesComeFromTheEmbeddedBytes() throws {
    let embedded = try Self.embedded()
    let store = PictureStore(libraries: { PictureLibraries.system })
    for language in [LanguagePreference(language: nil), LanguagePreference(language: "ja")] {
      let tour = Tour(embedded: embedded, language: language)
      let picture = try store.picture(try Self.pictureSource(of: tour))
      #expect(picture.width == 32 && picture.height == 32)
    }
    #expect(EmbeddedTour.normalized("./img/../img/a.png") == "img/a.png")
    #expect(EmbeddedTour.normalized("a//b.png") == "a/b.png")
    #expect(EmbeddedTour.normalized("../a.png") == nil)
    #expect(EmbeddedTour.normalized("img/../../a.png") == nil)
    #expect(EmbeddedTour.normalized("/etc/a.png") == nil)
    #expect(EmbeddedTour.normalized(".") == nil)
  }

  @Test("the built-in welcome tour is an embedded tour, in three languages")
  func theBuiltInTourIsEmbedded() {
    let japanese = Tour.builtinWelcome(for: LanguagePreference(language: "ja"))
    #expect(japanese == Tour(embedded: .builtin, language: LanguagePreference(language: "ja")))
    #expect(japanese != Tour.builtinWelcome)
  }
}
