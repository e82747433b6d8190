/// A colour as a terminal understands it: the terminal's default, or an index into its palette.
///
/// Indices 0–7 are the eight basic colours, 8–15 their bright forms, 16–255 the xterm cube and
/// grey ramp. Render only produces indices the terminal's ``ColorDepth`` can show.
package enum TerminalColor: Hashable, Sendable {
  /// The terminal's own foreground or background colour.
  case terminalDefault
  /// A palette index.
  case indexed(UInt8)
}

/// Text attributes of a cell, combined as a bit set.
package struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attribute bits.
  package let rawValue: UInt8
  /// Creates attributes from their raw bits.
  package init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Heavier text.
  package static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text.
  package static let dim = TextAttributes(rawValue: 1 << 1)
  /// Underlined text.
  package static let underline = TextAttributes(rawValue: 1 << 2)
  /// Foreground and background swapped.
  package static let reverse = TextAttributes(rawValue: 1 << 3)
  /// Slanted text, where the terminal has it.
  package static let italic = TextAttributes(rawValue: 1 << 4)
  /// Text struck through (`~~text~~`).
  package static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// Everything about a cell except its text: colours and attributes.
package struct CellStyle: Hashable, Sendable {
  /// The text colour.
  package var foreground: TerminalColor
  /// The cell's background colour.
  package var background: TerminalColor
  /// Bold, dim and the rest.
  package var attributes: TextAttributes

  /// Creates a style; the defaults are the terminal's own colours with no attributes.
  package init(
    foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  package static let plain = CellStyle()
}
