import Foundation
import Synchronization

@testable import TourKit
@testable import TourTerminal

/// A fake step runner: hands back scripted endings and output, step by step, and records each
/// run with the descriptors it was given. An interactive run reads a line of the input, as a
/// command with its own prompt would.
final class FakeSteps: Sendable {
  /// What one run was given, and the line an interactive one read.
  struct Call: Sendable {
    var run: StepRun
    var input: Int32
    var output: Int32
    /// Whether the input is `/dev/null`.
    var inputIsNull: Bool
    var lineRead: String?
  }

  private let script: Mutex<[String: [(StepEnding, [String])]]>
  private let calls = Mutex<[Call]>([])

  /// Runs that end, key by key, as `script` says, in order (a key past its script passes).
  init(_ script: [String: [(StepEnding, [String])]]) {
    self.script = Mutex(script)
  }

  var all: [Call] { calls.withLock { $0 } }

  var executor: ClosureStepExecutor {
    ClosureStepExecutor { run, input, output in self.take(run, input: input, output: output) }
  }

  private func take(_ run: StepRun, input: Int32, output: Int32) -> StepReport {
    var call = Call(run: run, input: input, output: output, inputIsNull: Self.isNull(input))
    if run.mode == .interactive { call.lineRead = Self.readLine(input) }
    calls.withLock { $0.append(call) }
    let (ending, output) = script.withLock { script in
      script[run.key]?.isEmpty == false ? script[run.key]!.removeFirst() : (.exited(0), [])
    }
    return StepReport(run: run.id, output: output, ending: ending)
  }

  /// Whether `descriptor` is open on `/dev/null`.
  private static func isNull(_ descriptor: Int32) -> Bool {
    var opened = stat()
    var null = stat()
    guard fstat(descriptor, &opened) == 0, stat("/dev/null", &null) == 0 else { return false }
    return opened.st_dev == null.st_dev && opened.st_ino == null.st_ino
  }

  /// A line of `descriptor`, read a byte at a time so that nothing past it is taken.
  private static func readLine(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
