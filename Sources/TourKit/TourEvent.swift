/// Something that happened to a running tour: input, a resize, an edited tour file, pictures
/// made ready, or time passing.
///
/// The executable decodes terminal bytes into these, and turns a watched file's saves into
/// ``reloaded(_:)`` and ``reloadFailed(_:)``; tests make them by hand.
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
  /// The tour file was saved and read again (`tour --watch`): the new tour replaces the one
  /// shown, on the same page and scrolled as far, as far as the new pages reach.
  case reloaded(Tour)
  /// The tour file was saved but cannot be read: the last good tour stays on screen under a
  /// banner saying why (`FILE:LINE:COL: …`) until a save reads again.
  case reloadFailed(TourFileError)
  /// Time passed; animations advance.
  case tick
  /// Pictures were measured or converted (``TourState/pictureJobs`` done, off the input path).
  case pictures([PictureUpdate])
  /// Text was pasted (a bracketed paste): typed into the text field being filled in, ignored
  /// anywhere else. Its length is capped by the decoder (``InputDecoder/maximumPasteBytes``).
  case paste(String)
  /// Steps' commands printed output or ended (``TourState/stepRuns`` under way, off the input
  /// path).
  case steps([StepReport])
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
  /// Delete (forward).
  case delete
  /// Tab, and Shift-Tab.
  case tab, backTab
  /// Ctrl and a letter (`Ctrl-A` is `control("a")`), other than Ctrl-C and Ctrl-Z, which the
  /// terminal layer acts on, and the letters that are keys of their own (Tab, Enter, Backspace).
  case control(Character)
  /// Any printable character, space included.
  case character(Character)
}
