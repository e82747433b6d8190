// A way for the end-to-end tests to crash a running tour on purpose and check that the
// terminal is restored and the crash reaches the previous handler. Debug builds only: release
// builds have no such hook.
#if DEBUG
  import TourKit

  enum DebugCrash {
    /// Crashes as `TOUR_DEBUG_CRASH` says, when it is set: `segv` (a bad pointer), `overflow`
    /// (unbounded recursion: a stack overflow), `abort` or `trap` (a Swift runtime failure).
    /// Called on the first input after the first frame.
    static func crashIfAsked(environment: (String) -> String?) {
      switch environment(TourVariable.debugCrash.rawValue) {
      case "segv":
        let pointer = UnsafeMutablePointer<Int>(bitPattern: 8)
        pointer?.pointee = 1
      case "overflow": _ = recurse(1)
      case "abort": Platform.abortProcess()
      case "trap": fatalError("TOUR_DEBUG_CRASH=trap")
      default: return
      }
    }

    /// Never returns: every call adds a frame with a buffer on the stack.
    private static func recurse(_ depth: Int) -> Int {
      var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
      return withUnsafeMutableBytes(of: &frame) { bytes in
        bytes[0] &+= 1
        return recurse(depth + Int(bytes[0] & 1) + 1) &+ Int(bytes[1])
      }
    }
  }
#endif
