import CNcurses
import Testing
import TourKit

@testable import TourTerminal

/// What ncurses hands over (`get_wch` characters and key codes, mouse states) → tour input.
@Suite("InputDecoder")
struct InputDecoderTests {
  @Test(arguments: [
    (UInt32(10), TerminalInput.event(.key(.enter))), (13, .event(.key(.enter))),
    (27, .event(.key(.escape))), (127, .event(.key(.backspace))), (8, .event(.key(.backspace))),
    (3, .interrupt), (26, .suspend), (32, .event(.key(.character(" ")))),
    (0x71, .event(.key(.character("q")))), (0x65E5, .event(.key(.character("日")))),
  ])
  func characters(value: UInt32, input: TerminalInput) {
    #expect(InputDecoder.decodeCharacter(value) == input)
  }

  @Test func otherControlCharactersAreIgnored() {
    #expect(InputDecoder.decodeCharacter(1) == nil)
    #expect(InputDecoder.decodeCharacter(0x1F) == nil)
  }

  @Test(arguments: [
    (KEY_LEFT, TourKey.left), (KEY_RIGHT, .right), (KEY_UP, .up), (KEY_DOWN, .down),
    (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end),
    (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace),
  ])
  func functionKeys(code: Int32, key: TourKey) {
    #expect(InputDecoder.decodeKeyCode(code) == [.event(.key(key))])
  }

  @Test func unknownFunctionKeysAreIgnored() {
    #expect(InputDecoder.decodeKeyCode(KEY_F0 + 5).isEmpty)
  }

  @Test func mouseReports() {
    #expect(
      InputDecoder.decodeMouse(state: tour_button1_pressed(), x: 3, y: 4) == [
        .pointerDown(x: 3, y: 4)
      ])
    #expect(
      InputDecoder.decodeMouse(state: tour_button1_released(), x: 5, y: 4) == [
        .pointerUp(x: 5, y: 4)
      ])
    #expect(
      InputDecoder.decodeMouse(state: tour_button1_clicked(), x: 7, y: 2)
        == [.pointerDown(x: 7, y: 2), .pointerUp(x: 7, y: 2)])
    #expect(
      InputDecoder.decodeMouse(state: tour_report_mouse_position(), x: 9, y: 1) == [
        .pointerMoved(x: 9, y: 1)
      ])
    #expect(
      InputDecoder.decodeMouse(state: tour_button4_pressed(), x: 0, y: 0) == [.wheel(.previous)])
    #expect(InputDecoder.decodeMouse(state: tour_button5_pressed(), x: 0, y: 0) == [.wheel(.next)])
  }

  @Test func altCombinationsAreDroppedButEscAloneStays() {
    let escape = TerminalInput.event(.key(.escape))
    let x = TerminalInput.event(.key(.character("x")))
    let right = TerminalInput.event(.key(.right))
    #expect(InputDecoder.droppingAltCombinations([escape, x, right]) == [right])
    #expect(InputDecoder.droppingAltCombinations([escape]) == [escape])
    #expect(InputDecoder.droppingAltCombinations([right, escape]) == [right, escape])
    // Alt-Backspace, Alt-Enter, Alt-arrow: Esc and a key in one burst too.
    #expect(InputDecoder.droppingAltCombinations([escape, .event(.key(.backspace))]).isEmpty)
    #expect(InputDecoder.droppingAltCombinations([escape, .event(.key(.enter))]).isEmpty)
    #expect(InputDecoder.droppingAltCombinations([escape, right]).isEmpty)
    #expect(InputDecoder.droppingAltCombinations([escape, .interrupt]) == [escape, .interrupt])
  }
}
