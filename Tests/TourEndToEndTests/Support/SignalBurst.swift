import Foundation
import Synchronization

/// Sends one signal to a process over and over, from a thread of its own, until stopped, the
/// process is gone, or a time limit passes: signals arriving at any moment of an exit.
final class SignalBurst: Sendable {
  private let isStopped = Atomic<Bool>(false)
  private let finished = Atomic<Bool>(false)
  /// How many signals were delivered.
  private let sentCount = Atomic<Int>(0)
  /// Signalled once for each signal delivered, and once more when the thread ends.
  private let progress = DispatchSemaphore(value: 0)

  /// Starts sending `signal` to `pid` at once.
  init(_ signal: Int32, to pid: pid_t, limit: Duration = .seconds(3)) {
    let thread = Thread { [self] in
      let clock = ContinuousClock()
      let deadline = clock.now + limit
      while !isStopped.load(ordering: .relaxed), clock.now < deadline, kill(pid, signal) == 0 {
        sentCount.add(1, ordering: .relaxed)
        progress.signal()
      }
      finished.store(true, ordering: .releasing)
      progress.signal()
    }
    thread.start()
  }

  /// Returns once `count` signals were delivered (the burst is under way); fails when the
  /// burst ends first, or after 5 s.
  func waitUntilSent(_ count: Int) throws {
    let limit = DispatchTime.now() + 5
    while sentCount.load(ordering: .relaxed) < count {
      guard progress.wait(timeout: limit) == .success, !finished.load(ordering: .acquiring)
      else {
        throw E2EFailure(
          "the burst sent \(sentCount.load(ordering: .relaxed)) signals, not \(count)")
      }
    }
  }

  /// Stops sending, waits for the thread to finish, and returns how many signals were sent.
  @discardableResult
  func stop() async throws -> Int {
    isStopped.store(true, ordering: .relaxed)
    while !finished.load(ordering: .acquiring) { try await Task.sleep(for: .milliseconds(5)) }
    return sentCount.load(ordering: .relaxed)
  }
}
