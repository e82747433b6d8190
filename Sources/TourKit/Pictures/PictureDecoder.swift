/// Picture files to ``Picture``s, with bounded work for any file: the file is read up to
/// ``maximumFileSize``, its header is checked against ``maximumPixels`` before a single pixel
/// is decoded, only PNG, JPEG and GIF reach the decoder, and no JPEG that leaves a part the
/// decoder uses undefined (``JPEGStructure``).
package enum PictureDecoder {
  /// The largest picture file read: 64 MiB, like a tour file.
  static let maximumFileSize = 64 << 20

  /// The most pixels a picture may have: 50 megapixels (a 48-megapixel phone photo passes).
  /// Decoding takes about 4 bytes a pixel and more, so a file whose header claims more is
  /// refused unread: a small "decompression bomb" cannot take the machine's memory.
  package static let maximumPixels = 50_000_000

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

  private static let fileTooLarge = PictureError.tooLarge("more than \(maximumFileSize >> 20) MiB")

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
    if let claimed { try checkLimit(claimed.width, claimed.height) }
    return (format, claimed)
  }

  /// Decodes a picture file's bytes (a GIF's first frame).
  static func decode(_ file: [UInt8], with stb: StbImage) throws(PictureError) -> Picture {
    let format = try header(of: file).format
    guard let (width, height) = stb.dimensions(of: file) else {
      throw .cannotBeDecoded("damaged \(format.name) header")
    }
    try checkLimit(width, height)
    // stb_image would decode these from memory it never wrote (JPEGStructure says how).
    if format == .jpeg, let undefined = JPEGStructure.undefinedPart(of: file) {
      throw .cannotBeDecoded("damaged JPEG data: \(undefined)")
    }
    let pixels = try keptPixels(of: file, format, width: width, height: height, with: stb)
    return Picture(width: width, height: height, pixels: pixels)
  }

  /// The file's pixels, resized to ``Picture/keptSize(width:height:)`` when larger.
  private static func keptPixels(
    of file: [UInt8], _ format: PictureFormat, width: Int, height: Int, with stb: StbImage
  ) throws(PictureError) -> RGBAPixels {
    let kept = Picture.keptSize(width: width, height: height)
    typealias Outcome = Result<[UInt8], PictureError>
    let bytes = stb.withPixels(of: file) { source, decodedWidth, decodedHeight -> Outcome in
      // The header and the decoder agree on any file stb_image accepts; checked anyway, as a
      // wrong size here would read outside its buffer.
      guard decodedWidth == width, decodedHeight == height else {
        return .failure(.cannotBeDecoded("damaged \(format.name) data: inconsistent size"))
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
    guard let bytes else { throw .cannotBeDecoded("damaged \(format.name) data") }
    return RGBAPixels(width: kept.width, height: kept.height, bytes: try bytes.get())
  }

  /// Refuses a picture without pixels or above ``maximumPixels``.
  private static func checkLimit(_ width: Int, _ height: Int) throws(PictureError) {
    guard width > 0, height > 0 else { throw .cannotBeDecoded("no pixels") }
    // A PNG's sides are 32-bit, so their product can overflow an Int (found by fuzzing:
    // 4294967295×4294967157 trapped): divided instead, which is exact for the comparison.
    guard width <= maximumPixels / height else {
      throw .tooLarge(
        "\(width)×\(height) pixels; the limit is \(maximumPixels / 1_000_000) megapixels")
    }
  }
}
