import Foundation

/// Limits how many tmux sessions run at once, so a full parallel run does not swamp a small
/// machine (every session is a tmux server plus a tour process redrawing a screen).
///
/// The limit is `TOUR_E2E_JOBS` when set, else twice the number of cores (at least 2).
actor SessionGate {
  static let shared = SessionGate(
    limit: ProcessInfo.processInfo.environment["TOUR_E2E_JOBS"].flatMap(Int.init)
      ?? max(2, ProcessInfo.processInfo.activeProcessorCount * 2))

  private var available: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) { available = max(1, limit) }

  func acquire() async {
    if available > 0 {
      available -= 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  func release() {
    if waiters.isEmpty {
      available += 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}
