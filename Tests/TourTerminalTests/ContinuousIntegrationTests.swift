import Testing
import TourTerminal

@testable import TourKit

/// Under continuous integration (`CI` set) a terminal is one no one is at: the pseudo-terminal
/// a runner gives every job. tour takes it for none, as its peers were asked to.
@Suite("Continuous integration")
struct ContinuousIntegrationTests {
  /// Options on `terminal` for both input and output, with `environment`.
  static func options(on terminal: PseudoTerminal, _ environment: [String: String])
    -> PresentOptions
  {
    var options = PresentOptions { (["TERM": "xterm-256color"].merging(environment) { $1 })[$0] }
    options.inputDescriptor = terminal.terminal
    options.outputDescriptor = terminal.terminal
    return options
  }

  @Test(arguments: ["true", "1", "yes", "anything", "TRUE"])
  func aJobsTerminalIsNone(value: String) async throws {
    let terminal = try PseudoTerminal()
    let options = Self.options(on: terminal, ["CI": value])
    #expect(options.isContinuousIntegration)
    #expect(!options.isInteractive)
    #expect(options.presentation == .noTerminal)
    var accessible = options
    accessible.isAccessible = true
    #expect(accessible.presentation == .noTerminal)  // its prompts would wait for ever
    accessible.textMode = .automatic
    #expect(accessible.presentation == .plainText)
    await terminal.close()
  }

  @Test(arguments: ["", "0", "false", "no", "off", "False"])
  func aCIThatSaysNoLeavesTheTerminal(value: String) async throws {
    let terminal = try PseudoTerminal()
    let options = Self.options(on: terminal, ["CI": value])
    #expect(!options.isContinuousIntegration)
    #expect(options.presentation == .fullScreen)
    await terminal.close()
  }

  @Test func booleanSettingsTakeWhatAYesNoAnswerTakes() {
    for (value, expected) in [
      ("1", true), ("true", true), ("yes", true), ("on", true), ("Y", true), ("0", false),
      ("false", false), ("no", false), ("off", false), ("", false), ("maybe", false),
    ] {
      let options = PresentOptions {
        ["TOUR_DISABLE": value, "TOUR_REDUCE_MOTION": value, "TOUR_ACCESSIBLE": value][$0]
      }
      #expect(options.isDisabled == expected, "TOUR_DISABLE=\(value)")
      #expect(options.reduceMotion == expected, "TOUR_REDUCE_MOTION=\(value)")
      #expect(options.isAccessible == expected, "TOUR_ACCESSIBLE=\(value)")
    }
    // A no says no even where ACCESSIBLE asks.
    let refused = PresentOptions { ["TOUR_ACCESSIBLE": "off", "ACCESSIBLE": "1"][$0] }
    #expect(!refused.isAccessible)
  }
}
