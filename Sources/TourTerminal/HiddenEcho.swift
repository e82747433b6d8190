import Synchronization
import TourKit

/// A secret's line read on a terminal with echo off (``AccessibleSession``), as `getpass` and
/// `readpassphrase` read one: the typed characters are not shown, the Enter that ends the line
/// is.
///
/// Accessible mode otherwise changes nothing in the process, so the terminal's settings and
/// the signal dispositions are put back as they were after the line, and nothing is left of
/// them. While the line is read, a signal that would end, stop or otherwise leave the process
/// (INT, TERM, HUP, QUIT, PIPE, the other terminating ones, TSTP, TTIN, TTOU; not those
/// ignored) first puts the terminal's echo back, then acts with the disposition that was there
/// (the default ends or stops the process, a host's handler runs), and if the process goes on
/// (a handler that returns, `fg` after a stop) echo is turned off again for the rest of the
/// line.
enum HiddenEcho {
  /// The signals caught while echo is off.
  private static let caught =
    [
      Platform.interrupt, Platform.terminate, Platform.hangUp, Platform.quit,
      Platform.brokenPipe, Platform.terminalStop, Platform.terminalInputStop,
      Platform.terminalOutputStop,
    ] + Platform.otherTerminatingSignals

  private static let isHidden = Atomic<Bool>(false)
  /// What the handler needs besides the previous dispositions.
  private struct Kept {
    var original: Platform.TerminalSettings
    var hidden: Platform.TerminalSettings
    var ours: Platform.SignalAction
  }

  // Read by the handler, so kept where a signal handler can read them without the runtime:
  // written before any handler is installed and after every one is removed. The settings and
  // our disposition are in memory allocated for the line, not in static variables of these C
  // types: Swift 6.3 lays such a variable out without the C struct's inner padding (57 bytes
  // for a 60-byte termios, 148 for a 152-byte sigaction), so writing one ran into the next
  // (the hidden settings lost their input flags, and Enter no longer ended the line).
  nonisolated(unsafe) private static var descriptor: Int32 = -1
  nonisolated(unsafe) private static var kept: UnsafeMutablePointer<Kept>?
  nonisolated(unsafe) private static var previous = UnsafeMutableBufferPointer<
    Platform.SignalAction
  >(
    start: nil, count: 0)

  /// `read()` with echo off on `descriptor` when it is a terminal; else, or when a line is
  /// already read this way (one at a time), `read()` as it is.
  static func reading<Result>(on descriptor: Int32, _ read: () -> Result) -> Result {
    guard let settings = Platform.terminalSettings(descriptor),
      !isHidden.exchange(true, ordering: .acquiring)
    else { return read() }
    defer { isHidden.store(false, ordering: .releasing) }
    self.descriptor = descriptor
    let kept = UnsafeMutablePointer<Kept>.allocate(capacity: 1)
    kept.initialize(
      to: Kept(
        original: settings, hidden: Platform.withoutEcho(settings),
        ours: Platform.action(calling: handle, blocking: caught)))
    self.kept = kept
    let slots = UnsafeMutableBufferPointer<Platform.SignalAction>.allocate(
      capacity: Platform.signalCount)
    slots.initialize(repeating: Platform.SignalAction())
    previous = slots
    // Installed before echo is turned off, and removed after it is back on: no moment exists
    // where a signal finds echo off and nothing to put it back.
    var installed: [Int32] = []
    for signal in caught {
      let action = Platform.action(for: signal)
      guard !Platform.isIgnored(action) else { continue }
      slots[Int(signal)] = action
      Platform.setAction(kept.pointee.ours, for: signal)
      installed.append(signal)
    }
    Platform.setTerminalSettings(descriptor, kept.pointee.hidden)
    defer {
      // Blocked meanwhile: a handler run between the two would turn echo off again. One that
      // came is delivered after, to the disposition put back, with echo on.
      let mask = Platform.block(caught)
      Platform.setTerminalSettings(descriptor, settings)
      for signal in installed { Platform.setAction(slots[Int(signal)], for: signal) }
      Platform.setSignalMask(mask)
      previous = UnsafeMutableBufferPointer(start: nil, count: 0)
      slots.deallocate()
      self.kept = nil
      kept.deallocate()
    }
    return read()
  }

  /// Echo back on, the signal acted on as it would have been, then echo off again if the
  /// process goes on. Only async-signal-safe calls: `tcsetattr`, `sigaction`,
  /// `pthread_sigmask`, `raise`.
  private static let handle: Platform.SignalHandler = { signal in
    guard let kept else { return }
    Platform.setTerminalSettings(descriptor, kept.pointee.original)
    Platform.setAction(previous[Int(signal)], for: signal)
    // Blocked while this handler runs: unblocked, it is delivered by `raise` itself.
    let mask = Platform.unblock([signal])
    Platform.raiseSignal(signal)
    Platform.setSignalMask(mask)
    Platform.setAction(kept.pointee.ours, for: signal)
    Platform.setTerminalSettings(descriptor, kept.pointee.hidden)
  }
}
