/// The C libraries that turn picture files into cells, loaded with `dlopen` the first time a
/// picture is needed: libpng (`libpng16-16`) and libjpeg-turbo (`libjpeg62-turbo`) decode PNG
/// and JPEG a row at a time, stb_image (`libstb0`) decodes GIF, libchafa converts
/// (`libchafa0`, which brings glib). A tour without pictures never loads them, so it starts
/// and runs as if they did not exist (linking them would cost every start ~0.3 ms and 1.2 MB,
/// for nothing).
///
/// Every call takes plain integers and pointers, so each is a `@convention(c)` function found
/// with `dlsym`; no header is needed to build.
package struct PictureLibraries: @unchecked Sendable {
  // @unchecked: the fields are addresses of functions in libraries that stay loaded for the
  // life of the process, never written after `load`.

  /// stb_image's decoding calls (GIF), and the resizer from the same library.
  let stb: StbImage
  /// libpng and libjpeg-turbo.
  let rows: RowDecoders
  /// libchafa's calls.
  let chafa: Chafa

  /// The system's libraries, loaded on first use and kept; a failure (a library or one of its
  /// functions missing) is kept too, so it is reported once and never retried per picture.
  package static let system: Result<PictureLibraries, PictureError> = load(
    stb: Platform.sharedLibraryNames("stb", version: 0),
    chafa: Platform.sharedLibraryNames("chafa", version: 0))

  /// The names the system's libpng and libjpeg go by.
  package static let systemPNG = Platform.sharedLibraryNames("png16", version: 16)
  package static let systemJPEG = Platform.sharedLibraryNames(
    "jpeg", version: RowDecoders.jpegVersion)

  /// Loads the libraries from the first names that load; tests pass names that do not exist,
  /// and the picture fuzz target the path of its instrumented stb_image (Fuzz/README.md).
  package static func load(
    stb stbNames: [String], chafa chafaNames: [String], png pngNames: [String] = systemPNG,
    jpeg jpegNames: [String] = systemJPEG
  ) -> Result<PictureLibraries, PictureError> {
    do throws(PictureError) {
      let stb = try StbImage(library: try open(stbNames, package: "libstb0"))
      let rows = try RowDecoders(
        png: try open(pngNames, package: "libpng16-16"),
        jpeg: try open(jpegNames, package: "libjpeg62-turbo"))
      let chafa = try Chafa(library: try open(chafaNames, package: "libchafa0"))
      // One thread: libchafa otherwise starts a worker per core that outlives the
      // conversion, a trace left in the host process.
      chafa.setThreadCount(1)
      return .success(PictureLibraries(stb: stb, rows: rows, chafa: chafa))
    } catch {
      return .failure(error)
    }
  }

  private static func open(_ names: [String], package: String) throws(PictureError)
    -> UnsafeMutableRawPointer
  {
    switch Platform.loadLibrary(names) {
    case .success(let handle): return handle
    case .failure(let failure):
      throw .unavailable("\(failure.message) (Debian package \(package))")
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
