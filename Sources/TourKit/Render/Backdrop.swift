/// A page's own background colour (`<!-- background: #1e3a5f -->`), and how what is drawn on
/// it stays readable.
///
/// Text, dots and the key hint are drawn in the page's styles as usual and then laid onto the
/// backdrop (``Canvas/lay(onto:)-(Backdrop)``): a cell in the terminal's default background takes
/// the page's colour; its text, when in the terminal's default colour, takes ``ink`` (black or
/// white, whichever contrasts more with the background); a coloured text (a title in the
/// accent, a dot, a dimmed hint) keeps its colour unless it contrasts less than WCAG 2's AA
/// level for it (``minimumContrast(for:)``) with the background, when it takes ``ink`` too.
/// Cells with a background of their own (code, key caps, pictures) keep it.
struct Backdrop: Equatable, Sendable {
  /// The page's colour.
  package let background: TerminalColor
  /// Black or white: the one that contrasts more with ``background``.
  let ink: TerminalColor

  /// The least contrast ratio (WCAG 2: 1 for the same colour, 21 for black on white) a
  /// coloured text in `style` keeps its colour at: WCAG 2's AA level, 3:1 for bold text (a
  /// terminal has no large text; titles and headings are bold) and 4.5:1 for the rest.
  static func minimumContrast(for style: CellStyle) -> Double {
    style.attributes.contains(.bold) ? 3 : 4.5
  }

  /// A backdrop of `background`, with `black` or `white` as its ink.
  init(background: TerminalColor, black: TerminalColor, white: TerminalColor) {
    self.background = background
    let onBlack = Backdrop.contrast(background, black)
    let onWhite = Backdrop.contrast(background, white)
    ink = onBlack >= onWhite ? black : white
  }

  /// `style` laid onto this backdrop.
  func adapted(_ style: CellStyle) -> CellStyle {
    guard style.background == .terminalDefault else { return style }
    var style = style
    style.background = background
    if style.foreground == .terminalDefault
      || Backdrop.contrast(style.foreground, background) < Backdrop.minimumContrast(for: style)
    {
      style.foreground = ink
    }
    return style
  }

  /// The WCAG 2 contrast ratio of two palette colours (their xterm values).
  static func contrast(_ first: TerminalColor, _ second: TerminalColor) -> Double {
    guard let a = first.approximateRGB, let b = second.approximateRGB else { return 21 }
    let (lighter, darker) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// WCAG 2 relative luminance.
  private static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.03928 ? value / 12.92 : Platform.power((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
  }
}

extension Canvas {
  /// Lays every cell in the terminal's default background onto `backdrop` (see ``Backdrop``).
  mutating func lay(onto backdrop: Backdrop) {
    lay(onto: [Backdrop?](repeating: backdrop, count: width))
  }

  /// Lays every cell in the terminal's default background onto the backdrop of its column
  /// (`nil`: none).
  mutating func lay(onto backdrops: [Backdrop?]) {
    for x in 0..<min(width, backdrops.count) {
      guard let backdrop = backdrops[x] else { continue }
      for y in 0..<height where self[x, y].style.background == .terminalDefault {
        self[x, y].style = backdrop.adapted(self[x, y].style)
      }
    }
  }
}

extension Theme {
  /// The backdrop of a page coloured `color` on this terminal; `nil` for none, and always
  /// without colour (`NO_COLOR`), where a coloured page looks like any other.
  func backdrop(for color: TourColor?) -> Backdrop? {
    guard let color else { return nil }
    switch colorDepth {
    case .none: return nil
    case .basic8:
      return Backdrop(
        background: .indexed(color.basicIndex), black: .indexed(0), white: .indexed(7))
    case .palette256:
      return Backdrop(
        background: .indexed(color.paletteIndex), black: .indexed(16), white: .indexed(231))
    }
  }
}

extension TerminalColor {
  /// The colour xterm shows for a palette index (0–15 at xterm's defaults, which themes
  /// change); `nil` for the terminal's default, which is not known.
  var approximateRGB: (UInt8, UInt8, UInt8)? {
    guard case .indexed(let index) = self else { return nil }
    switch index {
    case 0..<16: return TourColor.ansi(index).approximateRGB
    case 16..<232:
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let cube = Int(index) - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return (grey, grey, grey)
    }
  }
}
