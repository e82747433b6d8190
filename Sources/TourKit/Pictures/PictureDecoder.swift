/// Picture files to ``Picture``s, with bounded work and memory for any file: the file is read
/// up to ``maximumFileSize``, its header is checked against the pixel limits before a single
/// pixel is decoded, only PNG, JPEG and GIF reach a decoder, and every decode can be stopped.
///
/// PNG and JPEG are decoded a row at a time into pixels already reduced to the size kept
/// (``RowDecoders``: libpng, libjpeg-turbo), checking between rows whether to stop. GIF goes
/// through stb_image, which decodes a whole frame at once and cannot be stopped: GIFs are
/// limited to ``maximumGIFPixels``, which it decodes in a few tens of milliseconds.
///
/// Memory for one picture is bounded by ``memoryBound``: the file (at most 64 MiB), the
/// decoder's working memory (at most ``decoderMemoryLimit``: a progressive JPEG keeps two
/// bytes a pixel and component until its last scan; a PNG a few rows), and the kept pixels
/// with their sums (about 24 MiB at most).
package enum PictureDecoder {
  /// The largest picture file read: 64 MiB, like a tour file.
  static let maximumFileSize = 64 << 20

  /// The most pixels a PNG or JPEG may have: 50 megapixels (a 48-megapixel phone photo
  /// passes). A file whose header claims more is refused unread: a small "decompression
  /// bomb" cannot take the machine's time or memory.
  package static let maximumPixels = 50_000_000

  /// The most pixels a GIF may have: 2.5 megapixels (a 1920 × 1200 screen recording passes).
  /// stb_image decodes a GIF's whole frame in one call, about 30 ms a megapixel here, and keeps
  /// 9 bytes a pixel meanwhile.
  static let maximumGIFPixels = 2_500_000

  /// The most working memory a decoder may take for one picture: 160 MiB (a 7000 × 7000
  /// progressive JPEG with 4:2:0 chroma needs 147 MB; one with full-resolution chroma, more,
  /// and is refused).
  static let decoderMemoryLimit = 160 << 20

  /// The most memory decoding one picture takes: 256 MiB, the file included.
  static let memoryBound = 256 << 20

  /// The bytes of the picture file at `path`: a regular file, never a FIFO or a device
  /// (which could block or never end).
  static func readFile(_ path: String) throws(PictureError) -> [UInt8] {
    let contents: Platform.FileContents
    do {
      contents = try Platform.readRegularFile(path, atMost: maximumFileSize)
    } catch {
      throw error.isNoSuchFile ? .notFound : .unreadable(error.message)
    }
    switch contents {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw fileTooLarge
    case .notRegular(.directory): throw .unreadable("is a folder")
    case .notRegular: throw .unreadable("not a regular file")
    }
  }

  static let fileTooLarge = PictureError.tooLarge("more than \(maximumFileSize >> 20) MiB")

  /// A picture file's format and the size its header claims (`nil` where the header does not
  /// say where it should), checked against the limits; nothing is decoded and no library is
  /// needed.
  static func header(of file: [UInt8]) throws(PictureError) -> (
    format: PictureFormat, size: (width: Int, height: Int)?
  ) {
    guard !file.isEmpty else { throw .cannotBeDecoded("empty file") }
    guard let format = PictureFormat(signatureOf: file) else {
      throw .cannotBeDecoded("not a PNG, JPEG or GIF file")
    }
    guard file.count <= maximumFileSize else { throw fileTooLarge }
    let claimed = format.dimensions(in: file)
    if let claimed { try checkLimit(claimed.width, claimed.height, format: format) }
    return (format, claimed)
  }

  /// Decodes a picture file's bytes (a GIF's first frame) to its kept pixels; `isCancelled`
  /// is asked between rows (PNG, JPEG), and a yes stops the decode with
  /// ``PictureError/cancelled``.
  static func decode(
    _ file: [UInt8], with libraries: PictureLibraries,
    isCancelled: @escaping () -> Bool = {
      false
    }
  ) throws(PictureError) -> Picture {
    let format = try header(of: file).format
    switch format {
    case .png, .jpeg:
      return try libraries.rows.decode(file, format: format, isCancelled: isCancelled)
    case .gif:
      let stb = try libraries.stb.get()
      guard let (width, height) = stb.dimensions(of: file) else {
        throw .cannotBeDecoded("damaged GIF header")
      }
      try checkLimit(width, height, format: format)
      let pixels = try keptPixels(ofGIF: file, width: width, height: height, with: stb)
      return Picture(width: width, height: height, pixels: pixels)
    }
  }

  /// A GIF's first frame, resized to ``Picture/keptSize(width:height:)`` when larger.
  private static func keptPixels(
    ofGIF file: [UInt8], width: Int, height: Int, with stb: StbImage
  ) throws(PictureError) -> RGBAPixels {
    let kept = Picture.keptSize(width: width, height: height)
    typealias Outcome = Result<[UInt8], PictureError>
    let bytes = stb.withPixels(of: file) { source, decodedWidth, decodedHeight -> Outcome in
      // The header and the decoder agree on any file stb_image accepts; checked anyway, as a
      // wrong size here would read outside its buffer.
      guard decodedWidth == width, decodedHeight == height else {
        return .failure(.cannotBeDecoded("damaged GIF data: inconsistent size"))
      }
      guard kept != (width, height) else {
        return .success(Array(UnsafeBufferPointer(start: source, count: width * height * 4)))
      }
      var bytes = [UInt8](repeating: 0, count: kept.width * kept.height * 4)
      let resized = bytes.withUnsafeMutableBufferPointer {
        stb.resize(
          source, width: width, height: height, into: $0.baseAddress!, width: kept.width,
          height: kept.height)
      }
      return resized ? .success(bytes) : .failure(.cannotBeDecoded("out of memory"))
    }
    guard let bytes else { throw .cannotBeDecoded("damaged GIF data") }
    return RGBAPixels(width: kept.width, height: kept.height, bytes: try bytes.get())
  }

  /// Refuses a picture without pixels, above its format's pixel limit, or whose decoder would
  /// need more than ``decoderMemoryLimit`` beyond its rows.
  static func checkLimit(_ width: Int, _ height: Int, format: PictureFormat, workingBytes: Int = 0)
    throws(PictureError)
  {
    guard width > 0, height > 0 else { throw .cannotBeDecoded("no pixels") }
    let limit = format == .gif ? maximumGIFPixels : maximumPixels
    // A PNG's sides are 32-bit, so their product can overflow an Int (found by fuzzing:
    // 4294967295×4294967157 trapped): divided instead, which is exact for the comparison.
    guard width <= limit / height else {
      let millions =
        "\(limit / 1_000_000)" + (limit % 1_000_000 == 0 ? "" : ".\(limit % 1_000_000 / 100_000)")
      let kind = format == .gif ? " for a GIF" : ""
      throw .tooLarge("\(width)×\(height) pixels; the limit is \(millions) megapixels\(kind)")
    }
    guard workingBytes <= decoderMemoryLimit else {
      let need = "\(workingBytes >> 20) MiB, the limit is \(decoderMemoryLimit >> 20) MiB"
      switch format {
      case .png: throw .tooLarge("its rows of \(width) pixels need \(need)")
      // A progressive (or multi-scan) JPEG needs more than a few rows: its coefficients.
      case .jpeg, .gif:
        throw .tooLarge(
          "a progressive JPEG keeps its coefficients until its last scan: this one needs \(need)")
      }
    }
  }
}
