import Glibc

/// A last-resort terminal restore that is safe inside a signal handler: it only calls
/// `write` and `tcsetattr` on bytes and settings prepared before the screen was taken.
///
/// The normal path is ``Terminal/restore()``; this is for crashes, where ncurses cannot run.
enum EmergencyRestore {
  nonisolated(unsafe) private static var bytes: [UInt8] = []
  nonisolated(unsafe) private static var savedTermios = termios()
  nonisolated(unsafe) private static var isArmed = false

  /// Records how to undo the full screen: the original tty settings and the escape bytes that
  /// leave the alternate screen, show the cursor, reset attributes and stop mouse reports.
  static func arm(termios: termios, resetSequence: [UInt8]) {
    savedTermios = termios
    bytes = resetSequence
    isArmed = true
  }

  /// Stops the emergency path once the normal restore has run.
  static func disarm() { isArmed = false }

  /// Writes the reset bytes and restores the tty settings, if armed.
  static func run() {
    guard isArmed else { return }
    isArmed = false
    _ = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
  }
}
