import Foundation
import Synchronization
import Testing
import TourTerminal

@testable import TourKit

/// Accessible mode through `present`: answered from injected pipes (and a pseudo-terminal),
/// with the process's descriptors, the rest of the input and the launch gate as they should be.
@Suite("present: accessible mode", .serialized)
struct PresentAccessibleTests {
  static let tour = try! Tour.parse(
    """
    # Theme

    <!-- ask: theme; required -->
    - ( ) Dark <!-- value: dark -->
    - ( ) Light <!-- value: light -->

    <!-- ask: features -->
    - [x] Sync <!-- value: sync -->
    - [ ] Reminders <!-- value: reminders -->

    <!-- ask: telemetry -->
    - [ ] Send statistics
    ---
    <!-- when: theme = dark -->
    # Dark

    At night.
    ---
    # Name

    <!-- ask: name; text -->
    """, name: "accessible.md")

  /// A pipe holding `input` (its write end closed, so that its end is the end of input).
  /// Closed by ``close()``, never by `deinit`: an object may go away before the end of its
  /// scope, and a descriptor closed while `present` reads it could be reused by another
  /// suite's pseudo-terminal.
  final class InputPipe {
    let readEnd: Int32

    init(_ input: [UInt8]) throws {
      var ends: [Int32] = [0, 0]
      try #require(Foundation.pipe(&ends) == 0)
      readEnd = ends[0]
      // Written from a thread: more than a pipe holds must not block the test.
      let writeEnd = ends[1]
      Thread {
        input.withUnsafeBytes { bytes in
          var offset = 0
          while offset < bytes.count {
            let written = write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
          }
        }
        _ = Foundation.close(writeEnd)
      }.start()
    }

    convenience init(_ input: String) throws { try self.init(Array(input.utf8)) }

    /// What is still in the pipe, to its end.
    func rest() -> String { Self.readAll(readEnd) }

    /// Closes the read end (the write end closes itself once everything is written).
    func close() { _ = Foundation.close(readEnd) }
  }

  /// Collects what `present` writes.
  final class Output: Sendable {
    private let text = Mutex("")
    func add(_ line: String) { text.withLock { $0 += line } }
    var all: String { text.withLock { $0 } }
  }

  static func options(
    _ input: InputPipe, output: Output, environment: [String: String] = ["LANG": "C.UTF-8"]
  ) -> PresentOptions {
    var options = PresentOptions { environment[$0] }
    options.isAccessible = true
    options.textMode = .automatic
    options.inputDescriptor = input.readEnd
    options.write = { output.add($0) }
    return options
  }

  @Test func aScriptAnswersTheWholeTourFromAPipe() throws {
    let input = try InputPipe("1\n2\ny\n\n\nAda\n\n")
    defer { input.close() }
    let output = Output()
    let result = present(Self.tour, options: Self.options(input, output: output))
    #expect(result.ending == .completed)
    #expect(
      result.answers.json
        == #"{"theme":"dark","features":["reminders"],"telemetry":true,"name":"Ada"}"#)
    // Each prompt on a line of its own (the pipe echoes nothing), no escape code anywhere.
    let text = output.all
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("Theme (required)\n1) Dark\n2) Light\nTheme (required): \n"))
    #expect(text.contains("Page 1 of 3 — Enter: next, q: quit \n\nDark\n\nAt night.\n"))
    #expect(text.hasSuffix("Page 3 of 3 — Enter: start, b: back, q: quit \n"))
  }

  @Test func theEndOfInputLeavesWithTheAnswersSoFar() throws {
    let input = try InputPipe("2\n\n")
    defer { input.close() }
    let output = Output()
    let result = present(Self.tour, options: Self.options(input, output: output))
    #expect(result.ending == .skipped(atPage: 0))
    #expect(result.answers.choice("theme") == "light")
    #expect(output.all.hasSuffix("Send statistics [y/N]: \n"))
  }

  @Test func aWrongAnswerIsToldWhyAndAskedAgain() throws {
    let input = try InputPipe("\n7\nlight\n")
    defer { input.close() }
    let output = Output()
    let result = present(Self.tour, options: Self.options(input, output: output))
    #expect(result.answers.choice("theme") == "light")
    let prompt = "Theme (required): \n"
    #expect(
      output.all.contains(
        "2) Light\n" + prompt + "Choose an option to continue\n" + prompt
          + "Answer with a number from 1 to 2\n" + prompt + "Features"))
  }

  @Test func nothingPastTheLastLineNeededIsRead() throws {
    let input = try InputPipe("2\n\n\n\n\n\nthe host's own input\n")
    defer { input.close() }
    let result = present(Self.tour, options: Self.options(input, output: Output()))
    #expect(result.ending == .completed)
    #expect(input.rest() == "the host's own input\n")
  }

  @Test func aLineLongerThanTheLimitIsRefusedWithoutKeepingIt() throws {
    let long = [UInt8](repeating: UInt8(ascii: "1"), count: 200_000)
    let input = try InputPipe(long + Array("\n2\n".utf8))
    defer { input.close() }
    let output = Output()
    let result = present(Self.tour, options: Self.options(input, output: output))
    #expect(result.ending == .skipped(atPage: 0))
    #expect(result.answers.choice("theme") == "light")
    #expect(output.all.contains("(required): \nAnswer with a number from 1 to 2\nTheme"))
  }

  @Test func linesEndingInCRLFAndALastLineWithoutABreakAreRead() throws {
    let input = try InputPipe("1\r\n\r\n\r\n\r\n\r\nGrace")
    defer { input.close() }
    let result = present(Self.tour, options: Self.options(input, output: Output()))
    #expect(result.ending == .skipped(atPage: 2))
    #expect(result.answers.text("name") == "Grace")
  }

  @Test func thePromptsFollowTheLanguage() throws {
    let input = try InputPipe("x\n")
    defer { input.close() }
    let output = Output()
    _ = present(
      Self.tour,
      options: Self.options(input, output: output, environment: ["LANG": "ja_JP.UTF-8"]))
    #expect(output.all.contains("2) Light\nTheme（必須）: \n1 から 2 までの番号で答えてください\n"))
  }

  @Test func writtenToTheOutputDescriptorWhenNoWriterIsSet() throws {
    let input = try InputPipe("1\n")
    defer { input.close() }
    var ends: [Int32] = [0, 0]
    try #require(Foundation.pipe(&ends) == 0)
    defer { close(ends[0]) }
    var options = Self.options(input, output: Output())
    options.write = nil
    options.outputDescriptor = ends[1]
    let result = present(Self.tour, options: options)
    close(ends[1])
    #expect(result.ending == .skipped(atPage: 0))
    let written = InputPipe.readAll(ends[0])
    #expect(written.hasPrefix("Theme\n\nTheme (required)\n1) Dark\n2) Light\nTheme (required): \n"))
  }

  @Test func withoutATerminalOnlyWhereTextIsWanted() throws {
    // The default (.never) keeps a host's piped output its own: nothing read, nothing written.
    let input = try InputPipe("1\n")
    defer { input.close() }
    let output = Output()
    var options = Self.options(input, output: output)
    options.textMode = .never
    let result = present(Self.tour, options: options)
    #expect(result.ending == .noTerminal)
    #expect(output.all.isEmpty && input.rest() == "1\n")
    // .always prints the pages, asking nothing.
    options.textMode = .always
    #expect(present(Self.tour, options: options).ending == .printed)
    #expect(output.all.contains("Theme\n=====") && !output.all.contains("1) Dark"))
  }

  @Test func aUserAtTheKeyboardWhoCannotSeeTheQuestionsGetsThePages() async throws {
    let terminal = try PseudoTerminal()
    let output = Output()
    var options = PresentOptions { ["LANG": "C.UTF-8"][$0] }
    options.isAccessible = true
    options.textMode = .automatic
    options.inputDescriptor = terminal.terminal
    // Not the test runner's standard output, which may be a terminal.
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    options.outputDescriptor = null
    options.write = { output.add($0) }
    let result = present(Self.tour, options: options)
    await terminal.close()
    #expect(result.ending == .printed)
    #expect(output.all.contains("Page 3 of 3") && !output.all.contains("1) Dark"))
  }

  @Test func theEnvironmentTurnsItOnAndOff() {
    func isAccessible(_ environment: [String: String]) -> Bool {
      PresentOptions { environment[$0] }.isAccessible
    }
    #expect(!isAccessible([:]))
    #expect(isAccessible(["TOUR_ACCESSIBLE": "1"]))
    #expect(isAccessible(["ACCESSIBLE": "1"]))
    #expect(isAccessible(["ACCESSIBLE": "true"]))
    #expect(!isAccessible(["ACCESSIBLE": ""]))
    #expect(!isAccessible(["ACCESSIBLE": "1", "TOUR_ACCESSIBLE": "0"]))
    #expect(isAccessible(["ACCESSIBLE": "", "TOUR_ACCESSIBLE": "1"]))
  }

  @Test func theLaunchGateRemembersAnAccessibleRunsAnswers() throws {
    let store = InMemoryTourStore()
    let input = try InputPipe("1\n\n\n\n\nAda\n\n")
    defer { input.close() }
    let result = try presentIfNeeded(
      Self.tour, app: "accessible", version: "1.0", store: store,
      options: Self.options(input, output: Output()))
    #expect(result.ending == .completed)
    let record = try store.record(for: AppID("accessible"))
    #expect(record?.answers.choice("theme") == "dark")
    #expect(record?.answers.text("name") == "Ada")
  }

  /// The tour line by line on a pseudo-terminal of its own, started.
  static func onATerminal(
    _ tour: Tour = Self.tour,
    changing change: (PseudoTerminal, inout PresentOptions) -> Void = {
      _, _ in
    }
  ) throws -> (PseudoTerminal, PresentTests.Presentation) {
    let terminal = try PseudoTerminal()
    var options = PresentOptions { ["LANG": "C.UTF-8", "TERM": "xterm-256color"][$0] }
    options.isAccessible = true
    options.inputDescriptor = terminal.terminal
    options.outputDescriptor = terminal.terminal
    change(terminal, &options)
    return (terminal, PresentTests.Presentation(tour, options: options))
  }

  @Test func ctrlDAfterPartOfAnAnswerWritesTheLineBreakFirst() async throws {
    let (terminal, presentation) = try Self.onATerminal()
    try await terminal.waitForOutput(containing: "(required): ")
    // The first Ctrl-D hands over "2" without a line break, the second ends that input; the
    // third, on the next prompt, ends the tour.
    terminal.type("2\u{04}\u{04}")
    try await terminal.waitForOutput(containing: "[1]: ")
    terminal.type("\u{04}")
    let result = try await presentation.wait()
    #expect(result.answers.choice("theme") == "light")
    let text = String(decoding: terminal.written, as: UTF8.self)
    #expect(text.contains("(required): 2\r\nFeatures"), "\(text)")
    await terminal.close()
  }

  /// A secret's prompt goes out with echo already off, as getpass(3) writes its own: what is
  /// typed the moment the prompt shows is not echoed either; and echo is all that changes
  /// (the input flags kept, so Enter still ends the line).
  @Test func aSecretsPromptIsWrittenWithEchoOff() async throws {
    let echoWhenPrompted = Mutex<[Bool]>([])
    let inputFlagsWhenPrompted = Mutex<[tcflag_t]>([])
    var before = termios()
    let tour = try Tour.parse("# Connect\n\n<!-- ask: token; text; secret; label: Token -->\n")
    let (terminal, presentation) = try Self.onATerminal(tour) { terminal, options in
      let descriptor = terminal.terminal
      _ = tcgetattr(descriptor, &before)
      options.write = { text in
        if text.contains("Token") {
          var settings = termios()
          _ = tcgetattr(descriptor, &settings)
          echoWhenPrompted.withLock { $0.append(settings.c_lflag & tcflag_t(ECHO) != 0) }
          inputFlagsWhenPrompted.withLock { $0.append(settings.c_iflag) }
        }
        var bytes = Array(text.utf8)
        _ = write(descriptor, &bytes, bytes.count)
      }
    }
    try await terminal.waitForOutput(containing: "Token")
    terminal.type("hunter2\r")
    try await terminal.waitForOutput(containing: "Enter: start")
    terminal.type("\r")
    let result = try await presentation.wait()
    #expect(result.ending == .completed)
    #expect(echoWhenPrompted.withLock { $0 } == [false])
    #expect(inputFlagsWhenPrompted.withLock { $0 } == [before.c_iflag])
    #expect(result.answers.text("token") == "hunter2")
    #expect(!String(decoding: terminal.written, as: UTF8.self).contains("hunter2"))
    await terminal.close()
  }

  @Test func onATerminalTheUsersLineBreakIsNotWrittenAgain() async throws {
    let (terminal, presentation) = try Self.onATerminal()
    try await terminal.waitForOutput(containing: "(required): ")
    terminal.type("2\r")
    try await terminal.waitForOutput(containing: "[1]: ")
    terminal.type("\u{04}")
    let result = try await presentation.wait()
    #expect(result.ending == .skipped(atPage: 0))
    #expect(result.answers.choice("theme") == "light")
    let text = String(decoding: terminal.written, as: UTF8.self)
    // The terminal echoes "2" and the line break; ncurses never started: no escape code.
    #expect(text.contains("(required): 2\r\nFeatures"))
    #expect(!text.contains("\u{1B}"))
    await terminal.close()
  }
}

extension PresentAccessibleTests.InputPipe {
  /// Everything readable from `descriptor` until its end.
  static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer.prefix(count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
