import Testing

@testable import TourKit

/// The portable way to watch files (`tour --watch` polling): how two looks at a file compare,
/// and when the session looks, on an injected clock.
@Suite("Polling a watched file")
struct PollingTests {
  static func stamp(
    inode: UInt64 = 7, size: Int64 = 10, modified: [Int] = [100, 5], changed: [Int] = [100, 5]
  ) -> Platform.FileStamp {
    Platform.FileStamp(
      device: 1, inode: inode, size: size, modified: modified, changed: changed)
  }

  @Test func twoLooksAtAFileCompare() {
    let before = Self.stamp()
    #expect(FileChange.Kind(from: nil, to: nil) == nil)
    #expect(FileChange.Kind(from: before, to: before) == nil)
    #expect(FileChange.Kind(from: nil, to: before) == .appeared)
    #expect(FileChange.Kind(from: before, to: nil) == .disappeared)
    // Renamed over, or deleted and made again: another file.
    #expect(FileChange.Kind(from: before, to: Self.stamp(inode: 8)) == .appeared)
    #expect(
      FileChange.Kind(
        from: before,
        to: Platform.FileStamp(
          device: 2, inode: 7, size: 10, modified: [100, 5], changed: [100, 5])) == .appeared)
    // The same file, written: its size, or only its times (to the nanosecond), changed.
    #expect(FileChange.Kind(from: before, to: Self.stamp(size: 11)) == .written)
    #expect(FileChange.Kind(from: before, to: Self.stamp(modified: [100, 6])) == .written)
    // Attributes (chmod), or a copy that kept its modification time.
    #expect(FileChange.Kind(from: before, to: Self.stamp(changed: [101, 0])) == .written)
  }

  @Test func theStampOfARealFileFollowsItsWrites() throws {
    let path = "/tmp/tour-polling-\(Platform.processID)-\(UInt64.random(in: 0...UInt64.max))"
    defer { try? Platform.removeFile(path) }
    #expect(Platform.fileStamp(path) == nil)
    let descriptor = try Platform.openFile(path, [.readWrite, .create])
    defer { Platform.closeFile(descriptor) }
    let empty = try #require(Platform.fileStamp(path))
    #expect(FileChange.Kind(from: nil, to: empty) == .appeared)
    try Platform.writeAll(Array("# A tour\n".utf8), to: descriptor)
    let written = try #require(Platform.fileStamp(path))
    #expect(written.size == 9)
    #expect(FileChange.Kind(from: empty, to: written) == .written)
  }

  @Test func theWatcherIsReadEveryIntervalWithoutDrift() {
    var schedule = PollSchedule(interval: .milliseconds(100), from: .milliseconds(20))
    #expect(schedule.deadline == .milliseconds(120))
    #expect(!take(&schedule, at: .milliseconds(119)))
    #expect(take(&schedule, at: .milliseconds(121)))
    // On the beat: the loop woke a millisecond late, the next read is not later for it.
    #expect(schedule.deadline == .milliseconds(220))
    #expect(!take(&schedule, at: .milliseconds(200)))
    #expect(take(&schedule, at: .milliseconds(220)))
    #expect(schedule.deadline == .milliseconds(320))
  }

  @Test func aLoopBusyPastABeatReadsOnceThenAWholeIntervalLater() {
    var schedule = PollSchedule(interval: .milliseconds(100), from: .zero)
    // Busy for 350 ms (a large picture laid out): one read now, not three to catch up.
    #expect(take(&schedule, at: .milliseconds(450)))
    #expect(schedule.deadline == .milliseconds(550))
    #expect(!take(&schedule, at: .milliseconds(451)))
  }

  /// The schedule's answer at `now` (outside `#expect`, which cannot mutate).
  func take(_ schedule: inout PollSchedule, at now: Duration) -> Bool {
    schedule.takeDue(at: now)
  }
}
