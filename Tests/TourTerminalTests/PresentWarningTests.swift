import Foundation
import Testing
import TourTerminal

@testable import TourKit

/// The default warnings: a line on the error descriptor named after the host program, and never
/// written over a tour on screen. (Before, a refused second `present` from another thread wrote
/// `tour: warning: a tour is already on screen …` onto the tour's alternate screen.)
extension PresentTests {
  /// The name the default warnings start with in this process (the test runner's).
  static let programName = String(CommandLine.arguments[0].split(separator: "/").last ?? "")

  @Test("default warnings wait until the tour on screen is over, and name the host program")
  func warningsWaitForTheScreen() async throws {
    let terminal = try PseudoTerminal()
    // Like a real terminal: standard error is the terminal the tour is drawn on.
    var options = PresentOptions { ["TERM": "xterm-256color", "LANG": "C.UTF-8"][$0] }
    options.inputDescriptor = terminal.terminal
    options.outputDescriptor = terminal.terminal
    options.errorDescriptor = terminal.terminal
    options.reduceMotion = true
    let presentation = Presentation(Self.tour, options: options)
    try await terminal.waitForOutput(containing: "Injected")

    // Another thread of the host: a second tour, and a warning of its own.
    nonisolated(unsafe) let shared = options
    let warned = DispatchSemaphore(value: 0)
    let other = Thread {
      #expect(present(Self.tour, options: shared).ending == .alreadyPresenting)
      shared.warn("the record cannot be read")
      warned.signal()
    }
    other.start()
    // Once the other thread has warned, the tour draws its second page: the terminal's bytes
    // come in order, so a warning written over the tour would be there before it.
    try #require(warned.wait(timeout: .now() + 10) == .success, "the other thread did not warn")
    terminal.type("\u{1B}[C")
    try await terminal.waitForOutput(containing: "Second")
    let during = String(decoding: terminal.written, as: UTF8.self)
    #expect(!during.contains("warning"), "a warning was written over the tour")

    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 1))
    try await terminal.waitForOutput(containing: "the record cannot be read")
    let text = String(decoding: terminal.written, as: UTF8.self)
    let restored = try #require(text.range(of: "\u{1B}[?1049l", options: .backwards))
    let warning = try #require(text.range(of: "warning: the record cannot be read"))
    #expect(restored.upperBound <= warning.lowerBound, "held until the main screen is back")
    #expect(text.contains("\(Self.programName): warning: the record cannot be read"))
    #expect(!text.contains("tour: warning"), "a host's warnings carry its own name")
    #expect(!text.contains("already"), "the refusal is the result, not a warning")
    await terminal.close()
  }

  @Test("without a tour on screen the default warning is written at once")
  func warningsWithoutATour() throws {
    var pipe: [Int32] = [0, 0]
    try #require(Foundation.pipe(&pipe) == 0)
    defer {
      close(pipe[0])
      close(pipe[1])
    }
    var options = PresentOptions { _ in nil }
    options.errorDescriptor = pipe[1]
    options.warn("one")
    options.programName = "mytool"
    options.warn("two")
    options.programName = nil
    options.warn("three")
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(pipe[0], &buffer, buffer.count)
    #expect(
      String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        == "\(Self.programName): warning: one\nmytool: warning: two\nwarning: three\n")
  }
}
