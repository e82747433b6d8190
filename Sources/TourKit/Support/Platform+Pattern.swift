#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// POSIX extended regular expressions (`regcomp` / `regexec`, the C library's), for the
/// patterns text answers must match. Compiled and matched in a UTF-8 character type set for
/// the calling thread alone (`uselocale`), so that `.` is one character whatever the host's
/// locale, and the host's locale is never changed.
extension Platform {
  /// A compiled pattern; freed with its last reference.
  final class CompiledPattern: @unchecked Sendable {
    // `regexec` only reads a compiled pattern (glibc serialises its own scratch space), so
    // one may be matched from any thread.
    fileprivate var regex = regex_t()
    fileprivate init() {}
    deinit { regfree(&regex) }
  }

  /// A UTF-8 character type for patterns, made once; `nil` where the system has none (then
  /// patterns match bytes, in the C locale).
  nonisolated(unsafe) private static let patternLocale: locale_t? = {
    for name in utf8CharacterTypes {
      if let locale = newlocale(LC_CTYPE_MASK, name, nil) { return locale }
    }
    return nil
  }()

  /// Runs `body` with the pattern character type set on this thread, then puts back the
  /// thread's own.
  private static func inPatternLocale<Result>(_ body: () -> Result) -> Result {
    guard let locale = patternLocale else { return body() }
    let saved = uselocale(locale)
    defer { uselocale(saved) }
    return body()
  }

  /// Compiles `expression` (POSIX extended syntax); the failure is the library's message.
  static func compilePattern(_ expression: String) -> Result<CompiledPattern, PatternFailure> {
    let compiled = CompiledPattern()
    let code = inPatternLocale {
      regcomp(&compiled.regex, expression, REG_EXTENDED | REG_NOSUB)
    }
    guard code != 0 else { return .success(compiled) }
    var buffer = [CChar](repeating: 0, count: 256)
    regerror(code, &compiled.regex, &buffer, buffer.count)
    let message = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // A pattern that failed to compile holds nothing to free: `deinit` frees an empty one.
    compiled.regex = regex_t()
    return .failure(PatternFailure(message: message.prefix(1).lowercased() + message.dropFirst()))
  }

  /// Whether `text` matches `pattern` (anchored as it was compiled).
  static func matches(_ pattern: CompiledPattern, _ text: String) -> Bool {
    inPatternLocale { regexec(&pattern.regex, text, 0, nil, 0) == 0 }
  }

  /// Why a pattern does not compile, in the C library's words.
  struct PatternFailure: Error, Equatable {
    let message: String
  }
}
