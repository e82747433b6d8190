/// When a watched tour file is read again after it changed (`tour --watch`): the debounce
/// between the operating system's events and a reload. Pure: time is an argument, and the
/// session's loop waits for ``deadline`` as it waits for the state's and the decoder's.
///
/// One save is several events within a few milliseconds (truncate, write, close; or create,
/// write, rename), so the file is read once they have been quiet for ``settle``, and at the
/// latest ``longestWait`` after the first, however long they go on. A file that went away
/// (vim moves it aside before writing the new one; some tools delete and recreate it) is given
/// ``missingGrace`` to come back before it is read, so a save never flashes a "no such file"
/// error; when it comes back, it is read as after any change.
package struct ReloadSchedule: Sendable {
  /// Quiet time after the last change before the file is read.
  static let settle: Duration = .milliseconds(30)
  /// The longest a reload waits after the first change for the changes to pause.
  static let longestWait: Duration = .milliseconds(150)
  /// How long a file that went away may stay away before the error shows.
  static let missingGrace: Duration = .milliseconds(500)

  /// When the file is to be read, or `nil` when nothing changed since it last was.
  package private(set) var deadline: Duration?
  /// When the first change since the last read arrived.
  private var firstChange: Duration?
  /// Watched paths that went away and have not come back.
  private var missing: Set<String> = []
  /// When the first of ``missing`` went away.
  private var missingSince: Duration?

  /// An idle schedule: nothing to read.
  package init() {}

  /// Takes the changes the watcher reported at `now`.
  package mutating func note(_ changes: [FileChange], at now: Duration) {
    guard !changes.isEmpty else { return }
    let wasMissing = !missing.isEmpty
    for change in changes {
      if change.kind == .disappeared {
        missing.insert(change.path)
      } else {
        missing.remove(change.path)
      }
    }
    if !missing.isEmpty {
      let since = missingSince ?? now
      missingSince = since
      deadline = since + ReloadSchedule.missingGrace
      return
    }
    if wasMissing {
      // Back: its save starts now, and is read once its own writes settle.
      missingSince = nil
      firstChange = nil
    }
    let first = firstChange ?? now
    firstChange = first
    deadline = min(now + ReloadSchedule.settle, first + ReloadSchedule.longestWait)
  }

  /// Whether the file is due to be read at `now`; if so, the schedule starts over (the caller
  /// reads it).
  package mutating func takeDue(at now: Duration) -> Bool {
    guard let deadline, now >= deadline else { return false }
    self = ReloadSchedule()
    return true
  }
}
