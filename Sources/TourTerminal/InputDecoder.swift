import CNcurses
import TourKit

/// One thing read from the terminal.
enum TerminalInput: Equatable {
  /// Something for the tour.
  case event(TourEvent)
  /// Ctrl-C (the terminal is in raw mode, so it arrives as a key).
  case interrupt
  /// Ctrl-Z.
  case suspend
}

/// Turns what ncurses reads (`get_wch`, `getmouse`) into ``TerminalInput``s.
enum InputDecoder {
  /// Waits up to `timeoutMilliseconds` (-1: forever) for input and returns everything that is
  /// ready, oldest first; empty when the wait timed out or a signal interrupted it.
  static func read(timeoutMilliseconds: Int32) -> [TerminalInput] {
    wtimeout(tour_stdscr(), timeoutMilliseconds)
    var inputs = readOne()
    guard !inputs.isEmpty else { return [] }
    // Drain what else is queued, so a burst of mouse motion becomes one frame.
    wtimeout(tour_stdscr(), 0)
    while true {
      let more = readOne()
      if more.isEmpty { break }
      inputs += more
    }
    return droppingAltCombinations(inputs)
  }

  /// Removes Alt+key presses: terminals send Alt-x as Esc then x in one burst, and Esc alone
  /// would quit the tour (Alt-Backspace is a shell's delete-word, not q). A real Esc arrives on
  /// its own, after the Esc delay.
  static func droppingAltCombinations(_ inputs: [TerminalInput]) -> [TerminalInput] {
    var result: [TerminalInput] = []
    var index = 0
    while index < inputs.count {
      if inputs[index] == .event(.key(.escape)), index + 1 < inputs.count,
        case .event(.key) = inputs[index + 1]
      {
        index += 2
        continue
      }
      result.append(inputs[index])
      index += 1
    }
    return result
  }

  private static func readOne() -> [TerminalInput] {
    var character: wint_t = 0
    switch get_wch(&character) {
    case KEY_CODE_YES: return decodeKeyCode(Int32(character))
    case OK: return decodeCharacter(UInt32(character)).map { [$0] } ?? []
    default: return []
    }
  }

  /// Maps a printable or control character.
  static func decodeCharacter(_ value: UInt32) -> TerminalInput? {
    switch value {
    case 3: return .interrupt
    case 26: return .suspend
    case 10, 13: return .event(.key(.enter))
    case 27: return .event(.key(.escape))
    case 8, 127: return .event(.key(.backspace))
    default:
      guard value >= 32, let scalar = Unicode.Scalar(value) else { return nil }
      return .event(.key(.character(Character(scalar))))
    }
  }

  /// Maps an ncurses function-key code.
  static func decodeKeyCode(_ code: Int32) -> [TerminalInput] {
    let key: TourKey
    switch code {
    case KEY_LEFT: key = .left
    case KEY_RIGHT: key = .right
    case KEY_UP: key = .up
    case KEY_DOWN: key = .down
    case KEY_PPAGE: key = .pageUp
    case KEY_NPAGE: key = .pageDown
    case KEY_HOME: key = .home
    case KEY_END: key = .end
    case KEY_ENTER: key = .enter
    case KEY_BACKSPACE: key = .backspace
    case KEY_RESIZE:
      return [.event(.resize(width: Int(tour_screen_width()), height: Int(tour_screen_height())))]
    case KEY_MOUSE: return readMouse()
    default: return []
    }
    return [.event(.key(key))]
  }

  /// Reads the queued mouse events behind one KEY_MOUSE; ncurses hands them out newest first.
  private static func readMouse() -> [TerminalInput] {
    var events: [TourEvent] = []
    var report = MEVENT()
    while getmouse(&report) == OK {
      events.insert(
        contentsOf: decodeMouse(state: report.bstate, x: Int(report.x), y: Int(report.y)), at: 0)
    }
    return events.map { .event($0) }
  }

  /// Maps one mouse report. A click (press and release merged by some terminals) becomes both.
  static func decodeMouse(state: mmask_t, x: Int, y: Int) -> [TourEvent] {
    if state & tour_button1_pressed() != 0 { return [.pointerDown(x: x, y: y)] }
    if state & tour_button1_released() != 0 { return [.pointerUp(x: x, y: y)] }
    if state & tour_button1_clicked() != 0 {
      return [.pointerDown(x: x, y: y), .pointerUp(x: x, y: y)]
    }
    if state & tour_button4_pressed() != 0 { return [.wheel(.previous)] }
    if state & tour_button5_pressed() != 0 { return [.wheel(.next)] }
    if state & tour_report_mouse_position() != 0 { return [.pointerMoved(x: x, y: y)] }
    return []
  }
}
