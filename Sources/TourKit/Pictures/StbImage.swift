/// stb_image's calls as TourKit uses them (Debian's `libstb.so.0`): the size from a file's
/// header, the pixels as 8-bit RGBA, and stb_image_resize from the same library.
struct StbImage {
  private typealias Info =
    @convention(c) (
      UnsafePointer<UInt8>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?
    ) -> Int32
  private typealias Load =
    @convention(c) (
      UnsafePointer<UInt8>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, Int32
    ) -> UnsafeMutablePointer<UInt8>?
  private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
  private typealias Resize =
    @convention(c) (
      UnsafePointer<UInt8>?, Int32, Int32, Int32, UnsafeMutablePointer<UInt8>?, Int32, Int32,
      Int32, Int32, Int32, Int32
    ) -> Int32

  private let info: Info
  private let load: Load
  private let free: Free
  private let resize: Resize

  init(library: UnsafeMutableRawPointer) throws(PictureError) {
    info = try cFunction("stbi_info_from_memory", in: library, as: Info.self)
    load = try cFunction("stbi_load_from_memory", in: library, as: Load.self)
    free = try cFunction("stbi_image_free", in: library, as: Free.self)
    resize = try cFunction("stbir_resize_uint8_srgb", in: library, as: Resize.self)
  }

  /// The width and height the file's header announces, read without decoding anything; `nil`
  /// when it cannot be read.
  func dimensions(of file: [UInt8]) -> (width: Int, height: Int)? {
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    let found = file.withUnsafeBufferPointer {
      info($0.baseAddress, Int32($0.count), &width, &height, &channels)
    }
    guard found != 0 else { return nil }
    return (Int(width), Int(height))
  }

  /// Decodes the file (a GIF's first frame) to RGBA and hands the pixels to `body`, which must
  /// not keep the pointer: stb_image's buffer is freed when it returns. `nil` when the file
  /// cannot be decoded.
  ///
  /// stb_image's own reason (`stbi_failure_reason`) is not used: a load tries the formats in
  /// turn and some failures set no reason, so the one left is often another format's ("bad png
  /// sig" for a damaged JPEG).
  func withPixels<Value>(
    of file: [UInt8], _ body: (UnsafePointer<UInt8>, _ width: Int, _ height: Int) -> Value
  ) -> Value? {
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    let rgba: Int32 = 4
    let pixels = file.withUnsafeBufferPointer {
      load($0.baseAddress, Int32($0.count), &width, &height, &channels, rgba)
    }
    guard let pixels else { return nil }
    defer { free(pixels) }
    return body(pixels, Int(width), Int(height))
  }

  /// Resamples RGBA pixels to `width` × `height` into `output`, in linear light, with the
  /// colour weighted by alpha so transparent pixels do not darken the edges.
  func resize(
    _ input: UnsafePointer<UInt8>, width: Int, height: Int,
    into output: UnsafeMutablePointer<UInt8>, width outputWidth: Int, height outputHeight: Int
  ) -> Bool {
    let alphaChannel: Int32 = 3
    let flags: Int32 = 0
    return resize(
      input, Int32(width), Int32(height), Int32(width * 4), output, Int32(outputWidth),
      Int32(outputHeight), Int32(outputWidth * 4), 4, alphaChannel, flags) != 0
  }
}
