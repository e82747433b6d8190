import Testing

@testable import TourKit

/// The picture libraries are found by name at run time, and a missing one is a reason, not a
/// crash.
@Suite("Picture libraries")
struct PictureLibrariesTests {
  @Test func theSystemsLibrariesLoad() throws {
    #expect(throws: Never.self) { try PictureLibraries.system.get() }
  }

  @Test func aMissingLibraryIsTheLoadersMessageAndThePackage() {
    let result = PictureLibraries.load(stb: ["libstb.so.0"], chafa: ["libchafa-nonexistent.so.0"])
    guard case .failure(.unavailable(let reason)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(
      reason.contains("libchafa-nonexistent.so.0")
        && reason.hasSuffix("(\(PictureLibraries.chafaLibrary.source))")
    )
  }

  /// Each decoder is loaded on its own: one missing (or too old) leaves its format's pictures
  /// to their alt text, with why, and the other formats shown.
  @Test(arguments: [PictureFormat.png, .jpeg, .gif])
  func aMissingDecoderIsItsFormatsOnly(_ format: PictureFormat) throws {
    let missing = ["lib\(format.name.lowercased())-nonexistent.so.1"]
    let libraries = try PictureLibraries.load(
      stb: format == .gif ? missing : PictureLibraries.stbLibrary.names,
      png: format == .png ? missing : PictureLibraries.pngLibrary.names,
      jpeg: format == .jpeg ? missing : PictureLibraries.jpegLibrary.names
    ).get()
    for other in PictureFormat.allCases {
      guard other == format else {
        #expect(libraries.decoderFailure(for: other) == nil, "\(other)")
        continue
      }
      guard case .unavailable(let reason) = libraries.decoderFailure(for: other) else {
        Issue.record("\(other) decodes without its library")
        continue
      }
      #expect(reason.hasPrefix("\(format.name) pictures need "), "\(reason)")
      #expect(reason.contains(missing[0]), "\(reason)")
    }
    let file = try PictureSamples.fixture(
      "regions." + (format == .jpeg ? "jpg" : format.name.lowercased()))
    let failure = try #require(libraries.decoderFailure(for: format))
    #expect(throws: failure) { try PictureDecoder.decode(file, with: libraries) }
  }

  /// The names tour looks for, and what it says installs each: Debian's here.
  @Test func namesByPlatform() {
    #if os(Linux)
      #expect(PictureLibraries.chafaLibrary.names == ["libchafa.so.0"])
      #expect(PictureLibraries.stbLibrary.names == ["libstb.so.0"])
      #expect(PictureLibraries.pngLibrary.names == ["libpng16.so.16"])
      #expect(PictureLibraries.jpegLibrary.names == ["libjpeg.so.62"])
      #expect(PictureLibraries.chafaLibrary.source == "Debian package libchafa0")
      #expect(PictureLibraries.jpegLibrary.source == "Debian package libjpeg62-turbo")
    #elseif canImport(Darwin)
      // Homebrew's names, where Homebrew and MacPorts put them (dlopen does not look there).
      #expect(
        PictureLibraries.chafaLibrary.names == [
          "libchafa.0.dylib", "/opt/homebrew/lib/libchafa.0.dylib",
          "/usr/local/lib/libchafa.0.dylib", "/opt/local/lib/libchafa.0.dylib",
        ])
      #expect(PictureLibraries.pngLibrary.names.first == "libpng16.16.dylib")
      // Homebrew's jpeg-turbo is built with the libjpeg 8 interface.
      #expect(PictureLibraries.jpegLibrary.names.first == "libjpeg.8.dylib")
      #expect(PictureLibraries.chafaLibrary.source == "Homebrew formula chafa")
      #expect(PictureLibraries.stbLibrary.source == "Homebrew has no libstb")
    #endif
    // The interface version of jpeglib.h to the library's soname.
    #expect([62, 70, 80].map(RowDecoders.jpegSoname(ofInterface:)) == [62, 7, 8])
  }

  @Test func namesAndSymbols() throws {
    let library = try Platform.loadLibrary(PictureLibraries.stbLibrary.names).get()
    #expect(Platform.address(of: "stbi_load_from_memory", in: library) != nil)
    #expect(Platform.address(of: "stbi_no_such_function", in: library) == nil)
    // Not found under any name: the first name's message.
    let failure = Platform.loadLibrary(["libnothing-a.so.1", "libnothing-b.so.1"])
    guard case .failure(let error) = failure else {
      Issue.record("loaded a library that does not exist")
      return
    }
    #expect(error.message.contains("libnothing-a.so.1"))
  }
}

/// The "not available" path as a user meets it: with the libraries missing (names that do not
/// exist), a picture shows its alt text, and `tour --check` says why in one line at the image,
/// naming the library.
@Suite("Pictures without their libraries")
struct PicturesUnavailableTests {
  @Test func theAltTextShowsAndCheckSaysWhy() throws {
    var tour = try Tour.parse("# Regions\n\n![Red and blue](regions.png)\n\nText.")
    tour.pictureOrigin = .folder(PictureSamples.fixtures.path)
    let options = TourOptions(
      for: tour, reduceMotion: true, unicode: true, labels: .english, pictures: .palette240)
    let size = ScreenSize(width: 80, height: 24)
    let missing = PictureStore(libraries: {
      PictureLibraries.load(chafa: ["libchafa-nonexistent.so.0"])
    })
    let screen = TourRenderer.plainScreen(
      of: tour, page: 0, size: size, options: options, store: missing)
    #expect(screen.contains("│ ▣ Red and blue │"), "\(screen)")
    // With the system's libraries, the picture instead.
    let shown = TourRenderer.plainScreen(
      of: tour, page: 0, size: size, options: options, store: PictureStore())
    #expect(!shown.contains("Red and blue"), "\(shown)")

    let problems = TourCheck.pictures(of: tour, store: missing).problems
    #expect(problems.count == 1)
    let line = problems.first?.description ?? ""
    #expect(
      line.hasPrefix(
        "3:1: warning: images cannot be shown: regions.png (libchafa-nonexistent.so.0"),
      "\(line)")
    #expect(line.hasSuffix("(\(PictureLibraries.chafaLibrary.source)))"), "\(line)")
    #expect(!line.contains("\n"))
  }
}
