/// Something that happened to a running tour: input, a resize, time passing, or pictures made
/// ready.
///
/// The executable decodes terminal bytes into these; tests make them by hand.
package enum TourEvent: Equatable, Sendable {
  /// A key was pressed.
  case key(TourKey)
  /// The left button went down at (`x`, `y`), zero-based cells.
  case pointerDown(x: Int, y: Int)
  /// The pointer moved with the left button held.
  case pointerMoved(x: Int, y: Int)
  /// The left button came up.
  case pointerUp(x: Int, y: Int)
  /// The wheel turned: toward the previous page (up, left) or the next one (down, right).
  case wheel(WheelDirection)
  /// The screen is now `width` × `height` cells.
  case resize(width: Int, height: Int)
  /// The terminal told how wide it draws emoji sequences: pages are laid out again by `rule`.
  case terminalWidths(WidthRule)
  /// Time passed; animations advance.
  case tick
  /// Pictures were measured or converted (``TourState/pictureJobs`` done, off the input path).
  case pictures([PictureUpdate])
}

/// Which way a wheel turned.
package enum WheelDirection: Equatable, Sendable {
  /// Wheel up or left: back.
  case previous
  /// Wheel down or right: forward.
  case next
}

/// A key, as far as the tour cares.
package enum TourKey: Equatable, Sendable {
  /// Arrow keys.
  case left, right, up, down
  /// Page keys.
  case pageUp, pageDown, home, end
  /// Enter or Return, including keypad Enter.
  case enter
  /// Esc on its own.
  case escape
  /// Backspace or Delete-left.
  case backspace
  /// Any printable character, space included.
  case character(Character)
}
