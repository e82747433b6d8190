/// What the terminal can show, decided once by the executable and passed to render.
public struct TerminalCapabilities: Equatable, Sendable {
  /// How many colours render may use.
  public var colorDepth: ColorDepth
  /// Whether the locale can show non-ASCII glyphs (dots, arrows, rounded boxes).
  public var unicode: Bool

  /// Creates capabilities.
  public init(colorDepth: ColorDepth, unicode: Bool) {
    self.colorDepth = colorDepth
    self.unicode = unicode
  }

  /// A 256-colour UTF-8 terminal, the common case and the golden screens' default.
  public static let standard = TerminalCapabilities(colorDepth: .palette256, unicode: true)
}

/// How many colours a terminal shows. True-colour terminals use the 256-colour palette too.
public enum ColorDepth: Equatable, Sendable {
  /// No colour at all (`NO_COLOR`, monochrome terminals): attributes only.
  case none
  /// The eight basic colours.
  case basic8
  /// The xterm 256-colour palette.
  case palette256
}

/// What a piece of the screen is, independent of how a given terminal colours it.
public enum ColorRole: Equatable, Sendable {
  /// A page title.
  case title
  /// Page body text.
  case body
  /// The current page's dot.
  case currentDot
  /// Every other page's dot.
  case otherDot
  /// The key hint on the bottom row.
  case hint
  /// The Start button at an opacity from 0 to 1.
  case startButton(alpha: Double)
  /// The too-small notice and overlay headings.
  case notice
  /// The help overlay's frame.
  case overlayFrame
}

/// Turns roles into concrete cell styles for one tour style and one terminal.
public struct Theme: Equatable, Sendable {
  /// The author's colours.
  public let style: TourStyle
  /// What the terminal shows.
  public let capabilities: TerminalCapabilities

  /// How many visible steps a fade has on a 256-colour terminal.
  public static let fadeSteps = 8

  /// Creates a theme.
  public init(style: TourStyle, capabilities: TerminalCapabilities) {
    self.style = style
    self.capabilities = capabilities
  }

  /// The cell style for `role`.
  public func style(_ role: ColorRole) -> CellStyle {
    switch role {
    case .title: return CellStyle(foreground: color(style.accent), attributes: .bold)
    case .body: return .plain
    case .currentDot: return CellStyle(foreground: color(style.currentDot), attributes: .bold)
    case .otherDot:
      return CellStyle(
        foreground: color(style.otherDot),
        attributes: capabilities.colorDepth == .palette256 ? [] : .dim)
    case .hint:
      return capabilities.colorDepth == .palette256
        ? CellStyle(foreground: .indexed(244)) : CellStyle(attributes: .dim)
    case .startButton(let alpha): return buttonStyle(alpha: alpha)
    case .notice: return CellStyle(attributes: .bold)
    case .overlayFrame: return CellStyle(foreground: color(style.accent))
    }
  }

  private func color(_ tourColor: TourColor) -> TerminalColor {
    switch capabilities.colorDepth {
    case .none: return .terminalDefault
    case .basic8: return .indexed(tourColor.basicIndex)
    case .palette256: return .indexed(tourColor.paletteIndex)
    }
  }

  /// The fade: a ramp from near-background grey to the accent on 256 colours; dim, normal, then
  /// bold on 8 colours or none.
  private func buttonStyle(alpha: Double) -> CellStyle {
    let alpha = min(max(alpha, 0), 1)
    switch capabilities.colorDepth {
    case .palette256:
      let step = Int((alpha * Double(Theme.fadeSteps)).rounded())
      if step >= Theme.fadeSteps {
        return CellStyle(foreground: color(style.accent), attributes: .bold)
      }
      let (r, g, b) = style.accent.approximateRGB
      let base = 0x1C
      func mix(_ channel: UInt8) -> UInt8 {
        UInt8(base + (Int(channel) - base) * step / Theme.fadeSteps)
      }
      return CellStyle(foreground: .indexed(TourColor.rgb(mix(r), mix(g), mix(b)).paletteIndex))
    case .basic8, .none:
      let attributes: TextAttributes = alpha < 1.0 / 3 ? .dim : (alpha < 2.0 / 3 ? [] : .bold)
      return CellStyle(foreground: color(style.accent), attributes: attributes)
    }
  }
}

extension TourColor {
  /// An RGB value for any colour, the 16 terminal colours at their xterm defaults.
  var approximateRGB: (UInt8, UInt8, UInt8) {
    switch self {
    case .rgb(let r, let g, let b): return (r, g, b)
    case .ansi(let index):
      let table: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      return table[Int(index & 15)]
    }
  }
}
