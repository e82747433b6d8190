/// Pictures to ``Canvas`` cells through libchafa: each cell a space or a Unicode block symbol
/// (`▀ ▄ ▌ ▐ ▖ ▗ ▘ ▝ ▁ … ▉`, one column each) with a foreground and a background colour.
///
/// The cells are ordinary canvas cells, so a picture slides with its page, goes through the
/// presenter's changed-cell diff and can be part of a golden screen.
enum PictureConverter {
  /// The pixels libchafa samples per cell, across and down.
  static let samplesPerCell = 8
  /// The most pixels a picture is enlarged to before conversion: 16 MiB, a 256 × 256-cell
  /// picture.
  static let largestRepeated = 1 << 22

  /// The cells for `picture` at `size` in `mode`: a canvas exactly `size` large.
  ///
  /// A picture drawn at its natural size or larger has fewer pixels than libchafa samples
  /// (8 × 8 per cell); libchafa would enlarge it smoothly and blur every edge across a cell.
  /// It is enlarged here instead, each pixel repeated, so that at the natural size each pixel
  /// is exactly half a cell and pixel art keeps its edges (up to ``largestRepeated`` pixels;
  /// past that, on huge screens, libchafa enlarges).
  static func cells(
    of picture: Picture, size: PictureSize, mode: PictureColorMode, with chafa: Chafa
  ) -> Canvas {
    var canvas = Canvas(width: size.columns, height: size.rows)
    let grid = (width: size.columns * samplesPerCell, height: size.rows * samplesPerCell)
    let enlarges = picture.pixels.width <= grid.width && picture.pixels.height <= grid.height
    let pixels =
      enlarges && grid.width * grid.height <= largestRepeated
      ? picture.pixels.repeated(toWidth: grid.width, height: grid.height) : picture.pixels
    let ink: UInt32 = mode == .twoTone && picture.pixels.isMostlyDark ? 0 : 0xFF_FFFF
    pixels.bytes.withUnsafeBufferPointer { bytes in
      chafa.draw(
        bytes.baseAddress!, width: pixels.width, height: pixels.height, columns: size.columns,
        rows: size.rows, mode: mode.canvasMode, ink: ink
      ) { x, y, symbol, foreground, background in
        canvas[x, y] =
          mode == .twoTone
          ? twoToneCell(symbol: symbol, foreground: foreground)
          : cell(
            symbol: symbol, foreground: foreground, background: background,
            basic: mode == .basic8)
      }
    }
    return canvas
  }

  /// One cell from libchafa's symbol and raw colours (a palette index; negative where that
  /// half of the cell is transparent), in the eight basic colours if `basic`.
  ///
  /// Transparent parts show the page's own background (`.terminalDefault`), not black. A cell
  /// whose symbol is transparent but whose background is not is drawn reversed: the colour
  /// goes in the foreground, the default in the background, and reverse video swaps them back,
  /// so the symbol's pixels show the page background.
  static func cell(symbol: UInt32, foreground: Int32, background: Int32, basic: Bool = false)
    -> Cell
  {
    let ink = color(foreground, basic: basic)
    let paper = color(background, basic: basic)
    let fullBlock: UInt32 = 0x2588
    if symbol == fullBlock {  // the same as a space in the foreground colour
      return Cell(scalar: " ", style: CellStyle(background: ink ?? .terminalDefault))
    }
    // A space, or anything but a block symbol (never expected): the background alone.
    guard (0x2580...0x259F).contains(symbol), let scalar = Unicode.Scalar(symbol) else {
      return Cell(scalar: " ", style: CellStyle(background: paper ?? .terminalDefault))
    }
    switch (ink, paper) {
    case (nil, nil): return Cell(scalar: " ")
    case (let ink?, _):
      return Cell(
        scalar: scalar, style: CellStyle(foreground: ink, background: paper ?? .terminalDefault))
    case (nil, let paper?):
      return Cell(scalar: scalar, style: CellStyle(foreground: paper, attributes: .reverse))
    }
  }

  /// One plain cell from libchafa's two-tone symbol: the symbol where it covers pixels of the
  /// ink tone, a space where it covers none or only transparent ones.
  static func twoToneCell(symbol: UInt32, foreground: Int32) -> Cell {
    guard foreground >= 0, (0x2580...0x259F).contains(symbol), let scalar = Unicode.Scalar(symbol)
    else { return Cell(scalar: " ") }
    return Cell(scalar: scalar)
  }

  /// A raw libchafa colour as a terminal colour, or the basic colour nearest it; `nil` for
  /// transparent.
  private static func color(_ raw: Int32, basic: Bool) -> TerminalColor? {
    guard (0...255).contains(raw) else { return nil }
    let color = TerminalColor.indexed(UInt8(raw))
    guard basic, let (r, g, b) = color.approximateRGB else { return color }
    return .indexed(TourColor.rgb(r, g, b).basicIndex)
  }
}
