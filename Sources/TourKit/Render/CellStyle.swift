/// A colour as a terminal understands it: the terminal's default, or an index into its palette.
///
/// Indices 0–7 are the eight basic colours, 8–15 their bright forms, 16–255 the xterm cube and
/// grey ramp. Render only produces indices the terminal's ``ColorDepth`` can show.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own foreground or background colour.
  case terminalDefault
  /// A palette index.
  case indexed(UInt8)
}

/// Text attributes of a cell, combined as a bit set.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attribute bits.
  public let rawValue: UInt8
  /// Creates attributes from their raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Heavier text.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 2)
  /// Foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 3)
  /// Slanted text, where the terminal has it.
  public static let italic = TextAttributes(rawValue: 1 << 4)
  /// Text struck through (`~~text~~`).
  public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// Everything about a cell except its text: colours and attributes.
public struct CellStyle: Hashable, Sendable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The cell's background colour.
  public var background: TerminalColor
  /// Bold, dim and the rest.
  public var attributes: TextAttributes

  /// Creates a style; the defaults are the terminal's own colours with no attributes.
  public init(
    foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = CellStyle()
}
