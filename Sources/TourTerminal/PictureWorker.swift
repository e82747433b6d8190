import Synchronization
import TourKit

/// Prepares a running tour's pictures on a thread of its own, so that decoding (10–30 ms a
/// photo, half a second for 12 megapixels) and converting never hold up input or drawing.
///
/// The loop hands it the state's ``TourState/pictureJobs`` (the queue is replaced each time, so
/// work for a page left behind or a size resized away is dropped), and takes back what was
/// done as ``TourEvent/pictures(_:)``; each finished job wakes the loop through its wake-up
/// pipe. The thread starts with the first job, so a tour without pictures never has one, and
/// ``stop()`` joins it: a library leaves no thread behind.
///
/// A decode is stopped between two rows when its result is no longer wanted: the tour is
/// ending (``stop()`` returns within a row's time, never after a whole large picture), no job
/// wants its picture any more (the pages showing it were left behind), or a reload made it
/// stale.
final class PictureWorker: Sendable {
  private struct Shared {
    var queue: [PictureJob] = []
    var current: PictureJob?
    /// Whether the result of ``current`` is to be dropped (``discardUnreported()``).
    var discardsCurrent = false
    /// Whether the work on ``current`` is to stop now: it is no longer wanted.
    var cancelsCurrent = false
    var done: [PictureUpdate] = []
    var stopping = false
  }

  /// The thread's name, as `ps -T` and `/proc/PID/task/*/comm` show it.
  static let threadName = "tour-pictures"

  private let store: PictureStore
  private let shared = Mutex(Shared())
  /// Set by ``stop()``: the job under way stops at its next row.
  private let stopping = Atomic<Bool>(false)
  /// The loop's wake-up pipe (written), and the worker's own (read and written).
  private let wakeLoop: Int32
  private let wakeWorker: (read: Int32, write: Int32)?
  private let thread = Mutex<Platform.Thread?>(nil)
  private let lastScheduled = Mutex<[PictureJob]>([])
  /// Why the thread could not start, if it could not.
  private let startFailure = Mutex<String?>(nil)

  /// A worker that prepares pictures with `store` and wakes the loop by writing to `wakeLoop`.
  init(wakeLoop: Int32, store: PictureStore) {
    self.wakeLoop = wakeLoop
    self.store = store
    wakeWorker = Platform.makeWakePipe()
  }

  /// Replaces the work to do with `jobs` (most urgent first), starting the thread if needed.
  func schedule(_ jobs: [PictureJob]) {
    guard
      lastScheduled.withLock({ scheduled in
        defer { scheduled = jobs }
        return scheduled != jobs
      })
    else { return }
    guard !jobs.isEmpty, let wakeWorker, startIfNeeded() else { return }
    shared.withLock { shared in
      // The job under way stops when no job wants its picture any more (a resize only changes
      // the size to convert to: the decode goes on), and is not queued twice, unless its
      // result is to be dropped.
      if let current = shared.current, !jobs.contains(where: { $0.source == current.source }) {
        shared.cancelsCurrent = true
      }
      shared.queue = shared.discardsCurrent ? jobs : jobs.filter { $0 != shared.current }
    }
    Platform.poke(wakeWorker.write)
  }

  /// What was done since the last call.
  func takeUpdates() -> [PictureUpdate] {
    shared.withLock { shared in
      defer { shared.done = [] }
      return shared.done
    }
  }

  /// Drops the updates not handed back yet and the one being worked on, and forgets what was
  /// scheduled, so the next ``schedule(_:)`` queues its jobs again: after a reload, a picture's
  /// file may have changed under a job already under way.
  func discardUnreported() {
    lastScheduled.withLock { $0 = [] }
    shared.withLock { shared in
      shared.done = []
      shared.discardsCurrent = shared.current != nil
      shared.cancelsCurrent = shared.current != nil
    }
  }

  /// Warnings to show once the terminal is restored: the picture libraries are missing, or the
  /// thread could not start (pictures then show as their alt text).
  func warnings() -> [String] {
    [startFailure.withLock { $0 }, store.takeUnavailableWarning()].compactMap { $0 }
  }

  /// Stops the job under way at its next row, ends the thread and waits for it (a row takes
  /// milliseconds; a whole large picture took seconds); closes the worker's pipe.
  func stop() {
    stopping.store(true, ordering: .relaxed)
    shared.withLock { $0.stopping = true }
    if let wakeWorker { Platform.poke(wakeWorker.write) }
    if let running = thread.withLock({ $0 }) { Platform.joinThread(running) }
    thread.withLock { $0 = nil }
    if let wakeWorker {
      Platform.closeDescriptor(wakeWorker.read)
      Platform.closeDescriptor(wakeWorker.write)
    }
  }

  private func startIfNeeded() -> Bool {
    thread.withLock { thread in
      if thread != nil { return true }
      if startFailure.withLock({ $0 }) != nil { return false }
      thread = Platform.startThread(named: PictureWorker.threadName) { [self] in run() }
      if thread == nil {
        startFailure.withLock {
          $0 = "cannot start a thread to prepare pictures: they are shown as their text"
        }
      }
      return thread != nil
    }
  }

  /// Whether the job under way is to stop: asked between the rows of a decode.
  private func isCurrentCancelled() -> Bool {
    stopping.load(ordering: .relaxed) || shared.withLock { $0.cancelsCurrent }
  }

  /// The thread: takes the most urgent job, does it, hands back the update, wakes the loop;
  /// sleeps on its pipe while there is nothing to do.
  private func run() {
    guard let wakeWorker else { return }
    while true {
      let next: PictureJob?? = shared.withLock { shared in
        if shared.stopping { return .some(nil) }
        guard !shared.queue.isEmpty else { return nil }
        let job = shared.queue.removeFirst()
        shared.current = job
        shared.cancelsCurrent = false
        return .some(job)
      }
      switch next {
      case .some(nil): return
      case .none:
        _ = Platform.wait(input: wakeWorker.read, wake: -1, timeoutMilliseconds: -1)
        Platform.drain(wakeWorker.read)
      case .some(let job?):
        let update = store.perform(job, isCancelled: isCurrentCancelled)
        shared.withLock { shared in
          if let update, !shared.discardsCurrent { shared.done.append(update) }
          shared.current = nil
          shared.discardsCurrent = false
          shared.cancelsCurrent = false
        }
        Platform.poke(wakeLoop)
      }
    }
  }
}
