/// Mouse input for a ``TmuxSession``, as an xterm sends it in SGR mode (1006):
/// `ESC [ < button ; column ; row M` for a press or motion, `m` for a release, 1-based.
///
/// All positions here are 0-based screen cells (as in ``Screen``). Events are sent one after
/// another, as fast as tmux takes them: nothing here depends on the time between two (a
/// release's speed and the wheel's gesture gap are timing, tested on the loop's injected
/// clock in `SessionPointerTests`).
extension TmuxSession {
  /// The SGR button codes used here.
  enum MouseCode: Int {
    case left = 0
    case leftDrag = 32
    case wheelUp = 64
    case wheelDown = 65
  }

  /// The bytes of one SGR mouse report at 0-based cell (`x`, `y`).
  static func sgrMouse(_ code: MouseCode, x: Int, y: Int, release: Bool = false) -> [UInt8] {
    Array("\u{1B}[<\(code.rawValue);\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8)
  }

  func press(x: Int, y: Int) async throws {
    try await sendBytes(TmuxSession.sgrMouse(.left, x: x, y: y))
  }

  /// Motion with the left button held.
  func drag(toX x: Int, y: Int) async throws {
    try await sendBytes(TmuxSession.sgrMouse(.leftDrag, x: x, y: y))
  }

  func release(x: Int, y: Int) async throws {
    try await sendBytes(TmuxSession.sgrMouse(.left, x: x, y: y, release: true))
  }

  /// A left click: press and release at one cell.
  func click(x: Int, y: Int) async throws {
    try await press(x: x, y: y)
    try await release(x: x, y: y)
  }

  /// Press at `startX`, move in `steps` even steps to `endX`, on row `y`; no release.
  func dragWithoutRelease(fromX startX: Int, toX endX: Int, y: Int, steps: Int = 8) async throws {
    try await press(x: startX, y: y)
    for step in 1...steps {
      try await drag(toX: startX + (endX - startX) * step / steps, y: y)
    }
  }

  /// A whole swipe: press, move, release at `endX`.
  func swipe(fromX startX: Int, toX endX: Int, y: Int, steps: Int = 8) async throws {
    try await dragWithoutRelease(fromX: startX, toX: endX, y: y, steps: steps)
    try await release(x: endX, y: y)
  }

  func wheel(_ code: MouseCode, x: Int, y: Int) async throws {
    try await sendBytes(TmuxSession.sgrMouse(code, x: x, y: y))
  }
}
