import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// Signals and the end of input as the session's loop sees them (the backend's wakes): which
/// end the tour and how, and how a resize, a stop and a continue redraw it.
@Suite("Session loop: signals and resizes")
struct SessionSignalTests {
  static func ms(_ value: Int) -> Duration { .milliseconds(value) }

  @Test(
    "SIGINT, SIGTERM and SIGHUP end the tour interrupted by that signal, keys after unread",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func endingSignal(signal: Int32) {
    let backend = TestBackend()
    backend.at(Self.ms(100), typing: "2")
    // The signal and a key in one wait: the tour ends, the key is not handled.
    backend.at(Self.ms(200), .endingSignal(signal), .bytes(Array("3".utf8)))
    let result = SessionPacingTests.run(on: backend, reduceMotion: true)
    #expect(result.ending == .interrupted(signal: signal))
    #expect(SessionPacingTests.restingTitle(backend.lastFrame) == "Page 2")
    #expect(backend.frames.count == 2)
  }

  @Test("Ctrl-C typed ends the tour as SIGINT would (tour exits 128 + SIGINT: 130)")
  func controlC() {
    let backend = TestBackend()
    backend.at(Self.ms(100), .bytes([0x03]))
    let result = SessionPacingTests.run(on: backend)
    #expect(result.ending == .interrupted(signal: SIGINT))
  }

  @Test("the end of input is a hang-up, whatever signal came with it")
  func inputEnded() {
    let backend = TestBackend()
    backend.at(Self.ms(100), .endingSignal(SIGTERM), .inputEnded)
    let result = SessionPacingTests.run(on: backend)
    #expect(result.ending == .interrupted(signal: SIGHUP))
  }

  @Test("SIGWINCH lays the tour out at the new size and redraws the whole screen")
  func resize() throws {
    let backend = TestBackend(width: 80, height: 24)
    backend.at(Self.ms(100), .window(width: 50, height: 16))
    _ = SessionPacingTests.run(on: backend)
    #expect(backend.invalidations == 1)
    let last = try #require(backend.lastFrame)
    #expect(last.time == Self.ms(100))
    #expect(last.canvas.width == 50 && last.canvas.height == 16)
    #expect(SessionPacingTests.restingTitle(last) == "Page 1")
    #expect(backend.deadlines.last == .some(nil))
  }

  @Test("SIGWINCH without a new size redraws the whole screen at the same size")
  func resizeToTheSameSize() {
    let backend = TestBackend(width: 80, height: 24)
    backend.at(Self.ms(100), .resized)
    _ = SessionPacingTests.run(on: backend)
    #expect(backend.invalidations == 1)
    #expect(backend.frames.map(\.time) == [.zero, Self.ms(100)])
    #expect(backend.frames.map(\.canvas) == [backend.frames[0].canvas, backend.frames[0].canvas])
  }

  @Test("SIGTSTP and Ctrl-Z stop the tour; after the stop it reads the size and redraws")
  func stop() {
    let backend = TestBackend(width: 80, height: 24)
    backend.at(Self.ms(100), .stopRequested)
    backend.at(Self.ms(200), .bytes([0x1A]))
    backend.at(Self.ms(300), .window(width: 60, height: 20))
    _ = SessionPacingTests.run(on: backend)
    #expect(backend.suspensions == 2)
    #expect(backend.invalidations == 3)
    #expect(backend.frames.map(\.time) == [.zero, Self.ms(100), Self.ms(200), Self.ms(300)])
    #expect(backend.lastFrame?.canvas.width == 60)
  }

  @Test("SIGCONT after a stop the tour did not make takes the screen back and redraws")
  func continued() {
    let backend = TestBackend()
    backend.at(Self.ms(100), .continued)
    _ = SessionPacingTests.run(on: backend)
    #expect(backend.resumptions == 1 && backend.suspensions == 0)
    #expect(backend.invalidations == 1)
    #expect(backend.frames.map(\.time) == [.zero, Self.ms(100)])
  }
}
