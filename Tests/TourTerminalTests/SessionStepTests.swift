import Testing
import TourTerminal

@testable import TourKit

/// Steps through the session's loop on a scripted terminal with a clock moved by hand: the
/// runs the state asks for reach the backend, a running step wakes the loop at its spinner's
/// pace (each second under reduced motion) and no more, reports come back as the step's
/// status, Esc takes a run off the list (the backend then stops it), and an interactive run
/// comes back with the screen redrawn at the window's size.
@Suite("Session loop: steps")
struct SessionStepTests {
  static let tour = """
    # Set up

    <!-- step: git; label: Git is configured -->
    <!-- step: login; label: Sign in; interactive -->

    ---

    # Done
    """

  static func ms(_ value: Int) -> Duration { .milliseconds(value) }

  static func run(
    on backend: TestBackend, reduceMotion: Bool = false,
    steps: [String: StepCommand] = ["git": .shell("true"), "login": .shell("true")]
  ) throws -> TourResult {
    var options = PresentOptions(environment: { _ in nil })
    options.reduceMotion = reduceMotion
    options.steps = steps
    return SessionLoop(tour: try Tour.parse(tour), options: options).run(on: backend)
  }

  @Test("a check runs as its page comes up; the spinner paces the loop until its report")
  func theSpinnerPacesTheLoopUntilTheReport() throws {
    let backend = TestBackend()
    backend.at(
      Self.ms(250),
      .act { backend.pendingStepReports = [StepReport(run: 1, output: ["ok"], ending: .exited(0))] }
    )
    backend.at(Self.ms(250), .wake([]))
    let result = try Self.run(on: backend)
    #expect(backend.stepRunsSeen.first?.map(\.key) == ["git"])
    #expect(backend.stepRunsSeen.last == [])
    // Woken at the spinner's pace while it ran: every 100 ms, not every frame.
    let running = backend.deadlines.compactMap { $0 }.filter { $0 > .zero && $0 < Self.ms(250) }
    #expect(running == [Self.ms(100), Self.ms(200)], "\(backend.deadlines)")
    #expect(backend.frames.contains { $0.text.contains("⠙ Git is configured") })
    #expect(backend.lastFrame?.text.contains("✓ Git is configured") == true)
    #expect(backend.lastFrame?.text.contains("ok") == true)
    // Nothing runs any more: the loop waits without a deadline.
    #expect(backend.deadlines.last == .some(nil))
    #expect(backend.idledAfterScript && !backend.ranAway)
    #expect(result.answers["git"] == .flag(true))
  }

  @Test("under reduced motion a running step wakes the loop once a second")
  func reducedMotionWakesEachSecond() throws {
    let backend = TestBackend()
    backend.at(
      .milliseconds(2500),
      .act { backend.pendingStepReports = [StepReport(run: 1, output: [], ending: .exited(1))] })
    backend.at(.milliseconds(2500), .wake([]))
    _ = try Self.run(on: backend, reduceMotion: true)
    let running = backend.deadlines.compactMap { $0 }.filter {
      $0 > .zero && $0 < .milliseconds(2500)
    }
    #expect(running == [.seconds(1), .seconds(2)], "\(backend.deadlines)")
    #expect(backend.frames.contains { $0.text.contains("running… 2s") })
    #expect(backend.lastFrame?.text.contains("✗ Git is configured · exit 1") == true)
  }

  @Test("Esc stops the focused run: it leaves the list, and counts as failed")
  func escapeTakesTheRunOffTheList() throws {
    let backend = TestBackend()
    backend.at(Self.ms(300), .bytes([0x1B]))
    let result = try Self.run(on: backend, reduceMotion: true)
    #expect(backend.stepRunsSeen.map { $0.map(\.id) } == [[1], []])
    #expect(result.answers["git"] == .flag(false))
  }

  @Test("an interactive run comes back with its outcome, the screen redrawn whole")
  func anInteractiveRunComesBack() throws {
    let backend = TestBackend()
    backend.interactiveEndings = ["login": .exited(0)]
    // The check ends; Tab to the interactive step, Enter runs it.
    backend.at(
      Self.ms(100),
      .act { backend.pendingStepReports = [StepReport(run: 1, output: [], ending: .exited(0))] })
    backend.at(Self.ms(200), .bytes([0x09]))
    backend.at(Self.ms(300), .bytes([0x0D]))
    let result = try Self.run(on: backend, reduceMotion: true)
    #expect(backend.interactiveRuns.map(\.key) == ["login"])
    #expect(backend.invalidations >= 1)
    #expect(backend.lastFrame?.text.contains("✓ Sign in") == true)
    #expect(result.answers["login"] == .flag(true))
  }

  @Test("a step with no command is not available: nothing runs, nothing wakes the loop")
  func noCommandRunsNothing() throws {
    let backend = TestBackend()
    _ = try Self.run(on: backend, steps: [:])
    #expect(backend.stepRunsSeen.allSatisfy { $0.isEmpty })
    #expect(backend.deadlines == [.zero, nil])
    #expect(backend.lastFrame?.text.contains("Git is configured · not available") == true)
  }
}
