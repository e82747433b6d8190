/// libchafa's calls as TourKit uses them (`libchafa.so.0`, 1.10 or later): RGBA pixels in, one
/// symbol and two colours per cell out.
///
/// libchafa prints `** CRITICAL **` to stderr, onto the tour's screen, when an argument is out
/// of range; ``draw(_:width:height:columns:rows:mode:cell:)`` is only called with checked ones.
struct Chafa {
  /// `ChafaCanvasMode` values from `chafa-canvas-config.h`.
  enum CanvasMode: Int32 {
    /// xterm colours 16–255, the ones that mean the same on every terminal.
    case indexed240 = 2
    /// Two tones, no colour: each cell's symbol covers the pixels nearer the foreground
    /// colour than the background colour (``draw(_:width:height:columns:rows:mode:ink:cell:)``).
    case foregroundBackground = 5
  }

  /// `ChafaSymbolTags` bits from `chafa-symbol-map.h`.
  private enum SymbolTag {
    static let space: Int32 = 1 << 0
    static let block: Int32 = 1 << 3
    static let wide: Int32 = 1 << 18
  }

  /// `CHAFA_PIXEL_RGBA8_UNASSOCIATED`: what stb_image gives, alpha not premultiplied.
  private static let rgbaUnassociated: Int32 = 4

  private typealias New = @convention(c) () -> OpaquePointer?
  private typealias Unref = @convention(c) (OpaquePointer?) -> Void
  private typealias SetTags = @convention(c) (OpaquePointer?, Int32) -> Void
  private typealias SetSize = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
  private typealias SetMode = @convention(c) (OpaquePointer?, Int32) -> Void
  private typealias SetColor = @convention(c) (OpaquePointer?, UInt32) -> Void
  private typealias SetFlag = @convention(c) (OpaquePointer?, Int32) -> Void
  private typealias SetSymbolMap = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
  private typealias NewCanvas = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias DrawAllPixels =
    @convention(c) (OpaquePointer?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
  private typealias CharAt = @convention(c) (OpaquePointer?, Int32, Int32) -> UInt32
  private typealias ColorsAt =
    @convention(c) (
      OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void
  private typealias SetThreads = @convention(c) (Int32) -> Void
  private typealias GetThreads = @convention(c) () -> Int32

  private let newSymbolMap: New
  private let addTags: SetTags
  private let removeTags: SetTags
  private let unrefSymbolMap: Unref
  private let newConfig: New
  private let setGeometry: SetSize
  private let setCanvasMode: SetMode
  private let setForegroundColor: SetColor
  private let setBackgroundColor: SetColor
  private let setPreprocessing: SetFlag
  private let setSymbolMap: SetSymbolMap
  private let unrefConfig: Unref
  private let newCanvas: NewCanvas
  private let drawAllPixels: DrawAllPixels
  private let charAt: CharAt
  private let rawColorsAt: ColorsAt
  private let unrefCanvas: Unref
  private let setThreads: SetThreads
  private let actualThreads: GetThreads

  init(library: UnsafeMutableRawPointer) throws(PictureError) {
    newSymbolMap = try cFunction("chafa_symbol_map_new", in: library, as: New.self)
    addTags = try cFunction("chafa_symbol_map_add_by_tags", in: library, as: SetTags.self)
    removeTags = try cFunction("chafa_symbol_map_remove_by_tags", in: library, as: SetTags.self)
    unrefSymbolMap = try cFunction("chafa_symbol_map_unref", in: library, as: Unref.self)
    newConfig = try cFunction("chafa_canvas_config_new", in: library, as: New.self)
    setGeometry = try cFunction("chafa_canvas_config_set_geometry", in: library, as: SetSize.self)
    setCanvasMode = try cFunction(
      "chafa_canvas_config_set_canvas_mode", in: library, as: SetMode.self)
    setForegroundColor = try cFunction(
      "chafa_canvas_config_set_fg_color", in: library, as: SetColor.self)
    setBackgroundColor = try cFunction(
      "chafa_canvas_config_set_bg_color", in: library, as: SetColor.self)
    setPreprocessing = try cFunction(
      "chafa_canvas_config_set_preprocessing_enabled", in: library, as: SetFlag.self)
    setSymbolMap = try cFunction(
      "chafa_canvas_config_set_symbol_map", in: library, as: SetSymbolMap.self)
    unrefConfig = try cFunction("chafa_canvas_config_unref", in: library, as: Unref.self)
    newCanvas = try cFunction("chafa_canvas_new", in: library, as: NewCanvas.self)
    drawAllPixels = try cFunction(
      "chafa_canvas_draw_all_pixels", in: library, as: DrawAllPixels.self)
    charAt = try cFunction("chafa_canvas_get_char_at", in: library, as: CharAt.self)
    rawColorsAt = try cFunction("chafa_canvas_get_raw_colors_at", in: library, as: ColorsAt.self)
    unrefCanvas = try cFunction("chafa_canvas_unref", in: library, as: Unref.self)
    setThreads = try cFunction("chafa_set_n_threads", in: library, as: SetThreads.self)
    actualThreads = try cFunction("chafa_get_n_actual_threads", in: library, as: GetThreads.self)
  }

  /// Sets how many threads libchafa converts with (process-wide).
  func setThreadCount(_ count: Int) { setThreads(Int32(count)) }

  /// How many threads libchafa converts with now.
  var threadCount: Int { Int(actualThreads()) }

  /// Converts `width` × `height` RGBA pixels to `columns` × `rows` cells of space and block
  /// symbols (one column each), calling `cell` with each cell's symbol and raw colours: palette
  /// indices, negative where the cell's half is transparent. In
  /// ``CanvasMode/foregroundBackground`` the symbols cover the pixels nearer `ink` (`0xRRGGBB`)
  /// than its opposite (white for black, black for anything else).
  ///
  /// Arguments out of range draw nothing (and never reach libchafa).
  func draw(
    _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, columns: Int, rows: Int,
    mode: CanvasMode, ink: UInt32 = 0xFF_FFFF,
    cell: (_ x: Int, _ y: Int, _ symbol: UInt32, _ foreground: Int32, _ background: Int32) -> Void
  ) {
    let limit = Int(Int32.max) / 4
    guard width > 0, height > 0, width <= limit, height <= limit, width * height <= limit,
      columns > 0, rows > 0, columns <= PictureSize.maximumSide, rows <= PictureSize.maximumSide
    else { return }
    let symbols = newSymbolMap()
    addTags(symbols, SymbolTag.space | SymbolTag.block)
    removeTags(symbols, SymbolTag.wide)
    let config = newConfig()
    setGeometry(config, Int32(columns), Int32(rows))
    setCanvasMode(config, mode.rawValue)
    if mode == .foregroundBackground {
      setForegroundColor(config, ink)
      setBackgroundColor(config, ink == 0 ? 0xFF_FFFF : 0)
      // Its preprocessing stretches the picture's contrast first, which moves the line between
      // the tones picture by picture (the welcome picture's pages fell on the wrong side).
      setPreprocessing(config, 0)
    }
    setSymbolMap(config, symbols)
    let canvas = newCanvas(config)
    defer {
      unrefCanvas(canvas)
      unrefConfig(config)
      unrefSymbolMap(symbols)
    }
    drawAllPixels(
      canvas, Chafa.rgbaUnassociated, pixels, Int32(width), Int32(height), Int32(width * 4))
    var foreground: Int32 = 0
    var background: Int32 = 0
    for y in 0..<rows {
      for x in 0..<columns {
        rawColorsAt(canvas, Int32(x), Int32(y), &foreground, &background)
        cell(x, y, charAt(canvas, Int32(x), Int32(y)), foreground, background)
      }
    }
  }
}
