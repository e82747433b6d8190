/// The C libraries that turn picture files into cells, loaded with `dlopen` the first time a
/// picture is needed: libpng (`libpng16-16`) and libjpeg-turbo (`libjpeg62-turbo`) decode PNG
/// and JPEG a row at a time, stb_image (`libstb0`) decodes GIF, libchafa converts
/// (`libchafa0`, which brings glib). Their names and packages are per platform (Homebrew's on
/// macOS, which has no stb_image library: GIFs show their alt text there). A tour without pictures never loads them, so it starts
/// and runs as if they did not exist (linking them would cost every start ~0.3 ms and 1.2 MB,
/// for nothing).
///
/// Every call takes plain integers and pointers, so each is a `@convention(c)` function found
/// with `dlsym`; no header is needed to build.
package struct PictureLibraries: @unchecked Sendable {
  // @unchecked: the fields are addresses of functions in libraries that stay loaded for the
  // life of the process, never written after `load`.

  /// stb_image's decoding calls and its resizer (GIF), or why GIFs cannot be shown.
  let stb: Result<StbImage, PictureError>
  /// libpng and libjpeg-turbo, each or why its format cannot be shown.
  let rows: RowDecoders
  /// libchafa's calls.
  let chafa: Chafa

  /// libchafa, which every picture needs.
  static let chafaLibrary = Platform.SharedLibrary(
    "chafa", version: 0, title: "libchafa", debian: "libchafa0", homebrew: "chafa")
  /// libpng 1.6, for PNG.
  static let pngLibrary = Platform.SharedLibrary(
    "png16", version: 16, title: "libpng", debian: "libpng16-16", homebrew: "libpng")
  /// libjpeg-turbo, for JPEG, at the soname of the `jpeglib.h` the decoders were built with:
  /// 62 on Debian, 8 for Homebrew's (built with the libjpeg 8 interface).
  static let jpegLibrary = Platform.SharedLibrary(
    "jpeg", version: RowDecoders.jpegSoname, title: "libjpeg-turbo", debian: "libjpeg62-turbo",
    homebrew: "jpeg-turbo")
  /// stb_image, for GIF. Homebrew has its header only, no library: on macOS GIFs show their
  /// alt text unless a `libstb.0.dylib` is installed by other means.
  static let stbLibrary = Platform.SharedLibrary(
    "stb", version: 0, title: "stb_image", debian: "libstb0", homebrew: nil)

  /// The system's libraries, loaded on first use and kept; a failure (a library or one of its
  /// functions missing) is kept too, so it is reported once and never retried per picture.
  static let system = load()

  /// Loads the libraries from the first names that load; tests pass names that do not exist,
  /// and the picture fuzz target the path of its instrumented stb_image (Fuzz/README.md).
  ///
  /// Each format needs its own decoder, and every picture the converter: without libchafa it
  /// is a failure (no picture can be shown); without a decoder, the pictures of its format
  /// only show their alt text (``decoderFailure(for:)`` says why).
  package static func load(
    stb stbNames: [String] = stbLibrary.names, chafa chafaNames: [String] = chafaLibrary.names,
    png pngNames: [String] = pngLibrary.names, jpeg jpegNames: [String] = jpegLibrary.names
  ) -> Result<PictureLibraries, PictureError> {
    let chafa: Chafa
    do throws(PictureError) {
      chafa = try Chafa(library: try open(chafaNames, chafaLibrary))
    } catch {
      return .failure(error)
    }
    // One thread: libchafa otherwise starts a worker per core that outlives the conversion, a
    // trace left in the host process.
    chafa.setThreadCount(1)
    let stb = Result { () throws(PictureError) in
      try StbImage(library: try open(stbNames, stbLibrary, for: .gif))
    }
    let rows = RowDecoders(
      png: Result { () throws(PictureError) in try open(pngNames, pngLibrary, for: .png) },
      jpeg: Result { () throws(PictureError) in try open(jpegNames, jpegLibrary, for: .jpeg) })
    return .success(PictureLibraries(stb: stb, rows: rows, chafa: chafa))
  }

  /// Why pictures of `format` cannot be decoded (their library is missing or too old), or
  /// `nil` when they can.
  package func decoderFailure(for format: PictureFormat) -> PictureError? {
    switch format {
    case .gif:
      if case .failure(let error) = stb { return error }
      return nil
    case .png, .jpeg: return rows.failure(for: format)
    }
  }

  /// The first of `names` that loads; the loader's message and what installs `library` when
  /// none does, after the format that needs it, if only one does.
  private static func open(
    _ names: [String], _ library: Platform.SharedLibrary, for format: PictureFormat? = nil
  ) throws(PictureError) -> UnsafeMutableRawPointer {
    switch Platform.loadLibrary(names) {
    case .success(let handle): return handle
    case .failure(let failure):
      let need = format.map { "\($0.name) pictures need \(library.title): " } ?? ""
      throw .unavailable("\(need)\(failure.message) (\(library.source))")
    }
  }
}

/// Finds `name` in `library` as a C function of type `T`.
func cFunction<T>(_ name: String, in library: UnsafeMutableRawPointer, as type: T.Type)
  throws(PictureError) -> T
{
  guard let address = Platform.address(of: name, in: library) else {
    throw .unavailable("\(name) is missing from the installed library (too old?)")
  }
  return unsafeBitCast(address, to: type)
}
