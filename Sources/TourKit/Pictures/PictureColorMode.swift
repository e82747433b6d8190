/// The colours a picture is converted with, from what the terminal shows.
///
/// There is no true-colour mode: the presenter draws through ncurses, which with
/// `TERM=xterm-256color` knows 256 colours only (24-bit colour there would mean redefining the
/// user's palette or writing escape sequences behind ncurses' back).
package enum PictureColorMode: Hashable, Sendable {
  /// xterm colours 16–255: the 6 × 6 × 6 cube and the grey ramp, which every 256-colour
  /// terminal shows the same. Colours 0–15 are left out because they are the user's theme
  /// (Solarized, Dracula…): a picture drawn with them would change colour from one terminal
  /// to the next.
  case palette240
  /// The eight basic colours, for 8-colour terminals (they are themed too, but there is
  /// nothing else). libchafa converts to ``palette240``, and each colour is then taken to the
  /// basic colour a page's colour would take (``TourColor/basicIndex``): greys to black or
  /// white, other colours by their strongest channels. libchafa's own 8-colour mode measures
  /// against xterm's values for the eight, so a grey became olive (yellow on most terminals),
  /// and its choices did not match the page's: a picture's blue could vanish into a page
  /// of the same blue made cyan. Its 16-colour modes need colours 8–15, which an 8-colour
  /// terminal cannot set.
  case basic8
  /// No colour: plain text (`tour --render`). Block symbols (`█ ▀ ▄ ▌ …`) cover the pixels of
  /// the picture's main tone, light or dark, and spaces the others and transparent ones, so
  /// the picture's shapes show in text.
  case twoTone

  /// The mode for a terminal's colour depth; `nil` without colour (`NO_COLOR`, `TERM=vt100`),
  /// where a picture shows as its alt text.
  package init?(_ depth: ColorDepth) {
    switch depth {
    case .none: return nil
    case .basic8: self = .basic8
    case .palette256: self = .palette240
    }
  }

  /// libchafa's canvas mode for it.
  var canvasMode: Chafa.CanvasMode {
    switch self {
    case .palette240, .basic8: return .indexed240
    case .twoTone: return .foregroundBackground
    }
  }
}
