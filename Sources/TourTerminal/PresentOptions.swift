import TourKit

/// How ``present(_:options:)`` shows a tour, and everything it reads and writes: the
/// environment, the terminal's input and output, where warnings go. The defaults read the process's, the way the `tour` command
/// does, except ``textMode``: an embedding CLI's output stays its own.
///
/// Tests inject all of it (an environment without `TERM`, a pseudo-terminal's descriptors)
/// and so never touch the terminal of whoever runs them.
public struct PresentOptions {
  /// What to do without a terminal (input or output not a tty, `TERM` unset or `dumb`), and
  /// whether to print plain text even with one.
  public enum TextMode: Equatable, Sendable {
    /// Without a terminal show nothing (``/TourKit/TourResult/Ending/noTerminal``): a host CLI whose output
    /// is piped or redirected keeps it clean. The default.
    case never
    /// Without a terminal print the pages as plain text (what `tour` does); such a run is not
    /// remembered by the launch gate.
    case automatic
    /// Always plain text (`tour --plain`); remembered like a finished tour.
    case always
  }

  /// Change pages without animation (`TOUR_REDUCE_MOTION=1`).
  public var reduceMotion: Bool
  /// Show nothing and remember nothing (`TOUR_DISABLE=1`): the user, or a CI, opted out of
  /// onboarding. ``present(_:options:)`` and ``presentIfNeeded(_:app:version:store:override:options:)``
  /// return ``/TourKit/TourResult/Ending/disabled`` at once, with the presets and defaults as
  /// answers.
  public var isDisabled: Bool
  /// Accessible mode (`TOUR_ACCESSIBLE=1`, or `ACCESSIBLE` set and not empty, as huh reads it;
  /// `TOUR_ACCESSIBLE=0` turns it off): no full screen, no escape code, no animation. Each
  /// page is written as plain text to ``outputDescriptor`` (through ``write`` when set), its
  /// questions are asked as numbered options, `[y/N]` or a text, and a prompt line
  /// (`Page 2 of 5 — Enter: next, b: back, q: quit`) reads a line from ``inputDescriptor``,
  /// which may be a pipe, so a script can answer a whole tour. The end of the input is like `q`.
  /// The result is the same as on the full screen (completed or skipped, with the answers).
  ///
  /// It takes the full screen's place; ``TextMode-swift.enum/always`` still prints the pages
  /// without asking. With ``TextMode-swift.enum/never`` (the default) it runs only when the
  /// input and the output are terminals, so a host's piped output stays its own. With
  /// ``TextMode-swift.enum/automatic`` it runs on pipes too, except when the input is a
  /// terminal and the output is not (nobody would see the questions): then the pages are
  /// printed as plain text.
  public var isAccessible: Bool
  /// Answers given before the tour starts, by question key: the questions start answered so
  /// (the user can still change them), and a tour shown without a terminal returns them. A
  /// value that does not fit its question (an unknown option) is left out; a text is taken as
  /// if typed: line breaks and tabs as spaces, other control characters left out.
  public var answers: [String: TourAnswer]
  /// What each step of the tour runs, by the step's key (`<!-- step: signin -->`): the tour
  /// file names steps but never holds a command, so opening someone else's tour can run
  /// nothing. A step with no command here is shown as not available and never holds the tour.
  public var steps: [String: StepCommand] = [:]
  /// No colour at all, attributes only (`NO_COLOR` set and not empty).
  public var noColor: Bool
  /// The chrome's language (from `LC_ALL`, `LC_MESSAGES`, `LANG`).
  public var labels: ChromeLabels {
    get {
      chosenLabels
        ?? ChromeLabels.forLanguage(LanguagePreference(environment: environment).language)
    }
    set { chosenLabels = newValue }
  }
  /// The labels set through ``labels``; `nil` for the environment's language's, made when
  /// first read: a launch that shows nothing never builds them.
  private var chosenLabels: ChromeLabels?
  /// What to do without a terminal: show nothing (``TextMode-swift.enum/never``, the
  /// default), or print the pages as plain text.
  public var textMode: TextMode
  /// Where one-line warnings go (a record that cannot be read, a picture that cannot be
  /// shown …). The default writes `PROGRAM: warning: …` to ``errorDescriptor``, PROGRAM being
  /// the name the program was started as (`mytool: warning: …`), and while a tour is on
  /// screen in this process it holds every such line back and writes them once the terminal
  /// is restored, so none is written over the tour. A closure you set is called at once, from
  /// whichever thread warns: it must not write to the tour's terminal while a tour is up.
  public var warn: (String) -> Void {
    get { customWarn ?? defaultWarn }
    set { customWarn = newValue }
  }
  private var customWarn: ((String) -> Void)?
  /// Where plain text goes; `nil` (the default) writes it to ``outputDescriptor``. A closure
  /// that throws makes ``present(_:options:)`` return ``/TourKit/TourResult/Ending/outputFailed``.
  public var write: ((String) throws -> Void)?
  /// The environment ``present(_:options:)`` reads: `TERM` (the terminal type; unset or
  /// `dumb` means no terminal), `COLUMNS` (the width of plain text), `LC_ALL`, `LC_CTYPE` and
  /// `LANG` (the character encoding), `CI` (a continuous-integration job: no terminal); the
  /// initialiser reads `TOUR_REDUCE_MOTION`, `NO_COLOR`, `TOUR_DISABLE`, `TOUR_ACCESSIBLE`
  /// (yes/no: `1 true yes on` or `0 false no off`), `ACCESSIBLE` and the language variables
  /// from it too.
  /// ncurses itself still reads the terminfo locations (`TERMINFO`, `TERMINFO_DIRS`, `HOME`)
  /// from the process.
  public var environment: (String) -> String?
  /// Where keys are read from (default: standard input).
  public var inputDescriptor: Int32
  /// Where the screen, or the plain text, is written (default: standard output).
  public var outputDescriptor: Int32
  /// Where the default ``warn`` writes (default: standard error).
  public var errorDescriptor: Int32
  /// The name in front of the default warnings (`mytool: warning: …`): the file name the
  /// program was started as; `nil` for none (`warning: …`). `tour` sets its own.
  package var programName: String?
  /// `tour --watch`: the tour file to read again when it is saved; `nil` (the default) shows
  /// the tour as given. Only full screen reloads; plain text is printed once.
  package var liveReload: LiveReload?
  /// Where the full screen's pictures are decoded and kept; `nil` (the default) for a store of
  /// the session's own. Tests give one whose work they can see.
  package var pictureStore: PictureStore?

  /// Options from `environment` (default: the process environment), on standard input and
  /// output, warnings on standard error.
  public init(environment: @escaping (String) -> String? = PresentOptions.processEnvironment) {
    reduceMotion = TourVariable.flag(environment(TourVariable.reduceMotion.rawValue)) ?? false
    isDisabled = TourVariable.flag(environment(TourVariable.disable.rawValue)) ?? false
    isAccessible =
      TourVariable.flag(environment(TourVariable.accessible.rawValue))
      ?? environment("ACCESSIBLE").map { !$0.isEmpty } ?? false
    answers = [:]
    noColor = environment("NO_COLOR").map { !$0.isEmpty } ?? false
    chosenLabels = nil
    textMode = .never
    customWarn = nil
    write = nil
    self.environment = environment
    inputDescriptor = Platform.standardInput
    outputDescriptor = Platform.standardOutput
    errorDescriptor = Platform.standardError
    programName = Platform.programName?.escapingControlCharacters()
    liveReload = nil
    pictureStore = nil
  }

  /// The default ``warn``: a line on ``errorDescriptor``, held back while a tour is on screen.
  private var defaultWarn: (String) -> Void {
    let prefix = programName.map { "\($0): " } ?? ""
    let descriptor = errorDescriptor
    return { message in HeldWarnings.write("\(prefix)warning: \(message)", to: descriptor) }
  }

  /// The process environment's value of `name` (`getenv`): the default ``environment``.
  public static func processEnvironment(_ name: String) -> String? {
    Platform.environment(name)
  }

  /// Whether full screen is possible: input and output are terminals and `TERM` names a
  /// terminal that can address the screen (set, and not `dumb`), outside continuous
  /// integration.
  package var isInteractive: Bool {
    guard isTerminal(inputDescriptor), isTerminal(outputDescriptor) else { return false }
    return terminalType != nil
  }

  /// Whether the environment says a continuous-integration job runs this (`CI` set, but not
  /// to `0`, `false`, `no` or `off`, nor empty): no one is at its terminal, which is often a
  /// pseudo-terminal a runner gives every job, so tour takes it for none.
  package var isContinuousIntegration: Bool {
    guard let value = environment("CI"), !value.isEmpty else { return false }
    return TourVariable.flag(value) != false
  }

  /// Whether `descriptor` is a terminal someone may be at: not under continuous integration.
  package func isTerminal(_ descriptor: Int32) -> Bool {
    !isContinuousIntegration && Platform.isTerminal(descriptor)
  }

  /// How ``present(_:options:)`` shows a tour with these options.
  package enum Presentation: Equatable {
    /// `TOUR_DISABLE=1`: not at all.
    case disabled
    /// The pages as plain text.
    case plainText
    /// Line by line, questions asked at prompts (``isAccessible``).
    case lineByLine
    /// Not at all, for want of a terminal.
    case noTerminal
    /// Full screen.
    case fullScreen
  }

  /// How ``present(_:options:)`` shows a tour: plain text always with
  /// ``TextMode-swift.enum/always``; line by line when ``isAccessible`` asks (with
  /// ``TextMode-swift.enum/never`` only on a terminal, and never to someone at the keyboard whose
  /// output goes elsewhere: they get the pages); plain text without a terminal with
  /// ``TextMode-swift.enum/automatic``; else full screen where there is a terminal.
  package var presentation: Presentation {
    if isDisabled { return .disabled }
    if textMode == .always { return .plainText }
    if isAccessible {
      // A job's terminal has no one at it: its prompts would wait for ever.
      if isContinuousIntegration && Platform.isTerminal(inputDescriptor) {
        return textMode == .never ? .noTerminal : .plainText
      }
      let inputIsTerminal = isTerminal(inputDescriptor)
      let outputIsTerminal = isTerminal(outputDescriptor)
      switch textMode {
      case .never where !(inputIsTerminal && outputIsTerminal): return .noTerminal
      case .automatic where inputIsTerminal && !outputIsTerminal: return .plainText
      default: return .lineByLine
      }
    }
    if isInteractive { return .fullScreen }
    return textMode == .automatic ? .plainText : .noTerminal
  }

  /// The width plain text is wrapped to: `COLUMNS`, else 80.
  var plainTextWidth: Int {
    environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
  }

  /// Whether plain text may hold Unicode: the locale's character type is UTF-8.
  var plainTextIsUnicode: Bool {
    LocaleScope.characterType(environment: environment) != nil
  }

  /// `TERM`, when it names a full-screen terminal.
  var terminalType: String? {
    guard let term = environment("TERM"), !term.isEmpty, term != "dumb" else { return nil }
    return term
  }

  /// Writes plain text through ``write``, or to ``outputDescriptor`` after the host's
  /// buffered standard output, so the order on the wire is the order of the calls.
  func writeText(_ text: String) throws {
    if let write { return try write(text) }
    if outputDescriptor == Platform.standardOutput { Platform.flushStandardOutput() }
    let code = Platform.writeAll(outputDescriptor, Array(text.utf8))
    if code != 0 { throw OutputError(code: code) }
  }
}

/// Writing the plain text failed.
struct OutputError: Error, CustomStringConvertible {
  /// The `errno`.
  let code: Int32
  var description: String { Platform.message(for: code) }
}
