import CNcurses
import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Threads: the picture worker's, started with every signal blocked.
extension Platform {
  /// A thread started by ``startThread(_:)``, to be joined.
  typealias Thread = pthread_t

  /// Starts a thread named `name` (at most 15 bytes) running `body` with every signal blocked,
  /// so signals keep going to the thread that runs the tour's loop; `nil` when the system
  /// cannot start one.
  static func startThread(named name: String, _ body: @escaping @Sendable () -> Void) -> Thread? {
    final class Body {
      let name: String
      let run: @Sendable () -> Void
      init(_ name: String, _ run: @escaping @Sendable () -> Void) {
        self.name = name
        self.run = run
      }
    }
    var all = sigset_t()
    sigfillset(&all)
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let argument = Unmanaged.passRetained(Body(name, body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let started = pthread_create(
      &thread, nil,
      { argument in
        #if canImport(Darwin)
          let argument: UnsafeMutableRawPointer? = argument
        #endif
        let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
        // Named from inside: macOS names only the calling thread.
        tour_name_this_thread(body.name)
        body.run()
        return nil
      }, argument)
    guard started == 0 else {
      Unmanaged<Body>.fromOpaque(argument).release()
      return nil
    }
    return thread
  }

  /// Waits for a thread started by ``startThread(_:)`` to end.
  static func joinThread(_ thread: Thread) { pthread_join(thread, nil) }
}
