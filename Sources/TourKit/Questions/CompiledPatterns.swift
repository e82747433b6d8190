import CRE2
import Synchronization

/// The answer patterns compiled by RE2, kept by their translated expression for as long as a
/// bounded cache holds them: a pattern is compiled when a tour is read (to refuse a bad one at
/// its place) and again, if it was dropped meanwhile, when an answer is matched.
///
/// RE2 matches in time linear in the pattern's program times the answer's length and works
/// within ``memoryPerPattern`` bytes (program and match caches); the cache keeps at most
/// ``keptPatterns`` of them, the least recently used dropped first, so the whole process holds
/// at most their product in compiled patterns however many tours and questions it reads.
enum CompiledPatterns {
  /// What one compiled pattern may take, its program and the caches matching fills: a pattern
  /// whose program passes it is refused.
  static let memoryPerPattern = 1 << 20
  /// How many compiled patterns are kept at once.
  static let keptPatterns = 8

  /// Why RE2 refused an expression.
  struct Failure: Error, Equatable {
    /// RE2's reason, or the size limit's.
    let message: String
  }

  /// A pattern RE2 compiled; freed with its last reference, so a match running while the cache
  /// drops it completes.
  final class Compiled: @unchecked Sendable {
    // Matching only reads an RE2 program (RE2 guards its own caches), so one may be matched
    // from any thread.
    fileprivate let program: OpaquePointer
    fileprivate init(_ program: OpaquePointer) { self.program = program }
    deinit { tour_re2_free(program) }

    /// Whether `text`, whole, matches.
    func matches(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { bytes in
        tour_re2_full_match(program, bytes.baseAddress, bytes.count) == 1
      }
    }
  }

  /// The most recently used last.
  private static let cache = Mutex<[(expression: String, compiled: Compiled)]>([])

  /// `expression` compiled (RE2's Perl-like syntax, as `PatternTranslation` writes it), from the
  /// cache when it is there.
  static func compiled(_ expression: String) -> Result<Compiled, Failure> {
    if let kept = cache.withLock({ kept -> Compiled? in
      guard let index = kept.firstIndex(where: { $0.expression == expression }) else {
        return nil
      }
      let entry = kept.remove(at: index)
      kept.append(entry)
      return entry.compiled
    }) {
      return .success(kept)
    }
    // Compiled outside the lock: another thread matching a kept pattern does not wait for it.
    let result = compile(expression)
    if case .success(let compiled) = result {
      cache.withLock { kept in
        kept.removeAll { $0.expression == expression }
        kept.append((expression, compiled))
        if kept.count > keptPatterns { kept.removeFirst(kept.count - keptPatterns) }
      }
    }
    return result
  }

  /// How many compiled patterns are kept now (for tests of the bound).
  static var keptCount: Int { cache.withLock { $0.count } }

  private static func compile(_ expression: String) -> Result<Compiled, Failure> {
    var error = [CChar](repeating: 0, count: 256)
    var source = expression
    let program = source.withUTF8 { bytes in
      tour_re2_compile(
        bytes.baseAddress, bytes.count, Int64(memoryPerPattern), &error, error.count)
    }
    guard let program else {
      let reason = String(
        decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .failure(Failure(message: reason))
    }
    return .success(Compiled(program))
  }
}
