/// How many colours a terminal shows. True-colour terminals use the 256-colour palette too.
package enum ColorDepth: Equatable, Sendable {
  /// No colour at all (`NO_COLOR`, monochrome terminals): attributes only.
  case none
  /// The eight basic colours.
  case basic8
  /// The xterm 256-colour palette.
  case palette256
}

/// What a piece of the screen is, independent of how a given terminal colours it.
enum ColorRole: Equatable, Sendable {
  /// A page title (`#`).
  case title
  /// A second-level heading (`##`).
  case heading
  /// A third-level or deeper heading.
  case subheading
  /// Inline code.
  case codeSpan
  /// A code block, text and background.
  case codeBlock
  /// A link's URL, shown after its text.
  case url
  /// A block quote's bar.
  case quoteBar
  /// A GitHub alert's bar and title, in the kind's colour.
  case alert(AlertKind)
  /// A list's bullet or number.
  case listMarker
  /// An image placeholder's frame and text.
  case imageFrame
  /// A table's lines, and the rule above a page's footnotes.
  case rule
  /// `<kbd>`: a key cap.
  case keyCap
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
  /// The banner saying why the tour file's last save could not be read (`tour --watch`).
  case errorBanner
  /// The pointer before the focused option or text field (`›`).
  case focusPointer
  /// An option's marker (`○`, `☐`) while it is not chosen.
  case optionMarker
  /// An option's marker (`◉`, `☑`) while it is chosen.
  case chosenMarker
  /// The text of the focused option.
  case focusedOption
  /// A text field's text, and the field's extent.
  case field
  /// A text field's placeholder, shown while it is empty.
  case fieldPlaceholder
  /// The cursor in the text field being typed into.
  case fieldCursor
  /// Why an answer is not accepted, under its field.
  case answerProblem
  /// The hint that takes the key hint's place when going forward is refused.
  case refusal
  /// A step's mark once it passed (`✓`).
  case stepPassed
  /// A step's mark and why once it failed (`✗ exit 1`).
  case stepFailed
  /// The lines of a step's output shown under it.
  case stepOutput
}

/// Turns roles into concrete cell styles for one tour style and one terminal.
struct Theme: Equatable, Sendable {
  /// The author's colours.
  package let style: TourStyle
  /// How many colours the terminal shows.
  package let colorDepth: ColorDepth

  /// How many visible steps a fade has on a 256-colour terminal.
  static let fadeSteps = 8

  /// Creates a theme.
  package init(style: TourStyle, colorDepth: ColorDepth) {
    self.style = style
    self.colorDepth = colorDepth
  }

  /// The cell style for `role`.
  package func style(_ role: ColorRole) -> CellStyle {
    switch role {
    case .title: return CellStyle(foreground: color(style.accent), attributes: .bold)
    case .heading: return CellStyle(attributes: .bold)
    case .subheading: return CellStyle(attributes: [.bold, .underline])
    case .body: return .plain
    case .codeSpan:
      // Without a background to show, reverse video: bold is strong text's, dim a URL's.
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(180), background: .indexed(236))
        : CellStyle(attributes: .reverse)
    case .codeBlock:
      // Without a background, a bar down the left marks the block (see `codeBlockHasBand`).
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(252), background: .indexed(236)) : .plain
    case .keyCap:
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(255), background: .indexed(240), attributes: .bold)
        : CellStyle(attributes: [.reverse, .bold])
    case .url, .imageFrame, .rule:
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(244)) : CellStyle(attributes: .dim)
    case .quoteBar, .listMarker: return CellStyle(foreground: color(style.accent))
    case .alert(let kind):
      // GitHub's colour for the kind; without colour, the title's bold and icon say it.
      switch colorDepth {
      case .palette256: return CellStyle(foreground: .indexed(kind.color.paletteIndex))
      case .basic8: return CellStyle(foreground: .indexed(kind.basicColor))
      case .none: return .plain
      }
    case .currentDot:
      // On 256 colours the dots differ by colour alone; bold would cost an attribute reset
      // around the dot on every page turn (measured: ~15 of ~320 bytes).
      return CellStyle(
        foreground: color(style.currentDot),
        attributes: colorDepth == .palette256 ? [] : .bold)
    case .otherDot:
      return CellStyle(
        foreground: color(style.otherDot),
        attributes: colorDepth == .palette256 ? [] : .dim)
    case .hint:
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(244)) : CellStyle(attributes: .dim)
    case .startButton(let alpha): return buttonStyle(alpha: alpha)
    case .notice: return CellStyle(attributes: .bold)
    case .overlayFrame: return CellStyle(foreground: color(style.accent))
    case .errorBanner:
      // White on red wherever there is colour, reversed without: it stands out from any page.
      switch colorDepth {
      case .palette256:
        return CellStyle(foreground: .indexed(231), background: .indexed(124), attributes: .bold)
      case .basic8:
        return CellStyle(foreground: .indexed(7), background: .indexed(1), attributes: .bold)
      case .none: return CellStyle(attributes: [.reverse, .bold])
      }
    case .focusPointer, .chosenMarker:
      return CellStyle(foreground: color(style.accent), attributes: .bold)
    case .optionMarker: return .plain
    case .focusedOption:
      // Colour where there is colour; bold and the pointer say it without.
      return CellStyle(foreground: color(style.accent), attributes: .bold)
    case .field:
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(255), background: .indexed(237))
        : CellStyle(attributes: .underline)
    case .fieldPlaceholder:
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(244), background: .indexed(237))
        : CellStyle(attributes: [.underline, .dim])
    case .fieldCursor: return CellStyle(attributes: .reverse)
    case .stepPassed:
      switch colorDepth {
      case .palette256: return CellStyle(foreground: .indexed(78), attributes: .bold)
      case .basic8: return CellStyle(foreground: .indexed(2), attributes: .bold)
      case .none: return CellStyle(attributes: .bold)
      }
    case .stepFailed:
      switch colorDepth {
      case .palette256: return CellStyle(foreground: .indexed(203), attributes: .bold)
      case .basic8: return CellStyle(foreground: .indexed(1), attributes: .bold)
      case .none: return CellStyle(attributes: .bold)
      }
    case .stepOutput:
      return colorDepth == .palette256
        ? CellStyle(foreground: .indexed(245)) : CellStyle(attributes: .dim)
    case .answerProblem, .refusal:
      switch colorDepth {
      case .palette256: return CellStyle(foreground: .indexed(209), attributes: .bold)
      case .basic8: return CellStyle(foreground: .indexed(3), attributes: .bold)
      case .none: return CellStyle(attributes: .bold)
      }
    }
  }

  /// Whether code blocks sit on a background band; otherwise a bar marks their left edge.
  var codeBlockHasBand: Bool { colorDepth == .palette256 }

  private func color(_ tourColor: TourColor) -> TerminalColor {
    switch colorDepth {
    case .none: return .terminalDefault
    case .basic8: return .indexed(tourColor.basicIndex)
    case .palette256: return .indexed(tourColor.paletteIndex)
    }
  }

  /// The Start button at `alpha` on a coloured page's `backdrop` (or none): it fades in from
  /// the page's colour, on it, and at full strength takes the backdrop's ink where the accent
  /// would not read on it.
  public func startButtonStyle(alpha: Double, on backdrop: Backdrop?) -> CellStyle {
    guard let backdrop, let base = backdrop.background.approximateRGB else {
      return style(.startButton(alpha: alpha))
    }
    var style = buttonStyle(alpha: alpha, from: base)
    if alpha >= 1 || colorDepth != .palette256 { style = backdrop.adapted(style) }
    style.background = backdrop.background
    return style
  }

  /// The fade: a ramp from `base` (a near-background grey) to the accent on 256 colours; dim,
  /// normal, then bold on 8 colours or none.
  private func buttonStyle(alpha: Double, from base: (UInt8, UInt8, UInt8) = (28, 28, 28))
    -> CellStyle
  {
    let alpha = min(max(alpha, 0), 1)
    switch colorDepth {
    case .palette256:
      let step = Int((alpha * Double(Theme.fadeSteps)).rounded())
      if step >= Theme.fadeSteps {
        return CellStyle(foreground: color(style.accent), attributes: .bold)
      }
      let (r, g, b) = style.accent.approximateRGB
      func mix(_ channel: UInt8, _ base: UInt8) -> UInt8 {
        UInt8(Int(base) + (Int(channel) - Int(base)) * step / Theme.fadeSteps)
      }
      return CellStyle(
        foreground: .indexed(
          TourColor.rgb(mix(r, base.0), mix(g, base.1), mix(b, base.2)).paletteIndex))
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
