import CPictureDecoders

/// libpng and libjpeg-turbo as TourKit decodes with them: a row at a time, straight into pixels
/// reduced to ``Picture/keptSize(width:height:)``, and stopped between any two rows when
/// asked (the C side, `CPictureDecoders`, holds their `setjmp`).
///
/// So a picture costs memory for its kept pixels and a few rows, never for the whole picture
/// (a 7071 × 7071 16-bit PNG took 792 MB through stb_image), and leaving a tour never waits
/// for a decode. A JPEG is reduced by libjpeg's own scaling (in eighths, in the inverse DCT)
/// before the rows are averaged, so a large photo is mostly skipped rather than decoded.
struct RowDecoders: @unchecked Sendable {
  // @unchecked: tables of function addresses in libraries that stay loaded for the life of the
  // process, written once by `load`.
  private let png: Result<OpaquePointer, PictureError>
  private let jpeg: Result<OpaquePointer, PictureError>

  /// The functions of libpng (`png`) and libjpeg (`jpeg`), libraries from `dlopen`, or why
  /// each cannot be used.
  init(
    png pngLibrary: Result<UnsafeMutableRawPointer, PictureError>,
    jpeg jpegLibrary: Result<UnsafeMutableRawPointer, PictureError>
  ) {
    let lookup: tour_symbol_lookup = { library, name in
      guard let library, let name else { return nil }
      return Platform.address(of: String(cString: name), in: library)
    }
    png = pngLibrary.flatMap { library in
      tour_png_library_load(lookup, library).map { .success($0) }
        ?? .failure(
          .unavailable("libpng lacks a function TourKit uses, or TourKit was built without png.h"))
    }
    jpeg = jpegLibrary.flatMap { library in
      tour_jpeg_library_load(lookup, library).map { .success($0) }
        ?? .failure(
          .unavailable(
            "libjpeg lacks a function TourKit uses, or TourKit was built without jpeglib.h"))
    }
  }

  /// The version of the libjpeg interface TourKit was built for (`JPEG_LIB_VERSION`: 62), or 0
  /// without its header.
  static var jpegVersion: Int { Int(tour_jpeg_library_version()) }

  /// The soname version of that libjpeg (``jpegSoname(ofInterface:)``).
  static var jpegSoname: Int { jpegSoname(ofInterface: jpegVersion) }

  /// The soname version of a libjpeg of interface `version` (`JPEG_LIB_VERSION`): 62 for the
  /// 6b interface, 7 and 8 for the later ones (70 and 80).
  static func jpegSoname(ofInterface version: Int) -> Int { version >= 70 ? version / 10 : version }

  /// Why pictures of `format` (PNG or JPEG) cannot be decoded, or `nil`.
  func failure(for format: PictureFormat) -> PictureError? {
    if case .failure(let error) = format == .png ? png : jpeg { return error }
    return nil
  }

  /// What a decode asks back, reached from C through its context pointer.
  private final class Requests {
    let format: PictureFormat
    let isCancelled: () -> Bool
    /// Why `size` refused the picture.
    var refusal: PictureError?

    init(format: PictureFormat, isCancelled: @escaping () -> Bool) {
      self.format = format
      self.isCancelled = isCancelled
    }
  }

  /// Decodes a PNG or JPEG file; `isCancelled` is asked between rows, and when it says yes
  /// the decode stops with ``PictureError/cancelled``.
  func decode(_ file: [UInt8], format: PictureFormat, isCancelled: @escaping () -> Bool)
    throws(PictureError) -> Picture
  {
    let requests = Requests(format: format, isCancelled: isCancelled)
    var callbacks = tour_decode_callbacks(
      cancelled: { context in
        Unmanaged<Requests>.fromOpaque(context!).takeUnretainedValue().isCancelled() ? 1 : 0
      },
      size: { context, width, height, working, keptWidth, keptHeight in
        let requests = Unmanaged<Requests>.fromOpaque(context!).takeUnretainedValue()
        do throws(PictureError) {
          try PictureDecoder.checkLimit(
            Int(width), Int(height), format: requests.format, workingBytes: working)
        } catch {
          requests.refusal = error
          return 0
        }
        let kept = Picture.keptSize(width: Int(width), height: Int(height))
        keptWidth?.pointee = Int32(kept.width)
        keptHeight?.pointee = Int32(kept.height)
        return 1
      },
      context: Unmanaged.passUnretained(requests).toOpaque(),
      memory_limit: PictureDecoder.decoderMemoryLimit)
    let table = try (format == .png ? png : jpeg).get()
    var result = tour_decoded()
    withExtendedLifetime(requests) {
      file.withUnsafeBufferPointer { bytes in
        switch format {
        case .png: tour_png_decode(table, bytes.baseAddress, bytes.count, &callbacks, &result)
        case .jpeg: tour_jpeg_decode(table, bytes.baseAddress, bytes.count, &callbacks, &result)
        case .gif: preconditionFailure("GIFs are decoded by stb_image")
        }
      }
    }
    defer { tour_decoded_free(&result) }
    let reason = withUnsafeBytes(of: result.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch Int32(result.status) {
    case Int32(TOUR_DECODED):
      let (width, height) = (Int(result.kept_width), Int(result.kept_height))
      guard let pixels = result.pixels, width > 0, height > 0 else {
        throw .cannotBeDecoded("damaged \(format.name) data")
      }
      let bytes = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
      return Picture(
        width: Int(result.width), height: Int(result.height),
        pixels: RGBAPixels(width: width, height: height, bytes: bytes))
    case Int32(TOUR_CANCELLED): throw .cancelled
    case Int32(TOUR_REFUSED): throw requests.refusal ?? .cannotBeDecoded("refused")
    case Int32(TOUR_TOO_LARGE): throw .tooLarge(reason)
    default:
      let lowered = reason.prefix(1).lowercased() + reason.dropFirst()
      throw .cannotBeDecoded("damaged \(format.name) data: \(lowered)")
    }
  }
}
