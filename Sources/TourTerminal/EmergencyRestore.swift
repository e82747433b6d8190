import Synchronization
import TourKit

/// A last-resort terminal restore that is safe inside a signal handler: it only calls `write`,
/// `poll` and `tcsetattr`, on bytes and settings prepared before the screen was taken.
///
/// The normal path is ``Terminal/restore()``; this one is for crashes, where ncurses cannot
/// run.
enum EmergencyRestore {
  private static let isArmed = Atomic<Bool>(false)
  nonisolated(unsafe) private static var bytes = UnsafeMutableBufferPointer<UInt8>(
    start: nil, count: 0)
  nonisolated(unsafe) private static var output: Int32 = -1
  nonisolated(unsafe) private static var settingsStorage = UnsafeMutableBufferPointer<
    (Int32, Platform.TerminalSettings)
  >(start: nil, count: 0)

  /// Records how to undo the full screen: `resetSequence` written to `output`, then each
  /// descriptor's original tty settings.
  static func arm(
    output: Int32, resetSequence: [UInt8], settings: [(Int32, Platform.TerminalSettings)]
  ) {
    disarm()
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: resetSequence.count)
    _ = bytes.initialize(from: resetSequence)
    let storage = UnsafeMutableBufferPointer<(Int32, Platform.TerminalSettings)>.allocate(
      capacity: settings.count)
    _ = storage.initialize(from: settings)
    self.bytes = bytes
    self.settingsStorage = storage
    self.output = output
    isArmed.store(true, ordering: .releasing)
  }

  /// Stops the emergency path (the normal restore ran, or the tour is suspended) and frees
  /// what ``arm(output:resetSequence:settings:)`` kept.
  static func disarm() {
    guard isArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
    bytes.deallocate()
    settingsStorage.deallocate()
    bytes = UnsafeMutableBufferPointer(start: nil, count: 0)
    settingsStorage = UnsafeMutableBufferPointer(start: nil, count: 0)
  }

  /// Writes the reset bytes and restores the tty settings, once, if armed. What it kept is
  /// not freed: the process is about to end.
  static func run() {
    guard isArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
    _ = Platform.writeAll(output, UnsafeRawBufferPointer(bytes))
    for (descriptor, original) in settingsStorage {
      Platform.setTerminalSettings(descriptor, original)
    }
  }
}
