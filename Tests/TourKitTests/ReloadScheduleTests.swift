import Testing

@testable import TourKit

/// The debounce between a watched file's events and reading it again, on an injected clock.
@Suite("ReloadSchedule")
struct ReloadScheduleTests {
  let file = "docs/tour.md"

  /// Whether `schedule` says to read the file at `now` (outside `#expect`, which cannot
  /// mutate).
  func take(_ schedule: inout ReloadSchedule, at now: Duration) -> Bool {
    schedule.takeDue(at: now)
  }

  @Test func nothingIsDueUntilAChange() {
    var schedule = ReloadSchedule()
    #expect(schedule.deadline == nil)
    schedule.note([], at: .ms(5))
    #expect(schedule.deadline == nil)
    #expect(!take(&schedule, at: .seconds(10)))
  }

  @Test func oneSaveIsReadOnceItsEventsHaveSettled() {
    var schedule = ReloadSchedule()
    // An in-place save: truncate and write (modify), then close.
    schedule.note([FileChange(.written, file)], at: .ms(100))
    schedule.note([FileChange(.written, file), FileChange(.written, file)], at: .ms(102))
    #expect(schedule.deadline == .ms(102) + ReloadSchedule.settle)
    #expect(!take(&schedule, at: .ms(131)))
    #expect(take(&schedule, at: .ms(132)))
    #expect(schedule.deadline == nil, "read once")
    #expect(!take(&schedule, at: .ms(200)))
  }

  @Test func changesThatNeverPauseAreStillReadInTime() {
    var schedule = ReloadSchedule()
    var time = Duration.zero
    var readAt: Duration?
    while time < .seconds(1), readAt == nil {
      schedule.note([FileChange(.written, file)], at: time)
      time += .ms(10)
      if schedule.takeDue(at: time) { readAt = time }
    }
    #expect(readAt == ReloadSchedule.longestWait)
  }

  /// vim's default save: the file is renamed aside, a new one written and closed.
  @Test func aFileMovedAsideAndWrittenAgainIsReadWithoutAnError() {
    var schedule = ReloadSchedule()
    schedule.note([FileChange(.disappeared, file)], at: .ms(100))
    #expect(schedule.deadline == .ms(100) + ReloadSchedule.missingGrace)
    #expect(!take(&schedule, at: .ms(130)), "not read while it is away")
    schedule.note([FileChange(.appeared, file), FileChange(.written, file)], at: .ms(103))
    #expect(schedule.deadline == .ms(103) + ReloadSchedule.settle)
    #expect(take(&schedule, at: .ms(133)))
  }

  @Test func aFileThatStaysAwayIsReadAfterTheGraceSoItsErrorShows() {
    var schedule = ReloadSchedule()
    schedule.note([FileChange(.disappeared, file)], at: .ms(100))
    // Another watched file (the translation) changes meanwhile: still waiting for this one.
    schedule.note([FileChange(.written, "docs/tour.ja.md")], at: .ms(300))
    #expect(!take(&schedule, at: .ms(599)))
    #expect(take(&schedule, at: .ms(100) + ReloadSchedule.missingGrace))
  }

  /// Deleted, then written anew 400 ms later: the new file is created empty and then written,
  /// so it is read only once those writes settle, never at its creation.
  @Test func aFileBackAfterALongAbsenceIsReadOnceItsWritesSettle() {
    var schedule = ReloadSchedule()
    schedule.note([FileChange(.written, file)], at: .ms(0))
    schedule.note([FileChange(.disappeared, file)], at: .ms(10))
    schedule.note([FileChange(.appeared, file)], at: .ms(410))
    #expect(!take(&schedule, at: .ms(410)), "not while it may still be empty")
    schedule.note([FileChange(.written, file)], at: .ms(412))
    #expect(!take(&schedule, at: .ms(441)))
    #expect(take(&schedule, at: .ms(442)))
  }

  @Test func aFileRenamedOverIsReadAfterTheSettle() {
    var schedule = ReloadSchedule()
    schedule.note([FileChange(.appeared, file)], at: .ms(40))
    #expect(take(&schedule, at: .ms(40) + ReloadSchedule.settle))
  }

  @Test func aSaveIsReadWellWithinTheRedrawBudget() {
    // Whatever the events, a save that completes is read within 200 ms of its first event,
    // leaving room to lay out and draw the next frame.
    #expect(ReloadSchedule.longestWait + TourState.frameInterval < .milliseconds(200))
    #expect(ReloadSchedule.settle < ReloadSchedule.longestWait)
  }
}
